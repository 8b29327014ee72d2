import { z } from 'zod';
import { languages } from '../core/constants';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { quantitySchema } from '../core/quantities';
import { rowVersionSchema } from '../core/versions';
import { attachedFileIdsSchema, attachedFileSchema } from '../files/files.schema';
import { turnaroundBuckets } from './quotations.turnaround';
import { calendarDateSchema, instantSchema } from '../opportunity-reports/opportunity-reports.schema';
import { compareMoney } from '../orders/orders.schema';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { patterns } from '../patterns';
import {
  quotationActions,
  quotationDecisions,
  quotationKinds,
  quotationStates,
} from './quotations.transitions';
import { requiredText, optionalText, keywordText, noNul } from '../core/texts';

/** A discount: zero or positive, at most two decimals (the contract's money pattern). */
const discountValueSchema = z.string().trim().max(20).regex(patterns.money, 'quotation.validation.discount');
/** A validity date: a calendar day that exists. */
const daySchema = calendarDateSchema;
/** A tax rate in percent: 0 to 100, at most two decimals. */
const taxRateSchema = z
  .string()
  .trim()
  .max(6)
  .regex(patterns.money, 'quotation.validation.taxRate')
  .refine(
    (value) => !patterns.money.test(value) || compareMoney(value, '100') <= 0,
    'quotation.validation.taxRate',
  );

/** The kinds the customer receives as a document (a PDF), once issued. */
export const quotationDocumentKinds = ['formal', 'supplementary', 'additional'] as const;
/** The states of a quotation issued to the customer: issued and after (its PDF exists from then on). */
export const issuedQuotationStates = ['issued', 'accepted', 'declined', 'expired'] as const;

/** What a quotation line quotes: a configured product, a real material or a virtual one. */
export const quotationItemKinds = ['configured', 'material', 'virtual'] as const;
export type QuotationItemKind = (typeof quotationItemKinds)[number];

