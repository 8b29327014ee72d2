/** Tables owned by the solutions module: only that module writes them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, rowVersion, updatedAt } from './columns';
import { configurations } from './configurations';
import { files } from './files';
import { materials, virtualMaterials } from './materials';
import { businessOpportunities } from './opportunities';
import { users } from './partners';
import { equipmentModels } from './reference-data';

export const solutionNoSequence = pgSequence('solution_no_seq', { startWith: 1 });

/**
 * Solutions: one row per version. Every version of a solution shares its `solutionNo`; revising an
 * approved version adds the next one (a draft copy) and clears `latest` on the one before, which stays
 * approved and read-only.
 */
export const solutions = pgTable(
  'solutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    solutionNo: text('solution_no').notNull(),
    version: integer('version').notNull().default(1),
    latest: boolean('latest').notNull().default(true),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => businessOpportunities.id),
    title: text('title').notNull(),
    notes: text('notes'),
    status: text('status', { enum: ['draft', 'designing', 'submitted', 'approved', 'returned'] })
      .notNull()
      .default('draft'),
    returnReason: text('return_reason'),
    /** The list price of its priced lines, kept exact at every save (the list shows it). */
    listTotal: amount('list_total'),
    currency: text('currency').notNull().default('CNY'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('solutions_no_version_uq').on(t.solutionNo, t.version),
    index('solutions_opportunity_idx').on(t.opportunityId),
    index('solutions_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'solutions_status_ck',
      sql`${t.status} IN ('draft', 'designing', 'submitted', 'approved', 'returned')`,
    ),
  ],
);

/**
 * The lines of a solution version: exactly one of the item columns is set, the one of its kind. A
 * configured product points at the configuration saved from the configurator (which keeps its model
 * version).
 */
export const solutionLines = pgTable(
  'solution_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    solutionId: integer('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['configured', 'model', 'material', 'virtual'] }).notNull(),
    configurationId: integer('configuration_id').references(() => configurations.id),
    equipmentModelId: integer('equipment_model_id').references(() => equipmentModels.id),
    materialId: integer('material_id').references(() => materials.id),
    virtualMaterialId: integer('virtual_material_id').references(() => virtualMaterials.id),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    note: text('note'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('solution_lines_solution_idx').on(t.solutionId),
    check('solution_lines_quantity_ck', sql`${t.quantity} > 0`),
    check(
      'solution_lines_item_ck',
      sql`(${t.kind} = 'configured') = (${t.configurationId} IS NOT NULL)
        AND (${t.kind} = 'model') = (${t.equipmentModelId} IS NOT NULL)
        AND (${t.kind} = 'material') = (${t.materialId} IS NOT NULL)
        AND (${t.kind} = 'virtual') = (${t.virtualMaterialId} IS NOT NULL)`,
    ),
  ],
);

export const solutionFiles = pgTable(
  'solution_files',
  {
    solutionId: integer('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.solutionId, t.fileId] })],
);
