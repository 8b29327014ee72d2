/**
 * Money as people read it (spec section 9): thousands separators and a fixed number of decimals. The
 * web's screens and the server's documents (PDF) both format amounts with these, so an amount reads the
 * same everywhere.
 */
import { formats } from './constants';
import { minorUnitsOf } from './currencies';

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Writes a number in plain decimal digits (no exponent), as JavaScript's shortest round-trip form. */
function plainDigits(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponentText = '0'] = match;
  const digits = lead + rest;
  const exponent = Number(exponentText);
  const point = 1 + exponent; // position of the decimal point inside `digits`
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

/**
 * Money with thousands separators and exactly `decimals` decimals: 1234567.8 → '1,234,567.80'.
 * A string is formatted from its own digits (never through a binary float), so '0.125' → '0.13' and
 * '12345678901234567.891' keeps every digit; rounding is half away from zero. A number is first written
 * in its shortest decimal form (1.005 → '1.005' → '1.01'). Empty or non-numeric values give '--'.
 */
export function formatMoney(
  value: number | string | null | undefined,
  decimals: number = formats.moneyDecimals,
): string {
  if (value === null || value === undefined) return formats.emptyPlaceholder;
  if (typeof value === 'number' && !Number.isFinite(value)) return formats.emptyPlaceholder;
  const text = typeof value === 'number' ? plainDigits(value) : value.trim().replace(/,/g, '');
  const match = decimalPattern.exec(text);
  if (!match || (!match[2] && !match[3])) return formats.emptyPlaceholder;
  const places = Math.max(0, Math.trunc(decimals));
  const sign = match[1] === '-' ? '-' : '';
  let integer = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  let fraction = match[3] ?? '';

  if (fraction.length > places) {
    const roundUp = Number(fraction[places]) >= 5;
    fraction = fraction.slice(0, places);
    if (roundUp) {
      const bumped = incrementDigits(integer + fraction);
      integer = bumped.slice(0, bumped.length - places) || '0';
      fraction = places ? bumped.slice(bumped.length - places) : '';
    }
  }
  fraction = fraction.padEnd(places, '0');

  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(integer + fraction);
  return `${isZero ? '' : sign}${grouped}${places ? `.${fraction}` : ''}`;
}

/**
 * An amount in its currency: as many decimals as the currency's ISO 4217 minor units (KRW, JPY none;
 * CNY, USD, EUR two): formatAmount('1234567', 'KRW') → '1,234,567'.
 */
export function formatAmount(value: number | string | null | undefined, currency: string | null | undefined) {
  return formatMoney(value, minorUnitsOf(currency));
}
