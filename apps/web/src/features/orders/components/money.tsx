import { formatMoney } from '../../../components/format';

/** An exact amount with separators and two decimals, and its currency. */
export function Money({ value, currency }: { value: string | null | undefined; currency?: string | null }) {
  const text = formatMoney(value);
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {currency && value ? `${currency} ${text}` : text}
    </span>
  );
}
