/**
 * What quotations read of other modules: the items a line quotes (configured products from the
 * configurations module, real and virtual materials from the materials module), and the approved
 * solution a planning quotation is made from with its opportunity (read only; the solutions and
 * opportunities modules write them).
 */
import type { NamesByLanguage, QuotationItemKind } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { QuotedBomLine } from '../../db/schema';
import { businessOpportunities as oppt, solutionLines, solutions } from '../../db/schema';
import { findConfigurationsByIds } from '../configurations';
import { findMaterialItems } from '../materials';

/** An item as a quotation line keeps it when it is quoted. */
export interface QuotedItem {
  code: string;
  names: NamesByLanguage;
  productLineCode: string | null;
  bom: QuotedBomLine[];
  /** The unit code (code table UNIT) it is sold in; a configured product is one set. */
  unit: string;
  /** List (or reference) price per unit; null when it has none. */
  listPrice: string | null;
  currency: string;
  /** Whether a new line may quote it (active; a virtual material not retired). */
  usable: boolean;
}

/** A configured product is sold as one set; its parts are listed under it. */
export const configuredUnit = 'SET';

export type ItemKey = `${QuotationItemKind}:${number}`;
export const itemKey = (kind: QuotationItemKind, id: number): ItemKey => `${kind}:${id}`;

/** The items of lines, by `kind:id`; an id that does not exist is absent. */
export async function readItems(
  db: DbOrTx,
  lines: readonly { itemKind: QuotationItemKind; itemId: number }[],
): Promise<Map<ItemKey, QuotedItem>> {
  const ids = (kind: QuotationItemKind) => [
    ...new Set(lines.filter((line) => line.itemKind === kind).map((line) => line.itemId)),
  ];
  const found = new Map<ItemKey, QuotedItem>();
  for (const row of await findConfigurationsByIds(db, ids('configured')))
    found.set(itemKey('configured', row.id), {
      code: row.modelCode,
      names: { cn: row.nameCn, en: row.nameEn, kr: row.nameKr },
      productLineCode: row.productLineCode,
      bom: row.bom.map((line) => ({
        code: line.item.code,
        names: line.item.names,
        quantity: line.quantity,
        unit: line.item.unit,
      })),
      unit: configuredUnit,
      listPrice: row.listPrice,
      currency: row.currency,
      usable: true,
    });
  const materialItems = await findMaterialItems(db, {
    materialIds: ids('material'),
    virtualMaterialIds: ids('virtual'),
  });
  for (const item of materialItems.values())
    found.set(itemKey(item.kind, item.id), {
      code: item.code,
      names: item.names,
      productLineCode: item.productLineCode,
      bom: [],
      unit: item.unit,
      listPrice: item.price,
      currency: item.currency,
      usable: item.usable,
    });
  return found;
}

/** A solution with its opportunity, for a planning quotation. */
export async function findSolutionToQuote(db: DbOrTx, solutionId: number) {
  const [row] = await db
    .select({
      id: solutions.id,
      status: solutions.status,
      opportunityId: oppt.id,
      stage: oppt.stage,
      companyId: oppt.companyId,
      customerId: oppt.customerId,
      customerCountry: oppt.customerCountry,
      planningOwnerId: oppt.planningOwnerId,
    })
    .from(solutions)
    .innerJoin(oppt, eq(oppt.id, solutions.opportunityId))
    .where(eq(solutions.id, solutionId));
  if (!row) return undefined;
  const lines = await db
    .select()
    .from(solutionLines)
    .where(eq(solutionLines.solutionId, solutionId))
    .orderBy(asc(solutionLines.sort), asc(solutionLines.id));
  return { ...row, lines };
}

/** An opportunity a partner asks an additional quotation on. */
export async function findOpportunityToQuote(db: DbOrTx, opportunityId: number) {
  const [row] = await db
    .select({
      id: oppt.id,
      stage: oppt.stage,
      companyId: oppt.companyId,
      customerId: oppt.customerId,
      customerCountry: oppt.customerCountry,
    })
    .from(oppt)
    .where(eq(oppt.id, opportunityId));
  return row;
}
