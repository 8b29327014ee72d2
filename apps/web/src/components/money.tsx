import { formatAmount } from './format';

/**
 * An exact amount as every screen shows it: its currency's code, then the amount with separators and the
 * currency's decimals (KRW none): "CNY 1,234.50", "KRW 150,000,000"; '--' when there is none.
 */
export function Money({ value, currency }: { value: string | null | undefined; currency?: string | null }) {
  const text = formatAmount(value, currency);
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {currency && value ? `${currency} ${text}` : text}
    </span>
  );
}
