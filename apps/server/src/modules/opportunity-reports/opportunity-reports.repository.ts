import type { Page, ReportSortField, ReportStatus } from '@portal/contract';
import { and, asc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditedEntity } from '../../core/audit';
import { containsPattern, pagedQuery, pagedQueryWithTotal } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { findAttachedFiles } from '../files';
import {
  businessOpportunities,
  companies,
  equipmentModels,
  opportunityReportContacts,
  opportunityReportCounts,
  opportunityReportFiles,
  opportunityReportLines,
  opportunityReports,
  users,
} from '../../db/schema';

/** The reports' list, detail and writes; conflicts and the form's references have their own files. */

const r = opportunityReports;
export const reportEntity: AuditedEntity = 'opportunity_report';

export interface ReportFilters {
  keyword?: string;
  status?: ReportStatus | readonly ReportStatus[];
  productLineCode?: string;
  companyId?: number;
  reporterId?: number;
  createdFrom?: Date;
  createdTo?: Date;
}

export interface ReportSort {
  field: ReportSortField;
  order: 'asc' | 'desc';
}

const sortColumns = {
  createdAt: r.createdAt,
  reportNo: r.reportNo,
  amount: r.amount,
  expectedCloseDate: r.expectedCloseDate,
  projectName: r.projectName,
} as const;

