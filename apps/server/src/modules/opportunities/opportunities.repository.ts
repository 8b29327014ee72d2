import type { OpportunityStage, OpportunitySortField, OpportunityTab } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  auditEntries,
  businessOpportunities as oppt,
  businessOpportunityEquipment as equipment,
  companies,
  equipmentModels,
  opportunityCases,
  opportunityReports,
  productLines,
  users,
} from '../../db/schema';
import { containsPattern } from '../../core/sql';
import { insertAuditEntry } from '../../core/audit';

/** The audit entity of an opportunity (its timeline) and of a case. */
export const opportunityEntity = 'business_opportunity';
export const caseEntity = 'opportunity_case';

export interface OpportunityFilters {
  tab: OpportunityTab;
  keyword?: string;
  stage?: OpportunityStage;
  productLineCode?: string;
  companyId?: number;
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
  customerRegion: oppt.customerRegion,
  companyId: oppt.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  productLineCode: oppt.productLineCode,
  productLineNameCn: productLines.nameCn,
  productLineNameEn: productLines.nameEn,
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

function whereOf(filters: OpportunityFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.tab === 'sales') conditions.push(isNull(oppt.salesOwnerId));
  if (filters.tab === 'plan') conditions.push(isNull(oppt.planningOwnerId));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(oppt.opptNo, pattern),
        ilike(oppt.projectName, pattern),
        ilike(oppt.customerName, pattern),
        ilike(oppt.customerCreditCode, pattern),
        sql`EXISTS (SELECT 1 FROM companies c WHERE c.id = ${oppt.companyId}
          AND (c.name ILIKE ${pattern} OR c.name_en ILIKE ${pattern}))`,
      )!,
    );
  }
  if (filters.stage) conditions.push(eq(oppt.stage, filters.stage));
  if (filters.productLineCode) conditions.push(eq(oppt.productLineCode, filters.productLineCode));
  if (filters.companyId) conditions.push(eq(oppt.companyId, filters.companyId));
  if (filters.salesOwnerId) conditions.push(eq(oppt.salesOwnerId, filters.salesOwnerId));
  if (filters.planningOwnerId) conditions.push(eq(oppt.planningOwnerId, filters.planningOwnerId));
  if (filters.createdFrom) conditions.push(gte(oppt.createdAt, filters.createdFrom));
  if (filters.createdTo) conditions.push(lte(oppt.createdAt, filters.createdTo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function orderOf(sort: { field: OpportunitySortField; order: 'asc' | 'desc' }) {
  const column = sortColumns[sort.field];
  // Empty values last in both directions, then the id keeps pages stable.
  const direction = sort.order === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  return [sql`${column} ${direction}`, sort.order === 'asc' ? asc(oppt.id) : desc(oppt.id)];
}

export async function findOpportunityRows(
  db: DbOrTx,
  filters: OpportunityFilters,
  sort: { field: OpportunitySortField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  return baseQuery(db)
    .where(whereOf(filters))
    .orderBy(...orderOf(sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOpportunities(db: DbOrTx, filters: OpportunityFilters): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(oppt)
    .where(whereOf(filters));
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

/** Locks the opportunities (in id order, so two requests never deadlock) and answers their owners and stage. */
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
    .set({ ...values, updatedAt: sql`now()` })
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
    .set({ ...values, updatedAt: sql`now()` })
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
    .set({ ...values, updatedAt: sql`now()` })
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
      productLineCode: equipmentModels.productLineCode,
      productLineNameCn: productLines.nameCn,
      productLineNameEn: productLines.nameEn,
      kind: equipment.kind,
      quantity: equipment.quantity,
    })
    .from(equipment)
    .innerJoin(equipmentModels, eq(equipmentModels.id, equipment.equipmentModelId))
    .leftJoin(productLines, eq(productLines.code, equipmentModels.productLineCode))
    .where(eq(equipment.opportunityId, opportunityId))
    .orderBy(asc(equipment.sort), asc(equipment.id));
}

/** The opportunity's audit entries, oldest first, with the actor's name. */
export async function findTimeline(db: DbOrTx, opportunityId: number) {
  return db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      fromState: auditEntries.fromState,
      toState: auditEntries.toState,
      actorId: auditEntries.actorId,
      actorName: users.displayName,
      comment: auditEntries.comment,
      createdAt: auditEntries.createdAt,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entity, opportunityEntity), eq(auditEntries.entityId, String(opportunityId))))
    .orderBy(asc(auditEntries.createdAt), asc(auditEntries.id));
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

export async function findCasePage(
  db: DbOrTx,
  opportunityId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(opportunityCases.opportunityId, opportunityId);
  const [rows, counted] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(opportunityCases.createdAt), desc(opportunityCases.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(opportunityCases)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

// ---------------------------------------------------------------- checks of a new opportunity

export async function isActiveCompany(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, 'active')))
    .limit(1);
  return rows.length === 1;
}

