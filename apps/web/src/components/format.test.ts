import { describe, expect, it } from 'vitest';
import { formatAmount, formatBytes, formatDate, formatDateTime, formatMoney, formatMoney8 } from './format';

describe('formatMoney', () => {
  it('groups thousands and pads to 2 decimals', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney(999)).toBe('999.00');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
  });

  it('rounds half away from zero on the decimal digits, never through binary floats', () => {
    expect(formatMoney('0.125')).toBe('0.13');
    expect(formatMoney('2.675')).toBe('2.68'); // (2.675).toFixed(2) gives '2.67'
    expect(formatMoney(1.005)).toBe('1.01'); // (1.005).toFixed(2) gives '1.00'
    expect(formatMoney('999.995')).toBe('1,000.00');
    expect(formatMoney('-0.005')).toBe('-0.01');
    expect(formatMoney('-0.004')).toBe('0.00');
    expect(formatMoney('12345678901234567.891')).toBe('12,345,678,901,234,567.89');
  });

  it('has an 8-decimal variant and any number of decimals', () => {
    expect(formatMoney8('1234.123456789')).toBe('1,234.12345679');
    expect(formatMoney8(0.1)).toBe('0.10000000');
    expect(formatMoney(1e-7, 8)).toBe('0.00000010');
    expect(formatMoney(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
    expect(formatMoney('1234.5', 0)).toBe('1,235');
  });

  it('reads decimal strings with a sign, a leading dot or separators', () => {
    expect(formatMoney('+5')).toBe('5.00');
    expect(formatMoney('.5')).toBe('0.50');
    expect(formatMoney('1,234.5')).toBe('1,234.50');
    expect(formatMoney(' 007.1 ')).toBe('7.10');
  });

  it("shows '--' for empty or non-numeric values", () => {
    for (const value of [null, undefined, '', '-', 'abc', '1.2.3', NaN, Infinity]) {
      expect(formatMoney(value)).toBe('--');
    }
  });
});

describe('formatDateTime / formatDate', () => {
  it('formats as YYYY-MM-DD HH:mm:ss by default', () => {
    const date = new Date(2026, 1, 3, 4, 5, 6);
    expect(formatDateTime(date)).toBe('2026-02-03 04:05:06');
    expect(formatDateTime(date.getTime())).toBe('2026-02-03 04:05:06');
    expect(formatDateTime('2026-02-03 04:05:06')).toBe('2026-02-03 04:05:06');
    expect(formatDateTime(date, 'YYYY/MM/DD')).toBe('2026/02/03');
    expect(formatDate(date)).toBe('2026-02-03');
  });

  it("shows '--' for empty or invalid values", () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBe('--');
      expect(formatDate(value)).toBe('--');
    }
  });
});

describe('formatAmount', () => {
  it('writes as many decimals as the currency has minor units', () => {
    expect(formatAmount('1234567', 'KRW')).toBe('1,234,567');
    expect(formatAmount('1234567.00', 'JPY')).toBe('1,234,567');
    expect(formatAmount('1234567.5', 'CNY')).toBe('1,234,567.50');
    expect(formatAmount(null, 'USD')).toBe('--');
  });
});

describe('formatBytes', () => {
  it('counts 1024 bytes a kilobyte and shows one decimal above bytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2.0 TB');
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048.0 TB');
  });

  it('never shows 1024.0 of a unit', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatBytes(1024 ** 3 - 10)).toBe('1.0 GB');
  });
});
