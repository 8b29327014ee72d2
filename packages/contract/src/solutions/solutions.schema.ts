import { z } from 'zod';
import { attachedFileIdsSchema, attachedFileSchema } from '../files/files.schema';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { quantitySchema } from '../core/quantities';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { solutionActions, solutionStates } from './solutions.transitions';
import { requiredText, optionalText, keywordText } from '../core/texts';

/** The states a stored solution may be in (a deleted draft has no row). */
export const storedSolutionStates = solutionStates.filter(
  (state): state is Exclude<(typeof solutionStates)[number], 'deleted'> => state !== 'deleted',
);
export type StoredSolutionState = (typeof storedSolutionStates)[number];

/**
 * What a solution line designs: a configured product (a configuration saved from the configurator, on
 * the model version it was made with), a standard equipment model, a real material, or a virtual one.
 */
export const solutionLineKinds = ['configured', 'model', 'material', 'virtual'] as const;
export type SolutionLineKind = (typeof solutionLineKinds)[number];

export const solutionSortFields = ['updatedAt', 'solutionNo', 'createdAt'] as const;
export type SolutionSortField = (typeof solutionSortFields)[number];

export const solutionFilterFields = z.object({
  /** Searched in the number, the title, the project and the customer, literally. */
  keyword: keywordText(),
  status: z
    .union([z.enum(storedSolutionStates), z.array(z.enum(storedSolutionStates)).max(10)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  /** The solutions of one business opportunity (its detail lists them). */
  opportunityId: recordIdSchema.optional(),
  /** The solutions of one end customer's opportunities (its detail lists them). */
  customerId: recordIdSchema.optional(),
  /** Earlier versions too (false: only the latest version of each solution). */
  allVersions: z.boolean().default(false),
  sortField: z.enum(solutionSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const solutionFilterSchema = solutionFilterFields;
export type SolutionFilter = z.infer<typeof solutionFilterSchema>;
export const pageSolutionsBodySchema = pageRequestSchema.extend(solutionFilterFields.shape);
export type PageSolutionsBody = z.infer<typeof pageSolutionsBodySchema>;

export const solutionSchema = z.object({
  id: z.number().int(),
  /** Shared by every version of one solution, e.g. SOL2026000012. */
  solutionNo: z.string(),
  version: z.number().int(),
  /** Whether this is the latest version of its solution. */
  latest: z.boolean(),
  title: z.string(),
  status: z.enum(storedSolutionStates),
  opportunityId: z.number().int(),
  opptNo: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  /** The opportunity's product line (its equipment models may go on lines). */
  productLineCode: z.string(),
  /** The partner company of the opportunity, in the reader's language. */
  companyName: z.string(),
  designerName: z.string().nullable(),
  lineCount: z.number().int(),
  /** The list price of the priced lines, exact, in `currency`; null when no line has a price. */
  listTotal: z.string().nullable(),
  currency: z.string(),
  returnReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(solutionActions)),
});
export type Solution = z.infer<typeof solutionSchema>;
export const solutionPageSchema = pageSchema(solutionSchema);

export const solutionLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(solutionLineKinds),
  /** The configuration, equipment model, material or virtual material the line designs. */
  itemId: z.number().int(),
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  quantity: z.string(),
  unit: z.string().nullable(),
  /** List price per unit (a configured product: its configured list price); null when it has none. */
  unitPrice: z.string().nullable(),
  /** `unitPrice × quantity`, exact, rounded to the currency; null without a unit price. */
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  note: z.string().nullable(),
  /** A configured product: the model version it was configured on. */
  modelVersion: z.number().int().nullable(),
  /** A virtual material replaced by a real one: that material's code (the line should move to it). */
  replacedBy: z.string().nullable(),
});
export type SolutionLine = z.infer<typeof solutionLineSchema>;

export const solutionFileSchema = attachedFileSchema;

export const solutionVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(storedSolutionStates),
  updatedAt: z.string(),
});

export const solutionInfoSchema = solutionSchema.extend({
  notes: z.string().nullable(),
  lines: z.array(solutionLineSchema),
  files: z.array(solutionFileSchema),
  /** Every version of this solution, newest first. */
  versions: z.array(solutionVersionSchema),
});
export type SolutionInfo = z.infer<typeof solutionInfoSchema>;

export const saveSolutionLineSchema = z.object({
  kind: z.enum(solutionLineKinds),
  itemId: recordIdSchema,
  quantity: quantitySchema,
  note: optionalText(500),
});
export type SaveSolutionLine = z.infer<typeof saveSolutionLineSchema>;

export const saveSolutionBodySchema = z
  .object({
    /** Absent to create a solution (a draft, version 1) of `opportunityId`. */
    id: recordIdSchema.optional(),
    opportunityId: recordIdSchema.optional(),
    rowVersion: rowVersionSchema.optional(),
    title: requiredText(200),
    notes: optionalText(5000),
    lines: z.array(saveSolutionLineSchema).max(200).default([]),
    /** Drawings and documents uploaded with uploadDocument, in order. */
    fileIds: attachedFileIdsSchema(20, 'solution.validation.duplicateFile').default([]),
  })
  .superRefine((body, ctx) => {
    if (body.id === undefined && body.opportunityId === undefined)
      ctx.addIssue({ code: 'custom', path: ['opportunityId'], message: 'solution.validation.opportunity' });
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const key = `${line.kind}:${line.itemId}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'itemId'],
          message: 'solution.validation.duplicateLine',
        });
      seen.add(key);
    });
  });
export type SaveSolutionBody = z.infer<typeof saveSolutionBodySchema>;

export const solutionMoveBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export type SolutionMoveBody = z.infer<typeof solutionMoveBodySchema>;

export const returnSolutionBodySchema = solutionMoveBodySchema.extend({
  reason: requiredText(1000),
});
export type ReturnSolutionBody = z.infer<typeof returnSolutionBodySchema>;

export const solutionIdQuerySchema = z.object({ id: recordIdSchema });

export const downloadSolutionFileQuerySchema = z.object({ solutionId: recordIdSchema, fileId: z.uuid() });
