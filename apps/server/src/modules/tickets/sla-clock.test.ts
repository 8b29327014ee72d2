import type { TicketStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { BusinessCalendarRules, WorkingPeriod } from './business-calendar';
import { CompiledCalendar } from './business-calendar';
import type { SlaLogEntry, SlaTargets } from './sla-clock';
import { computeSla, toTicketSla } from './sla-clock';

const h = (hour: number, minute = 0): number => hour * 60 + minute;
const officeDay: WorkingPeriod[] = [
  [h(9), h(12)],
  [h(13), h(18)],
];
/** Shanghai, 09:00–12:00 and 13:00–18:00 on weekdays; National Day week off, Saturday 10 October worked. */
const china: BusinessCalendarRules = {
  timeZone: 'Asia/Shanghai',
  week: [officeDay, officeDay, officeDay, officeDay, officeDay, [], []],
  holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07'],
  workdays: ['2026-10-10'],
};
/** Berlin (clocks change), 08:00–16:00 on weekdays, and a split Saturday 01:00–03:00 / 10:00–12:00. */
const berlin: BusinessCalendarRules = {
  timeZone: 'Europe/Berlin',
  week: [
    [[h(8), h(16)]],
    [[h(8), h(16)]],
    [[h(8), h(16)]],
    [[h(8), h(16)]],
    [[h(8), h(16)]],
    [
      [h(1), h(3)],
      [h(10), h(12)],
    ],
    [[h(0), h(24)]],
  ],
  holidays: [],
};

const sh = (local: string): number => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);
const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());
const minutes = (ms: number): number => ms / 60_000;

const targets: SlaTargets = {
  urgent: { responseMinutes: 30, resolutionMinutes: 240 },
  high: { responseMinutes: 60, resolutionMinutes: 480 },
  normal: { responseMinutes: 240, resolutionMinutes: 1440 },
  low: { responseMinutes: 480, resolutionMinutes: 2400 },
};
const slower: SlaTargets = {
  ...targets,
  normal: { responseMinutes: 480, resolutionMinutes: 4800 },
};

function created(at: number, priority: 'urgent' | 'high' | 'normal' | 'low' = 'normal'): SlaLogEntry[] {
  return [
    { at, kind: 'status', status: 'new' },
    { at, kind: 'priority', priority },
    { at, kind: 'policy', targets },
  ];
}
const status = (at: number, value: TicketStatus): SlaLogEntry => ({ at, kind: 'status', status: value });

