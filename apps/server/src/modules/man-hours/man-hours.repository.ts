/**
 * The man-hours module's queries: timesheets, time entries and the day totals that hold the 24-hour rule.
 * The subjects hours are booked against (tickets, opportunities, solutions, training sessions) are read
 * here in one query each, within what the caller's company may reach.
 */
import type { Language, TimeEntryKind, TimeEntryState, TimesheetState } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import {
  businessOpportunities,
  companies,
  processes,
  processTasks,
  roles,
  solutions,
  tickets,
  timeDays,
  timeEntries,
  timesheets,
  trainingCourses,
  trainingSessions,
  userRoles,
  users,
} from '../../db/schema';

export const timesheetEntity = 'timesheet' as const;

export type TimesheetRow = typeof timesheets.$inferSelect;
export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type NewTimeEntry = typeof timeEntries.$inferInsert;

/** What a caller reads: staff everything (undefined); a partner administrator its company; a user itself. */
export interface ManHourScope {
  companyId: number;
  userId: number | null;
}

function timesheetScope(scope: ManHourScope | undefined): SQL | undefined {
  if (!scope) return undefined;
  const company = eq(timesheets.companyId, scope.companyId);
  return scope.userId === null ? company : and(company, eq(timesheets.userId, scope.userId));
}

function entryScope(scope: ManHourScope | undefined): SQL | undefined {
  if (!scope) return undefined;
  const company = eq(timeEntries.companyId, scope.companyId);
  return scope.userId === null ? company : and(company, eq(timeEntries.userId, scope.userId));
}

