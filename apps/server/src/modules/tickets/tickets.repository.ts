import type {
  Language,
  SortOrder,
  TicketPriority,
  TicketSite,
  TicketSlaOutcome,
  TicketStatus,
  TicketType,
} from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerNameIn, customerSearchParts } from '../../core/search-index';
import type { ListFilter } from '../../core/sql';
import {
  containsPattern,
  fieldFilter,
  filterShapeOf,
  pageIdsOf,
  placeholderOf,
  prepared,
} from '../../core/sql';
import { companyRegionFilter } from '../partners';
import type { AttachmentLink } from '../files';
import type { DbOrTx } from '../../db/database';
import {
  businessCalendars,
  companies,
  customers,
  installedEquipment,
  orders,
  slaPolicies,
  ticketComments,
  ticketEvents,
  ticketFiles,
  ticketCounts,
  ticketNoSequence,
  tickets,
  users,
} from '../../db/schema';

/** The entity name of tickets in audit entries. */
export const ticketEntity = 'ticket' as const;

export type NewTicket = typeof tickets.$inferInsert;
export type NewTicketEvent = typeof ticketEvents.$inferInsert;
export type TicketEventRow = typeof ticketEvents.$inferSelect;
export type CalendarRow = typeof businessCalendars.$inferSelect;
export type PolicyRow = typeof slaPolicies.$inferSelect;
export type TicketChanges = Partial<
  Pick<
    NewTicket,
    'status' | 'priority' | 'assigneeId' | 'resolvedAt' | 'responseDueAt' | 'resolutionDueAt' | 'breached'
  >
>;

export interface TicketFilters {
  /** Set for partners: their own company. */
  companyId?: number;
  keyword?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  type?: TicketType;
  /** Resolution due at or before this instant. */
  dueBefore?: Date;
  /** The partner company's region (REGION code). */
  region?: string;
  createdFrom?: Date;
  createdTo?: Date;
  slaOutcome?: TicketSlaOutcome;
}

/** A ticket's SLA outcome as the dashboard counts it (`ticketsBySla`) and the list filters by it. */
export function slaOutcomeOf(): SQL<TicketSlaOutcome> {
  return sql<TicketSlaOutcome>`CASE WHEN ${tickets.breached} THEN 'breached' WHEN ${tickets.resolvedAt} IS NOT NULL THEN 'met' ELSE 'open' END`;
}

export type TicketSortField = 'createdAt' | 'ticketNo' | 'priority' | 'status' | 'resolutionDueAt';

const priorityRank = sql<number>`array_position(ARRAY['urgent','high','normal','low']::text[], ${tickets.priority})`;
const sortColumns = {
  createdAt: tickets.createdAt,
  ticketNo: tickets.ticketNo,
  priority: priorityRank,
  status: tickets.status,
  resolutionDueAt: tickets.resolutionDueAt,
} as const;

/**
 * The list's filters, one row each (`filterShapeOf`): the count and the page are prepared once per shape, so a
 * request does not build its query again (docs/performance.md §6).
 */
const ticketFilters: readonly ListFilter<TicketFilters>[] = [
  fieldFilter('companyId', tickets.companyId),
  {
    shapeOf: (filters) => (filters.keyword ? 'keyword' : undefined),
    condition: () => {
      const pattern = placeholderOf('keyword');
      // The customer's names in every language (a Korean reader types the Korean one), as a sub-select rather
      // than a join: the count and the page's ids stay on the tickets alone, and a partner's count is read
      // from its company index alone (a join, even one PostgreSQL removes, makes it read `customer_id` from
      // each row: 9 → 186 ms at 1M tickets).
      const customerMatches = or(...customerSearchParts('customers').map((part) => ilike(part, pattern)))!;
      return or(
        ilike(tickets.ticketNo, pattern),
        ilike(tickets.title, pattern),
        ilike(tickets.serialNo, pattern),
        ilike(tickets.customerName, pattern),
        sql`EXISTS (SELECT 1 FROM ${customers} WHERE ${customers.id} = ${tickets.customerId} AND ${customerMatches})`,
      )!;
    },
    valuesOf: (filters, values) => (values['keyword'] = containsPattern(filters.keyword!)),
  },
  fieldFilter('status', tickets.status),
  fieldFilter('priority', tickets.priority),
  fieldFilter('type', tickets.type),
  companyRegionFilter('region', tickets.companyId),
  fieldFilter('createdFrom', tickets.createdAt, undefined, gte),
  fieldFilter('createdTo', tickets.createdAt, undefined, lte),
  {
    shapeOf: (filters) => (filters.slaOutcome ? 'slaOutcome' : undefined),
    condition: () => sql`${slaOutcomeOf()} = ${placeholderOf('slaOutcome')}`,
    valuesOf: (filters, values) => (values['slaOutcome'] = filters.slaOutcome),
  },
  // `<=` alone: it already leaves out the tickets without a due time, and so implies the partial indexes'
  // `IS NOT NULL`. Said twice, the planner multiplies the two as if independent and expects a twentieth of
  // the rows, which made it sort a company's thousands of running tickets for a page of twenty.
  fieldFilter('dueBefore', tickets.resolutionDueAt, undefined, lte),
];

