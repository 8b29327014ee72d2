/**
 * Exact sums of bill-of-materials quantities (decimal strings with at most four decimals), on integers
 * scaled by 10⁴: the contract carries no decimal library, and quantities are never money.
 */
const scale = 10_000n;
const places = 4;

/** The quantity as a count of ten-thousandths. */
export function quantityUnits(quantity: string): bigint {
  const negative = quantity.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? quantity.slice(1) : quantity).split('.');
  const units = BigInt(whole || '0') * scale + BigInt((fraction + '0000').slice(0, places));
  return negative ? -units : units;
}

/** The decimal string of a count of ten-thousandths, without trailing zeros ("2", "0.5", "1.25"). */
export function quantityFromUnits(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / scale;
  const fraction = (magnitude % scale).toString().padStart(places, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The exact sum of quantities. */
export function sumQuantities(quantities: readonly string[]): string {
  return quantityFromUnits(quantities.reduce((total, quantity) => total + quantityUnits(quantity), 0n));
}
