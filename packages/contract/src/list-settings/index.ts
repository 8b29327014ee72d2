export * from './list-settings.schema';
export * from './list-settings.paths';
export * from './list-settings.endpoints';
export * from './list-export';
