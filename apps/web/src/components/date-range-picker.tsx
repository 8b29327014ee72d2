import { DatePicker } from 'antd';
import type { GetProps } from 'antd';

/** Ant Design's pickers, alone in their module so that `date-range-field.tsx` can load them on demand. */
export const DateRangePicker = DatePicker.RangePicker;
export const DayPicker = DatePicker;

export type DateRangePickerProps = GetProps<typeof DatePicker.RangePicker>;
export type DayPickerProps = GetProps<typeof DatePicker>;
