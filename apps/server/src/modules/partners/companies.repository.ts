import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PageRequest } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  codeTableEntries,
  companies,
  companyTypes,
  files,
  locations,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import type { ListFilter } from '../../core/sql';
import { containsPattern, pagedQuery, placeholderOf } from '../../core/sql';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type NewCompany = typeof companies.$inferInsert;

export interface CompanyFilters {
  keyword?: string;
  typeCode?: string;
  companyRole?: string;
  region?: string;
  status?: 'active' | 'disabled';
}

export type CompanySortField = 'createdAt' | 'name' | 'code';

const channelManager = alias(users, 'channel_manager');

const sortColumns = {
  createdAt: companies.createdAt,
  name: companies.name,
  code: companies.code,
} as const;

/** A company with its types, its channel manager's name and how many users it has. */
const companyColumns = {
  id: companies.id,
  code: companies.code,
  name: companies.name,
  nameEn: companies.nameEn,
  nameKr: companies.nameKr,
  creditCode: companies.creditCode,
  region: companies.region,
  countryId: companies.countryId,
  companyRole: companies.companyRole,
  status: companies.status,
  rowVersion: companies.rowVersion,
  channelManagerId: companies.channelManagerId,
  channelManagerName: channelManager.displayName,
  maxCustomers: companies.maxCustomers,
  licenceFileId: companies.licenceFileId,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  typeCodes: sql<string[]>`ARRAY(SELECT ct.type_code FROM company_types ct
    WHERE ct.company_id = ${companies.id} ORDER BY ct.type_code)`,
  userCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.company_id = ${companies.id})`,
};

export type CompanyRow = Awaited<ReturnType<typeof findCompanyById>> & object;

function whereOf(filters: CompanyFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(companies.code, pattern),
        ilike(companies.name, pattern),
        ilike(companies.nameEn, pattern),
        ilike(companies.nameKr, pattern),
        ilike(companies.creditCode, pattern),
      )!,
    );
  }
  if (filters.typeCode)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM company_types ct
        WHERE ct.company_id = ${companies.id} AND ct.type_code = ${filters.typeCode})`,
    );
  if (filters.companyRole) conditions.push(eq(companies.companyRole, filters.companyRole));
  if (filters.region) conditions.push(eq(companies.region, filters.region));
  if (filters.status) conditions.push(eq(companies.status, filters.status));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of companies matching the filters, with the total. */
export function findCompanyPage(
  db: DbOrTx,
  filters: CompanyFilters,
  sort: { field: CompanySortField; order: 'asc' | 'desc' },
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
) {
  const where = whereOf(filters);
  const direction = sort.order === 'asc' ? asc : desc;
  return pagedQuery(
    db,
    page,
    ({ offset, limit }) =>
      db
        .select(companyColumns)
        .from(companies)
        .leftJoin(channelManager, eq(channelManager.id, companies.channelManagerId))
        .where(where)
        .orderBy(direction(sortColumns[sort.field]), direction(companies.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const counted = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(companies)
        .where(where);
      return counted[0]?.n ?? 0;
    },
  );
}

export async function findCompanyById(db: DbOrTx, id: number) {
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(channelManager, eq(channelManager.id, companies.channelManagerId))
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

/** The id of the company using this code, if any (the unique index compares exactly). */
export async function findCompanyIdByCode(db: DbOrTx, code: string) {
  const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, code)).limit(1);
  return rows[0]?.id;
}

export async function findCompanyIdByCreditCode(db: DbOrTx, creditCode: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`upper(${companies.creditCode}) = ${creditCode.toUpperCase()}`)
    .limit(1);
  return rows[0]?.id;
}

export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.parentId, -1)))
    .limit(1);
  return rows.length === 1;
}

/** Which of `codes` are active entries of a portal code table type. */
export async function findActiveCodes(db: DbOrTx, codeType: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: codeTableEntries.code })
    .from(codeTableEntries)
    .where(
      and(
        eq(codeTableEntries.tableName, 'portal'),
        eq(codeTableEntries.codeType, codeType),
        eq(codeTableEntries.activeStatus, 1),
        inArray(codeTableEntries.code, codes),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

export async function findActivePartnerTypes(db: DbOrTx) {
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
        eq(codeTableEntries.activeStatus, 1),
      ),
    )
    .orderBy(asc(codeTableEntries.sort), asc(codeTableEntries.code));
}

