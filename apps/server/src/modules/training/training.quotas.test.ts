/**
 * Seat quotas per company: staff hold seats of a session for partner companies, their administrators assign
 * them (never the general pool, never the waiting list), a cancel or reject gives the seat back to the
 * quota, and at the deadline the unassigned seats return to the pool and seat the waiting list.
 */
import { randomBytes } from 'node:crypto';
import type { Course, Registration, TrainingSession } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import {
  auditEntries,
  notices,
  processes,
  trainingRegistrations,
  trainingSessionQuotas,
  trainingSessions,
  users,
} from '../../db/schema';
import { releaseDueQuotas } from './training.quotas';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let companyA: number;
let companyB: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['channel', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db
    .select({ id: users.id, username: users.username, companyId: users.companyId })
    .from(users)) {
    ids[row.username] = row.id;
    if (row.username === 'partner.admin') companyA = row.companyId!;
    if (row.username === 'partner.b') companyB = row.companyId!;
  }
});
afterAll(() => ctx.close());

type Lang = 'cn' | 'en' | 'kr';
const post = <T>(path: string, body: CallOptions['body'], user = 'channel', lang?: Lang) =>
  call<T>(ctx.app, 'POST', `/training/${path}`, { token: tokens[user]!, body, ...(lang ? { lang } : {}) });
const getSession = (id: number, user = 'channel') =>
  call<TrainingSession>(ctx.app, 'GET', '/training/get-session', {
    token: tokens[user]!,
    query: { id: String(id) },
  });

async function newSession(capacity: number, extra: Record<string, unknown> = {}) {
  const code = `Q-${randomBytes(3).toString('hex')}`.toUpperCase();
  const course = await post<Course>('save-course', {
    code,
    nameCn: `课程 ${code}`,
    nameEn: `Course ${code}`,
    nameKr: `교육 과정 ${code}`,
    level: 'basic',
    durationHours: 4,
  });
  expect(course.code, course.msg).toBe(0);
  const result = await post<TrainingSession>('save-session', {
    courseId: course.data.id,
    startsLocal: '2030-05-10T09:00',
    endsLocal: '2030-05-10T17:00',
    deadlineLocal: '2030-05-01T18:00',
    timeZone: 'Asia/Shanghai',
    place: 'Shanghai room 2',
    trainer: 'Wang',
    capacity,
    ...extra,
  });
  expect(result.code, result.msg).toBe(0);
  return result.data;
}

const setQuota = (sessionId: number, companyId: number, seats: number, lang?: Lang) =>
  post<TrainingSession>('save-quota', { sessionId, companyId, seats }, 'channel', lang);

async function counts(sessionId: number) {
  const [row] = await ctx.db
    .select({ taken: trainingSessions.seatsTaken, held: trainingSessions.seatsHeld })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  return row!;
}

const quotaRows = (sessionId: number) =>
  ctx.db.select().from(trainingSessionQuotas).where(eq(trainingSessionQuotas.sessionId, sessionId));

const registrationsOf = (sessionId: number) =>
  ctx.db
    .select()
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.sessionId, sessionId))
    .orderBy(trainingRegistrations.id);

const assign = (sessionId: number, userIds: number[], user = 'partner.admin', lang?: Lang) =>
  post<Registration[]>('register', { sessionId, userIds, heldSeat: true }, user, lang);

async function newPeople(count: number) {
  const tag = randomBytes(3).toString('hex');
  return ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `quota-${tag}-${i}`,
        displayName: `Quota ${tag} ${i}`,
        kind: 'partner' as const,
        companyId: companyA,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
}

