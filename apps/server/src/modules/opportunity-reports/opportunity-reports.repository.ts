import type { Page, ReportSortField, ReportStatus } from '@portal/contract';
import { asc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditedEntity } from '../../core/audit';
import type { FilterShape, ListFilter } from '../../core/sql';
import { companyRegionFilter } from '../partners';
import {
  containsPattern,
  fieldFilter,
  filterShapeOf,
  pageWithTotal,
  oneOfFilter,
  placeholderOf,
  prepared,
} from '../../core/sql';
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
import { customersOfReports, indexReports } from './opportunity-reports.search.repository';

/** The reports' list, detail and writes; conflicts and the form's references have their own files. */

const r = opportunityReports;
export const reportEntity: AuditedEntity = 'opportunity_report';

export interface ReportFilters {
  keyword?: string;
  status?: ReportStatus | readonly ReportStatus[];
  productLineCode?: string;
  companyId?: number;
  region?: string;
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

const truthy = (value: unknown) => Boolean(value);

/** The list's filters as one table (`filterShapeOf`): the query is prepared once per shape. */
const reportFilters: ListFilter<ReportFilters>[] = [
  fieldFilter('companyId', r.companyId),
  companyRegionFilter('region', r.companyId),
  oneOfFilter('status', r.status),
  fieldFilter('reporterId', r.reporterId),
  fieldFilter('productLineCode', r.productLineCode, truthy),
  fieldFilter('createdFrom', r.createdAt, truthy, gte),
  fieldFilter('createdTo', r.createdAt, truthy, lte),
  {
    shapeOf: (filters) => (filters.keyword ? 'keyword' : undefined),
    condition: () => {
      const pattern = placeholderOf('keyword');
      return or(
        ilike(r.reportNo, pattern),
        ilike(r.projectName, pattern),
        ilike(r.customerName, pattern),
        ilike(r.customerCreditCode, pattern),
      )!;
    },
    valuesOf: (filters, values) => (values['keyword'] = containsPattern(filters.keyword!)),
  },
];

/** The counters' filters: company and status, with the same placeholders as the list's. */
const counterFilters: ListFilter<ReportFilters>[] = [
  fieldFilter('companyId', opportunityReportCounts.companyId),
  oneOfFilter('status', opportunityReportCounts.status),
];

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

/** A list row: every join of the page is inner, so each column is as its table declares it. */
export type ReportListRow = SelectResultFields<typeof listColumns>;

/**
 * One page as a deferred join: the page's ids come from the index alone (filter, order, offset), and only
 * those rows are joined for their fields; with `withTotal`, each row also carries the counters' total as
 * `pageTotal`.
 */
function reportRows(
  db: DbOrTx,
  filters: ReportFilters,
  shape: FilterShape,
  sort: ReportSort,
  page: { offset: number; limit: number },
  withTotal = false,
): Promise<ReportListRow[]> {
  return prepared(
    db,
    `reports.page:${shape.key}:${sort.field}:${sort.order}:${withTotal}`,
    (db) => {
      const ids = db
        .select({ id: r.id })
        .from(r)
        .where(shape.where())
        .orderBy(...orderOf(sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
      return db
        .select(
          withTotal
            ? { ...listColumns, pageTotal: sql<number>`(${keptCountQuery(db, filters)})` }
            : listColumns,
        )
        .from(ids)
        .innerJoin(r, eq(r.id, ids.id))
        .innerJoin(companies, eq(companies.id, r.companyId))
        .innerJoin(reporter, eq(reporter.id, r.reporterId))
        .orderBy(...orderOf(sort));
    },
    { ...shape.values, ...page },
  );
}

export function findReportRows(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { offset: number; limit: number },
): Promise<ReportListRow[]> {
  return reportRows(db, filters, filterShapeOf(reportFilters, filters), sort, page);
}

/**
 * A page of the list and the filter's total. A total the counters keep is a column of the page's query
 * (one statement: `pageWithTotal`); any other is counted beside the page.
 */
export function findReportPage(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { pageNum: number; pageSize: number },
): Promise<Page<ReportListRow>> {
  const shape = filterShapeOf(reportFilters, filters);
  return pageWithTotal(
    db,
    page,
    {
      rows: (window, withTotal) => reportRows(db, filters, shape, sort, window, withTotal),
      count: () => countReports(db, filters),
      totalInPage: countersAnswer(filters),
    },
    (row) => row,
  );
}

/**
 * The filter's total. Filtered by company and/or status only (the partner's list, the review queue, the
 * benchmark's query), it is read from the counters the triggers keep exact (migration 0005) instead of
 * counted row by row; any other filter is counted.
 */
export async function countReports(db: DbOrTx, filters: ReportFilters): Promise<number> {
  const shape = filterShapeOf(reportFilters, filters);
  const kept = countersAnswer(filters);
  const rows = await prepared(
    db,
    `reports.count:${shape.key}:${kept}`,
    (db) =>
      kept
        ? keptCountQuery(db, filters)
        : db
            .select({ n: sql<number>`count(*)::int` })
            .from(r)
            .where(shape.where()),
    shape.values,
  );
  return rows[0]?.n ?? 0;
}

/** Whether the counters answer the filter's total: company and status alone. */
function countersAnswer(filters: ReportFilters): boolean {
  const { companyId: _companyId, status: _status, ...others } = filters;
  return Object.values(others).every((value) => value === undefined || value === '');
}

/** The counters' query of the filter's total (company and status alone), with the list's placeholders. */
function keptCountQuery(db: DbOrTx, filters: ReportFilters) {
  return db
    .select({ n: sql<number>`coalesce(sum(${opportunityReportCounts.n}), 0)::int` })
    .from(opportunityReportCounts)
    .where(filterShapeOf(counterFilters, filters).where());
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
  await indexReports(db, [rows[0]!.id]);
  return rows[0]!;
}

/** Changes a report; every change raises its version by one. */
export async function updateReport(
  db: DbOrTx,
  id: number,
  values: Omit<Partial<NewReport>, 'rowVersion' | 'updatedAt'>,
) {
  // A change of customer or company may leave the former company without a report of the former customer.
  const former =
    values.customerId !== undefined || values.companyId !== undefined
      ? await customersOfReports(db, [id])
      : [];
  await db
    .update(opportunityReports)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${r.rowVersion} + 1` })
    .where(eq(r.id, id));
  await indexReports(db, [id], former);
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
