import { randomBytes } from 'node:crypto';
import type { Clue, ClueInfo, MessageKey, ClueStatus, Page } from '@portal/contract';
import { clueImportColumns, clueImportMaxRows, clueImportRefusalSchema, translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { auditEntries, clues, companies, users } from '../../db/schema';
import { headerOf } from './clues.import';
import { loadWorkbook, cellValues } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const accounts = ['admin', 'channel', 'sales', 'planner', 'partner.admin', 'partner.sales', 'partner.b'];

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of accounts) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const tag = () => randomBytes(4).toString('hex');
type Lang = 'cn' | 'en' | 'kr';

const post = <T = ClueInfo>(path: string, body: CallOptions['body'], user = 'channel', lang?: Lang) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[user], body, ...(lang ? { lang } : {}) });
const info = (id: number, user = 'channel') =>
  call<ClueInfo>(ctx.app, 'GET', '/clue/get-clue-info', { token: tokens[user], query: { id: String(id) } });
const pageStaff = (body: Record<string, unknown>, user = 'channel') =>
  post<Page<Clue>>('/clue/page-clue-list', body, user);
const pageMine = (body: Record<string, unknown>, user = 'partner.admin') =>
  post<Page<Clue>>('/clue/page-my-clue-list', body, user);

/** A new clue through the API; answers it. */
async function newClue(overrides: Record<string, unknown> = {}): Promise<ClueInfo> {
  const res = await post('/clue/save-clue', {
    customerName: `Customer ${tag()}`,
    contactName: 'Li Lei',
    contactPhone: '021-61234567',
    contactEmail: 'li.lei@example.com',
    source: 'campaign',
    productLineCode: 'ROBOT',
    region: 'CN',
    ...overrides,
  });
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

async function assigned(company: 'P-A001' | 'P-B001' = 'P-A001', user?: string): Promise<ClueInfo> {
  const clue = await newClue();
  const res = await post('/clue/assign-clue', {
    ids: [clue.id],
    companyId: ids[company],
    ...(user ? { userId: ids[user] } : {}),
  });
  expect(res.code, res.msg).toBe(0);
  return (await info(clue.id)).data;
}

async function statusOf(id: number): Promise<ClueStatus> {
  const [row] = await ctx.db.select({ status: clues.status }).from(clues).where(eq(clues.id, id));
  return row!.status;
}

async function auditOf(id: number) {
  return ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'clue'), eq(auditEntries.entityId, String(id))))
    .orderBy(auditEntries.id);
}

/** A snapshot of a clue row, to show a refused change left it untouched. */
async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(clues).where(eq(clues.id, id));
  return row!;
}

// ---------------------------------------------------------------- permissions

describe('permissions', () => {
  it('refuses a missing token with code 6', async () => {
    const res = await call(ctx.app, 'POST', '/clue/page-clue-list', { body: {} });
    expect(res.code).toBe(6);
  });

  it('refuses staff calls to partner users and to staff without the codes', async () => {
    for (const user of ['partner.admin', 'partner.sales', 'partner.b', 'planner']) {
      expect((await pageStaff({}, user)).code).toBe(100);
      expect((await post('/clue/save-clue', { customerName: 'x', source: 'staff' }, user)).code).toBe(100);
      expect((await post('/clue/assign-clue', { ids: [1], companyId: 1 }, user)).code).toBe(100);
    }
    const res = await pageStaff({}, 'partner.admin');
    expect(res.msg).toBe(translate('en', 'error.noPermission'));
  });

  it('lets sales read and write with clue.assigned and clue.edit', async () => {
    expect((await pageStaff({}, 'sales')).code).toBe(0);
    const res = await post('/clue/save-clue', { customerName: `Sales ${tag()}`, source: 'staff' }, 'sales');
    expect(res.code).toBe(0);
  });

  it('refuses the partner list to staff without clue.myClue', async () => {
    expect((await pageMine({}, 'planner')).code).toBe(100);
    expect((await pageMine({}, 'sales')).code).toBe(100);
  });

  it("answers admin's my-clue menu entry (every menu is granted) with every partner's clues, no partner action", async () => {
    const mine = await assigned('P-A001');
    const theirs = await assigned('P-B001');
    const res = await pageMine({ pageSize: 100, status: 'assigned' }, 'admin');
    expect(res.code, res.msg).toBe(0);
    const listed = res.data.list.map((clue) => clue.id);
    expect(listed).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(res.data.list.find((clue) => clue.id === mine.id)?.actions).toEqual([]);
    const exported = await call(ctx.app, 'POST', '/clue/export-my-clue-list', {
      token: tokens.admin,
      body: {},
    });
    expect(String(exported.response.headers['content-type'])).toContain('spreadsheet');
    // Following a clue stays a partner's move.
    const moved = await post('/clue/accept-clue', { id: mine.id }, 'admin');
    expect(moved.msg).toBe(translate('en', 'clue.error.partnerOnly'));
  });

  it('lets a staff user without clue.assigned read no clue', async () => {
    const clue = await newClue();
    expect((await info(clue.id, 'planner')).code).toBe(100);
  });
});

