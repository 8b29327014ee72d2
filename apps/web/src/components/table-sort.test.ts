import { describe, expect, it } from 'vitest';
import { columnSortOrder, sortFromSorter } from './table-sort';

const allowed = ['name', 'createdAt'] as const;

describe('table sort', () => {
  it('maps an allowed column and its order', () => {
    expect(sortFromSorter({ columnKey: 'name', order: 'ascend' }, allowed)).toEqual({
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(sortFromSorter([{ columnKey: 'createdAt', order: 'descend' }], allowed)).toEqual({
      sortField: 'createdAt',
      sortOrder: 'desc',
    });
  });
  it('clears the sort for no order or a column outside the allow-list', () => {
    expect(sortFromSorter({ columnKey: 'name', order: null }, allowed)).toEqual({});
    expect(sortFromSorter({ columnKey: 'password', order: 'ascend' }, allowed)).toEqual({});
  });
  it('gives a column its order back', () => {
    expect(columnSortOrder({ sortField: 'name', sortOrder: 'asc' }, 'name')).toBe('ascend');
    expect(columnSortOrder({ sortField: 'name', sortOrder: 'desc' }, 'name')).toBe('descend');
    expect(columnSortOrder({ sortField: 'name', sortOrder: 'asc' }, 'createdAt')).toBeNull();
  });
});
