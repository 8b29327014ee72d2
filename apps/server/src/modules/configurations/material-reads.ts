/**
 * The configurations module's view of materials and virtual materials (names, units, prices), read through
 * the materials module, which owns them.
 */
import type { ItemInfo, ItemKind, ModelItem } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import type { ItemKey, MaterialItem } from '../materials';
import { findMaterialItems, lookupMaterialItems } from '../materials';

/** The materials and virtual materials named by `items`, by `itemKey` (materials' index); unknown ones are missing. */
export async function findItems(
  db: DbOrTx,
  items: readonly ModelItem[],
): Promise<Map<ItemKey<ItemKind>, ItemInfo>> {
  const idsOf = (kind: ItemKind) => items.filter((item) => item.kind === kind).map((item) => item.id);
  const found = await findMaterialItems(db, {
    materialIds: idsOf('material'),
    virtualMaterialIds: idsOf('virtual'),
  });
  return new Map([...found].map(([key, item]) => [key, itemInfo(item)]));
}

/** Materials and (not retired) virtual materials whose code or name holds `keyword`, first 50 of each by code. */
export async function lookupItems(
  db: DbOrTx,
  keyword: string | undefined,
  kind: ItemKind | undefined,
): Promise<ItemInfo[]> {
  return (await lookupMaterialItems(db, { keyword, kind, limit: 50 })).map(itemInfo);
}

function itemInfo(item: MaterialItem): ItemInfo {
  const { kind, id, code, names, unit, price, currency } = item;
  return { kind, id, code, names, unit, price, currency };
}
