import { z } from 'zod';
import { equipmentKinds, regionCodes } from '../core/constants';
import { oneOrMany, pageRequestSchema, pageSchema } from '../core/paging';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { fitsMinorUnits } from '../core/currencies';
import { normaliseRegistrationNumber, registrationNumberProblem } from '../core/registration-numbers';
import { patterns } from '../patterns';
import { noNul } from '../core/texts';

/** Trimmed text with an upper bound; a NUL character is refused. */
const text = (max: number) => z.string().trim().max(max).refine(noNul, 'validation.invalid');
/**
 * Trimmed text that must not be empty. Its issues do not abort the parse, so the body's own checks (the
 * submit rule) still run and every missing field is named in one answer.
 */
const requiredText = (max: number) => z.string().trim().min(1).max(max).refine(noNul, 'validation.invalid');
/** Optional text whose empty value is stored as null. */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((value) => value || null);

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not), years 1900 to 9999. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'report.validation.date')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === value &&
      date.getUTCFullYear() >= 1900
    );
  }, 'report.validation.date');

/** An instant with its offset, years 1970 to 9999 (what the date-range filters send). */
export const instantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'validation.invalid');

// ---------------------------------------------------------------- states

/** The states of a report; `reportTransitions` says which action leads from one to another. */
export const reportStatuses = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'withdrawn',
  'discarded',
] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** What may be done with a report; each record answers the ones its reader may take now. */
export const reportActions = ['edit', 'submit', 'withdraw', 'discard', 'approve', 'reject'] as const;
export type ReportAction = (typeof reportActions)[number];

// ---------------------------------------------------------------- fields

/** Win probability in percent: greater than 0, at most 100, two decimals at most. */
export const rateSchema = z.string().trim().regex(patterns.percent, 'report.validation.rate');
/** Estimated amount: greater than 0, two decimals at most, at most 16 integer digits. */
export const amountSchema = z
  .string()
  .trim()
  .max(19, 'report.validation.amount')
  .regex(patterns.moneyNonZero, 'report.validation.amount')
  .refine((value) => (value.split('.')[0] ?? '').length <= 16, 'report.validation.amount');
/** How the end customer was entered: picked from the company lookup, or typed by hand. */
export const customerSources = ['lookup', 'manual'] as const;
export type CustomerSource = (typeof customerSources)[number];

/** A country code (ISO 3166-1 alpha-2), kept in capitals. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'validation.invalid');

/**
 * The end customer. Its registration number (`creditCode` on the wire) follows its country: a unified
 * social credit code with its check characters for China, a business registration number with its
 * check digit for Korea, a free registration number elsewhere (without a country, the old 18-character
 * shape). It is stored normalised (see `normaliseRegistrationNumber`).
 */
export const reportCustomerSchema = z
  .object({
    name: text(200).default(''),
    creditCode: z
      .string()
      .trim()
      .max(50, 'report.validation.registrationNumber')
      .nullish()
      .transform((value) => value || null),
    country: countryCodeSchema.nullish().transform((value) => value ?? null),
    region: z
      .enum(regionCodes)
      .nullish()
      .transform((value) => value ?? null),
    address: optionalText(300),
    industry: optionalText(100),
    /** Typed by hand unless picked from the lookup; the server checks a picked one against the directory. */
    source: z.enum(customerSources).default('manual'),
  })
  .transform((customer) => ({
    ...customer,
    creditCode:
      customer.creditCode === null
        ? null
        : normaliseRegistrationNumber(customer.country ?? 'CN', customer.creditCode),
  }))
  .superRefine((customer, ctx) => {
    if (customer.creditCode === null) return;
    const problem = registrationNumberProblem(customer.country, customer.creditCode);
    if (problem) ctx.addIssue({ code: 'custom', path: ['creditCode'], message: problem });
  });
export type ReportCustomer = z.infer<typeof reportCustomerSchema>;

export const reportLineInputSchema = z.object({
  equipmentModelId: recordIdSchema,
  kind: z.enum(equipmentKinds),
  quantity: z.number().int('validation.integer').min(1).max(100_000),
});
export type ReportLineInput = z.infer<typeof reportLineInputSchema>;

export const reportLimits = {
  maxLines: 50,
  maxContacts: 20,
  maxFiles: 10,
  descriptionMax: 2000,
  reasonMax: 500,
} as const;

/**
 * Save a report: create (no id) or update a draft or withdrawn one. `submit: false` keeps it a draft
 * (it may be incomplete, never malformed); `submit: true` needs the complete form and submits it.
 */
