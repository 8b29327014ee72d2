import type { Page, Ticket, TicketInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { companies, installedEquipment, tickets } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'service', 'partner.admin', 'partner.sales', 'partner.b', 'sales'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
  const serialOf = async (companyId: number) => {
    const [row] = await ctx.db
      .select({ serialNo: installedEquipment.serialNo })
      .from(installedEquipment)
      .where(and(eq(installedEquipment.companyId, companyId), eq(installedEquipment.site, 'CN')))
      .orderBy(installedEquipment.id)
      .limit(1);
    return row!.serialNo;
  };
  ticketBody.serialNo = await serialOf(A());
  serialOfB = await serialOf(B());
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const A = () => companyIds['P-A001']!;
const B = () => companyIds['P-B001']!;
/** A Shanghai wall time as an instant. */
const sh = (local: string) => new Date(`${local.replace(' ', 'T')}:00+08:00`);
const clockAt = (local: string) => vi.setSystemTime(sh(local));

const page = (body: Record<string, unknown>, token = tokens['service']) =>
  call<Page<Ticket>>(ctx.app, 'POST', '/ticket/page-ticket-list', { token, body });
const info = (id: number, token = tokens['service']) =>
  call<TicketInfo>(ctx.app, 'GET', '/ticket/get-ticket-info', { token, query: { id: String(id) } });
const create = (body: Record<string, unknown>, token = tokens['partner.admin']) =>
  call<TicketInfo>(ctx.app, 'POST', '/ticket/save-ticket', { token, body });
const move = (body: Record<string, unknown>, token = tokens['service']) =>
  call<TicketInfo>(ctx.app, 'POST', '/ticket/move-ticket', { token, body });
const comment = (body: Record<string, unknown>, token = tokens['service']) =>
  call<TicketInfo>(ctx.app, 'POST', '/ticket/add-ticket-comment', { token, body });

/** A ticket on equipment of Demo Partner A at a Chinese site (its serial is read from the register). */
const ticketBody = {
  title: 'Spindle alarm 2041',
  type: 'repair',
  priority: 'normal',
  serialNo: '',
};
/** A serial of Demo Partner B's equipment. */
let serialOfB = '';

describe('raising a ticket', () => {
  it('a partner raises one for its own company; the clocks start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt('2026-11-02 09:00');
    const res = await create(ticketBody);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      status: 'new',
      companyId: A(),
      site: 'CN',
      policyName: expect.any(String),
    });
    expect(res.data.ticketNo).toMatch(/^TK2026\d{6}$/);
    expect(res.data.sla.resolution).toMatchObject({ state: 'running', elapsedMinutes: 0 });
    expect(res.data.actions).toEqual(['comment']);
  });

  it("names its SLA policy in the reader's language", async () => {
    const [ticket] = await ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.companyId, A()))
      .limit(1);
    const names = [];
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const res = await call<TicketInfo>(ctx.app, 'GET', '/ticket/get-ticket-info', {
        token: tokens['partner.admin'],
        query: { id: String(ticket!.id) },
        lang,
      });
      expect(res.code, res.msg).toBe(0);
      names.push(res.data.policyName);
    }
    expect(names).toEqual([
      '金牌服务（演示合作伙伴 A）',
      'Gold service (Demo Partner A)',
      '골드 서비스(데모 파트너 A)',
    ]);
  });

  // Changed with the equipment register (issue 23): the company follows from the equipment, so staff need
  // not name one; a company they name must own it.
  it("staff raise one on any company's equipment; a company they name must own it", async () => {
    const ofA = await create(ticketBody, tokens['service']);
    expect(ofA.code).toBe(0);
    expect(ofA.data.companyId).toBe(A());
    const ofB = await create({ ...ticketBody, serialNo: serialOfB }, tokens['service']);
    expect(ofB.code).toBe(0);
    expect(ofB.data.companyId).toBe(B());
    const wrongCompany = await create({ ...ticketBody, companyId: B() }, tokens['service']);
    expect(wrongCompany.code).toBe(100);
    expect(fieldErrorsOf(wrongCompany.data)[0]).toEqual({
      field: 'serialNo',
      message: translate('en', 'ticket.validation.equipmentCompany'),
    });
  });

  it('refuses bad input with a message naming the field, and saves nothing', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    for (const [field, value] of [
      ['title', ''],
      ['serialNo', '   '],
      ['serialNo', 'NO-SUCH-SERIAL'],
      ['type', 'teleport'],
      ['priority', 'whenever'],
      ['equipmentId', 'MARS'],
    ] as const) {
      const res = await create({ ...ticketBody, [field]: value });
      expect(res.code).not.toBe(0);
      expect(fieldErrorsOf(res.data)[0]!.field).toBe(field);
    }
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a partner user without the tickets menu is refused', async () => {
    const res = await create(ticketBody, tokens['partner.sales']);
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'error.noPermission'));
  });
});

