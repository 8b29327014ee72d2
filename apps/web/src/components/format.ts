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

const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes in human units, as the upload limits count them (1 KB = 1024 bytes): whole bytes, then
 * one decimal ('512 B', '1.5 KB', '12.3 MB', '2.0 GB'); the same in every language.
 */
export function formatBytes(bytes: number): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 KB reads 1,024.0 KB when rounded: show it as the next unit instead.
  if (unit > 0 && unit < byteUnits.length - 1 && Number(value.toFixed(1)) >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${byteUnits[unit]}`;
}
