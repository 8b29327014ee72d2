import { z } from 'zod';
import { equipmentKinds } from '../core/constants';
import { recordIdSchema } from '../core/ids';
import { requiredText } from '../core/texts';

/** A product line's or an equipment model's code: capitals, digits, `-` and `_` (CNC, RB-20A). */
const referenceCode = requiredText(32).regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'validation.invalid');

/**
 * The largest discount (percent of list price) a quotation line of a product line may give without
 * approval: 0 to 100, two decimals. The one rule of its bounds, read by the form and by the server.
 */
export const discountThresholdSchema = z.number().min(0).max(100).multipleOf(0.01);

/** A product line as system management keeps it (inactive ones too), with its discount threshold. */
export const productLineAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  nameKr: z.string().nullable(),
  /** Percent; null when the line has none yet (no quotation line of it needs approval for its discount). */
  discountThreshold: z.number().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type ProductLineAdmin = z.infer<typeof productLineAdminSchema>;

/** A new product line (no id) or an existing one's names, threshold and order (its code stays). */
export const saveProductLineBodySchema = z.object({
  id: recordIdSchema.optional(),
  code: referenceCode,
  nameCn: requiredText(100),
  nameEn: requiredText(100),
  nameKr: requiredText(100),
  discountThreshold: discountThresholdSchema,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type SaveProductLineBody = z.infer<typeof saveProductLineBodySchema>;

/** An equipment model as system management keeps it (inactive ones too). */
export const equipmentModelAdminSchema = z.object({
  id: z.number().int(),
  /** The model's code (VMC-850). */
  model: z.string(),
  productLineCode: z.string(),
  kind: z.enum(equipmentKinds),
  nameCn: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameKr: z.string().nullable(),
  active: z.boolean(),
});
export type EquipmentModelAdmin = z.infer<typeof equipmentModelAdminSchema>;

/** A new equipment model (no id) or an existing one's names, product line and kind (its code stays). */
export const saveEquipmentModelBodySchema = z.object({
  id: recordIdSchema.optional(),
  model: referenceCode,
  productLineCode: referenceCode,
  kind: z.enum(equipmentKinds),
  nameCn: requiredText(200),
  nameEn: requiredText(200),
  nameKr: requiredText(200),
});
export type SaveEquipmentModelBody = z.infer<typeof saveEquipmentModelBodySchema>;

/** Activating or deactivating a product line or an equipment model: records that name it keep it. */
export const setReferenceActiveBodySchema = z.object({
  id: recordIdSchema,
  active: z.boolean(),
});
export type SetReferenceActiveBody = z.infer<typeof setReferenceActiveBodySchema>;
