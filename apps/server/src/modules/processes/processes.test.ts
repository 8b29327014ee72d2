/**
 * The approval engine through its endpoints, on a test kind of subject registered here (its subjects
 * live in memory; its callbacks record what the engine asked of them), so each rule is seen alone:
 * definitions, every action per status, one-of and all-of, conditions, transfer, delegation and a race.
 */
import type {
  Page,
  ProcessDefinition,
  ProcessDefinitionCheck,
  ProcessInfo,
  ProcessListItem,
  ProcessStep,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { principalOf } from '../../../test/principals';
import { modulesWithKind, processStep } from '../../../test/process-fixtures';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { companies, notices, processDelegations, users } from '../../db/schema';
import type { ProcessSubject } from './processes.registry';
import type { ProcessKindRegistration } from './processes.registry';
import { startProcess } from './processes.engine';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const kind = 'planningQuotation';
const subjects = new Map<number, ProcessSubject>();
const outcomes: string[] = [];
/** A test kind in place of the quotations' (the app's module list is given it in beforeAll). */
const testKind: ProcessKindRegistration = {
  kind,
  // Set once the users are read (the app takes the registration first).
  defaultSteps: [],
  fields: ['amount', 'productLine'],
  approvers: ['role', 'permission', 'user', 'owner'],
  read: (_tx, id) => Promise.resolve(subjects.get(id) ?? null),
  onApproved: (_tx, id) => Promise.resolve(void outcomes.push(`approved ${id}`)),
  onRejected: (_tx, id, { comment }) => Promise.resolve(void outcomes.push(`rejected ${id} ${comment}`)),
  onReturned: (_tx, id) => Promise.resolve(void outcomes.push(`returned ${id}`)),
  onWithdrawn: (_tx, id) => Promise.resolve(void outcomes.push(`withdrawn ${id}`)),
};
let nextSubject = 1_000_000;

beforeAll(async () => {
  ctx = await createTestApp({}, { modules: modulesWithKind(testKind) });
  for (const user of ['admin', 'channel', 'sales', 'sales2', 'planner', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  testKind.defaultSteps = [step({ approvers: [{ kind: 'user', userId: ids['channel']! }] })];
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(processDelegations);
});

const step = processStep;
const user = (name: string) => ({ kind: 'user' as const, userId: ids[name]! });

const post = <T>(path: string, who: string, body: object) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[who], body });
const saveDefinition = (steps: ProcessStep[], baseVersion?: number) =>
  post<ProcessDefinition>('/work-flow/save-definition', 'admin', { kind, steps, baseVersion });
const info = (id: number, who: string) =>
  call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
    token: tokens[who],
    query: { id: String(id) },
  });
const move = (action: string, id: number, who: string, extra: object = {}) =>
  post<ProcessInfo>(`/process/${action}`, who, { id, ...extra });
const list = (view: string, who: string, filters: object = {}) =>
  post<Page<ProcessListItem>>('/process/page-process-list', who, {
    view,
    pageNum: 1,
    pageSize: 100,
    ...filters,
  });
const message = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
  translate('en', key, params);

/** Saves `steps` as the definition and starts a process of a new subject, submitted by partner.sales of A. */
async function started(steps: ProcessStep[], values: ProcessSubject['values'] = {}) {
  const saved = await saveDefinition(steps);
  expect(saved.code, saved.msg).toBe(0);
  const subjectId = nextSubject++;
  subjects.set(subjectId, {
    no: `T-${subjectId}`,
    title: `Subject ${subjectId}`,
    companyId: ids['P-A001']!,
    ownerId: ids['sales']!,
    channelManagerId: null,
    values,
  });
  const submitter = await principalOf(ctx.db, 'partner.sales');
  const process = await ctx.db.transaction((tx) => startProcess(tx, testKind, subjectId, submitter));
  return { id: process.id, no: `T-${subjectId}`, subjectId };
}