describe('the business calendar', () => {
  const cal = new CompiledCalendar(china);

  it('counts only working periods: no night, no lunch break, no weekend', () => {
    // Friday 17:00 to Monday 10:00: one hour on Friday, one on Monday.
    expect(minutes(cal.businessBetween(sh('2026-11-06 17:00'), sh('2026-11-09 10:00')))).toBe(120);
    // Across the lunch break.
    expect(minutes(cal.businessBetween(sh('2026-11-02 11:30'), sh('2026-11-02 13:30')))).toBe(60);
    // Inside the break and at night: nothing.
    expect(cal.businessBetween(sh('2026-11-02 12:10'), sh('2026-11-02 12:50'))).toBe(0);
    expect(cal.businessBetween(sh('2026-11-02 18:00'), sh('2026-11-03 09:00'))).toBe(0);
    // A whole week: five days of eight hours.
    expect(minutes(cal.businessBetween(sh('2026-11-02 00:00'), sh('2026-11-09 00:00')))).toBe(5 * 480);
  });

  it('skips holidays and works make-up days', () => {
    // Wednesday 30 September 17:00 → Friday 9 October 10:00: 1 h on 30 Sep, Thu 8 and Fri 9 Oct (+ 1 h), Sat 3/4 off.
    expect(minutes(cal.businessBetween(sh('2026-09-30 17:00'), sh('2026-10-09 10:00')))).toBe(60 + 480 + 60);
    // Saturday 10 October is worked with Monday's hours.
    expect(minutes(cal.businessBetween(sh('2026-10-10 00:00'), sh('2026-10-11 00:00')))).toBe(480);
  });

  it('adds business time across nights, breaks and weekends', () => {
    expect(iso(cal.addBusiness(sh('2026-11-06 17:30'), 60 * 60_000))).toBe(iso(sh('2026-11-09 09:30')));
    expect(iso(cal.addBusiness(sh('2026-11-02 11:30'), 60 * 60_000))).toBe(iso(sh('2026-11-02 13:30')));
    // Ending exactly at the end of a period gives that end, not the next start.
    expect(iso(cal.addBusiness(sh('2026-11-02 17:00'), 60 * 60_000))).toBe(iso(sh('2026-11-02 18:00')));
    // Starting at night starts counting at the next opening.
    expect(iso(cal.addBusiness(sh('2026-11-02 22:00'), 30 * 60_000))).toBe(iso(sh('2026-11-03 09:30')));
  });

  it('finds no due time in a calendar without working hours', () => {
    const never = new CompiledCalendar({
      timeZone: 'Asia/Seoul',
      week: [[], [], [], [], [], [], []],
      holidays: [],
    });
    expect(never.addBusiness(Date.UTC(2026, 0, 1), 60_000)).toBeNull();
  });

  it('refuses an unknown zone and overlapping periods', () => {
    expect(() => new CompiledCalendar({ ...china, timeZone: 'Mars/Olympus' })).toThrow(/time zone/);
    const overlapping: WorkingPeriod[] = [
      [h(9), h(13)],
      [h(12), h(18)],
    ];
    expect(() => new CompiledCalendar({ ...china, week: [overlapping, [], [], [], [], [], []] })).toThrow();
  });

  describe('across a change of the clocks (Europe/Berlin)', () => {
    const de = new CompiledCalendar(berlin);
    const utc = (s: string): number => Date.parse(`${s}Z`);

    it('a Sunday worked all day has 23 hours when the clocks go forward and 25 when they go back', () => {
      expect(minutes(de.businessBetween(utc('2026-03-28T23:00:00'), utc('2026-03-29T22:00:00')))).toBe(
        23 * 60,
      );
      expect(minutes(de.businessBetween(utc('2026-10-24T22:00:00'), utc('2026-10-25T23:00:00')))).toBe(
        25 * 60,
      );
    });

    it('counts local working hours on both sides of the change', () => {
      // Friday 27 March 08:00–16:00 CET is 07:00–15:00 UTC; Monday 30 March 08:00 CEST is 06:00 UTC.
      // Friday 15:00 CET + 2 h: 16:00 on Friday, then Saturday 01:00–02:00 CET (00:00–01:00 UTC).
      expect(iso(de.addBusiness(utc('2026-03-27T14:00:00'), 120 * 60_000))).toBe('2026-03-28T01:00:00.000Z');
      expect(iso(de.addBusiness(utc('2026-03-30T05:00:00'), 60 * 60_000))).toBe('2026-03-30T07:00:00.000Z');
    });

    it('finds the local day of an instant on the night of the change', () => {
      expect(de.dayOf(utc('2026-03-28T23:30:00'))).toBe(de.dayOf(utc('2026-03-29T21:59:00')));
      expect(de.dayOf(utc('2026-03-29T22:00:00'))).toBe(de.dayOf(utc('2026-03-29T21:59:00')) + 1);
    });

    it('a wall time in the gap moves forward; one that happens twice is its first instant', () => {
      const wall = (s: string): number => Date.parse(`${s}Z`);
      expect(iso(de.instantOf(wall('2026-03-29T02:30:00')))).toBe('2026-03-29T01:30:00.000Z');
      expect(iso(de.instantOf(wall('2026-10-25T02:30:00')))).toBe('2026-10-25T00:30:00.000Z');
    });
  });
});

