import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { lookedUpCompanyPageSchema, pageLookedUpCompaniesBodySchema } from './company-lookup.schema';

/** The company-information lookup (`page-company-from-tyc`) behind a provider interface. */
export const companyLookupEndpoints = {
  pageCompanies: defineEndpoint({
    method: 'POST',
    path: '/businesOpptReporting/page-company-from-tyc',
    permission: permissions.opptFiling,
    body: pageLookedUpCompaniesBodySchema,
    data: lookedUpCompanyPageSchema,
  }),
};
