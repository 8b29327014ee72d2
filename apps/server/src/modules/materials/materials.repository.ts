import type { Page, SortOrder, VirtualMaterialStatus } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { FilterShape, ListFilter } from '../../core/sql';
import {
  containsPattern,
  countAllRows,
  filterShapeOf,
  keptRowCount,
  pageWithTotal,
  oneOfFilter,
  pageIdsOf,
  placeholderOf,
  prepared,
} from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import type { VirtualMaterialAttributeRow } from '../../db/schema';
import { materials, productLines, users, virtualMaterials } from '../../db/schema';

export const virtualMaterialEntity = 'virtual_material';

export interface VirtualMaterialFilters {
  keyword?: string;
  statuses?: VirtualMaterialStatus[];
  productLineCodes?: string[];
  functionStructures?: string[];
}

const anyOf = (values: readonly unknown[] | undefined) => (values?.length ?? 0) > 0;

/** The list's filters, one row each (`filterShapeOf`): the query is prepared once per shape. */
const materialFilters: ListFilter<VirtualMaterialFilters>[] = [
  {
    shapeOf: (filters) => (filters.keyword ? 'keyword' : undefined),
    condition: () =>
      or(
        ilike(virtualMaterials.code, placeholderOf('keyword')),
        ilike(virtualMaterials.nameCn, placeholderOf('keyword')),
        ilike(virtualMaterials.nameEn, placeholderOf('keyword')),
        ilike(virtualMaterials.nameKr, placeholderOf('keyword')),
      )!,
    valuesOf: (filters, values) => (values['keyword'] = containsPattern(filters.keyword!)),
  },
  oneOfFilter('statuses', virtualMaterials.status, anyOf),
  oneOfFilter('productLineCodes', virtualMaterials.productLineCode, anyOf),
  oneOfFilter('functionStructures', virtualMaterials.functionStructure, anyOf),
];

const replacement = alias(materials, 'replacement');

const columns = {
  id: virtualMaterials.id,
  code: virtualMaterials.code,
  nameCn: virtualMaterials.nameCn,
  nameEn: virtualMaterials.nameEn,
  nameKr: virtualMaterials.nameKr,
  productLineCode: virtualMaterials.productLineCode,
  functionStructure: virtualMaterials.functionStructure,
  unit: virtualMaterials.unit,
  attributes: virtualMaterials.attributes,
  referencePrice: virtualMaterials.referencePrice,
  currency: virtualMaterials.currency,
  status: virtualMaterials.status,
  replacedById: replacement.id,
  replacedByCode: replacement.code,
  replacedByNameCn: replacement.nameCn,
  replacedByNameEn: replacement.nameEn,
  replacedByNameKr: replacement.nameKr,
  updatedByName: users.displayName,
  createdAt: virtualMaterials.createdAt,
  updatedAt: virtualMaterials.updatedAt,
  rowVersion: virtualMaterials.rowVersion,
};
export interface VirtualMaterialRow {
  id: number;
  code: string;
  nameCn: string;
  nameEn: string;
  nameKr: string | null;
  productLineCode: string;
  functionStructure: string;
  unit: string;
  attributes: VirtualMaterialAttributeRow[];
  referencePrice: string | null;
  currency: string;
  status: VirtualMaterialStatus;
  replacedById: number | null;
  replacedByCode: string | null;
  replacedByNameCn: string | null;
  replacedByNameEn: string | null;
  replacedByNameKr: string | null;
  updatedByName: string | null;
  createdAt: Date;
  updatedAt: Date;
  rowVersion: number;
}

const sortColumns = {
  updatedAt: virtualMaterials.updatedAt,
  code: virtualMaterials.code,
  nameCn: virtualMaterials.nameCn,
  referencePrice: virtualMaterials.referencePrice,
  status: virtualMaterials.status,
};
export interface VirtualMaterialSort {
  field: keyof typeof sortColumns;
  order: SortOrder;
}

