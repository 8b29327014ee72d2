import { formatAmount } from '../../../components/format';

/** An exact amount with separators and its currency's decimals (KRW none), and its currency. */
export function Money({ value, currency }: { value: string | null | undefined; currency?: string | null }) {
  const text = formatAmount(value, currency);
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {currency && value ? `${currency} ${text}` : text}
    </span>
  );
}
