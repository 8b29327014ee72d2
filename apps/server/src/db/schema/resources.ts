/** Tables owned by the resources module (the resource library): only that module writes them. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, ResourceCategory, ResourceKind, ResourceShelf } from '@portal/contract';
import { createdAt, rowVersion, updatedAt } from './columns';
import { files } from './files';
import { companies, users } from './partners';

/** A resource: names and descriptions in three languages, its file (the current version) and who may read it. */
export const resources = pgTable(
  'resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Follows from the category (contract: resourceCategoryShelf); kept for the lists' index. */
    shelf: text('shelf').$type<ResourceShelf>().notNull(),
    category: text('category').$type<ResourceCategory>().notNull(),
    productLineCode: text('product_line_code'),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameKr: text('name_kr').notNull(),
    descriptionCn: text('description_cn'),
    descriptionEn: text('description_en'),
    descriptionKr: text('description_kr'),
    languages: text('languages').array().$type<Language[]>().notNull(),
    kind: text('kind').$type<ResourceKind>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    version: integer('version').notNull().default(1),
    audienceCompanyTypes: text('audience_company_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audienceTiers: text('audience_tiers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    downloadCount: integer('download_count').notNull().default(0),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    index('resources_shelf_updated_idx').on(t.shelf, t.updatedAt.desc().nullsFirst(), t.id),
    index('resources_shelf_downloads_idx').on(t.shelf, t.downloadCount.desc().nullsFirst(), t.id),
  ],
);

/** Every counted download: who, of which company, which version, when. */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    version: integer('version').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_downloads_resource_idx').on(t.resourceId, t.downloadedAt.desc().nullsFirst())],
);
