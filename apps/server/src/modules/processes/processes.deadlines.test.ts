/**
 * Deadlines of approval steps and the jobs that run them: reminders near the due time, escalation of an
 * overdue task (per definition) or a notice to its approver, each driven by a fake clock (the time the job
 * is given), never by waiting; each task handled once, also by two runs at once and by two job runners
 * (two server processes) on one database; and the "protection ends in 14 days" notices.
 */
import type { ProcessInfo, ProcessStep } from '@portal/contract';
import { limits, translate } from '@portal/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principalOf } from '../../../test/principals';
import { modulesWithKind, processStep } from '../../../test/process-fixtures';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { JobRunner } from '../../core/jobs';
import type { ScheduledJob } from '../../core/jobs';
import { businessOpportunities, companies, notices, processTasks, users } from '../../db/schema';
import { tellProtectionsEnding } from '../opportunities/opportunities.protection.service';
import { handleOverdueTasks, processDeadlineJob, remindTasksDueSoon } from './processes.deadlines';
import { noticeText } from '../notifications/notifications.notify';
import { startProcess } from './processes.engine';
import type { ProcessSubject } from './processes.registry';
import type { ProcessKindRegistration } from './processes.registry';
import { ProcessKinds } from './processes.registry';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const kind = 'planningQuotation';
const subjects = new Map<number, ProcessSubject>();
/** A test kind in place of the quotations' (the app's module list is given it in beforeAll). */
const testKind: ProcessKindRegistration = {
  kind,
  // Set once the users are read (the app takes the registration first).
  defaultSteps: [],
  fields: ['amount'],
  approvers: ['role', 'permission', 'user', 'owner'],
  read: (_tx, id) => Promise.resolve(subjects.get(id) ?? null),
  onApproved: () => Promise.resolve(),
  onRejected: () => Promise.resolve(),
};
/** The kinds of the app under test, for the job functions called directly. */
const kinds = new ProcessKinds(modulesWithKind(testKind).flatMap((m) => m.processKinds ?? []));
let nextSubject = 2_000_000;
const hour = 3_600_000;

beforeAll(async () => {
  ctx = await createTestApp({}, { modules: modulesWithKind(testKind) });
  for (const user of ['admin', 'channel', 'sales', 'sales2', 'planner'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  testKind.defaultSteps = [step({ approvers: [user('channel')] })];
  // The demo's processes have tasks of their own: handle them first, so the counts below are this file's.
  const farAhead = new Date(Date.now() + 400 * 24 * hour);
  await remindTasksDueSoon(ctx.db, farAhead);
  await handleOverdueTasks(ctx.db, farAhead, kinds);
});
afterAll(() => ctx.close());

/** A step due in 8 hours: a reminder once 2 are left. */
const step = (overrides: Partial<ProcessStep> = {}) => processStep({ dueHours: 8, ...overrides });
const user = (name: string) => ({ kind: 'user' as const, userId: ids[name]! });
const post = <T>(path: string, who: string, body: object) =>
  call<T>(ctx.app, 'POST', path, { token: tokens[who], body });

/** Saves `steps` and starts a process of a new subject (owner: sales2); answers it and when it started. */
async function started(steps: ProcessStep[]) {
  const saved = await post('/work-flow/save-definition', 'admin', { kind, steps });
  expect(saved.code, saved.msg).toBe(0);
  const subjectId = nextSubject++;
  subjects.set(subjectId, {
    no: `D-${subjectId}`,
    title: `Deadline ${subjectId}`,
    companyId: ids['P-A001']!,
    ownerId: ids['sales2']!,
    channelManagerId: null,
    values: {},
  });
  const submitter = await principalOf(ctx.db, 'partner.sales');
  const at = Date.now();
  const process = await ctx.db.transaction((tx) => startProcess(tx, testKind, subjectId, submitter));
  return { id: process.id, subjectId, at };
}

const noticesOf = (subjectId: number) =>
  ctx.db
    .select({
      userId: notices.userId,
      kind: notices.kind,
      until: sql<string | null>`${notices.params}->>'until'`,
    })
    .from(notices)
    .where(and(eq(notices.subjectKind, kind), eq(notices.subjectId, subjectId)))
    .orderBy(asc(notices.id));
const tasksOf = (processId: number) =>
  ctx.db
    .select()
    .from(processTasks)
    .where(eq(processTasks.processId, processId))
    .orderBy(asc(processTasks.id));
const info = (id: number, who: string) =>
  call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
    token: tokens[who],
    query: { id: String(id) },
  });

