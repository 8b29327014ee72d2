import { formats } from '@portal/contract';
import { formatDateTime } from './format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time on screen: 'YYYY-MM-DD HH:mm:ss' (the spec's format; with `date`, 'YYYY-MM-DD') ('--' when
 * empty), never broken across lines wherever it stands (list columns, detail fields, the notice panel,
 * a line of text). The one date display of the client: screens show dates through it, not as bare text.
 */
export function DateTime({ value, date = false }: { value: string | null | undefined; date?: boolean }) {
  const text = formatDateTime(value, date ? formats.date : formats.dateTime);
  if (!value || text === formats.emptyPlaceholder) return <span>{text}</span>;
  return (
    <time dateTime={value} style={nowrap}>
      {text}
    </time>
  );
}
