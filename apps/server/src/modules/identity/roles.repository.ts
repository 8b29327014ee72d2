/** Drizzle queries of roles and their grants (menus and buttons); each takes `db` or `tx`. */
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { buttons, menus, roleButtons, roleMenus, roles, userRoles } from '../../db/schema';

export interface RoleRow {
  id: number;
  code: string;
  kind: 'internal' | 'partner';
  titleKey: string;
  nameCn: string | null;
  nameEn: string | null;
  nameKr: string | null;
  status: 'active' | 'disabled';
  menus: string[];
  buttons: string[];
  userCount: number;
}

const roleColumns = {
  id: roles.id,
  code: roles.code,
  kind: roles.kind,
  titleKey: roles.titleKey,
  nameCn: roles.nameCn,
  nameEn: roles.nameEn,
  nameKr: roles.nameKr,
  status: roles.status,
  menus: sql<string[]>`ARRAY(SELECT m.code FROM ${roleMenus} rm JOIN ${menus} m ON m.id = rm.menu_id
                 WHERE rm.role_id = "roles"."id" ORDER BY m.id)`,
  buttons: sql<string[]>`ARRAY(SELECT b.code FROM ${roleButtons} rb JOIN ${buttons} b ON b.id = rb.button_id
                 WHERE rb.role_id = "roles"."id" ORDER BY b.id)`,
  userCount: sql<number>`(SELECT count(*)::int FROM ${userRoles} ur WHERE ur.role_id = "roles"."id")`,
};

/** Every role with its grants: staff roles first, then in the order they were made. */
export function findRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select(roleColumns).from(roles).orderBy(asc(roles.kind), asc(roles.id));
}

export async function findRole(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id));
  return row;
}

/** Locks the role's row for the rest of the transaction; undefined when there is none. */
export async function lockRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
  return row;
}

/** Another role already called one of these names (in any language, ignoring case). */
export async function roleNameTaken(
  db: DbOrTx,
  names: { nameCn: string; nameEn: string; nameKr: string },
  exceptId?: number,
): Promise<string | undefined> {
  const lowered = [names.nameCn, names.nameEn, names.nameKr].map((name) => name.toLowerCase());
  const [row] = await db
    .select({ cn: roles.nameCn, en: roles.nameEn, kr: roles.nameKr })
    .from(roles)
    .where(
      and(
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
        or(
          inArray(sql`lower(${roles.nameCn})`, lowered),
          inArray(sql`lower(${roles.nameEn})`, lowered),
          inArray(sql`lower(${roles.nameKr})`, lowered),
        ),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return [row.cn, row.en, row.kr].find((name) => name !== null && lowered.includes(name.toLowerCase())) ?? '';
}

export async function insertRole(
  db: DbOrTx,
  values: { kind: 'internal' | 'partner'; nameCn: string; nameEn: string; nameKr: string },
): Promise<number> {
  // The code is the role's id, known only once inserted: a placeholder first, unique within the transaction.
  const placeholder = `new-${crypto.randomUUID()}`;
  const [row] = await db
    .insert(roles)
    .values({ ...values, code: placeholder, titleKey: placeholder })
    .returning({ id: roles.id });
  const id = row!.id;
  await db
    .update(roles)
    .set({ code: `role_${id}`, titleKey: `role_${id}` })
    .where(eq(roles.id, id));
  return id;
}

export async function updateRole(
  db: DbOrTx,
  id: number,
  values: Partial<{ nameCn: string; nameEn: string; nameKr: string; status: 'active' | 'disabled' }>,
): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, id));
}

/** Grants the role exactly these menus and buttons (codes known to the database). */
export async function replaceRoleGrants(
  db: DbOrTx,
  roleId: number,
  menuCodes: readonly string[],
  buttonCodes: readonly string[],
): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await db.delete(roleButtons).where(eq(roleButtons.roleId, roleId));
  if (menuCodes.length > 0) {
    const ids = await db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.code, [...menuCodes]));
    if (ids.length > 0) await db.insert(roleMenus).values(ids.map((m) => ({ roleId, menuId: m.id })));
  }
  if (buttonCodes.length > 0) {
    const ids = await db
      .select({ id: buttons.id })
      .from(buttons)
      .where(inArray(buttons.code, [...buttonCodes]));
    if (ids.length > 0) await db.insert(roleButtons).values(ids.map((b) => ({ roleId, buttonId: b.id })));
  }
}

/** The users holding the role (whatever their status). */
export async function findUserIdsOfRole(db: DbOrTx, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
  return rows.map((row) => row.id);
}

/**
 * How many active users (of an active company, or staff) hold, through active roles, both the menu and the
 * button given: the people who can still change every grant.
 */
export async function countActiveUsersHolding(
  db: DbOrTx,
  menuCode: string,
  buttonCode: string,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users u
    LEFT JOIN companies c ON c.id = u.company_id
    WHERE u.status = 'active' AND (u.company_id IS NULL OR c.status = 'active')
      AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status = 'active'
                    JOIN role_menus rm ON rm.role_id = r.id JOIN menus m ON m.id = rm.menu_id
                  WHERE ur.user_id = u.id AND m.code = ${menuCode})
      AND EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.status = 'active'
                    JOIN role_buttons rb ON rb.role_id = r.id JOIN buttons b ON b.id = rb.button_id
                  WHERE ur.user_id = u.id AND b.code = ${buttonCode})`);
  return Number(result.rows[0]?.n ?? 0);
}