// ---------------------------------------------------------------- create, edit, validation

describe('create and edit', () => {
  it('creates a new clue with a CL number and an audit entry', async () => {
    const clue = await newClue({ customerCreditCode: '91310000ma1abcde8u' });
    expect(clue.clueNo).toMatch(new RegExp(`^CL${new Date().getFullYear()}\\d{6}$`));
    expect(clue.status).toBe('new');
    expect(clue.customerCreditCode).toBe('91310000MA1ABCDE8U');
    expect(clue.createdByName).toBe('Chen Channel');
    const audit = await auditOf(clue.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', toState: 'new', actorId: ids['channel'] });
    expect(clue.timeline.map((t) => t.action)).toEqual(['create']);
  });

  it('edits a new clue', async () => {
    const clue = await newClue();
    const res = await post('/clue/save-clue', {
      id: clue.id,
      customerName: 'Renamed customer',
      source: 'website',
      region: 'JP',
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ customerName: 'Renamed customer', source: 'website', region: 'JP' });
    expect(res.data.productLineCode).toBeNull();
    expect((await auditOf(clue.id)).map((a) => a.action)).toEqual(['create', 'edit']);
  });

  it('refuses to edit a clue that is no longer new, and changes nothing', async () => {
    const clue = await assigned();
    const before = await rowOf(clue.id);
    const res = await post('/clue/save-clue', { id: clue.id, customerName: 'Changed', source: 'staff' });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'clue.error.notEditable', { clueNo: clue.clueNo }));
    expect(await rowOf(clue.id)).toEqual(before);
  });

  it('answers "not found" for an unknown id', async () => {
    expect((await post('/clue/save-clue', { id: 999999, customerName: 'x', source: 'staff' })).msg).toBe(
      translate('en', 'error.recordNotFound'),
    );
    expect((await info(999999)).msg).toBe(translate('en', 'error.recordNotFound'));
  });

  it('names the failing field of a bad body, in the request language', async () => {
    const missing = await post('/clue/save-clue', { source: 'campaign' });
    expect(missing.code).toBe(100);
    expect(missing.msg).toContain('customerName');
    const bad = await post('/clue/save-clue', {
      customerName: 'A',
      source: 'fax',
      contactPhone: '12--34',
      contactEmail: 'not-mail',
      customerCreditCode: 'short',
    });
    const fields = fieldErrorsOf(bad.data).map((f) => f.field);
    expect(fields.sort()).toEqual(['contactEmail', 'contactPhone', 'customerCreditCode', 'source']);
    const cn = await post(
      '/clue/save-clue',
      { customerName: 'A', source: 'staff', contactPhone: 'abc' },
      'channel',
      'cn',
    );
    expect(cn.msg).toContain(translate('cn', 'clue.validation.phone'));
  });

  it('refuses an unknown product line', async () => {
    const res = await post('/clue/save-clue', {
      customerName: 'A',
      source: 'staff',
      productLineCode: 'NOPE',
    });
    expect(res.msg).toBe(translate('en', 'clue.error.productLineInvalid', { code: 'NOPE' }));
  });
});

// ---------------------------------------------------------------- assignment

