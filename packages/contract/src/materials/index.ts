/** Real materials (read only) and virtual materials. */
export * from './materials.schema';
export * from './materials.transitions';
export * from './materials.endpoints';
export { materialsExportEndpoints } from './materials.export.endpoints';
