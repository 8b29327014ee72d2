/** Tables owned by the materials module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { users } from './partners';

/**
 * Real materials: the maker's part numbers with a list price. Options of configurable products, solution
 * lines and quotation lines point at them; a virtual material is replaced by one once it exists.
 */
export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The part number (material code), unique. */
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    /** Korean name; readers fall back to the English one when it is empty. */
    nameKr: text('name_kr'),
    productLineCode: text('product_line_code'),
    /** Unit of measure: a UNIT code table value (`PCS`, `SET`, `M`...). */
    unit: text('unit').notNull(),
    /** List price per unit, exact, in `currency`; four decimals allow unit prices below a cent. */
    listPrice: numeric('list_price', { precision: 18, scale: 4 }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('materials_code_uq').on(t.code), check('materials_price_ck', sql`${t.listPrice} >= 0`)],
);

export const virtualMaterialNoSequence = pgSequence('virtual_material_no_seq', { startWith: 1 });

/** One typed attribute of a virtual material (kept in order as a JSON array). */
export type VirtualMaterialAttributeRow =
  | { key: string; type: 'text'; value: string }
  | { key: string; type: 'number'; value: string; unit: string | null }
  | { key: string; type: 'choice'; value: string; choices: string[] };

/**
 * Virtual materials: placeholders used in design before a real part number exists. Draft → active →
 * retired; `replacedByMaterialId` names the real material that replaces it once one exists.
 */
export const virtualMaterials = pgTable(
  'virtual_materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Generated (`VM` + year + six digits), unique. */
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr'),
    productLineCode: text('product_line_code').notNull(),
    /** FUNCTION_STRUCTURE code table value, `1`–`7`. */
    functionStructure: text('function_structure').notNull(),
    unit: text('unit').notNull(),
    attributes: jsonb('attributes').$type<VirtualMaterialAttributeRow[]>().notNull().default([]),
    /** Reference price per unit, exact, in `currency`. */
    referencePrice: numeric('reference_price', { precision: 18, scale: 4 }),
    currency: text('currency').notNull().default('CNY'),
    status: text('status', { enum: ['draft', 'active', 'retired'] })
      .notNull()
      .default('draft'),
    replacedByMaterialId: integer('replaced_by_material_id').references(() => materials.id),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('virtual_materials_code_uq').on(t.code),
    index('virtual_materials_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('virtual_materials_status_idx').on(t.status, t.updatedAt.desc()),
    check('virtual_materials_status_ck', sql`${t.status} IN ('draft', 'active', 'retired')`),
    check('virtual_materials_price_ck', sql`${t.referencePrice} IS NULL OR ${t.referencePrice} >= 0`),
    check(
      'virtual_materials_function_structure_ck',
      sql`${t.functionStructure} IN ('1', '2', '3', '4', '5', '6', '7')`,
    ),
  ],
);
