import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { qrLoginRequests } from '../../db/schema';

/** The channel on which a decided request tells every process's waiting streams (qr-login.hub.ts). */
export const qrChannel = 'portal_qr_login';

export type QrRow = typeof qrLoginRequests.$inferSelect;

export async function insertRequest(db: DbOrTx, values: typeof qrLoginRequests.$inferInsert) {
  const rows = await db.insert(qrLoginRequests).values(values).returning();
  return rows[0]!;
}

export async function findRequest(db: DbOrTx, id: string, forUpdate = false) {
  const query = db.select().from(qrLoginRequests).where(eq(qrLoginRequests.id, id));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<QrRow, 'status' | 'refusalKey' | 'userId' | 'decidedAt'>>,
) {
  await db.update(qrLoginRequests).set(values).where(eq(qrLoginRequests.id, id));
}

/** Marks a confirmed request used; false when it was not confirmed (or another request used it first). */
export async function claimConfirmed(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(qrLoginRequests)
    .set({ status: 'used' })
    .where(and(eq(qrLoginRequests.id, id), eq(qrLoginRequests.status, 'confirmed')))
    .returning({ id: qrLoginRequests.id });
  return rows.length === 1;
}

/** Requests that ended more than a day ago are of no further use. */
export async function deleteOld(db: DbOrTx) {
  await db.delete(qrLoginRequests).where(lt(qrLoginRequests.expiresAt, sql`now() - interval '1 day'`));
}

export async function countRecentFromAddress(db: DbOrTx, address: string, since: Date) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(qrLoginRequests)
    .where(
      and(
        eq(qrLoginRequests.clientAddress, address),
        sql`${qrLoginRequests.createdAt} > ${since.toISOString()}`,
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function announce(db: DbOrTx, id: string) {
  await db.execute(sql`SELECT pg_notify(${qrChannel}, ${id})`);
}
