/** What the report review's process conditions and people read of a report and its company. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, opportunityReports } from '../../db/schema';
import { amountInReportingCurrency } from '../processes';

export async function findReviewSubject(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      reportNo: opportunityReports.reportNo,
      projectName: opportunityReports.projectName,
      companyId: opportunityReports.companyId,
      reporterId: opportunityReports.reporterId,
      productLineCode: opportunityReports.productLineCode,
      amount: opportunityReports.amount,
      currency: opportunityReports.currency,
      region: companies.region,
      tier: companies.companyRole,
      channelManagerId: companies.channelManagerId,
      // The amount in the reporting currency (null without a rate).
      reportingAmount: amountInReportingCurrency(opportunityReports.amount, opportunityReports.currency),
    })
    .from(opportunityReports)
    .innerJoin(companies, eq(companies.id, opportunityReports.companyId))
    .where(eq(opportunityReports.id, id));
  return row;
}
