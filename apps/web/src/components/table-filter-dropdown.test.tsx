import { flattenKeys as realFlattenKeys } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './table-filter-dropdown';

describe('the stand-in for the table filter dropdown', () => {
  it('flattens filter values, children after their parent, as Ant Design does', () => {
    const filters = [
      {
        text: 'a',
        value: 'a',
        children: [
          { text: 'a1', value: 'a1' },
          { text: 'a2', value: 2 },
        ],
      },
      { text: 'b', value: true },
    ];
    expect(flattenKeys(filters)).toEqual(['a', 'a1', 2, true]);
    expect(flattenKeys(filters)).toEqual(realFlattenKeys(filters));
    expect(flattenKeys(undefined)).toEqual([]);
  });
});
