import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema } from '../core/ids';
import { rowVersionSchema } from '../core/versions';
import { sortOrders } from '../partners/partners.schema';
import {
  courseActions,
  registrationActions,
  registrationStates,
  sessionActions,
  trainingResults,
} from './training.transitions';
import { registrationCertificateSchema } from './training.certificates.schema';
import { noNul, requiredText, optionalText, keywordText } from '../core/texts';

const keyword = keywordText();
const code = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.-]+$/, 'training.validation.code');

/** An IANA time zone (Asia/Shanghai, Asia/Seoul, Europe/Berlin, UTC). */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => {
    if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'training.validation.timeZone');

/** A wall-clock time in the session's time zone, YYYY-MM-DDTHH:mm, that exists on the calendar. */
export const localTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'training.validation.localTime')
  .refine((value) => {
    const at = new Date(`${value}:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 16) === value;
  }, 'training.validation.localTime');

/** A month, YYYY-MM. */
export const monthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'training.validation.month');

export const courseLevels = ['basic', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

// ---------------------------------------------------------------- courses

export const courseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string(),
  descriptionCn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionKr: z.string().nullable(),
  productLineCode: z.string().nullable(),
  level: z.enum(courseLevels),
  durationHours: z.number(),
  /** How long a certificate of the course stays valid, in months from its issue. */
  validityMonths: z.number().int(),
  /** Courses a person must have attended before registering for this one. */
  prerequisiteIds: z.array(z.number().int()),
  sessionCount: z.number().int(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(courseActions)),
});
export type Course = z.infer<typeof courseSchema>;
export const coursePageSchema = pageSchema(courseSchema);

export const courseSortFields = ['code', 'updatedAt', 'durationHours'] as const;
export const pageCoursesBodySchema = pageRequestSchema.extend({
  /** Searched in the code and the three names, literally and case-insensitively. */
  keyword,
  level: z.enum(courseLevels).nullish(),
  sortField: z.enum(courseSortFields).default('code'),
  sortOrder: z.enum(sortOrders).default('asc'),
});
export type PageCoursesBody = z.infer<typeof pageCoursesBodySchema>;
export type PageCoursesInput = z.input<typeof pageCoursesBodySchema>;

/** A course in a picker: its id, code and names. */
export const courseOptionSchema = courseSchema.pick({
  id: true,
  code: true,
  nameCn: true,
  nameEn: true,
  nameKr: true,
});
export type CourseOption = z.infer<typeof courseOptionSchema>;

export const saveCourseBodySchema = z.object({
  /** Absent to create, present to edit. */
  id: recordIdSchema.optional(),
  rowVersion: rowVersionSchema.optional(),
  code,
  nameCn: requiredText(200),
  nameEn: requiredText(200),
  nameKr: requiredText(200),
  descriptionCn: optionalText(4000),
  descriptionEn: optionalText(4000),
  descriptionKr: optionalText(4000),
  productLineCode: optionalText(64),
  level: z.enum(courseLevels),
  durationHours: z.number().min(0.5).max(1000).multipleOf(0.5),
  validityMonths: z.number().int().min(1).max(120).default(24),
  prerequisiteIds: z
    .array(recordIdSchema)
    .max(10)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, 'training.validation.duplicatePrerequisite'),
});
export type SaveCourseBody = z.infer<typeof saveCourseBodySchema>;
export type SaveCourseInput = z.input<typeof saveCourseBodySchema>;

// ---------------------------------------------------------------- sessions

/** Seats of a session held for a partner company; its administrator assigns them to its people. */
export const sessionQuotaSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  seats: z.number().int(),
  /** Held seats given to the company's people (their registrations hold them). */
  assigned: z.number().int(),
  /** Released at the registration deadline: the unassigned seats went back to the general pool. */
  released: z.boolean(),
});
export type SessionQuota = z.infer<typeof sessionQuotaSchema>;

export const sessionSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseCode: z.string(),
  courseNameCn: z.string(),
  courseNameEn: z.string(),
  courseNameKr: z.string(),
  /** Instants (ISO 8601), and the same as wall-clock times in the session's zone. */
  startsAt: z.string(),
  endsAt: z.string(),
  registrationDeadline: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string(),
  deadlineLocal: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  onlineLink: z.string().nullable(),
  trainer: z.string(),
  /** The trainer's portal account, and whether a registration also waits for the trainer's approval. */
  trainerId: z.number().int().nullable(),
  trainerApproval: z.boolean(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  /** Seats held for partner companies and not yet assigned; the general pool is capacity − taken − held. */
  seatsHeld: z.number().int(),
  /** The seat quotas per company: staff see every one, a partner only its own company's. */
  quotas: z.array(sessionQuotaSchema),
  waitingCount: z.number().int(),
  /** Company type codes and tiers (company roles) the session is for; empty: every company. */
  audienceCompanyTypes: z.array(z.string()),
  audienceTiers: z.array(z.string()),
  /** Whether registration is still open (before the deadline). */
  open: z.boolean(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(sessionActions)),
});
export type TrainingSession = z.infer<typeof sessionSchema>;
export const sessionPageSchema = pageSchema(sessionSchema);

export const sessionSortFields = ['startsAt', 'capacity'] as const;
export const pageSessionsBodySchema = pageRequestSchema.extend({
  /** Searched in the course's code and names, the place and the trainer. */
  keyword,
  courseId: recordIdSchema.nullish(),
  /** Only sessions whose registration is open. */
  openOnly: z.boolean().nullish(),
  sortField: z.enum(sessionSortFields).default('startsAt'),
  sortOrder: z.enum(sortOrders).default('asc'),
});
export type PageSessionsBody = z.infer<typeof pageSessionsBodySchema>;
export type PageSessionsInput = z.input<typeof pageSessionsBodySchema>;

export const calendarQuerySchema = z.object({ month: monthSchema });

const audienceCode = z.string().trim().min(1).max(64).refine(noNul, 'validation.invalid');

export const saveSessionBodySchema = z
  .object({
    id: recordIdSchema.optional(),
    rowVersion: rowVersionSchema.optional(),
    courseId: recordIdSchema,
    startsLocal: localTimeSchema,
    endsLocal: localTimeSchema,
    deadlineLocal: localTimeSchema,
    timeZone: timeZoneSchema,
    place: optionalText(300),
    onlineLink: z
      .url({ protocol: /^https?$/, error: 'training.validation.onlineLink' })
      .max(500)
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    trainer: requiredText(100),
    /** The trainer's portal account (an internal user who may approve registrations). */
    trainerId: recordIdSchema.nullish().transform((value) => value ?? null),
    /** A registration also waits for the trainer's approval, after the channel manager's. */
    trainerApproval: z.boolean().default(false),
    capacity: z.number().int().min(1).max(1000),
    audienceCompanyTypes: z.array(audienceCode).max(20).default([]),
    audienceTiers: z.array(audienceCode).max(10).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.endsLocal <= body.startsLocal)
      ctx.addIssue({ code: 'custom', path: ['endsLocal'], message: 'training.validation.endsAfterStart' });
    if (body.deadlineLocal > body.startsLocal)
      ctx.addIssue({ code: 'custom', path: ['deadlineLocal'], message: 'training.validation.deadline' });
    if (!body.place && !body.onlineLink)
      ctx.addIssue({ code: 'custom', path: ['place'], message: 'training.validation.placeOrLink' });
    if (body.trainerApproval && body.trainerId === null)
      ctx.addIssue({ code: 'custom', path: ['trainerId'], message: 'training.validation.trainerAccount' });
  });
export type SaveSessionBody = z.infer<typeof saveSessionBodySchema>;
export type SaveSessionInput = z.input<typeof saveSessionBodySchema>;

export const trainingIdQuerySchema = z.object({ id: recordIdSchema });

// ---------------------------------------------------------------- seat quotas

/** Staff set a company's quota on a session (0 removes it); never below what is already assigned. */
export const saveQuotaBodySchema = z.object({
  sessionId: recordIdSchema,
  companyId: recordIdSchema,
  seats: z
    .number({ error: 'training.validation.quotaSeats' })
    .int('training.validation.quotaSeats')
    .min(0, 'training.validation.quotaSeats')
    .max(1000, 'training.validation.quotaSeats'),
});
export type SaveQuotaBody = z.infer<typeof saveQuotaBodySchema>;
export type SaveQuotaInput = z.input<typeof saveQuotaBodySchema>;

// ---------------------------------------------------------------- registrations

export const registrationSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  courseId: z.number().int(),
  courseNameCn: z.string(),
  courseNameEn: z.string(),
  courseNameKr: z.string(),
  startsAt: z.string(),
  startsLocal: z.string(),
  timeZone: z.string(),
  userId: z.number().int(),
  personName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  status: z.enum(registrationStates),
  /** The place on the waiting list (1: the next to be seated); null when not waiting. */
  waitPosition: z.number().int().nullable(),
  registeredAt: z.string(),
  registeredByName: z.string().nullable(),
  /** Whether the registration holds a seat of its company's quota. */
  heldSeat: z.boolean(),
  /** The trainer's result after the session; null until recorded. */
  result: z.enum(trainingResults).nullable(),
  score: z.number().int().nullable(),
  /** The certificate a pass issued. */
  certificate: registrationCertificateSchema.nullable(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(registrationActions)),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationPageSchema = pageSchema(registrationSchema);

export const registrationSortFields = ['registeredAt', 'startsAt'] as const;
export const pageRegistrationsBodySchema = pageRequestSchema.extend({
  /** Searched in the person's name, the company and the course. */
  keyword,
  sessionId: recordIdSchema.nullish(),
  status: z.enum(registrationStates).nullish(),
  sortField: z.enum(registrationSortFields).default('registeredAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageRegistrationsBody = z.infer<typeof pageRegistrationsBodySchema>;
export type PageRegistrationsInput = z.input<typeof pageRegistrationsBodySchema>;

export const registerBodySchema = z.object({
  sessionId: recordIdSchema,
  /** The people to register (a partner administrator: its company's); absent: the caller itself. */
  userIds: z
    .array(recordIdSchema)
    .min(1)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'training.validation.duplicatePerson')
    .optional(),
  /** Take seats held for the caller's company (its quota), never the general pool or the waiting list. */
  heldSeat: z.boolean().default(false),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterInput = z.input<typeof registerBodySchema>;

export const registrationMoveBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  comment: optionalText(500),
});
export type RegistrationMoveBody = z.infer<typeof registrationMoveBodySchema>;
/** A rejection says why: the reason goes to the person and its company's administrator. */
export const rejectRegistrationBodySchema = registrationMoveBodySchema.extend({ comment: requiredText(500) });
export type RejectRegistrationBody = z.infer<typeof rejectRegistrationBodySchema>;

/** A person the caller may register: a partner administrator's company's active users, else itself. */
export const trainingPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type TrainingPerson = z.infer<typeof trainingPersonSchema>;
