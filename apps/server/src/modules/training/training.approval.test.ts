/**
 * Registration approval on the process engine: a seated registration's process (the company's channel
 * manager, then the session's trainer when the session asks for it), decided from the process centre or
 * the registrations screen; a rejected seat moves the first waiting person up in the same transaction;
 * the person and its company's administrator are told; a cancelled registration leaves its process.
 */
import { randomBytes } from 'node:crypto';
import type { Course, ProcessInfo, Registration, TrainingSession } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { notices, processes, processTasks, trainingRegistrations, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const post = <T>(path: string, body: object, who = 'channel', lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<T>(ctx.app, 'POST', path, { token: tokens[who]!, body, lang });

const sessionBody = (courseId: number, capacity: number) => ({
  courseId,
  startsLocal: '2030-03-10T09:00',
  endsLocal: '2030-03-10T17:00',
  deadlineLocal: '2030-03-01T18:00',
  timeZone: 'Asia/Seoul',
  place: 'Seoul room A',
  trainer: 'Kim',
  capacity,
});

async function newSession(capacity: number, extra: Record<string, unknown> = {}) {
  const code = `A-${randomBytes(3).toString('hex')}`.toUpperCase();
  const course = await post<Course>('/training/save-course', {
    code,
    nameCn: `课程 ${code}`,
    nameEn: `Course ${code}`,
    nameKr: `교육 과정 ${code}`,
    level: 'basic',
    durationHours: 4,
    prerequisiteIds: [],
  });
  expect(course.code, course.msg).toBe(0);
  const session = await post<TrainingSession>('/training/save-session', {
    ...sessionBody(course.data.id, capacity),
    ...extra,
  });
  expect(session.code, session.msg).toBe(0);
  return session.data;
}

async function register(sessionId: number, people: string[]) {
  const made = await post<Registration[]>(
    '/training/register',
    { sessionId, userIds: people.map((p) => ids[p]) },
    'partner.admin',
  );
  expect(made.code, made.msg).toBe(0);
  return made.data;
}

async function processOf(registrationId: number) {
  const [row] = await ctx.db
    .select({ id: processes.id, status: processes.status, outcome: processes.outcome })
    .from(processes)
    .where(and(eq(processes.kind, 'trainingRegistration'), eq(processes.subjectId, registrationId)));
  return row;
}

async function pendingAssignees(processId: number) {
  const rows = await ctx.db
    .select({ assigneeId: processTasks.assigneeId })
    .from(processTasks)
    .where(and(eq(processTasks.processId, processId), eq(processTasks.status, 'pending')));
  return rows.map((row) => row.assigneeId);
}

async function statusOf(registrationId: number) {
  const [row] = await ctx.db
    .select({ status: trainingRegistrations.status, comment: trainingRegistrations.comment })
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.id, registrationId));
  return row!;
}

const told = (userId: number, subjectId: number) =>
  ctx.db
    .select({ kind: notices.kind, params: notices.params })
    .from(notices)
    .where(
      and(
        eq(notices.userId, userId),
        eq(notices.subjectKind, 'trainingRegistration'),
        eq(notices.subjectId, subjectId),
      ),
    );

