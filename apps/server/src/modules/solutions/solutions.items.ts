import type { NamesByLanguage, SolutionLineKind } from '@portal/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { equipmentModels, materials, virtualMaterials } from '../../db/schema';

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

export type ItemKey = `${SolutionLineKind}:${number}`;
export const itemKey = (kind: SolutionLineKind, id: number): ItemKey => `${kind}:${id}`;

/** The items of lines, by `kind:id`; an id that does not exist is absent. */
export async function findLineItems(
  db: DbOrTx,
  lines: readonly { kind: SolutionLineKind; itemId: number }[],
  configured: ConfiguredItems,
): Promise<Map<ItemKey, LineItem>> {
  const ids = (kind: SolutionLineKind) => [
    ...new Set(lines.filter((line) => line.kind === kind).map((line) => line.itemId)),
  ];
  const found = new Map<ItemKey, LineItem>();
  const materialIds = ids('material');
  if (materialIds.length > 0)
    for (const row of await db.select().from(materials).where(inArray(materials.id, materialIds)))
      found.set(itemKey('material', row.id), {
        code: row.code,
        names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
        unit: row.unit,
        unitPrice: row.listPrice,
        currency: row.currency,
        usable: row.active,
        replacedBy: null,
        modelVersion: null,
      });
  const virtualIds = ids('virtual');
  if (virtualIds.length > 0) {
    const rows = await db
      .select({ row: virtualMaterials, replacedBy: materials.code })
      .from(virtualMaterials)
      .leftJoin(materials, eq(materials.id, virtualMaterials.replacedByMaterialId))
      .where(inArray(virtualMaterials.id, virtualIds));
    for (const { row, replacedBy } of rows)
      found.set(itemKey('virtual', row.id), {
        code: row.code,
        names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
        unit: row.unit,
        unitPrice: row.referencePrice,
        currency: row.currency,
        usable: row.status !== 'retired',
        replacedBy,
        modelVersion: null,
      });
  }
  const modelIds = ids('model');
  if (modelIds.length > 0)
    for (const row of await db.select().from(equipmentModels).where(inArray(equipmentModels.id, modelIds)))
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