describe('the state machine and the SLA clock, on a fake clock', () => {
  it('take, reply, wait for the customer (paused), resume, resolve, close; reopen only within the period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt('2026-11-02 09:00'); // a Monday in Shanghai
    const id = (await create(ticketBody)).data.id;

    clockAt('2026-11-02 10:00');
    const taken = await move({ id, action: 'take' });
    expect(taken.code).toBe(0);
    expect(taken.data).toMatchObject({ status: 'inProgress', assigneeName: expect.any(String) });

    clockAt('2026-11-02 10:30');
    const replied = await comment({ id, body: 'An engineer is on the way.', shared: true });
    expect(replied.data.sla.response).toMatchObject({ state: 'stopped', elapsedMinutes: 90 });

    clockAt('2026-11-02 11:00');
    const waiting = await move({ id, action: 'waitForCustomer', rowVersion: replied.data.rowVersion });
    expect(waiting.data.status).toBe('waitingForCustomer');
    expect(waiting.data.sla.resolution).toMatchObject({ state: 'paused', elapsedMinutes: 120, dueAt: null });

    // A night and a day later the clock has not moved.
    clockAt('2026-11-03 15:00');
    const paused = await info(id);
    expect(paused.data.sla.resolution).toMatchObject({ state: 'paused', elapsedMinutes: 120 });
    const [cached] = await ctx.db.select().from(tickets).where(eq(tickets.id, id));
    expect(cached!.resolutionDueAt).toBeNull();

    // The partner answers: the clock resumes.
    const resumed = await move({ id, action: 'resume' }, tokens['partner.admin']);
    expect(resumed.data.sla.resolution.state).toBe('running');

    clockAt('2026-11-03 16:00');
    const resolved = await move({ id, action: 'resolve' });
    expect(resolved.data.status).toBe('resolved');
    expect(resolved.data.sla.resolution).toMatchObject({ state: 'stopped', elapsedMinutes: 180 });
    expect(resolved.data.sla.resolution.segments.map((s) => s.state)).toEqual([
      'running',
      'paused',
      'running',
      'stopped',
    ]);

    clockAt('2026-11-04 09:00');
    const closed = await move({ id, action: 'close' }, tokens['partner.admin']);
    expect(closed.data.status).toBe('closed');
    expect(closed.data.actions).toContain('reopen');

    // Eight days after the resolution the period (7 days) is over.
    clockAt('2026-11-11 17:00');
    const late = await move({ id, action: 'reopen' }, tokens['partner.admin']);
    expect(late.code).toBe(100);
    expect(late.msg).toBe(translate('en', 'ticket.reopenExpired', { days: 7 }));
    expect((await info(id)).data).toMatchObject({ status: 'closed', actions: [] });
  });

  it('reopening resumes the resolution clock with the time spent before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt('2026-11-02 09:00');
    const id = (await create(ticketBody)).data.id;
    clockAt('2026-11-02 10:00');
    await move({ id, action: 'take' });
    clockAt('2026-11-02 11:00');
    await move({ id, action: 'resolve' });
    clockAt('2026-11-03 09:00');
    const reopened = await move({ id, action: 'reopen' }, tokens['partner.admin']);
    expect(reopened.data.status).toBe('inProgress');
    clockAt('2026-11-03 09:30');
    const now = await info(id);
    expect(now.data.sla.resolution).toMatchObject({ state: 'running', elapsedMinutes: 150 });
    expect(now.data.sla.response.state).toBe('stopped');
  });

  it('a priority change keeps the time already spent and moves the due time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clockAt('2026-11-02 09:00');
    const id = (await create({ ...ticketBody, priority: 'low' })).data.id;
    clockAt('2026-11-02 13:00');
    const before = await info(id);
    clockAt('2026-11-02 14:00');
    const changed = await move({
      id,
      action: 'changePriority',
      priority: 'urgent',
      rowVersion: before.data.rowVersion,
    });
    expect(changed.code).toBe(0);
    expect(changed.data.priority).toBe('urgent');
    expect(changed.data.sla.resolution.elapsedMinutes).toBe(240);
    expect(changed.data.sla.resolution.targetMinutes).toBeLessThan(before.data.sla.resolution.targetMinutes);
    const same = await move({ id, action: 'changePriority', priority: 'urgent' });
    expect(same.msg).toBe(translate('en', 'ticket.validation.priority'));
  });

  it('refuses a move not in the table, a move of the other side and a stale version, changing nothing', async () => {
    const id = (await create(ticketBody)).data.id;
    const wrongState = await move({ id, action: 'waitForCustomer' });
    expect(wrongState.code).toBe(100);
    expect(wrongState.msg).toContain(translate('en', 'ticket.illegalMove', { ticketNo: '' }).split(' ')[0]!);
    const partner = await move({ id, action: 'take' }, tokens['partner.admin']);
    expect(partner.msg).toBe(translate('en', 'error.noPermission'));
    const first = await info(id);
    await move({ id, action: 'take', rowVersion: first.data.rowVersion });
    const stale = await move({ id, action: 'resolve', rowVersion: first.data.rowVersion });
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
    expect((await info(id)).data.status).toBe('inProgress');
  });
});