describe('the SLA clock', () => {
  it('runs both clocks from creation in business minutes', () => {
    const now = sh('2026-11-03 10:00');
    const sla = computeSla(created(sh('2026-11-02 16:00')), china, now);
    expect(sla.resolution.state).toBe('running');
    expect(minutes(sla.resolution.elapsedMs)).toBe(120 + 60);
    expect(minutes(sla.resolution.targetMs)).toBe(1440);
    // 1440 − 180 = 1260 minutes left from Tuesday 10:00: Tue 420, Wed 480, then 360 on Thursday → 16:00.
    expect(iso(sla.resolution.dueAt)).toBe(iso(sh('2026-11-05 16:00')));
    // The response target (240 minutes) is reached on Tuesday at 11:00.
    expect(sla.response.breachedAt).toBeNull();
    expect(iso(sla.response.dueAt)).toBe(iso(sh('2026-11-03 11:00')));
  });

  it('stops the response clock at the first reply the partner can see', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      status(sh('2026-11-02 09:30'), 'assigned'),
      { at: sh('2026-11-02 10:15'), kind: 'sharedReply' },
      { at: sh('2026-11-02 11:00'), kind: 'sharedReply' },
    ];
    const sla = computeSla(log, china, sh('2026-11-04 09:00'));
    expect(sla.response.state).toBe('stopped');
    expect(minutes(sla.response.elapsedMs)).toBe(75);
    expect(sla.response.dueAt).toBeNull();
    expect(sla.response.breachedAt).toBeNull();
    expect(minutes(sla.resolution.elapsedMs)).toBe(480 + 480);
  });

  it('pauses both clocks while waiting for the customer, and keeps the paused period', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      status(sh('2026-11-02 10:00'), 'inProgress'),
      status(sh('2026-11-02 11:00'), 'waitingForCustomer'),
      status(sh('2026-11-04 15:00'), 'inProgress'),
    ];
    const sla = computeSla(log, china, sh('2026-11-04 16:00'));
    expect(minutes(sla.resolution.elapsedMs)).toBe(120 + 60);
    expect(minutes(sla.response.elapsedMs)).toBe(180);
    expect(sla.resolution.segments.map((s) => [s.state, iso(s.from), iso(s.to)])).toEqual([
      ['running', iso(sh('2026-11-02 09:00')), iso(sh('2026-11-02 11:00'))],
      ['paused', iso(sh('2026-11-02 11:00')), iso(sh('2026-11-04 15:00'))],
      ['running', iso(sh('2026-11-04 15:00')), null],
    ]);
    const paused = computeSla(log.slice(0, 5), china, sh('2026-11-04 16:00'));
    expect(paused.resolution.state).toBe('paused');
    expect(paused.resolution.dueAt).toBeNull();
    expect(minutes(paused.resolution.elapsedMs)).toBe(120);
  });

  it('breaches at the instant the target is passed, in business time', () => {
    const log = created(sh('2026-11-02 16:00'), 'urgent');
    const sla = computeSla(log, china, sh('2026-11-04 12:00'));
    // Response 30 min: 16:30 Monday. Resolution 240 min: 2 h on Monday, then 2 h on Tuesday → 11:00.
    expect(iso(sla.response.breachedAt)).toBe(iso(sh('2026-11-02 16:30')));
    expect(iso(sla.resolution.breachedAt)).toBe(iso(sh('2026-11-03 11:00')));
    expect(iso(sla.resolution.dueAt)).toBe(iso(sh('2026-11-03 11:00')));
    expect(minutes(sla.resolution.elapsedMs)).toBe(120 + 480 + 180);
  });

  it('keeps the time spent when the priority changes mid-ticket', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00'), 'low'),
      status(sh('2026-11-02 09:10'), 'inProgress'),
      status(sh('2026-11-02 11:00'), 'waitingForCustomer'),
      { at: sh('2026-11-03 09:00'), kind: 'priority', priority: 'high' },
      status(sh('2026-11-03 14:00'), 'inProgress'),
    ];
    const sla = computeSla(log, china, sh('2026-11-03 15:00'));
    expect(minutes(sla.resolution.elapsedMs)).toBe(120 + 60);
    expect(minutes(sla.resolution.targetMs)).toBe(480);
    // 300 minutes left from 15:00 Tuesday: 3 h that day, 2 h on Wednesday → 11:00.
    expect(iso(sla.resolution.dueAt)).toBe(iso(sh('2026-11-04 11:00')));
    // The response target fell from 480 to 60 minutes while 120 were spent: breached at the change.
    expect(iso(sla.response.breachedAt)).toBe(iso(sh('2026-11-03 09:00')));
  });

  it('keeps the time spent when the policy changes', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      { at: sh('2026-11-02 12:00'), kind: 'policy', targets: slower },
    ];
    const sla = computeSla(log, china, sh('2026-11-02 14:00'));
    expect(minutes(sla.resolution.elapsedMs)).toBe(240);
    expect(minutes(sla.resolution.targetMs)).toBe(4800);
    expect(minutes(sla.response.targetMs)).toBe(480);
    expect(sla.response.breachedAt).toBeNull();
  });

  it('stops both clocks on resolving, and resumes resolution on reopening', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      status(sh('2026-11-02 10:00'), 'inProgress'),
      status(sh('2026-11-02 11:00'), 'resolved'),
    ];
    const resolved = computeSla(log, china, sh('2026-11-10 09:00'));
    expect(resolved.response.state).toBe('stopped');
    expect(resolved.resolution.state).toBe('stopped');
    expect(minutes(resolved.response.elapsedMs)).toBe(120);
    expect(minutes(resolved.resolution.elapsedMs)).toBe(120);
    expect(resolved.resolution.breachedAt).toBeNull();

    const reopened = computeSla(
      [...log, status(sh('2026-11-03 09:00'), 'inProgress')],
      china,
      sh('2026-11-03 10:30'),
    );
    expect(reopened.response.state).toBe('stopped');
    expect(reopened.resolution.state).toBe('running');
    expect(minutes(reopened.resolution.elapsedMs)).toBe(120 + 90);
    expect(reopened.resolution.segments.map((s) => s.state)).toEqual(['running', 'stopped', 'running']);
  });

  it('counts nothing over a holiday week', () => {
    const sla = computeSla(created(sh('2026-09-30 17:00')), china, sh('2026-10-08 09:30'));
    expect(minutes(sla.resolution.elapsedMs)).toBe(60 + 30);
    expect(iso(sla.response.dueAt)).toBe(iso(sh('2026-10-08 12:00')));
  });

  it('reads the log as of `now` only: later entries are not read', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      status(sh('2026-11-02 12:00'), 'resolved'),
    ];
    const sla = computeSla(log, china, sh('2026-11-02 10:00'));
    expect(sla.resolution.state).toBe('running');
    expect(minutes(sla.resolution.elapsedMs)).toBe(60);
  });

  it('gives the same answer for the same inputs, and answers the contract shape', () => {
    const log: SlaLogEntry[] = [
      ...created(sh('2026-11-02 09:00')),
      status(sh('2026-11-02 10:00'), 'waitingForCustomer'),
    ];
    const a = toTicketSla(computeSla(log, china, sh('2026-11-05 10:00')), china.timeZone);
    const b = toTicketSla(computeSla(log, china, sh('2026-11-05 10:00')), china.timeZone);
    expect(a).toEqual(b);
    expect(a.resolution).toMatchObject({
      state: 'paused',
      elapsedMinutes: 60,
      targetMinutes: 1440,
      dueAt: null,
    });
  });

  it('counts business hours in the site zone across the change of the clocks', () => {
    // Created Friday 27 March 2026 15:00 in Berlin (14:00 UTC); now Monday 30 March 09:00 CEST (07:00 UTC).
    // Friday 1 h, Saturday 01–03 and 10–12 (4 h), Sunday 29 March (23 h long), Monday 1 h.
    const sla = computeSla(
      created(Date.parse('2026-03-27T14:00:00Z')),
      berlin,
      Date.parse('2026-03-30T07:00:00Z'),
    );
    expect(minutes(sla.resolution.elapsedMs)).toBe(60 + 240 + 23 * 60 + 60);
  });
});
