import type { ModelDefinition, ModelStatus, SortOrder } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { configurableModels, configurableModelVersions, configurations, users } from '../../db/schema';
import type { StoredBomLine } from '../../db/schema';

export const configurableProductEntity = 'configurable_product';

export type ModelRow = typeof configurableModels.$inferSelect;
export type VersionRow = typeof configurableModelVersions.$inferSelect;

export interface ModelFilters {
  keyword?: string;
  status?: ModelStatus;
  productLineCode?: string;
}

const sortColumns = {
  updatedAt: configurableModels.updatedAt,
  code: configurableModels.code,
  status: configurableModels.status,
} as const;

function whereOf(filters: ModelFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(configurableModels.code, pattern),
        ilike(configurableModels.nameCn, pattern),
        ilike(configurableModels.nameEn, pattern),
        ilike(configurableModels.nameKr, pattern),
      )!,
    );
  }
  if (filters.status) conditions.push(eq(configurableModels.status, filters.status));
  if (filters.productLineCode)
    conditions.push(eq(configurableModels.productLineCode, filters.productLineCode));
  return conditions.length ? and(...conditions) : undefined;
}

// Written out with table aliases: drizzle leaves column names unqualified in a select list, where the
// subquery's own table would capture them.
const latestVersionId = sql<number | null>`(SELECT v.id FROM configurable_model_versions v
  WHERE v.model_id = "configurable_models"."id" AND v.version = "configurable_models"."latest_version")`;

export function findModels(
  db: DbOrTx,
  filters: ModelFilters,
  sort: { field: keyof typeof sortColumns; order: SortOrder },
  window: { offset: number; limit: number },
) {
  const column = sortColumns[sort.field];
  return db
    .select({
      id: configurableModels.id,
      code: configurableModels.code,
      nameCn: configurableModels.nameCn,
      nameEn: configurableModels.nameEn,
      nameKr: configurableModels.nameKr,
      productLineCode: configurableModels.productLineCode,
      status: configurableModels.status,
      latestVersion: configurableModels.latestVersion,
      latestVersionId,
      updatedAt: configurableModels.updatedAt,
    })
    .from(configurableModels)
    .where(whereOf(filters))
    .orderBy(sort.order === 'asc' ? asc(column) : desc(column), desc(configurableModels.id))
    .offset(window.offset)
    .limit(window.limit);
}
export type ModelListRow = Awaited<ReturnType<typeof findModels>>[number];

export async function countModels(db: DbOrTx, filters: ModelFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(configurableModels).where(whereOf(filters));
  return row?.n ?? 0;
}

export async function findModel(db: DbOrTx, id: number, lock = false): Promise<ModelRow | undefined> {
  const query = db.select().from(configurableModels).where(eq(configurableModels.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function modelCodeTaken(db: DbOrTx, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: configurableModels.id })
    .from(configurableModels)
    .where(sql`lower(${configurableModels.code}) = lower(${code})`);
  return row !== undefined;
}

export async function insertModel(
  db: DbOrTx,
  values: typeof configurableModels.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(configurableModels).values(values).returning({ id: configurableModels.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateModel(
  db: DbOrTx,
  id: number,
  values: Partial<typeof configurableModels.$inferInsert>,
) {
  await db
    .update(configurableModels)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${configurableModels.rowVersion} + 1` })
    .where(eq(configurableModels.id, id));
}

export function findVersions(db: DbOrTx, modelId: number) {
  return db
    .select({
      id: configurableModelVersions.id,
      version: configurableModelVersions.version,
      publishedAt: configurableModelVersions.publishedAt,
      publishedByName: users.displayName,
      configurationCount: sql<number>`(SELECT count(*)::int FROM configurations c
        WHERE c.model_version_id = "configurable_model_versions"."id")`,
    })
    .from(configurableModelVersions)
    .leftJoin(users, eq(users.id, configurableModelVersions.publishedBy))
    .where(eq(configurableModelVersions.modelId, modelId))
    .orderBy(desc(configurableModelVersions.version));
}

export async function insertVersion(
  db: DbOrTx,
  values: { modelId: number; version: number; definition: ModelDefinition; publishedBy: number },
): Promise<number> {
  const [row] = await db
    .insert(configurableModelVersions)
    .values(values)
    .returning({ id: configurableModelVersions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A published version with its model's code and names. */
export async function findVersion(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: configurableModelVersions.id,
      modelId: configurableModelVersions.modelId,
      version: configurableModelVersions.version,
      definition: configurableModelVersions.definition,
      code: configurableModels.code,
      nameCn: configurableModels.nameCn,
      nameEn: configurableModels.nameEn,
      nameKr: configurableModels.nameKr,
    })
    .from(configurableModelVersions)
    .innerJoin(configurableModels, eq(configurableModels.id, configurableModelVersions.modelId))
    .where(eq(configurableModelVersions.id, id));
  return row;
}
export type VersionWithModel = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

export async function insertConfiguration(
  db: DbOrTx,
  values: {
    modelVersionId: number;
    selection: string[];
    bom: StoredBomLine[];
    listPrice: string;
    currency: string;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await db.insert(configurations).values(values).returning({ id: configurations.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findConfiguration(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: configurations.id,
      modelVersionId: configurations.modelVersionId,
      selection: configurations.selection,
      bom: configurations.bom,
      listPrice: configurations.listPrice,
      currency: configurations.currency,
      createdAt: configurations.createdAt,
      createdByName: users.displayName,
      modelId: configurableModelVersions.modelId,
      version: configurableModelVersions.version,
      modelCode: configurableModels.code,
      nameCn: configurableModels.nameCn,
      nameEn: configurableModels.nameEn,
      nameKr: configurableModels.nameKr,
    })
    .from(configurations)
    .innerJoin(configurableModelVersions, eq(configurableModelVersions.id, configurations.modelVersionId))
    .innerJoin(configurableModels, eq(configurableModels.id, configurableModelVersions.modelId))
    .leftJoin(users, eq(users.id, configurations.createdBy))
    .where(eq(configurations.id, id));
  return row;
}

/** Saved configurations by id, with their model's code and names and the version they were made on. */
export function findConfigurationsByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: configurations.id,
      listPrice: configurations.listPrice,
      currency: configurations.currency,
      version: configurableModelVersions.version,
      modelCode: configurableModels.code,
      nameCn: configurableModels.nameCn,
      nameEn: configurableModels.nameEn,
      nameKr: configurableModels.nameKr,
      productLineCode: configurableModels.productLineCode,
      bom: configurations.bom,
    })
    .from(configurations)
    .innerJoin(configurableModelVersions, eq(configurableModelVersions.id, configurations.modelVersionId))
    .innerJoin(configurableModels, eq(configurableModels.id, configurableModelVersions.modelId))
    .where(inArray(configurations.id, [...ids]));
}
