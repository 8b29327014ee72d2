/** What orders offer project search (docs/areas/project-search.md), read as the order list reads them. */
import { ordersEndpoints } from '@portal/contract';
import type { SearchSource } from '../../core/search-index';
import { findOrderHits, orderSearchTable, orderSearchKind } from './orders.search.repository';

export const orderSearch: SearchSource = {
  kind: orderSearchKind,
  readableBy: (principal) => principal.permissions.has(ordersEndpoints.pageOrders.permission),
  documents: orderSearchTable.documents,
  // As `filtersOf` (orders.service.ts): a partner reads its company's orders (none without a company).
  hits: (db, principal, match, limit, countLimit) =>
    findOrderHits(
      db,
      match,
      principal.kind === 'partner' ? (principal.companyId ?? -1) : undefined,
      limit,
      countLimit,
    ),
};
