/**
 * Display formats of spec section 9: dates with '--' for an empty or invalid value; money with thousands
 * separators and fixed decimals comes from the contract (the server's documents format it the same way).
 */
import { formatMoney, formats } from '@portal/contract';
import type { ConfigType } from 'dayjs';
import dayjs from 'dayjs';

export { formatAmount, formatMoney } from '@portal/contract';

/** Money with 8 decimals (the eight-decimal variant of spec section 9). */
export function formatMoney8(value: number | string | null | undefined): string {
  return formatMoney(value, formats.money8Decimals);
}

/** A date and time as 'YYYY-MM-DD HH:mm:ss' (or `format`); '--' when empty or invalid. */
export function formatDateTime(
  value: ConfigType | null | undefined,
  format: string = formats.dateTime,
): string {
  if (value === null || value === undefined || value === '') return formats.emptyPlaceholder;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : formats.emptyPlaceholder;
}

/** A date as 'YYYY-MM-DD'; '--' when empty or invalid. */
export function formatDate(value: ConfigType | null | undefined): string {
  return formatDateTime(value, formats.date);
}
