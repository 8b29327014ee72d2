import type { OpportunityStage, OpportunitySortField, OpportunityTab, Page } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  businessOpportunities as oppt,
  businessOpportunityEquipment as equipment,
  companies,
  equipmentModels,
  opportunityCases,
  opportunityReports,
  productLines,
  users,
} from '../../db/schema';
import type { FilterShape, ListFilter } from '../../core/sql';
import { companyRegionFilter } from '../partners';
import {
  containsPattern,
  fieldFilter,
  filterShapeOf,
  pageWithTotal,
  placeholderOf,
  prepared,
} from '../../core/sql';

/** The audit entity of an opportunity (its timeline). */
export const opportunityEntity = 'business_opportunity';

export interface OpportunityFilters {
  tab: OpportunityTab;
  keyword?: string;
  stage?: OpportunityStage;
  productLineCode?: string;
  companyId?: number;
  region?: string;
  salesOwnerId?: number;
  planningOwnerId?: number;
  createdFrom?: Date;
  createdTo?: Date;
}

const salesOwner = alias(users, 'sales_owner');
const planningOwner = alias(users, 'planning_owner');

const sortColumns = {
  createdAt: oppt.createdAt,
  opptNo: oppt.opptNo,
  amount: oppt.amount,
  expectedCloseDate: oppt.expectedCloseDate,
  protectedUntil: oppt.protectedUntil,
} as const;

/** A list row: the opportunity with its partner, product line, owners' names and source report number. */
const rowColumns = {
  id: oppt.id,
  opptNo: oppt.opptNo,
  projectName: oppt.projectName,
  customerName: oppt.customerName,
  customerCreditCode: oppt.customerCreditCode,
  customerCountry: oppt.customerCountry,
  customerRegion: oppt.customerRegion,
  companyId: oppt.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  productLineCode: oppt.productLineCode,
  productLineNameCn: productLines.nameCn,
  productLineNameEn: productLines.nameEn,
  productLineNameKr: productLines.nameKr,
  amount: oppt.amount,
  currency: oppt.currency,
  stage: oppt.stage,
  expectedCloseDate: oppt.expectedCloseDate,
  salesOwnerId: oppt.salesOwnerId,
  salesOwnerName: salesOwner.displayName,
  planningOwnerId: oppt.planningOwnerId,
  planningOwnerName: planningOwner.displayName,
  protectedUntil: oppt.protectedUntil,
  sourceReportId: oppt.sourceReportId,
  sourceReportNo: opportunityReports.reportNo,
  createdById: oppt.createdBy,
  createdAt: oppt.createdAt,
  updatedAt: oppt.updatedAt,
  rowVersion: oppt.rowVersion,
};

export type OpportunityRow = Awaited<ReturnType<typeof findOpportunityById>> & object;

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(oppt)
    .innerJoin(companies, eq(companies.id, oppt.companyId))
    .leftJoin(productLines, eq(productLines.code, oppt.productLineCode))
    .leftJoin(salesOwner, eq(salesOwner.id, oppt.salesOwnerId))
    .leftJoin(planningOwner, eq(planningOwner.id, oppt.planningOwnerId))
    .leftJoin(opportunityReports, eq(opportunityReports.id, oppt.sourceReportId));
}

const truthy = (value: unknown) => Boolean(value);

/** The list's filters as one table (`filterShapeOf`): the query is prepared once per shape. */
const opportunityFilters: ListFilter<OpportunityFilters>[] = [
  {
    // The tabs of owners to assign: those without one.
    shapeOf: (filters) => (filters.tab === 'sales' || filters.tab === 'plan' ? filters.tab : undefined),
    condition: (tab) => isNull(tab === 'sales' ? oppt.salesOwnerId : oppt.planningOwnerId),
    valuesOf: () => {},
  },
  {
    shapeOf: (filters) => (filters.keyword ? 'keyword' : undefined),
    condition: () => {
      const pattern = placeholderOf('keyword');
      return or(
        ilike(oppt.opptNo, pattern),
        ilike(oppt.projectName, pattern),
        ilike(oppt.customerName, pattern),
        ilike(oppt.customerCreditCode, pattern),
        sql`EXISTS (SELECT 1 FROM companies c WHERE c.id = ${oppt.companyId}
          AND (c.name ILIKE ${pattern} OR c.name_en ILIKE ${pattern}))`,
      )!;
    },
    valuesOf: (filters, values) => (values['keyword'] = containsPattern(filters.keyword!)),
  },
  fieldFilter('stage', oppt.stage, truthy),
  fieldFilter('productLineCode', oppt.productLineCode, truthy),
  fieldFilter('companyId', oppt.companyId, truthy),
  companyRegionFilter('region', oppt.companyId),
  fieldFilter('salesOwnerId', oppt.salesOwnerId, truthy),
  fieldFilter('planningOwnerId', oppt.planningOwnerId, truthy),
  fieldFilter('createdFrom', oppt.createdAt, truthy, gte),
  fieldFilter('createdTo', oppt.createdAt, truthy, lte),
];

