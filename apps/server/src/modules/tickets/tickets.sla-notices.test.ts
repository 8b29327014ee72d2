import { translate } from '@portal/contract';
import type { TicketInfo } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { companies, installedEquipment, notices, users } from '../../db/schema';
import { noticeText } from '../notifications/notifications.notify';
import { findNoticesOf } from './tickets.sla-notices.repository';
import { tellSlaNotices } from './tickets.sla-notices';

/**
 * Issue 23: the SLA job's reminders and breach notices, driven by the time the job is given (and a fake
 * `Date` for raising and moving tickets): each once per ticket and clock, also for two runs at once, and
 * told only inside the site's working hours (Shanghai: 09:00–12:00, 13:00–18:00, weekends and the 2026
 * holidays off), across a night, a weekend, the National Day holidays and a lunch break.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let serial = '';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['service', 'partner.admin']) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  const [kit] = await ctx.db
    .select({ serialNo: installedEquipment.serialNo })
    .from(installedEquipment)
    .where(and(eq(installedEquipment.companyId, ids['P-A001']!), eq(installedEquipment.site, 'CN')))
    .limit(1);
  serial = kit!.serialNo;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A Shanghai wall time as an instant. */
const sh = (local: string) => new Date(`${local.replace(' ', 'T')}+08:00`);

/** Demo Partner A raises an urgent ticket at `local` (its gold policy: response 30, resolution 240 business minutes). */
async function raiseAt(local: string, title: string, priority = 'urgent'): Promise<TicketInfo> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(sh(local));
  const res = await call<TicketInfo>(ctx.app, 'POST', '/ticket/save-ticket', {
    token: tokens['partner.admin'],
    body: { serialNo: serial, type: 'repair', priority, title },
  });
  expect(res.code, res.msg).toBe(0);
  vi.useRealTimers();
  return res.data;
}

/** Service staff move the ticket at `local`; answers it. */
async function moveAt(local: string, body: Record<string, unknown>): Promise<TicketInfo> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(sh(local));
  const res = await call<TicketInfo>(ctx.app, 'POST', '/ticket/move-ticket', {
    token: tokens['service'],
    body,
  });
  expect(res.code, res.msg).toBe(0);
  vi.useRealTimers();
  return res.data;
}

/** Runs the job at `local`; answers the marks now written for the ticket, as "target:notice". */
async function runAt(local: string, ticketId: number): Promise<string[]> {
  await tellSlaNotices(ctx.db, sh(local));
  return (await findNoticesOf(ctx.db, [ticketId])).map((m) => `${m.target}:${m.notice}`).sort();
}

const noticesOf = (ticketId: number) =>
  ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.subjectKind, 'ticket'), eq(notices.subjectId, ticketId)))
    .orderBy(notices.id);

