/**
 * What quotations read of other modules: the items a line quotes (configured products from the
 * configurations module, real and virtual materials from the materials module), and the approved
 * solution a planning quotation is made from with its opportunity (asked of the solutions and
 * opportunities modules, which own them).
 */
import type { NamesByLanguage, QuotationItemKind } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import { findConfigurationsByIds } from '../configurations';
import type { ItemKey } from '../materials';
import { findMaterialItems, itemKey } from '../materials';
import { findOpportunityFacts } from '../opportunities';
import { findSolutionWithLines } from '../solutions';
import type { QuotationLineRow } from './quotations.repository';

/** An item as a quotation line keeps it when it is quoted. */
export interface QuotedItem {
  code: string;
  names: NamesByLanguage;
  productLineCode: string | null;
  bom: QuotationLineRow['bom'];
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

/** The items of lines, by `kind:id`; an id that does not exist is absent. */
export async function readItems(
  db: DbOrTx,
  lines: readonly { itemKind: QuotationItemKind; itemId: number }[],
): Promise<Map<ItemKey<QuotationItemKind>, QuotedItem>> {
  const ids = (kind: QuotationItemKind) => [
    ...new Set(lines.filter((line) => line.itemKind === kind).map((line) => line.itemId)),
  ];
  const found = new Map<ItemKey<QuotationItemKind>, QuotedItem>();
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

/** A solution to quote with the facts of its opportunity; undefined when either is missing. */
export async function findSolutionToQuote(db: DbOrTx, solutionId: number) {
  const solution = await findSolutionWithLines(db, solutionId);
  const opportunity = solution && (await findOpportunityFacts(db, solution.opportunityId));
  if (!solution || !opportunity) return undefined;
  return {
    ...opportunity,
    id: solution.id,
    status: solution.status,
    opportunityId: opportunity.id,
    lines: solution.lines,
  };
}

/** An opportunity a partner asks an additional quotation on. */
export const findOpportunityToQuote = findOpportunityFacts;
