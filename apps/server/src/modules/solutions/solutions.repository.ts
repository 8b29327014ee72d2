import type { SolutionSortField } from '@portal/contract';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { findAttachedFiles, replaceAttachedFiles } from '../files';
import type { AttachmentLink } from '../files';
import {
  businessOpportunities as oppt,
  companies,
  customers,
  equipmentModels,
  solutionFiles,
  solutionLines,
  solutions,
  users,
} from '../../db/schema';

/** The audit entity of a solution version (its timeline). */
export const solutionEntity = 'solution';

export type StoredSolutionState = (typeof solutions.$inferSelect)['status'];

export interface SolutionFilters {
  keyword?: string;
  status?: StoredSolutionState[];
  opportunityId?: number;
  customerId?: number;
  allVersions: boolean;
  /** A partner: its company's opportunities only, and only what was submitted to it. */
  companyId?: number;
  partnerVisible?: boolean;
}

/** What a partner may read of its opportunities' solutions: what was submitted, and what was approved. */
export const partnerVisibleStates: StoredSolutionState[] = ['submitted', 'approved'];

const sortColumns = {
  updatedAt: solutions.updatedAt,
  solutionNo: solutions.solutionNo,
  createdAt: solutions.createdAt,
} as const;

const planningOwner = users;

const rowColumns = {
  id: solutions.id,
  solutionNo: solutions.solutionNo,
  version: solutions.version,
  latest: solutions.latest,
  title: solutions.title,
  notes: solutions.notes,
  status: solutions.status,
  returnReason: solutions.returnReason,
  listTotal: solutions.listTotal,
  currency: solutions.currency,
  opportunityId: solutions.opportunityId,
  opptNo: oppt.opptNo,
  projectName: oppt.projectName,
  customerName: oppt.customerName,
  // The customer's other names, for its name in the reader's language (none: the opportunity's).
  customerNameEn: customers.nameEn,
  customerNameKr: customers.nameKr,
  productLineCode: oppt.productLineCode,
  opportunityStage: oppt.stage,
  companyId: oppt.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  salesOwnerId: oppt.salesOwnerId,
  planningOwnerId: oppt.planningOwnerId,
  designerName: planningOwner.displayName,
  lineCount: sql<number>`(SELECT count(*)::int FROM solution_lines l WHERE l.solution_id = ${solutions.id})`,
  createdAt: solutions.createdAt,
  updatedAt: solutions.updatedAt,
  rowVersion: solutions.rowVersion,
};

export type SolutionRow = Awaited<ReturnType<typeof findSolutions>>[number];

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(solutions)
    .innerJoin(oppt, eq(oppt.id, solutions.opportunityId))
    .leftJoin(customers, eq(customers.id, oppt.customerId))
    .innerJoin(companies, eq(companies.id, oppt.companyId))
    .leftJoin(planningOwner, eq(planningOwner.id, oppt.planningOwnerId));
}

function whereOf(filters: SolutionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filters.allVersions) conditions.push(eq(solutions.latest, true));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(solutions.solutionNo, pattern),
        ilike(solutions.title, pattern),
        ilike(oppt.opptNo, pattern),
        ilike(oppt.projectName, pattern),
        ilike(oppt.customerName, pattern),
      )!,
    );
  }
  if (filters.status?.length) conditions.push(inArray(solutions.status, filters.status));
  if (filters.opportunityId) conditions.push(eq(solutions.opportunityId, filters.opportunityId));
  if (filters.customerId) conditions.push(eq(oppt.customerId, filters.customerId));
  if (filters.companyId !== undefined) conditions.push(eq(oppt.companyId, filters.companyId));
  if (filters.partnerVisible) conditions.push(inArray(solutions.status, partnerVisibleStates));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function findSolutions(
  db: DbOrTx,
  filters: SolutionFilters,
  sort: { field: SolutionSortField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return baseQuery(db)
    .where(whereOf(filters))
    .orderBy(direction(sortColumns[sort.field]), direction(solutions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSolutions(db: DbOrTx, filters: SolutionFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(solutions)
    .innerJoin(oppt, eq(oppt.id, solutions.opportunityId))
    .where(whereOf(filters));
  return row?.count ?? 0;
}

/** One solution version; `lock` takes its row for a change. */
export async function findSolutionById(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<SolutionRow | undefined> {
  const query = baseQuery(db).where(eq(solutions.id, id)).limit(1);
  const rows = lock ? await query.for('update', { of: solutions }) : await query;
  return rows[0];
}

export function findLineRows(db: DbOrTx, solutionId: number) {
  return db
    .select()
    .from(solutionLines)
    .where(eq(solutionLines.solutionId, solutionId))
    .orderBy(asc(solutionLines.sort), asc(solutionLines.id));
}

/** A solution version as another module quotes it: its state, its opportunity and its lines in order. */
export async function findSolutionWithLines(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: solutions.id, status: solutions.status, opportunityId: solutions.opportunityId })
    .from(solutions)
    .where(eq(solutions.id, id));
  return row ? { ...row, lines: await findLineRows(db, id) } : undefined;
}

export function findVersions(db: DbOrTx, solutionNo: string) {
  return db
    .select({
      id: solutions.id,
      version: solutions.version,
      status: solutions.status,
      updatedAt: solutions.updatedAt,
    })
    .from(solutions)
    .where(eq(solutions.solutionNo, solutionNo))
    .orderBy(desc(solutions.version));
}

const solutionFileLink: AttachmentLink = {
  table: solutionFiles,
  owner: solutionFiles.solutionId,
  fileId: solutionFiles.fileId,
  sort: solutionFiles.sort,
};

export const findSolutionFiles = (db: DbOrTx, solutionId: number) =>
  findAttachedFiles(db, solutionFileLink, solutionId);

export const replaceSolutionFiles = (tx: DbOrTx, solutionId: number, fileIds: readonly string[]) =>
  replaceAttachedFiles(tx, solutionFileLink, solutionId, fileIds);

/** The next solution number: SOL, the year, six digits. */
export async function nextSolutionNo(tx: DbOrTx, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('solution_no_seq')::text AS n`);
  const n = result.rows[0]?.n ?? '0';
  return `SOL${now.getUTCFullYear()}${n.padStart(6, '0')}`;
}

/** Writes a version's state (and its return reason) as a change: its author, the time, the row version raised. */
export async function updateSolutionState(
  tx: DbOrTx,
  id: number,
  values: { status: StoredSolutionState; updatedBy: number; returnReason?: string | null },
): Promise<void> {
  await tx
    .update(solutions)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${solutions.rowVersion} + 1` })
    .where(eq(solutions.id, id));
}

/** Equipment models a solution's lines design, by id (the reference data's table, read here). */
export function findEquipmentModelsByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select()
    .from(equipmentModels)
    .where(inArray(equipmentModels.id, [...ids]));
}