export const saveReportBodySchema = z
  .object({
    id: recordIdSchema.optional(),
    submit: z.boolean().default(false),
    /** Staff choose the partner; a partner's own company is always used. */
    companyId: recordIdSchema.nullish().transform((value) => value ?? null),
    contactIds: z.array(recordIdSchema).max(reportLimits.maxContacts).default([]),
    customer: reportCustomerSchema.default({
      name: '',
      creditCode: null,
      country: null,
      region: null,
      address: null,
      industry: null,
      source: 'manual',
    }),
    projectName: requiredText(200),
    productLineCode: optionalText(64),
    lines: z.array(reportLineInputSchema).max(reportLimits.maxLines).default([]),
    rate: rateSchema.nullish().transform((value) => value ?? null),
    amount: amountSchema.nullish().transform((value) => value ?? null),
    currency: optionalText(8),
    expectedCloseDate: calendarDateSchema.nullish().transform((value) => value ?? null),
    description: optionalText(reportLimits.descriptionMax),
    fileIds: z.array(z.uuid()).max(reportLimits.maxFiles).default([]),
    /** The clue this new report is converted from (creation only). */
    clueId: recordIdSchema.nullish().transform((value) => value ?? null),
    /** The version the client read (an update only). */
    rowVersion: rowVersionSchema.optional(),
  })
  .superRefine((body, ctx) => {
    // Never malformed, even in a draft: an amount has no more decimals than its currency (KRW, JPY: none).
    if (body.amount !== null && !fitsMinorUnits(body.amount, body.currency))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'report.validation.amountWhole' });
    if (!body.submit) return;
    const required = (path: (string | number)[], present: boolean) => {
      if (!present) ctx.addIssue({ code: 'custom', path, message: 'validation.required' });
    };
    required(['customer', 'name'], body.customer.name !== '');
    // The country decides which registration number the customer has and how it is checked.
    required(['customer', 'country'], body.customer.country !== null);
    required(['customer', 'creditCode'], body.customer.creditCode !== null);
    required(['productLineCode'], body.productLineCode !== null);
    if (body.lines.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'report.validation.linesRequired' });
    required(['rate'], body.rate !== null);
    required(['amount'], body.amount !== null);
    required(['currency'], body.currency !== null);
    required(['expectedCloseDate'], body.expectedCloseDate !== null);
    if (body.contactIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['contactIds'], message: 'report.validation.contactsRequired' });
  });
export type SaveReportBody = z.infer<typeof saveReportBodySchema>;
export type SaveReportInput = z.input<typeof saveReportBodySchema>;

export const reportIdQuerySchema = z.object({ id: recordIdSchema });
export type ReportIdQuery = z.infer<typeof reportIdQuerySchema>;

/** A version sent in a query string (read as a number). */
const queryRowVersionSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  rowVersionSchema,
);

/**
 * A state change by id (submit, withdraw, discard): nothing of the report but the version the client
 * read travels with it.
 */
export const moveReportBodySchema = z.object({ id: recordIdSchema, rowVersion: rowVersionSchema.optional() });
export type MoveReportBody = z.infer<typeof moveReportBodySchema>;
/** The specification's withdrawal is a GET: the id and the version come in the query. */
export const moveReportQuerySchema = z.object({
  id: recordIdSchema,
  rowVersion: queryRowVersionSchema.optional(),
});
export type MoveReportQuery = z.infer<typeof moveReportQuerySchema>;

export const approveReportBodySchema = z.object({
  id: recordIdSchema,
  comment: optionalText(reportLimits.reasonMax),
  rowVersion: rowVersionSchema.optional(),
});
export type ApproveReportBody = z.infer<typeof approveReportBodySchema>;

export const rejectReportBodySchema = z.object({
  id: recordIdSchema,
  reason: requiredText(reportLimits.reasonMax),
  rowVersion: rowVersionSchema.optional(),
});
export type RejectReportBody = z.infer<typeof rejectReportBodySchema>;

// ---------------------------------------------------------------- list

export const reportSortFields = [
  'createdAt',
  'reportNo',
  'amount',
  'expectedCloseDate',
  'projectName',
] as const;
export type ReportSortField = (typeof reportSortFields)[number];