export function whereOfReports(filters: ReportFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.companyId !== undefined) conditions.push(eq(r.companyId, filters.companyId));
  if (typeof filters.status === 'string') conditions.push(eq(r.status, filters.status));
  else if (filters.status) conditions.push(inArray(r.status, [...filters.status]));
  if (filters.reporterId !== undefined) conditions.push(eq(r.reporterId, filters.reporterId));
  if (filters.productLineCode) conditions.push(eq(r.productLineCode, filters.productLineCode));
  if (filters.createdFrom) conditions.push(gte(r.createdAt, filters.createdFrom));
  if (filters.createdTo) conditions.push(lte(r.createdAt, filters.createdTo));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(r.reportNo, pattern),
        ilike(r.projectName, pattern),
        ilike(r.customerName, pattern),
        ilike(r.customerCreditCode, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The order of a page: the sort column, then the id, both in the direction asked. Descending is
 * NULLS LAST and ascending NULLS FIRST, exactly the indexes' order read forwards or backwards.
 */
function orderOf(sort: ReportSort, table: typeof r = r): SQL[] {
  const column = sort.field === 'createdAt' ? table.createdAt : sortColumns[sort.field];
  const dir = sort.order === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  return [sql`${column} ${dir}`, sql`${table.id} ${dir}`];
}

const reporter = alias(users, 'reporter');

const listColumns = {
  id: r.id,
  reportNo: r.reportNo,
  status: r.status,
  projectName: r.projectName,
  customerName: r.customerName,
  customerCreditCode: r.customerCreditCode,
  customerCountry: r.customerCountry,
  productLineCode: r.productLineCode,
  amount: r.amount,
  currency: r.currency,
  rate: r.rate,
  expectedCloseDate: r.expectedCloseDate,
  companyId: r.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  reporterId: r.reporterId,
  reporterName: reporter.displayName,
  createdAt: r.createdAt,
  submittedAt: r.submittedAt,
  rowVersion: r.rowVersion,
};

/**
 * One page as a deferred join: the page's ids come from the index alone (filter, order, offset),
 * and only those rows are joined for their fields.
 */
export function findReportRows(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { offset: number; limit: number },
) {
  const ids = pageIdsOfReports(db, filters, sort, page);
  return db
    .select(listColumns)
    .from(ids)
    .innerJoin(r, eq(r.id, ids.id))
    .innerJoin(companies, eq(companies.id, r.companyId))
    .innerJoin(reporter, eq(reporter.id, r.reporterId))
    .orderBy(...orderOf(sort));
}

function pageIdsOfReports(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { offset: number; limit: number },
) {
  return db
    .select({ id: r.id })
    .from(r)
    .where(whereOfReports(filters))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
}

export type ReportListRow = Awaited<ReturnType<typeof findReportRows>>[number];

/**
 * A page of the list and the filter's total. A total the counters keep is a column of the page's query
 * (one statement: `pagedQueryWithTotal`); any other is counted beside the page.
 */
export function findReportPage(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { pageNum: number; pageSize: number },
): Promise<Page<ReportListRow>> {
  const kept = keptReportCount(db, filters);
  if (!kept)
    return pagedQuery(
      db,
      page,
      (window) => findReportRows(db, filters, sort, window),
      () => countReports(db, filters),
    );
  return pagedQueryWithTotal<ReportListRow & { pageTotal: number }, ReportListRow>(
    page,
    (window) => {
      const ids = pageIdsOfReports(db, filters, sort, window);
      return db
        .select({ ...listColumns, pageTotal: sql<number>`(${kept})` })
        .from(ids)
        .innerJoin(r, eq(r.id, ids.id))
        .innerJoin(companies, eq(companies.id, r.companyId))
        .innerJoin(reporter, eq(reporter.id, r.reporterId))
        .orderBy(...orderOf(sort));
    },
    () => countReports(db, filters),
    (row) => row,
  );
}

/**
 * The filter's total. Filtered by company and/or status only (the partner's list, the review queue, the
 * benchmark's query), it is read from the counters the triggers keep exact (migration 0005) instead of
 * counted row by row; any other filter is counted.
 */
export async function countReports(db: DbOrTx, filters: ReportFilters): Promise<number> {
  const kept = keptReportCount(db, filters);
  if (kept) return (await kept)[0]?.n ?? 0;
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(whereOfReports(filters));
  return rows[0]?.n ?? 0;
}

/** The counters' query of the filter's total when the counters answer it (company and status alone). */
function keptReportCount(db: DbOrTx, filters: ReportFilters) {
  const { companyId, status, ...others } = filters;
  if (!Object.values(others).every((value) => value === undefined || value === '')) return undefined;
  return db
    .select({ n: sql<number>`coalesce(sum(${opportunityReportCounts.n}), 0)::int` })
    .from(opportunityReportCounts)
    .where(
      and(
        companyId !== undefined ? eq(opportunityReportCounts.companyId, companyId) : undefined,
        typeof status === 'string'
          ? eq(opportunityReportCounts.status, status)
          : status
            ? inArray(opportunityReportCounts.status, [...status])
            : undefined,
      ),
    );
}

const decider = alias(users, 'decider');

export async function findReportById(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      ...listColumns,
      customerVerified: r.customerVerified,
      customerRegion: r.customerRegion,
      customerAddress: r.customerAddress,
      customerIndustry: r.customerIndustry,
      description: r.description,
      clueId: r.clueId,
      decidedAt: r.decidedAt,
      decidedByName: decider.displayName,
      rejectReason: r.rejectReason,
      updatedAt: r.updatedAt,
    })
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .innerJoin(reporter, eq(reporter.id, r.reporterId))
    .leftJoin(decider, eq(decider.id, r.decidedBy))
    .where(eq(r.id, id))
    .limit(1);
  return rows[0];
}
export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReportById>>>;

/** Locks a report row for a change; answers what the rules need. */
export async function lockReport(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      id: r.id,
      reportNo: r.reportNo,
      status: r.status,
      companyId: r.companyId,
      reporterId: r.reporterId,
      customerCreditCode: r.customerCreditCode,
      customerVerified: r.customerVerified,
      productLineCode: r.productLineCode,
      rowVersion: r.rowVersion,
    })
    .from(r)
    .where(eq(r.id, id))
    .for('update');
  return rows[0];
}
export type LockedReport = NonNullable<Awaited<ReturnType<typeof lockReport>>>;

export async function findReportLines(db: DbOrTx, reportId: number) {
  return db
    .select({
      id: opportunityReportLines.id,
      equipmentModelId: opportunityReportLines.equipmentModelId,
      model: equipmentModels.model,
      modelDescription: equipmentModels.description,
      kind: opportunityReportLines.kind,
      quantity: opportunityReportLines.quantity,
    })
    .from(opportunityReportLines)
    .innerJoin(equipmentModels, eq(equipmentModels.id, opportunityReportLines.equipmentModelId))
    .where(eq(opportunityReportLines.reportId, reportId))
    .orderBy(asc(opportunityReportLines.sort), asc(opportunityReportLines.id));
}

