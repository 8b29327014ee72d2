/** The writes of quotations and their lines (their reads are in `quotations.repository.ts`). */
import { eq, sql } from 'drizzle-orm';
import { insertRows } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { quotationLines, quotations } from '../../db/schema';
import { indexQuotations } from './quotations.search.repository';

export type { QuotedBomLine } from '../../db/schema';
export type NewQuotation = typeof quotations.$inferInsert;
export type NewQuotationLine = typeof quotationLines.$inferInsert;

export async function insertQuotationRow(tx: DbOrTx, values: NewQuotation): Promise<number> {
  const [row] = await tx.insert(quotations).values(values).returning({ id: quotations.id });
  await indexQuotations(tx, [row!.id]);
  return row!.id;
}

/** Sets the totals and root of a quotation just inserted (its row version stays). */
export async function completeQuotationRow(
  tx: DbOrTx,
  id: number,
  values: Pick<NewQuotation, 'subtotal' | 'discountTotal' | 'taxTotal' | 'total' | 'rootId'>,
): Promise<void> {
  await tx.update(quotations).set(values).where(eq(quotations.id, id));
}

/** Updates a quotation and raises its row version. */
export async function updateQuotation(tx: DbOrTx, id: number, values: Partial<NewQuotation>): Promise<void> {
  await tx
    .update(quotations)
    .set({ ...values, rowVersion: sql`${quotations.rowVersion} + 1` })
    .where(eq(quotations.id, id));
  await indexQuotations(tx, [id]);
}

/** Replaces the lines of a quotation version by these. */
export async function replaceQuotationLines(
  tx: DbOrTx,
  quotationId: number,
  lines: readonly NewQuotationLine[],
): Promise<void> {
  await tx.delete(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  if (lines.length > 0) await insertRows(tx, quotationLines, [...lines]);
}