describe('reminders', () => {
  it('reminds the approver once when a quarter of the time is left, not before and not after the due time', async () => {
    const p = await started([step({ approvers: [user('channel')], dueHours: 8 })]);
    expect(await remindTasksDueSoon(ctx.db, new Date(p.at + 5 * hour))).toBe(0);
    const dueSoon = new Date(p.at + 6.5 * hour);
    expect(await remindTasksDueSoon(ctx.db, dueSoon)).toBeGreaterThanOrEqual(1);
    expect(await remindTasksDueSoon(ctx.db, new Date(p.at + 7 * hour))).toBe(0);
    const told = await noticesOf(p.subjectId);
    expect(told.map((n) => [n.userId, n.kind])).toEqual([
      [ids['channel'], 'taskWaiting'],
      [ids['channel'], 'taskDueSoon'],
    ]);
    const [task] = await tasksOf(p.id);
    expect(told[1]!.until).toBe(task!.dueAt!.toISOString());
    expect(task!.remindedAt?.toISOString()).toBe(dueSoon.toISOString());

    // A task already overdue is not reminded: the overdue run tells its approver instead.
    const late = await started([step({ approvers: [user('channel')], dueHours: 8 })]);
    await remindTasksDueSoon(ctx.db, new Date(late.at + 9 * hour));
    expect((await noticesOf(late.subjectId)).map((n) => n.kind)).toEqual(['taskWaiting']);
  });
});

