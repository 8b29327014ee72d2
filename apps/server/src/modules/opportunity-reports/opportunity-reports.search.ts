/** What reports offer project search (docs/areas/project-search.md), read by the rules of `opportunity-reports.rules.ts`. */
import { opportunityReportsEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import { findReportHits, reportSearchTable, reportSearchKind } from './opportunity-reports.search.repository';

export const reportSearch: SearchSource = {
  kind: reportSearchKind,
  readableBy: (principal) => principal.permissions.has(opportunityReportsEndpoints.pageReports.permission),
  documents: reportSearchTable.documents,
  recordsOfCustomers: reportSearchTable.recordsOfCustomers,
  // As `visible` (rules): staff read every report, a partner its own company's (none without a company).
  hits: (db, principal, match, limit, countLimit, lang) =>
    principal.kind === 'partner' && principal.companyId === null
      ? Promise.resolve({ rows: [], total: 0 })
      : findReportHits(
          db,
          match,
          principal.kind === 'partner' ? principal.companyId! : undefined,
          limit,
          countLimit,
          lang,
        ),
};
