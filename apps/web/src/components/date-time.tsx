import { formats } from '@portal/contract';
import { formatDateTime } from './format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time on screen: 'YYYY-MM-DD HH:mm:ss' (the spec's format) with a space ('--' when empty), on one line (list columns
 * are sized to it). The one date-time of every list and detail.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value, formats.dateTime);
  if (!value || text === formats.emptyPlaceholder) return <span>{text}</span>;
  return (
    <time dateTime={value} style={nowrap}>
      {text}
    </time>
  );
}
