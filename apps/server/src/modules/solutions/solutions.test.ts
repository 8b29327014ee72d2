import type {
  Language,
  MessageKey,
  Page,
  Solution,
  SolutionInfo,
  SolutionAction,
  SolutionState,
} from '@portal/contract';
import { keysOf, solutionTransitions, translate } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import {
  businessOpportunities,
  equipmentModels,
  materials,
  solutions,
  users,
  virtualMaterials,
} from '../../db/schema';

/**
 * Solutions: the designer (the opportunity's planning owner) designs, the approver (its sales owner)
 * approves or returns; every move follows the contract's table; prices are exact; partners read the
 * submitted and approved solutions of their own company's opportunities only.
 */

let ctx: TestContext;
const tokens: Record<string, string> = {};
const names = ['admin', 'channel', 'sales', 'sales2', 'planner', 'planner2', 'partner.sales', 'partner.b'];
let openA: number;
let openB: number;
let closed: number;
const item: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const name of names) tokens[name] = await tokenOf(ctx.app, name);
  const ids = new Map(
    (await ctx.db.select({ id: users.id, username: users.username }).from(users)).map((u) => [
      u.username,
      u.id,
    ]),
  );
  const [companyA, companyB] = await Promise.all(
    ['partner.sales', 'partner.b'].map(async (name) => {
      const [row] = await ctx.db
        .select({ companyId: users.companyId })
        .from(users)
        .where(eq(users.username, name));
      return row!.companyId!;
    }),
  );
  // Three opportunities planned by `planner`, sold by `sales`: open ones of partners A and B, and a lost one.
  const pick = async (companyId: number, stage: 'design' | 'lost') => {
    const [row] = await ctx.db
      .select({ id: businessOpportunities.id })
      .from(businessOpportunities)
      .where(and(eq(businessOpportunities.companyId, companyId), eq(businessOpportunities.stage, stage)))
      .orderBy(asc(businessOpportunities.id))
      .limit(1);
    await ctx.db
      .update(businessOpportunities)
      .set({ planningOwnerId: ids.get('planner')!, salesOwnerId: ids.get('sales')! })
      .where(eq(businessOpportunities.id, row!.id));
    return row!.id;
  };
  openA = await pick(companyA!, 'design');
  openB = await pick(companyB!, 'design');
  closed = await pick(companyA!, 'lost');
  const byCode = async (code: string) =>
    (await ctx.db.select({ id: materials.id }).from(materials).where(eq(materials.code, code)))[0]!.id;
  item.arm = await byCode('RB-ARM-6-700');
  item.fence = await byCode('SF-FENCE-M');
  item.model = (await ctx.db.select({ id: equipmentModels.id }).from(equipmentModels).limit(1))[0]!.id;
  const [virtual] = await ctx.db
    .insert(virtualMaterials)
    .values({
      code: `VMT${Date.now()}`,
      nameCn: '测试虚拟物料',
      nameEn: 'Test virtual material',
      productLineCode: 'ROBOT',
      functionStructure: '3',
      unit: 'SET',
      referencePrice: '1000.005',
      status: 'active',
    })
    .returning({ id: virtualMaterials.id });
  item.virtual = virtual!.id;
  const [retired] = await ctx.db
    .insert(virtualMaterials)
    .values({
      code: `VMR${Date.now()}`,
      nameCn: '已停用虚拟物料',
      nameEn: 'Retired virtual material',
      productLineCode: 'ROBOT',
      functionStructure: '3',
      unit: 'SET',
      status: 'retired',
    })
    .returning({ id: virtualMaterials.id });
  item.retired = retired!.id;
});
afterAll(() => ctx.close());

const noPermission = translate('en', 'error.noPermission');

const post = <T>(path: string, body: CallOptions['body'], user = 'planner', lang?: Language) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[user], body, ...(lang ? { lang } : {}) });
const get = <T>(id: number, user = 'planner') =>
  call<T>(ctx.app, 'GET', '/solution/get-solution-info', { token: tokens[user], query: { id: String(id) } });

const lines = () => [
  { kind: 'material', itemId: item.arm, quantity: '2' },
  { kind: 'material', itemId: item.fence, quantity: '12.5', note: 'Around the cell' },
  { kind: 'virtual', itemId: item.virtual, quantity: '3' },
  { kind: 'model', itemId: item.model, quantity: '1' },
];

