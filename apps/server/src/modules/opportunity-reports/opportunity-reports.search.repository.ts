/** Project search over reports (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
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
    company: sql`r.company_id`,
  },
  sql`r.customer_id`,
);

/** Rewrites the documents of these records; call it in the transaction that wrote them. */
export const indexReports = reportSearchTable.index;

/** The matching reports of `companyId` (undefined: every company's, for staff). */
export function findReportHits(
  db: DbOrTx,
  match: SearchMatch,
  companyId: number | undefined,
  limit: number,
  countLimit: number,
  lang: Language,
): Promise<SearchHits> {
  return runSearchHits(
    db,
    match,
    {
      columns: sql`r.id, r.report_no AS no, r.project_name AS title,
                   coalesce(${customerNameIn(lang, 'c')}, r.customer_name) AS subtitle, NULL::text AS variant`,
      from: sql`opportunity_reports r LEFT JOIN customers c ON c.id = r.customer_id`,
      id: sql`r.id`,
      ...(companyId !== undefined && { where: sql`r.company_id = ${companyId}`, companyId }),
    },
    limit,
    countLimit,
  );
}
