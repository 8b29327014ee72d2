import type { Language, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { findAttachedFiles, replaceAttachedFiles } from '../files';
import type { AttachmentLink } from '../files';
import { policies, policyFiles, qaEntries, users } from '../../db/schema';
import { containsPattern } from '../../core/sql';

export const qaEntity = 'qa';
export const policyEntity = 'policy';

// ---------------------------------------------------------------- QA

export interface QaFilters {
  keyword?: string;
  productLineCode?: string;
  published?: boolean;
}

function qaWhere(filters: QaFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(or(ilike(qaEntries.question, pattern), ilike(qaEntries.answer, pattern))!);
  }
  if (filters.productLineCode) conditions.push(eq(qaEntries.productLineCode, filters.productLineCode));
  if (filters.published !== undefined) conditions.push(eq(qaEntries.published, filters.published));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const qaColumns = {
  id: qaEntries.id,
  question: qaEntries.question,
  answer: qaEntries.answer,
  productLineCode: qaEntries.productLineCode,
  language: qaEntries.language,
  published: qaEntries.published,
  publishedAt: qaEntries.publishedAt,
  updatedByName: users.displayName,
  createdAt: qaEntries.createdAt,
  updatedAt: qaEntries.updatedAt,
  rowVersion: qaEntries.rowVersion,
};
export type QaRow = {
  id: number;
  question: string;
  answer: string;
  productLineCode: string | null;
  language: Language;
  published: boolean;
  publishedAt: Date | null;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
};

const qaSort = {
  updatedAt: qaEntries.updatedAt,
  question: qaEntries.question,
  createdAt: qaEntries.createdAt,
};

export async function countQa(db: DbOrTx, filters: QaFilters) {
  const [row] = await db.select({ total: count() }).from(qaEntries).where(qaWhere(filters));
  return row?.total ?? 0;
}

/**
 * How a list is ordered: by a field, and, when `firstLanguage` is given, the entries written in that
 * language (the reader's) before the others.
 */
export interface KnowledgeSort<F extends string> {
  field: F;
  order: SortOrder;
  firstLanguage?: Language;
}

/** Entries in `language` first (an ORDER BY term), or nothing when no language is given. */
const languageFirst = (column: typeof qaEntries.language | typeof policies.language, language?: Language) =>
  language ? [sql`(${column} = ${language}) DESC`] : [];

export function findQa(
  db: DbOrTx,
  filters: QaFilters,
  sort: KnowledgeSort<keyof typeof qaSort>,
  page: { offset: number; limit: number },
): Promise<QaRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(qaColumns)
    .from(qaEntries)
    .leftJoin(users, eq(users.id, qaEntries.updatedBy))
    .where(qaWhere(filters))
    .orderBy(
      ...languageFirst(qaEntries.language, sort.firstLanguage),
      direction(qaSort[sort.field]),
      direction(qaEntries.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function findQaById(db: DbOrTx, id: number, forUpdate = false): Promise<QaRow | undefined> {
  const query = db
    .select(qaColumns)
    .from(qaEntries)
    .leftJoin(users, eq(users.id, qaEntries.updatedBy))
    .where(eq(qaEntries.id, id));
  const [row] = forUpdate ? await query.for('update', { of: qaEntries }) : await query;
  return row;
}

// ---------------------------------------------------------------- policies

export interface PolicyFilters {
  keyword?: string;
  published?: boolean;
  /** In effect on this day (YYYY-MM-DD). */
  effectiveOn?: string;
  /** Published and in effect today (partners). */
  inEffectToday?: boolean;
}

const inEffectOn = (day: SQL) =>
  sql`(${policies.effectiveFrom} <= ${day} AND (${policies.effectiveTo} IS NULL OR ${policies.effectiveTo} >= ${day}))`;
const today = sql`CURRENT_DATE`;

function policyWhere(filters: PolicyFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(or(ilike(policies.title, pattern), ilike(policies.body, pattern))!);
  }
  if (filters.published !== undefined) conditions.push(eq(policies.published, filters.published));
  if (filters.effectiveOn) conditions.push(inEffectOn(sql`${filters.effectiveOn}::date`));
  if (filters.inEffectToday) conditions.push(and(eq(policies.published, true), inEffectOn(today))!);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const policyColumns = {
  id: policies.id,
  title: policies.title,
  body: policies.body,
  effectiveFrom: policies.effectiveFrom,
  effectiveTo: policies.effectiveTo,
  version: policies.version,
  language: policies.language,
  published: policies.published,
  publishedAt: policies.publishedAt,
  inEffect: sql<boolean>`(${policies.published} AND ${inEffectOn(today)})`,
  fileCount: sql<number>`(SELECT count(*)::int FROM ${policyFiles} WHERE ${policyFiles.policyId} = ${policies.id})`,
  updatedByName: users.displayName,
  createdAt: policies.createdAt,
  updatedAt: policies.updatedAt,
  rowVersion: policies.rowVersion,
};
export type PolicyRow = {
  id: number;
  title: string;
  body: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  version: number;
  language: Language;
  published: boolean;
  publishedAt: Date | null;
  inEffect: boolean;
  fileCount: number;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
};

const policySort = {
  effectiveFrom: policies.effectiveFrom,
  updatedAt: policies.updatedAt,
  title: policies.title,
};

export async function countPolicies(db: DbOrTx, filters: PolicyFilters) {
  const [row] = await db.select({ total: count() }).from(policies).where(policyWhere(filters));
  return row?.total ?? 0;
}

export function findPolicies(
  db: DbOrTx,
  filters: PolicyFilters,
  sort: KnowledgeSort<keyof typeof policySort>,
  page: { offset: number; limit: number },
): Promise<PolicyRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(policyColumns)
    .from(policies)
    .leftJoin(users, eq(users.id, policies.updatedBy))
    .where(policyWhere(filters))
    .orderBy(
      ...languageFirst(policies.language, sort.firstLanguage),
      direction(policySort[sort.field]),
      direction(policies.id),
    )
    .offset(page.offset)
    .limit(page.limit);
}

export async function findPolicyById(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<PolicyRow | undefined> {
  const query = db
    .select(policyColumns)
    .from(policies)
    .leftJoin(users, eq(users.id, policies.updatedBy))
    .where(eq(policies.id, id));
  const [row] = forUpdate ? await query.for('update', { of: policies }) : await query;
  return row;
}

const policyFileLink: AttachmentLink = {
  table: policyFiles,
  owner: policyFiles.policyId,
  fileId: policyFiles.fileId,
  sort: policyFiles.sort,
};

export const findPolicyFiles = (db: DbOrTx, policyId: number) =>
  findAttachedFiles(db, policyFileLink, policyId);

export const replacePolicyFiles = (db: DbOrTx, policyId: number, fileIds: string[]) =>
  replaceAttachedFiles(db, policyFileLink, policyId, fileIds);

export async function isPolicyFile(db: DbOrTx, policyId: number, fileId: string) {
  const [row] = await db
    .select({ fileId: policyFiles.fileId })
    .from(policyFiles)
    .where(and(eq(policyFiles.policyId, policyId), eq(policyFiles.fileId, fileId)));
  return row !== undefined;
}