describe('work flows', () => {
  it('lists, reads, validates and saves definitions as new versions; only administrators', async () => {
    const listed = await call<{ kind: string }[]>(ctx.app, 'GET', '/work-flow/get-definition-list', {
      token: tokens['admin'],
    });
    expect(listed.code).toBe(0);
    expect(listed.data.map((row) => row.kind)).toContain('opportunityReport');
    const denied = await call(ctx.app, 'GET', '/work-flow/get-definition-list', { token: tokens['channel'] });
    expect(denied.code).toBe(100);

    const first = await saveDefinition([step({ approvers: [user('channel')] })]);
    const second = await saveDefinition([
      step({ approvers: [user('channel')] }),
      step({ approvers: [user('sales')] }),
    ]);
    expect(second.data.version).toBe(first.data.version + 1);
    const stale = await saveDefinition([step({ approvers: [user('sales')] })], first.data.version);
    expect(stale.msg).toBe(message('process.error.staleDefinition', { version: second.data.version }));
    const old = await call<ProcessDefinition>(ctx.app, 'GET', '/work-flow/get-definition', {
      token: tokens['admin'],
      query: { kind, version: String(first.data.version) },
    });
    expect(old.data).toMatchObject({ version: first.data.version, current: false });
    expect(old.data.steps).toHaveLength(1);
  });

  it('refuses an invalid definition with its reason, and the validation lists every problem', async () => {
    const cases: [ProcessStep[], string][] = [
      [[], message('process.definition.noSteps')],
      [[step()], message('process.definition.noApprovers', { step: 1 })],
      [
        [step({ approvers: [{ kind: 'role', roleCode: 'nobody' }] })],
        message('process.definition.roleUnknown', { step: 1, role: 'nobody' }),
      ],
      [
        [step({ approvers: [{ kind: 'previousManager' }] })],
        message('process.definition.managerUnknown', { step: 1 }),
      ],
      [
        [step({ approvers: [{ kind: 'channelManager' }] })],
        message('process.definition.approverUnsupported', { step: 1 }),
      ],
      [
        [step({ approvers: [user('partner.sales')] })],
        message('process.definition.userUnknown', { step: 1 }),
      ],
      [
        [step({ approvers: [user('channel')], condition: { field: 'region', values: ['CN'] } })],
        message('process.definition.fieldUnknown', { step: 1, field: 'region' }),
      ],
    ];
    for (const [steps, reason] of cases) {
      const saved = await saveDefinition(steps);
      expect(saved.code).toBe(100);
      expect(saved.msg).toBe(reason);
    }
    const check = await post<ProcessDefinitionCheck>('/work-flow/validate-definition', 'admin', {
      kind,
      steps: [step(), step({ approvers: [{ kind: 'previousManager' }] })],
    });
    expect(check.data.valid).toBe(false);
    expect(check.data.problems.map((p) => p.stepIndex)).toEqual([0, 1]);
  });

  it('keeps a running process on the version it started with', async () => {
    const running = await started([step({ approvers: [user('channel')] })]);
    await saveDefinition([step({ approvers: [user('channel')] }), step({ approvers: [user('sales')] })]);
    const approved = await move('approve', running.id, 'channel');
    expect(approved.data.status).toBe(2);
    expect(approved.data.outcome).toBe('approved');
    expect(outcomes).toContain(`approved ${running.subjectId}`);
  });
});

