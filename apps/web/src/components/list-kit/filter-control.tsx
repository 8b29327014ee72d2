import { DatePicker, Input } from 'antd';
import type { ReactNode } from 'react';
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
      return 6;
    case 'select':
    case 'amount':
      return 4;
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
    case 'dateRange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />;
    case 'amount':
      return <FormattedInput pattern={amountTyping} allowClear inputMode="decimal" />;
  }
}
