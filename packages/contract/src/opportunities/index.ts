/** Business opportunities, their stage machine, their distribution (sales and planning owners) and cases. */
export * from './opportunities.transitions';
export * from './opportunities.schema';
export { opportunitiesEndpoints } from './opportunities.endpoints';
export { opportunitiesExportEndpoints } from './opportunities.export.endpoints';