async function create(opportunityId = openA, user = 'planner') {
  const saved = await post<SolutionInfo>(
    '/solution/save-solution',
    { opportunityId, title: 'Welding cell for line 3', notes: 'Two robots', lines: lines() },
    user,
  );
  expect(saved.code, saved.msg).toBe(0);
  return saved.data;
}

async function to(state: SolutionState, opportunityId = openA): Promise<SolutionInfo> {
  const solution = await create(opportunityId);
  const path: Partial<Record<SolutionState, [string, string][]>> = {
    draft: [],
    designing: [['/solution/start-design', 'planner']],
    submitted: [['/solution/submit-solution', 'planner']],
    approved: [
      ['/solution/submit-solution', 'planner'],
      ['/solution/approve-solution', 'sales'],
    ],
    returned: [
      ['/solution/submit-solution', 'planner'],
      ['/solution/return-solution', 'sales'],
    ],
  };
  let current = solution;
  for (const [step, user] of path[state]!) {
    const moved = await post<SolutionInfo>(step, { id: current.id, reason: 'Add a fence door' }, user);
    expect(moved.code, moved.msg).toBe(0);
    current = moved.data;
  }
  expect(current.status).toBe(state);
  return current;
}

describe('designing a solution', () => {
  it('prices every line exactly and totals the rounded line amounts', async () => {
    const solution = await create();
    expect(solution.solutionNo).toMatch(/^SOL\d{4}\d{6}$/);
    expect(solution.version).toBe(1);
    expect(solution.status).toBe('draft');
    const [arm, fence, virtual, model] = solution.lines;
    expect(arm).toMatchObject({ code: 'RB-ARM-6-700', unitPrice: '86000.0000', amount: '172000.00' });
    expect(fence).toMatchObject({ quantity: '12.5', amount: '5250.00', note: 'Around the cell' });
    // 1000.005 × 3 = 3000.015, rounded half away from zero to 3000.02.
    expect(virtual).toMatchObject({ amount: '3000.02', replacedBy: null });
    expect(model).toMatchObject({ unitPrice: null, amount: null });
    expect(solution.listTotal).toBe('180250.02');
    expect(solution.actions).toEqual(['edit', 'startDesign', 'submit', 'delete']);
  });

  it('names the items in the reader’s language', async () => {
    const solution = await create();
    const kr = await call<SolutionInfo>(ctx.app, 'GET', '/solution/get-solution-info', {
      token: tokens.planner,
      query: { id: String(solution.id) },
      lang: 'kr',
    });
    expect(kr.data.lines[0]!.name).toBe('6축 로봇 암 6kg/700mm');
  });

  it('refuses bad lines with a clear message and saves nothing', async () => {
    const before = await ctx.db.select({ id: solutions.id }).from(solutions);
    const cases: [unknown[], MessageKey][] = [
      [[{ kind: 'material', itemId: item.arm, quantity: '-1' }], 'validation.quantity'],
      [[{ kind: 'material', itemId: item.arm, quantity: '0' }], 'validation.quantity'],
      [[{ kind: 'material', itemId: item.arm, quantity: '1.2345' }], 'validation.quantity'],
      [
        [
          { kind: 'material', itemId: item.arm, quantity: '1' },
          { kind: 'material', itemId: item.arm, quantity: '2' },
        ],
        'solution.validation.duplicateLine',
      ],
    ];
    for (const [badLines, key] of cases) {
      const answer = await post('/solution/save-solution', {
        opportunityId: openA,
        title: 'x',
        lines: badLines,
      });
      expect(answer.code).toBe(100);
      // The message names the field: the line and its quantity or item.
      const messages = fieldErrorsOf(answer.data).map((error) => error.message);
      expect(messages.some((message) => message.endsWith(translate('en', key)))).toBe(true);
    }
    const unknown = await post(
      '/solution/save-solution',
      {
        opportunityId: openA,
        title: 'x',
        lines: [
          { kind: 'material', itemId: item.arm, quantity: '1' },
          { kind: 'virtual', itemId: item.retired, quantity: '1' },
        ],
      },
      'planner',
      'en',
    );
    expect(unknown.code).toBe(100);
    expect(unknown.msg).toBe('Line 2: the item does not exist or cannot be used');
    const missing = await post('/solution/save-solution', {
      opportunityId: openA,
      title: 'x',
      lines: [{ kind: 'configured', itemId: 2_000_000_000, quantity: '1' }],
    });
    expect(missing.code).toBe(100);
    const oversize = await post('/solution/save-solution', { opportunityId: openA, title: 'x'.repeat(201) });
    expect(oversize.code).toBe(100);
    const after = await ctx.db.select({ id: solutions.id }).from(solutions);
    expect(after.length).toBe(before.length);
  });

  it('lets only the planning owner (or an administrator) start a solution of an open opportunity', async () => {
    expect(
      (await post('/solution/save-solution', { opportunityId: openA, title: 'x' }, 'planner2')).msg,
    ).toBe(noPermission);
    expect((await post('/solution/save-solution', { opportunityId: openA, title: 'x' }, 'sales')).msg).toBe(
      noPermission,
    );
    expect(
      (await post('/solution/save-solution', { opportunityId: openA, title: 'x' }, 'partner.sales')).msg,
    ).toBe(noPermission);
    const lost = await post(
      '/solution/save-solution',
      { opportunityId: closed, title: 'x' },
      'planner',
      'en',
    );
    expect(lost).toMatchObject({ code: 100, msg: 'The opportunity is closed' });
    expect(
      (await post('/solution/save-solution', { opportunityId: openA, title: 'By the admin' }, 'admin')).code,
    ).toBe(0);
  });

  it('offers the designer its open opportunities to start from', async () => {
    const page = await post<Page<{ id: number }>>('/solution/page-designable-opportunities', {
      pageNum: 1,
      pageSize: 200,
    });
    const ids = page.data.list.map((row) => row.id);
    expect(ids).toContain(openA);
    expect(ids).not.toContain(closed);
    const other = await post<Page<{ id: number }>>(
      '/solution/page-designable-opportunities',
      { pageNum: 1, pageSize: 200 },
      'planner2',
    );
    expect(other.data.list.map((row) => row.id)).not.toContain(openA);
  });
});

