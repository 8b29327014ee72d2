/** Orders: list, detail, lines and status history. */
export * from './orders.schema';
export * from './orders.endpoints';
export { ordersExportEndpoints } from './orders.export.endpoints';