/** A discount is a percent of the list price or an amount off it. */
export const discountTypes = ['percent', 'amount'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const quotationSortFields = ['updatedAt', 'quotationNo', 'createdAt', 'total'] as const;

export const quotationFilterFields = z.object({
  /** Searched in the number, the project, the customer and the opportunity number, literally. */
  keyword: keywordText(),
  kind: z
    .union([z.enum(quotationKinds), z.array(z.enum(quotationKinds)).max(4)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  status: z
    .union([z.enum(quotationStates), z.array(z.enum(quotationStates)).max(10)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  opportunityId: recordIdSchema.optional(),
  /** Staff: the quotations of the opportunities this user plans (a home to-do opens its list so). */
  planningOwnerId: recordIdSchema.optional(),
  /** Staff: only quotations with a partner's question not yet answered. */
  unanswered: z.boolean().optional(),
  /**
   * Staff, the dashboard's turnaround figure opens the list with these: made in this period, of a partner
   * company (its region), of an opportunity of this product line, answered within this bucket.
   */
  createdFrom: instantSchema.nullish(),
  createdTo: instantSchema.nullish(),
  companyId: recordIdSchema.nullish(),
  region: z.string().trim().max(8).refine(noNul, 'validation.invalid').nullish(),
  productLineCode: z.string().trim().max(64).refine(noNul, 'validation.invalid').nullish(),
  turnaround: z.enum(turnaroundBuckets).nullish(),
  /** Earlier versions too (false: only the latest version of each quotation). */
  allVersions: z.boolean().default(false),
  sortField: z.enum(quotationSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const quotationFilterSchema = quotationFilterFields;
export type QuotationFilter = z.infer<typeof quotationFilterSchema>;
export const pageQuotationsBodySchema = pageRequestSchema.extend(quotationFilterFields.shape);
export type PageQuotationsBody = z.infer<typeof pageQuotationsBodySchema>;

/** A line of a configured product's bill of materials, as it was when quoted. */
export const quotationBomLineSchema = z.object({
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  quantity: z.string(),
  unit: z.string(),
});

/** A quotation as a partner reads it: no list prices, discounts or exchange rates. */
export const partnerQuotationSchema = z.object({
  id: z.number().int(),
  /** Shared by every version, e.g. QT20261124000012. */
  quotationNo: z.string(),
  kind: z.enum(quotationKinds),
  version: z.number().int(),
  /** Whether this is the latest version of its quotation. */
  latest: z.boolean(),
  rootId: z.number().int(),
  previousVersionId: z.number().int().nullable(),
  status: z.enum(quotationStates),
  opportunityId: z.number().int(),
  opptNo: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  /** The partner company of the opportunity, in the reader's language. */
  companyName: z.string(),
  sourceQuotationId: z.number().int().nullable(),
  currency: z.string(),
  taxRate: z.string(),
  validUntil: z.string().nullable(),
  language: z.enum(languages),
  /** Exact, in `currency`'s minor units, computed by the server. */
  subtotal: z.string(),
  taxTotal: z.string(),
  total: z.string(),
  lineCount: z.number().int(),
  /** An additional quotation: what the partner wrote when asking for it. */
  requestNote: z.string().nullable().optional(),
  /** The order made when it was accepted (a supplementary one: the order it amended). */
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(quotationActions)),
});
export type PartnerQuotation = z.infer<typeof partnerQuotationSchema>;

/** A quotation as staff read it: the partner's view and the cost side. */
export const quotationSchema = partnerQuotationSchema.extend({
  solutionId: z.number().int().nullable(),
  /** The rate from `currency` to `reportingCurrency` when it was quoted. */
  exchangeRate: z.string(),
  reportingCurrency: z.string(),
  /** Σ (list amount − line total), exact. */
  discountTotal: z.string(),
  returnReason: z.string().nullable(),
  /** Whether a line's discount exceeds its product line's threshold (the submission waits for approval). */
  needsApproval: z.boolean(),
});
export type Quotation = z.infer<typeof quotationSchema>;
export const quotationPageSchema = pageSchema(quotationSchema);
export const partnerQuotationPageSchema = pageSchema(partnerQuotationSchema);

export const partnerQuotationLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  itemKind: z.enum(quotationItemKinds),
  itemId: z.number().int(),
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  productLineCode: z.string().nullable(),
  bom: z.array(quotationBomLineSchema),
  quantity: z.string(),
  /** The unit code (code table UNIT) the item was quoted in; null on a line older than units kept. */
  unit: z.string().nullable(),
  /** Price per unit after the discount, in the currency's minor units. */
  netPrice: z.string(),
  /** `netPrice × quantity`, rounded to the currency. */
  lineTotal: z.string(),
});

export const quotationLineSchema = partnerQuotationLineSchema.extend({
  /** In the currency's minor units. */
  listPrice: z.string(),
  discountType: z.enum(discountTypes),
  discountValue: z.string(),
  /** The discount as a percent of the list price (an amount discount: amount / list × 100), exact. */
  discountPercent: z.string(),
  /** The product line's threshold; null when it has none (any discount then needs approval). */
  maxDiscountPercent: z.string().nullable(),
  overThreshold: z.boolean(),
  returnReason: z.string().nullable(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

export const quotationHeaderFields = {
  validUntil: daySchema.nullish().transform((value) => value ?? null),
  paymentTerms: optionalText(1000),
  deliveryTerms: optionalText(1000),
  notes: optionalText(5000),
  language: z.enum(languages).optional(),
  taxRate: taxRateSchema.optional(),
};

export const quotationVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(quotationStates),
  updatedAt: z.string(),
});

/** The most files a quotation version attaches. */
export const quotationFilesMax = 20;

export const partnerQuotationInfoSchema = partnerQuotationSchema.extend({
  paymentTerms: z.string().nullable(),
  deliveryTerms: z.string().nullable(),
  notes: z.string().nullable(),
  /** The version's attachments (a new version starts with its predecessor's). */
  files: z.array(attachedFileSchema),
  lines: z.array(partnerQuotationLineSchema),
});
export type PartnerQuotationInfo = z.infer<typeof partnerQuotationInfoSchema>;

export const quotationInfoSchema = quotationSchema.extend({
  paymentTerms: z.string().nullable(),
  deliveryTerms: z.string().nullable(),
  notes: z.string().nullable(),
  files: z.array(attachedFileSchema),
  lines: z.array(quotationLineSchema),
  /** Every version of this quotation, newest first. */
  versions: z.array(quotationVersionSchema),
});
export type QuotationInfo = z.infer<typeof quotationInfoSchema>;

export const saveQuotationLineSchema = z
  .object({
    itemKind: z.enum(quotationItemKinds),
    itemId: recordIdSchema,
    quantity: quantitySchema,
    discountType: z.enum(discountTypes).default('percent'),
    discountValue: discountValueSchema.default('0'),
  })
  .superRefine((line, ctx) => {
    if (
      line.discountType === 'percent' &&
      patterns.money.test(line.discountValue) &&
      compareMoney(line.discountValue, '100') > 0
    )
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'quotation.validation.discountPercent',
      });
  });
export type SaveQuotationLine = z.infer<typeof saveQuotationLineSchema>;

/** Saves a draft: its header and its lines (each item once). */
export const saveQuotationBodySchema = z
  .object({
    id: recordIdSchema,
    rowVersion: rowVersionSchema.optional(),
    ...quotationHeaderFields,
    lines: z.array(saveQuotationLineSchema).min(1).max(500),
    /** The attachments, in order (documents uploaded with uploadDocument); absent: unchanged. */
    fileIds: attachedFileIdsSchema(quotationFilesMax, 'quotation.validation.duplicateFile').optional(),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.itemKind}:${line.itemId}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'itemId'],
          message: 'quotation.validation.duplicateLine',
        });
      seen.add(key);
    });
  });
