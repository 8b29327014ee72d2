/** Registrations and the seats they hold: Drizzle queries (each takes `db` or `tx`). */
import type { RegistrationState, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  companies,
  trainingCertificates,
  trainingCourses,
  trainingRegistrations,
  trainingSessions,
  users,
} from '../../db/schema';
import { containsPattern } from '../../core/sql';

export type RegistrationInsert = typeof trainingRegistrations.$inferInsert;

/**
 * Takes one seat of the session's general pool (not held for a company), if one is free and registration
 * is open: one guarded UPDATE, so that concurrent registrations can never take more seats than the
 * capacity (never a read, then a write).
 * Answers whether a seat was taken.
 */
export async function takeSeat(tx: DbOrTx, sessionId: number): Promise<boolean> {
  const rows = await tx
    .update(trainingSessions)
    .set({ seatsTaken: sql`${trainingSessions.seatsTaken} + 1` })
    .where(
      and(
        eq(trainingSessions.id, sessionId),
        sql`${trainingSessions.seatsTaken} + ${trainingSessions.seatsHeld} < ${trainingSessions.capacity}`,
        sql`${trainingSessions.registrationDeadline} > now()`,
      ),
    )
    .returning({ id: trainingSessions.id });
  return rows.length > 0;
}

/** Gives a seat back (its registration was cancelled or rejected and nobody waits). */
export async function freeSeat(tx: DbOrTx, sessionId: number) {
  await tx
    .update(trainingSessions)
    .set({ seatsTaken: sql`${trainingSessions.seatsTaken} - 1` })
    .where(eq(trainingSessions.id, sessionId));
}

export async function insertRegistration(tx: DbOrTx, values: RegistrationInsert) {
  const [row] = await tx
    .insert(trainingRegistrations)
    .values(values)
    .returning({ id: trainingRegistrations.id });
  return row!.id;
}

/** The people among `userIds` who hold a live registration (seated, waiting, approved) for the session. */
export async function liveRegistrants(tx: DbOrTx, sessionId: number, userIds: readonly number[]) {
  const rows = await tx
    .select({ userId: trainingRegistrations.userId })
    .from(trainingRegistrations)
    .where(
      and(
        eq(trainingRegistrations.sessionId, sessionId),
        inArray(trainingRegistrations.userId, [...userIds]),
        inArray(trainingRegistrations.status, ['seated', 'waiting', 'approved']),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

/** The (person, course) pairs among these where the person attended a session of the course. */
export async function attendedCourses(tx: DbOrTx, userIds: readonly number[], courseIds: readonly number[]) {
  if (userIds.length === 0 || courseIds.length === 0) return [];
  return tx
    .selectDistinct({ userId: trainingRegistrations.userId, courseId: trainingSessions.courseId })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .where(
      and(
        inArray(trainingRegistrations.userId, [...userIds]),
        inArray(trainingSessions.courseId, [...courseIds]),
        eq(trainingRegistrations.status, 'attended'),
      ),
    );
}

/** People by id, with their company's types and tier (the session's audience is checked against them). */
export function findPeople(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({
      id: users.id,
      name: users.displayName,
      kind: users.kind,
      status: users.status,
      companyId: users.companyId,
      tier: companies.companyRole,
      types: sql<string[]>`coalesce((SELECT array_agg(ct.type_code) FROM company_types ct
        WHERE ct.company_id = ${users.companyId}), '{}')`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, [...ids]));
}

/** The active users of a company, by name. */
export function companyPeople(db: DbOrTx, companyId: number) {
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), eq(users.kind, 'partner')))
    .orderBy(asc(users.displayName), asc(users.id));
}

// ---------------------------------------------------------------- the list

/** What a partner reaches: its company's registrations; a partner user (userId set) only its own. */
export interface RegistrationScope {
  companyId: number;
  userId: number | null;
}

function scopeCondition(scope: RegistrationScope): SQL {
  const company = eq(trainingRegistrations.companyId, scope.companyId);
  return scope.userId === null ? company : and(company, eq(trainingRegistrations.userId, scope.userId))!;
}

