/**
 * The prices and totals of a quotation, pure and exact (money through core/money, rounded once per
 * amount to the currency's minor units):
 * - a line's list price is kept in the currency's minor units;
 * - its net price is the list price less its discount (a percent of the list price, or an amount off it),
 *   rounded; its line total is net price × quantity, rounded;
 * - its list amount is list price × quantity, rounded, and its discount the list amount less its total
 *   (never negative: the net price is at most the list price);
 * - the subtotal is the sum of the line totals, the discount total the sum of the line discounts, the tax
 *   the subtotal × tax rate / 100, rounded, and the total the subtotal plus the tax.
 * So the header is exactly the sum of what the lines show.
 */
import type { DiscountType } from '@portal/contract';
import { patterns, quantitySchema } from '@portal/contract';
import type Big from 'big.js';
import { refused } from '../../core/app-error';
import { decimal, fitsAmountColumn, maxAmountShown, moneyString, sum, times } from '../../core/money';

export interface LineTerms {
  listPrice: string;
  quantity: string;
  discountType: DiscountType;
  discountValue: string;
}

export interface PricedTerms extends LineTerms {
  netPrice: string;
  lineTotal: string;
  /** List price × quantity, rounded. */
  listAmount: string;
  /** List amount less line total. */
  discountAmount: string;
}

export interface QuotationTotals<L extends LineTerms> {
  lines: (L & PricedTerms)[];
  subtotal: string;
  discountTotal: string;
  taxTotal: string;
  total: string;
}

/** Prices one line; refuses a negative discount, one over 100 % or the list price, a bad quantity. */
export function priceLine<L extends LineTerms>(line: L, currency: string, lineNo: number): L & PricedTerms {
  if (!quantitySchema.safeParse(line.quantity).success)
    throw refused('validation.quantity', { line: lineNo });
  if (!patterns.money.test(line.discountValue))
    throw refused('quotation.validation.discount', { line: lineNo });
  const listPrice = moneyString(line.listPrice, currency);
  const list = decimal(listPrice);
  if (list.lt(0)) throw refused('quotation.refused.itemUnpriced', { line: lineNo });
  const value = decimal(line.discountValue);
  let discount: Big;
  if (line.discountType === 'percent') {
    if (value.gt(100)) throw refused('quotation.validation.discountPercent', { line: lineNo });
    // × 0.01 rather than ÷ 100: the same exact value without big.js's long division.
    discount = list.times(value).times('0.01');
  } else {
    if (value.gt(list)) throw refused('quotation.refused.discountOverList', { line: lineNo });
    discount = value;
  }
  const netPrice = moneyString(list.minus(discount), currency);
  const lineTotal = moneyString(times(netPrice, line.quantity), currency);
  const listAmount = moneyString(times(listPrice, line.quantity), currency);
  // The list amount is the line's largest (its total and discount are at most it).
  if (!fitsAmountColumn(listAmount))
    throw refused('validation.amountTooLarge', { line: lineNo, max: maxAmountShown });
  return {
    ...line,
    listPrice,
    netPrice,
    lineTotal,
    listAmount,
    discountAmount: moneyString(decimal(listAmount).minus(lineTotal), currency),
  };
}

/** Prices every line and adds them up into the header's amounts. */
export function quotationTotals<L extends LineTerms>(
  lines: readonly L[],
  currency: string,
  taxRate: string,
): QuotationTotals<L> {
  const priced = lines.map((line, index) => priceLine(line, currency, index + 1));
  const subtotal = moneyString(sum(priced.map((line) => line.lineTotal)), currency);
  const taxTotal = moneyString(decimal(subtotal).times(taxRate).div(100), currency);
  const totals = {
    lines: priced,
    subtotal,
    discountTotal: moneyString(sum(priced.map((line) => line.discountAmount)), currency),
    taxTotal,
    total: moneyString(decimal(subtotal).plus(taxTotal), currency),
  };
  if (![totals.subtotal, totals.discountTotal, totals.total].every((amount) => fitsAmountColumn(amount)))
    throw refused('validation.totalTooLarge', { max: maxAmountShown });
  return totals;
}
