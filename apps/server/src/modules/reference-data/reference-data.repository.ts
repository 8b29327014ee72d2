import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { codeTableEntries, locations, productLines } from '../../db/schema';

const entryColumns = {
  codeType: codeTableEntries.codeType,
  code: codeTableEntries.code,
  codeDescCn: codeTableEntries.codeDescCn,
  codeDescEn: codeTableEntries.codeDescEn,
  codeDescKr: codeTableEntries.codeDescKr,
  codeDescLangCode: codeTableEntries.codeDescLangCode,
  activeStatus: codeTableEntries.activeStatus,
  description: codeTableEntries.description,
};

export function findCodeTableEntries(db: DbOrTx, tableName: 'portal' | 'cpq', codeType?: string) {
  const filters = [eq(codeTableEntries.tableName, tableName)];
  if (codeType) filters.push(eq(codeTableEntries.codeType, codeType));
  return db
    .select(entryColumns)
    .from(codeTableEntries)
    .where(and(...filters))
    .orderBy(asc(codeTableEntries.codeType), asc(codeTableEntries.sort), asc(codeTableEntries.code));
}

export function findActiveProductLines(db: DbOrTx) {
  return db
    .select()
    .from(productLines)
    .where(eq(productLines.active, true))
    .orderBy(asc(productLines.sort), asc(productLines.code));
}

export async function findLocationsByParent(db: DbOrTx, parentId: number) {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.parentId, parentId))
    .orderBy(asc(locations.sort), asc(locations.id));
  if (rows.length === 0) return [];
  const parents = await db
    .selectDistinct({ parentId: locations.parentId })
    .from(locations)
    .where(
      inArray(
        locations.parentId,
        rows.map((r) => r.id),
      ),
    );
  const withChildren = new Set(parents.map((p) => p.parentId));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    code: r.code,
    nameCn: r.nameCn,
    nameEn: r.nameEn,
    nameKr: r.nameKr,
    hasChildren: withChildren.has(r.id),
  }));
}

export async function countLocations(db: DbOrTx) {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
  return rows[0]?.n ?? 0;
}

/** Whether a product line exists and is active (what a new record may refer to). */
export async function isActiveProductLine(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: productLines.code })
    .from(productLines)
    .where(and(eq(productLines.code, code), eq(productLines.active, true)))
    .limit(1);
  return rows.length === 1;
}

/** Whether a currency is an active code of the portal code table. */
export async function isActiveCurrency(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: codeTableEntries.code })
    .from(codeTableEntries)
    .where(
      and(
        eq(codeTableEntries.tableName, 'portal'),
        eq(codeTableEntries.codeType, 'CURRENCY'),
        eq(codeTableEntries.code, code),
        eq(codeTableEntries.activeStatus, 1),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

/** Every product line, retired ones too. */
export async function findAllProductLines(db: DbOrTx) {
  return db.select().from(productLines);
}

const adminColumns = {
  id: codeTableEntries.id,
  codeType: codeTableEntries.codeType,
  code: codeTableEntries.code,
  codeDescCn: codeTableEntries.codeDescCn,
  codeDescEn: codeTableEntries.codeDescEn,
  codeDescKr: codeTableEntries.codeDescKr,
  activeStatus: codeTableEntries.activeStatus,
  sort: codeTableEntries.sort,
};

/** Every entry of the portal code table, inactive ones too, as system management keeps them. */
export function findAdminEntries(db: DbOrTx) {
  return db
    .select(adminColumns)
    .from(codeTableEntries)
    .where(eq(codeTableEntries.tableName, 'portal'))
    .orderBy(asc(codeTableEntries.codeType), asc(codeTableEntries.sort), asc(codeTableEntries.code));
}

/** An entry of the portal code table, locked for the transaction. */
export async function findAdminEntryForUpdate(db: DbOrTx, id: number) {
  const rows = await db
    .select(adminColumns)
    .from(codeTableEntries)
    .where(and(eq(codeTableEntries.id, id), eq(codeTableEntries.tableName, 'portal')))
    .for('update');
  return rows[0];
}

/** A new entry of the portal code table; undefined when its type already has the code. */
export async function insertAdminEntry(
  db: DbOrTx,
  entry: {
    codeType: string;
    code: string;
    codeDescCn: string;
    codeDescEn: string;
    codeDescKr: string;
    sort: number;
  },
) {
  const rows = await db
    .insert(codeTableEntries)
    .values({ tableName: 'portal', ...entry })
    .onConflictDoNothing()
    .returning(adminColumns);
  return rows[0];
}

/**
 * Changes an entry. Names set here replace its translation key: the names an administrator enters are the
 * ones every reader sees.
 */
export async function updateAdminEntry(
  db: DbOrTx,
  id: number,
  set: Partial<{
    codeDescCn: string;
    codeDescEn: string;
    codeDescKr: string;
    sort: number;
    activeStatus: number;
  }>,
) {
  const names = set.codeDescCn === undefined ? {} : { codeDescLangCode: null };
  const rows = await db
    .update(codeTableEntries)
    .set({ ...set, ...names })
    .where(eq(codeTableEntries.id, id))
    .returning(adminColumns);
  return rows[0];
}

/** Whether the portal code table has entries of this type (a new entry joins an existing code table). */
export async function hasCodeType(db: DbOrTx, codeType: string): Promise<boolean> {
  const rows = await db
    .select({ id: codeTableEntries.id })
    .from(codeTableEntries)
    .where(and(eq(codeTableEntries.tableName, 'portal'), eq(codeTableEntries.codeType, codeType)))
    .limit(1);
  return rows.length === 1;
}
