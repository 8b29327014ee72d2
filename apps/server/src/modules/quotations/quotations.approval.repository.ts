/** Drizzle queries of a quotation's moves and approval: the state written, the subject the engine reads. */
import type { QuotationState } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, quotations } from '../../db/schema';

/** Writes a version's state (and other columns) as a change: its author, the time, the row version raised. */
export async function updateQuotationState(
  tx: DbOrTx,
  id: number,
  values: { status: QuotationState; updatedBy: number } & Partial<typeof quotations.$inferInsert>,
): Promise<void> {
  await tx
    .update(quotations)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${quotations.rowVersion} + 1` })
    .where(eq(quotations.id, id));
}

/** What the approval process reads of a quotation: number, author, amount in the reporting currency, company. */
export async function findApprovalSubject(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      quotationNo: quotations.quotationNo,
      version: quotations.version,
      createdBy: quotations.createdBy,
      reportingTotal: sql<string>`round(${quotations.total} * ${quotations.exchangeRate}, 2)::text`,
      region: companies.region,
      tier: companies.companyRole,
      channelManagerId: companies.channelManagerId,
    })
    .from(quotations)
    .innerJoin(companies, eq(companies.id, quotations.partnerCompanyId))
    .where(eq(quotations.id, id));
  return row;
}
