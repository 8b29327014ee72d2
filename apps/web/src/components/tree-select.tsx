import type { TreeSelectProps } from 'antd';
import { TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';

export type TreeSelectValue = string | number;

export interface TreeSelectFieldProps<T extends object> extends Omit<
  TreeSelectProps<TreeSelectValue | TreeSelectValue[]>,
  'treeData' | 'fieldNames'
> {
  /** The nodes, e.g. a region or organisation tree. */
  treeData: readonly T[];
  /** The property holding a node's value; 'value' by default. */
  valueName?: (keyof T & string) | 'value';
  /** The property holding a node's (translated) label; 'label' by default. */
  labelName?: (keyof T & string) | 'label';
  /** The property holding a node's children; 'children' by default. */
  childrenName?: (keyof T & string) | 'children';
}

/** An antd TreeSelect whose nodes use configurable value, label and children names. */
export function TreeSelectField<T extends object>({
  treeData,
  valueName = 'value',
  labelName = 'label',
  childrenName = 'children',
  placeholder,
  notFoundContent,
  allowClear = true,
  ...rest
}: TreeSelectFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <TreeSelect<TreeSelectValue | TreeSelectValue[]>
      {...rest}
      allowClear={allowClear}
      placeholder={placeholder ?? t('widget.select.placeholder')}
      notFoundContent={notFoundContent ?? t('widget.empty')}
      fieldNames={{ value: valueName, label: labelName, children: childrenName }}
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- antd types tree nodes by its own field names even when fieldNames renames them; the nodes are read through fieldNames above.
      treeData={treeData as unknown as TreeSelectProps['treeData']}
    />
  );
}