export interface RegistrationFilters {
  keyword?: string | undefined;
  sessionId?: number | null | undefined;
  status?: RegistrationState | null | undefined;
  scope?: RegistrationScope | undefined;
}

const person = alias(users, 'person');
const registrar = alias(users, 'registrar');

function registrationWhere(filters: RegistrationFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.scope) conditions.push(scopeCondition(filters.scope));
  if (filters.sessionId) conditions.push(eq(trainingRegistrations.sessionId, filters.sessionId));
  if (filters.status) conditions.push(eq(trainingRegistrations.status, filters.status));
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(person.displayName, pattern),
        ilike(companies.name, pattern),
        ilike(trainingCourses.nameCn, pattern),
        ilike(trainingCourses.nameEn, pattern),
        ilike(trainingCourses.nameKr, pattern),
        ilike(trainingCourses.code, pattern),
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const registrationColumns = {
  id: trainingRegistrations.id,
  sessionId: trainingRegistrations.sessionId,
  courseId: trainingSessions.courseId,
  courseNameCn: trainingCourses.nameCn,
  courseNameEn: trainingCourses.nameEn,
  courseNameKr: trainingCourses.nameKr,
  startsAt: trainingSessions.startsAt,
  startsLocal: sql<string>`to_char(${trainingSessions.startsAt} AT TIME ZONE ${trainingSessions.timeZone}, 'YYYY-MM-DD"T"HH24:MI')`,
  timeZone: trainingSessions.timeZone,
  open: sql<boolean>`${trainingSessions.registrationDeadline} > now()`,
  userId: trainingRegistrations.userId,
  personName: person.displayName,
  companyId: trainingRegistrations.companyId,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  companyNameKr: companies.nameKr,
  status: trainingRegistrations.status,
  waitPosition: sql<number | null>`CASE WHEN ${trainingRegistrations.status} = 'waiting' THEN
    (SELECT count(*)::int FROM training_registrations w WHERE w.session_id = ${trainingRegistrations.sessionId}
      AND w.status = 'waiting' AND w.id <= ${trainingRegistrations.id}) END`,
  registeredAt: trainingRegistrations.createdAt,
  registeredById: trainingRegistrations.registeredBy,
  registeredByName: registrar.displayName,
  heldSeat: trainingRegistrations.heldSeat,
  result: trainingRegistrations.result,
  score: trainingRegistrations.score,
  certificateId: trainingCertificates.id,
  certificateStatus: trainingCertificates.status,
  certificateExpired: sql<boolean>`${trainingCertificates.expiresOn} < current_date`,
  certificateIssuedOn: trainingCertificates.issuedOn,
  certificateExpiresOn: trainingCertificates.expiresOn,
  certificateRevokedReason: trainingCertificates.revokedReason,
  certificateRowVersion: trainingCertificates.rowVersion,
  rowVersion: trainingRegistrations.rowVersion,
};
export type RegistrationRow = Awaited<ReturnType<typeof findRegistrationRowsByIds>>[number];

function registrationsFrom(db: DbOrTx) {
  return db
    .select(registrationColumns)
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .innerJoin(person, eq(person.id, trainingRegistrations.userId))
    .innerJoin(companies, eq(companies.id, trainingRegistrations.companyId))
    .leftJoin(registrar, eq(registrar.id, trainingRegistrations.registeredBy))
    .leftJoin(trainingCertificates, eq(trainingCertificates.registrationId, trainingRegistrations.id));
}

const registrationSort = { registeredAt: trainingRegistrations.id, startsAt: trainingSessions.startsAt };

