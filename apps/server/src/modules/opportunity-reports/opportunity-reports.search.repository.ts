/** Project search over reports (docs/areas/project-search.md): their documents, and their hits within the reader's scope. */
import type { Language } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { SearchHits, SearchMatch } from '../../core/search-index';
import { customerNameIn, customerSearchParts, runSearchHits, searchTable } from '../../core/search-index';
import type { DbOrTx } from '../../db/database';
import type { CustomerOfCompany } from '../customers';
import { indexCustomerCompanies } from '../customers';

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

/** The customer and company of each of these reports that has a customer. */
export async function customersOfReports(db: DbOrTx, ids: readonly number[]): Promise<CustomerOfCompany[]> {
  const rows = await db.execute<{ customer_id: number; company_id: number }>(
    sql`SELECT DISTINCT r.customer_id, r.company_id FROM opportunity_reports r
        WHERE r.id = ANY(${sql.param([...ids])}::int[]) AND r.customer_id IS NOT NULL`,
  );
  return rows.rows.map((row) => ({ customerId: Number(row.customer_id), companyId: Number(row.company_id) }));
}

/**
 * Rewrites the documents of these reports and the company copies of their customers' documents (a company's
 * first report of a customer adds one); `former`: the customers and companies these reports had before the
 * write, whose copy goes when its company has no report of that customer left. Call it in the transaction
 * that wrote them.
 */
export async function indexReports(
  db: DbOrTx,
  ids: readonly number[],
  former: readonly CustomerOfCompany[] = [],
): Promise<void> {
  await reportSearchTable.index(db, ids);
  const customers = (await customersOfReports(db, ids)).map((pair) => pair.customerId);
  await indexCustomerCompanies(db, customers, former);
}

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
