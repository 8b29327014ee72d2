/** Quotations: planning quotations priced from solutions, formal ones the customer accepts into orders. */
export * from './quotations.schema';
export * from './quotations.transitions';
export * from './quotations.endpoints';
export * from './quotations.kinds.schema';
export * from './quotations.qa.schema';
export * from './quotations.turnaround';
export * from './quotations.more.endpoints';
export { quotationsExportEndpoints } from './quotations.export.endpoints';
