import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { optionalText, requiredText } from '../core/texts';
import { rowVersionSchema } from '../core/versions';
import { patterns } from '../patterns';
import { timesheetActions, timesheetStates } from './man-hours.transitions';

/** What a time entry is booked against: a ticket, an opportunity (pre-sales work), a solution or a training session. */
export const timeEntryKinds = ['ticket', 'opportunity', 'solution', 'trainingSession'] as const;
export type TimeEntryKind = (typeof timeEntryKinds)[number];

/** An entry's own state: a rejected entry carries its reason and may be changed again. */
export const timeEntryStates = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type TimeEntryState = (typeof timeEntryStates)[number];

export const manHourLimits = { note: 500, reason: 500, dayHours: 24, bulk: 100 } as const;

/** A calendar date, YYYY-MM-DD, that exists. */
export const workDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'manHours.validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'manHours.validation.date');

/** A week is named by its Monday. */
export const weekStartSchema = workDateSchema.refine(
  (value) => new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
  'manHours.validation.monday',
);

/** Hours as the spec's work-hour number: at most one decimal, more than 0, at most 24. */
export const workHoursSchema = z
  .string()
  .trim()
  .regex(patterns.workHour, { message: 'manHours.validation.hours', abort: true })
  .refine((value) => Number(value) > 0, 'manHours.validation.hoursPositive')
  .refine((value) => Number(value) <= manHourLimits.dayHours, 'manHours.validation.hoursDay');

export const saveTimeEntryBodySchema = z.object({
  /** Absent: a new entry. */
  id: recordIdSchema.optional(),
  /** The person; absent: the caller. A partner administrator names its company's people. */
  userId: recordIdSchema.optional(),
  workDate: workDateSchema,
  hours: workHoursSchema,
  kind: z.enum(timeEntryKinds),
  subjectId: recordIdSchema,
  note: optionalText(manHourLimits.note),
  rowVersion: rowVersionSchema.optional(),
});
export type SaveTimeEntryBody = z.infer<typeof saveTimeEntryBodySchema>;

export const deleteTimeEntryBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type DeleteTimeEntryBody = z.infer<typeof deleteTimeEntryBodySchema>;

export const timeEntrySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  workDate: z.string(),
  hours: z.string(),
  kind: z.enum(timeEntryKinds),
  subjectId: z.number().int(),
  /** The subject's number and title, e.g. "TK2026000012 Spindle alarm". */
  subjectLabel: z.string(),
  customerName: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(timeEntryStates),
  rejectReason: z.string().nullable(),
  /** Whether the caller may change or delete it now (its week open, or the entry rejected). */
  editable: z.boolean(),
  rowVersion: z.number().int(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const getWeekQuerySchema = z.object({
  userId: recordIdSchema.optional(),
  weekStart: weekStartSchema,
});
export type GetWeekQuery = z.infer<typeof getWeekQuerySchema>;

export const timesheetSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  personName: z.string(),
  companyName: z.string().nullable(),
  weekStart: z.string(),
  status: z.enum(timesheetStates),
  totalHours: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rowVersion: z.number().int(),
  actions: z.array(z.enum(timesheetActions)),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

export const weekSchema = z.object({
  userId: z.number().int(),
  personName: z.string(),
  weekStart: z.string(),
  /** The week's timesheet; null while nothing was logged or submitted. */
  timesheet: timesheetSchema.nullable(),
  /** Whether entries may be added to the week now. */
  writable: z.boolean(),
  entries: z.array(timeEntrySchema),
});
export type Week = z.infer<typeof weekSchema>;

export const submitTimesheetBodySchema = z.object({
  userId: recordIdSchema.optional(),
  weekStart: weekStartSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type SubmitTimesheetBody = z.infer<typeof submitTimesheetBodySchema>;

export const withdrawTimesheetBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type WithdrawTimesheetBody = z.infer<typeof withdrawTimesheetBodySchema>;

export const approveTimesheetsBodySchema = z.object({
  ids: z
    .array(recordIdSchema)
    .min(1)
    .max(manHourLimits.bulk)
    .refine((ids) => new Set(ids).size === ids.length, 'manHours.validation.duplicate'),
  comment: optionalText(manHourLimits.reason),
});
export type ApproveTimesheetsBody = z.infer<typeof approveTimesheetsBodySchema>;

export const rejectTimesheetBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  /** The entries refused, each with its reason; at least one. */
  entries: z
    .array(z.object({ id: recordIdSchema, reason: requiredText(manHourLimits.reason) }))
    .min(1)
    .max(500)
    .refine(
      (rows) => new Set(rows.map((row) => row.id)).size === rows.length,
      'manHours.validation.duplicate',
    ),
});
export type RejectTimesheetBody = z.infer<typeof rejectTimesheetBodySchema>;

export const timesheetViews = ['todo', 'mine', 'all'] as const;
export type TimesheetView = (typeof timesheetViews)[number];

export const listTimesheetsQuerySchema = z.object({
  view: z.enum(timesheetViews).default('todo'),
  status: z.enum(timesheetStates).optional(),
});
export type ListTimesheetsQuery = z.infer<typeof listTimesheetsQuerySchema>;

export const timesheetInfoSchema = timesheetSchema.extend({ entries: z.array(timeEntrySchema) });
export type TimesheetInfo = z.infer<typeof timesheetInfoSchema>;

export const getTimesheetQuerySchema = z.object({ id: recordIdSchema });

export const subjectOptionsQuerySchema = z.object({
  kind: z.enum(timeEntryKinds),
  userId: recordIdSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type SubjectOptionsQuery = z.infer<typeof subjectOptionsQuerySchema>;

export const optionSchema = z.object({ id: z.number().int(), label: z.string() });
export type ManHourOption = z.infer<typeof optionSchema>;

export const totalsGroupings = ['person', 'customer', 'opportunity', 'kind'] as const;
export type TotalsGrouping = (typeof totalsGroupings)[number];

/** The entry states the totals count by default (the screen shows and changes the choice). */
export const countedEntryStates = ['submitted', 'approved'] as const satisfies readonly TimeEntryState[];

export const totalsQuerySchema = z
  .object({
    groupBy: z.enum(totalsGroupings).default('person'),
    from: workDateSchema,
    to: workDateSchema,
    /** The entry states counted, comma-separated in the query (none given: every state). */
    states: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
        z.array(z.enum(timeEntryStates)).min(1).max(timeEntryStates.length),
      )
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'manHours.validation.range', path: ['to'] });
export type TotalsQuery = z.infer<typeof totalsQuerySchema>;

export const totalRowSchema = z.object({ key: z.string(), label: z.string(), hours: z.string() });
export type TotalRow = z.infer<typeof totalRowSchema>;
