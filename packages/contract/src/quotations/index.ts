/** Quotations: planning quotations priced from solutions, formal ones the customer accepts into orders. */
export * from './quotations.schema';
export * from './quotations.transitions';
export * from './quotations.endpoints';
