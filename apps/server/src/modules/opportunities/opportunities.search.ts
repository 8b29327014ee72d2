/** What opportunities offer project search (docs/areas/project-search.md): staff only, as `staffOnly` reads them. */
import { opportunitiesEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import {
  findOpportunityHits,
  opportunitySearchTable,
  opportunitySearchKind,
} from './opportunities.search.repository';

export const opportunitySearch: SearchSource = {
  kind: opportunitySearchKind,
  readableBy: (principal) =>
    principal.kind === 'internal' &&
    principal.permissions.has(opportunitiesEndpoints.pageOpportunities.permission),
  documents: opportunitySearchTable.documents,
  recordsOfCustomers: opportunitySearchTable.recordsOfCustomers,
  hits: (db, _principal, match, limit, countLimit, lang) =>
    findOpportunityHits(db, match, limit, countLimit, lang),
};