export const pageReportsBodySchema = pageRequestSchema.extend({
  /** Searched in number, project, customer name and credit code, literally. */
  keyword: text(200).optional(),
  status: oneOrMany(z.enum(reportStatuses)).nullish(),
  productLineCode: text(64).nullish(),
  /** Staff only; a partner always sees its own company. */
  companyId: recordIdSchema.nullish(),
  /** The partner company's region (REGION code): the dashboard's lists open with it. */
  region: text(8).nullish(),
  /** Only the reports this user filed (the home page's "reports to complete" opens the list with it). */
  reporterId: recordIdSchema.nullish(),
  createdFrom: instantSchema.nullish(),
  createdTo: instantSchema.nullish(),
  sortField: z.enum(reportSortFields).default('createdAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageReportsBody = z.infer<typeof pageReportsBodySchema>;
export type PageReportsInput = z.input<typeof pageReportsBodySchema>;

export const reportListItemSchema = z.object({
  id: z.number().int(),
  reportNo: z.string(),
  status: z.enum(reportStatuses),
  projectName: z.string(),
  customerName: z.string(),
  customerCreditCode: z.string().nullable(),
  /** The customer's country (ISO 3166-1 alpha-2); its registration number's kind follows it. */
  customerCountry: z.string().nullable(),
  productLineCode: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string(),
  rate: z.string().nullable(),
  expectedCloseDate: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** The partner's English name; shown instead of the Chinese one outside cn. */
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  reporterId: z.number().int(),
  reporterName: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /** For reviewers: a submitted report competing with another partner's registration (see the detail). */
  conflict: z.boolean(),
  /** What the reader may do with the report now (the web shows these and decides none). */
  actions: z.array(z.enum(reportActions)),
  /** The version to send back with an edit or a state change. */
  rowVersion: rowVersionSchema,
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;
export const reportPageSchema = pageSchema(reportListItemSchema);
export type ReportPage = z.infer<typeof reportPageSchema>;

// ---------------------------------------------------------------- info

export const reportLineSchema = z.object({
  id: z.number().int(),
  equipmentModelId: z.number().int(),
  model: z.string(),
  modelDescription: z.string().nullable(),
  kind: z.enum(equipmentKinds),
  quantity: z.number().int(),
});
export type ReportLine = z.infer<typeof reportLineSchema>;

export const reportContactSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const reportFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  docUrl: z.string(),
  docExt: z.string(),
  size: z.number().int(),
});
export type ReportFile = z.infer<typeof reportFileSchema>;

export const reportTimelineEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportTimelineEntry = z.infer<typeof reportTimelineEntrySchema>;

/** A competing registration of the same customer credit code and product line by another partner. */
export const reportConflictSchema = z.object({
  /** protected: an approved registration still protected; pending: a submitted report. */
  kind: z.enum(['protected', 'pending']),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  /** The company's Korean name, when it has one. */
  companyNameKr: z.string().nullable(),
  reportId: z.number().int().nullable(),
  reportNo: z.string().nullable(),
  opportunityNo: z.string().nullable(),
  status: z.string(),
  protectedUntil: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type ReportConflict = z.infer<typeof reportConflictSchema>;

export const reportInfoSchema = reportListItemSchema.extend({
  /**
   * Whether the customer was found in the company directory; false for one entered by hand, which the
   * reviewer sees marked "not verified".
   */
  customerVerified: z.boolean(),
  customerRegion: z.string().nullable(),
  customerAddress: z.string().nullable(),
  customerIndustry: z.string().nullable(),
  description: z.string().nullable(),
  clueId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  updatedAt: z.string(),
  contacts: z.array(reportContactSchema),
  lines: z.array(reportLineSchema),
  files: z.array(reportFileSchema),
  timeline: z.array(reportTimelineEntrySchema),
  /** The opportunity an approval created. */
  opportunity: z
    .object({ id: z.number().int(), opptNo: z.string(), protectedUntil: z.string().nullable() })
    .nullable(),
  /** For reviewers: competing registrations (empty for everyone else). */
  conflicts: z.array(reportConflictSchema),
  /** Approval is refused while another partner's protection runs; its end date. */
  blockedUntil: z.string().nullable(),
});
export type ReportInfo = z.infer<typeof reportInfoSchema>;

// ---------------------------------------------------------------- reference data of the form

export const productLineSchema = z.object({
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string(),
});
export type ProductLine = z.infer<typeof productLineSchema>;

export const equipmentModelSchema = z.object({
  id: z.number().int(),
  productLineCode: z.string(),
  model: z.string(),
  kind: z.enum(equipmentKinds),
  description: z.string().nullable(),
});
export type EquipmentModel = z.infer<typeof equipmentModelSchema>;

export const pageEquipmentBodySchema = pageRequestSchema.extend({
  keyword: text(100).optional(),
  productLineCode: text(64).nullish(),
  kind: z.enum(equipmentKinds).nullish(),
});
export type PageEquipmentBody = z.infer<typeof pageEquipmentBodySchema>;
export const equipmentPageSchema = pageSchema(equipmentModelSchema);

export const equipmentModelListBodySchema = z.object({ productLineCode: requiredText(64) });
export type EquipmentModelListBody = z.infer<typeof equipmentModelListBodySchema>;

export const getRateQuerySchema = z.object({ productLineCode: text(64).optional() });
export type GetRateQuery = z.infer<typeof getRateQuerySchema>;

export const agreementStatusSchema = z.object({
  /** Whether the caller's company must confirm the agreement before submitting this year. */
  show: z.boolean(),
  year: z.number().int(),
  /** Catalogue keys of the agreement's title and text. */
  titleKey: z.string(),
  textKey: z.string(),
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

export const agreementConfirmationSchema = z.object({ year: z.number().int(), confirmedAt: z.string() });

export const cluePrefillQuerySchema = z.object({ clueId: recordIdSchema });
export const cluePrefillSchema = z.object({
  clueId: z.number().int(),
  clueNo: z.string(),
  customerName: z.string(),
  customerCreditCode: z.string().nullable(),
  region: z.string().nullable(),
  productLineCode: z.string().nullable(),
  description: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
});
export type CluePrefill = z.infer<typeof cluePrefillSchema>;

/** A partner company a report may be filed for (staff choose one; a partner gets its own). */
export const reportPartnerSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** The company's country (ISO 3166-1 alpha-2) and region: a new report's currency follows them. */
  country: z.string().nullable(),
  region: z.string().nullable(),
  nameKr: z.string().nullable(),
});
export type ReportPartner = z.infer<typeof reportPartnerSchema>;
