/** Business opportunities, their distribution (sales and planning owners) and cases. */
export * from './opportunities.schema';
export { opportunitiesEndpoints } from './opportunities.endpoints';
