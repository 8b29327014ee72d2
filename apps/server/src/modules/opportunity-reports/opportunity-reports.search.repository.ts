/** Project search over reports (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { SearchHits } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';

export const reportSearchKind = 'opportunity_report';

/** A report is found by its number, project, customer (every name) and the customer's registration number. */
export const reportSearchTable = searchTable(
  reportSearchKind,
  {
    record: sql`r.id`,
    parts: [
      sql`r.report_no`,
      sql`r.project_name`,
      sql`r.customer_name`,
      sql`r.customer_credit_code`,
      ...customerSearchParts('c'),
    ],
    from: sql`opportunity_reports r LEFT JOIN customers c ON c.id = r.customer_id`,
  },
  sql`r.customer_id`,
);

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexReports = reportSearchTable.index;

/** The matching reports of `companyId` (undefined: every company's, for staff). */
export function findReportHits(
  db: DbOrTx,
  match: SQL,
  companyId: number | undefined,
  limit: number,
  countLimit: number,
  lang: Language,
): Promise<SearchHits> {
  const scope = companyId === undefined ? sql`` : sql`AND r.company_id = ${companyId}`;
  return runSearchHits(
    db,
    sql`SELECT r.id, r.report_no AS no, r.project_name AS title,
               coalesce(${customerNameIn(lang, 'c')}, r.customer_name) AS subtitle, NULL::text AS variant
        FROM opportunity_reports r LEFT JOIN customers c ON c.id = r.customer_id WHERE r.id IN (${match}) ${scope}`,
    limit,
    countLimit,
  );
}
