/** Tables owned by the configurations module (integrated material configuration): only it writes them. */
import type { ModelDefinition } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, rowVersion, updatedAt } from './columns';
import { users } from './partners';

/** A priced bill-of-materials line as a configuration keeps it (the contract's PricedBomLine). */
export interface StoredBomLine {
  item: {
    kind: 'material' | 'virtual';
    id: number;
    code: string;
    names: { cn: string; en?: string | null; kr?: string | null };
    unit: string;
    price: string | null;
    currency: string;
  };
  quantity: string;
  amount: string;
  sources: { type: 'base' | 'option' | 'rule'; code: string; quantity: string }[];
}

/**
 * Configurable products: the draft definition being edited, and the number of the latest published version.
 * draft (never published) → published → retired.
 */
export const configurableModels = pgTable(
  'configurable_models',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en'),
    nameKr: text('name_kr'),
    productLineCode: text('product_line_code'),
    status: text('status', { enum: ['draft', 'published', 'retired'] })
      .notNull()
      .default('draft'),
    /** The definition being edited; checked by the rule engine before every save. */
    draft: jsonb('draft').$type<ModelDefinition>().notNull(),
    latestVersion: integer('latest_version'),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('configurable_models_code_uq').on(t.code),
    index('configurable_models_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('configurable_models_status_ck', sql`${t.status} IN ('draft', 'published', 'retired')`),
  ],
);

/** Published versions: a definition frozen at publication; never changed afterwards. */
export const configurableModelVersions = pgTable(
  'configurable_model_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modelId: integer('model_id')
      .notNull()
      .references(() => configurableModels.id),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<ModelDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id),
  },
  (t) => [uniqueIndex('configurable_model_versions_uq').on(t.modelId, t.version)],
);

/** Configurations: a valid selection of a model version, its bill of materials and list price, kept forever. */
export const configurations = pgTable(
  'configurations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    modelVersionId: integer('model_version_id')
      .notNull()
      .references(() => configurableModelVersions.id),
    selection: jsonb('selection').$type<string[]>().notNull(),
    bom: jsonb('bom').$type<StoredBomLine[]>().notNull(),
    listPrice: numeric('list_price', { precision: 18, scale: 4 }).notNull(),
    currency: text('currency').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('configurations_version_idx').on(t.modelVersionId)],
);
