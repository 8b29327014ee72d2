/** The company-information lookup (`page-company-from-tyc`) behind a provider interface. */
export const companyLookupEndpoints = {};
