import type { ManHourOption, TimeEntry, Timesheet, TimesheetInfo, TotalRow, Week } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { processes, timeEntries, timesheets, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
const subjects: Record<string, number> = {};

const people = ['admin', 'channel', 'service', 'sales', 'partner.admin', 'partner.sales', 'partner.b'];

const get = <T>(path: string, query: Record<string, string>, who: string, lang: 'en' | 'cn' | 'kr' = 'en') =>
  call<T>(ctx.app, 'GET', `/man-hours/${path}`, { token: tokens[who], query, lang });
const post = <T>(path: string, body: object, who: string, lang: 'en' | 'cn' | 'kr' = 'en') =>
  call<T>(ctx.app, 'POST', `/man-hours/${path}`, { token: tokens[who], body, lang });
const save = (body: object, who = 'partner.sales', lang: 'en' | 'cn' | 'kr' = 'en') =>
  post<TimeEntry>('save-time-entry', body, who, lang);
const week = (weekStart: string, who = 'partner.sales', userId?: number) =>
  get<Week>('get-week', { weekStart, ...(userId ? { userId: String(userId) } : {}) }, who);
const submit = (weekStart: string, who = 'partner.sales', userId?: number) =>
  post<Timesheet>('submit-timesheet', { weekStart, ...(userId ? { userId } : {}) }, who);
const todo = (who: string) => get<Timesheet[]>('get-timesheet-list', { view: 'todo' }, who);
const countEntries = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(timeEntries))[0]!.n;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of people) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    userIds[row.username] = row.id;
  const first = async (kind: string, who: string) =>
    (await get<ManHourOption[]>('get-subject-options', { kind }, who)).data[0]!.id;
  subjects['ticketA'] = await first('ticket', 'partner.sales');
  subjects['ticketB'] = await first('ticket', 'partner.b');
  subjects['opportunityA'] = await first('opportunity', 'partner.sales');
  subjects['session'] = await first('trainingSession', 'partner.sales');
});
afterAll(() => ctx.close());

const entry = (workDate: string, hours: string, extra: object = {}) => ({
  workDate,
  hours,
  kind: 'ticket',
  subjectId: subjects['ticketA'],
  note: 'On site',
  ...extra,
});

describe('bad input is refused naming the field, and nothing is saved', () => {
  it.each([
    ['two decimals', '7.55'],
    ['negative', '-1'],
    ['over 24 in one entry', '24.5'],
    ['zero', '0'],
    ['not a number', 'abc'],
  ])('hours: %s', async (_, hours) => {
    const before = await countEntries();
    const res = await save(entry('2030-01-07', hours));
    expect(res.code).toBe(100);
    expect(fieldErrorsOf(res.data)[0]?.field).toBe('hours');
    expect(res.msg).toMatch(/^hours: /);
    expect(await countEntries()).toBe(before);
  });

  it('a date that does not exist', async () => {
    const res = await save(entry('2030-02-30', '1'));
    expect(fieldErrorsOf(res.data)[0]?.field).toBe('workDate');
  });

  it('over 24 hours in a day per person, in three languages', async () => {
    expect((await save(entry('2030-01-08', '20'))).code).toBe(0);
    const before = await countEntries();
    for (const [lang, text] of [
      ['en', /hours: Sora Partner would have 25\.0 h on 2030-01-08/],
      ['cn', /工时：Sora Partner 在 2030-01-08 将达到 25\.0 小时/],
      ['kr', /공수: Sora Partner의 2030-01-08 공수가 25\.0시간/],
    ] as const) {
      const res = await save(
        entry('2030-01-08', '5', { kind: 'opportunity', subjectId: subjects['opportunityA'] }),
        'partner.sales',
        lang,
      );
      expect(res.code).toBe(100);
      expect(fieldErrorsOf(res.data)[0]?.field).toBe('hours');
      expect(res.msg).toMatch(text);
    }
    expect(await countEntries()).toBe(before);
    // Up to 24 exactly is fine.
    expect((await save(entry('2030-01-08', '4'))).code).toBe(0);
  });

  it("against another company's ticket or opportunity", async () => {
    const before = await countEntries();
    for (const body of [
      entry('2030-01-09', '1', { subjectId: subjects['ticketB'] }),
      entry('2030-01-09', '1', { kind: 'opportunity', subjectId: 99999 }),
    ]) {
      const res = await save(body);
      expect(res.code).toBe(100);
      expect(fieldErrorsOf(res.data)[0]?.field).toBe('subjectId');
    }
    const b = await save(entry('2030-01-09', '1'), 'partner.b');
    expect(fieldErrorsOf(b.data)[0]?.field).toBe('subjectId');
    expect(await countEntries()).toBe(before);
  });

  it("for another company's person, or by a partner user for a colleague", async () => {
    const other = await save(
      { ...entry('2030-01-09', '1', { subjectId: subjects['ticketB'] }), userId: userIds['partner.sales'] },
      'partner.b',
    );
    expect(fieldErrorsOf(other.data)[0]?.field).toBe('userId');
    const colleague = await save(
      { ...entry('2030-01-09', '1'), userId: userIds['partner.admin'] },
      'partner.sales',
    );
    expect(fieldErrorsOf(colleague.data)[0]?.field).toBe('userId');
  });
});

