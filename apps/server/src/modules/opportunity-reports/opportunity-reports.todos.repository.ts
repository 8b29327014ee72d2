import { reportTransitions } from '@portal/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { opportunityReports } from '../../db/schema';

/** The user's own reports still to complete and submit (drafts and withdrawn ones). */
export async function countReportsToComplete(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(opportunityReports)
    .where(
      and(
        eq(opportunityReports.reporterId, userId),
        inArray(opportunityReports.status, [...reportTransitions.submit.from]),
      ),
    );
  return row?.n ?? 0;
}

/** The user's latest reports, newest change first. */
export async function findRecentReports(db: DbOrTx, userId: number, limit: number) {
  const rows = await db
    .select({
      id: opportunityReports.id,
      reportNo: opportunityReports.reportNo,
      projectName: opportunityReports.projectName,
      customerName: opportunityReports.customerName,
      status: opportunityReports.status,
      updatedAt: opportunityReports.updatedAt,
    })
    .from(opportunityReports)
    .where(eq(opportunityReports.reporterId, userId))
    .orderBy(desc(opportunityReports.updatedAt), desc(opportunityReports.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}
