/** Drizzle queries of approval delegations (a user's tasks go to a delegate for a period); each takes `db` or `tx`. */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { processDelegations, users } from '../../db/schema';

export async function findDelegation(db: DbOrTx, userId: number) {
  const delegate = alias(users, 'delegate');
  const [row] = await db
    .select({
      delegateId: processDelegations.delegateId,
      delegateName: delegate.displayName,
      fromAt: processDelegations.fromAt,
      untilAt: processDelegations.untilAt,
    })
    .from(processDelegations)
    .innerJoin(delegate, eq(delegate.id, processDelegations.delegateId))
    .where(eq(processDelegations.userId, userId));
  return row;
}

/** The delegate of a user at an instant, if any. */
export async function findActiveDelegate(db: DbOrTx, userId: number, at: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ delegateId: processDelegations.delegateId })
    .from(processDelegations)
    .where(
      and(
        eq(processDelegations.userId, userId),
        sql`${processDelegations.fromAt} <= ${at.toISOString()}`,
        sql`${processDelegations.untilAt} > ${at.toISOString()}`,
      ),
    );
  return row?.delegateId;
}

/** Delegations whose period overlaps [from, until): user → delegate. */
export async function findOverlappingDelegations(db: DbOrTx, from: Date, until: Date) {
  const rows = await db
    .select({ userId: processDelegations.userId, delegateId: processDelegations.delegateId })
    .from(processDelegations)
    .where(
      and(
        sql`${processDelegations.fromAt} < ${until.toISOString()}`,
        sql`${processDelegations.untilAt} > ${from.toISOString()}`,
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.delegateId]));
}

export async function saveDelegation(
  db: DbOrTx,
  userId: number,
  value: { delegateId: number; fromAt: Date; untilAt: Date } | null,
): Promise<void> {
  if (!value) {
    await db.delete(processDelegations).where(eq(processDelegations.userId, userId));
    return;
  }
  await db
    .insert(processDelegations)
    .values({ userId, ...value })
    .onConflictDoUpdate({ target: processDelegations.userId, set: { ...value, updatedAt: new Date() } });
}

/** Serialises delegation saves, so two saves cannot form a cycle between their checks. */
export async function lockDelegations(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727274121)`);
}
