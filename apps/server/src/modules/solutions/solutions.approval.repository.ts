/** What the solution approval's process conditions and people read of a solution, its opportunity and partner. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities as oppt, companies, solutions } from '../../db/schema';
import { amountInReportingCurrency } from '../processes';

export async function findApprovalSubject(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      solutionNo: solutions.solutionNo,
      version: solutions.version,
      title: solutions.title,
      salesOwnerId: oppt.salesOwnerId,
      productLineCode: oppt.productLineCode,
      region: companies.region,
      tier: companies.companyRole,
      channelManagerId: companies.channelManagerId,
      // The list total in the reporting currency; null when the lines have no total (no price, or several currencies).
      amount: amountInReportingCurrency(solutions.listTotal, solutions.currency),
    })
    .from(solutions)
    .innerJoin(oppt, eq(oppt.id, solutions.opportunityId))
    .innerJoin(companies, eq(companies.id, oppt.companyId))
    .where(eq(solutions.id, id));
  return row;
}