export function findRegistrationRows(
  db: DbOrTx,
  filters: RegistrationFilters,
  sort: { field: keyof typeof registrationSort; order: SortOrder },
  window: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return registrationsFrom(db)
    .where(registrationWhere(filters))
    .orderBy(direction(registrationSort[sort.field]), asc(trainingRegistrations.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countRegistrations(db: DbOrTx, filters: RegistrationFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .innerJoin(person, eq(person.id, trainingRegistrations.userId))
    .innerJoin(companies, eq(companies.id, trainingRegistrations.companyId))
    .where(registrationWhere(filters));
  return row?.total ?? 0;
}

export function findRegistrationRowsByIds(db: DbOrTx, ids: readonly number[]) {
  return registrationsFrom(db)
    .where(inArray(trainingRegistrations.id, [...ids]))
    .orderBy(asc(trainingRegistrations.id));
}

/** Locks a registration within what the caller reaches. */
export async function lockRegistration(tx: DbOrTx, id: number, scope: RegistrationScope | undefined) {
  const [row] = await tx
    .select({
      id: trainingRegistrations.id,
      sessionId: trainingRegistrations.sessionId,
      userId: trainingRegistrations.userId,
      companyId: trainingRegistrations.companyId,
      heldSeat: trainingRegistrations.heldSeat,
      status: trainingRegistrations.status,
      result: trainingRegistrations.result,
      rowVersion: trainingRegistrations.rowVersion,
    })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.id, id), scope ? scopeCondition(scope) : undefined))
    .for('update');
  return row;
}

export async function setRegistrationStatus(
  tx: DbOrTx,
  id: number,
  status: RegistrationState,
  comment?: string | null,
) {
  await tx
    .update(trainingRegistrations)
    .set({
      status,
      ...(comment !== undefined ? { comment } : {}),
      updatedAt: new Date(),
      rowVersion: sql`${trainingRegistrations.rowVersion} + 1`,
    })
    .where(eq(trainingRegistrations.id, id));
}

/** The first person on a session's waiting list, locked. */
export async function lockFirstWaiting(tx: DbOrTx, sessionId: number) {
  const [row] = await tx
    .select({
      id: trainingRegistrations.id,
      userId: trainingRegistrations.userId,
      companyId: trainingRegistrations.companyId,
      registeredBy: trainingRegistrations.registeredBy,
    })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.sessionId, sessionId), eq(trainingRegistrations.status, 'waiting')))
    .orderBy(asc(trainingRegistrations.id))
    .limit(1)
    .for('update');
  return row;
}

/** The course's names and the session's start, for a notice. */
export async function noticeFacts(db: DbOrTx, sessionId: number) {
  const [row] = await db
    .select({
      code: trainingCourses.code,
      nameCn: trainingCourses.nameCn,
      startsLocal: sql<string>`to_char(${trainingSessions.startsAt} AT TIME ZONE ${trainingSessions.timeZone}, 'YYYY-MM-DD HH24:MI')`,
    })
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, sessionId));
  return row;
}

/**
 * The seat holders still to be reminded (seated or approved, not yet reminded) of sessions starting after
 * `now` and by `until`, locked (`SKIP LOCKED`: a run working at the same time takes the others).
 */
export function lockToRemind(tx: DbOrTx, now: Date, until: Date, limit: number) {
  return tx
    .select({
      id: trainingRegistrations.id,
      userId: trainingRegistrations.userId,
      companyId: trainingRegistrations.companyId,
      courseCode: trainingCourses.code,
      startsAt: trainingSessions.startsAt,
      startsLocal: sql<string>`to_char(${trainingSessions.startsAt} AT TIME ZONE ${trainingSessions.timeZone}, 'YYYY-MM-DD HH24:MI')`,
      timeZone: trainingSessions.timeZone,
    })
    .from(trainingRegistrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingRegistrations.sessionId))
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(
      and(
        inArray(trainingRegistrations.status, ['seated', 'approved']),
        isNull(trainingRegistrations.remindedAt),
        gt(trainingSessions.startsAt, now),
        lte(trainingSessions.startsAt, until),
      ),
    )
    .orderBy(asc(trainingRegistrations.id))
    .limit(limit)
    .for('update', { of: trainingRegistrations, skipLocked: true });
}

export async function markReminded(tx: DbOrTx, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await tx
    .update(trainingRegistrations)
    .set({ remindedAt: at })
    .where(inArray(trainingRegistrations.id, [...ids]));
}