describe('step names in three languages', () => {
  const named = { cn: '复核', en: 'Recheck', kr: '재검토' };

  it("keeps the three names, requires the Chinese one, and answers every name in the reader's language", async () => {
    const missing = await saveDefinition([
      step({ names: { cn: ' ', en: 'Recheck' }, approvers: [user('channel')] }),
    ]);
    expect(missing.code).not.toBe(0);
    const p = await started([
      step({ names: named, approvers: [user('channel')] }),
      step({ names: { cn: '仅中文' }, approvers: [user('sales')] }),
    ]);
    const saved = await call<ProcessDefinition>(ctx.app, 'GET', '/work-flow/get-definition', {
      token: tokens['admin'],
      query: { kind },
    });
    expect(saved.data.steps.map((s) => s.names)).toEqual([named, { cn: '仅中文' }]);
    const read = (lang: 'cn' | 'en' | 'kr') =>
      call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
        token: tokens['admin'],
        query: { id: String(p.id) },
        lang,
      });
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const answer = (await read(lang)).data;
      expect(answer.stepName).toBe(named[lang]);
      // Only Chinese: every reader sees the Chinese name (nameInLanguage).
      expect(answer.steps.map((s) => s.name)).toEqual([named[lang], '仅中文']);
      const listed = await call<Page<ProcessListItem>>(ctx.app, 'POST', '/process/page-process-list', {
        token: tokens['channel'],
        body: { view: 'todo', keyword: p.no, pageNum: 1, pageSize: 10 },
        lang,
      });
      expect(listed.data.list.map((row) => row.stepName)).toEqual([named[lang]]);
    }
  });

  it("names the step whose approvers resolve to nobody in the reader's language", async () => {
    const p = await started([
      step({ approvers: [user('channel')] }),
      step({ names: named, approvers: [user('sales2')] }),
    ]);
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, ids['sales2']!));
    try {
      const refusal = await call(ctx.app, 'POST', '/process/approve', {
        token: tokens['channel'],
        body: { id: p.id },
        lang: 'kr',
      });
      expect(refusal.msg).toBe(translate('kr', 'process.error.noApprover', { step: '재검토' }));
      expect((await info(p.id, 'admin')).data.stepIndex).toBe(0);
    } finally {
      await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, ids['sales2']!));
    }
  });
});

