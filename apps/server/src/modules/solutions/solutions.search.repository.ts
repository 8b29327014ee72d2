/** Project search over solutions (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';
import { partnerVisibleStates } from './solutions.repository';

export const solutionSearchKind = 'solution';

/** A solution is found by its number, title, its opportunity's number and project, and its customer. */
export const solutionSearchTable = searchTable(
  solutionSearchKind,
  {
    record: sql`s.id`,
    parts: [
      sql`s.solution_no`,
      sql`s.title`,
      sql`o.oppt_no`,
      sql`o.project_name`,
      sql`o.customer_name`,
      ...customerSearchParts('c'),
    ],
    from: sql`solutions s JOIN business_opportunities o ON o.id = s.opportunity_id LEFT JOIN customers c ON c.id = o.customer_id`,
  },
  sql`o.customer_id`,
);

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexSolutions = solutionSearchTable.index;

/**
 * The matching solutions, latest versions only; of a partner's company (`companyId`) only those submitted or
 * approved, as the solution list reads them (`companyId`, `partnerVisible` in solutions.repository.ts).
 */
export function findSolutionHits(
  db: DbOrTx,
  match: SearchMatch,
  companyId: number | undefined,
  limit: number,
  countLimit: number,
): Promise<SearchHits> {
  const scope =
    companyId === undefined
      ? sql``
      : sql`AND o.company_id = ${companyId} AND s.status = ANY(${sql.param([...partnerVisibleStates])}::text[])`;
  return runSearchHits(
    db,
    match,
    {
      columns: sql`s.id, s.solution_no AS no, s.title, o.customer_name AS subtitle, NULL::text AS variant`,
      from: sql`solutions s JOIN business_opportunities o ON o.id = s.opportunity_id`,
      id: sql`s.id`,
      where: sql`s.latest ${scope}`,
    },
    limit,
    countLimit,
  );
}
