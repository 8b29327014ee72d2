/** What quotations offer project search (docs/areas/project-search.md), read as the quotation list reads them. */
import { partnerQuotationKinds, quotationsEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import { findQuotationHits, quotationSearchTable, quotationSearchKind } from './quotations.search.repository';

export const quotationSearch: SearchSource = {
  kind: quotationSearchKind,
  readableBy: (principal) => principal.permissions.has(quotationsEndpoints.pageQuotations.permission),
  documents: quotationSearchTable.documents,
  recordsOfCustomers: quotationSearchTable.recordsOfCustomers,
  hits: (db, principal, match, limit, countLimit, lang) =>
    findQuotationHits(
      db,
      match,
      principal.kind === 'partner'
        ? { companyId: principal.companyId ?? -1, kinds: partnerQuotationKinds }
        : undefined,
      limit,
      countLimit,
      lang,
    ),
};
