import { CalendarOutlined } from '@ant-design/icons';
import type { InputProps } from 'antd';
import { ConfigProvider } from 'antd';
// Ant Design's plain Input: the `Input` export also carries Search, Password, TextArea and OTP.
import Input from 'antd/es/input/Input';
import enUS from 'antd/es/locale/en_US';
import type { CSSProperties } from 'react';
import { lazy, Suspense, useContext, useState } from 'react';
import type { DateRangePickerProps, DayPickerProps } from './date-range-picker';

const loadPicker = () => import('./date-range-picker');
const DateRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.DateRangePicker })));
const DayPicker = lazy(() => loadPicker().then((m) => ({ default: m.DayPicker })));

/** Why the picker shows: a value to display, or the user reached for the field (then it opens at once). */
type Shown = 'no' | 'value' | 'user';

/** The read-only input of the picker's size and placeholder that stands in until the picker is wanted. */
function StandIn({
  id,
  ariaLabel,
  placeholder,
  style,
  className,
  status,
  disabled,
  onWanted,
}: {
  id: string | undefined;
  ariaLabel: string | undefined;
  placeholder: string | undefined;
  style: CSSProperties | undefined;
  className: string | undefined;
  status: InputProps['status'];
  disabled: boolean;
  onWanted: () => void;
}) {
  return (
    <Input
      id={id}
      aria-label={ariaLabel}
      readOnly
      style={style}
      className={className}
      status={status}
      disabled={disabled}
      placeholder={placeholder}
      suffix={<CalendarOutlined aria-hidden style={{ opacity: 0.45 }} />}
      onMouseEnter={() => void loadPicker()}
      onFocus={onWanted}
      onClick={onWanted}
    />
  );
}

/**
 * A date range input for forms (the form gives it `value` and `onChange`, like the range picker). The
 * picker and its calendar (about 30 KB gzip) load when the field is first focused or clicked, or at once
 * when it has a value; until then a read-only input of the same size, with the picker's placeholders,
 * stands in for it (hovering it starts the download).
 */
export function DateRangeField(props: DateRangePickerProps) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [shown, setShown] = useState<Shown>('no');
  const hasValue = Array.isArray(props.value) && props.value.some(Boolean);
  if (hasValue && shown === 'no') setShown('value');

  const [start, end] = (locale ?? enUS).DatePicker?.lang.rangePlaceholder ??
    enUS.DatePicker?.lang.rangePlaceholder ?? ['', ''];
  const standIn = (
    <StandIn
      id={typeof props.id === 'string' ? props.id : props.id?.start}
      ariaLabel={props['aria-label']}
      placeholder={`${start} → ${end}`}
      style={props.style}
      className={props.className}
      status={props.status}
      disabled={props.disabled === true}
      onWanted={() => setShown('user')}
    />
  );
  if (shown === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <DateRangePicker
        {...props}
        autoFocus={shown === 'user' || props.autoFocus}
        defaultOpen={shown === 'user' || props.defaultOpen}
      />
    </Suspense>
  );
}

/** One day, loaded on demand like `DateRangeField` (the form gives it `value` and `onChange`). */
export function DateField(props: DayPickerProps) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const [shown, setShown] = useState<Shown>('no');
  if (props.value && shown === 'no') setShown('value');
  const placeholder = (locale ?? enUS).DatePicker?.lang.placeholder ?? enUS.DatePicker?.lang.placeholder;
  const standIn = (
    <StandIn
      id={props.id}
      ariaLabel={props['aria-label']}
      placeholder={placeholder}
      style={props.style}
      className={props.className}
      status={props.status}
      disabled={props.disabled === true}
      onWanted={() => setShown('user')}
    />
  );
  if (shown === 'no') return standIn;
  return (
    <Suspense fallback={standIn}>
      <DayPicker
        {...props}
        autoFocus={shown === 'user' || props.autoFocus}
        defaultOpen={shown === 'user' || props.defaultOpen}
      />
    </Suspense>
  );
}
