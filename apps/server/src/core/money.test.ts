import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, moneyString, roundToCurrency, sum, times } from './money';

describe('money', () => {
  it('adds exactly where binary floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum(['0.1', '0.2']).eq('0.3')).toBe(true);
    expect(sum([]).toString()).toBe('0');
    expect(times('19.99', 3).toString()).toBe('59.97');
  });

  it('rounds half away from zero to the minor units of the currency', () => {
    expect(moneyString('0.125', 'CNY')).toBe('0.13');
    expect(moneyString('-0.125', 'CNY')).toBe('-0.13');
    expect(moneyString('1200.5', 'USD')).toBe('1200.50');
    expect(moneyString('1200.5', 'KRW')).toBe('1201');
    expect(moneyString('1200.49', 'JPY')).toBe('1200');
    expect(moneyString('7', null)).toBe('7.00');
    expect(roundToCurrency('2.675', 'EUR').toString()).toBe('2.68');
  });

  it('refuses what is not a decimal number', () => {
    expect(() => decimal('12,5')).toThrow();
    expect(() => decimal('')).toThrow();
  });

  it('sums cents exactly: the total of any lines equals the sum of their integer cents', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 50 }), (cents) => {
        const amounts = cents.map((value) => decimal(value).div(100).toFixed(2));
        const expected = cents.reduce((total, value) => total + value, 0);
        expect(moneyString(sum(amounts), 'CNY')).toBe(decimal(expected).div(100).toFixed(2));
      }),
    );
  });
});
