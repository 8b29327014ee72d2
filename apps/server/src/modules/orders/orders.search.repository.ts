/** Project search over orders (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';

export const orderSearchKind = 'order';

/** An order is found by its number, its customer, its quotation's number and its opportunity's project. */
export const orderSearchTable = searchTable(orderSearchKind, {
  record: sql`o.id`,
  parts: [sql`o.order_no`, sql`o.customer_name`, sql`o.quotation_no`, sql`bo.project_name`, sql`bo.oppt_no`],
  from: sql`orders o LEFT JOIN business_opportunities bo ON bo.id = o.opportunity_id`,
  company: sql`o.company_id`,
});

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexOrders = orderSearchTable.index;

/** The matching orders of `companyId` (undefined: every company's, for staff). */
export function findOrderHits(
  db: DbOrTx,
  match: SearchMatch,
  companyId: number | undefined,
  limit: number,
  countLimit: number,
): Promise<SearchHits> {
  return runSearchHits(
    db,
    match,
    {
      columns: sql`o.id, o.order_no AS no, o.customer_name AS title, o.quotation_no AS subtitle, NULL::text AS variant`,
      from: sql`orders o`,
      id: sql`o.id`,
      ...(companyId !== undefined && { where: sql`o.company_id = ${companyId}`, companyId }),
    },
    limit,
    countLimit,
  );
}