describe('the 24-hour rule under concurrency', () => {
  it('two parallel writes of 13 hours on one day: exactly one is saved', async () => {
    const results = await Promise.all([
      save(entry('2030-01-10', '13')),
      save(entry('2030-01-10', '13', { kind: 'opportunity', subjectId: subjects['opportunityA'] })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 100]);
    const refusal = results.find((r) => r.code === 100)!;
    expect(fieldErrorsOf(refusal.data)[0]?.field).toBe('hours');
    const day = (await week('2030-01-07')).data.entries.filter((e) => e.workDate === '2030-01-10');
    expect(day.map((e) => e.hours)).toEqual(['13.0']);
  });

  it('two parallel edits raising two entries of one day past 24: one stands', async () => {
    const a = (await save(entry('2030-01-11', '10'))).data;
    const b = (await save(entry('2030-01-11', '10'))).data;
    const results = await Promise.all([
      save({ ...entry('2030-01-11', '14'), id: a.id }),
      save({ ...entry('2030-01-11', '14'), id: b.id }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 100]);
    const total = (await week('2030-01-07')).data.entries
      .filter((e) => e.workDate === '2030-01-11')
      .reduce((sum, e) => sum + Number(e.hours), 0);
    expect(total).toBe(24);
  });
});

describe('a submitted week is locked; withdrawn it opens again', () => {
  it('locks adding, changing and deleting, then withdraw frees it', async () => {
    const saved = (await save(entry('2030-01-14', '6'))).data;
    const submitted = await submit('2030-01-14');
    expect(submitted.data).toMatchObject({ status: 'submitted', totalHours: '6.0', actions: ['withdraw'] });
    expect((await week('2030-01-14')).data).toMatchObject({ writable: false });

    const before = await countEntries();
    const add = await save(entry('2030-01-15', '1'));
    expect(add.code).toBe(100);
    expect(fieldErrorsOf(add.data)[0]?.field).toBe('workDate');
    expect(add.msg).toContain('2030-01-14');
    const change = await save({ ...entry('2030-01-14', '7'), id: saved.id });
    expect(fieldErrorsOf(change.data)[0]?.field).toBe('workDate');
    const moveIn = await save({
      ...entry('2030-01-16', '2'),
      id: (await save(entry('2030-01-21', '2'))).data.id,
    });
    expect(fieldErrorsOf(moveIn.data)[0]?.field).toBe('workDate');
    const del = await post('delete-time-entry', { id: saved.id }, 'partner.sales');
    expect(del.code).toBe(100);
    expect(await countEntries()).toBe(before + 1); // only the entry of the next week

    // A second submission is refused by the table.
    expect((await submit('2030-01-14')).code).toBe(100);

    const withdrawn = await post<Timesheet>(
      'withdraw-timesheet',
      { id: submitted.data.id, rowVersion: submitted.data.rowVersion },
      'partner.sales',
    );
    expect(withdrawn.data).toMatchObject({ status: 'open', actions: ['submit'] });
    const [process] = await ctx.db.select().from(processes).where(eq(processes.subjectId, submitted.data.id));
    expect(process).toMatchObject({ kind: 'partnerTimesheet', status: -1, outcome: 'withdrawn' });
    expect((await save({ ...entry('2030-01-14', '7'), id: saved.id })).code).toBe(0);
    expect((await post('withdraw-timesheet', { id: submitted.data.id }, 'partner.sales')).code).toBe(100);
  });

  it('an empty week cannot be submitted', async () => {
    const res = await submit('2031-01-06');
    expect(res.code).toBe(100);
  });
});

describe('approval through the process engine', () => {
  it("a partner user's week: its partner administrator, then the channel manager", async () => {
    await save(entry('2030-02-04', '8'));
    const sheet = (await submit('2030-02-04')).data;
    expect((await todo('channel')).data.map((t) => t.id)).not.toContain(sheet.id);
    const forAlex = (await todo('partner.admin')).data.find((t) => t.id === sheet.id);
    // The administrator may also withdraw its person's week.
    expect(forAlex?.actions).toEqual(['withdraw', 'approve', 'reject']);
    // A stranger to the process cannot decide.
    expect((await post('approve-timesheets', { ids: [sheet.id] }, 'sales')).code).toBe(100);

    expect((await post('approve-timesheets', { ids: [sheet.id] }, 'partner.admin')).code).toBe(0);
    expect((await week('2030-02-04')).data.timesheet?.status).toBe('submitted');
    expect((await todo('channel')).data.map((t) => t.id)).toContain(sheet.id);
    const done = await post<Timesheet[]>('approve-timesheets', { ids: [sheet.id] }, 'channel');
    expect(done.data[0]).toMatchObject({ status: 'approved', actions: [] });
    expect((await week('2030-02-04')).data.entries.every((e) => e.status === 'approved' && !e.editable)).toBe(
      true,
    );
    const [process] = await ctx.db.select().from(processes).where(eq(processes.subjectId, sheet.id));
    expect(process).toMatchObject({ status: 2, outcome: 'approved' });
    // Approved: withdraw is no longer possible, and the week stays locked.
    expect((await post('withdraw-timesheet', { id: sheet.id }, 'partner.sales')).code).toBe(100);
    expect((await save(entry('2030-02-05', '1'))).code).toBe(100);
  });

  it("a week the partner administrator submits for its person carries the administrator's approval", async () => {
    await save({ ...entry('2030-02-11', '5'), userId: userIds['partner.sales'] }, 'partner.admin');
    const sheet = (await submit('2030-02-11', 'partner.admin', userIds['partner.sales'])).data;
    expect(sheet.status).toBe('submitted');
    expect((await todo('partner.admin')).data.map((t) => t.id)).not.toContain(sheet.id);
    expect((await todo('channel')).data.map((t) => t.id)).toContain(sheet.id);
  });

  it('a partner administrator away on delegation: its submission leaves the first step to the delegate', async () => {
    const period = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      until: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const delegated = await call(ctx.app, 'POST', '/process/save-delegation', {
      token: tokens['partner.admin'],
      body: { delegateId: userIds['service'], ...period },
    });
    expect(delegated.code, delegated.msg).toBe(0);
    try {
      await save({ ...entry('2030-04-08', '5'), userId: userIds['partner.sales'] }, 'partner.admin');
      const res = await submit('2030-04-08', 'partner.admin', userIds['partner.sales']);
      expect(res.code, res.msg).toBe(0);
      // Step 1 is not skipped: it waits for the delegate, and the channel manager only after it.
      expect((await todo('service')).data.map((t) => t.id)).toContain(res.data.id);
      expect((await todo('channel')).data.map((t) => t.id)).not.toContain(res.data.id);
      const approved = await post<Timesheet[]>('approve-timesheets', { ids: [res.data.id] }, 'service');
      expect(approved.code, approved.msg).toBe(0);
      expect((await todo('channel')).data.map((t) => t.id)).toContain(res.data.id);
    } finally {
      await call(ctx.app, 'POST', '/process/save-delegation', {
        token: tokens['partner.admin'],
        body: { delegateId: null },
      });
    }
  });

  it("a staff member's week goes to an administrator", async () => {
    await save(entry('2030-02-04', '8'), 'service');
    const sheet = (await submit('2030-02-04', 'service')).data;
    expect((await todo('channel')).data.map((t) => t.id)).not.toContain(sheet.id);
    const res = await post<Timesheet[]>('approve-timesheets', { ids: [sheet.id] }, 'admin');
    expect(res.data[0]?.status).toBe('approved');
  });

  it('bulk approval approves every timesheet or none', async () => {
    const ids: number[] = [];
    for (const weekStart of ['2030-03-04', '2030-03-11']) {
      await save({ ...entry(weekStart, '4'), userId: userIds['partner.sales'] }, 'partner.admin');
      ids.push((await submit(weekStart, 'partner.admin', userIds['partner.sales'])).data.id);
    }
    await save(entry('2030-03-18', '4'));
    const notYet = (await submit('2030-03-18')).data.id; // waits for the partner administrator
    const refused = await post('approve-timesheets', { ids: [...ids, notYet] }, 'channel');
    expect(refused.code).toBe(100);
    expect(refused.msg).toContain('2030-03-18');
    const [a] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, ids[0]!));
    expect(a?.status).toBe('submitted');

    const res = await post<Timesheet[]>('approve-timesheets', { ids }, 'channel');
    expect(res.data.map((t) => t.status)).toEqual(['approved', 'approved']);
  });

  it('rejects with a reason per entry; those entries become editable and the week is submitted anew', async () => {
    const kept = (await save(entry('2030-04-01', '3'))).data;
    const refusedEntry = (
      await save(entry('2030-04-02', '9', { kind: 'opportunity', subjectId: subjects['opportunityA'] }))
    ).data;
    const sheet = (await submit('2030-04-01')).data;
    await post('approve-timesheets', { ids: [sheet.id] }, 'partner.admin');

    const unknown = await post(
      'reject-timesheet',
      { id: sheet.id, entries: [{ id: 999999, reason: 'x' }] },
      'channel',
    );
    expect(fieldErrorsOf(unknown.data)[0]?.field).toBe('entries');
    const noReason = await post(
      'reject-timesheet',
      { id: sheet.id, entries: [{ id: refusedEntry.id, reason: ' ' }] },
      'channel',
    );
    expect(noReason.code).toBe(100);

    const res = await post<Timesheet>(
      'reject-timesheet',
      { id: sheet.id, entries: [{ id: refusedEntry.id, reason: 'Pre-sales belongs to sales' }] },
      'channel',
    );
    expect(res.data.status).toBe('rejected');
    const after = (await week('2030-04-01')).data;
    expect(after.writable).toBe(true);
    const byId = new Map(after.entries.map((e) => [e.id, e]));
    expect(byId.get(refusedEntry.id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Pre-sales belongs to sales',
      editable: true,
    });
    expect(byId.get(kept.id)).toMatchObject({ editable: false });
    expect((await save({ ...entry('2030-04-01', '4'), id: kept.id })).code).toBe(100);
    expect(
      (
        await save({
          ...entry('2030-04-02', '2', { kind: 'opportunity', subjectId: subjects['opportunityA'] }),
          id: refusedEntry.id,
        })
      ).code,
    ).toBe(0);

    const info = await get<TimesheetInfo>('get-timesheet-info', { id: String(sheet.id) }, 'partner.sales');
    expect(info.data.actions).toEqual(['submit']);
    const again = await submit('2030-04-01');
    expect(again.data.status).toBe('submitted');
    const [process] = await ctx.db.select().from(processes).where(eq(processes.subjectId, sheet.id));
    expect(process?.round).toBe(2);
  });
});

