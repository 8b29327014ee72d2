/** Customers: the end customers of registrations, opportunities and orders, with their contacts. */
export * from './customers.schema';
export * from './customers.endpoints';
export * from './customer-address';
export { customersExportEndpoints } from './customers.export.endpoints';
