import type { LoginUser, MenuData } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import type { Principal } from '../src/core/principal';
import type { Database } from '../src/db/database';
import { call, tokenOf } from './test-app';

/**
 * A demo user as the server sees it once signed in: kind, company, role codes and the menu and
 * button codes its roles grant. Read straight from the tables, so a test can recompute what the
 * server should answer without asking the server.
 */
export async function principalOf(db: Database, username: string): Promise<Principal> {
  const result = await db.execute<{
    id: number;
    kind: 'internal' | 'partner';
    company_id: number | null;
    employee_id: string | null;
    roles: string[];
    permissions: string[];
  }>(sql`
    SELECT u.id, u.kind, u.company_id, u.employee_id,
           ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                 WHERE ur.user_id = u.id ORDER BY r.code) AS roles,
           ARRAY(SELECT m.code FROM user_roles ur JOIN role_menus rm ON rm.role_id = ur.role_id
                   JOIN menus m ON m.id = rm.menu_id WHERE ur.user_id = u.id
                 UNION
                 SELECT b.code FROM user_roles ur JOIN role_buttons rb ON rb.role_id = ur.role_id
                   JOIN buttons b ON b.id = rb.button_id WHERE ur.user_id = u.id) AS permissions
    FROM users u WHERE lower(u.username) = ${username.toLowerCase()}`);
  const row = result.rows[0];
  if (!row) throw new Error(`no user ${username}`);
  return {
    userId: row.id,
    username,
    kind: row.kind,
    companyId: row.company_id,
    employeeId: row.employee_id,
    sessionId: 'test',
    roles: row.roles,
    permissions: new Set(row.permissions),
  };
}

/**
 * A demo user as the server tells its client after sign-in (`get-login-user` and the flat `get-menu`),
 * with the token it signed in with: what a test compares the server's `actions` against.
 */
export async function signedInPrincipal(
  app: App,
  username: string,
): Promise<{ token: string; principal: Principal }> {
  const token = await tokenOf(app, username);
  const me = await call<LoginUser>(app, 'POST', '/login/get-login-user', { token });
  const menu = await call<MenuData>(app, 'POST', '/login/get-menu', { token });
  return {
    token,
    principal: {
      userId: me.data.id,
      username,
      kind: me.data.kind,
      companyId: me.data.companyId,
      employeeId: null,
      sessionId: '',
      roles: me.data.roles,
      permissions: new Set([...menu.data.menus.map((m) => m.code), ...menu.data.buttons]),
    },
  };
}

/** A staff principal whose user id no row has: the database refuses whatever it would record for it. */
export function ghostPrincipal(): Principal {
  return {
    userId: 2_000_000_000,
    username: 'ghost',
    kind: 'internal',
    companyId: null,
    employeeId: null,
    sessionId: 'none',
    roles: [],
    permissions: new Set(),
  };
}