describe('assign', () => {
  it('assigns several new clues at once to a company and one of its users', async () => {
    const [a, b] = [await newClue(), await newClue()];
    const res = await post<{ count: number }>('/clue/assign-clue', {
      ids: [a.id, b.id],
      companyId: ids['P-A001'],
      userId: ids['partner.sales'],
    });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(2);
    for (const clue of [a, b]) {
      const row = (await info(clue.id)).data;
      expect(row).toMatchObject({
        status: 'assigned',
        companyId: ids['P-A001'],
        companyName: '演示合作伙伴A',
        assigneeId: ids['partner.sales'],
        assigneeName: 'Sora Partner',
      });
      expect(row.assignedAt).not.toBeNull();
      const audit = await auditOf(clue.id);
      expect(audit.at(-1)).toMatchObject({ action: 'assign', fromState: 'new', toState: 'assigned' });
    }
  });

  it('assigns to a company without a user', async () => {
    const clue = await assigned('P-B001');
    expect(clue).toMatchObject({ status: 'assigned', companyId: ids['P-B001'], assigneeId: null });
  });

  it('refuses a user of another company, an inactive user, a staff user and a disabled or unknown company', async () => {
    const clue = await newClue();
    const before = await rowOf(clue.id);
    const cases: [Record<string, unknown>, MessageKey][] = [
      [{ companyId: ids['P-A001'], userId: ids['partner.b'] }, 'clue.error.userInvalid'],
      [{ companyId: ids['P-A001'], userId: ids['partner.disabled'] }, 'clue.error.userInvalid'],
      [{ companyId: ids['P-A001'], userId: ids['channel'] }, 'clue.error.userInvalid'],
      [{ companyId: 999999 }, 'clue.error.companyInvalid'],
    ];
    for (const [body, key] of cases) {
      const res = await post('/clue/assign-clue', { ids: [clue.id], ...body });
      expect(res.code).toBe(100);
      expect(res.msg).toBe(translate('en', key));
    }
    // A disabled company.
    const [disabled] = await ctx.db
      .insert(companies)
      .values({ code: `D-${tag()}`, name: 'Disabled Co', companyRole: 'TIER2', status: 'disabled' })
      .returning({ id: companies.id });
    const res = await post('/clue/assign-clue', { ids: [clue.id], companyId: disabled!.id });
    expect(res.msg).toBe(translate('en', 'clue.error.companyInvalid'));
    expect(await rowOf(clue.id)).toEqual(before);
    expect((await auditOf(clue.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('refuses the whole set when one clue is not new, and changes none of them', async () => {
    const fresh = await newClue();
    const taken = await assigned('P-B001');
    const res = await post('/clue/assign-clue', { ids: [fresh.id, taken.id], companyId: ids['P-A001'] });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'clue.error.cannotAssign', { clueNo: taken.clueNo }));
    expect(await statusOf(fresh.id)).toBe('new');
    expect((await rowOf(taken.id)).companyId).toBe(ids['P-B001']);
  });

  it('refuses the whole set when one id does not exist', async () => {
    const fresh = await newClue();
    const res = await post('/clue/assign-clue', { ids: [fresh.id, 999999], companyId: ids['P-A001'] });
    expect(res.msg).toBe(translate('en', 'error.recordNotFound'));
    expect(await statusOf(fresh.id)).toBe('new');
  });

  it('refuses an empty selection', async () => {
    const res = await post('/clue/assign-clue', { ids: [], companyId: ids['P-A001'] });
    expect(res.code).toBe(100);
    expect(res.msg).toContain('ids');
  });

  it('lists the active companies and the active users of one', async () => {
    const list = await call<{ id: number }[]>(ctx.app, 'GET', '/clue/get-clue-company-list', {
      token: tokens['channel'],
    });
    expect(list.data.map((c) => c.id)).toEqual(expect.arrayContaining([ids['P-A001'], ids['P-B001']]));
    const people = await call<{ username: string }[]>(ctx.app, 'GET', '/clue/get-clue-company-user-list', {
      token: tokens['channel'],
      query: { companyId: String(ids['P-A001']) },
    });
    const names = people.data.map((u) => u.username);
    expect(names).toContain('partner.sales');
    expect(names).not.toContain('partner.disabled');
    expect(names).not.toContain('partner.b');
    const partner = await call(ctx.app, 'GET', '/clue/get-clue-company-list', {
      token: tokens['partner.admin'],
    });
    expect(partner.code).toBe(100);
  });
});

// ---------------------------------------------------------------- the state machine

describe('transitions', () => {
  it('new → closed by staff with a reason', async () => {
    const clue = await newClue();
    const res = await post('/clue/close-clue', { id: clue.id, reason: 'Duplicate' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ status: 'closed', closeReason: 'Duplicate' });
    expect((await auditOf(clue.id)).at(-1)).toMatchObject({
      action: 'close',
      fromState: 'new',
      toState: 'closed',
      comment: 'Duplicate',
    });
  });

  it('refuses a staff close without a reason', async () => {
    const clue = await newClue();
    const res = await post('/clue/close-clue', { id: clue.id, reason: '  ' });
    expect(res.code).toBe(100);
    expect(res.msg).toContain('reason');
    expect(await statusOf(clue.id)).toBe('new');
  });

  it('assigned → following when the partner accepts; the accepting user takes an unowned clue', async () => {
    const clue = await assigned('P-A001');
    const res = await post('/clue/accept-clue', { id: clue.id }, 'partner.sales');
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ status: 'following', assigneeId: ids['partner.sales'] });
    expect((await auditOf(clue.id)).at(-1)).toMatchObject({
      action: 'accept',
      fromState: 'assigned',
      toState: 'following',
      actorId: ids['partner.sales'],
    });
  });

  it('assigned → new when the partner returns it with a reason: company and user cleared', async () => {
    const clue = await assigned('P-A001', 'partner.sales');
    const res = await post('/clue/return-clue', { id: clue.id, reason: 'Not our region' }, 'partner.sales');
    expect(res.code, res.msg).toBe(0);
    const row = await rowOf(clue.id);
    expect(row).toMatchObject({ status: 'new', companyId: null, assigneeId: null, assignedAt: null });
    expect((await auditOf(clue.id)).at(-1)).toMatchObject({
      action: 'return',
      fromState: 'assigned',
      toState: 'new',
      comment: 'Not our region',
    });
    // The partner no longer sees it; staff may assign it again.
    expect((await info(clue.id, 'partner.sales')).msg).toBe(translate('en', 'error.recordNotFound'));
    const again = await post('/clue/assign-clue', { ids: [clue.id], companyId: ids['P-B001'] });
    expect(again.code).toBe(0);
    expect(await statusOf(clue.id)).toBe('assigned');
  });

  it('refuses a return without a reason', async () => {
    const clue = await assigned('P-A001');
    const res = await post('/clue/return-clue', { id: clue.id }, 'partner.admin');
    expect(res.code).toBe(100);
    expect(res.msg).toContain('reason');
    expect(await statusOf(clue.id)).toBe('assigned');
  });

  it('a follow-up on an assigned clue moves it to following; more follow-ups keep it there', async () => {
    const clue = await assigned('P-A001');
    const first = await post(
      '/clue/add-clue-follow-up',
      { id: clue.id, content: 'Called the buyer', nextFollowUpDate: '2030-01-15' },
      'partner.admin',
    );
    expect(first.code, first.msg).toBe(0);
    expect(first.data.status).toBe('following');
    const second = await post(
      '/clue/add-clue-follow-up',
      { id: clue.id, content: 'Sent a quote' },
      'partner.admin',
    );
    expect(second.code).toBe(0);
    expect(second.data.followUps.map((f) => f.content)).toEqual(['Sent a quote', 'Called the buyer']);
    expect(second.data.followUps[1]).toMatchObject({
      nextFollowUpDate: '2030-01-15',
      userName: 'Alex Partner',
    });
    expect(second.data.followUpCount).toBe(2);
    const actions = (await auditOf(clue.id)).map((a) => [a.action, a.fromState, a.toState]);
    expect(actions.slice(-2)).toEqual([
      ['followUp', 'assigned', 'following'],
      ['followUp', 'following', 'following'],
    ]);
  });

  it('refuses a follow-up with a bad date or no content', async () => {
    const clue = await assigned('P-A001');
    const bad = await post(
      '/clue/add-clue-follow-up',
      { id: clue.id, content: 'x', nextFollowUpDate: '2030-02-30' },
      'partner.admin',
    );
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('nextFollowUpDate');
    const empty = await post('/clue/add-clue-follow-up', { id: clue.id, content: '' }, 'partner.admin');
    expect(empty.msg).toContain('content');
    expect(await statusOf(clue.id)).toBe('assigned');
  });

  it('assigned → closed and following → closed by the partner with a reason', async () => {
    const a = await assigned('P-A001');
    const resA = await post('/clue/close-my-clue', { id: a.id, reason: 'No budget' }, 'partner.admin');
    expect(resA.data).toMatchObject({ status: 'closed', closeReason: 'No budget' });
    const b = await assigned('P-A001');
    await post('/clue/accept-clue', { id: b.id }, 'partner.admin');
    const resB = await post('/clue/close-my-clue', { id: b.id, reason: 'Lost' }, 'partner.admin');
    expect(resB.data.status).toBe('closed');
    expect((await auditOf(b.id)).at(-1)).toMatchObject({
      action: 'closeMy',
      fromState: 'following',
      toState: 'closed',
    });
  });

  /** Puts a clue in a state directly (converted is reached through the reports module). */
  async function clueIn(status: ClueStatus): Promise<ClueInfo> {
    if (status === 'new') return newClue();
    const clue = await assigned('P-A001');
    if (status === 'following') await post('/clue/accept-clue', { id: clue.id }, 'partner.admin');
    if (status === 'closed') await post('/clue/close-my-clue', { id: clue.id, reason: 'r' }, 'partner.admin');
    if (status === 'converted')
      await ctx.db.update(clues).set({ status: 'converted' }).where(eq(clues.id, clue.id));
    expect(await statusOf(clue.id)).toBe(status);
    return clue;
  }

  /** Every action, how to call it, and the states it may start from. */
  const actions = [
    {
      name: 'edit',
      from: ['new'],
      key: 'clue.error.notEditable',
      run: (id: number) => post('/clue/save-clue', { id, customerName: 'Edited', source: 'staff' }),
    },
    {
      name: 'assign',
      from: ['new'],
      key: 'clue.error.cannotAssign',
      run: (id: number) => post('/clue/assign-clue', { ids: [id], companyId: ids['P-A001'] }),
    },
    {
      name: 'close',
      from: ['new'],
      key: 'clue.error.cannotClose',
      run: (id: number) => post('/clue/close-clue', { id, reason: 'r' }),
    },
    {
      name: 'accept',
      from: ['assigned'],
      key: 'clue.error.cannotAccept',
      run: (id: number) => post('/clue/accept-clue', { id }, 'partner.admin'),
    },
    {
      name: 'return',
      from: ['assigned'],
      key: 'clue.error.cannotReturn',
      run: (id: number) => post('/clue/return-clue', { id, reason: 'r' }, 'partner.admin'),
    },
    {
      name: 'followUp',
      from: ['assigned', 'following'],
      key: 'clue.error.cannotFollowUp',
      run: (id: number) => post('/clue/add-clue-follow-up', { id, content: 'c' }, 'partner.admin'),
    },
    {
      name: 'closeMy',
      from: ['assigned', 'following'],
      key: 'clue.error.cannotCloseMy',
      run: (id: number) => post('/clue/close-my-clue', { id, reason: 'r' }, 'partner.admin'),
    },
  ] as const;
  const states: ClueStatus[] = ['new', 'assigned', 'following', 'converted', 'closed'];

  for (const action of actions) {
    for (const state of states) {
      const legal = (action.from as readonly string[]).includes(state);
      // A partner never sees a new clue (it has no company): that is "not found", not a state refusal.
      const hidden = state === 'new' && ['accept', 'return', 'followUp', 'closeMy'].includes(action.name);
      it(`${action.name} from ${state}: ${legal ? 'allowed' : hidden ? 'not found' : 'refused, nothing changed'}`, async () => {
        const clue = await clueIn(state);
        const before = await rowOf(clue.id);
        const auditBefore = (await auditOf(clue.id)).length;
        const res = await action.run(clue.id);
        if (legal) {
          expect(res.code, res.msg).toBe(0);
          expect((await auditOf(clue.id)).length).toBe(auditBefore + 1);
          return;
        }
        expect(res.code).toBe(100);
        expect(res.msg).toBe(
          hidden
            ? translate('en', 'error.recordNotFound')
            : translate('en', action.key, { clueNo: clue.clueNo }),
        );
        expect(await rowOf(clue.id)).toEqual(before);
        expect((await auditOf(clue.id)).length).toBe(auditBefore);
      });
    }
  }

  it('lets only one of two concurrent accepts through', async () => {
    const clue = await assigned('P-A001');
    const results = await Promise.all([
      post('/clue/accept-clue', { id: clue.id }, 'partner.admin'),
      post('/clue/accept-clue', { id: clue.id }, 'partner.sales'),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 100]);
    expect((await auditOf(clue.id)).filter((a) => a.action === 'accept')).toHaveLength(1);
  });
});

// ---------------------------------------------------------------- partner scoping

describe('partner scoping', () => {
  it('partner B neither lists, reads nor changes a clue of partner A', async () => {
    const clue = await assigned('P-A001');
    const list = await pageMine({ keyword: clue.clueNo, pageSize: 500 }, 'partner.b');
    expect(list.code).toBe(0);
    expect(list.data.list.map((c) => c.id)).not.toContain(clue.id);
    const all = await pageMine({ pageSize: 500 }, 'partner.b');
    expect(all.data.list.every((c) => c.companyId === ids['P-B001'])).toBe(true);
    const before = await rowOf(clue.id);
    const notFound = translate('en', 'error.recordNotFound');
    expect((await info(clue.id, 'partner.b')).msg).toBe(notFound);
    expect((await post('/clue/accept-clue', { id: clue.id }, 'partner.b')).msg).toBe(notFound);
    expect((await post('/clue/return-clue', { id: clue.id, reason: 'r' }, 'partner.b')).msg).toBe(notFound);
    expect((await post('/clue/add-clue-follow-up', { id: clue.id, content: 'c' }, 'partner.b')).msg).toBe(
      notFound,
    );
    expect((await post('/clue/close-my-clue', { id: clue.id, reason: 'r' }, 'partner.b')).msg).toBe(notFound);
    expect(await rowOf(clue.id)).toEqual(before);
  });

  it('a partner sales user sees its own and unassigned clues; the partner admin all of the company', async () => {
    const mine = await assigned('P-A001', 'partner.sales');
    const open = await assigned('P-A001');
    const admins = await assigned('P-A001', 'partner.admin');
    const seen = async (user: string) => (await pageMine({ pageSize: 500 }, user)).data.list.map((c) => c.id);
    const salesSees = await seen('partner.sales');
    expect(salesSees).toEqual(expect.arrayContaining([mine.id, open.id]));
    expect(salesSees).not.toContain(admins.id);
    expect(await seen('partner.admin')).toEqual(expect.arrayContaining([mine.id, open.id, admins.id]));
    expect((await info(admins.id, 'partner.sales')).msg).toBe(translate('en', 'error.recordNotFound'));
    expect((await post('/clue/accept-clue', { id: admins.id }, 'partner.sales')).code).toBe(100);
    expect(await statusOf(admins.id)).toBe('assigned');
    expect((await info(mine.id, 'partner.sales')).data.id).toBe(mine.id);
  });

  it('a partner never sees a new clue, even one returned by its own company', async () => {
    const clue = await newClue();
    expect((await info(clue.id, 'partner.admin')).msg).toBe(translate('en', 'error.recordNotFound'));
  });
});

// ---------------------------------------------------------------- lists

describe('lists', () => {
  it('filters, searches literally and sorts the staff list', async () => {
    const marker = `Lst${tag()}`;
    const a = await newClue({ customerName: `${marker} Alpha`, source: 'website', region: 'EU' });
    const b = await newClue({
      customerName: `${marker} Beta`,
      source: 'partner',
      region: 'JP',
      productLineCode: 'CNC',
    });
    await post('/clue/assign-clue', { ids: [b.id], companyId: ids['P-B001'] });
    const byKeyword = await pageStaff({ keyword: marker, sortField: 'customerName', sortOrder: 'asc' });
    expect(byKeyword.data.list.map((c) => c.id)).toEqual([a.id, b.id]);
    expect(byKeyword.data.total).toBe(2);
    const desc = await pageStaff({ keyword: marker, sortField: 'customerName', sortOrder: 'desc' });
    expect(desc.data.list.map((c) => c.id)).toEqual([b.id, a.id]);
    const filters: [Record<string, unknown>, number[]][] = [
      [{ status: 'assigned' }, [b.id]],
      [{ source: 'website' }, [a.id]],
      [{ region: 'JP' }, [b.id]],
      [{ productLineCode: 'CNC' }, [b.id]],
      [{ companyId: ids['P-B001'] }, [b.id]],
      [{ createdFrom: new Date(Date.now() + 3_600_000).toISOString() }, []],
    ];
    for (const [filter, expected] of filters) {
      const res = await pageStaff({ keyword: marker, ...filter });
      expect(
        res.data.list.map((c) => c.id),
        JSON.stringify(filter),
      ).toEqual(expected);
    }
    // LIKE wildcards are literal.
    expect((await pageStaff({ keyword: `${marker.slice(0, 3)}%` })).data.total).toBe(0);
  });

  it('pages with the paging convention and refuses unknown sort fields', async () => {
    const res = await pageStaff({ pageNum: 2, pageSize: 5 });
    expect(res.data).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(res.data.list.length).toBeLessThanOrEqual(5);
    const bad = await pageStaff({ sortField: 'password' });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('sortField');
  });

  it('shows the demo clues in every state', async () => {
    const res = await pageStaff({ pageSize: 500 });
    const statuses = new Set(res.data.list.map((c) => c.status));
    for (const status of ['new', 'assigned', 'following', 'closed']) expect(statuses).toContain(status);
  });
});

// ---------------------------------------------------------------- import

interface Part {
  name: string;
  filename: string;
  content: Buffer;
}

function multipart(parts: Part[]) {
  const boundary = `----clue${tag()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function importFile(filename: string, content: Buffer, user = 'channel', lang: Lang = 'en') {
  const form = multipart([{ name: 'file', filename, content }]);
  return call<{ count: number }>(ctx.app, 'POST', '/clue/import-clue', {
    token: tokens[user],
    lang,
    headers: { 'content-type': form.contentType },
    body: form.body,
  });
}

/** An .xlsx with the template's headers (in `lang`) and the given rows (arrays in column order). */
async function workbook(rows: (string | number | null)[][], lang: Lang = 'en', headers?: string[]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clues');
  sheet.addRow(headers ?? clueImportColumns.map((column) => headerOf(lang, column)));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A good row: customer, credit code, contact, phone, e-mail, source, product line, region, description. */
const goodRow = (name: string): (string | number | null)[] => [
  name,
  null,
  'Wang Fang',
  13857401234,
  'wang@example.com',
  'campaign',
  'ROBOT',
  'CN',
  'Two robots',
];

async function countByName(prefix: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(clues)
    .where(sql`${clues.customerName} LIKE ${`${prefix}%`}`);
  return row!.n;
}

describe('import', () => {
  it('imports every row of a good file as new clues, codes or labels in any language', async () => {
    const marker = `Imp${tag()}`;
    const rows = [goodRow(`${marker} 1`), goodRow(`${marker} 2`), goodRow(`${marker} 3`)];
    rows[1]![5] = '官网';
    rows[1]![7] = 'Japan';
    rows[2]![6] = 'Industrial robots';
    const res = await importFile('clues.xlsx', await workbook(rows));
    expect(res.code, res.msg).toBe(0);
    expect(res.data.count).toBe(3);
    const list = await pageStaff({ keyword: marker, sortField: 'customerName', sortOrder: 'asc' });
    expect(
      list.data.list.map((c) => [
        c.customerName,
        c.status,
        c.source,
        c.region,
        c.productLineCode,
        c.contactPhone,
      ]),
    ).toEqual([
      [`${marker} 1`, 'new', 'campaign', 'CN', 'ROBOT', '13857401234'],
      [`${marker} 2`, 'new', 'website', 'JP', 'ROBOT', '13857401234'],
      [`${marker} 3`, 'new', 'campaign', 'CN', 'ROBOT', '13857401234'],
    ]);
    const audit = await auditOf(list.data.list[0]!.id);
    expect(audit).toMatchObject([{ action: 'import', toState: 'new', comment: 'clues.xlsx' }]);
  });

  it('accepts headers in another language than the request', async () => {
    const marker = `ImpKr${tag()}`;
    const res = await importFile('리드.xlsx', await workbook([goodRow(marker)], 'kr'), 'channel', 'cn');
    expect(res.code, res.msg).toBe(0);
    expect(await countByName(marker)).toBe(1);
  });

  it('reports the errors of rows 2 and 5 by row and column, in the request language, and imports nothing', async () => {
    const marker = `ImpErr${tag()}`;
    const rows = [1, 2, 3, 4].map((n) => goodRow(`${marker} ${n}`));
    rows[0]![0] = null; // row 2: no customer name
    rows[0]![4] = 'not-an-email'; // row 2: bad e-mail
    rows[3]![5] = 'fax'; // row 5: unknown source
    const res = await importFile('bad.xlsx', await workbook(rows), 'channel', 'cn');
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('cn', 'clue.import.rowErrors', { count: 3 }));
    const data = clueImportRefusalSchema.parse(res.data);
    expect(data.total).toBe(3);
    const header = (field: string) =>
      headerOf(
        'cn',
        clueImportColumns.find((c) => c.field === field)!,
      );
    expect(data.errors.map((e) => [e.row, e.field])).toEqual([
      [2, header('customerName')],
      [2, header('contactEmail')],
      [5, header('source')],
    ]);
    expect(data.errors[0]!.message).toBe(
      translate('cn', 'validation.required', { name: translate('cn', 'clue.field.customerName') }),
    );
    expect(data.errors[2]!.message).toContain('fax');
    expect(await countByName(marker)).toBe(0);
  });

  it('checks credit codes as the registration form does: a wrong check character is refused by row', async () => {
    const marker = `ImpCode${tag()}`;
    const rows = [1, 2].map((n) => goodRow(`${marker} ${n}`));
    rows[0]![1] = '91310000ma1abcde8u'; // row 2: valid, typed in small letters
    rows[1]![1] = '91310000MA1ABCDE8X'; // row 3: the right shape, the wrong check character
    const refused = await importFile('codes.xlsx', await workbook(rows), 'channel', 'kr');
    expect(refused.code).toBe(100);
    const data = clueImportRefusalSchema.parse(refused.data);
    expect(data.errors.map((e) => [e.row, e.message])).toEqual([
      [3, translate('kr', 'report.validation.creditCodeCheck')],
    ]);
    expect(await countByName(marker)).toBe(0);

    rows[1]![1] = null;
    const accepted = await importFile('codes.xlsx', await workbook(rows));
    expect(accepted.code, accepted.msg).toBe(0);
    const list = await pageStaff({ keyword: marker, sortField: 'customerName', sortOrder: 'asc' });
    expect(list.data.list.map((c) => c.customerCreditCode)).toEqual(['91310000MA1ABCDE8U', null]);
  });

  it('refuses wrong headers with the expected ones', async () => {
    const res = await importFile('wrong.xlsx', await workbook([goodRow('x')], 'en', ['Name', 'Phone']));
    expect(res.code).toBe(100);
    expect(res.msg).toBe(
      translate('en', 'clue.import.wrongHeaders', {
        expected: clueImportColumns.map((c) => headerOf('en', c)).join(', '),
      }),
    );
  });

  it('refuses a file with only the header row, and a blank workbook', async () => {
    expect((await importFile('empty.xlsx', await workbook([]))).msg).toBe(
      translate('en', 'clue.import.empty'),
    );
    const blank = new ExcelJS.Workbook();
    blank.addWorksheet('Sheet1');
    const res = await importFile('blank.xlsx', Buffer.from(await blank.xlsx.writeBuffer()));
    expect(res.msg).toBe(translate('en', 'clue.import.empty'));
  });

  it('refuses a file that is not .xlsx, a zero-byte file, and content that lies about its type', async () => {
    const csv = await importFile('clues.csv', Buffer.from('customerName,source\nA,staff\n'));
    expect(csv.msg).toBe(translate('en', 'clue.import.notXlsx', { name: 'clues.csv' }));
    const zero = await importFile('zero.xlsx', Buffer.alloc(0));
    expect(zero.msg).toBe(translate('en', 'upload.fileEmpty', { name: 'zero.xlsx' }));
    const lie = await importFile('lie.xlsx', Buffer.from('customerName,source\nA,staff\n'));
    expect(lie.msg).toBe(translate('en', 'upload.contentMismatch', { name: 'lie.xlsx' }));
    // A zip that is not a workbook.
    const zip = Buffer.from('504b0304140000000000', 'hex');
    const notBook = await importFile('zip.xlsx', Buffer.concat([zip, Buffer.alloc(64)]));
    expect(notBook.msg).toBe(translate('en', 'clue.import.unreadable'));
  });

  it('refuses a request without a file', async () => {
    const res = await call(ctx.app, 'POST', '/clue/import-clue', { token: tokens['channel'], body: {} });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'upload.fileMissing'));
  });

  it(`refuses more than ${clueImportMaxRows} rows and imports nothing`, async () => {
    const marker = `ImpMany${tag()}`;
    const rows = Array.from({ length: clueImportMaxRows + 1 }, (_, i) => goodRow(`${marker} ${i}`));
    const res = await importFile('many.xlsx', await workbook(rows));
    expect(res.code).toBe(100);
    expect(res.msg).toBe(
      translate('en', 'clue.import.tooManyRows', { count: clueImportMaxRows + 1, limit: clueImportMaxRows }),
    );
    expect(await countByName(marker)).toBe(0);
  });

  it('refuses an import by a partner', async () => {
    const res = await importFile('clues.xlsx', await workbook([goodRow('x')]), 'partner.admin');
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'error.noPermission'));
  });

  it('downloads the template with headers in the request language, code lists and an example', async () => {
    const res = await call(ctx.app, 'GET', '/clue/download-clue-template', {
      token: tokens['channel'],
      lang: 'kr',
    });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-disposition']).toContain(
      encodeURIComponent(translate('kr', 'clue.template.fileName')),
    );
    const book = await loadWorkbook(res.response.rawPayload);
    const sheet = book.worksheets[0]!;
    const headers = cellValues(sheet.getRow(1));
    expect(headers).toEqual(clueImportColumns.map((c) => headerOf('kr', c)));
    const sourceColumn = clueImportColumns.findIndex((c) => c.field === 'source') + 1;
    expect(sheet.getCell(2, sourceColumn).dataValidation).toMatchObject({ type: 'list' });
    const example = book.worksheets[1]!;
    expect(example.getCell(2, 1).value).toBe(translate('kr', 'clue.template.exampleCustomer'));
    // The template itself, filled with one row, imports.
    sheet.getRow(2).values = goodRow(`Tpl${tag()}`);
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    expect((await importFile('template.xlsx', filled)).code).toBe(0);
    expect(
      (await call(ctx.app, 'GET', '/clue/download-clue-template', { token: tokens['partner.admin'] })).code,
    ).toBe(100);
  });
});

// ---------------------------------------------------------------- export

async function readXlsx(payload: Buffer) {
  const book = await loadWorkbook(payload);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(cellValues(row)));
  return rows;
}

describe('export', () => {
  it('exports the rows of the staff filter with headers in the request language', async () => {
    const marker = `Exp${tag()}`;
    await newClue({ customerName: `${marker} A` });
    await newClue({ customerName: `${marker} B` });
    const res = await call(ctx.app, 'POST', '/clue/export-clue-list', {
      token: tokens['channel'],
      lang: 'cn',
      body: { keyword: marker, sortField: 'customerName', sortOrder: 'asc' },
    });
    expect(res.status).toBe(200);
    expect(res.response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.response.headers['content-disposition']).toContain(encodeURIComponent('线索.xlsx'));
    const rows = await readXlsx(res.response.rawPayload);
    expect(rows[0]![0]).toBe(translate('cn', 'clue.field.clueNo'));
    expect(rows.slice(1).map((r) => [r[1], r[3]])).toEqual([
      [translate('cn', 'clue.status.new'), `${marker} A`],
      [translate('cn', 'clue.status.new'), `${marker} B`],
    ]);
  });

  it("exports a partner's own clues only", async () => {
    const a = await assigned('P-A001');
    const b = await assigned('P-B001');
    const res = await call(ctx.app, 'POST', '/clue/export-my-clue-list', {
      token: tokens['partner.b'],
      body: {},
    });
    expect(res.status).toBe(200);
    const numbers = (await readXlsx(res.response.rawPayload)).slice(1).map((r) => r[0]);
    expect(numbers).toContain(b.clueNo);
    expect(numbers).not.toContain(a.clueNo);
    const staff = await call(ctx.app, 'POST', '/clue/export-clue-list', {
      token: tokens['partner.b'],
      body: {},
    });
    expect(staff.code).toBe(100);
  });

  it('refuses a filter of more than 50 000 rows', async () => {
    const marker = `ExpMax${tag()}`;
    await ctx.db.execute(sql`
      INSERT INTO clues (clue_no, source, status, customer_name)
      SELECT ${marker} || '-' || n, 'staff', 'new', ${marker} || ' ' || n FROM generate_series(1, 50001) AS n`);
    const res = await call(ctx.app, 'POST', '/clue/export-clue-list', {
      token: tokens['channel'],
      body: { keyword: marker },
    });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'export.tooManyRows', { count: 50001, limit: 50000 }));
    await ctx.db.execute(sql`DELETE FROM clues WHERE customer_name LIKE ${`${marker}%`}`);
  });
});
