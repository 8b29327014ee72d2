import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { loginSessions } from '../../db/schema';
import { principalCache } from './principal-cache';
import { announceRevocation } from './identity.repository';

/** The open sessions of a user, the most recently used first. */
export function findOpenSessions(db: DbOrTx, userId: number) {
  return db
    .select({
      id: loginSessions.id,
      signInWay: loginSessions.signInWay,
      loginType: loginSessions.loginType,
      userAgent: loginSessions.userAgent,
      clientAddress: loginSessions.clientAddress,
      createdAt: loginSessions.createdAt,
      lastUsedAt: loginSessions.lastUsedAt,
    })
    .from(loginSessions)
    .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)))
    .orderBy(desc(loginSessions.lastUsedAt), desc(loginSessions.createdAt));
}

/** Ends the user's open sessions but one; answers how many ended. Every process drops them (revocations). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keep: string, reason: string) {
  const ended = await db
    .update(loginSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(loginSessions.userId, userId), ne(loginSessions.id, keep), isNull(loginSessions.revokedAt)))
    .returning({ id: loginSessions.id });
  const sessions = ended.map((row) => row.id);
  for (const id of sessions) principalCache.forgetSession(id);
  if (sessions.length > 0) await announceRevocation(db, { sessions });
  return sessions.length;
}

/** Whether the session is an open one of the user. */
export async function isOpenSessionOf(db: DbOrTx, sessionId: string, userId: number) {
  const rows = await db
    .select({ id: loginSessions.id })
    .from(loginSessions)
    .where(
      and(eq(loginSessions.id, sessionId), eq(loginSessions.userId, userId), isNull(loginSessions.revokedAt)),
    );
  return rows.length === 1;
}

/** Records that a session was used; at most once a minute is written (the caller throttles too). */
export async function touchSession(db: DbOrTx, sessionId: string) {
  await db
    .update(loginSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(loginSessions.id, sessionId), sql`${loginSessions.lastUsedAt} < now() - interval '1 minute'`),
    );
}