/** A person: kind, company, status and name. */
export async function findPerson(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.displayName,
      kind: users.kind,
      companyId: users.companyId,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** The active people of a company, by name. */
export function companyPeople(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, label: users.displayName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** The active partner administrators of a company, the first first. */
export async function partnerAdminsOf(db: DbOrTx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(roles.code, 'partner_admin')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

export async function channelManagerOf(db: DbOrTx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.channelManagerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.id ?? null;
}

/** The week's timesheet, created open when there is none yet (a concurrent creation is met, not repeated). */
export async function ensureTimesheet(
  db: DbOrTx,
  person: { id: number; companyId: number | null },
  weekStart: string,
): Promise<void> {
  await db
    .insert(timesheets)
    .values({ userId: person.id, companyId: person.companyId, weekStart })
    .onConflictDoNothing();
}

/**
 * The guarded write that opens a week for an entry: raises the version of the week's timesheet only while
 * it is writable, and holds its row to the end of the transaction. Undefined: the week is locked.
 */
export async function takeWritableWeek(db: DbOrTx, userId: number, weekStart: string) {
  const [row] = await db
    .update(timesheets)
    .set({ updatedAt: new Date(), rowVersion: sql`${timesheets.rowVersion} + 1` })
    .where(
      and(
        eq(timesheets.userId, userId),
        eq(timesheets.weekStart, weekStart),
        inArray(timesheets.status, ['open', 'rejected']),
      ),
    )
    .returning({ id: timesheets.id, status: timesheets.status });
  return row;
}

/**
 * Adds hours to a person's day (an upsert whose row lock serialises two writes of the day), or takes them
 * off (`minus`); throws the check violation past 24 hours.
 */
export async function addDayHours(
  db: DbOrTx,
  userId: number,
  workDate: string,
  hours: string,
): Promise<void> {
  await db
    .insert(timeDays)
    .values({ userId, workDate, hours })
    .onConflictDoUpdate({
      target: [timeDays.userId, timeDays.workDate],
      set: { hours: sql`${timeDays.hours} + excluded.hours` },
    });
}

export async function takeDayHours(
  db: DbOrTx,
  userId: number,
  workDate: string,
  hours: string,
): Promise<void> {
  await db
    .update(timeDays)
    .set({ hours: sql`${timeDays.hours} - ${hours}::numeric` })
    .where(and(eq(timeDays.userId, userId), eq(timeDays.workDate, workDate)));
}

export async function dayHours(db: DbOrTx, userId: number, workDate: string): Promise<string> {
  const [row] = await db
    .select({ hours: timeDays.hours })
    .from(timeDays)
    .where(and(eq(timeDays.userId, userId), eq(timeDays.workDate, workDate)));
  return row?.hours ?? '0.0';
}

export async function insertEntry(db: DbOrTx, values: NewTimeEntry): Promise<number> {
  const [row] = await db.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  return row!.id;
}

export async function updateEntry(db: DbOrTx, id: number, values: Partial<NewTimeEntry>): Promise<void> {
  await db
    .update(timeEntries)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${timeEntries.rowVersion} + 1` })
    .where(eq(timeEntries.id, id));
}

export async function deleteEntry(db: DbOrTx, id: number): Promise<void> {
  await db.delete(timeEntries).where(eq(timeEntries.id, id));
}

/** An entry within the caller's reach, locked for the transaction. */
export async function lockEntry(db: DbOrTx, id: number, scope: ManHourScope | undefined) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), entryScope(scope)))
    .for('update');
  return row;
}

export async function findEntry(db: DbOrTx, id: number, scope: ManHourScope | undefined) {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, id), entryScope(scope)));
  return row;
}

export function entriesOfTimesheet(db: DbOrTx, timesheetId: number) {
  return db
    .select()
    .from(timeEntries)
    .where(eq(timeEntries.timesheetId, timesheetId))
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.id));
}

export function entriesOfWeek(db: DbOrTx, userId: number, weekStart: string, weekEnd: string) {
  return db
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.userId, userId),
        gte(timeEntries.workDate, weekStart),
        lte(timeEntries.workDate, weekEnd),
      ),
    )
    .orderBy(asc(timeEntries.workDate), asc(timeEntries.id));
}

export async function setEntriesOfTimesheet(
  db: DbOrTx,
  timesheetId: number,
  status: TimeEntryState,
  only?: TimeEntryState[],
): Promise<void> {
  await db
    .update(timeEntries)
    .set({
      status,
      ...(status === 'submitted' || status === 'draft' ? { rejectReason: null } : {}),
      updatedAt: new Date(),
      rowVersion: sql`${timeEntries.rowVersion} + 1`,
    })
    .where(
      and(eq(timeEntries.timesheetId, timesheetId), only ? inArray(timeEntries.status, only) : undefined),
    );
}

export async function rejectEntry(db: DbOrTx, id: number, reason: string): Promise<void> {
  await updateEntry(db, id, { status: 'rejected', rejectReason: reason });
}

const timesheetColumns = {
  id: timesheets.id,
  userId: timesheets.userId,
  personName: users.displayName,
  companyName: companies.name,
  weekStart: timesheets.weekStart,
  status: timesheets.status,
  submittedAt: timesheets.submittedAt,
  decidedAt: timesheets.decidedAt,
  rowVersion: timesheets.rowVersion,
  companyId: timesheets.companyId,
  totalHours: sql<string>`coalesce((select sum(${timeEntries.hours}) from ${timeEntries} where ${timeEntries.timesheetId} = ${timesheets.id}), 0)::numeric(6,1)::text`,
};
export type TimesheetView = Awaited<ReturnType<typeof findTimesheets>>[number];

/** Timesheets by ids or by a condition, within the scope, the newest week first. */
export function findTimesheets(db: DbOrTx, where: SQL | undefined, scope: ManHourScope | undefined) {
  return db
    .select(timesheetColumns)
    .from(timesheets)
    .innerJoin(users, eq(users.id, timesheets.userId))
    .leftJoin(companies, eq(companies.id, timesheets.companyId))
    .where(and(where, timesheetScope(scope)))
    .orderBy(sql`${timesheets.weekStart} desc`, asc(users.displayName), asc(timesheets.id))
    .limit(500);
}

/** Both conditions (either may be absent). */
export const allOf = (a: SQL | undefined, b: SQL | undefined) => and(a, b);
export const timesheetById = (id: number) => eq(timesheets.id, id);
export const timesheetsByIds = (ids: number[]) => inArray(timesheets.id, ids);
export const timesheetOfWeek = (userId: number, weekStart: string) =>
  and(eq(timesheets.userId, userId), eq(timesheets.weekStart, weekStart))!;
export const timesheetsInState = (status: TimesheetState | undefined) =>
  status ? eq(timesheets.status, status) : undefined;
export const timesheetsOfUser = (userId: number) => eq(timesheets.userId, userId);

/** The timesheets whose running process waits for `userId`'s task in its current step. */
export function waitingForUser(userId: number): SQL {
  return sql`${timesheets.id} in (
    select ${processes.subjectId} from ${processes}
    join ${processTasks} on ${processTasks.processId} = ${processes.id}
      and ${processTasks.round} = ${processes.round} and ${processTasks.stepIndex} = ${processes.stepIndex}
    where ${processes.kind} in ('partnerTimesheet', 'staffTimesheet') and ${processes.status} = 1
      and ${processTasks.status} = 'pending' and ${processTasks.assigneeId} = ${userId})`;
}

/** Which of these timesheets wait for `userId`'s task. */
export async function awaitingUser(db: DbOrTx, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(inArray(timesheets.id, ids), waitingForUser(userId)));
  return new Set(rows.map((row) => row.id));
}

/** The timesheet locked for the transaction, within the scope. */
export async function lockTimesheet(db: DbOrTx, id: number, scope: ManHourScope | undefined) {
  const [row] = await db
    .select()
    .from(timesheets)
    .where(and(eq(timesheets.id, id), timesheetScope(scope)))
    .for('update');
  return row;
}

export async function findTimesheetRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(timesheets).where(eq(timesheets.id, id));
  return row;
}

export async function findTimesheetRowOfWeek(db: DbOrTx, userId: number, weekStart: string) {
  const [row] = await db.select().from(timesheets).where(timesheetOfWeek(userId, weekStart));
  return row;
}

export async function setTimesheet(db: DbOrTx, id: number, values: Partial<typeof timesheets.$inferInsert>) {
  await db
    .update(timesheets)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${timesheets.rowVersion} + 1` })
    .where(eq(timesheets.id, id));
}

/** One subject hours may be booked on: label, customer and company, or undefined when out of reach. */
export interface SubjectFacts {
  id: number;
  label: string;
  customerName: string | null;
  companyId: number | null;
}

const courseName = (lang: Language) =>
  lang === 'cn' ? trainingCourses.nameCn : lang === 'kr' ? trainingCourses.nameKr : trainingCourses.nameEn;

/**
 * Subjects of one kind by ids (or a keyword), within a partner company's reach (`companyId`; undefined
 * for staff): its tickets, its opportunities and their solutions; training sessions are open to all.
 */
export async function findSubjects(
  db: DbOrTx,
  kind: TimeEntryKind,
  filter: { ids?: number[]; keyword?: string },
  companyId: number | undefined,
  lang: Language,
): Promise<SubjectFacts[]> {
  const limit = filter.ids ? filter.ids.length : 50;
  if (filter.ids?.length === 0) return [];
  switch (kind) {
    case 'ticket': {
      const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
      return db
        .select({
          id: tickets.id,
          label: sql<string>`${tickets.ticketNo} || ' ' || ${tickets.title}`,
          customerName: tickets.customerName,
          companyId: tickets.companyId,
        })
        .from(tickets)
        .where(
          and(
            filter.ids ? inArray(tickets.id, filter.ids) : undefined,
            companyId === undefined ? undefined : eq(tickets.companyId, companyId),
            like
              ? or(sql`${tickets.ticketNo} ilike ${like}`, sql`${tickets.title} ilike ${like}`)
              : undefined,
          ),
        )
        .orderBy(sql`${tickets.id} desc`)
        .limit(limit);
    }
    case 'opportunity': {
      const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
      return db
        .select({
          id: businessOpportunities.id,
          label: sql<string>`${businessOpportunities.opptNo} || ' ' || ${businessOpportunities.projectName}`,
          customerName: businessOpportunities.customerName,
          companyId: businessOpportunities.companyId,
        })
        .from(businessOpportunities)
        .where(
          and(
            filter.ids ? inArray(businessOpportunities.id, filter.ids) : undefined,
            companyId === undefined ? undefined : eq(businessOpportunities.companyId, companyId),
            like
              ? or(
                  sql`${businessOpportunities.opptNo} ilike ${like}`,
                  sql`${businessOpportunities.projectName} ilike ${like}`,
                  sql`${businessOpportunities.customerName} ilike ${like}`,
                )
              : undefined,
          ),
        )
        .orderBy(sql`${businessOpportunities.id} desc`)
        .limit(limit);
    }
    case 'solution': {
      const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
      return db
        .select({
          id: solutions.id,
          label: sql<string>`${solutions.solutionNo} || ' v' || ${solutions.version} || ' ' || ${solutions.title}`,
          customerName: businessOpportunities.customerName,
          companyId: businessOpportunities.companyId,
        })
        .from(solutions)
        .innerJoin(businessOpportunities, eq(businessOpportunities.id, solutions.opportunityId))
        .where(
          and(
            filter.ids ? inArray(solutions.id, filter.ids) : eq(solutions.latest, true),
            companyId === undefined ? undefined : eq(businessOpportunities.companyId, companyId),
            like
              ? or(sql`${solutions.solutionNo} ilike ${like}`, sql`${solutions.title} ilike ${like}`)
              : undefined,
          ),
        )
        .orderBy(sql`${solutions.id} desc`)
        .limit(limit);
    }
    case 'trainingSession': {
      const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
      return db
        .select({
          id: trainingSessions.id,
          label: sql<string>`${trainingCourses.code} || ' ' || ${courseName(lang)} || ' ' || to_char(${trainingSessions.startsAt} at time zone ${trainingSessions.timeZone}, 'YYYY-MM-DD')`,
          customerName: sql<string | null>`null`,
          companyId: sql<number | null>`null`,
        })
        .from(trainingSessions)
        .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
        .where(
          and(
            filter.ids ? inArray(trainingSessions.id, filter.ids) : undefined,
            like
              ? or(sql`${trainingCourses.code} ilike ${like}`, sql`${courseName(lang)} ilike ${like}`)
              : undefined,
          ),
        )
        .orderBy(sql`${trainingSessions.startsAt} desc`)
        .limit(limit);
    }
  }
}

/** Totals of hours in a date range (either end may be open), within the scope, grouped by person, customer, opportunity or kind. */
export async function totals(
  db: DbOrTx,
  groupBy: 'person' | 'customer' | 'opportunity' | 'kind',
  range: EntryRange,
  scope: ManHourScope | undefined,
) {
  const e = timeEntries;
  const where = entriesInRange(range, scope);
  const base = sql`from ${e}
    join ${users} u on u.id = ${e.userId}
    left join ${tickets} t on ${e.kind} = 'ticket' and t.id = ${e.subjectId}
    left join ${solutions} s on ${e.kind} = 'solution' and s.id = ${e.subjectId}
    left join ${businessOpportunities} o on o.id = case when ${e.kind} = 'opportunity' then ${e.subjectId} when ${e.kind} = 'solution' then s.opportunity_id end
    where ${where}`;
  const key = {
    person: sql`u.id::text`,
    customer: sql`coalesce(t.customer_name, o.customer_name, '')`,
    opportunity: sql`coalesce(o.id::text, '')`,
    kind: sql`${e.kind}`,
  }[groupBy];
  const label = {
    person: sql`min(u.display_name)`,
    customer: sql`min(coalesce(t.customer_name, o.customer_name, ''))`,
    opportunity: sql`coalesce(min(o.oppt_no || ' ' || o.project_name), '')`,
    kind: sql`min(${e.kind})`,
  }[groupBy];
  const result = await db.execute<{ key: string; label: string; hours: string }>(
    sql`select ${key} as key, ${label} as label, sum(${e.hours})::numeric(8,1)::text as hours ${base} group by 1 order by sum(${e.hours}) desc, 1 limit 1000`,
  );
  return result.rows;
}

/** The entries the totals and their export read: a period (either end open) and the states counted. */
export interface EntryRange {
  from?: string | undefined;
  to?: string | undefined;
  states?: readonly TimeEntryState[] | undefined;
}

function entriesInRange(range: EntryRange, scope: ManHourScope | undefined): SQL {
  const e = timeEntries;
  const where = and(
    range.from ? gte(e.workDate, range.from) : undefined,
    range.to ? lte(e.workDate, range.to) : undefined,
    range.states ? inArray(e.status, [...range.states]) : undefined,
    entryScope(scope),
  );
  // Raw queries put the condition after `where`: nothing chosen is every row.
  return where ?? sql`true`;
}

/** How many entries the export of a range writes. */
export async function countEntries(db: DbOrTx, range: EntryRange, scope: ManHourScope | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(timeEntries)
    .where(entriesInRange(range, scope));
  return row?.n ?? 0;
}

/** One exported entry: its person, company, record, customer and opportunity, as the totals group it. */
export type ExportedEntry = {
  personName: string;
  companyName: string | null;
  workDate: string;
  hours: string;
  kind: TimeEntryKind;
  subjectLabel: string | null;
  customerName: string | null;
  opportunityLabel: string | null;
  status: TimeEntryState;
  note: string | null;
  rejectReason: string | null;
};

/**
 * A page of the entries of a range, by person, date and id (a unique order, so pages never skip or repeat
 * rows): the customer and opportunity read as the totals read them.
 */
export async function entryPage(
  db: DbOrTx,
  range: EntryRange,
  scope: ManHourScope | undefined,
  lang: Language,
  offset: number,
  limit: number,
): Promise<ExportedEntry[]> {
  const e = timeEntries;
  const result = await db.execute<ExportedEntry>(sql`select
      u.display_name as "personName", c.name as "companyName", ${e.workDate}::text as "workDate",
      ${e.hours}::text as hours, ${e.kind} as kind,
      case ${e.kind}
        when 'ticket' then t.ticket_no || ' ' || t.title
        when 'opportunity' then o.oppt_no || ' ' || o.project_name
        when 'solution' then s.solution_no || ' v' || s.version || ' ' || s.title
        else ${trainingCourses.code} || ' ' || ${courseName(lang)} || ' ' || to_char(${trainingSessions.startsAt} at time zone ${trainingSessions.timeZone}, 'YYYY-MM-DD')
      end as "subjectLabel",
      coalesce(t.customer_name, o.customer_name) as "customerName",
      o.oppt_no || ' ' || o.project_name as "opportunityLabel",
      ${e.status} as status, ${e.note} as note, ${e.rejectReason} as "rejectReason"
    from ${e}
    join ${users} u on u.id = ${e.userId}
    left join ${companies} c on c.id = ${e.companyId}
    left join ${tickets} t on ${e.kind} = 'ticket' and t.id = ${e.subjectId}
    left join ${solutions} s on ${e.kind} = 'solution' and s.id = ${e.subjectId}
    left join ${businessOpportunities} o on o.id = case when ${e.kind} = 'opportunity' then ${e.subjectId} when ${e.kind} = 'solution' then s.opportunity_id end
    left join ${trainingSessions} on ${e.kind} = 'trainingSession' and ${trainingSessions.id} = ${e.subjectId}
    left join ${trainingCourses} on ${trainingCourses.id} = ${trainingSessions.courseId}
    where ${entriesInRange(range, scope)}
    order by u.display_name, ${e.userId}, ${e.workDate}, ${e.id}
    offset ${offset} limit ${limit}`);
  return result.rows;
}
