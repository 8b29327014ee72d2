/** The writes of policies (their reads are in `knowledge.repository.ts`). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { policies } from '../../db/schema';

export type NewPolicy = typeof policies.$inferInsert;

export async function insertPolicy(tx: DbOrTx, values: NewPolicy): Promise<number> {
  const [row] = await tx.insert(policies).values(values).returning({ id: policies.id });
  return row!.id;
}

/** Updates a policy and raises its row version. */
export async function updatePolicy(tx: DbOrTx, id: number, values: Partial<NewPolicy>): Promise<void> {
  await tx
    .update(policies)
    .set({ ...values, rowVersion: sql`${policies.rowVersion} + 1` })
    .where(eq(policies.id, id));
}

export async function deletePolicy(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(policies).where(eq(policies.id, id));
}
