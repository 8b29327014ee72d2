import type { ClueSortField, ClueSource, ClueStatus, SortOrder } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import { clueFollowUps, clues, companies, opportunityReports, productLines, users } from '../../db/schema';
import { containsPattern } from '../../core/sql';

export type ClueValues = typeof clues.$inferInsert;

/** The filters of both lists; `scope` narrows a partner to what it may see. */
export interface ClueFilters {
  keyword?: string;
  status?: ClueStatus | readonly ClueStatus[];
  source?: ClueSource;
  productLineCode?: string;
  region?: string;
  companyId?: number;
  createdFrom?: Date;
  createdTo?: Date;
  /** A partner user: its company, and (for non-administrators) its own or unassigned clues only. */
  scope?: PartnerScope;
}

export interface PartnerScope {
  companyId: number;
  /** Set for a partner sales user: only clues assigned to this user or to nobody in the company. */
  userId: number | null;
}

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** What a clue row of the lists and the detail holds. */
const clueColumns = {
  id: clues.id,
  clueNo: clues.clueNo,
  status: clues.status,
  source: clues.source,
  customerName: clues.customerName,
  customerCreditCode: clues.customerCreditCode,
  contactName: clues.contactName,
  contactPhone: clues.contactPhone,
  contactEmail: clues.contactEmail,
  productLineCode: clues.productLineCode,
  region: clues.region,
  description: clues.description,
  companyId: clues.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  assigneeId: clues.assigneeId,
  assigneeName: assignee.displayName,
  assignedAt: clues.assignedAt,
  closeReason: clues.closeReason,
  convertedReportId: clues.convertedReportId,
  convertedReportNo: opportunityReports.reportNo,
  createdByName: creator.displayName,
  followUpCount: sql<number>`(SELECT count(*)::int FROM ${clueFollowUps} f WHERE f.clue_id = ${clues.id})`,
  lastFollowUpAt: sql<Date | null>`(SELECT max(f.created_at) FROM ${clueFollowUps} f WHERE f.clue_id = ${clues.id})`,
  createdAt: clues.createdAt,
  updatedAt: clues.updatedAt,
  rowVersion: clues.rowVersion,
};

export type ClueRow = Awaited<ReturnType<typeof findClueById>> & object;

/**
 * The one place the partner scope is written: the company's clues, and for a sales user (not the
 * company's administrator) only its own or unassigned ones. Lists, counts, reads, locks and the
 * conversion into a report all filter through it, so they cannot disagree.
 */
function scopeCondition(scope: PartnerScope): SQL {
  const company = eq(clues.companyId, scope.companyId);
  if (scope.userId === null) return company;
  return and(company, or(isNull(clues.assigneeId), eq(clues.assigneeId, scope.userId)))!;
}

