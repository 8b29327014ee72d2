/** Project search over opportunities (docs/areas/project-search.md): their documents and their hits (staff read them all). */
import type { Language } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';

export const opportunitySearchKind = 'business_opportunity';

/** An opportunity is found by its number, project, customer (every name) and registration number. */
export const opportunitySearchTable = searchTable(
  opportunitySearchKind,
  {
    record: sql`o.id`,
    parts: [
      sql`o.oppt_no`,
      sql`o.project_name`,
      sql`o.customer_name`,
      sql`o.customer_credit_code`,
      ...customerSearchParts('c'),
    ],
    from: sql`business_opportunities o LEFT JOIN customers c ON c.id = o.customer_id`,
  },
  sql`o.customer_id`,
);

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexOpportunities = opportunitySearchTable.index;

/** The matching opportunities. */
export function findOpportunityHits(
  db: DbOrTx,
  match: SearchMatch,
  limit: number,
  countLimit: number,
  lang: Language,
): Promise<SearchHits> {
  return runSearchHits(
    db,
    match,
    {
      columns: sql`o.id, o.oppt_no AS no, o.project_name AS title,
                   coalesce(${customerNameIn(lang, 'c')}, o.customer_name) AS subtitle, NULL::text AS variant`,
      from: sql`business_opportunities o LEFT JOIN customers c ON c.id = o.customer_id`,
      id: sql`o.id`,
    },
    limit,
    countLimit,
  );
}
