export * from './roles-audience';
export * from './roles.schema';
export * from './roles.endpoints';