describe('SLA reminders and breach notices', () => {
  it('tells each once, inside working hours only: across a night, a weekend, the National Day holidays and lunch', async () => {
    // Wednesday 30 September, 17:40: 20 business minutes that day, then the holidays (1–7 October, with the
    // weekend) until Thursday 8 October 09:00. Response due 09:10 (reminder once 7.5 minutes are left,
    // 09:02:30); resolution due 13:40 (reminder once 60 are left: 12:00, in the lunch break, so at 13:00).
    const ticket = await raiseAt('2026-09-30 17:40:00', 'SLA job across the holidays');
    expect(ticket.sla.response.dueAt).toBe(sh('2026-10-08 09:10:00').toISOString());
    expect(ticket.sla.resolution.dueAt).toBe(sh('2026-10-08 13:40:00').toISOString());

    expect(await runAt('2026-09-30 17:41:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-09-30 17:59:00', ticket.id)).toEqual([]);
    // The night, the holidays and the weekend: no business time passes, nothing is told.
    expect(await runAt('2026-09-30 23:30:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-10-03 10:00:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-10-07 16:00:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-10-08 09:02:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-10-08 09:03:00', ticket.id)).toEqual(['response:reminder']);
    // Again, and two runs at once (two server processes): still once.
    await Promise.all([
      tellSlaNotices(ctx.db, sh('2026-10-08 09:04:00')),
      tellSlaNotices(ctx.db, sh('2026-10-08 09:04:00')),
    ]);
    expect(await runAt('2026-10-08 09:05:00', ticket.id)).toEqual(['response:reminder']);
    expect(await runAt('2026-10-08 09:11:00', ticket.id)).toEqual(['response:breach', 'response:reminder']);
    // Noon: the resolution's reminder is due, but it is the lunch break; told when work resumes.
    expect(await runAt('2026-10-08 12:30:00', ticket.id)).toEqual(['response:breach', 'response:reminder']);
    expect(await runAt('2026-10-08 13:00:00', ticket.id)).toEqual([
      'resolution:reminder',
      'response:breach',
      'response:reminder',
    ]);
    expect(await runAt('2026-10-08 13:41:00', ticket.id)).toHaveLength(4);
    await Promise.all([
      tellSlaNotices(ctx.db, sh('2026-10-08 14:00:00')),
      tellSlaNotices(ctx.db, sh('2026-10-08 14:00:00')),
    ]);

    // Nobody has taken the ticket: the staff who handle tickets are told (never a partner user), once each.
    const told = await noticesOf(ticket.id);
    const toService = told.filter((n) => n.userId === ids['service']);
    expect(toService.map((n) => n.kind)).toEqual([
      'ticketResponseDueSoon',
      'ticketResponseBreached',
      'ticketResolutionDueSoon',
      'ticketResolutionBreached',
    ]);
    expect(told.some((n) => n.userId === ids['partner.admin'])).toBe(false);
    expect(toService[0]!.params).toMatchObject({
      no: ticket.ticketNo,
      until: sh('2026-10-08 09:10:00').toISOString(),
    });
    expect(noticeText('cn', 'ticketResponseDueSoon', 'ticket', toService[0]!.params)).toContain(
      `工单 ${ticket.ticketNo}（SLA job across the holidays）须在`,
    );
    expect(translate('kr', 'notice.kind.ticketResolutionBreached')).toBe('해결 기한을 넘긴 티켓');
  });

  it('tells a breach at 02:00 when the next working period starts, to the assignee', async () => {
    // Friday 6 November 17:00, normal (gold: response 120 business minutes): 60 spent by 18:00. Taken by
    // service staff (its assignee). At 02:00 on Saturday the priority goes up to urgent (response 30): the
    // response target is breached at that change, in the night.
    const ticket = await raiseAt('2026-11-06 17:00:00', 'SLA job over a weekend', 'normal');
    const taken = await moveAt('2026-11-06 17:01:00', {
      id: ticket.id,
      action: 'take',
      rowVersion: ticket.rowVersion,
    });
    await moveAt('2026-11-07 02:00:00', {
      id: ticket.id,
      action: 'changePriority',
      priority: 'urgent',
      rowVersion: taken.rowVersion,
    });
    // The job runs all night and all weekend: nothing is told outside working hours.
    for (const at of [
      '2026-11-07 02:05:00',
      '2026-11-07 10:00:00',
      '2026-11-08 20:00:00',
      '2026-11-09 08:59:00',
    ])
      expect(await runAt(at, ticket.id)).toEqual([]);
    // Monday 09:00: the breach (not the reminder it no longer needs); the resolution clock has time left.
    expect(await runAt('2026-11-09 09:00:00', ticket.id)).toEqual(['response:breach']);
    const told = await noticesOf(ticket.id);
    expect(told.map((n) => [n.userId, n.kind])).toEqual([[ids['service'], 'ticketResponseBreached']]);
    expect(told[0]!.params.until).toBe(sh('2026-11-07 02:00:00').toISOString());
  });

  it('tells nothing while waiting for the customer or once resolved', async () => {
    const ticket = await raiseAt('2026-11-10 09:00:00', 'SLA job paused');
    await moveAt('2026-11-10 09:01:00', {
      id: ticket.id,
      action: 'take',
      rowVersion: ticket.rowVersion,
    });
    // A shared reply stops the response clock; waiting for the customer pauses the resolution clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(sh('2026-11-10 09:02:00'));
    const replied = await call<TicketInfo>(ctx.app, 'POST', '/ticket/add-ticket-comment', {
      token: tokens['service'],
      body: { id: ticket.id, body: 'On our way', shared: true },
    });
    expect(replied.code, replied.msg).toBe(0);
    vi.useRealTimers();
    const waiting = await moveAt('2026-11-10 09:03:00', {
      id: ticket.id,
      action: 'waitForCustomer',
      rowVersion: replied.data.rowVersion,
    });
    expect(await runAt('2026-11-10 17:00:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-11-12 11:00:00', ticket.id)).toEqual([]);
    // Resumed on Thursday 12 November 11:00: 3 minutes spent, 237 left; the reminder once 60 are left.
    await moveAt('2026-11-12 11:00:00', { id: ticket.id, action: 'resume', rowVersion: waiting.rowVersion });
    expect(await runAt('2026-11-12 13:30:00', ticket.id)).toEqual([]);
    expect(await runAt('2026-11-12 14:58:00', ticket.id)).toEqual(['resolution:reminder']);
    const resolved = await call<TicketInfo>(ctx.app, 'GET', '/ticket/get-ticket-info', {
      token: tokens['service'],
      query: { id: String(ticket.id) },
    });
    await moveAt('2026-11-12 15:00:00', {
      id: ticket.id,
      action: 'resolve',
      rowVersion: resolved.data.rowVersion,
    });
    // Resolved: both clocks stop; the breach is never told.
    expect(await runAt('2026-11-13 10:00:00', ticket.id)).toEqual(['resolution:reminder']);
  });
});
