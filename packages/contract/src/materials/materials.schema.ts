import { z } from 'zod';
import { currencyMinorUnits, fitsMinorUnits } from '../core/currencies';
import { oneOrMany, pageRequestSchema, pageSchema } from '../core/paging';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { patterns } from '../patterns';
import { virtualMaterialActions, virtualMaterialStatuses } from './materials.transitions';
import { noNul, requiredText, optionalText, keywordText } from '../core/texts';

/** Units of measure: the UNIT code table. */
export const materialUnits = ['PCS', 'SET', 'M', 'KG', 'DAY', 'H'] as const;
export type MaterialUnit = (typeof materialUnits)[number];

/** The FUNCTION_STRUCTURE code table's values. */
export const functionStructures = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type FunctionStructure = (typeof functionStructures)[number];

/** Limits of a virtual material's text and attributes. */
export const virtualMaterialLimits = {
  name: 200,
  attributes: 30,
  attributeKey: 60,
  attributeText: 500,
  choices: 20,
  choice: 100,
  attributeUnit: 20,
} as const;

/** A currency the portal knows (ISO 4217 code with known minor units). */
export const materialCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code in currencyMinorUnits, 'material.validation.currency');

/** A price per unit: zero or more, at most 14 integer digits; the currency's decimals are checked apart. */
export const materialPriceSchema = z
  .string()
  .trim()
  .max(23, 'material.validation.price')
  .regex(patterns.money8, 'material.validation.price')
  .refine((value) => (value.split('.')[0] ?? '').length <= 14, 'material.validation.price');

/** A number attribute's value: a decimal, possibly negative, up to 15 digits and 6 decimals. */
const attributeNumber = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}(?:\.\d{1,6})?$/, 'material.validation.attributeNumber');

const attributeKey = requiredText(virtualMaterialLimits.attributeKey);

/** One typed attribute: text, a number with an optional unit, or a choice among its choices. */
export const virtualMaterialAttributeSchema = z.discriminatedUnion('type', [
  z.object({
    key: attributeKey,
    type: z.literal('text'),
    value: requiredText(virtualMaterialLimits.attributeText),
  }),
  z.object({
    key: attributeKey,
    type: z.literal('number'),
    value: attributeNumber,
    unit: optionalText(virtualMaterialLimits.attributeUnit),
  }),
  z
    .object({
      key: attributeKey,
      type: z.literal('choice'),
      value: requiredText(virtualMaterialLimits.choice),
      choices: z
        .array(requiredText(virtualMaterialLimits.choice))
        .min(1, 'material.validation.choicesEmpty')
        .max(virtualMaterialLimits.choices),
    })
    .superRefine((attribute, ctx) => {
      if (!attribute.choices.includes(attribute.value))
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'material.validation.choiceValue' });
      if (new Set(attribute.choices).size !== attribute.choices.length)
        ctx.addIssue({ code: 'custom', path: ['choices'], message: 'material.validation.choiceDuplicate' });
    }),
]);
export type VirtualMaterialAttribute = z.infer<typeof virtualMaterialAttributeSchema>;
export const attributeTypes = ['text', 'number', 'choice'] as const;
export type AttributeType = (typeof attributeTypes)[number];

/**
 * The fields staff type (or import) for a virtual material. The import validates every row with this
 * schema, so the form, the import and the server refuse the same values.
 */
const virtualMaterialFieldsObject = z.object({
  nameCn: requiredText(virtualMaterialLimits.name),
  nameEn: requiredText(virtualMaterialLimits.name),
  nameKr: optionalText(virtualMaterialLimits.name),
  productLineCode: requiredText(64),
  functionStructure: z.enum(functionStructures, { message: 'material.validation.functionStructure' }),
  unit: z.enum(materialUnits, { message: 'material.validation.unit' }),
  attributes: z.array(virtualMaterialAttributeSchema).max(virtualMaterialLimits.attributes).default([]),
  referencePrice: materialPriceSchema.nullish().transform((value) => value ?? null),
  currency: materialCurrencySchema.default('CNY'),
});

/** The rules across fields: attribute keys unique (case aside), a price in its currency's decimals. */
function checkFields(fields: z.infer<typeof virtualMaterialFieldsObject>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  fields.attributes.forEach((attribute, index) => {
    const key = attribute.key.toLowerCase();
    if (seen.has(key))
      ctx.addIssue({
        code: 'custom',
        path: ['attributes', index, 'key'],
        message: 'material.validation.attributeKeyDuplicate',
      });
    seen.add(key);
  });
  // An amount has no more decimals than its currency (KRW, JPY: none).
  if (fields.referencePrice !== null && !fitsMinorUnits(fields.referencePrice, fields.currency))
    ctx.addIssue({ code: 'custom', path: ['referencePrice'], message: 'material.validation.priceDecimals' });
}

export const virtualMaterialFieldsSchema = virtualMaterialFieldsObject.superRefine(checkFields);
export type VirtualMaterialFields = z.infer<typeof virtualMaterialFieldsSchema>;

/** Creates a draft (no id) or edits a draft (id and the rowVersion read). */
export const saveVirtualMaterialBodySchema = virtualMaterialFieldsObject
  .extend({ id: recordIdSchema.optional(), rowVersion: rowVersionSchema.optional() })
  .superRefine(checkFields);
