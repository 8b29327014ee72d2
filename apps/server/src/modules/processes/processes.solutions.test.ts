/**
 * Solution approval on the engine: a submission starts the solution's process, the process centre's
 * actions move the solution through its own table (a return and a rejection send it back with the
 * comment as its reason), its own approve and return endpoints act through the process, and partners
 * never see it.
 */
import type { Page, ProcessInfo, ProcessListItem, SolutionInfo } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import {
  auditEntries,
  businessOpportunities,
  materials,
  notices,
  processes,
  processHistory,
  solutions,
  users,
} from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let opportunityId: number;
let material: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'sales2', 'planner', 'partner.sales'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  // An open opportunity of Demo Partner A, planned by `planner` and sold by `sales`.
  const [opportunity] = await ctx.db
    .select({ id: businessOpportunities.id })
    .from(businessOpportunities)
    .innerJoin(users, eq(users.companyId, businessOpportunities.companyId))
    .where(and(eq(users.username, 'partner.sales'), eq(businessOpportunities.stage, 'design')))
    .orderBy(asc(businessOpportunities.id))
    .limit(1);
  opportunityId = opportunity!.id;
  await ctx.db
    .update(businessOpportunities)
    .set({ planningOwnerId: ids.planner!, salesOwnerId: ids.sales! })
    .where(eq(businessOpportunities.id, opportunityId));
  const [arm] = await ctx.db
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.code, 'RB-ARM-6-700'));
  material = arm!.id;
});
afterAll(() => ctx.close());

const noPermission = translate('en', 'error.noPermission');
const notFound = translate('en', 'error.recordNotFound');

const post = <T>(path: string, body: object, who: string) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[who], body });
const move = (action: string, id: number, who: string, extra: object = {}) =>
  post<ProcessInfo>(`/process/${action}`, { id, ...extra }, who);
const info = (id: number, who = 'planner') =>
  call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
    token: tokens[who],
    query: { id: String(id) },
  });
const list = (view: string, who: string, filters: object = {}) =>
  post<Page<ProcessListItem>>(
    '/process/page-process-list',
    { view, pageNum: 1, pageSize: 50, ...filters },
    who,
  );
const solution = async (id: number) =>
  (
    await call<SolutionInfo>(ctx.app, 'GET', '/solution/get-solution-info', {
      token: tokens.planner,
      query: { id: String(id) },
    })
  ).data;

/** Saves a solution with one line as `planner` and submits it; answers it and its process id. */
async function submitted() {
  const saved = await post<SolutionInfo>(
    '/solution/save-solution',
    {
      opportunityId,
      title: `Cell ${Date.now().toString(36)}`,
      lines: [{ kind: 'material', itemId: material, quantity: '2' }],
    },
    'planner',
  );
  expect(saved.code, saved.msg).toBe(0);
  const sent = await post<SolutionInfo>('/solution/submit-solution', { id: saved.data.id }, 'planner');
  expect(sent.code, sent.msg).toBe(0);
  const [row] = await ctx.db
    .select({ id: processes.id })
    .from(processes)
    .where(and(eq(processes.kind, 'solution'), eq(processes.subjectId, saved.data.id)));
  return { solution: sent.data, processId: row!.id };
}

const noticesOf = (userId: number, subjectId: number) =>
  ctx.db
    .select({ kind: notices.kind, params: notices.params })
    .from(notices)
    .where(
      and(eq(notices.userId, userId), eq(notices.subjectKind, 'solution'), eq(notices.subjectId, subjectId)),
    );