const selectRows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(virtualMaterials)
    .leftJoin(replacement, eq(replacement.id, virtualMaterials.replacedByMaterialId))
    .leftJoin(users, eq(users.id, virtualMaterials.updatedBy));

/** The filter's total; no filter: the kept count, not a count(*) of every virtual material. */
export async function countVirtualMaterials(db: DbOrTx, filters: VirtualMaterialFilters): Promise<number> {
  const shape = filterShapeOf(materialFilters, filters);
  if (!shape.filtered) return countAllRows(db, virtualMaterials);
  const [row] = await prepared(
    db,
    `virtual-materials.count:${shape.key}`,
    (db) => db.select({ total: count() }).from(virtualMaterials).where(shape.where()),
    shape.values,
  );
  return row?.total ?? 0;
}

/**
 * A page's rows (offset and limit), or with `withTotal` each also carrying the kept count as `pageTotal`.
 * The page's ids first, to be joined: a deep page would otherwise join every row its offset skips.
 */
function virtualMaterialRows(
  db: DbOrTx,
  shape: FilterShape,
  sort: VirtualMaterialSort,
  page: { offset: number; limit: number },
  withTotal = false,
): Promise<VirtualMaterialRow[]> {
  return prepared(
    db,
    `virtual-materials.page:${shape.key}:${sort.field}:${sort.order}:${withTotal}`,
    (db) => {
      // The updated-at index is (updated_at DESC NULLS LAST, id DESC NULLS LAST): newest first must say
      // NULLS LAST (and oldest first NULLS FIRST, the index read backwards), or PostgreSQL sorts the whole
      // table for a page. The other columns keep the plain directions, which the code's unique index answers.
      const direction =
        sort.field === 'updatedAt'
          ? sql.raw(sort.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST')
          : sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC');
      const order = [sql`${sortColumns[sort.field]} ${direction}`, sql`${virtualMaterials.id} ${direction}`];
      const window = { offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };
      const pageIds = pageIdsOf(db, virtualMaterials, virtualMaterials.id, shape.where(), order, window);
      return db
        .select(
          withTotal
            ? { ...columns, pageTotal: sql<number>`(${keptRowCount(db, virtualMaterials)})` }
            : columns,
        )
        .from(pageIds)
        .innerJoin(virtualMaterials, eq(virtualMaterials.id, pageIds.pageId))
        .leftJoin(replacement, eq(replacement.id, virtualMaterials.replacedByMaterialId))
        .leftJoin(users, eq(users.id, virtualMaterials.updatedBy))
        .orderBy(...order);
    },
    { ...shape.values, ...page },
  );
}

export function findVirtualMaterials(
  db: DbOrTx,
  filters: VirtualMaterialFilters,
  sort: VirtualMaterialSort,
  page: { offset: number; limit: number },
): Promise<VirtualMaterialRow[]> {
  return virtualMaterialRows(db, filterShapeOf(materialFilters, filters), sort, page);
}

/** A page of the list with its total; no filter: the kept count in the page's statement. */
export function findVirtualMaterialPage<Item>(
  db: DbOrTx,
  filters: VirtualMaterialFilters,
  sort: VirtualMaterialSort,
  page: { pageNum: number; pageSize: number },
  map: (row: VirtualMaterialRow) => Item,
): Promise<Page<Item>> {
  const shape = filterShapeOf(materialFilters, filters);
  return pageWithTotal(
    db,
    page,
    {
      rows: (window, withTotal) => virtualMaterialRows(db, shape, sort, window, withTotal),
      count: () => countVirtualMaterials(db, filters),
      totalInPage: !shape.filtered,
    },
    map,
  );
}

export async function findVirtualMaterialById(
  db: DbOrTx,
  id: number,
  forUpdate = false,
): Promise<VirtualMaterialRow | undefined> {
  const query = selectRows(db).where(eq(virtualMaterials.id, id));
  const [row] = forUpdate ? await query.for('update', { of: virtualMaterials }) : await query;
  return row;
}

export function findVirtualMaterialsByIds(db: DbOrTx, ids: readonly number[]): Promise<VirtualMaterialRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectRows(db).where(inArray(virtualMaterials.id, [...ids]));
}

