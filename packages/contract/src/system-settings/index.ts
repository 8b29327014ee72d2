export * from './system-settings.schema';
export * from './system-settings.paths';
export * from './system-settings.endpoints';
export * from './reference-admin.schema';
export * from './reference-admin.paths';
export * from './reference-admin.endpoints';
