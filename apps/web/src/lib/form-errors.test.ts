import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changedPaths } from './form-errors';

describe('changedPaths', () => {
  it('names every path of a nested change', () => {
    expect(changedPaths({ customer: { name: 'A' } })).toEqual([['customer'], ['customer', 'name']]);
  });

  it('reads a change of a later list row, which comes as a sparse array', () => {
    // eslint-disable-next-line no-sparse-arrays -- the form reports a change of row 2 this way.
    const changed = { lines: [, { equipmentModelId: 4 }] };
    expect(changedPaths(changed)).toEqual([['lines'], ['lines', 1], ['lines', 1, 'equipmentModelId']]);
  });

  it('stops at values that are not plain objects or lists', () => {
    expect(changedPaths({ date: dayjs('2027-03-31'), cleared: undefined, none: null })).toEqual([
      ['date'],
      ['cleared'],
      ['none'],
    ]);
  });
});
