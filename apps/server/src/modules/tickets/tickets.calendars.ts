import type { BusinessCalendarRules, WorkingPeriod } from './business-calendar';

const h = (hour: number, minute = 0): number => hour * 60 + minute;

/** A weekday with a lunch break: 09:00–12:00 and 13:00–18:00. */
const officeDay: readonly WorkingPeriod[] = [
  [h(9), h(12)],
  [h(13), h(18)],
];

/**
 * The demo business calendar of the China sites (Asia/Shanghai): weekdays with a lunch break, the
 * public holidays of 2026 and the weekend days worked in their place.
 */
export const chinaCalendar: BusinessCalendarRules = {
  timeZone: 'Asia/Shanghai',
  week: [officeDay, officeDay, officeDay, officeDay, officeDay, [], []],
  holidays: [
    '2026-01-01',
    '2026-01-02',
    '2026-01-03',
    '2026-02-15',
    '2026-02-16',
    '2026-02-17',
    '2026-02-18',
    '2026-02-19',
    '2026-02-20',
    '2026-02-23',
    '2026-04-04',
    '2026-04-05',
    '2026-04-06',
    '2026-05-01',
    '2026-05-04',
    '2026-05-05',
    '2026-06-19',
    '2026-09-25',
    '2026-10-01',
    '2026-10-02',
    '2026-10-05',
    '2026-10-06',
    '2026-10-07',
  ],
  workdays: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
};

/**
 * The demo business calendar of the Korea sites (Asia/Seoul): weekdays 09:00–18:00 with a lunch hour,
 * and the public holidays of 2026 with their substitute days.
 */
export const koreaCalendar: BusinessCalendarRules = {
  timeZone: 'Asia/Seoul',
  week: [officeDay, officeDay, officeDay, officeDay, officeDay, [], []],
  holidays: [
    '2026-01-01',
    '2026-02-16',
    '2026-02-17',
    '2026-02-18',
    '2026-03-02',
    '2026-05-05',
    '2026-05-25',
    '2026-06-03',
    '2026-08-17',
    '2026-09-24',
    '2026-09-25',
    '2026-09-26',
    '2026-10-05',
    '2026-10-09',
    '2026-12-25',
  ],
};
