import type { SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySelect } from './lazy-select';

export type SelectValue = string | number;

export interface SelectFieldProps<T extends object> extends Omit<
  SelectProps<SelectValue | SelectValue[]>,
  'options' | 'fieldNames' | 'showSearch'
> {
  /** The option objects, e.g. code-table rows. */
  options: readonly T[];
  /** The property holding an option's value; 'value' by default. */
  valueName?: keyof T | 'value';
  /** The property holding an option's (translated) label; 'label' by default. */
  labelName?: keyof T | 'label';
  /** The property marking an option as disabled, if any. */
  disabledName?: keyof T;
  /** Let the user type to filter options by their label. */
  searchable?: boolean;
}

/** An option's value: the ids and codes options carry are numbers or strings; anything else as text. */
function selectValueOf(value: unknown): SelectValue | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'number' ? value : String(value);
}

/** An option's label: text, a number or an element as given; nothing when absent. */
function labelOf(value: unknown): ReactNode {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || isValidElement(value)) return value;
  return String(value);
}

/** The options of a SelectField as antd expects them: `{value, label, disabled}`. */
export function toSelectOptions<T extends object>(
  options: readonly T[],
  valueName: keyof T | 'value',
  labelName: keyof T | 'label',
  disabledName?: keyof T,
) {
  return options.map((option) => ({
    value: selectValueOf(Reflect.get(option, valueName)),
    label: labelOf(Reflect.get(option, labelName)),
    disabled: disabledName ? Boolean(option[disabledName]) : undefined,
  }));
}

/** An antd Select (loaded on demand: `LazySelect`) whose options come from objects with configurable value and label names. */
export function SelectField<T extends object>({
  options,
  valueName = 'value',
  labelName = 'label',
  disabledName,
  searchable = false,
  placeholder,
  notFoundContent,
  allowClear = true,
  ...rest
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  return (
    <LazySelect<SelectValue | SelectValue[]>
      {...rest}
      allowClear={allowClear}
      placeholder={placeholder ?? t('widget.select.placeholder')}
      notFoundContent={notFoundContent ?? t('widget.empty')}
      showSearch={searchable ? { optionFilterProp: 'label' } : false}
      options={toSelectOptions(options, valueName, labelName, disabledName)}
    />
  );
}
