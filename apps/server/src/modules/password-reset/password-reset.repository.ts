import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { passwordResetTokens, users } from '../../db/schema';

/** Active users of one kind with this e-mail address, compared case-insensitively. */
export async function findActiveUsersByEmail(db: DbOrTx, emailKey: string, kind: 'internal' | 'partner') {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${emailKey}`, eq(users.kind, kind), eq(users.status, 'active')))
    .orderBy(users.id);
}

/** Serialises reset requests for one address, so the hourly limit holds under concurrent requests. */
export async function lockAddress(db: DbOrTx, emailKey: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(727274020, hashtext(${emailKey}))`);
}

/** Marks every unused token of the user used, so only the newest link (or none) works. */
export async function supersedeTokens(db: DbOrTx, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertToken(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(values);
}

export async function findToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      username: users.username,
      userStatus: users.status,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Uses a token; false when it was used (or expired) in the meantime by another request. */
export async function useToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
