import { z } from 'zod';
import type { EndpointPath } from '../core/endpoint';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { calendarDateSchema } from '../opportunity-reports/opportunity-reports.schema';
import { ticketSites } from './tickets.schema';

/** Minutes after local midnight: 0 (00:00) to 1440 (24:00). */
const minuteOfDay = z.number().int().min(0).max(1440);

/**
 * One working period of a day: [start, end) in minutes after local midnight. An array of two, not z.tuple:
 * the tuple class would join the zod chunk every page loads.
 */
export const workingPeriodSchema = z.array(minuteOfDay).length(2);

/** A local date, YYYY-MM-DD, that exists. */
const localDate = calendarDateSchema;

/** Whether a name is an IANA time zone this runtime knows (Asia/Shanghai, Asia/Seoul, UTC, …). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The weekdays of a calendar's week, in order: index 0 is Monday, 6 is Sunday. */
export const calendarWeekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * A site's business calendar as an administrator keeps it: its time zone, the working periods of each
 * weekday (several a day for breaks and split shifts: each ends after it starts, and they are in order
 * without overlapping), the holidays and the make-up working days (worked with Monday's periods). The
 * SLA clocks of the site's tickets count only its working time.
 */
export const businessCalendarSchema = z
  .object({
    site: z.enum(ticketSites),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, 'businessCalendar.error.timeZone'),
    week: z.array(z.array(workingPeriodSchema).max(8)).length(7),
    holidays: z.array(localDate).max(400),
    workdays: z.array(localDate).max(200),
  })
  .superRefine((calendar, ctx) => {
    calendar.week.forEach((periods, day) => {
      let last = -1;
      periods.forEach(([start = 0, end = 0], index) => {
        if (end <= start)
          ctx.addIssue({
            code: 'custom',
            path: ['week', day, index],
            message: 'businessCalendar.error.endBeforeStart',
          });
        else if (start < last)
          ctx.addIssue({
            code: 'custom',
            path: ['week', day, index],
            message: 'businessCalendar.error.overlap',
          });
        last = Math.max(last, end);
      });
    });
    const holidays = new Set(calendar.holidays);
    calendar.workdays.forEach((date, index) => {
      if (holidays.has(date))
        ctx.addIssue({
          code: 'custom',
          path: ['workdays', index],
          message: 'businessCalendar.error.holidayAndWorkday',
        });
    });
  });
export type BusinessCalendar = z.infer<typeof businessCalendarSchema>;

/** A saved calendar, with how many open tickets of its site had their due times computed again. */
export const savedBusinessCalendarSchema = z.object({
  calendar: businessCalendarSchema,
  recomputedTickets: z.number().int(),
});

const permission = permissions.configurationManage;

/** The business calendars' endpoints on the system-management screen (the `configuration.manage` button). */
export const businessCalendarsPaths = {
  listBusinessCalendars: { method: 'GET', path: '/configuration/business-calendar/list', permission },
  saveBusinessCalendar: { method: 'POST', path: '/configuration/business-calendar/save', permission },
} as const satisfies Record<string, EndpointPath>;

export const businessCalendarsEndpoints = {
  listBusinessCalendars: defineEndpoint({
    ...businessCalendarsPaths.listBusinessCalendars,
    data: z.array(businessCalendarSchema),
  }),
  saveBusinessCalendar: defineEndpoint({
    ...businessCalendarsPaths.saveBusinessCalendar,
    body: businessCalendarSchema,
    data: savedBusinessCalendarSchema,
  }),
};