/** The active equipment models among `ids`, with their product line and kind. */
export async function findActiveModels(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      kind: equipmentModels.kind,
    })
    .from(equipmentModels)
    .where(and(inArray(equipmentModels.id, ids), eq(equipmentModels.active, true)));
}

// ---------------------------------------------------------------- creation (seed, reports, staff)

/** A document number: prefix, year and a 6-digit sequence value (BO2026000123). */
export async function nextNumber(
  db: DbOrTx,
  prefix: 'BO' | 'OC',
  year = new Date().getFullYear(),
): Promise<string> {
  const sequence = prefix === 'BO' ? 'business_opportunity_no_seq' : 'opportunity_case_no_seq';
  const result = await db.execute<{ n: string | number }>(sql`SELECT nextval(${sequence}::regclass) AS n`);
  return `${prefix}${year}${String(result.rows[0]!.n).padStart(6, '0')}`;
}

export interface NewOpportunity {
  sourceReportId?: number | null;
  companyId: number;
  projectName: string;
  customerName: string;
  customerCreditCode?: string | null;
  customerRegion?: string | null;
  productLineCode: string;
  amount?: string | null;
  currency?: string;
  stage?: OpportunityStage;
  expectedCloseDate?: string | null;
  protectedUntil?: Date | null;
  equipment?: Array<{ equipmentModelId: number; kind: 'iop' | 'no_iop' | 'robot'; quantity: number }>;
  /** Seeds may date a record in the past. */
  createdAt?: Date;
}

/**
 * Creates an opportunity with its equipment lines and its "create" audit entry, in the caller's
 * transaction: the approval of a report (its source), the demo seed, or staff. Answers its id and number.
 */
export async function createOpportunity(
  tx: DbOrTx,
  values: NewOpportunity,
  actorId: number | null,
  comment: string | null = null,
): Promise<{ id: number; opptNo: string }> {
  const opptNo = await nextNumber(tx, 'BO', (values.createdAt ?? new Date()).getFullYear());
  const [row] = await tx
    .insert(oppt)
    .values({
      opptNo,
      sourceReportId: values.sourceReportId ?? null,
      companyId: values.companyId,
      projectName: values.projectName,
      customerName: values.customerName,
      customerCreditCode: values.customerCreditCode ?? null,
      customerRegion: values.customerRegion ?? null,
      productLineCode: values.productLineCode,
      amount: values.amount ?? null,
      currency: values.currency ?? 'CNY',
      stage: values.stage ?? 'design',
      expectedCloseDate: values.expectedCloseDate ?? null,
      protectedUntil: values.protectedUntil ?? null,
      createdBy: actorId,
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: oppt.id });
  const id = row!.id;
  const lines = values.equipment ?? [];
  if (lines.length > 0)
    await tx
      .insert(equipment)
      .values(lines.map((line, index) => ({ opportunityId: id, ...line, sort: index + 1 })));
  await insertAuditEntry(tx, {
    entity: opportunityEntity,
    entityId: id,
    action: 'create',
    toState: values.stage ?? 'design',
    actorId,
    comment,
  });
  return { id, opptNo };
}

export interface NewCase {
  opportunityId: number;
  kind: 'solution' | 'quotation';
  title: string;
  status: string;
  amount?: string | null;
  createdAt?: Date;
}

/** Creates a case (OC number) with its audit entry. */
export async function createCase(tx: DbOrTx, values: NewCase, actorId: number | null) {
  const caseNo = await nextNumber(tx, 'OC', (values.createdAt ?? new Date()).getFullYear());
  const [row] = await tx
    .insert(opportunityCases)
    .values({
      caseNo,
      opportunityId: values.opportunityId,
      kind: values.kind,
      title: values.title,
      status: values.status,
      amount: values.amount ?? null,
      createdBy: actorId,
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
    })
    .returning({ id: opportunityCases.id });
  await insertAuditEntry(tx, {
    entity: caseEntity,
    entityId: row!.id,
    action: 'create',
    toState: values.status,
    actorId,
    comment: `${caseNo} → opportunity ${values.opportunityId}`,
  });
  return { id: row!.id, caseNo };
}
