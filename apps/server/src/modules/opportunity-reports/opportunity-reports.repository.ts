import type { ReportSortField, ReportStatus } from '@portal/contract';
import { and, asc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  auditEntries,
  businessOpportunities,
  companies,
  equipmentModels,
  files,
  opportunityReportContacts,
  opportunityReportCounts,
  opportunityReportFiles,
  opportunityReportLines,
  opportunityReports,
  productLines,
  registrationAgreements,
  users,
} from '../../db/schema';
import { containsPattern } from '../../core/sql';

const r = opportunityReports;
export const reportEntity = 'opportunity_report';

export interface ReportFilters {
  keyword?: string;
  status?: ReportStatus;
  productLineCode?: string;
  companyId?: number;
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
  if (filters.status) conditions.push(eq(r.status, filters.status));
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
  productLineCode: r.productLineCode,
  amount: r.amount,
  currency: r.currency,
  rate: r.rate,
  expectedCloseDate: r.expectedCloseDate,
  companyId: r.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  reporterId: r.reporterId,
  reporterName: reporter.displayName,
  createdAt: r.createdAt,
  submittedAt: r.submittedAt,
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
  const ids = db
    .select({ id: r.id })
    .from(r)
    .where(whereOfReports(filters))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return db
    .select(listColumns)
    .from(ids)
    .innerJoin(r, eq(r.id, ids.id))
    .innerJoin(companies, eq(companies.id, r.companyId))
    .innerJoin(reporter, eq(reporter.id, r.reporterId))
    .orderBy(...orderOf(sort));
}

/** A page of the list and the filter's total, read together. */
export async function findReportPage(
  db: DbOrTx,
  filters: ReportFilters,
  sort: ReportSort,
  page: { offset: number; limit: number },
) {
  const [rows, total] = await Promise.all([
    findReportRows(db, filters, sort, page),
    countReports(db, filters),
  ]);
  return { rows, total };
}

export type ReportListRow = Awaited<ReturnType<typeof findReportPage>>['rows'][number];

/**
 * The filter's total. Filtered by company and/or status only (the partner's list, the review queue, the
 * benchmark's query), it is read from the counters the triggers keep exact (migration 0005) instead of
 * counted row by row; any other filter is counted.
 */
export async function countReports(db: DbOrTx, filters: ReportFilters): Promise<number> {
  const { companyId, status, ...others } = filters;
  if (Object.values(others).every((value) => value === undefined || value === '')) {
    const kept = await db
      .select({ n: sql<number>`coalesce(sum(${opportunityReportCounts.n}), 0)::int` })
      .from(opportunityReportCounts)
      .where(
        and(
          companyId !== undefined ? eq(opportunityReportCounts.companyId, companyId) : undefined,
          status ? eq(opportunityReportCounts.status, status) : undefined,
        ),
      );
    return kept[0]?.n ?? 0;
  }
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(r)
    .where(whereOfReports(filters));
  return rows[0]?.n ?? 0;
}

const decider = alias(users, 'decider');

export async function findReportById(db: DbOrTx, id: number) {
  const rows = await db
    .select({
      ...listColumns,
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
      productLineCode: r.productLineCode,
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

export async function findReportFiles(db: DbOrTx, reportId: number) {
  return db
    .select({ id: files.id, name: files.originalName, ext: files.ext, size: files.size })
    .from(opportunityReportFiles)
    .innerJoin(files, eq(files.id, opportunityReportFiles.fileId))
    .where(eq(opportunityReportFiles.reportId, reportId))
    .orderBy(asc(opportunityReportFiles.sort));
}

export async function findReportTimeline(db: DbOrTx, reportId: number) {
  return db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      fromState: auditEntries.fromState,
      toState: auditEntries.toState,
      actorName: users.displayName,
      comment: auditEntries.comment,
      createdAt: auditEntries.createdAt,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, reportEntity), eq(auditEntries.entityId, String(reportId))))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
}

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

// ---------------------------------------------------------------- conflicts and limits

