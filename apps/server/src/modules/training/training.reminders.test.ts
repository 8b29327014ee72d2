/**
 * Reminders a day before a session, by a fake clock: each seat holder (seated or approved) once, nobody
 * waiting or cancelled, and two runs at once (two server processes) still tell each person once.
 */
import { randomBytes } from 'node:crypto';
import type { Course, Registration, TrainingSession } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { notices, users } from '../../db/schema';
import { remindSessionsTomorrow } from './training.reminders';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['channel', 'partner.admin']) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const post = <T>(path: string, body: object, who = 'channel') =>
  call<T>(ctx.app, 'POST', path, { token: tokens[who]!, body });

const remindersOf = (userId: number, registrationId: number) =>
  ctx.db
    .select({ params: notices.params })
    .from(notices)
    .where(
      and(
        eq(notices.kind, 'trainingReminder'),
        eq(notices.userId, userId),
        eq(notices.subjectId, registrationId),
      ),
    );

describe('session reminders', () => {
  it('tells each seat holder once within the day before the session, never a waiting or cancelled one', async () => {
    const code = `R-${randomBytes(3).toString('hex')}`.toUpperCase();
    const course = await post<Course>('/training/save-course', {
      code,
      nameCn: `课程 ${code}`,
      nameEn: `Course ${code}`,
      nameKr: `교육 과정 ${code}`,
      level: 'basic',
      durationHours: 4,
      prerequisiteIds: [],
    });
    const session = await post<TrainingSession>('/training/save-session', {
      courseId: course.data.id,
      startsLocal: '2031-05-20T09:00',
      endsLocal: '2031-05-20T17:00',
      deadlineLocal: '2031-05-10T18:00',
      timeZone: 'Asia/Seoul',
      place: 'Seoul room B',
      trainer: 'Kim',
      capacity: 2,
    });
    expect(session.code, session.msg).toBe(0);
    const made = await post<Registration[]>(
      '/training/register',
      {
        sessionId: session.data.id,
        userIds: [ids['partner.sales'], ids['partner.mismatch'], ids['partner.admin']],
      },
      'partner.admin',
    );
    expect(made.code, made.msg).toBe(0);
    const [approved, cancelled, waiting] = made.data;
    expect(waiting!.status).toBe('waiting');
    const [process] = (
      await post<{ list: { id: number; subjectId: number }[] }>('/process/page-process-list', {
        view: 'todo',
        pageNum: 1,
        pageSize: 50,
        keyword: `TR-${approved!.id}`,
      })
    ).data.list;
    expect((await post('/process/approve', { id: process!.id })).code).toBe(0);
    // The cancelled seat goes to the waiting person, who is seated and will be reminded too.
    expect((await post('/training/cancel-registration', { id: cancelled!.id }, 'partner.admin')).code).toBe(
      0,
    );

    const startsAt = new Date(session.data.startsAt).getTime();
    const at = (hoursBefore: number) => new Date(startsAt - hoursBefore * 3_600_000);
    await remindSessionsTomorrow(ctx.db, at(30));
    expect(await remindersOf(ids['partner.sales']!, approved!.id)).toHaveLength(0);

    await Promise.all([remindSessionsTomorrow(ctx.db, at(20)), remindSessionsTomorrow(ctx.db, at(20))]);
    await remindSessionsTomorrow(ctx.db, at(2));
    const told = await remindersOf(ids['partner.sales']!, approved!.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ no: '2031-05-20 09:00 (Asia/Seoul)', title: code });
    expect(await remindersOf(ids['partner.admin']!, waiting!.id)).toHaveLength(1);
    expect(await remindersOf(ids['partner.mismatch']!, cancelled!.id)).toHaveLength(0);
  });
});