describe('partner scoping', () => {
  it("partner B never sees partner A's people, weeks, tickets or opportunities", async () => {
    expect((await week('2030-01-07', 'partner.b', userIds['partner.sales'])).code).toBe(100);
    const all = (await get<Timesheet[]>('get-timesheet-list', { view: 'all' }, 'partner.b')).data;
    expect(all.every((t) => t.personName !== 'Sora Partner')).toBe(true);
    const [sheetA] = await ctx.db
      .select()
      .from(timesheets)
      .where(eq(timesheets.userId, userIds['partner.sales']!))
      .limit(1);
    expect((await get('get-timesheet-info', { id: String(sheetA!.id) }, 'partner.b')).code).toBe(100);
    expect((await post('withdraw-timesheet', { id: sheetA!.id }, 'partner.b')).code).toBe(100);
    expect((await post('approve-timesheets', { ids: [sheetA!.id] }, 'partner.b')).code).toBe(100);
    const tickets = (await get<ManHourOption[]>('get-subject-options', { kind: 'ticket' }, 'partner.b')).data;
    expect(tickets.map((t) => t.id)).not.toContain(subjects['ticketA']);
    const people = (await get<ManHourOption[]>('get-people', {}, 'partner.b')).data;
    expect(people.map((p) => p.id)).not.toContain(userIds['partner.sales']);
    const totals = (
      await get<TotalRow[]>(
        'get-totals',
        { groupBy: 'person', from: '2000-01-01', to: '2099-12-31' },
        'partner.b',
      )
    ).data;
    expect(totals.map((t) => t.label)).not.toContain('Sora Partner');
  });

  it('a partner user sees only its own week; its administrator sees the people of the company', async () => {
    expect((await week('2030-01-07', 'partner.sales', userIds['partner.admin'])).code).toBe(100);
    const adminView = await week('2030-01-07', 'partner.admin', userIds['partner.sales']);
    expect(adminView.data.personName).toBe('Sora Partner');
    const people = (await get<ManHourOption[]>('get-people', {}, 'partner.admin')).data.map((p) => p.id);
    expect(people).toEqual(expect.arrayContaining([userIds['partner.sales'], userIds['partner.admin']]));
  });
});

