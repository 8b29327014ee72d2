import { describe, expect, it } from 'vitest';
import { defaultColumnKeys, offScreenCount, shownColumnKeys } from './column-choice';

const columns = [
  { key: 'no', width: 120 },
  { key: 'status', width: 100 },
  { key: 'owner', width: 150, optional: true },
  { key: 'amount', width: 140, optional: true },
  { key: 'note', width: 200, optional: 'off' as const },
];

describe('column choice', () => {
  it('shows the columns not optional, then the optional ones while they fit, in order', () => {
    expect(defaultColumnKeys(columns, 230)).toEqual(['no', 'status']);
    expect(defaultColumnKeys(columns, 370)).toEqual(['no', 'status', 'owner']);
    expect(defaultColumnKeys(columns, 5000)).toEqual(['no', 'status', 'owner', 'amount']);
    expect(defaultColumnKeys(columns, Infinity)).toEqual(['no', 'status', 'owner', 'amount']);
  });

  it('never shows fewer columns on a wider screen', () => {
    let before = 0;
    for (let room = 0; room < 1200; room += 10) {
      const shown = defaultColumnKeys(columns, room).length;
      expect(shown).toBeGreaterThanOrEqual(before);
      before = shown;
    }
  });

  it('follows the reader’s choice and order, skipping keys the list no longer has', () => {
    expect(shownColumnKeys(columns, ['note', 'no', 'gone'], 230)).toEqual(['note', 'no']);
    expect(shownColumnKeys(columns, ['gone'], 230)).toEqual(['no', 'status']);
    expect(shownColumnKeys(columns, null, 230)).toEqual(['no', 'status']);
  });

  it('counts the columns that end past the room', () => {
    expect(offScreenCount([100, 100, 100], 300)).toBe(0);
    expect(offScreenCount([100, 100, 100], 250)).toBe(1);
    expect(offScreenCount([100, 100, 100], 150)).toBe(2);
  });
});
