import type { ColumnFilterItem, FilterValue } from 'antd/es/table/interface';
import type { FilterDropdownProps } from 'antd/es/table/hooks/useFilter/FilterDropdown';
import type { AnyObject } from 'antd/es/_util/type';
import { lazy, Suspense } from 'react';

/*
 * Stands in for Ant Design's table column-filter dropdown (`antd/es/table/hooks/useFilter/FilterDropdown`)
 * in the built client: vite.config.ts resolves the table's import of that module to this one. The real
 * dropdown brings Tree, its search box and their styles (about 13 KB gzip) to every list, yet only a column
 * with `filters` or `filterDropdown` renders it, and the portal filters in its search form instead. Such a
 * column would still work: its header shows the title at once and the real dropdown once loaded.
 */

const RealFilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

/** The values of filter items and of their children, as the table's filter hook expects. */
export function flattenKeys(filters?: ColumnFilterItem[]): FilterValue {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}

/** The column header with its filter trigger; the title alone until the real dropdown has loaded. */
// eslint-disable-next-line no-restricted-syntax -- it replaces a module whose importer takes its default export
export default function FilterDropdown<RecordType extends AnyObject = AnyObject>(
  props: FilterDropdownProps<RecordType>,
) {
  return (
    <Suspense fallback={props.children}>
      <RealFilterDropdown {...props} />
    </Suspense>
  );
}
