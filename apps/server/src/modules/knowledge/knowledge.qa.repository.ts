/** The writes of QA entries (their reads are in `knowledge.repository.ts`). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { qaEntries } from '../../db/schema';

export type NewQaEntry = typeof qaEntries.$inferInsert;

export async function insertQa(tx: DbOrTx, values: NewQaEntry): Promise<number> {
  const [row] = await tx.insert(qaEntries).values(values).returning({ id: qaEntries.id });
  return row!.id;
}

/** Updates an entry and raises its row version. */
export async function updateQa(tx: DbOrTx, id: number, values: Partial<NewQaEntry>): Promise<void> {
  await tx
    .update(qaEntries)
    .set({ ...values, rowVersion: sql`${qaEntries.rowVersion} + 1` })
    .where(eq(qaEntries.id, id));
}

export async function deleteQa(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(qaEntries).where(eq(qaEntries.id, id));
}
