/** Drizzle queries of the people a process reaches (users and the roles that grant a code); each takes `db` or `tx`. */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { roles, users } from '../../db/schema';

const activeUser = eq(users.status, 'active');

export async function roleExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
  return rows.length > 0;
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.displayName, kind: users.kind, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function activeUsersAmong(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), activeUser));
  return new Set(rows.map((row) => row.id));
}

export function findRoleOptions(db: DbOrTx) {
  return db
    .select({ code: roles.code, titleKey: roles.titleKey })
    .from(roles)
    .where(eq(roles.kind, 'internal'))
    .orderBy(roles.id);
}

export function findInternalUserOptions(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.displayName, username: users.username })
    .from(users)
    .where(and(eq(users.kind, 'internal'), activeUser))
    .orderBy(users.displayName);
}
