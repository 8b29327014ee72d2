import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { PageRequest } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { companies, users } from '../../db/schema';
import { containsPattern, pagedQuery } from '../../core/sql';

export type NewUser = typeof users.$inferInsert;

export interface UserFilters {
  keyword?: string;
  kind?: 'internal' | 'partner';
  companyId?: number;
  status?: 'active' | 'disabled';
  roleCode?: string;
  /** A partner administrator's company: nothing outside it is seen. */
  scopeCompanyId?: number;
}

export type UserSortField = 'createdAt' | 'username' | 'displayName';

const sortColumns = {
  createdAt: users.createdAt,
  username: sql`lower(${users.username})`,
  displayName: users.displayName,
} as const;

/** A user as the users screen shows it, with its company's name and its role codes. */
const userColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  email: users.email,
  mobile: users.mobile,
  kind: users.kind,
  employeeId: users.employeeId,
  companyId: users.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  companyType: users.companyType,
  companyRole: users.companyRole,
  status: users.status,
  rowVersion: users.rowVersion,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  roles: sql<string[]>`ARRAY(SELECT r.code FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = ${users.id} ORDER BY r.code)`,
};

export type UserRow = Awaited<ReturnType<typeof findUserById>> & object;

function whereOf(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(ilike(users.username, pattern), ilike(users.displayName, pattern), ilike(users.email, pattern))!,
    );
  }
  if (filters.kind) conditions.push(eq(users.kind, filters.kind));
  if (filters.companyId !== undefined) conditions.push(eq(users.companyId, filters.companyId));
  if (filters.scopeCompanyId !== undefined) conditions.push(eq(users.companyId, filters.scopeCompanyId));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.roleCode)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
        WHERE ur.user_id = ${users.id} AND r.code = ${filters.roleCode})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of users matching the filters, with the total. */
export function findUserPage(
  db: DbOrTx,
  filters: UserFilters,
  sort: { field: UserSortField; order: 'asc' | 'desc' },
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
) {
  const where = whereOf(filters);
  const direction = sort.order === 'asc' ? asc : desc;
  return pagedQuery(
    db,
    page,
    ({ offset, limit }) =>
      db
        .select(userColumns)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where)
        .orderBy(direction(sortColumns[sort.field]), direction(users.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      return counted[0]?.n ?? 0;
    },
  );
}

export async function findUserById(db: DbOrTx, id: number) {
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0];
}

/** Whether another user already has this username, compared case-insensitively. */
export async function usernameTaken(db: DbOrTx, username: string, exceptId: number | undefined) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        exceptId !== undefined ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<number> {
  const rows = await db.insert(users).values(values).returning({ id: users.id });
  return rows[0]!.id;
}

/** Updates a user; every update raises its row version. */
export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${users.rowVersion} + 1` })
    .where(eq(users.id, id));
}

/** Locks the user row for a change of status or password. */
export async function lockUser(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: users.id, status: users.status, rowVersion: users.rowVersion })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return rows[0];
}

/** Sets a user's password hash (a password reset by mail asks for it through the partners entry). */
export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await updateUser(db, userId, { passwordHash });
}