/** The next generated code: `VM` + the year + six digits of the sequence (an insert's value). */
export const nextVirtualMaterialCode = sql<string>`'VM' || to_char(now(), 'YYYY') || lpad(nextval('virtual_material_no_seq')::text, 6, '0')`;

/** A row to insert; any column may be an SQL expression (the generated code). */
export type VirtualMaterialInsert = PgInsertValue<typeof virtualMaterials>;

export async function insertVirtualMaterials(
  db: DbOrTx,
  rows: VirtualMaterialInsert[],
): Promise<{ id: number; code: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(virtualMaterials)
    .values(rows)
    .returning({ id: virtualMaterials.id, code: virtualMaterials.code });
}

export async function updateVirtualMaterial(
  db: DbOrTx,
  id: number,
  values: Partial<typeof virtualMaterials.$inferInsert>,
): Promise<void> {
  await db
    .update(virtualMaterials)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${virtualMaterials.rowVersion} + 1` })
    .where(eq(virtualMaterials.id, id));
}

// ---------------------------------------------------------------- real materials

const materialColumns = {
  id: materials.id,
  code: materials.code,
  nameCn: materials.nameCn,
  nameEn: materials.nameEn,
  nameKr: materials.nameKr,
  unit: materials.unit,
  listPrice: materials.listPrice,
  currency: materials.currency,
  active: materials.active,
  productLineCode: materials.productLineCode,
};
export type MaterialRow = {
  id: number;
  code: string;
  nameCn: string;
  nameEn: string;
  nameKr: string | null;
  unit: string;
  listPrice: string;
  currency: string;
  active: boolean;
  productLineCode: string | null;
};

export async function findMaterialById(db: DbOrTx, id: number): Promise<MaterialRow | undefined> {
  const [row] = await db.select(materialColumns).from(materials).where(eq(materials.id, id));
  return row;
}

export function findMaterialsByIds(db: DbOrTx, ids: readonly number[]): Promise<MaterialRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(materialColumns)
    .from(materials)
    .where(inArray(materials.id, [...ids]));
}

/** Active real materials whose code or a name contains `keyword`, by code. */
export function searchMaterials(
  db: DbOrTx,
  keyword: string | undefined,
  limit: number,
): Promise<MaterialRow[]> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const conditions: SQL[] = [eq(materials.active, true)];
  if (pattern)
    conditions.push(
      or(
        ilike(materials.code, pattern),
        ilike(materials.nameCn, pattern),
        ilike(materials.nameEn, pattern),
        ilike(materials.nameKr, pattern),
      )!,
    );
  return db
    .select(materialColumns)
    .from(materials)
    .where(and(...conditions))
    .orderBy(asc(materials.code))
    .limit(limit);
}

/** Virtual materials in `statuses` whose code or a name contains `keyword`, by code. */
export function searchVirtualMaterials(
  db: DbOrTx,
  keyword: string | undefined,
  statuses: VirtualMaterialStatus[],
  limit: number,
): Promise<VirtualMaterialRow[]> {
  const shape = filterShapeOf(materialFilters, { keyword, statuses });
  return prepared(
    db,
    `virtual-materials.search:${shape.key}`,
    (db) =>
      selectRows(db).where(shape.where()).orderBy(asc(virtualMaterials.code)).limit(sql.placeholder('limit')),
    { ...shape.values, limit },
  );
}

/** The codes of the active product lines (basic data), for the import's check. */
export async function findActiveProductLineCodes(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ code: productLines.code })
    .from(productLines)
    .where(eq(productLines.active, true))
    .orderBy(asc(productLines.sort), asc(productLines.code));
  return rows.map((row) => row.code);
}