describe('actions', () => {
  it('answers each reader the actions it may take, and refuses the others per status', async () => {
    const p = await started([step({ approvers: [user('channel')] })]);
    expect((await info(p.id, 'channel')).data.actions).toEqual([
      'approve',
      'reject',
      'return',
      'transfer',
      'comment',
    ]);
    expect((await info(p.id, 'partner.sales')).data.actions).toEqual(['comment', 'withdraw']);
    expect((await info(p.id, 'admin')).data.actions).toEqual(['comment', 'close']);
    expect((await move('approve', p.id, 'sales')).msg).toBe(
      message('process.error.notYourTask', { no: p.no }),
    );
    expect((await info(p.id, 'sales')).msg).toBe(message('error.recordNotFound'));
    expect((await move('approve', p.id, 'admin')).msg).toBe(
      message('process.error.notYourTask', { no: p.no }),
    );
    expect((await move('withdraw', p.id, 'admin')).msg).toBe(
      message('process.error.notSubmitter', { no: p.no }),
    );
    expect((await move('close', p.id, 'channel')).msg).toBe(message('error.noPermission'));
    expect((await move('reject', p.id, 'channel')).code).toBe(100); // the comment is required
    const rejected = await move('reject', p.id, 'channel', { comment: 'Too expensive' });
    expect(rejected.data).toMatchObject({ status: 2, outcome: 'rejected', actions: ['comment'] });
    expect(outcomes).toContain(`rejected ${p.subjectId} Too expensive`);
    expect((await move('approve', p.id, 'channel')).msg).toBe(
      message('process.error.taskClosed', { no: p.no }),
    );
    for (const action of ['approve', 'return', 'withdraw', 'close'])
      expect((await move(action, p.id, 'admin', { comment: 'x' })).msg).toBe(
        message('process.error.notProcessing', { no: p.no }),
      );
    const commented = await move('comment', p.id, 'partner.sales', { comment: 'Please look again' });
    expect(commented.data.history.at(-1)).toMatchObject({ action: 'comment', comment: 'Please look again' });
  });

  it('returns to the submitter (to be submitted), restarts as a new round, withdraws and closes', async () => {
    const p = await started([step({ approvers: [user('channel')] })]);
    const returned = await move('return', p.id, 'channel', { comment: 'Add the budget' });
    expect(returned.data).toMatchObject({ status: -1, outcome: 'returned' });
    // Notices: the approver was told the step waited; the submitter is told of the return, with the comment.
    const told = await ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.subjectKind, kind), eq(notices.subjectId, p.subjectId)))
      .orderBy(asc(notices.id));
    expect(told.map((n) => [n.userId, n.kind, n.params.comment ?? null])).toEqual([
      [ids['channel'], 'taskWaiting', null],
      [ids['partner.sales'], 'returned', 'Add the budget'],
    ]);
    const submitter = await principalOf(ctx.db, 'partner.sales');
    await ctx.db.transaction((tx) => startProcess(tx, testKind, p.subjectId, submitter));
    const again = await info(p.id, 'channel');
    expect(again.data).toMatchObject({ status: 1, round: 2, actions: expect.arrayContaining(['approve']) });
    const withdrawn = await move('withdraw', p.id, 'partner.sales');
    expect(withdrawn.data).toMatchObject({ status: -1, outcome: 'withdrawn' });
    expect(outcomes).toContain(`withdrawn ${p.subjectId}`);
    for (const action of ['approve', 'transfer', 'withdraw'])
      expect((await move(action, p.id, 'admin', { toUserId: ids['sales'] })).msg).toBe(
        message('process.error.notProcessing', { no: p.no }),
      );
    const stale = await move('close', p.id, 'admin', { rowVersion: withdrawn.data.rowVersion - 1 });
    expect(stale.msg).toBe(message('error.staleRecord'));
    const closed = await move('close', p.id, 'admin', { comment: 'Abandoned' });
    expect(closed.data).toMatchObject({ status: 3, outcome: 'closed', actions: [] });
    expect((await move('comment', p.id, 'admin', { comment: 'Late' })).msg).toBe(
      message('process.error.notProcessing', { no: p.no }),
    );
    expect((await move('close', p.id, 'admin')).msg).toBe(
      message('process.error.notProcessing', { no: p.no }),
    );
  });

  it('completes a one-of step with one approval and an all-of step with every approval', async () => {
    const p = await started([
      step({ approvers: [user('channel'), user('admin')], mode: 'oneOf' }),
      step({ names: { cn: '会签', en: 'Both' }, approvers: [user('sales'), user('planner')], mode: 'allOf' }),
    ]);
    await move('approve', p.id, 'admin');
    const afterFirst = await info(p.id, 'admin');
    expect(afterFirst.data.steps[0]!.tasks.map((t) => t.status).sort()).toEqual(['approved', 'cancelled']);
    expect(afterFirst.data).toMatchObject({ status: 1, stepIndex: 1, stepName: 'Both' });
    expect((await move('approve', p.id, 'channel')).msg).toBe(
      message('process.error.taskClosed', { no: p.no }),
    );
    expect((await move('approve', p.id, 'sales')).data.status).toBe(1);
    expect((await move('approve', p.id, 'sales')).msg).toBe(
      message('process.error.taskClosed', { no: p.no }),
    );
    const done = await move('approve', p.id, 'planner');
    expect(done.data).toMatchObject({ status: 2, outcome: 'approved' });
  });

  it('skips a step whose condition does not hold', async () => {
    const steps = [
      step({ approvers: [user('channel')] }),
      step({
        names: { cn: '大额', en: 'Large' },
        approvers: [user('admin')],
        condition: { field: 'amount', above: '100000' },
      }),
    ];
    const small = await started(steps, { amount: '5000.00' });
    const done = await move('approve', small.id, 'channel');
    expect(done.data).toMatchObject({ status: 2 });
    expect(done.data.steps[1]!.status).toBe('skipped');
    const large = await started(steps, { amount: '250000.00' });
    expect((await move('approve', large.id, 'channel')).data).toMatchObject({ status: 1, stepName: 'Large' });
  });

  it('transfers a task to another approver', async () => {
    const p = await started([step({ approvers: [user('channel')] })]);
    expect((await move('transfer', p.id, 'channel', { toUserId: ids['partner.sales'] })).msg).toBe(
      message('process.error.transferTarget'),
    );
    const transferred = await move('transfer', p.id, 'channel', {
      toUserId: ids['sales2'],
      comment: 'On leave',
    });
    expect(transferred.data.history.at(-1)).toMatchObject({ action: 'transfer', targetName: 'Sue Second' });
    expect((await list('todo', 'channel')).data.list.map((row) => row.id)).not.toContain(p.id);
    expect((await list('todo', 'sales2')).data.list.map((row) => row.id)).toContain(p.id);
    expect((await move('approve', p.id, 'sales2')).data.status).toBe(2);
    const handled = (await list('handled', 'channel')).data;
    expect(handled.list.map((row) => row.id)).toContain(p.id);
    // The view alone is counted from the handling history; each process once, however often it was handled.
    expect(handled.total).toBe(handled.list.length);
    expect((await list('handled', 'channel', { status: 2 })).data.total).toBe(
      handled.list.filter((row) => row.status === 2).length,
    );
  });

  it('lets exactly one of two concurrent approvals of one step win', async () => {
    const p = await started([step({ approvers: [user('channel'), user('admin')] })]);
    const results = await Promise.all([move('approve', p.id, 'channel'), move('approve', p.id, 'admin')]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 100]);
    expect(results.find((r) => r.code === 100)!.msg).toBe(message('process.error.taskClosed', { no: p.no }));
    const approvals = (await info(p.id, 'admin')).data.history.filter((h) => h.action === 'approve');
    expect(approvals).toHaveLength(1);
    expect(outcomes.filter((o) => o === `approved ${p.subjectId}`)).toHaveLength(1);
  });
});