describe('partner scoping', () => {
  it("a partner never reads, moves or comments on another company's ticket", async () => {
    const id = (await create(ticketBody)).data.id; // company A
    const list = await page({ pageSize: 100 }, tokens['partner.b']);
    expect(list.code).toBe(0);
    expect(list.data.list.every((t) => t.companyId === B())).toBe(true);
    for (const res of [
      await info(id, tokens['partner.b']),
      await move({ id, action: 'close' }, tokens['partner.b']),
      await comment({ id, body: 'hello' }, tokens['partner.b']),
    ]) {
      expect(res.code).toBe(100);
      expect(res.msg).toBe(translate('en', 'error.recordNotFound'));
    }
  });

  it('internal comments stay internal; a partner comment is always shared', async () => {
    const id = (await create(ticketBody)).data.id;
    await comment({ id, body: 'Part on back order', shared: false });
    await comment({ id, body: 'Is there news?', shared: false }, tokens['partner.admin']);
    const staff = await info(id);
    expect(staff.data.comments.map((c) => [c.body, c.shared])).toEqual([
      ['Part on back order', false],
      ['Is there news?', true],
    ]);
    const partner = await info(id, tokens['partner.admin']);
    expect(partner.data.comments.map((c) => c.body)).toEqual(['Is there news?']);
  });
});

describe('the list', () => {
  it('searches, filters, sorts and pages; answers each row with its actions', async () => {
    const all = await page({ pageSize: 10, sortField: 'resolutionDueAt', sortOrder: 'asc' });
    expect(all.code).toBe(0);
    expect(all.data.total).toBeGreaterThanOrEqual(60);
    expect(all.data.list).toHaveLength(10);
    const waiting = await page({ status: 'waitingForCustomer', pageSize: 100 });
    expect(waiting.data.list.length).toBeGreaterThan(0);
    expect(
      waiting.data.list.every((t) => t.status === 'waitingForCustomer' && t.resolutionDueAt === null),
    ).toBe(true);
    expect(waiting.data.list[0]!.actions).toEqual(expect.arrayContaining(['resume', 'resolve']));
    const found = await page({ keyword: 'VMC850-24' });
    expect(found.data.list.every((t) => t.serialNo.startsWith('VMC850-24'))).toBe(true);
    expect((await page({ sortField: 'password' })).code).toBe(100);
    expect((await page({ keyword: '%_\\' })).code).toBe(0);
  });

  it('pages in every sort read the same tickets as one long page, and each total is the rows it counts', async () => {
    const countOf = async (query: string) =>
      (await ctx.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets ${query}`)).rows[0]!.n;
    const all = await countOf('');
    // Unfiltered: the kept count (row_counts), which must equal the rows.
    expect((await page({ pageSize: 1 })).data.total).toBe(all);
    const due = await countOf("WHERE resolution_due_at <= now() + interval '48 hours'");
    expect((await page({ pageSize: 1, dueWithinHours: 48 })).data.total).toBe(due);
    expect(due).toBeGreaterThan(7); // more than one page of 7 below
    // By status, and a partner's (its company): the kept counters, which must equal the rows.
    expect((await page({ pageSize: 1, status: 'closed' })).data.total).toBe(
      await countOf("WHERE status = 'closed'"),
    );
    expect((await page({ pageSize: 1, status: 'new' }, tokens['partner.admin'])).data.total).toBe(
      await countOf(
        "WHERE status = 'new' AND company_id = (SELECT company_id FROM users WHERE username = 'partner.admin')",
      ),
    );
    const sorts = [
      {},
      { sortField: 'priority', sortOrder: 'asc' },
      { sortField: 'resolutionDueAt', sortOrder: 'asc' },
      { sortField: 'ticketNo', sortOrder: 'desc' },
    ];
    for (const filter of [{}, { dueWithinHours: 48 }, { keyword: 'VMC' }]) {
      for (const sort of sorts) {
        const whole = await page({ ...filter, ...sort, pageSize: 100 });
        const paged: number[] = [];
        for (let pageNum = 1; pageNum <= Math.ceil(Math.min(whole.data.total, 100) / 7); pageNum++) {
          const part = await page({ ...filter, ...sort, pageSize: 7, pageNum });
          expect(part.data.total).toBe(whole.data.total);
          paged.push(...part.data.list.map((t) => t.id));
        }
        expect(whole.data.list.length, JSON.stringify(filter)).toBeGreaterThan(7);
        expect(paged.slice(0, 100), JSON.stringify({ filter, sort })).toEqual(
          whole.data.list.map((t) => t.id),
        );
      }
    }
  });

  it('has demo tickets in every status, with breaches', async () => {
    const statuses = await ctx.db.selectDistinct({ status: tickets.status }).from(tickets);
    expect(statuses.map((s) => s.status).sort()).toEqual(
      ['assigned', 'closed', 'inProgress', 'new', 'resolved', 'waitingForCustomer'].sort(),
    );
    const breached = await page({ pageSize: 100 });
    expect(breached.data.list.some((t) => t.breached)).toBe(true);
  });
});
