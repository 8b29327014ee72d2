import { z } from 'zod';
import { regionCodes } from '../core/constants';
import { oneOrMany, pageRequestSchema, pageSchema } from '../core/paging';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { patterns } from '../patterns';
import { optionalCreditCodeSchema } from '../core/registration-numbers';
import { rowVersionSchema } from '../core/versions';
import { clueActions } from './clues.transitions';
import { noNul, requiredText } from '../core/texts';

/** Clue (lead) states; the allowed moves are in clues.transitions.ts. */
export const clueStatuses = ['new', 'assigned', 'following', 'converted', 'closed'] as const;
export type ClueStatus = (typeof clueStatuses)[number];

/** Where a clue came from. */
export const clueSources = ['campaign', 'website', 'staff', 'partner'] as const;
export type ClueSource = (typeof clueSources)[number];

/** Clues one import file may hold; a larger file is refused whole. */
export const clueImportMaxRows = 5000;

export const clueFieldLimits = {
  customerName: 200,
  creditCode: 18,
  contactName: 100,
  contactPhone: 30,
  contactEmail: 200,
  productLineCode: 64,
  description: 2000,
  reason: 500,
  followUp: 2000,
} as const;

const text = (max: number) => z.string().trim().max(max).refine(noNul, 'validation.invalid');
/** Optional text whose empty value is null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);
/** Optional text that must match a pattern when given. */
const optionalPattern = (max: number, pattern: RegExp, key: string) =>
  optionalText(max).pipe(z.string().regex(pattern, key).nullable());

/** A calendar date, YYYY-MM-DD, that exists. */
export const clueDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'clue.validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'clue.validation.date');

/** An instant as ISO 8601 (what the client's date pickers send). */
const instantSchema = z.iso.datetime({ offset: true, message: 'clue.validation.dateTime' });

// ---------------------------------------------------------------- the fields of a clue

/**
 * The fields staff type (or import) for a clue. The import validates every row with this schema, so
 * the form, the import and the server refuse the same values.
 */
export const clueFieldsSchema = z.object({
  customerName: requiredText(clueFieldLimits.customerName),
  /** Clues are customers in China: a unified social credit code, checked as on the registration form. */
  customerCreditCode: optionalCreditCodeSchema,
  contactName: optionalText(clueFieldLimits.contactName),
  contactPhone: optionalPattern(
    clueFieldLimits.contactPhone,
    patterns.phoneDigitsHyphens,
    'clue.validation.phone',
  ),
  contactEmail: optionalPattern(clueFieldLimits.contactEmail, patterns.email, 'validation.email'),
  source: z.enum(clueSources),
  /** A code of the product lines (checked against the active ones by the server). */
  productLineCode: optionalText(clueFieldLimits.productLineCode),
  region: z
    .enum(regionCodes)
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(clueFieldLimits.description),
});
export type ClueFields = z.infer<typeof clueFieldsSchema>;

/** Create (no id) or edit (id, while the clue is new; `rowVersion` as read). */
export const saveClueBodySchema = clueFieldsSchema.extend({
  id: recordIdSchema.optional(),
  rowVersion: rowVersionSchema.optional(),
});
export type SaveClueBody = z.infer<typeof saveClueBodySchema>;
/** The body as a form sends it (the server trims, upper-cases and nulls empty values). */
export type SaveClueInput = z.input<typeof saveClueBodySchema>;

// ---------------------------------------------------------------- lists

export const clueSortFields = ['createdAt', 'clueNo', 'customerName', 'status', 'assignedAt'] as const;
export type ClueSortField = (typeof clueSortFields)[number];