/** Registrations of the customer and product line still protected for a company other than `companyId`. */
export async function findProtections(
  db: DbOrTx,
  creditCode: string,
  productLineCode: string,
  companyId: number,
) {
  return db
    .select({
      opportunityId: businessOpportunities.id,
      opptNo: businessOpportunities.opptNo,
      companyId: businessOpportunities.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      protectedUntil: businessOpportunities.protectedUntil,
      reportId: businessOpportunities.sourceReportId,
      reportNo: r.reportNo,
      reportStatus: r.status,
    })
    .from(businessOpportunities)
    .innerJoin(companies, eq(companies.id, businessOpportunities.companyId))
    .leftJoin(r, eq(r.id, businessOpportunities.sourceReportId))
    .where(
      and(
        eq(businessOpportunities.customerCreditCode, creditCode),
        eq(businessOpportunities.productLineCode, productLineCode),
        sql`${businessOpportunities.companyId} <> ${companyId}`,
        sql`${businessOpportunities.protectedUntil} > now()`,
      ),
    )
    .orderBy(sql`${businessOpportunities.protectedUntil} DESC`);
}

/** Submitted reports of the customer and product line from a company other than `companyId`. */
export async function findPendingCompetitors(
  db: DbOrTx,
  creditCode: string,
  productLineCode: string,
  companyId: number,
) {
  return db
    .select({
      id: r.id,
      reportNo: r.reportNo,
      companyId: r.companyId,
      companyName: companies.name,
      companyNameEn: companies.nameEn,
      status: r.status,
      submittedAt: r.submittedAt,
    })
    .from(r)
    .innerJoin(companies, eq(companies.id, r.companyId))
    .where(
      and(
        eq(r.customerCreditCode, creditCode),
        eq(r.productLineCode, productLineCode),
        eq(r.status, 'submitted'),
        sql`${r.companyId} <> ${companyId}`,
      ),
    )
    .orderBy(asc(r.submittedAt), asc(r.id));
}

/**
 * Which of these reports are submitted and compete with another partner's registration of the same
 * customer credit code and product line (a running protection or a pending report).
 */
export async function findConflictingIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.execute<{ id: number }>(sql`
    SELECT rep.id FROM opportunity_reports rep
    WHERE rep.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) AND rep.status = 'submitted' AND rep.customer_credit_code IS NOT NULL
      AND (EXISTS (SELECT 1 FROM business_opportunities bo
             WHERE bo.customer_credit_code = rep.customer_credit_code
               AND bo.product_line_code = rep.product_line_code
               AND bo.company_id <> rep.company_id AND bo.protected_until > now())
        OR EXISTS (SELECT 1 FROM opportunity_reports other
             WHERE other.customer_credit_code = rep.customer_credit_code
               AND other.product_line_code = rep.product_line_code
               AND other.status = 'submitted' AND other.company_id <> rep.company_id))`);
  return new Set(rows.rows.map((row) => row.id));
}

/**
 * The distinct customers (credit codes) a company holds under active registration: submitted
 * reports, and approved ones whose protection still runs; `exceptReportId` is left out.
 */
export async function findHeldCustomers(
  db: DbOrTx,
  companyId: number,
  exceptReportId: number,
): Promise<Set<string>> {
  const rows = await db.execute<{ code: string }>(sql`
    SELECT DISTINCT rep.customer_credit_code AS code
    FROM opportunity_reports rep
    WHERE rep.company_id = ${companyId}
      AND rep.id <> ${exceptReportId}
      AND rep.customer_credit_code IS NOT NULL
      AND (rep.status = 'submitted'
        OR (rep.status = 'approved' AND EXISTS (
          SELECT 1 FROM business_opportunities bo
          WHERE bo.source_report_id = rep.id AND bo.protected_until > now())))`);
  return new Set(rows.rows.map((row) => row.code));
}

export async function findMaxCustomers(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ maxCustomers: companies.maxCustomers })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0]?.maxCustomers ?? null;
}

// ---------------------------------------------------------------- writes

export type NewReport = typeof opportunityReports.$inferInsert;

/** Inserts a report under the next number: BR + year + a six-digit (or longer) sequence. */
export async function insertReport(db: DbOrTx, values: Omit<NewReport, 'reportNo'>) {
  const seq = await db.execute<{ no: string }>(sql`
    SELECT 'BR' || to_char(now(), 'YYYY') || lpad(n::text, greatest(6, length(n::text)), '0') AS no
    FROM (SELECT nextval('opportunity_report_no_seq') AS n) s`);
  const reportNo = seq.rows[0]!.no;
  const rows = await db
    .insert(opportunityReports)
    .values({ ...values, reportNo })
    .returning({ id: r.id, reportNo: r.reportNo });
  return rows[0]!;
}