describe('registration approval on the engine', () => {
  it('starts a seated registration’s process for the channel manager, never a waiting one’s', async () => {
    const session = await newSession(1);
    const [seated, waiting] = await register(session.id, ['partner.sales', 'partner.admin']);
    expect([seated!.status, waiting!.status]).toEqual(['seated', 'waiting']);
    const process = await processOf(seated!.id);
    expect(process?.status).toBe(1);
    expect(await pendingAssignees(process!.id)).toEqual([ids.channel]);
    expect(await processOf(waiting!.id)).toBeUndefined();
    // The channel manager is told of the waiting task; the partner sees its company's process.
    expect((await told(ids.channel!, seated!.id)).map((n) => n.kind)).toContain('taskWaiting');
    const seen = await call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['partner.admin']!,
      query: { id: String(process!.id) },
    });
    expect(seen.code, seen.msg).toBe(0);
    expect(seen.data.kind).toBe('trainingRegistration');
    const other = await call<ProcessInfo>(ctx.app, 'GET', '/process/get-process-info', {
      token: tokens['partner.b']!,
      query: { id: String(process!.id) },
    });
    expect(other.code).not.toBe(0);
  });

  it('is approved from the process centre by the channel manager; the person and its administrator are told', async () => {
    const session = await newSession(2);
    const [mine] = await register(session.id, ['partner.sales']);
    const process = await processOf(mine!.id);
    const done = await post('/process/approve', { id: process!.id }, 'channel');
    expect(done.code, done.msg).toBe(0);
    expect((await statusOf(mine!.id)).status).toBe('approved');
    expect((await processOf(mine!.id))?.outcome).toBe('approved');
    // The administrator registered it (the engine tells the submitter); the person is told here.
    expect((await told(ids['partner.sales']!, mine!.id)).map((n) => n.kind)).toContain('approved');
    expect((await told(ids['partner.admin']!, mine!.id)).map((n) => n.kind)).toContain('approved');
  });

  it('waits for the trainer after the channel manager when the session asks for it', async () => {
    const session = await newSession(2, { trainerId: ids.admin, trainerApproval: true });
    expect(session.trainerApproval).toBe(true);
    const [mine] = await register(session.id, ['partner.sales']);
    const process = await processOf(mine!.id);
    // Another staff member holding the approval permission has no task: refused, nothing moves.
    const early = await post('/training/approve-registration', { id: mine!.id }, 'admin');
    expect(early.code).not.toBe(0);
    expect((await statusOf(mine!.id)).status).toBe('seated');
    const first = await post<Registration>('/training/approve-registration', { id: mine!.id }, 'channel');
    expect(first.code, first.msg).toBe(0);
    expect(first.data.status).toBe('seated');
    expect(await pendingAssignees(process!.id)).toEqual([ids.admin]);
    const second = await post('/process/approve', { id: process!.id }, 'admin');
    expect(second.code, second.msg).toBe(0);
    expect((await statusOf(mine!.id)).status).toBe('approved');
  });

  it('skips the trainer when the session does not ask for it', async () => {
    const session = await newSession(2, { trainerId: ids.admin, trainerApproval: false });
    const [mine] = await register(session.id, ['partner.sales']);
    await post('/process/approve', { id: (await processOf(mine!.id))!.id }, 'channel');
    expect((await statusOf(mine!.id)).status).toBe('approved');
  });

  it('rejects with a reason from the process centre; the first waiting person moves up and enters approval', async () => {
    const session = await newSession(1);
    const [seat, wait] = await register(session.id, ['partner.sales', 'partner.admin']);
    const process = await processOf(seat!.id);
    const noReason = await post('/process/reject', { id: process!.id }, 'channel');
    expect(noReason.code).not.toBe(0);
    expect((await statusOf(seat!.id)).status).toBe('seated');
    const done = await post('/process/reject', { id: process!.id, comment: 'Not this quarter' }, 'channel');
    expect(done.code, done.msg).toBe(0);
    expect(await statusOf(seat!.id)).toEqual({ status: 'rejected', comment: 'Not this quarter' });
    expect((await statusOf(wait!.id)).status).toBe('seated');
    expect((await processOf(wait!.id))?.status).toBe(1);
    const personTold = await told(ids['partner.sales']!, seat!.id);
    expect(personTold.find((n) => n.kind === 'rejected')?.params).toMatchObject({
      comment: 'Not this quarter',
    });
    expect((await told(ids['partner.admin']!, wait!.id)).map((n) => n.kind)).toContain('trainingSeated');
  });

  it('rejects from the registrations screen only with a reason, in the reader’s language', async () => {
    const session = await newSession(1);
    const [seat] = await register(session.id, ['partner.sales']);
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const refused = await post('/training/reject-registration', { id: seat!.id }, 'channel', lang);
      expect(refused.code).not.toBe(0);
      expect(refused.msg.length).toBeGreaterThan(0);
    }
    const done = await post<Registration>(
      '/training/reject-registration',
      { id: seat!.id, comment: 'Full this time' },
      'channel',
    );
    expect(done.code, done.msg).toBe(0);
    expect(done.data.status).toBe('rejected');
    expect((await processOf(seat!.id))?.outcome).toBe('rejected');
  });

  it('lists no approve or reject on a waiting registration, and refuses them', async () => {
    const session = await newSession(1);
    const [, wait] = await register(session.id, ['partner.sales', 'partner.admin']);
    expect(wait!.actions).not.toContain('reject');
    const refused = await post('/training/reject-registration', { id: wait!.id, comment: 'x' }, 'channel');
    expect(refused.msg).toBe(
      translate('en', 'training.error.illegalMove', { status: translate('en', 'training.status.waiting') }),
    );
    expect((await statusOf(wait!.id)).status).toBe('waiting');
  });

  it('ends the process of a cancelled registration (withdrawn)', async () => {
    const session = await newSession(2);
    const [seat] = await register(session.id, ['partner.sales']);
    const cancelled = await post('/training/cancel-registration', { id: seat!.id }, 'partner.admin');
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(await processOf(seat!.id)).toMatchObject({ status: -1, outcome: 'withdrawn' });
  });

  it('refuses a trainer approval without the trainer’s account, and an account that may not approve', async () => {
    const code = await post('/training/save-session', {
      ...sessionBody((await newSession(1)).courseId, 2),
      trainerApproval: true,
    });
    expect(code.code).not.toBe(0);
    const partner = await post('/training/save-session', {
      ...sessionBody((await newSession(1)).courseId, 2),
      trainerId: ids['partner.admin'],
      trainerApproval: true,
    });
    expect(partner.msg).toBe(translate('en', 'training.error.trainerAccount'));
    const trainers = await call<{ id: number; name: string }[]>(ctx.app, 'GET', '/training/list-trainers', {
      token: tokens.channel!,
    });
    expect(trainers.data.map((t) => t.id)).toEqual(expect.arrayContaining([ids.admin, ids.channel]));
    expect(trainers.data.map((t) => t.id)).not.toContain(ids['partner.admin']);
  });
});