export type SaveVirtualMaterialBody = z.infer<typeof saveVirtualMaterialBodySchema>;

/** A move (activate, retire) of one virtual material, with the rowVersion the client read. */
export const virtualMaterialIdBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
});
export const virtualMaterialIdQuerySchema = z.object({ id: recordIdSchema });

/** Links (or, with null, unlinks) the real material that replaces a virtual one. */
export const linkReplacementBodySchema = virtualMaterialIdBodySchema.extend({
  materialId: recordIdSchema.nullable(),
});
export type LinkReplacementBody = z.infer<typeof linkReplacementBodySchema>;

// ---------------------------------------------------------------- list

export const virtualMaterialSortFields = ['updatedAt', 'code', 'nameCn', 'referencePrice', 'status'] as const;

/** The list's filters, shared by the page and its export. */
export const virtualMaterialFilterFields = z.object({
  /** Searched in code and names, literally and case-insensitively. */
  keyword: keywordText(),
  status: oneOrMany(z.enum(virtualMaterialStatuses)).nullish(),
  productLineCode: oneOrMany(z.string().trim().min(1).max(64)).nullish(),
  functionStructure: oneOrMany(z.enum(functionStructures)).nullish(),
  sortField: z.enum(virtualMaterialSortFields).default('updatedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export const virtualMaterialFilterSchema = virtualMaterialFilterFields;
export type VirtualMaterialFilter = z.infer<typeof virtualMaterialFilterSchema>;
export const pageVirtualMaterialsBodySchema = pageRequestSchema.extend(virtualMaterialFilterFields.shape);
export type PageVirtualMaterialsBody = z.infer<typeof pageVirtualMaterialsBodySchema>;

/** A real material as a virtual one names its replacement. */
export const materialRefSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type MaterialRef = z.infer<typeof materialRefSchema>;

export const virtualMaterialSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string().nullable(),
  /** The name in the reader's language (Korean, else English, else Chinese). */
  name: z.string(),
  productLineCode: z.string(),
  functionStructure: z.enum(functionStructures),
  unit: z.string(),
  attributes: z.array(virtualMaterialAttributeSchema),
  /** Exact decimal string in `currency`'s minor units, or null when none was given. */
  referencePrice: z.string().nullable(),
  currency: z.string(),
  status: z.enum(virtualMaterialStatuses),
  replacedBy: materialRefSchema.nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rowVersion: rowVersionSchema,
  /** What the reader may do with it now, decided by the server. */
  actions: z.array(z.enum(virtualMaterialActions)),
});
export type VirtualMaterial = z.infer<typeof virtualMaterialSchema>;
export const virtualMaterialPageSchema = pageSchema(virtualMaterialSchema);

// ---------------------------------------------------------------- lookup of real and virtual materials

export const materialKinds = ['material', 'virtual'] as const;
export type MaterialKind = (typeof materialKinds)[number];

export const materialLookupQuerySchema = z.object({
  /** Searched in code and names; empty: the first ones by code. */
  keyword: z.string().trim().max(100).refine(noNul, 'validation.invalid').optional(),
  /** Only one kind; both when absent. */
  kind: z.enum(materialKinds).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type MaterialLookupQuery = z.infer<typeof materialLookupQuerySchema>;

/** A real material or an active virtual one, as pickers and priced lines show it. */
export const materialOptionSchema = z.object({
  kind: z.enum(materialKinds),
  id: z.number().int(),
  code: z.string(),
  /** In the reader's language. */
  name: z.string(),
  unit: z.string(),
  /** List price (real) or reference price (virtual) in `currency`'s minor units; null when none. */
  price: z.string().nullable(),
  currency: z.string(),
  /** Virtual materials: the real material that replaces it, if any. */
  replacedBy: materialRefSchema.nullable(),
});
export type MaterialOption = z.infer<typeof materialOptionSchema>;

// ---------------------------------------------------------------- import

/** Virtual materials one import file may hold; a larger file is refused whole. */
export const virtualMaterialImportMaxRows = 2000;

/** The columns of the import file (and of the export), in order, and whether each must be filled. */
export const virtualMaterialImportColumns = [
  { field: 'nameCn', required: true },
  { field: 'nameEn', required: true },
  { field: 'nameKr', required: false },
  { field: 'productLineCode', required: true },
  { field: 'functionStructure', required: true },
  { field: 'unit', required: true },
  { field: 'referencePrice', required: false },
  { field: 'currency', required: false },
  { field: 'attributes', required: false },
] as const;

/** One refused cell (or row) of an import: the spreadsheet row, the column's header, the reason. */
export const materialImportErrorSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type MaterialImportError = z.infer<typeof materialImportErrorSchema>;
export const materialImportResultSchema = z.object({ count: z.number().int() });
export type MaterialImportResult = z.infer<typeof materialImportResultSchema>;
/** What a refused import carries in `data`: the errors by row (at most 500 listed) and their total. */
export const materialImportRefusalSchema = z.object({
  errors: z.array(materialImportErrorSchema),
  total: z.number().int(),
});
export type MaterialImportRefusal = z.infer<typeof materialImportRefusalSchema>;
