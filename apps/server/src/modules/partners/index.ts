/** What other modules may use of the partners module: its tables are written only through these. */
export type { CompanyAudience } from './companies.repository';
export {
  companiesOfRegion,
  companyAudience,
  companyAudienceCondition,
  companyRegionFilter,
  findCompanyWithTypes,
} from './companies.repository';
export { setPasswordHash } from './users.repository';
export type { DemoAccount } from './partners.seed-data';
export { demoAccounts } from './partners.seed-data';
