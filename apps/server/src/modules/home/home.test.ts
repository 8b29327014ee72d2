import type { HomeSummary, Todo } from '@portal/contract';
import { creditCodeOf } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessOpportunities, clues, opportunityReports, users } from '../../db/schema';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function summary(username: string) {
  const answer = await call<HomeSummary>(ctx.app, 'GET', '/home/get-summary', {
    token: await tokenOf(ctx.app, username),
  });
  expect(answer.code).toBe(0);
  return answer.data;
}
const kinds = (todos: Todo[]) => todos.map((t) => t.kind).sort();
const countOf = (data: HomeSummary, kind: Todo['kind']) => data.todos.find((t) => t.kind === kind)?.count;

async function user(username: string) {
  const [row] = await ctx.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(eq(users.username, username));
  return row!;
}

let sequence = 0;
async function insertReport(
  reporter: { id: number; companyId: number | null },
  status: 'draft' | 'submitted' | 'withdrawn',
) {
  sequence += 1;
  const companyId = reporter.companyId ?? (await user('partner.admin')).companyId!;
  await ctx.db.insert(opportunityReports).values({
    reportNo: `BRHOME${String(sequence).padStart(6, '0')}`,
    companyId,
    reporterId: reporter.id,
    status,
    projectName: `Home test ${sequence}`,
    customerName: 'Home Test Customer',
    productLineCode: 'CNC',
  });
}

