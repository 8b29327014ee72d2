import { formatDateTime } from './format';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A date and time (YYYY-MM-DD HH:mm:ss, '--' when empty) that wraps only between the date and the time. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const [date, time] = formatDateTime(value).split(' ');
  return (
    <>
      <span style={nowrap}>{date}</span> {time && <span style={nowrap}>{time}</span>}
    </>
  );
}
