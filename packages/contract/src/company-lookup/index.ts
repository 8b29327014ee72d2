/** The company-information lookup (`page-company-from-tyc`) behind a provider interface. */
export * from './company-lookup.schema';
export * from './company-lookup.endpoints';
