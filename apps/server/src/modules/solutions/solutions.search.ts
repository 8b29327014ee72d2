/** What solutions offer project search (docs/areas/project-search.md), read as the solution list reads them. */
import { solutionsEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import { findSolutionHits, solutionSearchTable, solutionSearchKind } from './solutions.search.repository';

export const solutionSearch: SearchSource = {
  kind: solutionSearchKind,
  readableBy: (principal) => principal.permissions.has(solutionsEndpoints.pageSolutions.permission),
  documents: solutionSearchTable.documents,
  recordsOfCustomers: solutionSearchTable.recordsOfCustomers,
  // As `filters` (solutions.service.ts): a partner reads its company's solutions (none without a company).
  hits: (db, principal, match, limit, countLimit) =>
    findSolutionHits(
      db,
      match,
      principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined,
      limit,
      countLimit,
    ),
};
