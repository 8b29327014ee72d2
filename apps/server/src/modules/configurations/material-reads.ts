/**
 * The ONE place where the configurations module reads materials and virtual materials (names, units, prices).
 * It reads the materials module's tables directly for now; it is meant to be replaced by the materials
 * module's own lookup functions, with the same signatures.
 */
import type { ItemInfo, ItemKind, ModelItem } from '@portal/contract';
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { materials, virtualMaterials } from '../../db/schema';

export const itemKey = (item: { kind: ItemKind; id: number }) => `${item.kind}:${item.id}`;

/** The materials and virtual materials named by `items`, by `itemKey`; unknown ones are missing. */
export async function findItems(db: DbOrTx, items: readonly ModelItem[]): Promise<Map<string, ItemInfo>> {
  const materialIds = [...new Set(items.filter((i) => i.kind === 'material').map((i) => i.id))];
  const virtualIds = [...new Set(items.filter((i) => i.kind === 'virtual').map((i) => i.id))];
  const [real, virtual] = await Promise.all([
    materialIds.length ? db.select().from(materials).where(inArray(materials.id, materialIds)) : [],
    virtualIds.length
      ? db.select().from(virtualMaterials).where(inArray(virtualMaterials.id, virtualIds))
      : [],
  ]);
  const found = new Map<string, ItemInfo>();
  for (const row of real) found.set(itemKey({ kind: 'material', id: row.id }), materialInfo(row));
  for (const row of virtual) found.set(itemKey({ kind: 'virtual', id: row.id }), virtualInfo(row));
  return found;
}

/** Materials and (not retired) virtual materials whose code or name holds `keyword`, first 50 by code. */
export async function lookupItems(
  db: DbOrTx,
  keyword: string | undefined,
  kind: ItemKind | undefined,
): Promise<ItemInfo[]> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const [real, virtual] = await Promise.all([
    kind === 'virtual'
      ? []
      : db
          .select()
          .from(materials)
          .where(
            and(
              eq(materials.active, true),
              pattern
                ? or(
                    ilike(materials.code, pattern),
                    ilike(materials.nameCn, pattern),
                    ilike(materials.nameEn, pattern),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(materials.code))
          .limit(50),
    kind === 'material'
      ? []
      : db
          .select()
          .from(virtualMaterials)
          .where(
            and(
              ne(virtualMaterials.status, 'retired'),
              pattern
                ? or(
                    ilike(virtualMaterials.code, pattern),
                    ilike(virtualMaterials.nameCn, pattern),
                    ilike(virtualMaterials.nameEn, pattern),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(virtualMaterials.code))
          .limit(50),
  ]);
  return [...real.map(materialInfo), ...virtual.map(virtualInfo)];
}

function materialInfo(row: typeof materials.$inferSelect): ItemInfo {
  return {
    kind: 'material',
    id: row.id,
    code: row.code,
    names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
    unit: row.unit,
    price: row.listPrice,
    currency: row.currency,
  };
}

function virtualInfo(row: typeof virtualMaterials.$inferSelect): ItemInfo {
  return {
    kind: 'virtual',
    id: row.id,
    code: row.code,
    names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
    unit: row.unit,
    price: row.referencePrice,
    currency: row.currency,
  };
}