/** The filters of the staff list (and of its export). */
export const pageCluesBodySchema = pageRequestSchema.extend({
  /** Searched in number, customer, credit code, contact name, phone and e-mail, literally. */
  keyword: text(200).optional(),
  status: oneOrMany(z.enum(clueStatuses)).nullish(),
  source: z.enum(clueSources).nullish(),
  productLineCode: text(64).nullish(),
  region: z.enum(regionCodes).nullish(),
  companyId: recordIdSchema.nullish(),
  createdFrom: instantSchema.nullish(),
  createdTo: instantSchema.nullish(),
  sortField: z.enum(clueSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageCluesBody = z.infer<typeof pageCluesBodySchema>;
export type PageCluesInput = z.input<typeof pageCluesBodySchema>;

/** The filters of a partner's list (and of its export): always their own company's clues. */
export const pageMyCluesBodySchema = pageRequestSchema.extend({
  keyword: text(200).optional(),
  status: oneOrMany(z.enum(clueStatuses)).nullish(),
  source: z.enum(clueSources).nullish(),
  productLineCode: text(64).nullish(),
  region: z.enum(regionCodes).nullish(),
  createdFrom: instantSchema.nullish(),
  createdTo: instantSchema.nullish(),
  sortField: z.enum(clueSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageMyCluesBody = z.infer<typeof pageMyCluesBodySchema>;
export type PageMyCluesInput = z.input<typeof pageMyCluesBodySchema>;

export const clueSchema = z.object({
  id: z.number().int(),
  clueNo: z.string(),
  status: z.enum(clueStatuses),
  source: z.enum(clueSources),
  customerName: z.string(),
  customerCreditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  productLineCode: z.string().nullable(),
  region: z.string().nullable(),
  description: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** The company's English name, when it has one (the client names it in the reader's language). */
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  convertedReportId: z.number().int().nullable(),
  convertedReportNo: z.string().nullable(),
  createdByName: z.string().nullable(),
  followUpCount: z.number().int(),
  lastFollowUpAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Raised by every change; sent back with an edit or a move. */
  rowVersion: rowVersionSchema,
  /** What the reader may do with this clue now, decided by the server. */
  actions: z.array(z.enum(clueActions)),
});
export type Clue = z.infer<typeof clueSchema>;
export const cluePageSchema = pageSchema(clueSchema);

// ---------------------------------------------------------------- one clue

export const getClueInfoQuerySchema = z.object({ id: recordIdSchema });

export const clueFollowUpSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  nextFollowUpDate: z.string().nullable(),
  userName: z.string(),
  createdAt: z.string(),
});
export type ClueFollowUp = z.infer<typeof clueFollowUpSchema>;

export const clueTimelineEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ClueTimelineEntry = z.infer<typeof clueTimelineEntrySchema>;

export const clueInfoSchema = clueSchema.extend({
  followUps: z.array(clueFollowUpSchema),
  timeline: z.array(clueTimelineEntrySchema),
});
export type ClueInfo = z.infer<typeof clueInfoSchema>;

// ---------------------------------------------------------------- changes

export const assignCluesBodySchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(500),
  companyId: recordIdSchema,
  userId: recordIdSchema.nullish().transform((value) => value ?? null),
});
export type AssignCluesBody = z.infer<typeof assignCluesBodySchema>;
export type AssignCluesInput = z.input<typeof assignCluesBodySchema>;

export const clueIdBodySchema = z.object({ id: recordIdSchema, rowVersion: rowVersionSchema.optional() });
export type ClueIdBody = z.infer<typeof clueIdBodySchema>;

export const clueReasonBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  reason: requiredText(clueFieldLimits.reason),
});
export type ClueReasonBody = z.infer<typeof clueReasonBodySchema>;

export const addClueFollowUpBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  content: requiredText(clueFieldLimits.followUp),
  nextFollowUpDate: clueDateSchema.nullish().transform((value) => value ?? null),
});
export type AddClueFollowUpBody = z.infer<typeof addClueFollowUpBodySchema>;
export type AddClueFollowUpInput = z.input<typeof addClueFollowUpBodySchema>;

/** Answer of a change to several clues. */
export const clueCountSchema = z.object({ count: z.number().int() });
export type ClueCount = z.infer<typeof clueCountSchema>;

// ---------------------------------------------------------------- drop-downs

export const clueCompanyOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
});
export type ClueCompanyOption = z.infer<typeof clueCompanyOptionSchema>;

export const getClueCompanyUsersQuerySchema = z.object({ companyId: recordIdSchema });

export const clueUserOptionSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type ClueUserOption = z.infer<typeof clueUserOptionSchema>;

// ---------------------------------------------------------------- import

/** The columns of the import template, in order: the field and whether it must be filled. */
export const clueImportColumns = [
  { field: 'customerName', required: true },
  { field: 'customerCreditCode', required: false },
  { field: 'contactName', required: false },
  { field: 'contactPhone', required: false },
  { field: 'contactEmail', required: false },
  { field: 'source', required: true },
  { field: 'productLineCode', required: false },
  { field: 'region', required: false },
  { field: 'description', required: false },
] as const satisfies readonly { field: keyof ClueFields; required: boolean }[];

/** One refused cell (or row) of an import: the spreadsheet row, the column's header, the reason. */
export const clueImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type ClueImportError = z.infer<typeof clueImportErrorSchema>;

/** Answer of an import: every row was inserted. */
export const clueImportResultSchema = z.object({ count: z.number().int() });
export type ClueImportResult = z.infer<typeof clueImportResultSchema>;

/** What a refused import carries in `data`: the errors by row (at most 500 listed). */
export const clueImportRefusalSchema = z.object({
  errors: z.array(clueImportErrorSchema),
  total: z.number().int(),
});
export type ClueImportRefusal = z.infer<typeof clueImportRefusalSchema>;