describe('overdue tasks', () => {
  it('without an escalation, tells the approver once and leaves the task where it is', async () => {
    const p = await started([step({ approvers: [user('channel')], dueHours: 8 })]);
    expect(await handleOverdueTasks(ctx.db, new Date(p.at + 7 * hour), kinds)).toBe(0);
    const late = new Date(p.at + 9 * hour);
    expect(await handleOverdueTasks(ctx.db, late, kinds)).toBeGreaterThanOrEqual(1);
    await handleOverdueTasks(ctx.db, new Date(p.at + 30 * hour), kinds);
    expect((await noticesOf(p.subjectId)).map((n) => [n.userId, n.kind])).toEqual([
      [ids['channel'], 'taskWaiting'],
      [ids['channel'], 'taskOverdue'],
    ]);
    const [task] = await tasksOf(p.id);
    expect(task).toMatchObject({ status: 'pending', assigneeId: ids['channel'] });
    expect(task!.overdueAt?.toISOString()).toBe(late.toISOString());
    const approved = await post<ProcessInfo>('/process/approve', 'channel', { id: p.id });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved' });
  });

  it('escalates an overdue task to the approvers its step names, once, with the history and notices', async () => {
    const p = await started([
      step({ approvers: [user('channel')], dueHours: 8, escalateTo: [user('sales'), { kind: 'owner' }] }),
    ]);
    const late = new Date(p.at + 9 * hour);
    await handleOverdueTasks(ctx.db, late, kinds);
    const tasks = await tasksOf(p.id);
    expect(tasks.map((t) => [t.assigneeId, t.status, t.escalatedFromId])).toEqual([
      [ids['channel'], 'escalated', null],
      [ids['sales'], 'pending', tasks[0]!.id],
      [ids['sales2'], 'pending', tasks[0]!.id],
    ]);
    // The escalated tasks are due a step's time after the escalation.
    expect(tasks[1]!.dueAt!.getTime()).toBe(late.getTime() + 8 * hour);
    const told = await noticesOf(p.subjectId);
    expect(told.map((n) => [n.userId, n.kind])).toEqual([
      [ids['channel'], 'taskWaiting'],
      [ids['sales'], 'taskEscalated'],
      [ids['sales2'], 'taskEscalated'],
    ]);

    const read = await info(p.id, 'sales');
    expect(read.data.actions).toContain('approve');
    expect(read.data.history.at(-1)).toMatchObject({
      action: 'escalate',
      actorName: null,
      targetName: expect.any(String),
      onBehalfOfName: expect.any(String),
    });
    expect(read.data.steps[0]!.tasks.map((t) => t.status)).toEqual(['escalated', 'pending', 'pending']);
    // The approver it was escalated from can no longer act; one of the new approvers completes the step.
    const refused = await post('/process/approve', 'channel', { id: p.id });
    expect(refused.msg).toBe(translate('en', 'process.error.taskClosed', { no: `D-${p.subjectId}` }));
    const approved = await post<ProcessInfo>('/process/approve', 'sales', { id: p.id });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved' });
  });

  it('does not escalate an escalated task again: its approver is told it is overdue', async () => {
    const p = await started([
      step({ approvers: [user('channel')], dueHours: 8, escalateTo: [user('sales')] }),
    ]);
    await handleOverdueTasks(ctx.db, new Date(p.at + 9 * hour), kinds);
    await handleOverdueTasks(ctx.db, new Date(p.at + 18 * hour), kinds);
    const tasks = await tasksOf(p.id);
    expect(tasks.map((t) => [t.assigneeId, t.status])).toEqual([
      [ids['channel'], 'escalated'],
      [ids['sales'], 'pending'],
    ]);
    expect((await noticesOf(p.subjectId)).map((n) => [n.userId, n.kind])).toEqual([
      [ids['channel'], 'taskWaiting'],
      [ids['sales'], 'taskEscalated'],
      [ids['sales'], 'taskOverdue'],
    ]);
  });

  it('in an all-of step, replaces only the overdue approval; the others still count', async () => {
    const p = await started([
      step({
        mode: 'allOf',
        approvers: [user('channel'), user('planner')],
        dueHours: 8,
        escalateTo: [user('sales')],
      }),
    ]);
    expect((await post('/process/approve', 'planner', { id: p.id })).code).toBe(0);
    await handleOverdueTasks(ctx.db, new Date(p.at + 9 * hour), kinds);
    expect((await tasksOf(p.id)).map((t) => [t.assigneeId, t.status])).toEqual([
      [ids['channel'], 'escalated'],
      [ids['planner'], 'approved'],
      [ids['sales'], 'pending'],
    ]);
    const approved = await post<ProcessInfo>('/process/approve', 'sales', { id: p.id });
    expect(approved.data).toMatchObject({ status: 2, outcome: 'approved' });
  });

  it('two runs at once handle each overdue task once', async () => {
    const p = await started([
      step({ approvers: [user('channel')], dueHours: 8, escalateTo: [user('sales')] }),
    ]);
    const late = new Date(p.at + 9 * hour);
    await Promise.all([handleOverdueTasks(ctx.db, late, kinds), handleOverdueTasks(ctx.db, late, kinds)]);
    expect((await tasksOf(p.id)).map((t) => [t.assigneeId, t.status])).toEqual([
      [ids['channel'], 'escalated'],
      [ids['sales'], 'pending'],
    ]);
    expect((await noticesOf(p.subjectId)).filter((n) => n.kind === 'taskEscalated')).toHaveLength(1);
  });

  it('refuses a definition whose escalation cannot be resolved', async () => {
    const unknownRole = await post('/work-flow/save-definition', 'admin', {
      kind,
      steps: [step({ approvers: [user('channel')], escalateTo: [{ kind: 'role', roleCode: 'nobody' }] })],
    });
    expect(unknownRole.msg).toBe(
      translate('en', 'process.definition.roleUnknown', { step: 1, role: 'nobody' }),
    );
    const manager = await post('/work-flow/save-definition', 'admin', {
      kind,
      steps: [step({ approvers: [user('channel')], escalateTo: [{ kind: 'previousManager' }] })],
    });
    expect(manager.msg).toBe(translate('en', 'process.definition.managerUnknown', { step: 1 }));
  });
});

