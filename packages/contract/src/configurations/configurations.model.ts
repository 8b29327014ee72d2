import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { namesSchema } from '../core/names';
import { quantitySchema } from '../core/quantities';
import { patterns } from '../patterns';

/**
 * The definition of a configurable product (integrated material configuration): a base material, option
 * groups with their options, and the rules between options. It is kept as one JSON document: the draft of a
 * model, and frozen in each published version.
 */

export const modelLimits = {
  codeMaxLength: 40,
  nameMaxLength: 200,
  maxGroups: 60,
  maxOptionsPerGroup: 50,
  maxRules: 1000,
  maxLeadTimeDays: 3650,
  /** Quantities carry at most this many decimals (exact arithmetic on scaled integers). */
  quantityDecimals: 4,
} as const;

/** A code inside a model: letters, digits, `_`, `-` and `.`; unique among the model's groups, options or rules. */
export const modelCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(modelLimits.codeMaxLength)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'configuration.validation.code');

/** A name in up to three languages; the Chinese one is required (NamesByLanguage). */
export const modelNamesSchema = namesSchema(modelLimits.nameMaxLength);
export type ModelNames = z.infer<typeof modelNamesSchema>;

/** A price difference: money with up to 2 decimals, possibly negative. */
export const priceDifferenceSchema = z
  .string()
  .trim()
  .max(20)
  .regex(patterns.moneySigned, 'configuration.validation.priceDifference');

export const itemKinds = ['material', 'virtual'] as const;
export type ItemKind = (typeof itemKinds)[number];

/** What an option puts into the bill of materials: a real material or a virtual one, by id. */
export const modelItemSchema = z.object({
  kind: z.enum(itemKinds),
  id: recordIdSchema,
});
export type ModelItem = z.infer<typeof modelItemSchema>;

export const modelOptionSchema = z.object({
  code: modelCodeSchema,
  names: modelNamesSchema,
  item: modelItemSchema,
  quantity: quantitySchema,
  priceDifference: priceDifferenceSchema.default('0'),
  leadTimeDays: z.number().int().min(0).max(modelLimits.maxLeadTimeDays).default(0),
});
export type ModelOption = z.infer<typeof modelOptionSchema>;

export const groupModes = ['single', 'multiple'] as const;
export type GroupMode = (typeof groupModes)[number];

export const modelGroupSchema = z.object({
  code: modelCodeSchema,
  names: modelNamesSchema,
  mode: z.enum(groupModes),
  /** Fewest picks; 0 makes the group optional. */
  minPicks: z.number().int().min(0).max(modelLimits.maxOptionsPerGroup),
  /** Most picks; a single-choice group allows one. */
  maxPicks: z.number().int().min(1).max(modelLimits.maxOptionsPerGroup),
  /** Codes of the options picked when a configuration starts. */
  defaults: z.array(modelCodeSchema).max(modelLimits.maxOptionsPerGroup).default([]),
  sort: z.number().int().min(0).max(9999).default(0),
  options: z.array(modelOptionSchema).max(modelLimits.maxOptionsPerGroup),
});
export type ModelGroup = z.infer<typeof modelGroupSchema>;

export const ruleKinds = ['requires', 'excludes', 'quantity'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/** Option `option` requires option `target.code`, or any option of group `target.code`. */
export const requiresRuleSchema = z.object({
  kind: z.literal('requires'),
  code: modelCodeSchema,
  option: modelCodeSchema,
  target: z.object({ type: z.enum(['option', 'group']), code: modelCodeSchema }),
});
/** Options `option` and `other` cannot be picked together (symmetric). */
export const excludesRuleSchema = z.object({
  kind: z.literal('excludes'),
  code: modelCodeSchema,
  option: modelCodeSchema,
  other: modelCodeSchema,
});
/** Picking `option` adds `quantity` of `item` to the bill of materials. */
export const quantityRuleSchema = z.object({
  kind: z.literal('quantity'),
  code: modelCodeSchema,
  option: modelCodeSchema,
  item: modelItemSchema,
  quantity: quantitySchema,
});
export const modelRuleSchema = z.discriminatedUnion('kind', [
  requiresRuleSchema,
  excludesRuleSchema,
  quantityRuleSchema,
]);
export type ModelRule = z.infer<typeof modelRuleSchema>;
export type RequiresRule = z.infer<typeof requiresRuleSchema>;
export type ExcludesRule = z.infer<typeof excludesRuleSchema>;
export type QuantityRule = z.infer<typeof quantityRuleSchema>;

export const modelDefinitionSchema = z.object({
  /** The real material the configured product is built on; always in the bill of materials once. */
  baseMaterialId: recordIdSchema,
  groups: z.array(modelGroupSchema).max(modelLimits.maxGroups),
  rules: z.array(modelRuleSchema).max(modelLimits.maxRules).default([]),
});
export type ModelDefinition = z.infer<typeof modelDefinitionSchema>;
export type ModelDefinitionInput = z.input<typeof modelDefinitionSchema>;

/** A selection: the codes of the picked options. */
export const selectionSchema = z
  .array(modelCodeSchema)
  .max(modelLimits.maxGroups * modelLimits.maxOptionsPerGroup);
export type Selection = z.infer<typeof selectionSchema>;