describe('solution approval on the engine', () => {
  it('has demo solution processes in every status', async () => {
    const rows = await ctx.db
      .select({ status: processes.status })
      .from(processes)
      .where(eq(processes.kind, 'solution'));
    expect([...new Set(rows.map((row) => row.status))].sort()).toEqual([-1, 1, 2, 3]);
  });

  it("starts the process on submission, in the approvers' to-dos, with the sales owner told", async () => {
    const { solution: s, processId } = await submitted();
    expect(s.status).toBe('submitted');
    const todo = await list('todo', 'sales', { kind: 'solution', keyword: s.solutionNo });
    expect(todo.data.list).toHaveLength(1);
    expect(todo.data.list[0]).toMatchObject({
      id: processId,
      kind: 'solution',
      subjectId: s.id,
      subjectNo: s.solutionNo,
      title: `${s.title} v1`,
      status: 1,
      actions: ['approve', 'reject', 'return', 'transfer', 'comment'],
    });
    // Only the approvers of the solution's rule: its sales owner, channel managers, administrators.
    expect((await list('todo', 'sales2', { kind: 'solution', keyword: s.solutionNo })).data.total).toBe(0);
    expect((await list('todo', 'channel', { kind: 'solution', keyword: s.solutionNo })).data.total).toBe(1);
    expect((await list('submitted', 'planner', { kind: 'solution' })).data.list.map((r) => r.id)).toContain(
      processId,
    );
    expect((await noticesOf(ids.sales!, s.id)).map((n) => n.kind)).toEqual(['taskWaiting']);
  });

  it('approves the solution from the process centre, and tells its designer', async () => {
    const { solution: s, processId } = await submitted();
    const approved = await move('approve', processId, 'sales', { comment: 'Fits the budget' });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved', actions: ['comment'] });
    expect(await solution(s.id)).toMatchObject({ status: 'approved', actions: ['revise'] });
    expect(await noticesOf(ids.planner!, s.id)).toEqual([
      { kind: 'approved', params: { no: s.solutionNo, title: `${s.title} v1`, comment: 'Fits the budget' } },
    ]);
  });

  it('returns it with the comment as its reason, and a rejection returns it too', async () => {
    const first = await submitted();
    expect((await move('return', first.processId, 'channel')).code).not.toBe(0);
    const returned = await move('return', first.processId, 'channel', { comment: 'Add a fence door' });
    expect(returned.data).toMatchObject({ status: -1, outcome: 'returned' });
    expect(await solution(first.solution.id)).toMatchObject({
      status: 'returned',
      returnReason: 'Add a fence door',
    });
    expect((await noticesOf(ids.planner!, first.solution.id)).map((n) => [n.kind, n.params.comment])).toEqual(
      [['returned', 'Add a fence door']],
    );

    const second = await submitted();
    const rejected = await move('reject', second.processId, 'admin', { comment: 'Too expensive' });
    expect(rejected.data).toMatchObject({ status: 2, outcome: 'rejected' });
    expect(await solution(second.solution.id)).toMatchObject({
      status: 'returned',
      returnReason: 'Too expensive',
    });
  });

  it("acts through the process from the solution's own endpoints, with their refusals as before", async () => {
    const { solution: s, processId } = await submitted();
    expect((await post('/solution/approve-solution', { id: s.id }, 'sales2')).msg).toBe(noPermission);
    const stale = await post(
      '/solution/approve-solution',
      { id: s.id, rowVersion: s.rowVersion - 1 },
      'sales',
    );
    expect(stale.code).toBe(100);
    const returned = await post<SolutionInfo>(
      '/solution/return-solution',
      { id: s.id, reason: 'Second robot missing' },
      'sales',
    );
    expect(returned.data).toMatchObject({ status: 'returned', returnReason: 'Second robot missing' });
    const process = (await info(processId)).data;
    expect(process).toMatchObject({ status: -1, outcome: 'returned' });
    expect(process.history.map((h) => [h.action, h.comment])).toEqual([
      ['submit', null],
      ['return', 'Second robot missing'],
    ]);
  });

  it('starts round 2 on a resubmission after a return; the solution endpoint approves it', async () => {
    const { solution: s, processId } = await submitted();
    await move('return', processId, 'sales', { comment: 'Price the fence' });
    const again = await post<SolutionInfo>('/solution/submit-solution', { id: s.id }, 'planner');
    expect(again.data.status).toBe('submitted');
    expect((await info(processId)).data).toMatchObject({ status: 1, round: 2 });
    const approved = await post<SolutionInfo>('/solution/approve-solution', { id: s.id }, 'sales');
    expect(approved.data.status).toBe('approved');
    const process = (await info(processId)).data;
    expect(process).toMatchObject({ status: 2, outcome: 'approved', round: 2 });
    expect(process.history.map((h) => h.action)).toEqual(['submit', 'return', 'submit', 'approve']);
  });

  it('resolves a concurrent approval from the solution and from the process centre to one', async () => {
    // Three races, the endpoint sent first and then the centre: either may win, never both, never a deadlock.
    for (let race = 0; race < 3; race++) {
      const { solution: s, processId } = await submitted();
      const requests = [
        () => post<SolutionInfo>('/solution/approve-solution', { id: s.id }, 'sales'),
        () => move('approve', processId, 'sales'),
      ];
      const answers = await Promise.all((race === 1 ? requests.reverse() : requests).map((send) => send()));
      expect(answers.map((a) => a.code).sort(), answers.map((a) => a.msg).join(' / ')).toEqual([0, 100]);
      expect((await solution(s.id)).status).toBe('approved');
      const approvals = await ctx.db
        .select({ id: processHistory.id })
        .from(processHistory)
        .where(and(eq(processHistory.processId, processId), eq(processHistory.action, 'approve')));
      expect(approvals).toHaveLength(1);
      const moves = await ctx.db
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entity, 'solution'),
            eq(auditEntries.entityId, String(s.id)),
            eq(auditEntries.action, 'approve'),
          ),
        );
      expect(moves).toHaveLength(1);
    }
  });

  it('keeps partners out: no process in their lists, none by id, no action', async () => {
    const { solution: s, processId } = await submitted();
    expect((await info(processId, 'partner.sales')).msg).toBe(notFound);
    expect((await move('approve', processId, 'partner.sales')).msg).toBe(notFound);
    expect((await post('/solution/approve-solution', { id: s.id }, 'partner.sales')).msg).toBe(noPermission);
    for (const view of ['todo', 'submitted', 'handled'])
      expect((await list(view, 'partner.sales', { kind: 'solution' })).data.total).toBe(0);
    const [row] = await ctx.db
      .select({ status: solutions.status })
      .from(solutions)
      .where(eq(solutions.id, s.id));
    expect(row!.status).toBe('submitted');
  });

  it('tests conditions on the amount in the reporting currency and on the product line', async () => {
    const saved = await post(
      '/work-flow/save-definition',
      {
        kind: 'solution',
        steps: [
          { names: { cn: 'Sales' }, approvers: [{ kind: 'owner' }], mode: 'oneOf', dueHours: 24 },
          {
            names: { cn: 'Channel' },
            approvers: [{ kind: 'channelManager' }],
            mode: 'oneOf',
            condition: { field: 'amount', above: '1' },
            dueHours: 24,
          },
          {
            names: { cn: 'Admin' },
            approvers: [{ kind: 'role', roleCode: 'admin' }],
            mode: 'oneOf',
            condition: { field: 'productLine', values: ['NONE'] },
            dueHours: 24,
          },
        ],
      },
      'admin',
    );
    expect(saved.code, saved.msg).toBe(0);
    const { solution: s, processId } = await submitted();
    expect(s.currency).toBe('CNY');
    expect((await move('approve', processId, 'sales')).data).toMatchObject({ status: 1, stepIndex: 1 });
    expect((await move('approve', processId, 'channel')).data).toMatchObject({
      status: 2,
      outcome: 'approved',
    });
    expect((await info(processId)).data.history.map((h) => h.action)).toEqual([
      'submit',
      'approve',
      'approve',
      'skip',
    ]);
    expect((await solution(s.id)).status).toBe('approved');
  });
});