function orderOf(sort: { field: OpportunitySortField; order: 'asc' | 'desc' }) {
  const column = sortColumns[sort.field];
  // Empty values last in both directions, then the id keeps pages stable.
  const direction = sort.order === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  return [sql`${column} ${direction}`, sort.order === 'asc' ? asc(oppt.id) : desc(oppt.id)];
}

/**
 * A page's rows; with `withTotal`, each also carries the filter's count as `pageTotal` (a sub-select that
 * PostgreSQL evaluates once): the page and its total in one statement and one round trip.
 */
function opportunityRows(
  db: DbOrTx,
  shape: FilterShape,
  sort: { field: OpportunitySortField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
  withTotal = false,
) {
  return prepared(
    db,
    `opportunities.page:${shape.key}:${sort.field}:${sort.order}:${withTotal}`,
    (db) => {
      const total = sql<number>`(${db
        .select({ n: sql<number>`count(*)::int` })
        .from(oppt)
        .where(shape.where())})`;
      return db
        .select(withTotal ? { ...rowColumns, pageTotal: total } : rowColumns)
        .from(oppt)
        .innerJoin(companies, eq(companies.id, oppt.companyId))
        .leftJoin(productLines, eq(productLines.code, oppt.productLineCode))
        .leftJoin(salesOwner, eq(salesOwner.id, oppt.salesOwnerId))
        .leftJoin(planningOwner, eq(planningOwner.id, oppt.planningOwnerId))
        .leftJoin(opportunityReports, eq(opportunityReports.id, oppt.sourceReportId))
        .where(shape.where())
        .orderBy(...orderOf(sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
    { ...shape.values, ...page },
  );
}

export function findOpportunityRows(
  db: DbOrTx,
  filters: OpportunityFilters,
  sort: { field: OpportunitySortField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  return opportunityRows(db, filterShapeOf(opportunityFilters, filters), sort, page);
}

/** A page of the list and the filter's total, in one statement (a page past the end counts apart). */
export function findOpportunityPage<Item>(
  db: DbOrTx,
  filters: OpportunityFilters,
  sort: { field: OpportunitySortField; order: 'asc' | 'desc' },
  page: { pageNum: number; pageSize: number },
  map: (row: OpportunityRow) => Item,
): Promise<Page<Item>> {
  const shape = filterShapeOf(opportunityFilters, filters);
  return pageWithTotal(
    db,
    page,
    {
      rows: (window, withTotal) => opportunityRows(db, shape, sort, window, withTotal),
      count: () => countOpportunities(db, filters),
      totalInPage: true,
    },
    map,
  );
}

export async function countOpportunities(db: DbOrTx, filters: OpportunityFilters): Promise<number> {
  const shape = filterShapeOf(opportunityFilters, filters);
  const rows = await prepared(
    db,
    `opportunities.count:${shape.key}`,
    (db) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(oppt)
        .where(shape.where()),
    shape.values,
  );
  return rows[0]?.n ?? 0;
}

export async function findOpportunityById(db: DbOrTx, id: number) {
  const rows = await baseQuery(db).where(eq(oppt.id, id)).limit(1);
  return rows[0];
}

export async function findUserName(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const rows = await db.select({ name: users.displayName }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * Locks the opportunities (in id order, so two requests never deadlock) and answers their owners,
 * stage and version.
 */
export async function lockOpportunities(db: DbOrTx, ids: number[]) {
  return db
    .select({
      id: oppt.id,
      opptNo: oppt.opptNo,
      stage: oppt.stage,
      salesOwnerId: oppt.salesOwnerId,
      planningOwnerId: oppt.planningOwnerId,
      amount: oppt.amount,
      expectedCloseDate: oppt.expectedCloseDate,
      rowVersion: oppt.rowVersion,
    })
    .from(oppt)
    .where(inArray(oppt.id, ids))
    .orderBy(asc(oppt.id))
    .for('update');
}

/** Sets the owner on those of `ids` that have none yet; answers how many rows changed. */
export async function setOwnerWhereNone(
  db: DbOrTx,
  ownerType: 'sales' | 'planning',
  ids: number[],
  userId: number,
): Promise<number> {
  const column = ownerType === 'sales' ? oppt.salesOwnerId : oppt.planningOwnerId;
  const values = ownerType === 'sales' ? { salesOwnerId: userId } : { planningOwnerId: userId };
  const rows = await db
    .update(oppt)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${oppt.rowVersion} + 1` })
    .where(and(inArray(oppt.id, ids), isNull(column)))
    .returning({ id: oppt.id });
  return rows.length;
}

/** Moves an owner from `fromUserId` to `userId`; answers whether the row still had that owner. */
export async function moveOwner(
  db: DbOrTx,
  ownerType: 'sales' | 'planning',
  id: number,
  fromUserId: number,
  userId: number,
): Promise<boolean> {
  const column = ownerType === 'sales' ? oppt.salesOwnerId : oppt.planningOwnerId;
  const values = ownerType === 'sales' ? { salesOwnerId: userId } : { planningOwnerId: userId };
  const rows = await db
    .update(oppt)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${oppt.rowVersion} + 1` })
    .where(and(eq(oppt.id, id), eq(column, fromUserId)))
    .returning({ id: oppt.id });
  return rows.length === 1;
}

export async function updateOpportunity(
  db: DbOrTx,
  id: number,
  expectedStage: OpportunityStage,
  values: { stage?: OpportunityStage; amount?: string | null; expectedCloseDate?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(oppt)
    .set({ ...values, updatedAt: sql`now()`, rowVersion: sql`${oppt.rowVersion} + 1` })
    .where(and(eq(oppt.id, id), eq(oppt.stage, expectedStage)))
    .returning({ id: oppt.id });
  return rows.length === 1;
}

export async function findEquipment(db: DbOrTx, opportunityId: number) {
  return db
    .select({
      id: equipment.id,
      equipmentModelId: equipment.equipmentModelId,
      model: equipmentModels.model,
      description: equipmentModels.description,
      descriptionCn: equipmentModels.descriptionCn,
      descriptionKr: equipmentModels.descriptionKr,
      productLineCode: equipmentModels.productLineCode,
      productLineNameCn: productLines.nameCn,
      productLineNameEn: productLines.nameEn,
      productLineNameKr: productLines.nameKr,
      kind: equipment.kind,
      quantity: equipment.quantity,
    })
    .from(equipment)
    .innerJoin(equipmentModels, eq(equipmentModels.id, equipment.equipmentModelId))
    .leftJoin(productLines, eq(productLines.code, equipmentModels.productLineCode))
    .where(eq(equipment.opportunityId, opportunityId))
    .orderBy(asc(equipment.sort), asc(equipment.id));
}

export async function findUserNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function countCases(db: DbOrTx, opportunityId: number) {
  const rows = await db
    .select({ kind: opportunityCases.kind, n: sql<number>`count(*)::int` })
    .from(opportunityCases)
    .where(eq(opportunityCases.opportunityId, opportunityId))
    .groupBy(opportunityCases.kind);
  const solution = rows.find((r) => r.kind === 'solution')?.n ?? 0;
  const quotation = rows.find((r) => r.kind === 'quotation')?.n ?? 0;
  return { total: solution + quotation, solution, quotation };
}

/** A page of the opportunity's cases, newest first. */
export async function findCases(db: DbOrTx, opportunityId: number, page: { offset: number; limit: number }) {
  return db
    .select({
      id: opportunityCases.id,
      caseNo: opportunityCases.caseNo,
      kind: opportunityCases.kind,
      title: opportunityCases.title,
      status: opportunityCases.status,
      amount: opportunityCases.amount,
      createdAt: opportunityCases.createdAt,
    })
    .from(opportunityCases)
    .where(eq(opportunityCases.opportunityId, opportunityId))
    .orderBy(desc(opportunityCases.createdAt), desc(opportunityCases.id))
    .limit(page.limit)
    .offset(page.offset);
}
