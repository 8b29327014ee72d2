/** The company-information lookup: its directory, for other modules that check a company against it. */
export type { CompanyDirectory } from './company-directory';
export { isListedCompany } from './company-directory';
export { createCompanyDirectory } from './company-lookup.routes';
