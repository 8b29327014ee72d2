/** System management's reads and writes of product lines (with their discount thresholds) and equipment models. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { equipmentModels, productLines, quotationDiscountThresholds } from '../../db/schema';

const lineColumns = {
  id: productLines.id,
  code: productLines.code,
  nameCn: productLines.nameCn,
  nameEn: productLines.nameEn,
  nameKr: productLines.nameKr,
  active: productLines.active,
  sort: productLines.sort,
  threshold: quotationDiscountThresholds.maxDiscountPercent,
};

const lineQuery = (db: DbOrTx) =>
  db
    .select(lineColumns)
    .from(productLines)
    .leftJoin(
      quotationDiscountThresholds,
      eq(quotationDiscountThresholds.productLineCode, productLines.code),
    );

export type ProductLineAdminRow = Awaited<ReturnType<typeof findAdminProductLines>>[number];

/** Every product line, inactive ones too, with its discount threshold. */
export function findAdminProductLines(db: DbOrTx) {
  return lineQuery(db).orderBy(asc(productLines.sort), asc(productLines.code));
}

/** A product line with its threshold, its row locked for the transaction. */
export async function findAdminProductLineForUpdate(db: DbOrTx, id: number) {
  const rows = await lineQuery(db).where(eq(productLines.id, id)).for('update', { of: productLines });
  return rows[0];
}

/** A new product line; undefined when its code is taken. */
export async function insertProductLine(
  db: DbOrTx,
  line: { code: string; nameCn: string; nameEn: string; nameKr: string; sort: number },
) {
  const rows = await db
    .insert(productLines)
    .values(line)
    .onConflictDoNothing()
    .returning({ id: productLines.id });
  return rows[0]?.id;
}

export async function updateProductLine(
  db: DbOrTx,
  id: number,
  set: Partial<{ nameCn: string; nameEn: string; nameKr: string; sort: number; active: boolean }>,
) {
  await db.update(productLines).set(set).where(eq(productLines.id, id));
}

/** Sets a product line's discount threshold (percent, as text of two decimals). */
export async function upsertThreshold(db: DbOrTx, productLineCode: string, percent: string) {
  await db
    .insert(quotationDiscountThresholds)
    .values({ productLineCode, maxDiscountPercent: percent })
    .onConflictDoUpdate({
      target: quotationDiscountThresholds.productLineCode,
      set: { maxDiscountPercent: percent },
    });
}

/** The discount thresholds (percent, as numeric text) of product lines, by code. */
export async function discountThresholdsOf(
  db: DbOrTx,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quotationDiscountThresholds)
    .where(inArray(quotationDiscountThresholds.productLineCode, [...codes]));
  return new Map(rows.map((row) => [row.productLineCode, row.maxDiscountPercent]));
}

/** Whether a product line of this code exists (active or not). */
export async function productLineExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: productLines.id })
    .from(productLines)
    .where(eq(productLines.code, code))
    .limit(1);
  return rows.length === 1;
}

const modelColumns = {
  id: equipmentModels.id,
  model: equipmentModels.model,
  productLineCode: equipmentModels.productLineCode,
  kind: equipmentModels.kind,
  nameCn: equipmentModels.descriptionCn,
  nameEn: equipmentModels.description,
  nameKr: equipmentModels.descriptionKr,
  active: equipmentModels.active,
};

/** Every equipment model, inactive ones too, by product line and code. */
export function findAdminEquipmentModels(db: DbOrTx) {
  return db
    .select(modelColumns)
    .from(equipmentModels)
    .orderBy(asc(equipmentModels.productLineCode), asc(equipmentModels.model));
}

export async function findAdminEquipmentModelForUpdate(db: DbOrTx, id: number) {
  const rows = await db
    .select(modelColumns)
    .from(equipmentModels)
    .where(eq(equipmentModels.id, id))
    .for('update');
  return rows[0];
}

interface ModelValues {
  productLineCode: string;
  kind: 'iop' | 'no_iop' | 'robot';
  nameCn: string;
  nameEn: string;
  nameKr: string;
}

const modelRow = (values: ModelValues) => ({
  productLineCode: values.productLineCode,
  kind: values.kind,
  descriptionCn: values.nameCn,
  description: values.nameEn,
  descriptionKr: values.nameKr,
});

/** A new equipment model; undefined when its code is taken. */
export async function insertEquipmentModel(db: DbOrTx, values: ModelValues & { model: string }) {
  const rows = await db
    .insert(equipmentModels)
    .values({ model: values.model, ...modelRow(values) })
    .onConflictDoNothing()
    .returning(modelColumns);
  return rows[0];
}

export async function updateEquipmentModel(db: DbOrTx, id: number, values: ModelValues) {
  const rows = await db
    .update(equipmentModels)
    .set(modelRow(values))
    .where(eq(equipmentModels.id, id))
    .returning(modelColumns);
  return rows[0];
}

export async function setEquipmentModelActive(db: DbOrTx, id: number, active: boolean) {
  const rows = await db
    .update(equipmentModels)
    .set({ active })
    .where(eq(equipmentModels.id, id))
    .returning(modelColumns);
  return rows[0];
}
