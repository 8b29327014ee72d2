/** Tables owned by the opportunity-reports module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { customers } from './customers';
import { files } from './files';
import { companies, users } from './partners';
import { equipmentModels } from './reference-data';

/** Document numbers (e.g. BR2026-0000123): one sequence per kind, so numbers never collide across processes. */
export const reportNoSequence = pgSequence('opportunity_report_no_seq', { startWith: 1 });

/** Registration-agreement confirmations: a partner company confirms once per calendar year. */
export const registrationAgreements = pgTable(
  'registration_agreements',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    confirmedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** Opportunity reports (deal registrations, "businesOpptReporting"). */
export const opportunityReports = pgTable(
  'opportunity_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportNo: text('report_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    status: text('status', {
      enum: ['draft', 'submitted', 'approved', 'rejected', 'withdrawn', 'discarded'],
    })
      .notNull()
      .default('draft'),
    projectName: text('project_name').notNull(),
    customerName: text('customer_name').notNull(),
    /** The customer's registration number, normalised; its kind follows `customerCountry`. */
    customerCreditCode: text('customer_credit_code'),
    /** ISO 3166-1 alpha-2; null for reports filed before the customer's country was asked. */
    customerCountry: text('customer_country'),
    /**
     * Whether the customer was found in the company directory. A customer entered by hand is not; the
     * reviewer sees it marked. Reports filed before manual entry existed were all picked from the lookup.
     */
    customerVerified: boolean('customer_verified').notNull().default(true),
    customerRegion: text('customer_region'),
    customerAddress: text('customer_address'),
    customerIndustry: text('customer_industry'),
    /** The customer record, found or created when the report is submitted (the customers module). */
    customerId: integer('customer_id').references(() => customers.id),
    productLineCode: text('product_line_code').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    /** Win probability in percent: 0 < rate ≤ 100, two decimals. */
    rate: numeric('rate', { precision: 5, scale: 2 }),
    expectedCloseDate: date('expected_close_date'),
    description: text('description'),
    /** The clue this report was converted from, if any. */
    clueId: integer('clue_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('opportunity_reports_no_uq').on(t.reportNo),
    // The list: by partner and status, newest first (the benchmark's query), and the same without status.
    index('opportunity_reports_company_status_idx').on(
      t.companyId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A partner's list without a status filter (its default view).
    index('opportunity_reports_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('opportunity_reports_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('opportunity_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The home page's recent reports of a user.
    index('opportunity_reports_reporter_idx').on(t.reporterId, t.updatedAt.desc()),
    // The conflict rule: same customer credit code and product line.
    index('opportunity_reports_customer_idx').on(t.customerCreditCode, t.productLineCode),
    // A customer's reports, and a partner's customers (those it has a report of).
    index('opportunity_reports_customer_id_idx').on(t.customerId, t.companyId),
    // A partner's customers read from the company's side (project search's scope of customers).
    index('opportunity_reports_company_customer_idx').on(t.companyId, t.customerId),
    check('opportunity_reports_rate_ck', sql`${t.rate} IS NULL OR (${t.rate} > 0 AND ${t.rate} <= 100)`),
  ],
);

/**
 * Reports per company and status, kept exact by statement-level triggers in the transaction of every change
 * (migration 0005): the list's total for a company/status filter is read here instead of counted
 * (docs/performance.md).
 */
export const opportunityReportCounts = pgTable(
  'opportunity_report_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

export const opportunityReportLines = pgTable(
  'opportunity_report_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    equipmentModelId: integer('equipment_model_id')
      .notNull()
      .references(() => equipmentModels.id),
    kind: text('kind', { enum: ['iop', 'no_iop', 'robot'] }).notNull(),
    quantity: integer('quantity').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('opportunity_report_lines_report_idx').on(t.reportId)],
);

/** Partner contact people of a report: users of the reporting company. */
export const opportunityReportContacts = pgTable(
  'opportunity_report_contacts',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] })],
);

export const opportunityReportFiles = pgTable(
  'opportunity_report_files',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => opportunityReports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.fileId] })],
);
