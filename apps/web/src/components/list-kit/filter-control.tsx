import { Space } from 'antd';
// Ant Design's plain Input: the `Input` export also carries Search, Password, TextArea and OTP.
import Input from 'antd/es/input/Input';
import type { ReactNode } from 'react';
import { DateField, DateRangeField } from '../date-range-field';
import { FormattedInput } from '../formatted-input';
import { SelectField } from '../select-field';
import type { FilterControl } from './list-definition';
import type { ListSchema } from './list-params';

/** While typing an amount: digits, one dot and at most two decimals (the server checks the final value). */
export const amountTyping = /^(?:0|[1-9]\d{0,14})?(?:\.\d{0,2})?$/;

/** The search box's grid span of a control when its filter gives none. */
export function defaultSpan<S extends ListSchema>(control: FilterControl<S>): number {
  switch (control.kind) {
    case 'text':
    case 'dateRange':
    case 'custom':
      return 6;
    case 'date':
      return 5;
    case 'select':
      return 4;
    case 'amountRange':
      return 8;
  }
}

/** The input of a filter (the search form gives it `value` and `onChange`). */
export function filterControl<S extends ListSchema>(control: FilterControl<S>): ReactNode {
  switch (control.kind) {
    case 'text':
      return <Input allowClear maxLength={control.maxLength ?? 200} placeholder={control.placeholder} />;
    case 'select':
      return (
        <SelectField
          options={control.options}
          placeholder={control.placeholder}
          searchable={control.searchable}
          mode={control.multiple ? 'multiple' : undefined}
        />
      );
    case 'date':
      return <DateField style={{ width: '100%' }} />;
    case 'dateRange':
      return <DateRangeField allowEmpty={[true, true]} style={{ width: '100%' }} />;
    case 'amountRange':
      return <AmountRange labels={control.labels} />;
    case 'custom':
      return control.node;
  }
}

/** The lowest and highest amount of a range filter side by side (the form's value is `[lowest, highest]`). */
function AmountRange({
  labels,
  value,
  onChange,
}: {
  labels: readonly [string, string];
  value?: readonly [string?, string?];
  onChange?: (value: [string | undefined, string | undefined]) => void;
}) {
  const [low, high] = value ?? [];
  return (
    <Space.Compact block>
      <FormattedInput
        pattern={amountTyping}
        allowClear
        inputMode="decimal"
        aria-label={labels[0]}
        placeholder={labels[0]}
        value={low ?? ''}
        onChange={(next) => onChange?.([next, high])}
      />
      <Space.Addon aria-hidden>~</Space.Addon>
      <FormattedInput
        pattern={amountTyping}
        allowClear
        inputMode="decimal"
        aria-label={labels[1]}
        placeholder={labels[1]}
        value={high ?? ''}
        onChange={(next) => onChange?.([low, next])}
      />
    </Space.Compact>
  );
}
