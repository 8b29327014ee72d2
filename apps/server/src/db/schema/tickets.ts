/** Tables owned by the tickets module: only that module writes them. */
import { sql } from 'drizzle-orm';
import type { TicketPriority, TicketSite, TicketStatus, TicketType } from '@portal/contract';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
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
import { orderLines, orders } from './orders';
import { companies, users } from './partners';

export const ticketNoSequence = pgSequence('ticket_no_seq', { startWith: 1 });

/** A site's business calendar: its zone, working periods per weekday (minutes), holidays, make-up days. */
export const businessCalendars = pgTable(
  'business_calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    site: text('site').$type<TicketSite>().notNull(),
    timeZone: text('time_zone').notNull(),
    week: jsonb('week').$type<[number, number][][]>().notNull(),
    holidays: jsonb('holidays').$type<string[]>().notNull(),
    workdays: jsonb('workdays').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('business_calendars_site_uq').on(t.site)],
);

/** An SLA policy: response and resolution targets per priority, in business minutes. */
export const slaPolicies = pgTable(
  'sla_policies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    /** Its name in Chinese; English and Korean where given (shown through nameInLanguage). */
    name: text('name').notNull(),
    nameEn: text('name_en'),
    nameKr: text('name_kr'),
    targets: jsonb('targets')
      .$type<Record<TicketPriority, { responseMinutes: number; resolutionMinutes: number }>>()
      .notNull(),
    /** A company's own policy; null: the default for companies without one. */
    companyId: integer('company_id').references(() => companies.id),
  },
  (t) => [uniqueIndex('sla_policies_code_uq').on(t.code)],
);

/**
 * The installed-equipment register: each machine by its serial number, owned by the partner company that
 * sold it, standing at a customer's site, with the order (and order line) it came from. A partner raises
 * tickets only on its own company's equipment.
 */
export const installedEquipment = pgTable(
  'installed_equipment',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serialNo: text('serial_no').notNull(),
    modelName: text('model_name').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The end customer (null only for equipment migrated from a ticket whose customer is not on file). */
    customerId: integer('customer_id').references(() => customers.id),
    site: text('site').$type<TicketSite>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderLineId: integer('order_line_id').references(() => orderLines.id),
    installedOn: date('installed_on'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('installed_equipment_serial_uq').on(t.serialNo),
    index('installed_equipment_company_idx').on(t.companyId, t.serialNo),
  ],
);

/**
 * Tickets on installed equipment. The due times and the breach are a cache for lists, written with every
 * change from the status log (`ticket_events`), which is the truth the SLA clock reads.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketNo: text('ticket_no').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    description: text('description'),
    type: text('type').$type<TicketType>().notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('new'),
    /** The equipment the ticket is on (null only for tickets raised before the register). */
    equipmentId: integer('equipment_id').references(() => installedEquipment.id),
    /** Serial, model and customer name as they were when raised (the equipment's; kept for old rows). */
    serialNo: text('serial_no').notNull(),
    modelName: text('model_name'),
    customerId: integer('customer_id').references(() => customers.id),
    customerName: text('customer_name').notNull(),
    site: text('site').$type<TicketSite>().notNull(),
    orderId: integer('order_id').references(() => orders.id),
    policyId: integer('policy_id')
      .notNull()
      .references(() => slaPolicies.id),
    assigneeId: integer('assignee_id').references(() => users.id),
    raisedBy: integer('raised_by')
      .notNull()
      .references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }),
    breached: boolean('breached').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('tickets_no_uq').on(t.ticketNo),
    // Newest first as the list sorts (`DESC` puts nulls first: so must the index, or it cannot serve it).
    index('tickets_company_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('tickets_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('tickets_resolution_due_idx').on(t.resolutionDueAt),
    // The list filtered by "due within N hours" (only running clocks have a due time), newest first: the
    // running tickets by date, a few in a hundred of all (bench/tickets-bench.mjs). The due time last, so that
    // the filter and a deep page's ids are read from the index alone.
    index('tickets_running_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.resolutionDueAt)
      .where(sql`${t.resolutionDueAt} IS NOT NULL`),
    // The same for a partner (its own company).
    index('tickets_running_company_created_idx')
      .on(t.companyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.resolutionDueAt)
      .where(sql`${t.resolutionDueAt} IS NOT NULL`),
    // A partner's running tickets by due time: the count of "due within N hours" and the list by due time.
    index('tickets_running_company_due_idx')
      .on(t.companyId, t.resolutionDueAt)
      .where(sql`${t.resolutionDueAt} IS NOT NULL`),
    // Monitoring counts the breached tickets (a small part of all) through this.
    index('tickets_breached_idx')
      .on(t.id)
      .where(sql`${t.breached}`),
    index('tickets_equipment_idx').on(t.equipmentId),
  ],
);

/**
 * The number of tickets per company and status, kept by statement triggers in the transaction of every insert,
 * update and delete (migration 0055, like the reports' counters of 0005): the total of the list unfiltered or
 * filtered by company and/or status is read here, not counted.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    companyId: integer('company_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status] })],
);

/** The append-only status log of a ticket: what its SLA clock reads. */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind', { enum: ['status', 'priority', 'policy', 'sharedReply'] }).notNull(),
    status: text('status').$type<TicketStatus>(),
    priority: text('priority').$type<TicketPriority>(),
    policyId: integer('policy_id').references(() => slaPolicies.id),
    actorId: integer('actor_id').references(() => users.id),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.ticketId, t.at, t.id)],
);

/** Comments on a ticket: shared with the partner, or internal notes of the staff. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    shared: boolean('shared').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** The documents imported into a ticket (photos, reports), in the order they came. */
export const ticketFiles = pgTable(
  'ticket_files',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.fileId] })],
);

/**
 * The SLA notices told of a ticket (the SLA job): one row per ticket, clock (`response`, `resolution`) and
 * notice (`reminder` before the due time, `breach`), written in the transaction that tells, so each is told
 * once however many server processes run the job.
 */
export const ticketSlaNotices = pgTable(
  'ticket_sla_notices',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    target: text('target', { enum: ['response', 'resolution'] }).notNull(),
    notice: text('notice', { enum: ['reminder', 'breach'] }).notNull(),
    /** The clock's due time (or breach) told. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    toldAt: timestamp('told_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.target, t.notice] })],
);
