export * from './notices.schema';
export * from './notices.paths';
export * from './notices.endpoints';
