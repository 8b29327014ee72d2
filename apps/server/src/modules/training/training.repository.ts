/** Courses and sessions: Drizzle queries (each takes `db` or `tx`). Registrations: training.registrations.repository.ts. */
import type { CourseLevel, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  trainingCoursePrerequisites,
  trainingCourses,
  trainingRegistrations,
  trainingSessions,
  users,
} from '../../db/schema';
import { containsPattern } from '../../core/sql';
import type { CompanyAudience } from '../partners';
import { companyAudienceCondition } from '../partners';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export type CourseInsert = typeof trainingCourses.$inferInsert;

// ---------------------------------------------------------------- courses

export interface CourseFilters {
  keyword?: string | undefined;
  level?: CourseLevel | null | undefined;
}

function courseWhere(filters: CourseFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(trainingCourses.code, pattern),
        ilike(trainingCourses.nameCn, pattern),
        ilike(trainingCourses.nameEn, pattern),
        ilike(trainingCourses.nameKr, pattern),
      )!,
    );
  }
  if (filters.level) conditions.push(eq(trainingCourses.level, filters.level));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const courseColumns = {
  id: trainingCourses.id,
  code: trainingCourses.code,
  nameCn: trainingCourses.nameCn,
  nameEn: trainingCourses.nameEn,
  nameKr: trainingCourses.nameKr,
  descriptionCn: trainingCourses.descriptionCn,
  descriptionEn: trainingCourses.descriptionEn,
  descriptionKr: trainingCourses.descriptionKr,
  productLineCode: trainingCourses.productLineCode,
  level: trainingCourses.level,
  durationHours: trainingCourses.durationHours,
  validityMonths: trainingCourses.validityMonths,
  updatedAt: trainingCourses.updatedAt,
  rowVersion: trainingCourses.rowVersion,
  prerequisiteIds: sql<number[]>`coalesce((SELECT array_agg(p.prerequisite_id ORDER BY p.prerequisite_id)
    FROM training_course_prerequisites p WHERE p.course_id = ${trainingCourses.id}), '{}')`,
  sessionCount: sql<number>`(SELECT count(*)::int FROM training_sessions s WHERE s.course_id = ${trainingCourses.id})`,
};
export type CourseRow = Awaited<ReturnType<typeof findCourse>> & object;

const courseSort = {
  code: trainingCourses.code,
  updatedAt: trainingCourses.updatedAt,
  durationHours: trainingCourses.durationHours,
};

export function findCourseRows(
  db: DbOrTx,
  filters: CourseFilters,
  sort: { field: keyof typeof courseSort; order: SortOrder },
  window: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(courseColumns)
    .from(trainingCourses)
    .where(courseWhere(filters))
    .orderBy(direction(courseSort[sort.field]), asc(trainingCourses.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countCourses(db: DbOrTx, filters: CourseFilters) {
  const [row] = await db.select({ total: count() }).from(trainingCourses).where(courseWhere(filters));
  return row?.total ?? 0;
}

export async function findCourse(db: DbOrTx, id: number) {
  const [row] = await db.select(courseColumns).from(trainingCourses).where(eq(trainingCourses.id, id));
  return row;
}

export function listCourseOptions(db: DbOrTx) {
  return db
    .select({
      id: trainingCourses.id,
      code: trainingCourses.code,
      nameCn: trainingCourses.nameCn,
      nameEn: trainingCourses.nameEn,
      nameKr: trainingCourses.nameKr,
    })
    .from(trainingCourses)
    .orderBy(asc(trainingCourses.code));
}

export async function lockCourse(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ id: trainingCourses.id, rowVersion: trainingCourses.rowVersion })
    .from(trainingCourses)
    .where(eq(trainingCourses.id, id))
    .for('update');
  return row;
}

export async function courseCodeTaken(db: DbOrTx, code: string, exceptId: number | undefined) {
  const [row] = await db
    .select({ id: trainingCourses.id })
    .from(trainingCourses)
    .where(sql`lower(${trainingCourses.code}) = lower(${code})`);
  return row !== undefined && row.id !== exceptId;
}

export async function existingCourseIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: trainingCourses.id })
    .from(trainingCourses)
    .where(inArray(trainingCourses.id, [...ids]));
  return rows.map((r) => r.id);
}

/** Every prerequisite edge (course → prerequisite), for the cycle check. */
export function prerequisiteEdges(db: DbOrTx) {
  return db
    .select({
      courseId: trainingCoursePrerequisites.courseId,
      prerequisiteId: trainingCoursePrerequisites.prerequisiteId,
    })
    .from(trainingCoursePrerequisites);
}

export async function insertCourse(tx: DbOrTx, values: CourseInsert) {
  const [row] = await tx.insert(trainingCourses).values(values).returning({ id: trainingCourses.id });
  return row!.id;
}

