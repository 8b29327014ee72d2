import { z } from 'zod';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { modelIssueCodes } from './check-model';
import {
  itemKinds,
  modelCodeSchema,
  modelDefinitionSchema,
  modelNamesSchema,
  selectionSchema,
} from './configurations.model';
import { noNul, keywordText } from '../core/texts';

export const modelStatuses = ['draft', 'published', 'retired'] as const;
export type ModelStatus = (typeof modelStatuses)[number];

export const modelSortFields = ['updatedAt', 'code', 'status'] as const;

/** What the configurable product list filters and sorts by (the page and the export). */
export const modelFilterSchema = z.object({
  /** Searched in code and names, literally and case-insensitively. */
  keyword: keywordText(),
  status: z.enum(modelStatuses).nullish(),
  productLineCode: z.string().trim().max(40).nullish(),
  sortField: z.enum(modelSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type ModelFilter = z.infer<typeof modelFilterSchema>;
export const pageModelsBodySchema = pageRequestSchema.extend(modelFilterSchema.shape);
export type PageModelsBody = z.infer<typeof pageModelsBodySchema>;

export const modelActions = ['edit', 'publish'] as const;

const namesOut = z.object({ cn: z.string(), en: z.string().nullish(), kr: z.string().nullish() });

export const modelSummarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  names: namesOut,
  productLineCode: z.string().nullable(),
  status: z.enum(modelStatuses),
  /** The number of the latest published version; null before the first publication. */
  latestVersion: z.number().int().nullable(),
  latestVersionId: z.number().int().nullable(),
  updatedAt: z.string(),
  actions: z.array(z.enum(modelActions)),
});
export type ModelSummary = z.infer<typeof modelSummarySchema>;
export const modelPageSchema = pageSchema(modelSummarySchema);

/** A material or virtual material as pickers and bills of materials show it. */
export const itemInfoSchema = z.object({
  kind: z.enum(itemKinds),
  id: z.number().int(),
  code: z.string(),
  names: namesOut,
  unit: z.string(),
  /** List price (reference price for a virtual material) per unit; null when it has none. */
  price: z.string().nullable(),
  currency: z.string(),
});
export type ItemInfo = z.infer<typeof itemInfoSchema>;

export const modelIssueSchema = z.object({
  code: z.enum(modelIssueCodes),
  severity: z.enum(['error', 'warning']),
  rule: z.string().optional(),
  group: z.string().optional(),
  option: z.string().optional(),
  other: z.string().optional(),
});

export const modelVersionSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  publishedAt: z.string(),
  publishedByName: z.string().nullable(),
  configurationCount: z.number().int(),
});

export const modelInfoSchema = modelSummarySchema.extend({
  rowVersion: z.number().int(),
  definition: modelDefinitionSchema,
  issues: z.array(modelIssueSchema),
  versions: z.array(modelVersionSummarySchema),
  /** The materials the definition names, for labels. */
  items: z.array(itemInfoSchema),
  createdAt: z.string(),
});
export type ModelInfo = z.infer<typeof modelInfoSchema>;

export const idQuerySchema = z.object({ id: recordIdSchema });

export const createModelBodySchema = z.object({
  code: modelCodeSchema,
  names: modelNamesSchema,
  productLineCode: z.string().trim().max(40).nullish(),
  baseMaterialId: recordIdSchema,
});
export type CreateModelBody = z.infer<typeof createModelBodySchema>;

export const saveDraftBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  names: modelNamesSchema,
  productLineCode: z.string().trim().max(40).nullish(),
  definition: modelDefinitionSchema,
});
export type SaveDraftBody = z.infer<typeof saveDraftBodySchema>;

export const publishBodySchema = z.object({ id: recordIdSchema, rowVersion: rowVersionSchema.optional() });

/** A published version, as the configurator loads it. */
export const modelVersionSchema = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  code: z.string(),
  names: namesOut,
  version: z.number().int(),
  definition: modelDefinitionSchema,
  items: z.array(itemInfoSchema),
});
export type ModelVersion = z.infer<typeof modelVersionSchema>;

export const checkBodySchema = z.object({
  modelVersionId: recordIdSchema,
  selection: selectionSchema,
});
export type CheckBody = z.infer<typeof checkBodySchema>;

const targetSchema = z.object({ type: z.enum(['option', 'group']), code: z.string() });
export const disabledReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('excludedBy'), rule: z.string(), option: z.string() }),
  z.object({ kind: z.literal('requires'), rule: z.string(), target: targetSchema }),
  z.object({ kind: z.literal('impossible'), rule: z.string() }),
  z.object({ kind: z.literal('groupFull'), group: z.string() }),
]);
export const selectionViolationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unknownOption'), option: z.string() }),
  z.object({ kind: z.literal('excludes'), rule: z.string(), option: z.string(), other: z.string() }),
  z.object({ kind: z.literal('requires'), rule: z.string(), option: z.string(), target: targetSchema }),
  z.object({ kind: z.literal('tooFew'), group: z.string(), min: z.number(), picked: z.number() }),
  z.object({ kind: z.literal('tooMany'), group: z.string(), max: z.number(), picked: z.number() }),
]);

/** A priced line of the bill of materials. */
export const pricedBomLineSchema = z.object({
  item: itemInfoSchema,
  quantity: z.string(),
  /** Unit price × quantity plus the price differences of the options on this line, exact (not rounded). */
  amount: z.string(),
  sources: z.array(
    z.object({ type: z.enum(['base', 'option', 'rule']), code: z.string(), quantity: z.string() }),
  ),
});
export type PricedBomLine = z.infer<typeof pricedBomLineSchema>;

export const checkResultSchema = z.object({
  valid: z.boolean(),
  options: z.record(
    z.string(),
    z.object({
      state: z.enum(['selected', 'available', 'disabled']),
      reasons: z.array(disabledReasonSchema),
    }),
  ),
  violations: z.array(selectionViolationSchema),
  /** Set when the selection is valid. */
  bom: z.array(pricedBomLineSchema).nullable(),
  /** The list price, rounded to the currency; set when the selection is valid. */
  listPrice: z.string().nullable(),
  currency: z.string(),
  leadTimeDays: z.number().int().nullable(),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const saveConfigurationBodySchema = checkBodySchema;

export const configurationSchema = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  modelVersionId: z.number().int(),
  version: z.number().int(),
  modelCode: z.string(),
  modelNames: namesOut,
  selection: selectionSchema,
  bom: z.array(pricedBomLineSchema),
  listPrice: z.string(),
  currency: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type Configuration = z.infer<typeof configurationSchema>;

export const itemLookupQuerySchema = z.object({
  keyword: z.string().trim().max(100).refine(noNul, 'validation.invalid').optional(),
  kind: z.enum(itemKinds).optional(),
});
