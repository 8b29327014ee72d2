const pad = (value: number) => String(value).padStart(2, '0');
const format = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The Monday (YYYY-MM-DD) of the local week holding `date`. */
export function mondayOf(date: Date = new Date()): string {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return format(day);
}

/** `date` (YYYY-MM-DD) moved by `days`, built from the calendar fields. */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return format(new Date(y!, m! - 1, d! + days));
}

/** The seven days (YYYY-MM-DD) of the week starting on `monday`. */
export const daysOf = (monday: string) => Array.from({ length: 7 }, (_, i) => shiftDate(monday, i));

export const weekdayKeys = [
  'widget.calendar.mon',
  'widget.calendar.tue',
  'widget.calendar.wed',
  'widget.calendar.thu',
  'widget.calendar.fri',
  'widget.calendar.sat',
  'widget.calendar.sun',
] as const;