export async function findReportContacts(db: DbOrTx, reportId: number) {
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email, mobile: users.mobile })
    .from(opportunityReportContacts)
    .innerJoin(users, eq(users.id, opportunityReportContacts.userId))
    .where(eq(opportunityReportContacts.reportId, reportId))
    .orderBy(asc(users.displayName), asc(users.id));
}

export const findReportFiles = (db: DbOrTx, reportId: number) =>
  findAttachedFiles(
    db,
    {
      table: opportunityReportFiles,
      owner: opportunityReportFiles.reportId,
      fileId: opportunityReportFiles.fileId,
      sort: opportunityReportFiles.sort,
    },
    reportId,
  );

/** The opportunity an approval created from the report (the opportunities module writes it). */
export async function findOpportunityOfReport(db: DbOrTx, reportId: number) {
  const rows = await db
    .select({
      id: businessOpportunities.id,
      opptNo: businessOpportunities.opptNo,
      protectedUntil: businessOpportunities.protectedUntil,
    })
    .from(businessOpportunities)
    .where(eq(businessOpportunities.sourceReportId, reportId))
    .limit(1);
  return rows[0];
}

// ---------------------------------------------------------------- writes

export type NewReport = typeof opportunityReports.$inferInsert;

/**
 * The report number format, the one place it is written: BR, the year of `at`, the sequence number `n` in
 * six digits or more. SQL text over two SQL expressions (the volume generator writes raw SQL).
 */
export function reportNoSql(at: string, n: string): string {
  return `'BR' || to_char(${at}, 'YYYY') || lpad((${n})::text, greatest(6, length((${n})::text)), '0')`;
}

/** The next report number (SQL), dated `at` (by default now), from `opportunity_report_no_seq`. */
export function nextReportNo(at: SQL = sql`now()`): SQL<string> {
  return sql<string>`(SELECT ${sql.raw(reportNoSql('s.at', 's.n'))} FROM (SELECT ${at} AS at, nextval('opportunity_report_no_seq') AS n) s)`;
}

/** Inserts a report under the next number. */
export async function insertReport(db: DbOrTx, values: Omit<NewReport, 'reportNo'>) {
  const rows = await db
    .insert(opportunityReports)
    .values({ ...values, reportNo: nextReportNo() })
    .returning({ id: r.id, reportNo: r.reportNo });
  return rows[0]!;
}

/** Changes a report; every change raises its version by one. */
export async function updateReport(
  db: DbOrTx,
  id: number,
  values: Omit<Partial<NewReport>, 'rowVersion' | 'updatedAt'>,
) {
  await db
    .update(opportunityReports)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${r.rowVersion} + 1` })
    .where(eq(r.id, id));
}

export async function replaceReportChildren(
  db: DbOrTx,
  reportId: number,
  children: {
    lines: Array<{ equipmentModelId: number; kind: 'iop' | 'no_iop' | 'robot'; quantity: number }>;
    contactIds: number[];
    fileIds: string[];
  },
) {
  await db.delete(opportunityReportLines).where(eq(opportunityReportLines.reportId, reportId));
  await db.delete(opportunityReportContacts).where(eq(opportunityReportContacts.reportId, reportId));
  await db.delete(opportunityReportFiles).where(eq(opportunityReportFiles.reportId, reportId));
  if (children.lines.length > 0)
    await db
      .insert(opportunityReportLines)
      .values(children.lines.map((line, sort) => ({ ...line, reportId, sort })));
  if (children.contactIds.length > 0)
    await db
      .insert(opportunityReportContacts)
      .values(children.contactIds.map((userId) => ({ reportId, userId })));
  if (children.fileIds.length > 0)
    await db
      .insert(opportunityReportFiles)
      .values(children.fileIds.map((fileId, sort) => ({ reportId, fileId, sort })));
}
