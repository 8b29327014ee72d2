import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { oidcIdentities, oidcRequests } from '../../db/schema';

export type OidcRequestRow = typeof oidcRequests.$inferSelect;
export type OidcIdentityRow = typeof oidcIdentities.$inferSelect;

export async function insertRequest(db: DbOrTx, values: typeof oidcRequests.$inferInsert) {
  await db.insert(oidcRequests).values(values);
}

export async function findRequestByState(db: DbOrTx, stateHash: string) {
  const rows = await db.select().from(oidcRequests).where(eq(oidcRequests.stateHash, stateHash)).limit(1);
  return rows[0];
}

/** Marks a request used; false when it already was (a replayed callback, or another request first). */
export async function claimRequest(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(oidcRequests)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oidcRequests.id, id), isNull(oidcRequests.usedAt)))
    .returning({ id: oidcRequests.id });
  return rows.length === 1;
}

/** Keeps the session a sign-in opened and its ID token (for ending the provider's session at sign-out). */
export async function attachSession(db: DbOrTx, id: string, sessionId: string, idToken: string | null) {
  await db.update(oidcRequests).set({ sessionId, idToken }).where(eq(oidcRequests.id, id));
}

export async function findBySession(db: DbOrTx, sessionId: string) {
  const rows = await db.select().from(oidcRequests).where(eq(oidcRequests.sessionId, sessionId)).limit(1);
  return rows[0];
}

/** Requests that expired a day ago and opened no session are of no further use. */
export async function deleteOld(db: DbOrTx) {
  await db
    .delete(oidcRequests)
    .where(and(lt(oidcRequests.expiresAt, sql`now() - interval '1 day'`), isNull(oidcRequests.sessionId)));
}

export async function findIdentity(db: DbOrTx, issuer: string, subject: string) {
  const rows = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

export function identitiesOfUser(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(oidcIdentities)
    .where(eq(oidcIdentities.userId, userId))
    .orderBy(desc(oidcIdentities.createdAt));
}

export async function findUserIdentityAt(db: DbOrTx, userId: number, issuer: string) {
  const rows = await db
    .select()
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.userId, userId), eq(oidcIdentities.issuer, issuer)))
    .limit(1);
  return rows[0];
}

/** Links an identity; undefined when (issuer, subject) or (user, issuer) is already linked. */
export async function insertIdentity(db: DbOrTx, values: typeof oidcIdentities.$inferInsert) {
  const rows = await db.insert(oidcIdentities).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function deleteIdentity(db: DbOrTx, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(oidcIdentities)
    .where(and(eq(oidcIdentities.id, id), eq(oidcIdentities.userId, userId)))
    .returning({ id: oidcIdentities.id });
  return rows.length === 1;
}