describe('the state machine', () => {
  const moves: Record<Exclude<SolutionAction, 'edit'>, { path: string; user: string }> = {
    startDesign: { path: '/solution/start-design', user: 'planner' },
    submit: { path: '/solution/submit-solution', user: 'planner' },
    approve: { path: '/solution/approve-solution', user: 'sales' },
    return: { path: '/solution/return-solution', user: 'sales' },
    revise: { path: '/solution/revise-solution', user: 'planner' },
    delete: { path: '/solution/delete-solution', user: 'planner' },
  };
  const states: SolutionState[] = ['draft', 'designing', 'submitted', 'approved', 'returned'];

  for (const state of states)
    it(`from ${state}, takes exactly the moves the table allows`, async () => {
      for (const action of keysOf(moves)) {
        const move = moves[action];
        const solution = await to(state);
        const answer = await post<SolutionInfo | null>(
          move.path,
          { id: solution.id, reason: 'Why' },
          move.user,
        );
        const legal = solutionTransitions[action].from.includes(state);
        expect(answer.code, `${action} from ${state}: ${answer.msg}`).toBe(legal ? 0 : 100);
        const [row] = await ctx.db.select().from(solutions).where(eq(solutions.id, solution.id));
        if (!legal) expect(row).toMatchObject({ status: state, rowVersion: solution.rowVersion });
      }
    });

  it('refuses a submission without lines, and a move by someone else than the owner', async () => {
    const empty = await post<SolutionInfo>('/solution/save-solution', {
      opportunityId: openA,
      title: 'Empty',
    });
    const refused = await post('/solution/submit-solution', { id: empty.data.id }, 'planner', 'en');
    expect(refused).toMatchObject({ code: 100, msg: 'Add at least one line before submitting' });
    const solution = await to('submitted');
    expect((await post('/solution/approve-solution', { id: solution.id }, 'sales2')).msg).toBe(noPermission);
    expect((await post('/solution/approve-solution', { id: solution.id }, 'planner')).msg).toBe(noPermission);
    expect((await post('/solution/approve-solution', { id: solution.id }, 'channel')).code).toBe(0);
  });

  it('keeps the reason of a return, and a stale version changes nothing', async () => {
    const returned = await to('returned');
    expect(returned.returnReason).toBe('Add a fence door');
    const resubmitted = await post<SolutionInfo>('/solution/submit-solution', { id: returned.id });
    expect(resubmitted.data.status).toBe('submitted');
    const stale = await post(
      '/solution/approve-solution',
      { id: returned.id, rowVersion: returned.rowVersion },
      'sales',
    );
    expect(stale.code).toBe(100);
    expect((await get<SolutionInfo>(returned.id)).data.status).toBe('submitted');
  });

  it('revising an approved solution makes the next version; the approved one stays as it was', async () => {
    const approved = await to('approved');
    const revised = await post<SolutionInfo>('/solution/revise-solution', { id: approved.id });
    expect(revised.data).toMatchObject({
      solutionNo: approved.solutionNo,
      version: 2,
      status: 'draft',
      latest: true,
    });
    expect(revised.data.lines.map((line) => line.code)).toEqual(approved.lines.map((line) => line.code));
    expect(revised.data.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'draft'],
      [1, 'approved'],
    ]);
    const old = (await get<SolutionInfo>(approved.id)).data;
    expect(old).toMatchObject({ status: 'approved', latest: false, actions: [] });
    expect((await post('/solution/revise-solution', { id: approved.id })).code).toBe(100);
    // Deleting the revision's draft gives the latest place back to version 1.
    expect((await post('/solution/delete-solution', { id: revised.data.id })).code).toBe(0);
    expect((await get<SolutionInfo>(approved.id)).data).toMatchObject({ latest: true, actions: ['revise'] });
  });
});

