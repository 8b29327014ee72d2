import type { ListName } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { listColumnChoices } from '../../db/schema';

/** The columns a user chose for a list, or null (the list's defaults). */
export async function findColumnChoice(db: DbOrTx, userId: number, list: ListName): Promise<string[] | null> {
  const [row] = await db
    .select({ columns: listColumnChoices.columns })
    .from(listColumnChoices)
    .where(and(eq(listColumnChoices.userId, userId), eq(listColumnChoices.list, list)));
  return row?.columns ?? null;
}

/** Keeps a user's choice of a list's columns (one row per user and list). */
export async function upsertColumnChoice(
  db: DbOrTx,
  userId: number,
  list: ListName,
  columns: string[],
): Promise<void> {
  await db
    .insert(listColumnChoices)
    .values({ userId, list, columns })
    .onConflictDoUpdate({
      target: [listColumnChoices.userId, listColumnChoices.list],
      set: { columns, updatedAt: sql`now()` },
    });
}

export async function deleteColumnChoice(db: DbOrTx, userId: number, list: ListName): Promise<void> {
  await db
    .delete(listColumnChoices)
    .where(and(eq(listColumnChoices.userId, userId), eq(listColumnChoices.list, list)));
}