export type SaveQuotationBody = z.infer<typeof saveQuotationBodySchema>;

export const createFromSolutionBodySchema = z.object({ solutionId: recordIdSchema });

export const quotationMoveBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type QuotationMoveBody = z.infer<typeof quotationMoveBodySchema>;

/** The approver's decision; a return says why, overall and per line (by line id). */
export const decideQuotationBodySchema = quotationMoveBodySchema
  .extend({
    decision: z.enum(quotationDecisions),
    reason: optionalText(1000),
    lineReasons: z
      .array(z.object({ lineId: recordIdSchema, reason: requiredText(1000) }))
      .max(500)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'return' && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'quotation.validation.returnReason' });
  });
export type DecideQuotationBody = z.infer<typeof decideQuotationBodySchema>;

/** A formal quotation of an approved planning one; it must be valid until a day after today. */
export const createFormalBodySchema = quotationMoveBodySchema.extend({
  validUntil: daySchema,
  paymentTerms: optionalText(1000),
  deliveryTerms: optionalText(1000),
  notes: optionalText(5000),
  language: z.enum(languages).optional(),
});
export type CreateFormalBody = z.infer<typeof createFormalBodySchema>;

export const quotationIdQuerySchema = z.object({ id: recordIdSchema });
/** One attachment of a quotation version. */
export const quotationFileQuerySchema = z.object({ id: recordIdSchema, fileId: z.uuid() });

export const compareVersionsQuerySchema = z.object({ fromId: recordIdSchema, toId: recordIdSchema });

/** How a line changed between two versions. */
export const lineChangeKinds = ['added', 'removed', 'changed'] as const;
/** The header fields two versions are compared by (each has its `quotation.field.*` label). */
export const headerDiffFields = [
  'currency',
  'taxRate',
  'validUntil',
  'paymentTerms',
  'deliveryTerms',
  'notes',
  'language',
  'subtotal',
  'discountTotal',
  'taxTotal',
  'total',
] as const;
/** The line fields two versions are compared by. */
export const lineDiffFields = [
  'quantity',
  'listPrice',
  'discountType',
  'discountValue',
  'netPrice',
  'lineTotal',
] as const;
/** The diff fields that hold amounts, shown in the quotation's currency. */
export const diffAmountFields = [
  'listPrice',
  'netPrice',
  'lineTotal',
  'subtotal',
  'discountTotal',
  'taxTotal',
  'total',
] as const satisfies readonly ((typeof headerDiffFields)[number] | (typeof lineDiffFields)[number])[];

export const quotationDiffSchema = z.object({
  fromId: z.number().int(),
  toId: z.number().int(),
  fromVersion: z.number().int(),
  toVersion: z.number().int(),
  /** Header fields whose value differs. */
  header: z.array(
    z.object({ field: z.enum(headerDiffFields), from: z.string().nullable(), to: z.string().nullable() }),
  ),
  /** Lines matched by item (kind and id). */
  lines: z.array(
    z.object({
      change: z.enum(lineChangeKinds),
      itemKind: z.enum(quotationItemKinds),
      itemId: z.number().int(),
      code: z.string(),
      name: z.string(),
      fields: z.array(
        z.object({ field: z.enum(lineDiffFields), from: z.string().nullable(), to: z.string().nullable() }),
      ),
    }),
  ),
});
export type QuotationDiff = z.infer<typeof quotationDiffSchema>;