describe('totals', () => {
  it('by person, customer, opportunity and kind, in the reader’s language', async () => {
    const q = { from: '2030-01-01', to: '2030-12-31' };
    const byPerson = (await get<TotalRow[]>('get-totals', { ...q, groupBy: 'person' }, 'partner.sales')).data;
    expect(byPerson).toHaveLength(1);
    expect(byPerson[0]?.label).toBe('Sora Partner');
    const byKind = (await get<TotalRow[]>('get-totals', { ...q, groupBy: 'kind' }, 'partner.sales', 'cn'))
      .data;
    expect(byKind.map((r) => r.label)).toEqual(expect.arrayContaining(['工单', '商机（售前）']));
    const byCustomer = (await get<TotalRow[]>('get-totals', { ...q, groupBy: 'customer' }, 'channel')).data;
    expect(byCustomer.length).toBeGreaterThan(0);
    const byOpportunity = (await get<TotalRow[]>('get-totals', { ...q, groupBy: 'opportunity' }, 'channel'))
      .data;
    expect(byOpportunity.some((r) => r.label.length > 0)).toBe(true);
    const bad = await get('get-totals', { from: '2030-12-31', to: '2030-01-01' }, 'channel');
    expect(fieldErrorsOf(bad.data)[0]?.field).toBe('to');
  });

  it('count only the entry states the screen names', async () => {
    const q = { from: '2030-01-01', to: '2030-12-31', groupBy: 'person' };
    const states = async (chosen?: string) =>
      Number(
        (await get<TotalRow[]>('get-totals', chosen ? { ...q, states: chosen } : q, 'partner.sales')).data[0]
          ?.hours ?? 0,
      );
    const byState = await ctx.db
      .select({ status: timeEntries.status, hours: sql<string>`sum(${timeEntries.hours})::text` })
      .from(timeEntries)
      .where(
        sql`${timeEntries.userId} = ${userIds['partner.sales']} and ${timeEntries.workDate} between '2030-01-01' and '2030-12-31'`,
      )
      .groupBy(timeEntries.status);
    const sum = (names: string[]) =>
      byState.filter((r) => names.includes(r.status)).reduce((total, r) => total + Number(r.hours), 0);
    expect(await states()).toBeCloseTo(sum(['draft', 'submitted', 'approved', 'rejected']));
    expect(await states('submitted,approved')).toBeCloseTo(sum(['submitted', 'approved']));
    expect(await states('draft')).toBeCloseTo(sum(['draft']));
    const unknown = await get('get-totals', { ...q, states: 'lost' }, 'partner.sales');
    expect(unknown.code).not.toBe(0);
    expect(fieldErrorsOf(unknown.data)[0]?.field).toMatch(/^states/);
  });
});

describe('demo data', () => {
  it('holds timesheets in every state', async () => {
    const states = await ctx.db.selectDistinct({ status: timesheets.status }).from(timesheets);
    expect(states.map((s) => s.status).sort()).toEqual(['approved', 'open', 'rejected', 'submitted']);
  });
});
