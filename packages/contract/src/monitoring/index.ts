/** Monitoring: what an administrator watches, in one request. */
export * from './monitoring.schema';
export * from './monitoring.endpoints';
