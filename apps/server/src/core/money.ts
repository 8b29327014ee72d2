/**
 * Money: exact decimal arithmetic for every price and total the server computes (configured list prices,
 * solution and quotation totals). Amounts travel as plain decimal strings (PostgreSQL `numeric` reads
 * back as one); arithmetic is done with big.js, never with binary floats, and a total is rounded once, at
 * the end, to its currency's ISO 4217 minor units, half away from zero (the commercial rule).
 *
 * big.js was chosen over decimal.js: it is the small member of the same family (exact decimal, no
 * transcendental functions we would never use), with the rounding modes we need.
 */
import { amountColumn, formatMoney, maxAmount, minorUnitsOf } from '@portal/contract';
import Big from 'big.js';

/** A decimal amount as the API and the database carry it: digits, an optional sign and point. */
export type DecimalString = string;

/** Half away from zero (big.js `roundHalfUp`): 0.125 → 0.13, -0.125 → -0.13. */
const halfUp = 1;

/** The exact value of a decimal string (throws on anything that is not a decimal number). */
export function decimal(value: DecimalString | number | Big): Big {
  return new Big(value);
}

/** The exact sum of amounts (none: zero). */
export function sum(values: readonly (DecimalString | Big)[]): Big {
  return values.reduce<Big>((total, value) => total.plus(value), new Big(0));
}

/** `unitPrice × quantity`, exact. */
export function times(unitPrice: DecimalString | Big, quantity: DecimalString | number | Big): Big {
  return new Big(unitPrice).times(quantity);
}

/** `amount` rounded to the minor units of `currency` (two when unknown): KRW and JPY to whole units. */
export function roundToCurrency(amount: DecimalString | Big, currency: string | null | undefined): Big {
  return new Big(amount).round(minorUnitsOf(currency), halfUp);
}

/**
 * The string of a money amount in `currency`: rounded to its minor units and written with exactly that
 * many decimals ("1200.50" CNY, "1201" KRW), as responses and `numeric` columns take it.
 */
export function moneyString(amount: DecimalString | Big, currency: string | null | undefined): DecimalString {
  const places = minorUnitsOf(currency);
  return new Big(amount).round(places, halfUp).toFixed(places);
}

/** Whether an amount fits the amount columns (`amountColumn`, the one bound of every stored amount). */
export function fitsAmountColumn(amount: DecimalString | Big): boolean {
  return new Big(amount).abs().lte(maxAmount);
}

/** The largest stored amount as the refusals show it: "9,999,999,999,999,999.99". */
export const maxAmountShown = formatMoney(maxAmount, amountColumn.scale);
