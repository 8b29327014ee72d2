export * from './backups.schema';
export * from './backups.endpoints';
