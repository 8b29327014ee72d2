import type { QuotationKind, QuotationState, TurnaroundBucket } from '@portal/contract';
import { issuedQuotationStates, liveQuotationStates } from '@portal/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { findAttachedFiles, replaceAttachedFiles } from '../files';
import { discountThresholdsOf } from '../reference-data';
import { inTurnaroundBucket, turnaroundHours } from './quotations.turnaround.repository';
import type { AttachmentLink } from '../files';
import {
  businessOpportunities as oppt,
  companies,
  customers,
  exchangeRates,
  orders,
  quotationFiles,
  quotationLines,
  quotations,
} from '../../db/schema';

/** The attachments of a quotation version, in order. */
const quotationFileLink: AttachmentLink = {
  table: quotationFiles,
  owner: quotationFiles.quotationId,
  fileId: quotationFiles.fileId,
  sort: quotationFiles.sort,
};

export const findQuotationFiles = (db: DbOrTx, quotationId: number) =>
  findAttachedFiles(db, quotationFileLink, quotationId);

/** Sets the attachments of a quotation version to these files, in this order. */
export const replaceQuotationFiles = (tx: DbOrTx, quotationId: number, fileIds: readonly string[]) =>
  replaceAttachedFiles(tx, quotationFileLink, quotationId, fileIds);

/** The audit entity of a quotation version (its timeline). */
export const quotationEntity = 'quotation';

export interface QuotationFilters {
  keyword?: string;
  kind?: QuotationKind[];
  status?: QuotationState[];
  opportunityId?: number;
  allVersions: boolean;
  /** A partner: its company's opportunities only. */
  companyId?: number;
  /** A partner: a supplementary quotation only once issued to it. */
  partnerView?: boolean;
  /** Staff: the opportunities this user plans. */
  planningOwnerId?: number;
  /** Staff: with a partner's question not yet answered. */
  unanswered?: boolean;
  /** Made in this period (instants). */
  createdFrom?: string;
  createdTo?: string;
  /** The partner company's region. */
  region?: string;
  /** The opportunity's product line. */
  productLineCode?: string;
  /** Answered within this turnaround bucket (planning quotations: made → approved or returned). */
  turnaround?: TurnaroundBucket;
}

/** The states of a quotation issued to the customer (a partner reads a supplementary one only then). */
export const issuedStates: readonly QuotationState[] = issuedQuotationStates;

const sortColumns = {
  updatedAt: quotations.updatedAt,
  quotationNo: quotations.quotationNo,
  createdAt: quotations.createdAt,
  total: quotations.total,
} as const;

/** Whether no later version was made of it. */
const latest = sql<boolean>`NOT EXISTS (SELECT 1 FROM quotations n WHERE n.previous_version_id = ${quotations.id})`;

/**
 * The status as a reader sees it: an issued quotation past its validity date (UTC) is expired, also
 * before the expiry job (quotations.expiry.ts) has written so. `table`: the quotations table or an alias of it.
 */
const effectiveStatusOf = (table: { status: AnyPgColumn; validUntil: AnyPgColumn }) =>
  sql<QuotationState>`CASE WHEN ${table.status} = 'issued' AND ${table.validUntil} < (now() AT TIME ZONE 'UTC')::date THEN 'expired' ELSE ${table.status} END`;
const effectiveStatus = effectiveStatusOf(quotations);

/** A formal quotation made of the row's quotation, in `formalLive` (alias `f` of quotations). */
const formal = alias(quotations, 'f');

/**
 * Whether a formal quotation made of it is live (its effective status one of `liveQuotationStates`, as
 * `placeFormal` checks): then it is not issued again, and its actions say so.
 */
const formalLive = sql<boolean>`EXISTS (SELECT 1 FROM quotations f WHERE ${formal.sourceQuotationId} = ${quotations.id} AND ${formal.kind} = 'formal' AND ${effectiveStatusOf(formal)} IN (${sql.join(
  liveQuotationStates.map((state) => sql`${state}`),
  sql`, `,
)}))`;

const rowColumns = {
  id: quotations.id,
  quotationNo: quotations.quotationNo,
  kind: quotations.kind,
  version: quotations.version,
  rootId: quotations.rootId,
  previousVersionId: quotations.previousVersionId,
  latest,
  formalLive,
  status: effectiveStatus,
  opportunityId: quotations.opportunityId,
  solutionId: quotations.solutionId,
  sourceQuotationId: quotations.sourceQuotationId,
  customerId: quotations.customerId,
  partnerCompanyId: quotations.partnerCompanyId,
  currency: quotations.currency,
  exchangeRate: quotations.exchangeRate,
  reportingCurrency: quotations.reportingCurrency,
  taxRate: quotations.taxRate,
  validUntil: quotations.validUntil,
  paymentTerms: quotations.paymentTerms,
  deliveryTerms: quotations.deliveryTerms,
  notes: quotations.notes,
  language: quotations.language,
  subtotal: quotations.subtotal,
  discountTotal: quotations.discountTotal,
  taxTotal: quotations.taxTotal,
  total: quotations.total,
  returnReason: quotations.returnReason,
  requestNote: quotations.requestNote,
  orderId: quotations.orderId,
  orderNo: orders.orderNo,
  opptNo: oppt.opptNo,
  projectName: oppt.projectName,
  customerName: oppt.customerName,
  // The customer's other names, for its name in the reader's language (none: the opportunity's).
  customerNameEn: customers.nameEn,
  customerNameKr: customers.nameKr,
  opportunityStage: oppt.stage,
  planningOwnerId: oppt.planningOwnerId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  lineCount: sql<number>`(SELECT count(*)::int FROM quotation_lines l WHERE l.quotation_id = ${quotations.id})`,
  createdAt: quotations.createdAt,
  updatedAt: quotations.updatedAt,
  rowVersion: quotations.rowVersion,
};