describe('seat quotas', () => {
  it('holds seats for several companies out of the capacity; a partner sees only its own company’s; audited', async () => {
    const session = await newSession(6);
    expect((await setQuota(session.id, companyA, 3)).code).toBe(0);
    const answer = await setQuota(session.id, companyB, 2);
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.seatsHeld).toBe(5);
    expect(answer.data.quotas.map((q) => [q.companyId, q.seats, q.assigned, q.released]).sort()).toEqual(
      [
        [companyA, 3, 0, false],
        [companyB, 2, 0, false],
      ].sort(),
    );
    const ofA = (await getSession(session.id, 'partner.admin')).data;
    expect(ofA.quotas.map((q) => q.companyId)).toEqual([companyA]);
    const ofB = (await getSession(session.id, 'partner.b')).data;
    expect(ofB.quotas.map((q) => q.companyId)).toEqual([companyB]);

    // The general pool is what is left: one seat, then the waiting list.
    const general = await post<Registration[]>(
      'register',
      { sessionId: session.id, userIds: [ids['partner.sales'], ids['partner.mismatch']] },
      'partner.admin',
    );
    expect(general.data.map((r) => [r.status, r.heldSeat])).toEqual([
      ['seated', false],
      ['waiting', false],
    ]);
    expect(await counts(session.id)).toEqual({ taken: 1, held: 5 });

    const [entry] = await ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, 'training_session_quota'),
          eq(auditEntries.entityId, `${session.id}:${companyA}`),
        ),
      )
      .orderBy(desc(auditEntries.id));
    expect(entry).toMatchObject({ action: 'setQuota', before: null, after: { seats: 3, assigned: 0 } });
  });

  it('refuses a quota over the free capacity, a negative one, an unknown company or one outside the audience, saving nothing', async () => {
    const session = await newSession(4, { audienceTiers: ['TIER1'] });
    await setQuota(session.id, companyA, 2);
    const over = await setQuota(session.id, companyA, 5, 'kr');
    expect(over.code).toBe(100);
    expect(over.msg).toBe(translate('kr', 'training.error.quotaOverCapacity', { free: 2 }));
    const negative = await setQuota(session.id, companyA, -1, 'cn');
    expect(negative.code).toBe(100);
    expect(JSON.stringify(negative.data)).toContain(translate('cn', 'training.validation.quotaSeats'));
    const unknown = await setQuota(session.id, 999_999, 1);
    expect(unknown.msg).toBe(translate('en', 'training.error.quotaCompany'));
    // partner B is tier 2; the session is for tier 1 only.
    const outside = await setQuota(session.id, companyB, 1, 'cn');
    expect(outside.msg).toBe(translate('cn', 'training.error.quotaCompany'));
    const partner = await post(
      'save-quota',
      { sessionId: session.id, companyId: companyA, seats: 1 },
      'partner.admin',
    );
    expect(partner.code).not.toBe(0);
    expect(await counts(session.id)).toEqual({ taken: 0, held: 2 });
    expect((await quotaRows(session.id)).map((q) => q.seats)).toEqual([2]);
  });

  it('assigns held seats to the company’s people through approval; refuses more than the quota, another company’s person, a partner user', async () => {
    const session = await newSession(3);
    await setQuota(session.id, companyA, 2);
    const made = await assign(session.id, [ids['partner.sales']!]);
    expect(made.code, made.msg).toBe(0);
    expect(made.data.map((r) => [r.status, r.heldSeat])).toEqual([['seated', true]]);
    const [process] = await ctx.db
      .select({ status: processes.status })
      .from(processes)
      .where(and(eq(processes.kind, 'trainingRegistration'), eq(processes.subjectId, made.data[0]!.id)));
    expect(process).toBeDefined();
    expect(await counts(session.id)).toEqual({ taken: 1, held: 1 });

    const tooMany = await assign(
      session.id,
      [ids['partner.mismatch']!, ids['partner.admin']!],
      'partner.admin',
      'kr',
    );
    expect(tooMany.msg).toBe(translate('kr', 'training.error.quotaExceeded', { left: 1, count: 2 }));
    const foreign = await assign(session.id, [ids['partner.b']!]);
    expect(foreign.msg).toBe(translate('en', 'training.error.otherCompany'));
    const user = await post('register', { sessionId: session.id, heldSeat: true }, 'partner.sales', 'cn');
    expect(user.msg).toBe(translate('cn', 'training.error.quotaAdminOnly'));
    const lower = await setQuota(session.id, companyA, 0, 'cn');
    expect(lower.msg).toBe(translate('cn', 'training.error.quotaBelowAssigned', { assigned: 1 }));
    expect(await counts(session.id)).toEqual({ taken: 1, held: 1 });
    expect(await registrationsOf(session.id)).toHaveLength(1);
  });

  it('gives a cancelled or rejected held seat back to the quota, not to the waiting list', async () => {
    const session = await newSession(2);
    await setQuota(session.id, companyA, 1);
    await post('register', { sessionId: session.id }, 'partner.b');
    const waiting = await post<Registration[]>(
      'register',
      { sessionId: session.id, userIds: [ids['partner.mismatch']] },
      'partner.admin',
    );
    expect(waiting.data[0]!.status).toBe('waiting');
    const held = (await assign(session.id, [ids['partner.sales']!])).data[0]!;
    await post('cancel-registration', { id: held.id }, 'partner.admin');
    expect(await counts(session.id)).toEqual({ taken: 1, held: 1 });
    expect((await quotaRows(session.id))[0]!.assigned).toBe(0);
    expect((await registrationsOf(session.id)).find((r) => r.id === waiting.data[0]!.id)!.status).toBe(
      'waiting',
    );

    const again = (await assign(session.id, [ids['partner.sales']!])).data[0]!;
    const rejected = await post<Registration>('reject-registration', { id: again.id, comment: 'Not now' });
    expect(rejected.data.status).toBe('rejected');
    expect(await counts(session.id)).toEqual({ taken: 1, held: 1 });
    expect((await registrationsOf(session.id)).find((r) => r.id === waiting.data[0]!.id)!.status).toBe(
      'waiting',
    );
  });

  it('assigns exactly 5 of 20 parallel assignments for a quota of 5', async () => {
    const session = await newSession(10);
    await setQuota(session.id, companyA, 5);
    const people = await newPeople(20);
    const results = await Promise.all(people.map((p) => assign(session.id, [p.id])));
    expect(results.filter((r) => r.code === 0)).toHaveLength(5);
    const refused = results.filter((r) => r.code !== 0);
    expect(refused).toHaveLength(15);
    expect(
      refused.every((r) => r.msg === translate('en', 'training.error.quotaExceeded', { left: 0, count: 1 })),
    ).toBe(true);
    const rows = await registrationsOf(session.id);
    expect(rows.map((r) => [r.status, r.heldSeat])).toEqual(
      Array.from({ length: 5 }, () => ['seated', true]),
    );
    expect(await counts(session.id)).toEqual({ taken: 5, held: 0 });
    expect((await quotaRows(session.id))[0]!.assigned).toBe(5);
  });

  it('at the deadline returns the unassigned held seats to the pool and seats the waiting list, once', async () => {
    const session = await newSession(3);
    await setQuota(session.id, companyA, 2);
    await post('register', { sessionId: session.id, userIds: [ids['partner.sales']] }, 'partner.admin');
    const first = (
      await post<Registration[]>(
        'register',
        { sessionId: session.id, userIds: [ids['partner.mismatch']] },
        'partner.admin',
      )
    ).data[0]!;
    const second = (await post<Registration[]>('register', { sessionId: session.id }, 'partner.b')).data[0]!;
    const held = (await assign(session.id, [ids['partner.admin']!])).data[0]!;
    expect([first.status, second.status]).toEqual(['waiting', 'waiting']);
    await ctx.db
      .update(trainingSessions)
      .set({ registrationDeadline: new Date(Date.now() - 60_000) })
      .where(eq(trainingSessions.id, session.id));

    // Two runs at once (two server processes): the session is released once.
    const runs = await Promise.all([releaseDueQuotas(ctx.db), releaseDueQuotas(ctx.db)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await releaseDueQuotas(ctx.db)).toBe(0);
    const rows = await registrationsOf(session.id);
    expect(rows.find((r) => r.id === first.id)!.status).toBe('seated');
    expect(rows.find((r) => r.id === second.id)!.status).toBe('waiting');
    expect(await counts(session.id)).toEqual({ taken: 3, held: 0 });
    expect((await quotaRows(session.id))[0]!.releasedAt).not.toBeNull();
    const told = await ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.kind, 'trainingSeated'), eq(notices.subjectId, first.id)));
    expect(told).toHaveLength(1);

    // The quota no longer lasts: a rejected held seat now goes to the waiting list.
    await post('reject-registration', { id: held.id, comment: 'After the deadline' });
    expect((await registrationsOf(session.id)).find((r) => r.id === second.id)!.status).toBe('seated');
    expect(await counts(session.id)).toEqual({ taken: 3, held: 0 });
  });

  it('lowering a quota frees its seats to the waiting list first', async () => {
    const session = await newSession(2);
    await setQuota(session.id, companyA, 1);
    await post('register', { sessionId: session.id }, 'partner.b');
    const waiting = (
      await post<Registration[]>(
        'register',
        { sessionId: session.id, userIds: [ids['partner.sales']] },
        'partner.admin',
      )
    ).data[0]!;
    expect(waiting.status).toBe('waiting');
    const lowered = await setQuota(session.id, companyA, 0);
    expect(lowered.code, lowered.msg).toBe(0);
    expect(lowered.data.quotas).toEqual([]);
    expect((await registrationsOf(session.id)).find((r) => r.id === waiting.id)!.status).toBe('seated');
    expect(await counts(session.id)).toEqual({ taken: 2, held: 0 });
  });
});
