import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities, companies, opportunityReports } from '../../db/schema';

/**
 * Competing registrations of one customer and product line by other partners, and the limits of a
 * company's registrations.
 */

const r = opportunityReports;

/** Registrations of the customer and product line still protected for a company other than `companyId`. */
export async function findProtections(
  db: DbOrTx,
  creditCode: string,
  productLineCode: string,
  companyId: number,
) {
  return db
    .select({
      opportunityId: businessOpportunities.id,
      opptNo: businessOpportunities.opptNo,
      companyId: businessOpportunities.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      companyNameKr: companies.nameKr,
      protectedUntil: businessOpportunities.protectedUntil,
      reportId: businessOpportunities.sourceReportId,
      reportNo: r.reportNo,
      reportStatus: r.status,
    })
    .from(businessOpportunities)
    .innerJoin(companies, eq(companies.id, businessOpportunities.companyId))
    .leftJoin(r, eq(r.id, businessOpportunities.sourceReportId))
    .where(
      and(
        eq(businessOpportunities.customerCreditCode, creditCode),
        eq(businessOpportunities.productLineCode, productLineCode),
        sql`${businessOpportunities.companyId} <> ${companyId}`,
        sql`${businessOpportunities.protectedUntil} > now()`,
      ),
    )
    .orderBy(sql`${businessOpportunities.protectedUntil} DESC`);
}

/** Submitted reports of the customer and product line from a company other than `companyId`. */
export async function findPendingCompetitors(
  db: DbOrTx,
  creditCode: string,
  productLineCode: string,
  companyId: number,
) {
  return db
    .select({
      id: r.id,
      reportNo: r.reportNo,
      companyId: r.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      companyNameKr: companies.nameKr,
      status: r.status,
      submittedAt: r.submittedAt,
    })
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .where(
      and(
        eq(r.customerCreditCode, creditCode),
        eq(r.productLineCode, productLineCode),
        eq(r.status, 'submitted'),
        sql`${r.companyId} <> ${companyId}`,
      ),
    )
    .orderBy(asc(r.submittedAt), asc(r.id));
}

/**
 * Of these reports, the submitted ones that compete with another partner's registration of the same
 * customer credit code and product line (`conflicting`: a running protection or a pending report),
 * and those of them whose approval waits for another partner's running protection (`protected`).
 */
export async function findConflictFlags(
  db: DbOrTx,
  ids: number[],
): Promise<{ conflicting: Set<number>; protected: Set<number> }> {
  if (ids.length === 0) return { conflicting: new Set(), protected: new Set() };
  const rows = await db.execute<{ id: number; protected: boolean; pending: boolean }>(sql`
    SELECT rep.id,
      EXISTS (SELECT 1 FROM business_opportunities bo
        WHERE bo.customer_credit_code = rep.customer_credit_code
          AND bo.product_line_code = rep.product_line_code
          AND bo.company_id <> rep.company_id AND bo.protected_until > now()) AS protected,
      EXISTS (SELECT 1 FROM opportunity_reports other
        WHERE other.customer_credit_code = rep.customer_credit_code
          AND other.product_line_code = rep.product_line_code
          AND other.status = 'submitted' AND other.company_id <> rep.company_id) AS pending
    FROM opportunity_reports rep
    WHERE rep.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND rep.status = 'submitted' AND rep.customer_credit_code IS NOT NULL`);
  const found = rows.rows;
  return {
    conflicting: new Set(found.filter((row) => row.protected || row.pending).map((row) => row.id)),
    protected: new Set(found.filter((row) => row.protected).map((row) => row.id)),
  };
}

/**
 * The distinct customers (credit codes) a company holds under active registration: submitted
 * reports, and approved ones whose protection still runs; `exceptReportId` is left out.
 */
export async function findHeldCustomers(
  db: DbOrTx,
  companyId: number,
  exceptReportId: number,
): Promise<Set<string>> {
  const rows = await db.execute<{ code: string }>(sql`
    SELECT DISTINCT rep.customer_credit_code AS code
    FROM opportunity_reports rep
    WHERE rep.company_id = ${companyId}
      AND rep.id <> ${exceptReportId}
      AND rep.customer_credit_code IS NOT NULL
      AND (rep.status = 'submitted'
        OR (rep.status = 'approved' AND EXISTS (
          SELECT 1 FROM business_opportunities bo
          WHERE bo.source_report_id = rep.id AND bo.protected_until > now())))`);
  return new Set(rows.rows.map((row) => row.code));
}

/** A company's own customer limit (null: none of its own) and its role (TIER1, TIER2), whose limit applies then. */
export async function findMaxCustomers(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ maxCustomers: companies.maxCustomers, companyRole: companies.companyRole })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return { own: rows[0]?.maxCustomers ?? null, companyRole: rows[0]?.companyRole ?? null };
}
