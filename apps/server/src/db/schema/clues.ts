/** Tables owned by the clues module: only that module writes them. */
import { date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { opportunityReports } from './opportunity-reports';
import { companies, users } from './partners';

export const clueNoSequence = pgSequence('clue_no_seq', { startWith: 1 });

/** Clues (leads): new → assigned → following → converted | closed. */
export const clues = pgTable(
  'clues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clueNo: text('clue_no').notNull(),
    source: text('source', { enum: ['campaign', 'website', 'staff', 'partner'] }).notNull(),
    status: text('status', { enum: ['new', 'assigned', 'following', 'converted', 'closed'] })
      .notNull()
      .default('new'),
    customerName: text('customer_name').notNull(),
    customerCreditCode: text('customer_credit_code'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    productLineCode: text('product_line_code'),
    region: text('region'),
    description: text('description'),
    companyId: integer('company_id').references(() => companies.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    convertedReportId: integer('converted_report_id').references(() => opportunityReports.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('clues_no_uq').on(t.clueNo),
    index('clues_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('clues_company_idx').on(t.companyId, t.status, t.createdAt.desc()),
  ],
);

export const clueFollowUps = pgTable(
  'clue_follow_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clueId: integer('clue_id')
      .notNull()
      .references(() => clues.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    nextFollowUpDate: date('next_follow_up_date'),
    createdAt: createdAt(),
  },
  (t) => [index('clue_follow_ups_clue_idx').on(t.clueId, t.createdAt)],
);
