/** Tables owned by the man-hours module: only that module writes them. */
import type { TimeEntryKind, TimeEntryState, TimesheetState } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { companies, users } from './partners';

/** Hours with one decimal, as the spec's work-hour pattern allows. */
const hours = (name: string) => numeric(name, { precision: 4, scale: 1 });

/**
 * A person's week (named by its Monday): its state locks or frees the week's entries. Every write of an
 * entry takes this row first by a guarded UPDATE (`status in ('open','rejected')`), so a submission and a
 * write of the same week run one after the other and a write never lands in a locked week.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The person's company (null for staff), for partner scoping. */
    companyId: integer('company_id').references(() => companies.id),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status').$type<TimesheetState>().notNull().default('open'),
    submittedBy: integer('submitted_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('timesheets_user_week_uq').on(t.userId, t.weekStart),
    index('timesheets_company_idx').on(t.companyId, t.weekStart),
    index('timesheets_status_idx').on(t.status, t.weekStart),
    check('timesheets_monday_ck', sql`extract(isodow from ${t.weekStart}) = 1`),
  ],
);

/**
 * A person's hours of one day, kept by every write of an entry in the same transaction
 * (`INSERT … ON CONFLICT DO UPDATE SET hours = hours + excluded.hours`): the row lock serialises two
 * writes of one day, and the check refuses a day over 24 hours whatever runs at once.
 */
export const timeDays = pgTable(
  'time_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    hours: hours('hours').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workDate] }),
    check('time_days_hours_ck', sql`${t.hours} >= 0 AND ${t.hours} <= 24`),
  ],
);

/** One time entry: a person's hours of a day against a ticket, an opportunity, a solution or a training session. */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    hours: hours('hours').notNull(),
    kind: text('kind').$type<TimeEntryKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    note: text('note'),
    status: text('status').$type<TimeEntryState>().notNull().default('draft'),
    rejectReason: text('reject_reason'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('time_entries_timesheet_idx').on(t.timesheetId),
    index('time_entries_user_date_idx').on(t.userId, t.workDate),
    index('time_entries_company_date_idx').on(t.companyId, t.workDate),
    index('time_entries_subject_idx').on(t.kind, t.subjectId),
    check('time_entries_hours_ck', sql`${t.hours} > 0 AND ${t.hours} <= 24`),
  ],
);
