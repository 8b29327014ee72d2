import type { SelectProps } from 'antd';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SelectValue = string | number;

export interface SelectFieldProps<T extends object> extends Omit<
  SelectProps<SelectValue | SelectValue[]>,
  'options' | 'fieldNames' | 'showSearch'
> {
  /** The option objects, e.g. code-table rows. */
  options: readonly T[];
  /** The property holding an option's value; 'value' by default. */
  valueName?: keyof T;
  /** The property holding an option's (translated) label; 'label' by default. */
  labelName?: keyof T;
  /** The property marking an option as disabled, if any. */
  disabledName?: keyof T;
  /** Let the user type to filter options by their label. */
  searchable?: boolean;
}

/** The options of a SelectField as antd expects them: `{value, label, disabled}`. */
export function toSelectOptions<T extends object>(
  options: readonly T[],
  valueName: keyof T,
  labelName: keyof T,
  disabledName?: keyof T,
) {
  return options.map((option) => ({
    value: option[valueName] as SelectValue,
    label: option[labelName] as ReactNode,
    disabled: disabledName ? Boolean(option[disabledName]) : undefined,
  }));
}

/** An antd Select whose options come from objects with configurable value and label names. */
export function SelectField<T extends object>({
  options,
  valueName = 'value' as keyof T,
  labelName = 'label' as keyof T,
  disabledName,
  searchable = false,
  placeholder,
  notFoundContent,
  allowClear = true,
  ...rest
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <Select<SelectValue | SelectValue[]>
      {...rest}
      allowClear={allowClear}
      placeholder={placeholder ?? t('widget.select.placeholder')}
      notFoundContent={notFoundContent ?? t('widget.empty')}
      showSearch={searchable ? { optionFilterProp: 'label' } : false}
      options={toSelectOptions(options, valueName, labelName, disabledName)}
    />
  );
}
