import type { BusinessCalendar, ConfigurationChange, Page, Ticket, TicketInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { companies, installedEquipment } from '../../db/schema';

/**
 * Issue 24, section 4: the sites' business calendars on /configuration. A changed calendar moves the due
 * times at once (the detail's clock and the list's cache of the site's open tickets), is audited with its
 * rules before and after, and a refused one saves nothing.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
let serial = '';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'service', 'partner.admin']) tokens[user] = await tokenOf(ctx.app, user);
  const [company] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, 'P-A001'));
  const [kit] = await ctx.db
    .select({ serialNo: installedEquipment.serialNo })
    .from(installedEquipment)
    .where(and(eq(installedEquipment.companyId, company!.id), eq(installedEquipment.site, 'CN')))
    .limit(1);
  serial = kit!.serialNo;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A Shanghai wall time as an instant. */
const sh = (local: string) => new Date(`${local.replace(' ', 'T')}+08:00`);
const at = (local: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(sh(local));
};

const list = async () =>
  (
    await call<BusinessCalendar[]>(ctx.app, 'GET', '/configuration/business-calendar/list', {
      token: tokens['admin'],
    })
  ).data;
const save = (body: object, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<{ calendar: BusinessCalendar; recomputedTickets: number }>(
    ctx.app,
    'POST',
    '/configuration/business-calendar/save',
    { token: tokens['admin'], body, lang },
  );
const auditCount = async () =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_entries WHERE entity = 'business_calendar'`,
    )
  ).rows[0]!.n;
const detail = async (id: number) =>
  (
    await call<TicketInfo>(ctx.app, 'GET', '/ticket/get-ticket-info', {
      token: tokens['service'],
      query: { id: String(id) },
    })
  ).data;
const listed = async (ticketNo: string) =>
  (
    await call<Page<Ticket>>(ctx.app, 'POST', '/ticket/page-ticket-list', {
      token: tokens['service'],
      body: { keyword: ticketNo, pageSize: 10 },
    })
  ).data.list.find((t) => t.ticketNo === ticketNo)!;

const h = (hour: number, minute = 0) => hour * 60 + minute;

describe('business calendars', () => {
  it('refuses everyone but administrators', async () => {
    for (const user of ['service', 'partner.admin']) {
      const res = await call(ctx.app, 'GET', '/configuration/business-calendar/list', {
        token: tokens[user],
      });
      expect(res.code, user).toBe(100);
      const saved = await call(ctx.app, 'POST', '/configuration/business-calendar/save', {
        token: tokens[user],
        body: {},
      });
      expect(saved.code, user).toBe(100);
    }
  });

  it('lists the calendar of each site', async () => {
    const calendars = await list();
    expect(calendars.map((c) => [c.site, c.timeZone])).toEqual([
      ['CN', 'Asia/Shanghai'],
      ['KR', 'Asia/Seoul'],
    ]);
    expect(calendars[0]!.week[0]).toEqual([
      [h(9), h(12)],
      [h(13), h(18)],
    ]);
  });

  it('moves a due time when the lunch break changes (detail and list at once), audited before and after', async () => {
    const original = (await list()).find((c) => c.site === 'CN')!;
    // Monday 16 November 2026, 11:00: urgent (resolution 240 business minutes) = 60 before lunch + 180 after
    // the 13:00 restart: due 16:00.
    at('2026-11-16 11:00:00');
    const raised = await call<TicketInfo>(ctx.app, 'POST', '/ticket/save-ticket', {
      token: tokens['partner.admin'],
      body: { serialNo: serial, type: 'repair', priority: 'urgent', title: 'Lunch break moves the due time' },
    });
    expect(raised.code, raised.msg).toBe(0);
    expect(raised.data.sla.resolution.dueAt).toBe(sh('2026-11-16 16:00:00').toISOString());
    const audits = await auditCount();

    // The lunch break becomes 12:00–14:00 on every weekday: due 17:00.
    at('2026-11-16 11:05:00');
    const longLunch = [
      [h(9), h(12)],
      [h(14), h(18)],
    ];
    const next = { ...original, week: original.week.map((day) => (day.length > 0 ? longLunch : [])) };
    const res = await save(next);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.recomputedTickets).toBeGreaterThan(0);
    expect((await detail(raised.data.id)).sla.resolution.dueAt).toBe(sh('2026-11-16 17:00:00').toISOString());
    // The list's cache was computed again in the same transaction.
    expect((await listed(raised.data.ticketNo)).resolutionDueAt).toBe(
      sh('2026-11-16 17:00:00').toISOString(),
    );

    // A holiday on that Monday: nothing counts that day, so due Tuesday 09:00 + 240 minutes = 15:00.
    const holiday = await save({ ...next, holidays: [...next.holidays, '2026-11-16'] });
    expect(holiday.code, holiday.msg).toBe(0);
    expect((await listed(raised.data.ticketNo)).resolutionDueAt).toBe(
      sh('2026-11-17 15:00:00').toISOString(),
    );
    vi.useRealTimers();

    expect(await auditCount()).toBe(audits + 2);
    const history = await call<Page<ConfigurationChange>>(ctx.app, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'business_calendar' },
    });
    const [latest, previous] = history.data.list;
    expect(latest).toMatchObject({ subjectId: 'CN', action: 'update' });
    expect(previous!.before).toMatchObject({ week: original.week });
    expect(previous!.after).toMatchObject({ week: next.week });

    // Saving the same rules again changes and audits nothing.
    expect((await save({ ...next, holidays: [...next.holidays, '2026-11-16'] })).data.recomputedTickets).toBe(
      0,
    );
    expect(await auditCount()).toBe(audits + 2);
    expect((await save(original)).code).toBe(0);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'businessCalendar.error.timeZone'],
    [
      'hours ending before they start',
      { week: [[[h(12), h(9)]], [], [], [], [], [], []] },
      'week.0.0',
      'businessCalendar.error.endBeforeStart',
    ],
    [
      'overlapping hours',
      {
        week: [
          [
            [h(9), h(13)],
            [h(12), h(18)],
          ],
          [],
          [],
          [],
          [],
          [],
          [],
        ],
      },
      'week.0.1',
      'businessCalendar.error.overlap',
    ],
    ['a week of six days', { week: [[], [], [], [], [], []] }, 'week', null],
    ['a date that does not exist', { holidays: ['2026-02-30'] }, 'holidays.0', 'report.validation.date'],
    [
      'a date both a holiday and a make-up working day',
      { holidays: ['2026-10-10'] },
      'workdays',
      'businessCalendar.error.holidayAndWorkday',
    ],
  ] as const)('refuses %s with a clear message, and saves nothing', async (_, patch, field, key) => {
    const before = await list();
    const audits = await auditCount();
    const original = before.find((c) => c.site === 'CN')!;
    const res = await save({ ...original, ...patch }, 'kr');
    expect(res.code).toBe(100);
    expect(res.msg).toContain(field);
    if (key) expect(res.msg).toContain(translate('kr', key, { value: 'Mars/Olympus' }));
    expect(await list()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });
});