export type QuotationRow = Awaited<ReturnType<typeof findQuotations>>[number];
export type QuotationLineRow = typeof quotationLines.$inferSelect;

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(quotations)
    .innerJoin(oppt, eq(oppt.id, quotations.opportunityId))
    .leftJoin(customers, eq(customers.id, oppt.customerId))
    .innerJoin(companies, eq(companies.id, quotations.partnerCompanyId))
    .leftJoin(orders, eq(orders.id, quotations.orderId));
}

function whereOf(filters: QuotationFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (!filters.allVersions) conditions.push(latest);
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(quotations.quotationNo, pattern),
        ilike(oppt.opptNo, pattern),
        ilike(oppt.projectName, pattern),
        ilike(oppt.customerName, pattern),
      )!,
    );
  }
  if (filters.kind?.length) conditions.push(inArray(quotations.kind, filters.kind));
  if (filters.status?.length) conditions.push(inArray(effectiveStatus, filters.status));
  if (filters.opportunityId) conditions.push(eq(quotations.opportunityId, filters.opportunityId));
  if (filters.companyId !== undefined) conditions.push(eq(quotations.partnerCompanyId, filters.companyId));
  if (filters.planningOwnerId !== undefined)
    conditions.push(eq(oppt.planningOwnerId, filters.planningOwnerId));
  if (filters.unanswered)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM quotation_questions q WHERE q.root_id = coalesce(${quotations.rootId}, ${quotations.id}) AND q.answered_at IS NULL)`,
    );
  if (filters.createdFrom) conditions.push(gte(quotations.createdAt, new Date(filters.createdFrom)));
  if (filters.createdTo) conditions.push(lte(quotations.createdAt, new Date(filters.createdTo)));
  if (filters.region)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM companies rc WHERE rc.id = ${quotations.partnerCompanyId} AND rc.region = ${filters.region})`,
    );
  if (filters.productLineCode) conditions.push(eq(oppt.productLineCode, filters.productLineCode));
  if (filters.turnaround)
    conditions.push(inTurnaroundBucket(turnaroundHours(quotations), filters.turnaround));
  if (filters.partnerView)
    conditions.push(or(ne(quotations.kind, 'supplementary'), inArray(quotations.status, [...issuedStates]))!);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function findQuotations(
  db: DbOrTx,
  filters: QuotationFilters,
  sort: { field: keyof typeof sortColumns; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return baseQuery(db)
    .where(whereOf(filters))
    .orderBy(direction(sortColumns[sort.field]), direction(quotations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countQuotations(db: DbOrTx, filters: QuotationFilters): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(quotations)
    .innerJoin(oppt, eq(oppt.id, quotations.opportunityId))
    .where(whereOf(filters));
  return row?.count ?? 0;
}

/** One quotation version; `lock` takes its row for a change. */
export async function findQuotationById(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<QuotationRow | undefined> {
  const query = baseQuery(db).where(eq(quotations.id, id)).limit(1);
  const rows = lock ? await query.for('update', { of: quotations }) : await query;
  return rows[0];
}

export function findLines(db: DbOrTx, quotationId: number): Promise<QuotationLineRow[]> {
  return db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(asc(quotationLines.lineNo));
}

export function findVersions(db: DbOrTx, rootId: number) {
  return db
    .select({
      id: quotations.id,
      version: quotations.version,
      status: effectiveStatus,
      updatedAt: quotations.updatedAt,
    })
    .from(quotations)
    .where(eq(quotations.rootId, rootId))
    .orderBy(desc(quotations.version));
}

/** The next quotation number: QT, the day (UTC), six digits of the sequence. */
export async function nextQuotationNo(tx: DbOrTx, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('quotation_no_seq')::text AS n`);
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `QT${day}${(result.rows[0]?.n ?? '0').padStart(6, '0')}`;
}

/** The discount thresholds (percent) of product lines, by code: kept with the product lines. */
export const findThresholds = discountThresholdsOf;

export async function findExchangeRate(
  db: DbOrTx,
  currency: string,
  reportingCurrency: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.reportingCurrency, reportingCurrency)));
  return row?.rate;
}

/** Issued formal quotations whose validity date is before `today` become expired; answers them. */
export function expireStale(tx: DbOrTx, today: string) {
  return tx
    .update(quotations)
    .set({ status: 'expired', updatedAt: new Date(), rowVersion: sql`${quotations.rowVersion} + 1` })
    .where(and(eq(quotations.status, 'issued'), lt(quotations.validUntil, today)))
    .returning({ id: quotations.id, validUntil: quotations.validUntil });
}

export async function setLineReasons(
  tx: DbOrTx,
  quotationId: number,
  reasons: ReadonlyMap<number, string | null>,
): Promise<void> {
  await tx
    .update(quotationLines)
    .set({ returnReason: null })
    .where(eq(quotationLines.quotationId, quotationId));
  for (const [lineId, reason] of reasons)
    await tx
      .update(quotationLines)
      .set({ returnReason: reason })
      .where(and(eq(quotationLines.quotationId, quotationId), eq(quotationLines.id, lineId)));
}

/** The currency of an opportunity's latest quotation, if it has one. */
export async function findOpportunityCurrency(
  db: DbOrTx,
  opportunityId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: quotations.currency })
    .from(quotations)
    .where(eq(quotations.opportunityId, opportunityId))
    .orderBy(desc(quotations.id))
    .limit(1);
  return row?.currency;
}

/** The version made from this one, if any. */
export async function findNextVersionId(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.previousVersionId, id));
  return row?.id;
}
