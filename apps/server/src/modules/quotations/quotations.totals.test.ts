import { minorUnitsOf, translate } from '@portal/contract';
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import type { LineTerms } from './quotations.totals';
import { priceLine, quotationTotals } from './quotations.totals';

/** Whether an amount is written with exactly its currency's minor units. */
const hasMinorUnits = (amount: string, currency: string) => {
  const places = minorUnitsOf(currency);
  return places === 0 ? /^-?\d+$/.test(amount) : new RegExp(`^-?\\d+\\.\\d{${places}}$`).test(amount);
};

/** An amount of at most `max` units in the currency's minor units. */
const amountIn = (currency: string, max: number) => {
  const places = minorUnitsOf(currency);
  return fc
    .integer({ min: 0, max: max * 10 ** places })
    .map((n) => new Big(n).div(10 ** places).toFixed(places));
};
const quantity = fc
  .tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 999 }))
  .filter(([whole, milli]) => whole + milli > 0)
  .map(([whole, milli]) => (milli === 0 ? String(whole) : `${whole}.${String(milli).padStart(3, '0')}`));
/** A line in `currency`: a percent discount up to 100.00, or an amount up to the list price. */
const lineIn = (currency: string): fc.Arbitrary<LineTerms> =>
  fc
    .record({
      listPrice: amountIn(currency, 500_000),
      quantity,
      percent: fc.boolean(),
      share: fc.integer({ min: 0, max: 10_000 }),
    })
    .map(({ listPrice, quantity, percent, share }) => ({
      listPrice,
      quantity,
      discountType: percent ? 'percent' : 'amount',
      discountValue: percent
        ? (share / 100).toFixed(2)
        : new Big(listPrice).times(share).div(10_000).round(minorUnitsOf(currency), 0).toFixed(2),
    }));
const quotation = fc.constantFrom('CNY', 'KRW', 'USD', 'JPY').chain((currency) =>
  fc.record({
    currency: fc.constant(currency),
    lines: fc.array(lineIn(currency), { minLength: 1, maxLength: 30 }),
    taxRate: amountIn('CNY', 30),
  }),
);

describe('quotation totals', () => {
  it('the header is exactly the sum of its lines, in every currency, with its minor units', () => {
    fc.assert(
      fc.property(quotation, ({ lines, currency, taxRate }) => {
        const totals = quotationTotals(lines, currency, taxRate);
        const amounts = [totals.subtotal, totals.discountTotal, totals.taxTotal, totals.total];
        for (const priced of totals.lines)
          amounts.push(priced.listPrice, priced.netPrice, priced.lineTotal, priced.discountAmount);
        for (const amount of amounts) expect(hasMinorUnits(amount, currency)).toBe(true);
        const add = (values: string[]) => values.reduce((a, b) => a.plus(b), new Big(0));
        expect(add(totals.lines.map((l) => l.lineTotal)).eq(totals.subtotal)).toBe(true);
        expect(add(totals.lines.map((l) => l.discountAmount)).eq(totals.discountTotal)).toBe(true);
        expect(
          add(totals.lines.map((l) => l.listAmount)).eq(new Big(totals.subtotal).plus(totals.discountTotal)),
        ).toBe(true);
        expect(new Big(totals.subtotal).plus(totals.taxTotal).eq(totals.total)).toBe(true);
        for (const priced of totals.lines) {
          expect(new Big(priced.discountAmount).gte(0)).toBe(true);
          expect(new Big(priced.netPrice).lte(priced.listPrice)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rounds half away from zero once per amount', () => {
    const totals = quotationTotals(
      [
        { listPrice: '10.00', quantity: '3', discountType: 'percent', discountValue: '12.5' },
        { listPrice: '99.99', quantity: '0.333', discountType: 'amount', discountValue: '0.01' },
      ],
      'CNY',
      '13',
    );
    // 10 − 1.25 = 8.75 × 3 = 26.25; 99.98 × 0.333 = 33.29334 → 33.29
    expect(totals.lines.map((l) => [l.netPrice, l.lineTotal])).toEqual([
      ['8.75', '26.25'],
      ['99.98', '33.29'],
    ]);
    expect(totals.subtotal).toBe('59.54');
    // 30.00 + 33.30 (99.99 × 0.333 = 33.29667) − 59.54
    expect(totals.discountTotal).toBe('3.76');
    expect(totals.taxTotal).toBe('7.74'); // 7.7402
    expect(totals.total).toBe('67.28');
    const won = quotationTotals(
      [{ listPrice: '1234567', quantity: '1', discountType: 'percent', discountValue: '0.5' }],
      'KRW',
      '10',
    );
    expect([won.lines[0]!.netPrice, won.subtotal, won.taxTotal, won.total]).toEqual([
      '1228394', // 1234567 − 6172.835
      '1228394',
      '122839', // 122839.4
      '1351233',
    ]);
  });

  const refusal = (terms: Partial<LineTerms>) => {
    try {
      priceLine(
        { listPrice: '100.00', quantity: '1', discountType: 'percent', discountValue: '0', ...terms },
        'CNY',
        2,
      );
    } catch (error) {
      if (error instanceof AppError) return translate('en', error.key, error.params);
      throw error;
    }
    return null;
  };

  it('refuses a negative discount, one over 100 % or over the list price, and a bad quantity', () => {
    expect(refusal({ discountValue: '-1' })).toBe(translate('en', 'quotation.validation.discount'));
    expect(refusal({ discountValue: '100.01' })).toBe(
      translate('en', 'quotation.validation.discountPercent'),
    );
    expect(refusal({ discountType: 'amount', discountValue: '100.01' })).toBe(
      translate('en', 'quotation.refused.discountOverList', { line: 2 }),
    );
    expect(refusal({ quantity: '0' })).toBe(translate('en', 'validation.quantity'));
    expect(refusal({ quantity: '-2' })).toBe(translate('en', 'validation.quantity'));
    expect(refusal({ discountValue: '100' })).toBeNull();
    expect(refusal({ discountType: 'amount', discountValue: '100' })).toBeNull();
  });
});