describe('jobs on one database shared by two server processes', () => {
  it('run a triggered job once, and the deadline job escalates once', async () => {
    const p = await started([
      step({ approvers: [user('channel')], dueHours: 8, escalateTo: [user('sales')] }),
    ]);
    const late = new Date(p.at + 9 * hour);
    const runs: string[] = [];
    const counting: ScheduledJob = {
      name: 'test-count',
      cron: '0 0 1 1 *',
      run: ({ now }) => Promise.resolve(void runs.push(now.toISOString())),
    };
    const logger = pino({ level: 'silent' });
    const runner = (name: string) =>
      new JobRunner({
        connectionString: ctx.config.databaseUrl!,
        db: ctx.db,
        config: ctx.config,
        logger,
        jobs: [counting, processDeadlineJob],
        deps: { processKinds: kinds },
        clock: () => late,
        pollingIntervalSeconds: 0.5,
      })
        .start()
        .then((r) => Object.assign(r, { label: name }));
    const [one, two] = await Promise.all([runner('one'), runner('two')]);
    try {
      // Both processes ask in the same minute: one job is queued, and one of the two workers takes it.
      const sent = await Promise.all([
        one.trigger('test-count'),
        two.trigger('test-count'),
        one.trigger(processDeadlineJob.name),
        two.trigger(processDeadlineJob.name),
      ]);
      expect(sent.filter((id) => id !== null)).toHaveLength(2);
      await expect.poll(() => runs.length, { timeout: 20_000, interval: 200 }).toBe(1);
      await expect
        .poll(
          async () =>
            (
              await ctx.db
                .select()
                .from(processTasks)
                .where(and(eq(processTasks.processId, p.id), isNotNull(processTasks.overdueAt)))
            ).length,
          { timeout: 20_000, interval: 200 },
        )
        .toBe(1);
    } finally {
      // Stopping waits for a job in progress, so nothing runs after the counts below.
      await Promise.all([one.stop(), two.stop()]);
    }
    expect(runs).toEqual([late.toISOString()]);
    expect((await noticesOf(p.subjectId)).filter((n) => n.kind === 'taskEscalated')).toHaveLength(1);
  });
});

describe('protection ending', () => {
  it('tells the reporter and the channel manager once, 14 days before the protection ends', async () => {
    const [opportunity] = await ctx.db
      .select({ id: businessOpportunities.id, companyId: businessOpportunities.companyId })
      .from(businessOpportunities)
      .where(isNotNull(businessOpportunities.sourceReportId))
      .limit(1);
    const now = new Date();
    // Park every other protection beyond the notice period, so only this one is due.
    await ctx.db
      .update(businessOpportunities)
      .set({ protectedUntil: new Date(now.getTime() + 100 * 24 * hour), protectionEndingToldAt: null })
      .where(isNotNull(businessOpportunities.protectedUntil));
    await ctx.db
      .update(businessOpportunities)
      .set({ protectedUntil: new Date(now.getTime() + 20 * 24 * hour), stage: 'design' })
      .where(eq(businessOpportunities.id, opportunity!.id));
    expect(await tellProtectionsEnding(ctx.db, now)).toBe(0);

    const later = new Date(now.getTime() + 7 * 24 * hour);
    expect(limits.protectionEndingNoticeDays).toBe(14);
    expect(await tellProtectionsEnding(ctx.db, later)).toBe(1);
    expect(await tellProtectionsEnding(ctx.db, later)).toBe(0);
    const told = await ctx.db
      .select({ userId: notices.userId, subjectKind: notices.subjectKind, kind: notices.kind })
      .from(notices)
      .where(and(eq(notices.kind, 'protectionEnding')))
      .orderBy(asc(notices.id));
    const [company] = await ctx.db
      .select({ channelManagerId: companies.channelManagerId })
      .from(companies)
      .where(eq(companies.id, opportunity!.companyId));
    const partnerUsers = await ctx.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(
        inArray(
          users.id,
          told.map((n) => n.userId),
        ),
      );
    // The reporter (a user of the opportunity's company) reads it on the report; the channel manager on the opportunity.
    expect(told.map((n) => n.subjectKind).sort()).toEqual(['opportunity', 'opportunityReport']);
    expect(told.find((n) => n.subjectKind === 'opportunity')?.userId).toBe(company!.channelManagerId);
    const reporter = told.find((n) => n.subjectKind === 'opportunityReport')!;
    expect(partnerUsers.find((u) => u.id === reporter.userId)?.companyId).toBe(opportunity!.companyId);
  });
});

describe('the texts of deadline notices', () => {
  it('show a due time with seconds and a protection end as a date, in the reader language', () => {
    const until = new Date(2026, 11, 9, 14, 5, 9).toISOString();
    expect(noticeText('en', 'taskDueSoon', 'opportunityReport', { no: 'R-1', until })).toBe(
      'opportunity report R-1 is due for approval by 2026-12-09 14:05:09',
    );
    expect(noticeText('kr', 'protectionEnding', 'opportunityReport', { no: 'R-1', until })).toBe(
      '영업 기회 등록 건 R-1의 보호 기간이 2026-12-09에 종료됩니다',
    );
    expect(noticeText('cn', 'taskEscalated', 'planningQuotation', { no: 'Q-1', until })).toBe(
      '规划报价 Q-1 审批超时，已转交给您，请于 2026-12-09 14:05:09 前审批',
    );
  });
});