export async function updateReport(db: DbOrTx, id: number, values: Partial<NewReport>) {
  await db
    .update(opportunityReports)
    .set({ ...values, updatedAt: sql`now()` })
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

// ---------------------------------------------------------------- checks of the form

export async function findActiveProductLines(db: DbOrTx) {
  return db
    .select({ code: productLines.code, nameCn: productLines.nameCn, nameEn: productLines.nameEn })
    .from(productLines)
    .where(eq(productLines.active, true))
    .orderBy(asc(productLines.sort), asc(productLines.code));
}

export async function findEquipmentModelsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      active: equipmentModels.active,
    })
    .from(equipmentModels)
    .where(inArray(equipmentModels.id, ids));
}

export async function findActiveUserIdsOfCompany(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), inArray(users.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function findFilesByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: files.id,
      companyId: files.companyId,
      uploadedBy: files.uploadedBy,
      purpose: files.purpose,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

export async function findFileIdsOfReport(db: DbOrTx, reportId: number) {
  const rows = await db
    .select({ id: opportunityReportFiles.fileId })
    .from(opportunityReportFiles)
    .where(eq(opportunityReportFiles.reportId, reportId));
  return new Set(rows.map((row) => row.id));
}

/** Active partner companies (one when `onlyId` is given), by name. */
export async function findActivePartners(db: DbOrTx, onlyId?: number) {
  return db
    .select({ id: companies.id, code: companies.code, name: companies.name, nameEn: companies.nameEn })
    .from(companies)
    .where(and(eq(companies.status, 'active'), onlyId !== undefined ? eq(companies.id, onlyId) : undefined))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function findPartnerCompany(db: DbOrTx, id: number) {
  const rows = await db
    .select({ id: companies.id, status: companies.status })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  return rows[0];
}

// ---------------------------------------------------------------- equipment

export async function findEquipmentPage(
  db: DbOrTx,
  filters: { keyword?: string; productLineCode?: string; kind?: 'iop' | 'no_iop' | 'robot' },
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(equipmentModels.active, true)];
  if (filters.productLineCode) conditions.push(eq(equipmentModels.productLineCode, filters.productLineCode));
  if (filters.kind) conditions.push(eq(equipmentModels.kind, filters.kind));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(or(ilike(equipmentModels.model, pattern), ilike(equipmentModels.description, pattern))!);
  }
  const where = and(...conditions);
  const columns = {
    id: equipmentModels.id,
    productLineCode: equipmentModels.productLineCode,
    model: equipmentModels.model,
    kind: equipmentModels.kind,
    description: equipmentModels.description,
  };
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(equipmentModels)
      .where(where)
      .orderBy(asc(equipmentModels.productLineCode), asc(equipmentModels.model))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(equipmentModels)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function findEquipmentModelsOfLine(db: DbOrTx, productLineCode: string) {
  return db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      model: equipmentModels.model,
      kind: equipmentModels.kind,
      description: equipmentModels.description,
    })
    .from(equipmentModels)
    .where(and(eq(equipmentModels.productLineCode, productLineCode), eq(equipmentModels.active, true)))
    .orderBy(asc(equipmentModels.model));
}

// ---------------------------------------------------------------- agreement

export async function findAgreement(db: DbOrTx, companyId: number, year: number) {
  const rows = await db
    .select({ confirmedAt: registrationAgreements.confirmedAt })
    .from(registrationAgreements)
    .where(and(eq(registrationAgreements.companyId, companyId), eq(registrationAgreements.year, year)))
    .limit(1);
  return rows[0];
}

/** Records the confirmation once; answers the stored one (the first confirmation stays). */
export async function insertAgreement(db: DbOrTx, companyId: number, year: number, userId: number) {
  await db.insert(registrationAgreements).values({ companyId, year, userId }).onConflictDoNothing();
  return (await findAgreement(db, companyId, year))!;
}