describe('who reads what', () => {
  it('shows a partner the submitted and approved solutions of its own opportunities only, by list and by id', async () => {
    const draftA = await to('draft', openA);
    const submittedA = await to('submitted', openA);
    const approvedB = await to('approved', openB);
    const list = await post<Page<Solution>>(
      '/solution/page-solution-list',
      { pageNum: 1, pageSize: 200 },
      'partner.sales',
    );
    const ids = list.data.list.map((row) => row.id);
    expect(ids).toContain(submittedA.id);
    expect(ids).not.toContain(draftA.id);
    expect(ids).not.toContain(approvedB.id);
    expect(list.data.list.every((row) => row.actions.length === 0)).toBe(true);
    expect((await get(submittedA.id, 'partner.sales')).code).toBe(0);
    expect((await get(draftA.id, 'partner.sales')).code).toBe(100);
    expect((await get(approvedB.id, 'partner.sales')).code).toBe(100);
    expect((await get(approvedB.id, 'partner.b')).code).toBe(0);
    const byB = await post<Page<Solution>>(
      '/solution/page-solution-list',
      { pageNum: 1, pageSize: 200 },
      'partner.b',
    );
    expect(byB.data.list.map((row) => row.id)).not.toContain(submittedA.id);
    // A partner never writes.
    expect((await post('/solution/approve-solution', { id: submittedA.id }, 'partner.sales')).msg).toBe(
      noPermission,
    );
  });

  it('lists the latest versions by default, filters by status and opportunity, and exports', async () => {
    const approved = await to('approved');
    const revised = await post<SolutionInfo>('/solution/revise-solution', { id: approved.id });
    const latest = await post<Page<Solution>>(
      '/solution/page-solution-list',
      {
        pageNum: 1,
        pageSize: 200,
        opportunityId: openA,
      },
      'channel',
    );
    const ids = latest.data.list.map((row) => row.id);
    expect(ids).toContain(revised.data.id);
    expect(ids).not.toContain(approved.id);
    const all = await post<Page<Solution>>(
      '/solution/page-solution-list',
      {
        pageNum: 1,
        pageSize: 200,
        opportunityId: openA,
        allVersions: true,
        status: ['approved'],
      },
      'channel',
    );
    expect(all.data.list.map((row) => row.id)).toContain(approved.id);
    expect(all.data.list.every((row) => row.status === 'approved')).toBe(true);
    const [opportunity] = await ctx.db
      .select({ customerId: businessOpportunities.customerId })
      .from(businessOpportunities)
      .where(eq(businessOpportunities.id, openA));
    const ofCustomer = async (customerId: number) =>
      (
        await post<Page<Solution>>(
          '/solution/page-solution-list',
          { pageNum: 1, pageSize: 200, customerId },
          'channel',
        )
      ).data.list.map((row) => row.id);
    expect(opportunity?.customerId).toBeTruthy();
    expect(await ofCustomer(opportunity!.customerId!)).toContain(revised.data.id);
    expect(await ofCustomer(opportunity!.customerId! + 100000)).toEqual([]);
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/solution/export-solution-list',
      headers: { authorization: `Bearer ${tokens.channel}` },
      payload: { opportunityId: openA },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps service staff without the menu out', async () => {
    const serviceToken = await tokenOf(ctx.app, 'service');
    const answer = await call(ctx.app, 'POST', '/solution/page-solution-list', {
      token: serviceToken,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(answer.msg).toBe(noPermission);
  });
});