const assignees = alias(users, 'assignees');

/** A ticket's customer in the reader's language: the customers row's name, else the name it was raised with. */
const customerNameOf = (lang: Language) =>
  sql<string>`coalesce(${customerNameIn(lang, 'customers')}, ${tickets.customerName})`;

const listColumnsIn = (lang: Language) => ({
  ...listColumns,
  customerName: customerNameOf(lang),
});

const listColumns = {
  id: tickets.id,
  ticketNo: tickets.ticketNo,
  title: tickets.title,
  type: tickets.type,
  priority: tickets.priority,
  status: tickets.status,
  companyId: tickets.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  equipmentId: tickets.equipmentId,
  customerId: tickets.customerId,
  customerName: tickets.customerName,
  serialNo: tickets.serialNo,
  modelName: tickets.modelName,
  site: tickets.site,
  orderNo: orders.orderNo,
  assigneeId: tickets.assigneeId,
  assigneeName: assignees.displayName,
  responseDueAt: tickets.responseDueAt,
  resolutionDueAt: tickets.resolutionDueAt,
  breached: tickets.breached,
  resolvedAt: tickets.resolvedAt,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
  rowVersion: tickets.rowVersion,
};

export type TicketRow = {
  id: number;
  ticketNo: string;
  title: string;
  type: TicketType;
  priority: TicketPriority;
  status: TicketStatus;
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  companyNameKr: string | null;
  equipmentId: number | null;
  customerId: number | null;
  customerName: string;
  serialNo: string;
  modelName: string | null;
  site: TicketSite;
  orderNo: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  responseDueAt: Date | null;
  resolutionDueAt: Date | null;
  breached: boolean;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
};

/** The counters' filters: company and status, with the same placeholders as the list's. */
const counterFilters: readonly ListFilter<TicketFilters>[] = [
  fieldFilter('companyId', ticketCounts.companyId),
  fieldFilter('status', ticketCounts.status),
];

/** Whether the counters answer the filter's total: no filter but company and status. */
function countersAnswer(filters: TicketFilters): boolean {
  const { companyId: _companyId, status: _status, ...others } = filters;
  return Object.values(others).every((value) => value === undefined);
}

/**
 * The filter's total. Unfiltered or filtered by company and/or status (a partner's list, a status tab), it is
 * read from the counters the triggers keep exact (`ticket_counts`, migration 0055) instead of counted row by
 * row: a partner's 83 000 tickets at volume cost 9–11 ms to count. Any other filter is counted.
 */
export async function countTickets(db: DbOrTx, filters: TicketFilters): Promise<number> {
  if (countersAnswer(filters)) {
    const shape = filterShapeOf(counterFilters, filters);
    const [row] = await prepared(
      db,
      `tickets.kept:${shape.key}`,
      (db) =>
        db
          .select({ total: sql<number>`coalesce(sum(${ticketCounts.n}), 0)::int` })
          .from(ticketCounts)
          .where(shape.where()),
      shape.values,
    );
    return row?.total ?? 0;
  }
  const shape = filterShapeOf(ticketFilters, filters);
  const [row] = await prepared(
    db,
    `tickets.count:${shape.key}`,
    (db) => db.select({ total: count() }).from(tickets).where(shape.where()),
    shape.values,
  );
  return row?.total ?? 0;
}

/**
 * A page of the list. Its ids are chosen first, on the tickets alone (as `pageIdsOf` does), then joined: a deep
 * page would otherwise join the company, customer, order and assignee of every ticket its offset skips.
 */
