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
  valueName?: keyof T & string;
  /** The property holding a node's (translated) label; 'label' by default. */
  labelName?: keyof T & string;
  /** The property holding a node's children; 'children' by default. */
  childrenName?: keyof T & string;
}

/** An antd TreeSelect whose nodes use configurable value, label and children names. */
export function TreeSelectField<T extends object>({
  treeData,
  valueName = 'value' as keyof T & string,
  labelName = 'label' as keyof T & string,
  childrenName = 'children' as keyof T & string,
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
      treeData={treeData as unknown as TreeSelectProps['treeData']}
    />
  );
}
