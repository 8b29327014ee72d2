import type { NamesByLanguage, SolutionLineKind } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import type { ItemKey } from '../materials';
import { findMaterialItems, itemKey } from '../materials';
import { findEquipmentModelsByIds } from './solutions.repository';

/** What a solution line shows and prices of the item it designs. */
export interface LineItem {
  code: string;
  names: NamesByLanguage;
  unit: string | null;
  /** List price per unit, exact; null when the item has none (an equipment model). */
  unitPrice: string | null;
  currency: string | null;
  /** Whether a new or changed line may use it (active; a virtual material not retired). */
  usable: boolean;
  /** A virtual material replaced by a real one: that material's code. */
  replacedBy: string | null;
  /** A configured product: the model version it was configured on. */
  modelVersion: number | null;
}

/** Reads configured products (saved configurations) by id; the configurations module answers them. */
export type ConfiguredItems = (db: DbOrTx, ids: number[]) => Promise<Map<number, LineItem>>;

/** The items of lines, by `kind:id`; an id that does not exist is absent. */
export async function findLineItems(
  db: DbOrTx,
  lines: readonly { kind: SolutionLineKind; itemId: number }[],
  configured: ConfiguredItems,
): Promise<Map<ItemKey<SolutionLineKind>, LineItem>> {
  const ids = (kind: SolutionLineKind) => [
    ...new Set(lines.filter((line) => line.kind === kind).map((line) => line.itemId)),
  ];
  const found = new Map<ItemKey<SolutionLineKind>, LineItem>();
  const materialItems = await findMaterialItems(db, {
    materialIds: ids('material'),
    virtualMaterialIds: ids('virtual'),
  });
  for (const item of materialItems.values())
    found.set(itemKey(item.kind, item.id), {
      code: item.code,
      names: item.names,
      unit: item.unit,
      unitPrice: item.price,
      currency: item.currency,
      usable: item.usable,
      replacedBy: item.replacedBy,
      modelVersion: null,
    });
  const modelIds = ids('model');
  if (modelIds.length > 0)
    for (const row of await findEquipmentModelsByIds(db, modelIds))
      found.set(itemKey('model', row.id), {
        code: row.model,
        names: { cn: row.descriptionCn ?? row.model, en: row.description, kr: row.descriptionKr },
        unit: null,
        unitPrice: null,
        currency: null,
        usable: row.active,
        replacedBy: null,
        modelVersion: null,
      });
  const configuredIds = ids('configured');
  if (configuredIds.length > 0)
    for (const [id, item] of await configured(db, configuredIds)) found.set(itemKey('configured', id), item);
  return found;
}