export function findTickets(
  db: DbOrTx,
  filters: TicketFilters,
  sort: { field: TicketSortField; order: SortOrder },
  page: { offset: number; limit: number },
  lang: Language,
): Promise<TicketRow[]> {
  const shape = filterShapeOf(ticketFilters, filters);
  return prepared(
    db,
    `tickets.page:${shape.key}:${sort.field}:${sort.order}:${lang}`,
    (db) => {
      const direction = sort.order === 'asc' ? asc : desc;
      const order = [direction(sortColumns[sort.field]), direction(tickets.id)];
      const window = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
      const pageIds = pageIdsOf(db, tickets, tickets.id, shape.where(), order, window);
      return db
        .select(listColumnsIn(lang))
        .from(pageIds)
        .innerJoin(tickets, eq(tickets.id, pageIds.pageId))
        .innerJoin(companies, eq(companies.id, tickets.companyId))
        .leftJoin(customers, eq(customers.id, tickets.customerId))
        .leftJoin(orders, eq(orders.id, tickets.orderId))
        .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
        .orderBy(...order);
    },
    { ...shape.values, ...page },
  );
}

/** One ticket within the caller's reach (its company for a partner), with what its detail shows. */
export async function findTicketById(db: DbOrTx, id: number, lang: Language, companyId?: number) {
  const [row] = await db
    .select({
      ...listColumnsIn(lang),
      description: tickets.description,
      installedOn: installedEquipment.installedOn,
      policyId: tickets.policyId,
      policyName: slaPolicies.name,
      policyNameEn: slaPolicies.nameEn,
      policyNameKr: slaPolicies.nameKr,
    })
    .from(tickets)
    .innerJoin(companies, eq(companies.id, tickets.companyId))
    .innerJoin(slaPolicies, eq(slaPolicies.id, tickets.policyId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(installedEquipment, eq(installedEquipment.id, tickets.equipmentId))
    .leftJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(and(eq(tickets.id, id), companyId === undefined ? undefined : eq(tickets.companyId, companyId)));
  return row;
}

/** Locks a ticket for a move, within the caller's reach. */
export async function lockTicket(db: DbOrTx, id: number, companyId?: number) {
  const [row] = await db
    .select({
      id: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      priority: tickets.priority,
      site: tickets.site,
      resolvedAt: tickets.resolvedAt,
      rowVersion: tickets.rowVersion,
    })
    .from(tickets)
    .where(and(eq(tickets.id, id), companyId === undefined ? undefined : eq(tickets.companyId, companyId)))
    .for('update');
  return row;
}

/** Inserts a ticket with the next number of the year (TK2026000001). */
export async function insertTicket(db: DbOrTx, values: Omit<NewTicket, 'ticketNo'>): Promise<number> {
  const ticketNo = sql<string>`'TK' || to_char(now(), 'YYYY') || lpad(nextval(${ticketNoSequence.seqName})::text, 6, '0')`;
  const [row] = await db
    .insert(tickets)
    .values({ ...values, ticketNo })
    .returning({ id: tickets.id });
  return row!.id;
}

export async function updateTicket(db: DbOrTx, id: number, values: TicketChanges): Promise<void> {
  await db
    .update(tickets)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${tickets.rowVersion} + 1` })
    .where(eq(tickets.id, id));
}

/** Writes the SLA cache of a ticket without raising its version (a computation, not an edit). */
export async function updateSlaCache(
  db: DbOrTx,
  id: number,
  values: Pick<NewTicket, 'responseDueAt' | 'resolutionDueAt' | 'breached'>,
): Promise<void> {
  await db.update(tickets).set(values).where(eq(tickets.id, id));
}

export async function insertEvents(db: DbOrTx, events: NewTicketEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(ticketEvents).values(events);
}

export function findEvents(db: DbOrTx, ticketId: number) {
  return db
    .select({
      at: ticketEvents.at,
      kind: ticketEvents.kind,
      status: ticketEvents.status,
      priority: ticketEvents.priority,
      targets: slaPolicies.targets,
    })
    .from(ticketEvents)
    .leftJoin(slaPolicies, eq(slaPolicies.id, ticketEvents.policyId))
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.at), asc(ticketEvents.id));
}

export async function findCalendar(db: DbOrTx, site: TicketSite): Promise<CalendarRow | undefined> {
  const [row] = await db.select().from(businessCalendars).where(eq(businessCalendars.site, site));
  return row;
}

/** The company's own SLA policy, or the default one. */
export async function findPolicyFor(db: DbOrTx, companyId: number): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(slaPolicies)
    .where(or(eq(slaPolicies.companyId, companyId), sql`${slaPolicies.companyId} IS NULL`))
    .orderBy(sql`${slaPolicies.companyId} IS NULL`, asc(slaPolicies.id))
    .limit(1);
  return row;
}

export function findComments(db: DbOrTx, ticketId: number, sharedOnly: boolean) {
  return db
    .select({
      id: ticketComments.id,
      body: ticketComments.body,
      shared: ticketComments.shared,
      authorName: users.displayName,
      createdAt: ticketComments.createdAt,
    })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .where(
      and(eq(ticketComments.ticketId, ticketId), sharedOnly ? eq(ticketComments.shared, true) : undefined),
    )
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
}

export async function insertComment(db: DbOrTx, values: typeof ticketComments.$inferInsert): Promise<void> {
  await db.insert(ticketComments).values(values);
}

/** Whether an order exists and belongs to the company. */
export async function orderOfCompany(db: DbOrTx, orderId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)));
  return row !== undefined;
}

/** Whether the company exists as a partner company. */
export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

const equipmentColumns = (lang: Language) => ({
  id: installedEquipment.id,
  serialNo: installedEquipment.serialNo,
  modelName: installedEquipment.modelName,
  companyId: installedEquipment.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  customerId: installedEquipment.customerId,
  customerName: sql<string | null>`${customerNameIn(lang, 'customers')}`,
  /** The legal name, whatever the reader's language (what a ticket keeps as raised). */
  customerLegalName: customers.name,
  site: installedEquipment.site,
  orderId: installedEquipment.orderId,
  orderNo: orders.orderNo,
  installedOn: installedEquipment.installedOn,
});

function equipmentQuery(db: DbOrTx, lang: Language) {
  return db
    .select(equipmentColumns(lang))
    .from(installedEquipment)
    .innerJoin(companies, eq(companies.id, installedEquipment.companyId))
    .leftJoin(customers, eq(customers.id, installedEquipment.customerId))
    .leftJoin(orders, eq(orders.id, installedEquipment.orderId));
}

/** Equipment of the register (a company's, when given), found by serial, model or customer in any language. */
export function findEquipment(
  db: DbOrTx,
  filters: { companyId?: number; keyword?: string; limit: number },
  lang: Language,
) {
  const conditions: SQL[] = [];
  if (filters.companyId !== undefined) conditions.push(eq(installedEquipment.companyId, filters.companyId));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(installedEquipment.serialNo, pattern),
        ilike(installedEquipment.modelName, pattern),
        ...customerSearchParts('customers').map((part) => ilike(part, pattern)),
      )!,
    );
  }
  return equipmentQuery(db, lang)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(installedEquipment.serialNo))
    .limit(filters.limit);
}

/** One machine of the register by its id or its serial number (exact, case-insensitive). */
export async function findOneEquipment(db: DbOrTx, by: { id?: number; serialNo?: string }, lang: Language) {
  const where =
    by.id !== undefined
      ? eq(installedEquipment.id, by.id)
      : sql`lower(${installedEquipment.serialNo}) = lower(${by.serialNo ?? ''})`;
  const [row] = await equipmentQuery(db, lang).where(where);
  return row;
}

/** How a ticket's documents are attached (the files module reads them through it). */
export const ticketFilesLink: AttachmentLink = {
  table: ticketFiles,
  owner: ticketFiles.ticketId,
  fileId: ticketFiles.fileId,
  sort: ticketFiles.sort,
};

/** Adds documents to a ticket after the ones it has. */
export async function addTicketFiles(
  db: DbOrTx,
  ticketId: number,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${ticketFiles.sort}) + 1, 0)::int` })
    .from(ticketFiles)
    .where(eq(ticketFiles.ticketId, ticketId));
  const start = row?.next ?? 0;
  await db
    .insert(ticketFiles)
    .values(fileIds.map((fileId, i) => ({ ticketId, fileId, sort: start + i })))
    .onConflictDoNothing();
}

/** Whether the file is one of the ticket's documents. */
export async function ticketHasFile(db: DbOrTx, ticketId: number, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ fileId: ticketFiles.fileId })
    .from(ticketFiles)
    .where(and(eq(ticketFiles.ticketId, ticketId), eq(ticketFiles.fileId, fileId)));
  return row !== undefined;
}

/** The companies owning equipment of the register (one company's for a partner), by code. */
export function findEquipmentCompanies(db: DbOrTx, companyId?: number) {
  return db
    .selectDistinct({
      id: companies.id,
      code: companies.code,
      name: companies.name,
      nameEn: companies.nameEn,
      nameKr: companies.nameKr,
    })
    .from(installedEquipment)
    .innerJoin(companies, eq(companies.id, installedEquipment.companyId))
    .where(companyId === undefined ? undefined : eq(installedEquipment.companyId, companyId))
    .orderBy(asc(companies.code));
}
