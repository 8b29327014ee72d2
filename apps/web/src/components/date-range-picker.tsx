import { DatePicker } from 'antd';
import type { GetProps } from 'antd';

/** Ant Design's range picker, alone in its module so that `date-range-field.tsx` can load it on demand. */
export const DateRangePicker = DatePicker.RangePicker;

export type DateRangePickerProps = GetProps<typeof DatePicker.RangePicker>;