export async function updateCourse(tx: DbOrTx, id: number, values: Partial<CourseInsert>) {
  await tx
    .update(trainingCourses)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${trainingCourses.rowVersion} + 1` })
    .where(eq(trainingCourses.id, id));
}

export async function replacePrerequisites(tx: DbOrTx, courseId: number, ids: readonly number[]) {
  await tx.delete(trainingCoursePrerequisites).where(eq(trainingCoursePrerequisites.courseId, courseId));
  if (ids.length > 0)
    await tx
      .insert(trainingCoursePrerequisites)
      .values(ids.map((prerequisiteId) => ({ courseId, prerequisiteId })));
}

/** The prerequisites of a course, with their names. */
export function prerequisitesOf(db: DbOrTx, courseId: number) {
  return db
    .select({
      id: trainingCourses.id,
      nameCn: trainingCourses.nameCn,
      nameEn: trainingCourses.nameEn,
      nameKr: trainingCourses.nameKr,
    })
    .from(trainingCoursePrerequisites)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingCoursePrerequisites.prerequisiteId))
    .where(eq(trainingCoursePrerequisites.courseId, courseId));
}

// ---------------------------------------------------------------- sessions

const local = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE ${trainingSessions.timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;

/** A quota as the session's row carries it (JSON). */
export interface QuotaJson {
  companyId: number;
  name: string;
  nameEn: string | null;
  nameKr: string | null;
  seats: number;
  assigned: number;
  released: boolean;
}

export const sessionColumns = {
  id: trainingSessions.id,
  courseId: trainingSessions.courseId,
  courseCode: trainingCourses.code,
  courseNameCn: trainingCourses.nameCn,
  courseNameEn: trainingCourses.nameEn,
  courseNameKr: trainingCourses.nameKr,
  startsAt: trainingSessions.startsAt,
  endsAt: trainingSessions.endsAt,
  registrationDeadline: trainingSessions.registrationDeadline,
  startsLocal: local(trainingSessions.startsAt),
  endsLocal: local(trainingSessions.endsAt),
  deadlineLocal: local(trainingSessions.registrationDeadline),
  timeZone: trainingSessions.timeZone,
  place: trainingSessions.place,
  onlineLink: trainingSessions.onlineLink,
  trainer: trainingSessions.trainer,
  trainerId: trainingSessions.trainerId,
  trainerApproval: trainingSessions.trainerApproval,
  capacity: trainingSessions.capacity,
  seatsTaken: trainingSessions.seatsTaken,
  seatsHeld: trainingSessions.seatsHeld,
  /** Every quota of the session (the service keeps a partner's own company's only). */
  quotas: sql<QuotaJson[]>`coalesce((SELECT json_agg(json_build_object('companyId', q.company_id,
    'name', c.name, 'nameEn', c.name_en, 'nameKr', c.name_kr, 'seats', q.seats, 'assigned', q.assigned,
    'released', q.released_at IS NOT NULL) ORDER BY c.name, q.company_id)
    FROM training_session_quotas q JOIN companies c ON c.id = q.company_id
    WHERE q.session_id = ${trainingSessions.id}), '[]'::json)`,
  waitingCount: sql<number>`(SELECT count(*)::int FROM training_registrations w
    WHERE w.session_id = ${trainingSessions.id} AND w.status = 'waiting')`,
  audienceCompanyTypes: trainingSessions.audienceCompanyTypes,
  audienceTiers: trainingSessions.audienceTiers,
  open: sql<boolean>`${trainingSessions.registrationDeadline} > now()`,
  rowVersion: trainingSessions.rowVersion,
};
export type SessionRow = Awaited<ReturnType<typeof findSession>> & object;

export interface SessionFilters {
  keyword?: string | undefined;
  courseId?: number | null | undefined;
  openOnly?: boolean | null | undefined;
  /** A partner's company: only sessions whose audience includes it. */
  audience?: { types: string[]; tier: string | null } | undefined;
  from?: Date;
  to?: Date;
}

function sessionWhere(filters: SessionFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(trainingCourses.code, pattern),
        ilike(trainingCourses.nameCn, pattern),
        ilike(trainingCourses.nameEn, pattern),
        ilike(trainingCourses.nameKr, pattern),
        ilike(trainingSessions.place, pattern),
        ilike(trainingSessions.trainer, pattern),
      )!,
    );
  }
  if (filters.courseId) conditions.push(eq(trainingSessions.courseId, filters.courseId));
  if (filters.openOnly) conditions.push(gt(trainingSessions.registrationDeadline, sql`now()`));
  if (filters.audience) conditions.push(audienceCondition(filters.audience));
  if (filters.from) conditions.push(gte(trainingSessions.startsAt, filters.from));
  if (filters.to) conditions.push(lt(trainingSessions.startsAt, filters.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Whether a session is for a company of these types and tier (an empty audience: every company). */
export const audienceCondition = (audience: CompanyAudience): SQL =>
  companyAudienceCondition(audience, {
    types: trainingSessions.audienceCompanyTypes,
    tiers: trainingSessions.audienceTiers,
  });

const sessionSort = { startsAt: trainingSessions.startsAt, capacity: trainingSessions.capacity };

export function findSessionRows(
  db: DbOrTx,
  filters: SessionFilters,
  sort: { field: keyof typeof sessionSort; order: SortOrder },
  window: { offset: number; limit: number },
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select(sessionColumns)
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(sessionWhere(filters))
    .orderBy(direction(sessionSort[sort.field]), asc(trainingSessions.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countSessions(db: DbOrTx, filters: SessionFilters) {
  const [row] = await db
    .select({ total: count() })
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(sessionWhere(filters));
  return row?.total ?? 0;
}

/** Sessions starting in [from, to), for the calendar (at most 500). */
export function findSessionsBetween(db: DbOrTx, filters: SessionFilters) {
  return db
    .select(sessionColumns)
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(sessionWhere(filters))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(500);
}

export async function findSession(db: DbOrTx, id: number, audience?: SessionFilters['audience']) {
  const [row] = await db
    .select(sessionColumns)
    .from(trainingSessions)
    .innerJoin(trainingCourses, eq(trainingCourses.id, trainingSessions.courseId))
    .where(and(eq(trainingSessions.id, id), audience ? audienceCondition(audience) : undefined));
  return row;
}

/** Locks a session row: registrations that join its waiting list and moves that free a seat take turns. */
export async function lockSession(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      seatsTaken: trainingSessions.seatsTaken,
      seatsHeld: trainingSessions.seatsHeld,
      capacity: trainingSessions.capacity,
      rowVersion: trainingSessions.rowVersion,
      open: sql<boolean>`${trainingSessions.registrationDeadline} > now()`,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, id))
    .for('update');
  return row;
}

/** A session's times given as wall-clock times in its zone: the instants, computed by PostgreSQL. */
export interface SessionValues {
  courseId: number;
  startsLocal: string;
  endsLocal: string;
  deadlineLocal: string;
  timeZone: string;
  place: string | null;
  onlineLink: string | null;
  trainer: string;
  trainerId: number | null;
  trainerApproval: boolean;
  capacity: number;
  audienceCompanyTypes: string[];
  audienceTiers: string[];
  updatedBy: number | null;
}

const instant = (localTime: string, zone: string) => sql`(${localTime}::timestamp AT TIME ZONE ${zone})`;

function sessionSet(values: SessionValues) {
  return {
    courseId: values.courseId,
    startsAt: instant(values.startsLocal, values.timeZone),
    endsAt: instant(values.endsLocal, values.timeZone),
    registrationDeadline: instant(values.deadlineLocal, values.timeZone),
    timeZone: values.timeZone,
    place: values.place,
    onlineLink: values.onlineLink,
    trainer: values.trainer,
    trainerId: values.trainerId,
    trainerApproval: values.trainerApproval,
    capacity: values.capacity,
    audienceCompanyTypes: values.audienceCompanyTypes,
    audienceTiers: values.audienceTiers,
    updatedBy: values.updatedBy,
  };
}

export async function insertSession(tx: DbOrTx, values: SessionValues) {
  const [row] = await tx
    .insert(trainingSessions)
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the instants are SQL expressions, which insert accepts.
    .values(sessionSet(values) as unknown as typeof trainingSessions.$inferInsert)
    .returning({ id: trainingSessions.id });
  return row!.id;
}

export async function updateSession(tx: DbOrTx, id: number, values: SessionValues) {
  await tx
    .update(trainingSessions)
    .set({
      ...sessionSet(values),
      updatedAt: new Date(),
      rowVersion: sql`${trainingSessions.rowVersion} + 1`,
    })
    .where(eq(trainingSessions.id, id));
}

/** Internal users among `ids`, by name (a session's trainer account is one of them). */
export function internalUsersByIds(db: DbOrTx, ids: readonly number[]) {
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.kind, 'internal')))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** Whether the PostgreSQL server knows the time zone. */
export async function knownTimeZone(db: DbOrTx, zone: string) {
  const result = await db.execute<{ known: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = ${zone}) AS known`,
  );
  return result.rows[0]?.known === true;
}

/** The registrations on a session's waiting list, first first. */
export function waitingOf(db: DbOrTx, sessionId: number) {
  return db
    .select({ id: trainingRegistrations.id })
    .from(trainingRegistrations)
    .where(and(eq(trainingRegistrations.sessionId, sessionId), eq(trainingRegistrations.status, 'waiting')))
    .orderBy(asc(trainingRegistrations.id));
}