/** Whether the user is active, internal and holds the role. */
export async function isActiveInternalWithRole(db: DbOrTx, userId: number, roleCode: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.kind, 'internal'),
        eq(users.status, 'active'),
        eq(roles.code, roleCode),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function findFileName(db: DbOrTx, id: string) {
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return rows[0];
}

export async function insertCompany(db: DbOrTx, values: NewCompany): Promise<number> {
  const rows = await db.insert(companies).values(values).returning({ id: companies.id });
  return rows[0]!.id;
}

/** Updates a company; every update raises its row version. */
export async function updateCompany(db: DbOrTx, id: number, values: Partial<NewCompany>) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${companies.rowVersion} + 1` })
    .where(eq(companies.id, id));
}

export async function replaceCompanyTypes(db: DbOrTx, companyId: number, typeCodes: string[]) {
  await db.delete(companyTypes).where(eq(companyTypes.companyId, companyId));
  if (typeCodes.length > 0)
    await db.insert(companyTypes).values(typeCodes.map((typeCode) => ({ companyId, typeCode })));
}

/** Locks the company row for a change and answers its status and row version. */
export async function lockCompany(db: DbOrTx, id: number) {
  const rows = await db
    .select({ status: companies.status, rowVersion: companies.rowVersion })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return rows[0];
}

export async function findUserIdsOfCompany(db: DbOrTx, companyId: number) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  return rows.map((r) => r.id);
}

export async function findContactPeople(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** A company with its type codes, whole (sign-in checks it; a partner user is placed in it). */
export async function findCompanyWithTypes(db: DbOrTx, companyId: number) {
  const company = (await db.select().from(companies).where(eq(companies.id, companyId)).limit(1))[0];
  if (!company) return undefined;
  const types = await db
    .select({ typeCode: companyTypes.typeCode })
    .from(companyTypes)
    .where(eq(companyTypes.companyId, companyId))
    .orderBy(asc(companyTypes.typeCode));
  return { ...company, typeCodes: types.map((t) => t.typeCode) };
}

/** What a partner company reads by: its types and tier (the audience of sessions and resources). */
export interface CompanyAudience {
  types: string[];
  tier: string | null;
}

/** A company's types and tier. */
export async function companyAudience(db: DbOrTx, companyId: number): Promise<CompanyAudience> {
  const company = await findCompanyWithTypes(db, companyId);
  return { types: company?.typeCodes ?? [], tier: company?.companyRole ?? null };
}

/**
 * Whether a record whose audience is these company-type and tier columns is for a company of `audience`'s
 * types and tier (an empty column: every company). Training sessions and library resources use it.
 * Written with the array operators PostgreSQL keeps statistics for (`= '{}'`, `&&`, `@>`): with
 * `cardinality(…) = 0` and `= ANY(…)` it guessed one row in ten thousand and read a partner's whole shelf
 * to sort it, where the list's index gives the first page at once (bench/README.md, the library at volume).
 */
export function companyAudienceCondition(
  audience: CompanyAudience,
  columns: { types: PgColumn; tiers: PgColumn },
): SQL {
  const types = sql`ARRAY[${sql.join(
    audience.types.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  return and(
    sql`(${columns.types} = '{}'::text[] OR ${columns.types} && ${types})`,
    sql`(${columns.tiers} = '{}'::text[] OR ${columns.tiers} @> ARRAY[${audience.tier ?? ''}]::text[])`,
  )!;
}

/** The partner companies of a region (REGION code), as a sub-select: the lists' region filter. */
export function companiesOfRegion(region: SQL | string): SQL {
  return sql`(SELECT ${companies.id} FROM ${companies} WHERE ${companies.region} = ${region})`;
}

/**
 * A list's region filter (a `ListFilter` row): the record's partner company is of the region. The dashboard
 * opens its lists with it (docs/areas/dashboards.md).
 */
export function companyRegionFilter<F extends { region?: string | undefined }>(
  key: 'region' & keyof F,
  companyColumn: PgColumn,
): ListFilter<F> {
  return {
    shapeOf: (filters) => (filters.region ? key : undefined),
    condition: () => sql`${companyColumn} IN ${companiesOfRegion(placeholderOf(key))}`,
    valuesOf: (filters, values) => {
      values[key] = filters.region;
    },
  };
}
