/** Tables owned by the training module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type {
  CertificateStoredState,
  CourseLevel,
  RegistrationState,
  TrainingResult,
} from '@portal/contract';
import { createdAt, rowVersion, updatedAt } from './columns';
import { companies, users } from './partners';

/** Courses: names and descriptions in three languages, product line, level, duration. */
export const trainingCourses = pgTable(
  'training_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr').notNull(),
    descriptionCn: text('description_cn'),
    descriptionEn: text('description_en'),
    descriptionKr: text('description_kr'),
    productLineCode: text('product_line_code'),
    level: text('level').$type<CourseLevel>().notNull(),
    durationHours: numeric('duration_hours', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    /** How long a certificate of the course stays valid, in months from its issue. */
    validityMonths: integer('validity_months').notNull().default(24),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('training_courses_code_uq').on(sql`lower(${t.code})`),
    check('training_courses_level_ck', sql`${t.level} IN ('basic', 'intermediate', 'advanced')`),
    check('training_courses_validity_ck', sql`${t.validityMonths} BETWEEN 1 AND 120`),
  ],
);

/** A course's prerequisites: a person must have attended each before registering for the course. */
export const trainingCoursePrerequisites = pgTable(
  'training_course_prerequisites',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    prerequisiteId: integer('prerequisite_id')
      .notNull()
      .references(() => trainingCourses.id),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.prerequisiteId] }),
    check('training_course_prerequisites_self_ck', sql`${t.courseId} <> ${t.prerequisiteId}`),
  ],
);

/**
 * Sessions of a course. `seats_taken` counts the registrations holding a seat; it is raised only by a
 * guarded UPDATE (`seats_taken < capacity`), and the check keeps it within the capacity whatever runs.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }).notNull(),
    /** The IANA zone the session's times are given and shown in. */
    timeZone: text('time_zone').notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
    trainer: text('trainer').notNull(),
    /** The trainer's portal account: the second approver of a registration when `trainer_approval` is set. */
    trainerId: integer('trainer_id').references(() => users.id),
    /** Whether a registration also waits for the trainer's approval, after the channel manager's. */
    trainerApproval: boolean('trainer_approval').notNull().default(false),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /**
     * Seats held for partner companies and not yet assigned (the sum over the session's live quotas of
     * `seats - assigned`). The general pool is `capacity - seats_taken - seats_held`.
     */
    seatsHeld: integer('seats_held').notNull().default(0),
    /** Company type codes and tiers the session is for; empty: every company. */
    audienceCompanyTypes: text('audience_company_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audienceTiers: text('audience_tiers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('training_sessions_starts_idx').on(t.startsAt),
    index('training_sessions_course_idx').on(t.courseId),
    check('training_sessions_seats_ck', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    check(
      'training_sessions_held_ck',
      sql`${t.seatsHeld} >= 0 AND ${t.seatsTaken} + ${t.seatsHeld} <= ${t.capacity}`,
    ),
    check('training_sessions_times_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('training_sessions_trainer_ck', sql`NOT ${t.trainerApproval} OR ${t.trainerId} IS NOT NULL`),
  ],
);

/**
 * Registrations of people for sessions. A person has at most one live registration per session (the
 * partial unique index); the waiting list is the session's `waiting` rows in id order.
 */
export const trainingRegistrations = pgTable(
  'training_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').$type<RegistrationState>().notNull(),
    registeredBy: integer('registered_by').references(() => users.id),
    /** Whether the registration took a seat held for its company (a quota), not one of the general pool. */
    heldSeat: boolean('held_seat').notNull().default(false),
    comment: text('comment'),
    /** The trainer's result after the session (once), and an optional score of 0 to 100. */
    result: text('result').$type<TrainingResult>(),
    score: integer('score'),
    /** When the person was reminded of the session, a day before it (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('training_registrations_live_uq')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} IN ('seated', 'waiting', 'approved')`),
    index('training_registrations_session_idx').on(t.sessionId, t.status, t.id),
    index('training_registrations_company_idx').on(t.companyId, t.createdAt.desc()),
    index('training_registrations_user_idx').on(t.userId),
    check(
      'training_registrations_status_ck',
      sql`${t.status} IN ('seated', 'waiting', 'approved', 'rejected', 'cancelled', 'attended', 'absent')`,
    ),
    check(
      'training_registrations_result_ck',
      sql`(${t.result} IS NULL OR (${t.result} IN ('pass', 'fail') AND ${t.status} = 'attended')) AND (${t.score} IS NULL OR (${t.result} IS NOT NULL AND ${t.score} BETWEEN 0 AND 100))`,
    ),
  ],
);

/**
 * Seats of a session held for a partner company (staff set them). `assigned` counts the held seats the
 * company's administrator gave to its people (live held-seat registrations); a cancelled or rejected one
 * gives its seat back to the quota while the quota lasts. At the registration deadline the quota is
 * released (`released_at`): its unassigned seats return to the general pool.
 */
export const trainingSessionQuotas = pgTable(
  'training_session_quotas',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    seats: integer('seats').notNull(),
    assigned: integer('assigned').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.companyId] }),
    index('training_session_quotas_company_idx').on(t.companyId),
    check('training_session_quotas_seats_ck', sql`${t.assigned} >= 0 AND ${t.assigned} <= ${t.seats}`),
  ],
);

/**
 * Certificates: one per passed registration. The fields a certificate shows (the person's name, the
 * company's and the course's names in three languages, the dates) are kept as issued, so that the public
 * verification page shows what the PDF should. `code` is 128 random bits in hexadecimal; a valid
 * certificate past `expires_on` reads as expired. `expiry_noticed_at`: when the 30-day notice went out.
 */
export const trainingCertificates = pgTable(
  'training_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => trainingRegistrations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id),
    productLineCode: text('product_line_code'),
    personName: text('person_name').notNull(),
    companyNameCn: text('company_name_cn').notNull(),
    companyNameEn: text('company_name_en').notNull(),
    companyNameKr: text('company_name_kr').notNull(),
    courseNameCn: text('course_name_cn').notNull(),
    courseNameEn: text('course_name_en').notNull(),
    courseNameKr: text('course_name_kr').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    status: text('status').$type<CertificateStoredState>().notNull().default('valid'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id),
    expiryNoticedAt: timestamp('expiry_noticed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('training_certificates_code_uq').on(t.code),
    uniqueIndex('training_certificates_registration_uq').on(t.registrationId),
    index('training_certificates_company_idx').on(t.companyId, t.status),
    index('training_certificates_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.status} = 'valid' AND ${t.expiryNoticedAt} IS NULL`),
    check('training_certificates_code_ck', sql`${t.code} ~ '^[0-9a-f]{32}$'`),
    check('training_certificates_status_ck', sql`${t.status} IN ('valid', 'revoked')`),
    check('training_certificates_dates_ck', sql`${t.expiresOn} > ${t.issuedOn}`),
  ],
);
