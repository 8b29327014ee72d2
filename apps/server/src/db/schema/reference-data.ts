/** Tables owned by the reference-data module: only that module writes them. */
import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const codeTableEntries = pgTable(
  'code_table_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'portal' for the code table, 'cpq' for the quotation code table. */
    tableName: text('table_name', { enum: ['portal', 'cpq'] }).notNull(),
    codeType: text('code_type').notNull(),
    code: text('code').notNull(),
    codeDescCn: text('code_desc_cn').notNull(),
    codeDescEn: text('code_desc_en').notNull(),
    /** Korean description; readers fall back to the English one when it is empty. */
    codeDescKr: text('code_desc_kr'),
    codeDescLangCode: text('code_desc_lang_code'),
    activeStatus: smallint('active_status').notNull().default(1),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('code_table_entries_uq').on(t.tableName, t.codeType, t.code)],
);

/** Product lines: basic data merged into the CPQ code table as PRODUCT_LINE_TYPE_CRM. */
export const productLines = pgTable('product_lines', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  /** Korean name; readers fall back to the English one when it is empty. */
  nameKr: text('name_kr'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * The largest discount (percent of list) per product line a quotation line may give without approval:
 * kept with the product line by system management, read by the quotations.
 */
export const quotationDiscountThresholds = pgTable('quotation_discount_thresholds', {
  productLineCode: text('product_line_code').primaryKey(),
  maxDiscountPercent: numeric('max_discount_percent', { precision: 5, scale: 2 }).notNull(),
});

export const equipmentModels = pgTable(
  'equipment_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productLineCode: text('product_line_code').notNull(),
    model: text('model').notNull(),
    kind: text('kind', { enum: ['iop', 'no_iop', 'robot'] }).notNull(),
    /** English description. */
    description: text('description'),
    descriptionCn: text('description_cn'),
    descriptionKr: text('description_kr'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('equipment_models_model_uq').on(t.model),
    index('equipment_models_line_idx').on(t.productLineCode),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: integer('id').primaryKey(),
    /** -1 for countries. */
    parentId: integer('parent_id').notNull(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('locations_parent_idx').on(t.parentId, t.sort)],
);
