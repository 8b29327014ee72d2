import { moneyString, sum, times } from '../../core/money';
import type { LineItem } from './solutions.items';

/** A line priced: `unitPrice × quantity` rounded to its currency, or no amount without a price. */
export function pricedLine(item: LineItem, quantity: string): { amount: string | null } {
  if (item.unitPrice === null) return { amount: null };
  return { amount: moneyString(times(item.unitPrice, quantity), item.currency) };
}

/**
 * The list price of a solution: the sum of its lines' rounded amounts (so it equals what the lines show),
 * in the one currency of its priced lines; none when no line is priced or when they are in several.
 */
export function listTotalOf(priced: { amount: string | null; currency: string | null }[]): {
  listTotal: string | null;
  currency: string;
} {
  const withPrice = priced.filter((line) => line.amount !== null);
  const currencies = new Set(withPrice.map((line) => line.currency ?? 'CNY'));
  const [currency = 'CNY'] = currencies;
  if (withPrice.length === 0 || currencies.size > 1) return { listTotal: null, currency };
  return { listTotal: moneyString(sum(withPrice.map((line) => line.amount!)), currency), currency };
}
