import { randomBytes } from 'node:crypto';
import type { Course, Page, Registration, TrainingPerson, TrainingSession } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { notices, trainingRegistrations, trainingSessions, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['channel', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`.toUpperCase();
const post = <T>(path: string, body: CallOptions['body'], user = 'channel', lang?: 'cn' | 'en' | 'kr') =>
  call<T>(ctx.app, 'POST', `/training/${path}`, { token: tokens[user]!, body, ...(lang ? { lang } : {}) });

async function newCourse(prerequisiteIds: number[] = []) {
  const code = unique('T');
  const result = await post<Course>('save-course', {
    code,
    nameCn: `课程 ${code}`,
    nameEn: `Course ${code}`,
    nameKr: `교육 과정 ${code}`,
    level: 'basic',
    durationHours: 4,
    prerequisiteIds,
  });
  expect(result.code, result.msg).toBe(0);
  return result.data;
}

async function newSession(courseId: number, capacity: number, extra: Record<string, unknown> = {}) {
  const result = await post<TrainingSession>('save-session', {
    courseId,
    startsLocal: '2030-03-10T09:00',
    endsLocal: '2030-03-10T17:00',
    deadlineLocal: '2030-03-01T18:00',
    timeZone: 'Asia/Seoul',
    place: 'Seoul room A',
    trainer: 'Kim',
    capacity,
    ...extra,
  });
  expect(result.code, result.msg).toBe(0);
  return result.data;
}

async function registrationsOf(sessionId: number) {
  return ctx.db
    .select()
    .from(trainingRegistrations)
    .where(eq(trainingRegistrations.sessionId, sessionId))
    .orderBy(trainingRegistrations.id);
}

async function seatsOf(sessionId: number) {
  const [row] = await ctx.db
    .select({ seats: trainingSessions.seatsTaken })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  return row!.seats;
}

describe('courses and sessions', () => {
  it('keeps a course in three languages and a session in its time zone', async () => {
    const course = await newCourse();
    expect(course.actions).toEqual(['edit']);
    const session = await newSession(course.id, 5);
    // 09:00 in Seoul (UTC+9) is midnight UTC.
    expect(session.startsAt).toBe('2030-03-10T00:00:00.000Z');
    expect(session.startsLocal).toBe('2030-03-10T09:00');
    expect(session.timeZone).toBe('Asia/Seoul');
    const month = await call<TrainingSession[]>(ctx.app, 'GET', '/training/calendar-sessions', {
      token: tokens['channel']!,
      query: { month: '2030-03' },
    });
    expect(month.data.map((s) => s.id)).toContain(session.id);
    const page = await post<Page<Course>>('page-courses', { keyword: course.code });
    expect(page.data.list.map((c) => c.id)).toEqual([course.id]);
  });

  it('refuses a session ending before it starts, an unknown zone and a deadline after the start', async () => {
    const course = await newCourse();
    const bad = await post('save-session', {
      courseId: course.id,
      startsLocal: '2030-03-10T09:00',
      endsLocal: '2030-03-10T08:00',
      deadlineLocal: '2030-03-11T18:00',
      timeZone: 'Mars/Olympus',
      place: 'x',
      trainer: 'Kim',
      capacity: 3,
    });
    expect(bad.code).toBe(100);
    expect(JSON.stringify(bad.data)).toContain('endsLocal');
    expect(JSON.stringify(bad.data)).toContain('deadlineLocal');
    expect(JSON.stringify(bad.data)).toContain('timeZone');
  });

  it('refuses a course that would close a circle of prerequisites', async () => {
    const a = await newCourse();
    const b = await newCourse([a.id]);
    const result = await post('save-course', { ...a, prerequisiteIds: [b.id], rowVersion: a.rowVersion });
    expect(result.code).toBe(100);
    expect(result.msg).toBe(translate('en', 'training.error.prerequisiteCycle'));
  });

  it('is not open to partners', async () => {
    const result = await post('save-course', { code: 'X' }, 'partner.admin');
    expect(result.code).not.toBe(0);
  });
});

describe('registration', () => {
  it('seats a partner admin’s people while seats last, then puts them on the waiting list in order', async () => {
    const session = await newSession((await newCourse()).id, 1);
    const result = await post<Registration[]>(
      'register',
      { sessionId: session.id, userIds: [ids['partner.sales']!, ids['partner.mismatch']!] },
      'partner.admin',
    );
    expect(result.code, result.msg).toBe(0);
    expect(result.data.map((r) => [r.personName, r.status, r.waitPosition])).toEqual([
      ['Sora Partner', 'seated', null],
      ['Max Mismatch', 'waiting', 1],
    ]);
    expect(await seatsOf(session.id)).toBe(1);
  });

  it('lets a partner user register itself, and only itself', async () => {
    const session = await newSession((await newCourse()).id, 3);
    const self = await post<Registration[]>('register', { sessionId: session.id }, 'partner.sales');
    expect(self.code, self.msg).toBe(0);
    expect(self.data[0]!.userId).toBe(ids['partner.sales']);
    const other = await post(
      'register',
      { sessionId: session.id, userIds: [ids['partner.admin']] },
      'partner.sales',
    );
    expect(other.msg).toBe(translate('en', 'training.error.onlySelf'));
    expect(await registrationsOf(session.id)).toHaveLength(1);
  });

  it.each(['cn', 'en', 'kr'] as const)('refuses registering twice, naming the rule (%s)', async (lang) => {
    const session = await newSession((await newCourse()).id, 3);
    await post('register', { sessionId: session.id, userIds: [ids['partner.sales']] }, 'partner.admin');
    const again = await post(
      'register',
      { sessionId: session.id, userIds: [ids['partner.mismatch'], ids['partner.sales']] },
      'partner.admin',
      lang,
    );
    expect(again.code).toBe(100);
    expect(again.msg).toBe(translate(lang, 'training.error.alreadyRegistered', { person: 'Sora Partner' }));
    expect(await registrationsOf(session.id)).toHaveLength(1);
    expect(await seatsOf(session.id)).toBe(1);
  });

  it('refuses another company’s person, saving nothing', async () => {
    const session = await newSession((await newCourse()).id, 3);
    const result = await post(
      'register',
      { sessionId: session.id, userIds: [ids['partner.sales'], ids['partner.b']] },
      'partner.admin',
      'kr',
    );
    expect(result.msg).toBe(translate('kr', 'training.error.otherCompany'));
    expect(await registrationsOf(session.id)).toHaveLength(0);
    expect(await seatsOf(session.id)).toBe(0);
  });

  it('refuses registering past the deadline', async () => {
    const session = await newSession((await newCourse()).id, 3, { deadlineLocal: '2020-01-01T18:00' });
    const result = await post('register', { sessionId: session.id }, 'partner.sales', 'cn');
    expect(result.msg).toBe(
      translate('cn', 'training.error.deadlinePassed', {
        deadline: '2020-01-01 18:00',
        timeZone: 'Asia/Seoul',
      }),
    );
    expect(await registrationsOf(session.id)).toHaveLength(0);
  });

  it('refuses a course whose prerequisite the person has not attended, and accepts once attended', async () => {
    const basics = await newCourse();
    const advanced = await newCourse([basics.id]);
    const session = await newSession(advanced.id, 3);
    const refusedNow = await post('register', { sessionId: session.id }, 'partner.sales');
    expect(refusedNow.msg).toBe(
      translate('en', 'training.error.prerequisiteMissing', {
        person: 'Sora Partner',
        course: basics.nameEn,
      }),
    );
    expect(await registrationsOf(session.id)).toHaveLength(0);

    const first = await newSession(basics.id, 3);
    const [seat] = (await post<Registration[]>('register', { sessionId: first.id }, 'partner.sales')).data;
    const marked = await post<Registration>('mark-attended', { id: seat!.id, rowVersion: seat!.rowVersion });
    expect(marked.data.status).toBe('attended');
    const accepted = await post<Registration[]>('register', { sessionId: session.id }, 'partner.sales');
    expect(accepted.code, accepted.msg).toBe(0);
  });

  it('moves the first waiting person up when a seat is cancelled, and tells them', async () => {
    const session = await newSession((await newCourse()).id, 1);
    const made = await post<Registration[]>(
      'register',
      {
        sessionId: session.id,
        userIds: [ids['partner.sales'], ids['partner.mismatch'], ids['partner.admin']],
      },
      'partner.admin',
    );
    const [seated, firstWaiting] = made.data;
    expect(made.data.map((r) => r.status)).toEqual(['seated', 'waiting', 'waiting']);
    const cancelled = await post<Registration>(
      'cancel-registration',
      {
        id: seated!.id,
        rowVersion: seated!.rowVersion,
      },
      'partner.admin',
    );
    expect(cancelled.code, cancelled.msg).toBe(0);
    expect(cancelled.data.status).toBe('cancelled');
    const rows = await registrationsOf(session.id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'seated', 'waiting']);
    expect(await seatsOf(session.id)).toBe(1);
    const told = await ctx.db
      .select({ n: count() })
      .from(notices)
      .where(
        and(
          eq(notices.userId, ids['partner.mismatch']!),
          eq(notices.kind, 'trainingSeated'),
          eq(notices.subjectId, firstWaiting!.id),
        ),
      );
    expect(told[0]!.n).toBe(1);
    const list = await post<Page<Registration>>(
      'page-registrations',
      { sessionId: session.id },
      'partner.admin',
    );
    expect(list.data.list.find((r) => r.status === 'waiting')!.waitPosition).toBe(1);
  });

  it('moves the first waiting person up when a seat is rejected; a freed seat with nobody waiting is free again', async () => {
    const session = await newSession((await newCourse()).id, 1);
    const made = await post<Registration[]>(
      'register',
      { sessionId: session.id, userIds: [ids['partner.sales'], ids['partner.mismatch']] },
      'partner.admin',
    );
    const rejected = await post<Registration>('reject-registration', {
      id: made.data[0]!.id,
      comment: 'Not this quarter',
    });
    expect(rejected.data.status).toBe('rejected');
    expect((await registrationsOf(session.id)).map((r) => r.status)).toEqual(['rejected', 'seated']);
    const second = (
      await post<Page<Registration>>('page-registrations', { sessionId: session.id })
    ).data.list.find((r) => r.status === 'seated')!;
    await post('cancel-registration', { id: second.id }, 'partner.admin');
    expect(await seatsOf(session.id)).toBe(0);
  });

  it('refuses cancelling after the deadline, and lists no cancel action then', async () => {
    const session = await newSession((await newCourse()).id, 2);
    const [seat] = (await post<Registration[]>('register', { sessionId: session.id }, 'partner.sales')).data;
    expect(seat!.actions).toContain('cancel');
    await ctx.db
      .update(trainingSessions)
      .set({ registrationDeadline: new Date(Date.now() - 60_000) })
      .where(eq(trainingSessions.id, session.id));
    const list = await post<Page<Registration>>(
      'page-registrations',
      { sessionId: session.id },
      'partner.sales',
    );
    expect(list.data.list[0]!.actions).not.toContain('cancel');
    const result = await post('cancel-registration', { id: seat!.id }, 'partner.sales');
    expect(result.msg).toBe(translate('en', 'training.error.cancelClosed'));
    expect((await registrationsOf(session.id))[0]!.status).toBe('seated');
  });

  it('never shows a partner another company’s registrations or people', async () => {
    const session = await newSession((await newCourse()).id, 5);
    await post('register', { sessionId: session.id, userIds: [ids['partner.sales']] }, 'partner.admin');
    await post('register', { sessionId: session.id }, 'partner.b');
    const ofB = await post<Page<Registration>>('page-registrations', { pageSize: 500 }, 'partner.b');
    expect(ofB.data.list.length).toBeGreaterThan(0);
    expect(ofB.data.list.every((r) => r.userId === ids['partner.b'])).toBe(true);
    const people = await call<TrainingPerson[]>(ctx.app, 'GET', '/training/list-people', {
      token: tokens['partner.admin']!,
    });
    expect(people.data.map((p) => p.id)).not.toContain(ids['partner.b']);
    expect(people.data.map((p) => p.id)).toContain(ids['partner.sales']);
    const ofA = (
      await post<Page<Registration>>('page-registrations', { sessionId: session.id }, 'partner.admin')
    ).data;
    expect(ofA.list.map((r) => r.userId)).toEqual([ids['partner.sales']]);
    const foreign = await post('cancel-registration', { id: ofA.list[0]!.id }, 'partner.b');
    expect(foreign.msg).toBe(translate('en', 'error.recordNotFound'));
  });

  it('seats exactly 10 of 50 parallel registrations for 10 seats, the other 40 waiting in order', async () => {
    const session = await newSession((await newCourse()).id, 10);
    const [company] = await ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, ids['partner.admin']!));
    const tag = randomBytes(3).toString('hex');
    const people = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          username: `race-${tag}-${i}`,
          displayName: `Racer ${i}`,
          kind: 'partner' as const,
          companyId: company!.companyId,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const results = await Promise.all(
      people.map((p) =>
        post<Registration[]>('register', { sessionId: session.id, userIds: [p.id] }, 'partner.admin'),
      ),
    );
    expect(results.every((r) => r.code === 0)).toBe(true);
    const rows = await registrationsOf(session.id);
    expect(rows.filter((r) => r.status === 'seated')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(40);
    expect(await seatsOf(session.id)).toBe(10);
    const waiting = (
      await post<Page<Registration>>('page-registrations', {
        sessionId: session.id,
        status: 'waiting',
        sortField: 'registeredAt',
        sortOrder: 'asc',
        pageSize: 100,
      })
    ).data.list;
    expect(waiting.map((r) => r.waitPosition)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await ctx.db.delete(trainingRegistrations).where(inArray(trainingRegistrations.sessionId, [session.id]));
  });
});
