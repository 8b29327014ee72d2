/**
 * Transaction-level advisory locks: two transactions that take the same lock wait for each other, and
 * the lock ends with the transaction. Each caller names its own key space (a constant of its module).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

/**
 * Locks `space` alone, or one `key` in it: a number as it is, a text by its hash (`hashtext`, so two texts
 * may share a lock, which only makes them wait).
 */
export async function lockForTransaction(tx: DbOrTx, space: number, key?: number | string): Promise<void> {
  if (key === undefined) await tx.execute(sql`SELECT pg_advisory_xact_lock(${space})`);
  else if (typeof key === 'number') await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}, ${key})`);
  else await tx.execute(sql`SELECT pg_advisory_xact_lock(${space}, hashtext(${key}))`);
}
