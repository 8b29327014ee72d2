/** Solutions: what a business opportunity will sell, designed by planning. */
export * from './solutions.schema';
export * from './solutions.transitions';
export * from './solutions.endpoints';
export { solutionsExportEndpoints } from './solutions.export.endpoints';