function whereOf(filters: ClueFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.scope) conditions.push(scopeCondition(filters.scope));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(clues.clueNo, pattern),
        ilike(clues.customerName, pattern),
        ilike(clues.customerCreditCode, pattern),
        ilike(clues.contactName, pattern),
        ilike(clues.contactPhone, pattern),
        ilike(clues.contactEmail, pattern),
      )!,
    );
  }
  if (typeof filters.status === 'string') conditions.push(eq(clues.status, filters.status));
  else if (filters.status) conditions.push(inArray(clues.status, [...filters.status]));
  if (filters.source) conditions.push(eq(clues.source, filters.source));
  if (filters.productLineCode) conditions.push(eq(clues.productLineCode, filters.productLineCode));
  if (filters.region) conditions.push(eq(clues.region, filters.region));
  if (filters.companyId !== undefined) conditions.push(eq(clues.companyId, filters.companyId));
  if (filters.createdFrom) conditions.push(gte(clues.createdAt, filters.createdFrom));
  if (filters.createdTo) conditions.push(lte(clues.createdAt, filters.createdTo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const sortColumns = {
  createdAt: clues.createdAt,
  clueNo: clues.clueNo,
  customerName: clues.customerName,
  status: clues.status,
  assignedAt: clues.assignedAt,
} as const satisfies Record<ClueSortField, unknown>;

export interface ClueSort {
  field: ClueSortField;
  order: SortOrder;
}

function selectClues(db: DbOrTx) {
  return db
    .select(clueColumns)
    .from(clues)
    .leftJoin(companies, eq(companies.id, clues.companyId))
    .leftJoin(assignee, eq(assignee.id, clues.assigneeId))
    .leftJoin(creator, eq(creator.id, clues.createdBy))
    .leftJoin(opportunityReports, eq(opportunityReports.id, clues.convertedReportId));
}

/** Rows of one page (or one export batch) of the filtered, sorted set. */
export function findClueRows(
  db: DbOrTx,
  filters: ClueFilters,
  sort: ClueSort,
  page: { offset: number; limit: number },
) {
  const column = sortColumns[sort.field];
  const direction = sort.order === 'asc' ? asc : desc;
  // assignedAt may be empty: empty ones last in both directions; the id breaks ties.
  const primary =
    sort.field === 'assignedAt'
      ? sql`${column} ${sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`
      : direction(column);
  return selectClues(db)
    .where(whereOf(filters))
    .orderBy(primary, direction(clues.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countClues(db: DbOrTx, filters: ClueFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clues)
    .where(whereOf(filters));
  return row?.n ?? 0;
}

/** The clue `id`, narrowed to a partner's scope when given. */
function byId(id: number, scope: PartnerScope | undefined): SQL {
  return scope ? and(eq(clues.id, id), scopeCondition(scope))! : eq(clues.id, id);
}

export async function findClueById(db: DbOrTx, id: number, scope?: PartnerScope) {
  const [row] = await selectClues(db).where(byId(id, scope)).limit(1);
  return row;
}

const lockedColumns = {
  id: clues.id,
  clueNo: clues.clueNo,
  status: clues.status,
  companyId: clues.companyId,
  assigneeId: clues.assigneeId,
  rowVersion: clues.rowVersion,
};

/** Locks clues for a change (in id order, so two changes of overlapping sets cannot deadlock). */
export function lockClues(tx: DbOrTx, ids: number[]) {
  return tx
    .select(lockedColumns)
    .from(clues)
    .where(inArray(clues.id, ids))
    .orderBy(asc(clues.id))
    .for('update');
}

/** Locks one clue for a change; undefined when it does not exist or lies outside the partner's scope. */
export async function lockClue(tx: DbOrTx, id: number, scope?: PartnerScope) {
  const [row] = await tx.select(lockedColumns).from(clues).where(byId(id, scope)).for('update');
  return row;
}

export type LockedClue = Awaited<ReturnType<typeof lockClues>>[number];

/** The next clue number: CL + year + 6-digit sequence (CL2026000123). */
export const nextClueNo = sql<string>`'CL' || to_char(now(), 'YYYY') || lpad(nextval('clue_no_seq')::text, 6, '0')`;

export async function insertClues(tx: DbOrTx, values: Omit<ClueValues, 'clueNo'>[]) {
  if (values.length === 0) return [];
  return tx
    .insert(clues)
    .values(values.map((value) => ({ ...value, clueNo: nextClueNo })))
    .returning({ id: clues.id, clueNo: clues.clueNo, status: clues.status });
}

/** Changes one clue and raises its row version. */
export async function updateClue(tx: DbOrTx, id: number, values: Partial<ClueValues>) {
  await tx
    .update(clues)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${clues.rowVersion} + 1` })
    .where(eq(clues.id, id));
}

/** Changes several clues and raises their row versions. */
export async function updateClues(tx: DbOrTx, ids: number[], values: Partial<ClueValues>) {
  await tx
    .update(clues)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${clues.rowVersion} + 1` })
    .where(inArray(clues.id, ids));
}

export async function insertFollowUp(tx: DbOrTx, values: typeof clueFollowUps.$inferInsert) {
  await tx.insert(clueFollowUps).values(values);
}

export function findFollowUps(db: DbOrTx, clueId: number) {
  return db
    .select({
      id: clueFollowUps.id,
      content: clueFollowUps.content,
      nextFollowUpDate: clueFollowUps.nextFollowUpDate,
      userName: users.displayName,
      createdAt: clueFollowUps.createdAt,
    })
    .from(clueFollowUps)
    .innerJoin(users, eq(users.id, clueFollowUps.userId))
    .where(eq(clueFollowUps.clueId, clueId))
    .orderBy(desc(clueFollowUps.createdAt), desc(clueFollowUps.id));
}

/** An active partner company, or undefined. */
export async function findActiveCompany(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, 'active')))
    .limit(1);
  return row;
}

/** An active partner user of the company, or undefined. */
export async function findActiveCompanyUser(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.companyId, companyId),
        eq(users.kind, 'partner'),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export function findActiveCompanies(db: DbOrTx) {
  return db
    .select({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      nameEn: companies.nameEn,
      nameKr: companies.nameKr,
    })
    .from(companies)
    .where(eq(companies.status, 'active'))
    .orderBy(asc(companies.name), asc(companies.id));
}

export function findActiveCompanyUsers(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, username: users.username, displayName: users.displayName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.kind, 'partner'), eq(users.status, 'active')))
    .orderBy(asc(users.displayName), asc(users.id));
}

export function findActiveProductLines(db: DbOrTx) {
  return db
    .select({
      code: productLines.code,
      nameCn: productLines.nameCn,
      nameEn: productLines.nameEn,
      nameKr: productLines.nameKr,
    })
    .from(productLines)
    .where(eq(productLines.active, true))
    .orderBy(asc(productLines.sort), asc(productLines.code));
}

export async function productLineIsActive(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: productLines.code })
    .from(productLines)
    .where(and(eq(productLines.code, code), eq(productLines.active, true)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- conversion into a report

/**
 * Reads a clue for conversion into a report (or for a prefill), within a partner's scope when given;
 * locked when `lock`.
 */
export async function findClueForConversion(db: DbOrTx, id: number, lock: boolean, scope?: PartnerScope) {
  const query = db
    .select({
      id: clues.id,
      clueNo: clues.clueNo,
      status: clues.status,
      companyId: clues.companyId,
      assigneeId: clues.assigneeId,
      customerName: clues.customerName,
      customerCreditCode: clues.customerCreditCode,
      region: clues.region,
      productLineCode: clues.productLineCode,
      description: clues.description,
      contactName: clues.contactName,
      contactPhone: clues.contactPhone,
      contactEmail: clues.contactEmail,
      rowVersion: clues.rowVersion,
    })
    .from(clues)
    .where(byId(id, scope));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}
export type ConvertibleClue = NonNullable<Awaited<ReturnType<typeof findClueForConversion>>>;
