/** The lines of a quotation version: drafted from items or kept lines, priced and written. */
import type { DiscountType, QuotationItemKind } from '@portal/contract';
import { refused } from '../../core/app-error';
import type { DbOrTx } from '../../db/database';
import type { QuotedBomLine } from './quotations.writes.repository';
import { replaceQuotationLines } from './quotations.writes.repository';
import type { ItemKey } from '../materials';
import { itemKey } from '../materials';
import { readItems } from './quotations.items';
import type { QuotationLineRow, QuotationRow } from './quotations.repository';
import { quotationTotals } from './quotations.totals';

/** A line before it is priced: the item as quoted, its quantity and discount. */
export interface LineDraft {
  itemKind: QuotationItemKind;
  itemId: number;
  code: string;
  nameCn: string;
  nameEn: string | null;
  nameKr: string | null;
  productLineCode: string | null;
  bom: QuotedBomLine[];
  /** The unit code it is quoted in (null: a line kept from before units were kept). */
  unit: string | null;
  quantity: string;
  listPrice: string;
  discountType: DiscountType;
  discountValue: string;
}

export interface WantedLine {
  itemKind: QuotationItemKind;
  itemId: number;
  quantity: string;
  discountType: DiscountType;
  discountValue: string;
}

/** A stored line as a draft of another version (same item, prices and discount). */
export function lineCopy(line: QuotationLineRow): LineDraft {
  return {
    itemKind: line.itemKind,
    itemId: line.itemId,
    code: line.code,
    nameCn: line.nameCn,
    nameEn: line.nameEn,
    nameKr: line.nameKr,
    productLineCode: line.productLineCode,
    bom: line.bom,
    unit: line.unit,
    quantity: line.quantity,
    listPrice: line.listPrice,
    discountType: line.discountType,
    discountValue: line.discountValue,
  };
}

/**
 * Drafts of the wanted lines: an item already on the quotation keeps what it was quoted with (names,
 * list price, bill of materials); a new one is read from its module, must be usable and priced, and in
 * the quotation's currency (the first item's when the quotation has none yet).
 */
export async function draftsOf(
  tx: DbOrTx,
  wanted: readonly WantedLine[],
  kept: ReadonlyMap<ItemKey, QuotationLineRow>,
  quotationCurrency?: string,
): Promise<{ drafts: LineDraft[]; currency: string }> {
  const items = await readItems(
    tx,
    wanted.filter((line) => !kept.has(itemKey(line.itemKind, line.itemId))),
  );
  let currency = quotationCurrency;
  const drafts = wanted.map((line, index): LineDraft => {
    const terms = {
      quantity: line.quantity,
      discountType: line.discountType,
      discountValue: line.discountValue,
    };
    const key = itemKey(line.itemKind, line.itemId);
    const old = kept.get(key);
    if (old) return { ...lineCopy(old), ...terms };
    const item = items.get(key);
    if (!item?.usable) throw refused('quotation.refused.itemUnknown', { line: index + 1 });
    if (item.listPrice === null) throw refused('quotation.refused.itemUnpriced', { line: index + 1 });
    currency ??= item.currency;
    if (item.currency !== currency)
      throw refused('quotation.refused.mixedCurrencies', { line: index + 1, currency });
    return {
      itemKind: line.itemKind,
      itemId: line.itemId,
      code: item.code,
      nameCn: item.names.cn,
      nameEn: item.names.en ?? null,
      nameKr: item.names.kr ?? null,
      productLineCode: item.productLineCode,
      bom: item.bom,
      unit: item.unit,
      listPrice: item.listPrice,
      ...terms,
    };
  });
  return { drafts, currency: currency ?? 'CNY' };
}

/** Prices the drafts (refusing bad discounts and quantities), replaces the lines, answers the totals. */
export async function writeLines(
  tx: DbOrTx,
  quotationId: number,
  currency: string,
  taxRate: string,
  drafts: readonly LineDraft[],
) {
  const totals = quotationTotals(drafts, currency, taxRate);
  await replaceQuotationLines(
    tx,
    quotationId,
    totals.lines.map((line, index) => ({
      quotationId,
      lineNo: index + 1,
      itemKind: line.itemKind,
      itemId: line.itemId,
      code: line.code,
      nameCn: line.nameCn,
      nameEn: line.nameEn,
      nameKr: line.nameKr,
      productLineCode: line.productLineCode,
      bom: line.bom,
      unit: line.unit,
      quantity: line.quantity,
      listPrice: line.listPrice,
      discountType: line.discountType,
      discountValue: line.discountValue,
      netPrice: line.netPrice,
      lineTotal: line.lineTotal,
    })),
  );
  return {
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
  };
}

/** The header a new version or a formal quotation copies. */
export function copyOf(row: QuotationRow) {
  return {
    opportunityId: row.opportunityId,
    customerId: row.customerId,
    partnerCompanyId: row.partnerCompanyId,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    reportingCurrency: row.reportingCurrency,
    taxRate: row.taxRate,
    validUntil: row.validUntil,
    paymentTerms: row.paymentTerms,
    deliveryTerms: row.deliveryTerms,
    notes: row.notes,
    language: row.language,
  };
}
