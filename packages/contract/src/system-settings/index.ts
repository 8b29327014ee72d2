export * from './system-settings.schema';
export * from './system-settings.paths';
export * from './system-settings.endpoints';
