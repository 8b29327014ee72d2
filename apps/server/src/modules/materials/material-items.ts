/**
 * Materials and virtual materials as other modules name and price them (configurable products, solutions,
 * quotations): every language's name, the exact price, and whether a new line may use the item. The
 * materials module owns these tables; other modules read them only through these functions.
 */
import type { NamesByLanguage, VirtualMaterialStatus } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import * as repo from './materials.repository';
import type { MaterialRow, VirtualMaterialRow } from './materials.repository';

export type MaterialItemKind = 'material' | 'virtual';

/**
 * The one key of a line's item in a map, `<kind>:<id>`, for every module that keys lines by their item
 * (materials and virtual materials here; equipment models and configured products in solutions and
 * quotations).
 */
export type ItemKey<Kind extends string = string> = `${Kind}:${number}`;
export const itemKey = <Kind extends string>(kind: Kind, id: number): ItemKey<Kind> => `${kind}:${id}`;

export interface MaterialItem {
  kind: MaterialItemKind;
  id: number;
  code: string;
  names: NamesByLanguage;
  productLineCode: string | null;
  unit: string;
  /** List price (real) or reference price (virtual) per unit, exact as stored; null when it has none. */
  price: string | null;
  currency: string;
  /** Whether a new or changed line may use it: a real material that is active, a virtual one not retired. */
  usable: boolean;
  /** A virtual material replaced by a real one: that material's code. */
  replacedBy: string | null;
}

/** The items named by id, by `itemKey`; an id that does not exist is absent. */
export async function findMaterialItems(
  db: DbOrTx,
  ids: { materialIds?: readonly number[]; virtualMaterialIds?: readonly number[] },
): Promise<Map<ItemKey<MaterialItemKind>, MaterialItem>> {
  const real = await repo.findMaterialsByIds(db, [...new Set(ids.materialIds ?? [])]);
  const virtual = await repo.findVirtualMaterialsByIds(db, [...new Set(ids.virtualMaterialIds ?? [])]);
  const found = new Map<ItemKey<MaterialItemKind>, MaterialItem>();
  for (const item of [...real.map(realItem), ...virtual.map(virtualItem)])
    found.set(itemKey(item.kind, item.id), item);
  return found;
}

/** Virtual materials a designer may still use: drafts and active ones. */
const designableStatuses: VirtualMaterialStatus[] = ['draft', 'active'];

/**
 * Active real materials and designable virtual materials whose code or a name contains `keyword`, each kind by
 * code, real ones first, at most `limit` of each kind.
 */
export async function lookupMaterialItems(
  db: DbOrTx,
  query: { keyword?: string; kind?: MaterialItemKind; limit: number },
): Promise<MaterialItem[]> {
  const real = query.kind === 'virtual' ? [] : await repo.searchMaterials(db, query.keyword, query.limit);
  const virtual =
    query.kind === 'material'
      ? []
      : await repo.searchVirtualMaterials(db, query.keyword, designableStatuses, query.limit);
  return [...real.map(realItem), ...virtual.map(virtualItem)];
}

function realItem(row: MaterialRow): MaterialItem {
  return {
    kind: 'material',
    id: row.id,
    code: row.code,
    names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
    productLineCode: row.productLineCode,
    unit: row.unit,
    price: row.listPrice,
    currency: row.currency,
    usable: row.active,
    replacedBy: null,
  };
}

function virtualItem(row: VirtualMaterialRow): MaterialItem {
  return {
    kind: 'virtual',
    id: row.id,
    code: row.code,
    names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
    productLineCode: row.productLineCode,
    unit: row.unit,
    price: row.referencePrice,
    currency: row.currency,
    usable: row.status !== 'retired',
    replacedBy: row.replacedByCode,
  };
}
