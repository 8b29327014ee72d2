import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { SignInWay } from '@portal/contract';
import type { Database, DbOrTx } from '../../db/database';
import {
  buttons,
  codeTableEntries,
  companies,
  loginFailures,
  loginLocks,
  loginSessions,
  menus,
  refreshTokens,
  roleButtons,
  roleMenus,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { principalCache } from './principal-cache';

export async function findUserByUsername(db: DbOrTx, username: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: DbOrTx, userId: number) {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function countRecentFailures(
  db: DbOrTx,
  by: 'username' | 'address',
  value: string,
  since: Date,
) {
  const column = by === 'username' ? loginFailures.usernameKey : loginFailures.clientAddress;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function recordFailure(db: DbOrTx, usernameKey: string, clientAddress: string) {
  await db.insert(loginFailures).values({ usernameKey, clientAddress });
}

export async function clearFailures(db: DbOrTx, usernameKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, usernameKey));
  await db.delete(loginLocks).where(eq(loginLocks.usernameKey, usernameKey));
}

export async function findActiveLock(db: DbOrTx, usernameKey: string, now: Date) {
  const rows = await db
    .select()
    .from(loginLocks)
    .where(and(eq(loginLocks.usernameKey, usernameKey), gt(loginLocks.lockedUntil, now)));
  return rows[0];
}

export async function lockAccount(db: DbOrTx, usernameKey: string, lockedUntil: Date) {
  await db
    .insert(loginLocks)
    .values({ usernameKey, lockedUntil })
    .onConflictDoUpdate({ target: loginLocks.usernameKey, set: { lockedUntil } });
}

export async function createSession(
  db: DbOrTx,
  values: {
    userId: number;
    loginType: string;
    clientAddress: string;
    userAgent: string | null;
    signInWay?: SignInWay;
  },
) {
  const rows = await db.insert(loginSessions).values(values).returning({ id: loginSessions.id });
  return rows[0]!.id;
}

export async function insertRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, expiresAt });
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: loginSessions.revokedAt,
      userId: loginSessions.userId,
    })
    .from(refreshTokens)
    .innerJoin(loginSessions, eq(loginSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * The channel on which a revocation tells every server process (after commit) to drop the cached callers
 * of those sessions or users (session-revocations.ts), so another process stops accepting them too.
 */
export const revocationChannel = 'portal_session_revoked';

export async function announceRevocation(db: DbOrTx, signal: { sessions?: string[]; users?: number[] }) {
  let payload = JSON.stringify(signal);
  // A NOTIFY carries at most 8000 bytes: a longer list (a large company disabled) drops every cached caller.
  if (payload.length > 7000) payload = JSON.stringify({ all: true });
  await db.execute(sql`SELECT pg_notify(${revocationChannel}, ${payload})`);
}

/**
 * The grants of these users changed (their roles, or a role's menus and buttons): this process drops their
 * cached callers at once and, for one cache period, caches none of them; every other process does the same
 * when the NOTIFY of this transaction reaches it (at its commit). Their next request reads the new grants.
 */
export async function announceGrantsChanged(db: DbOrTx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  principalCache.forgetUsers(userIds);
  await announceRevocation(db, { users: userIds });
}

/** Revokes a session; this process stops accepting its tokens at once, the others when told (principal-cache.ts). */
export async function revokeSession(db: DbOrTx, sessionId: string, reason: string) {
  principalCache.forgetSession(sessionId);
  await db
    .update(loginSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(eq(loginSessions.id, sessionId), isNull(loginSessions.revokedAt)));
  await announceRevocation(db, { sessions: [sessionId] });
}

/** Revokes every session of the users; this process drops their cached callers at once, the others when told. */
export async function revokeSessionsOfUsers(db: DbOrTx, userIds: number[], reason: string): Promise<number> {
  if (userIds.length === 0) return 0;
  principalCache.forgetUsers(userIds);
  const ended = await db
    .update(loginSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(inArray(loginSessions.userId, userIds), isNull(loginSessions.revokedAt)))
    .returning({ id: loginSessions.id });
  await announceRevocation(db, { users: userIds });
  return ended.length;
}

/** Everything a request needs to know about its caller, in one round trip. */
interface PrincipalRow {
  user_id: number;
  username: string;
  kind: 'internal' | 'partner';
  company_id: number | null;
  employee_id: string | null;
  user_status: string;
  company_status: string | null;
  revoked_at: string | null;
  roles: string[];
  permissions: string[];
}

/** The caller of a session: its user, company status, active roles and their menu and button codes. */
const principalSql = `
    SELECT u.id AS user_id, u.username, u.kind, u.company_id, u.employee_id, u.status AS user_status,
           c.status AS company_status, s.revoked_at,
           ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                 WHERE ur.user_id = u.id AND r.status = 'active' ORDER BY r.code) AS roles,
           ARRAY(SELECT m.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status = 'active'
                   JOIN role_menus rm ON rm.role_id = ur.role_id
                   JOIN menus m ON m.id = rm.menu_id WHERE ur.user_id = u.id
                 UNION
                 SELECT b.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status = 'active'
                   JOIN role_buttons rb ON rb.role_id = ur.role_id
                   JOIN buttons b ON b.id = rb.button_id WHERE ur.user_id = u.id) AS permissions
    FROM login_sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN companies c ON c.id = u.company_id
    WHERE s.id = $1 AND s.user_id = $2`;

/**
 * Runs on every authenticated request, so it is a named prepared statement: each pooled connection
 * parses and plans it once instead of on every request (docs/performance.md).
 */
export async function findPrincipalRow(db: Database, sessionId: string, userId: number) {
  const result = await db.$client.query<PrincipalRow>({
    name: 'identity.principal',
    text: principalSql,
    values: [sessionId, userId],
  });
  return result.rows[0];
}

export async function findMenusOfUser(db: DbOrTx, userId: number) {
  const granted = await db
    .selectDistinct({ code: menus.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(roleMenus, eq(roleMenus.roleId, userRoles.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(userRoles.userId, userId));
  const all = await db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));
  return { grantedCodes: granted.map((g) => g.code), all };
}

export async function findButtonsOfUser(db: DbOrTx, userId: number) {
  const rows = await db
    .selectDistinct({ code: buttons.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(roleButtons, eq(roleButtons.roleId, userRoles.roleId))
    .innerJoin(buttons, eq(buttons.id, roleButtons.buttonId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(buttons.code));
  return rows.map((r) => r.code);
}

export async function findUserWithCompany(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export async function findRoleCodesOfUser(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.code));
  return rows.map((r) => r.code);
}

export async function findPartnerTypeLabels(db: DbOrTx, typeCodes: string[]) {
  if (typeCodes.length === 0) return [];
  return db
    .select({
      code: codeTableEntries.code,
      codeDescCn: codeTableEntries.codeDescCn,
      codeDescEn: codeTableEntries.codeDescEn,
      codeDescKr: codeTableEntries.codeDescKr,
      codeDescLangCode: codeTableEntries.codeDescLangCode,
    })
    .from(codeTableEntries)
    .where(
      and(
        eq(codeTableEntries.tableName, 'portal'),
        eq(codeTableEntries.codeType, 'PARTNER_TYPE'),
        inArray(codeTableEntries.code, typeCodes),
      ),
    );
}

export async function findActiveInternalUsersWithRole(db: DbOrTx, roleCode: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      email: users.email,
      employeeId: users.employeeId,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(roles.code, roleCode),
        eq(roles.status, 'active'),
        eq(users.kind, 'internal'),
        eq(users.status, 'active'),
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
}

/** The active users of a partner company holding a role (`partner_admin`: its administrators), ids ascending. */
export async function findActiveCompanyUsersWithRole(
  db: DbOrTx,
  companyId: number,
  roleCode: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.code, roleCode), eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/**
 * The active users (ids, ascending) whose roles grant a menu or button code: the same grant a session's
 * `permissions` lists.
 */
export async function findActiveUsersWithPermission(db: DbOrTx, code: string): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    SELECT DISTINCT u.id FROM ${users} u
    JOIN ${userRoles} ur ON ur.user_id = u.id
    JOIN ${roles} r ON r.id = ur.role_id AND r.status = 'active'
    WHERE u.status = 'active' AND (
      EXISTS (SELECT 1 FROM ${roleButtons} rb JOIN ${buttons} b ON b.id = rb.button_id
              WHERE rb.role_id = ur.role_id AND b.code = ${code})
      OR EXISTS (SELECT 1 FROM ${roleMenus} rm JOIN ${menus} m ON m.id = rm.menu_id
              WHERE rm.role_id = ur.role_id AND m.code = ${code}))
    ORDER BY u.id`);
  return rows.rows.map((row) => Number(row.id));
}

export async function findRolesByCodes(db: DbOrTx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: roles.id, code: roles.code, kind: roles.kind, status: roles.status })
    .from(roles)
    .where(inArray(roles.code, codes));
}

export async function findAllRoles(db: DbOrTx) {
  return db
    .select({
      code: roles.code,
      titleKey: roles.titleKey,
      kind: roles.kind,
      status: roles.status,
      nameCn: roles.nameCn,
      nameEn: roles.nameEn,
      nameKr: roles.nameKr,
    })
    .from(roles)
    .orderBy(asc(roles.kind), asc(roles.id));
}

/** Grants the user exactly these roles, in the caller's transaction. */
export async function replaceUserRoles(db: DbOrTx, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