describe('home/get-summary', () => {
  it('answers only the to-dos the permissions reach: staff reviewer and distributor', async () => {
    const data = await summary('channel');
    expect(kinds(data.todos)).toEqual(
      [
        'approvals',
        'cluesToAssign',
        'opportunitiesToAssignPlanning',
        'opportunitiesToAssignSales',
        'reportsToFix',
      ].sort(),
    );
    for (const item of data.todos) expect(item.path.startsWith('/')).toBe(true);
  });

  it('a partner sees its reports to fix and its clues to follow, never the staff queues', async () => {
    const data = await summary('partner.sales');
    expect(kinds(data.todos)).toEqual(['cluesToFollow', 'reportsToFix']);
  });

  it('a user whose roles reach no business queue gets only the approvals to-do and no recent reports', async () => {
    const data = await summary('service');
    expect(data.todos).toEqual([{ kind: 'approvals', path: '/process/index', count: 0 }]);
    expect(data.recentReports).toEqual([]);
  });

  it("approvals count the steps waiting for the user in the process centre: a submitted report's review", async () => {
    const partner = await tokenOf(ctx.app, 'partner.sales');
    await call(ctx.app, 'POST', '/businesOpptReporting/confirm-agreement', { token: partner });
    const models = await call<Array<{ id: number }>>(
      ctx.app,
      'POST',
      '/businesOpptReporting/get-equipment-model-list',
      { token: partner, body: { productLineCode: 'CNC' } },
    );
    const before = countOf(await summary('channel'), 'approvals')!;
    const saved = await call(ctx.app, 'POST', '/businesOpptReporting/save', {
      token: partner,
      body: {
        submit: true,
        contactIds: [(await user('partner.sales')).id],
        customer: {
          name: 'Home approval customer',
          creditCode: creditCodeOf('91320500', 'AB12CD34'),
          country: 'CN',
        },
        projectName: 'Home approval',
        productLineCode: 'CNC',
        lines: [{ equipmentModelId: models.data[0]!.id, kind: 'iop', quantity: 1 }],
        rate: '50.00',
        amount: '80000.00',
        currency: 'CNY',
        expectedCloseDate: '2027-03-31',
        fileIds: [],
      },
    });
    expect(saved.code, saved.msg).toBe(0);
    expect(countOf(await summary('channel'), 'approvals')).toBe(before + 1);
    // Partners approve nothing: no approvals to-do.
    expect(kinds((await summary('partner.sales')).todos)).not.toContain('approvals');
  });

  it('counts follow the data: a submitted report waits for review, a draft waits for its reporter', async () => {
    const reporter = await user('partner.sales');
    const before = await summary('channel');
    const partnerBefore = await summary('partner.sales');
    await insertReport(reporter, 'submitted');
    await insertReport(reporter, 'draft');
    const after = await summary('channel');
    const partnerAfter = await summary('partner.sales');
    // A report written straight into the table has no process: no approval waits for it.
    expect(countOf(after, 'approvals')).toBe(countOf(before, 'approvals'));
    expect(countOf(partnerAfter, 'reportsToFix')).toBe(countOf(partnerBefore, 'reportsToFix')! + 1);
    expect(partnerAfter.recentReports[0]?.customerName).toBe('Home Test Customer');
    expect(partnerAfter.recentReports.length).toBeLessThanOrEqual(5);
  });

  it("clues to follow count the partner's company only, assigned to the user or to nobody", async () => {
    const me = await user('partner.sales');
    const colleague = await user('partner.admin');
    const other = await user('partner.b');
    const before = countOf(await summary('partner.sales'), 'cluesToFollow')!;
    const clue = (
      companyId: number,
      assigneeId: number | null,
      status: 'assigned' | 'following' | 'new',
    ) => ({
      clueNo: `CLHOME${(sequence += 1)}`,
      source: 'staff' as const,
      status,
      customerName: 'Home clue',
      companyId,
      assigneeId,
    });
    await ctx.db
      .insert(clues)
      .values([
        clue(me.companyId!, me.id, 'assigned'),
        clue(me.companyId!, null, 'following'),
        clue(me.companyId!, colleague.id, 'assigned'),
        clue(other.companyId!, null, 'assigned'),
        clue(me.companyId!, me.id, 'new'),
      ]);
    expect(countOf(await summary('partner.sales'), 'cluesToFollow')).toBe(before + 2);
  });

  it('clues to follow equal the my-clue list of the same user in the same states, partner admin included', async () => {
    for (const username of ['partner.sales', 'partner.admin', 'partner.b']) {
      const token = await tokenOf(ctx.app, username);
      let listed = 0;
      for (const status of ['assigned', 'following'] as const) {
        const page = await call<{ total: number }>(ctx.app, 'POST', '/clue/page-my-clue-list', {
          token,
          body: { pageNum: 1, pageSize: 10, status },
        });
        expect(page.code).toBe(0);
        listed += page.data.total;
      }
      expect(countOf(await summary(username), 'cluesToFollow')).toBe(listed);
    }
  });

  it('opportunities without owners are counted for those who assign them', async () => {
    const before = await summary('sales');
    const partner = await user('partner.admin');
    await ctx.db.insert(businessOpportunities).values({
      opptNo: `BOHOME${(sequence += 1)}`,
      companyId: partner.companyId!,
      projectName: 'Home opportunity',
      customerName: 'Home Test Customer',
      productLineCode: 'CNC',
    });
    const after = await summary('sales');
    expect(countOf(after, 'opportunitiesToAssignSales')).toBe(
      countOf(before, 'opportunitiesToAssignSales')! + 1,
    );
    expect(countOf(after, 'opportunitiesToAssignPlanning')).toBe(
      countOf(before, 'opportunitiesToAssignPlanning')! + 1,
    );
  });

  it('each to-do opens its list already filtered, and that list holds exactly the counted records', async () => {
    const partnerSales = await user('partner.sales');
    const partnerAdmin = await user('partner.admin');
    await insertReport(partnerSales, 'withdrawn');
    await insertReport(partnerSales, 'draft');
    await insertReport(partnerAdmin, 'draft');
    await insertReport(partnerSales, 'submitted');
    // The list call of each screen a to-do opens; the opportunity tabs are filters of their own path.
    const listCalls: Record<string, { path: string; body?: Record<string, unknown> }> = {
      '/business/oppt-filing': { path: '/businesOpptReporting/page-opptReporting-list' },
      '/process/index': { path: '/process/page-process-list', body: { view: 'todo' } },
      '/clue/assigned': { path: '/clue/page-clue-list' },
      '/clue/my-clue': { path: '/clue/page-my-clue-list' },
      '/business/oppt-list/sales': { path: '/businessOppt/page-businessOppt-list', body: { tab: 'sales' } },
      '/business/oppt-list/plan': { path: '/businessOppt/page-businessOppt-list', body: { tab: 'plan' } },
      '/main-quotation/index': { path: '/quotation/page-quotation-list', body: { kind: 'formal' } },
      '/additional-quotation/index': { path: '/quotation/page-quotation-list', body: { kind: 'additional' } },
      '/supplementary-quotation/index': {
        path: '/quotation/page-quotation-list',
        body: { kind: 'supplementary' },
      },
    };
    const seen = new Set<Todo['kind']>();
    for (const username of ['channel', 'admin', 'planner', 'partner.sales', 'partner.admin']) {
      const token = await tokenOf(ctx.app, username);
      for (const item of (await summary(username)).todos) {
        const url = new URL(item.path, 'http://portal');
        const list = listCalls[url.pathname];
        expect(list, item.path).toBeDefined();
        // URL parameters are the list call's fields: a repeated one is several values, ids are numbers, flags booleans.
        const filters: Record<string, unknown> = {};
        for (const name of new Set(url.searchParams.keys())) {
          // As the list kit reads them: numbers, flags, else text.
          const values = url.searchParams
            .getAll(name)
            .map((v) => (/^\d+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v));
          filters[name] = values.length > 1 ? values : values[0];
        }
        const page = await call<{ total: number }>(ctx.app, 'POST', list!.path, {
          token,
          body: { pageNum: 1, pageSize: 10, ...list!.body, ...filters },
        });
        expect(page.code, `${username} ${item.path}: ${page.msg}`).toBe(0);
        expect(page.data.total, `${username} ${item.kind} ${item.path}`).toBe(item.count);
        if (item.count > 0) seen.add(item.kind);
      }
    }
    // The reviewer's queue is the submitted reports; a reporter's is its own drafts and withdrawn ones.
    expect((await summary('channel')).todos.find((t) => t.kind === 'approvals')?.path).toBe('/process/index');
    expect((await summary('partner.sales')).todos.find((t) => t.kind === 'reportsToFix')?.path).toBe(
      `/business/oppt-filing?status=draft&status=withdrawn&reporterId=${partnerSales.id}`,
    );
    expect([...seen].sort()).toEqual(expect.arrayContaining(['approvals', 'reportsToFix']));
    // A partner's request waits on the planner: the demo's unanswered question and requested additional quotation.
    const planner = (await summary('planner')).todos;
    expect(planner.find((t) => t.kind === 'formalQuestions')?.count).toBeGreaterThan(0);
    expect(planner.find((t) => t.kind === 'additionalToPrice')?.count).toBeGreaterThan(0);
  });

  it('refuses without a token', async () => {
    const answer = await call(ctx.app, 'GET', '/home/get-summary');
    expect(answer.code).toBe(6);
  });
});
