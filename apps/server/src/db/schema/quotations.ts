/** Tables owned by the quotations module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { amount, createdAt, rowVersion, updatedAt } from './columns';
import { customers } from './customers';
import { files } from './files';
import { businessOpportunities } from './opportunities';
import { orders } from './orders';
import { companies, users } from './partners';
import { solutions } from './solutions';

export const quotationNoSequence = pgSequence('quotation_no_seq', { startWith: 1 });

const kinds = ['planning', 'formal', 'supplementary', 'additional'] as const;
const states = [
  'draft',
  'submitted',
  'approved',
  'returned',
  'issued',
  'accepted',
  'declined',
  'expired',
  'requested',
] as const;

/** A line of a configured product's bill of materials, kept as it was when quoted. */
export interface QuotedBomLine {
  code: string;
  names: { cn: string; en?: string | null; kr?: string | null };
  quantity: string;
  unit: string;
}

/**
 * Quotations, one row per version: every version of a quotation shares its `rootId` (the first
 * version's id) and its number; revising adds the next version (a draft copy) pointing at the one
 * before, which stays as it was. Totals are computed by the server from the lines at every save.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationNo: text('quotation_no').notNull(),
    kind: text('kind', { enum: kinds }).notNull(),
    version: integer('version').notNull().default(1),
    /** The first version's id (its own for the first version). */
    rootId: integer('root_id').references((): AnyPgColumn => quotations.id),
    previousVersionId: integer('previous_version_id').references((): AnyPgColumn => quotations.id),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => businessOpportunities.id),
    /** A planning quotation: the solution it prices. */
    solutionId: integer('solution_id').references(() => solutions.id),
    /** A formal quotation: the approved planning one it was made of. */
    sourceQuotationId: integer('source_quotation_id').references((): AnyPgColumn => quotations.id),
    customerId: integer('customer_id').references(() => customers.id),
    partnerCompanyId: integer('partner_company_id')
      .notNull()
      .references(() => companies.id),
    currency: text('currency').notNull(),
    /** From `currency` to `reportingCurrency`, as it was when quoted. */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 8 }).notNull(),
    reportingCurrency: text('reporting_currency').notNull(),
    /** Percent. */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    validUntil: date('valid_until'),
    paymentTerms: text('payment_terms'),
    deliveryTerms: text('delivery_terms'),
    notes: text('notes'),
    /** The customer's language, for its documents. */
    language: text('language', { enum: ['cn', 'en', 'kr'] })
      .notNull()
      .default('cn'),
    status: text('status', { enum: states }).notNull(),
    subtotal: amount('subtotal').notNull().default('0'),
    discountTotal: amount('discount_total').notNull().default('0'),
    taxTotal: amount('tax_total').notNull().default('0'),
    total: amount('total').notNull().default('0'),
    returnReason: text('return_reason'),
    /** An additional quotation: what the partner wrote when asking for it. */
    requestNote: text('request_note'),
    /**
     * The order made when it was accepted (the order names this quotation's number back); a
     * supplementary quotation: the order its acceptance amended.
     */
    orderId: integer('order_id').references(() => orders.id),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('quotations_no_version_uq').on(t.quotationNo, t.version),
    // One quotation makes an order; supplementary ones amend the order of their formal quotation.
    uniqueIndex('quotations_order_uq')
      .on(t.orderId)
      .where(sql`${t.kind} <> 'supplementary'`),
    uniqueIndex('quotations_previous_uq').on(t.previousVersionId),
    // One deal, one order: an approved planning quotation has at most one live formal quotation.
    uniqueIndex('quotations_live_formal_uq')
      .on(t.sourceQuotationId)
      .where(sql`${t.kind} = 'formal' AND ${t.status} IN ('issued', 'accepted')`),
    index('quotations_root_idx').on(t.rootId),
    index('quotations_opportunity_idx').on(t.opportunityId),
    index('quotations_company_idx').on(t.partnerCompanyId, t.kind),
    index('quotations_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('quotations_kind_ck', sql`${t.kind} IN ('planning', 'formal', 'supplementary', 'additional')`),
    check(
      'quotations_status_ck',
      sql`${t.status} IN ('draft', 'submitted', 'approved', 'returned', 'issued', 'accepted', 'declined', 'expired', 'requested')`,
    ),
  ],
);

/** The lines of a quotation version; prices and totals exact, in the quotation's currency. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    itemKind: text('item_kind', { enum: ['configured', 'material', 'virtual'] }).notNull(),
    itemId: integer('item_id').notNull(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en'),
    nameKr: text('name_kr'),
    productLineCode: text('product_line_code'),
    bom: jsonb('bom').$type<QuotedBomLine[]>().notNull().default([]),
    /** The unit code (code table UNIT) the item was quoted in; null for a line older than units kept. */
    unit: text('unit'),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    listPrice: amount('list_price').notNull(),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    discountValue: amount('discount_value').notNull().default('0'),
    netPrice: amount('net_price').notNull(),
    lineTotal: amount('line_total').notNull(),
    returnReason: text('return_reason'),
  },
  (t) => [
    index('quotation_lines_quotation_idx').on(t.quotationId, t.lineNo),
    check('quotation_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('quotation_lines_discount_ck', sql`${t.discountValue} >= 0`),
  ],
);

/** Exchange rates to the reporting currency; a quotation copies its rate when it is quoted. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    reportingCurrency: text('reporting_currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.reportingCurrency] })],
);

/**
 * The questions of a quotation's Q&A thread (shared by all its versions, keyed by the first version's
 * id), each with its answer once planning answered it.
 */
export const quotationQuestions = pgTable(
  'quotation_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rootId: integer('root_id')
      .notNull()
      .references(() => quotations.id),
    /** The version the question was asked on. */
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id),
    question: text('question').notNull(),
    askedBy: integer('asked_by')
      .notNull()
      .references(() => users.id),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('quotation_questions_root_idx').on(t.rootId, t.askedAt),
    check(
      'quotation_questions_answer_ck',
      sql`(${t.answer} IS NULL) = (${t.answeredBy} IS NULL) AND (${t.answer} IS NULL) = (${t.answeredAt} IS NULL)`,
    ),
  ],
);

/** The files attached to a question or to its answer. */
/** The attachments of a quotation version, in order; a new version starts with a copy of them. */
export const quotationFiles = pgTable(
  'quotation_files',
  {
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quotationId, t.fileId] })],
);

export const quotationQaFiles = pgTable(
  'quotation_qa_files',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => quotationQuestions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    side: text('side', { enum: ['question', 'answer'] }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.fileId] })],
);

/** When a user last read a quotation's thread: what others wrote after it is unread for that user. */
export const quotationQaReads = pgTable(
  'quotation_qa_reads',
  {
    rootId: integer('root_id')
      .notNull()
      .references(() => quotations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rootId, t.userId] })],
);

/**
 * No longer written: answering a question writes a `qaAnswered` notice (notifications module). Kept for the
 * release that replaced it (processes of the previous release still write it during a rolling deploy);
 * drop it in a later release.
 */
export const quotationQaNotices = pgTable(
  'quotation_qa_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => quotationQuestions.id, { onDelete: 'cascade' }),
    event: text('event', { enum: ['answered'] }).notNull(),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotation_qa_notices_uq').on(t.questionId, t.event),
    index('quotation_qa_notices_pending_idx')
      .on(t.userId)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
