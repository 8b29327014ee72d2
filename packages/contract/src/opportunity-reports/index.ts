/** Opportunity reports (deal registration) and the registration agreement. */
export * from './opportunity-reports.schema';
export * from './opportunity-reports.endpoints';
export * from './opportunity-reports.transitions';
export { opportunityReportsExportEndpoints } from './opportunity-reports.export.endpoints';