describe('absence delegation', () => {
  const period = () => ({
    from: new Date(Date.now() - 3_600_000).toISOString(),
    until: new Date(Date.now() + 3_600_000).toISOString(),
  });

  it('sends the task along the delegation chain and records "X for Y"', async () => {
    expect(
      (await post('/process/save-delegation', 'channel', { delegateId: ids['sales2'], ...period() })).code,
    ).toBe(0);
    expect(
      (await post('/process/save-delegation', 'sales2', { delegateId: ids['planner'], ...period() })).code,
    ).toBe(0);
    const mine = await call<{ delegateName: string }>(ctx.app, 'GET', '/process/get-delegation', {
      token: tokens['channel'],
    });
    expect(mine.data.delegateName).toBe('Sue Second');
    const p = await started([step({ approvers: [user('channel')] })]);
    const task = (await info(p.id, 'planner')).data.steps[0]!.tasks[0]!;
    expect(task).toMatchObject({ assigneeName: 'Pia Planner', onBehalfOfName: 'Chen Channel' });
    const approved = await move('approve', p.id, 'planner', { comment: 'Fine' });
    expect(approved.data.history.at(-1)).toMatchObject({
      action: 'approve',
      actorName: 'Pia Planner',
      onBehalfOfName: 'Chen Channel',
    });
    expect(message('process.actedFor', { actor: 'Pia Planner', approver: 'Chen Channel' })).toBe(
      'Pia Planner for Chen Channel',
    );
  });

  it('refuses a delegation that closes a cycle, to oneself, or to a partner user', async () => {
    await post('/process/save-delegation', 'channel', { delegateId: ids['sales2'], ...period() });
    await post('/process/save-delegation', 'sales2', { delegateId: ids['planner'], ...period() });
    const cycle = await post('/process/save-delegation', 'planner', {
      delegateId: ids['channel'],
      ...period(),
    });
    expect(cycle.msg).toBe(message('process.error.delegationCycle', { name: 'Chen Channel' }));
    expect(
      (await post('/process/save-delegation', 'planner', { delegateId: ids['planner'], ...period() })).msg,
    ).toBe(message('process.error.delegateSelf'));
    expect(
      (await post('/process/save-delegation', 'planner', { delegateId: ids['partner.sales'], ...period() }))
        .msg,
    ).toBe(message('process.error.delegateInvalid'));
    const later = {
      from: new Date(Date.now() + 86_400_000).toISOString(),
      until: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    expect(
      (await post('/process/save-delegation', 'planner', { delegateId: ids['channel'], ...later })).code,
    ).toBe(0);
    const ended = await post<{ delegateId: number | null }>('/process/save-delegation', 'planner', {
      delegateId: null,
    });
    expect(ended.data.delegateId).toBeNull();
    const rows = await ctx.db
      .select()
      .from(processDelegations)
      .where(eq(processDelegations.userId, ids['planner']!));
    expect(rows).toHaveLength(0);
  });
});
