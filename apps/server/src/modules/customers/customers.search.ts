/** What customers offer project search (docs/areas/project-search.md), read as the customer list reads them. */
import { customersEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import {
  backfillCustomerCompanies,
  customerSearchKind,
  customerSearchTable,
  findCustomerHits,
} from './customers.search.repository';

export const customerSearch: SearchSource = {
  kind: customerSearchKind,
  readableBy: (principal) => principal.permissions.has(customersEndpoints.pageCustomers.permission),
  documents: customerSearchTable.documents,
  backfillCopies: backfillCustomerCompanies,
  // As `scopeOf` (customers.service.ts): a partner without a company reads none (-1).
  hits: (db, principal, match, limit, countLimit, lang) =>
    findCustomerHits(
      db,
      match,
      principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined,
      limit,
      countLimit,
      lang,
    ),
};
