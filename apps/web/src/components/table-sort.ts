import type { SorterResult } from 'antd/es/table/interface';
import { isOneOf } from '../lib/narrow';

export interface SortFilters<F extends string> {
  sortField?: F;
  sortOrder?: 'asc' | 'desc';
}

/**
 * The contract's sortField/sortOrder from a table's sorter, limited to the call's allowed fields; any other
 * column, or no order, clears the sort.
 */
export function sortFromSorter<T, F extends string>(
  sorter: SorterResult<T> | SorterResult<T>[],
  allowed: readonly F[],
): SortFilters<F> {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = single?.columnKey;
  if (!single?.order || !isOneOf(allowed, field)) return {};
  return { sortField: field, sortOrder: single.order === 'ascend' ? 'asc' : 'desc' };
}

/** The table's sort order of one column, from the filters. */
export function columnSortOrder<F extends string>(
  filters: SortFilters<F>,
  field: F,
): 'ascend' | 'descend' | null {
  if (filters.sortField !== field) return null;
  return filters.sortOrder === 'asc' ? 'ascend' : 'descend';
}
