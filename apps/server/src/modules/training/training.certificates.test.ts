import { randomBytes } from 'node:crypto';
import type {
  CertificateVerification,
  CompanyCertifications,
  Course,
  Registration,
  TrainingSession,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { notices, trainingCertificates, trainingRegistrations, users } from '../../db/schema';
import { noticeExpiringCertificates } from './training.certificates.expiry';

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
const verify = (code: string, lang: 'cn' | 'en' | 'kr' = 'en') =>
  call<CertificateVerification>(ctx.app, 'GET', '/training/verify-certificate', { query: { code }, lang });

/** A course valid `validityMonths`, a session of it, and `people` registered and marked present. */
async function attendedSession(people: string[], validityMonths = 24) {
  const code = unique('C');
  const course = await post<Course>('save-course', {
    code,
    nameCn: `证书课程 ${code}`,
    nameEn: `Certificate course ${code}`,
    nameKr: `수료 과정 ${code}`,
    productLineCode: 'CNC',
    level: 'basic',
    durationHours: 4,
    validityMonths,
  });
  expect(course.code, course.msg).toBe(0);
  const session = await post<TrainingSession>('save-session', {
    courseId: course.data.id,
    startsLocal: '2030-03-10T09:00',
    endsLocal: '2030-03-10T17:00',
    deadlineLocal: '2030-03-01T18:00',
    timeZone: 'Asia/Seoul',
    place: 'Seoul room A',
    trainer: 'Kim',
    capacity: 10,
  });
  expect(session.code, session.msg).toBe(0);
  const registrations: Registration[] = [];
  for (const person of people) {
    const byAdmin = person !== 'partner.b';
    const registered = await post<Registration[]>(
      'register',
      { sessionId: session.data.id, ...(byAdmin ? { userIds: [ids[person]!] } : {}) },
      byAdmin ? 'partner.admin' : 'partner.b',
    );
    expect(registered.code, registered.msg).toBe(0);
    const marked = await post<Registration>('mark-attended', { id: registered.data[0]!.id });
    expect(marked.code, marked.msg).toBe(0);
    registrations.push(marked.data);
  }
  return { course: course.data, session: session.data, registrations };
}

async function codeOf(registrationId: number) {
  const [row] = await ctx.db
    .select({ code: trainingCertificates.code })
    .from(trainingCertificates)
    .where(eq(trainingCertificates.registrationId, registrationId));
  return row?.code;
}

describe('results', () => {
  it('records a pass with a score, which issues a certificate expiring after the course validity', async () => {
    const { course, registrations } = await attendedSession(['partner.sales'], 12);
    const registration = registrations[0]!;
    expect(registration.actions).toContain('recordResult');
    const passed = await post<Registration>('record-result', {
      id: registration.id,
      rowVersion: registration.rowVersion,
      result: 'pass',
      score: 91,
    });
    expect(passed.code, passed.msg).toBe(0);
    expect(passed.data.result).toBe('pass');
    expect(passed.data.score).toBe(91);
    expect(passed.data.actions).not.toContain('recordResult');
    expect(passed.data.certificate).toMatchObject({
      status: 'valid',
      issuedOn: '2030-03-10',
      expiresOn: '2031-03-10',
      actions: ['revoke'],
    });
    const code = await codeOf(registration.id);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const verified = await verify(code!);
    expect(verified.code, verified.msg).toBe(0);
    expect(verified.data).toEqual({
      personName: registration.personName,
      companyName: expect.objectContaining({ cn: expect.any(String) }),
      courseName: { cn: course.nameCn, en: course.nameEn, kr: course.nameKr },
      issuedOn: '2030-03-10',
      expiresOn: '2031-03-10',
      status: 'valid',
      revokedOn: null,
    });
  });

  it('records a fail without a certificate, and a result only once', async () => {
    const { registrations } = await attendedSession(['partner.sales']);
    const failed = await post<Registration>('record-result', { id: registrations[0]!.id, result: 'fail' });
    expect(failed.code, failed.msg).toBe(0);
    expect(failed.data.result).toBe('fail');
    expect(failed.data.score).toBeNull();
    expect(failed.data.certificate).toBeNull();
    const again = await post<Registration>(
      'record-result',
      { id: registrations[0]!.id, result: 'pass' },
      'channel',
      'kr',
    );
    expect(again.code).toBe(100);
    expect(again.msg).toBe(
      translate('kr', 'training.error.resultRecorded', { person: registrations[0]!.personName }),
    );
    expect(await codeOf(registrations[0]!.id)).toBeUndefined();
  });

  it('refuses a result before attendance, a score out of range, and a partner recording one', async () => {
    const code = unique('C');
    const course = await post<Course>('save-course', {
      code,
      nameCn: code,
      nameEn: code,
      nameKr: code,
      level: 'basic',
      durationHours: 1,
    });
    expect(course.data.validityMonths).toBe(24);
    const session = await post<TrainingSession>('save-session', {
      courseId: course.data.id,
      startsLocal: '2030-04-10T09:00',
      endsLocal: '2030-04-10T17:00',
      deadlineLocal: '2030-04-01T18:00',
      timeZone: 'UTC',
      place: 'Room',
      trainer: 'Kim',
      capacity: 3,
    });
    const [seated] = (
      await post<Registration[]>(
        'register',
        { sessionId: session.data.id, userIds: [ids['partner.sales']!] },
        'partner.admin',
      )
    ).data;
    const early = await post('record-result', { id: seated!.id, result: 'pass' }, 'channel', 'en');
    expect(early.code).toBe(100);
    expect(early.msg).toBe(
      translate('en', 'training.error.illegalMove', { status: translate('en', 'training.status.seated') }),
    );
    await post('mark-attended', { id: seated!.id });
    const outOfRange = await post('record-result', { id: seated!.id, result: 'pass', score: 101 });
    expect(outOfRange.code).toBe(100);
    expect(JSON.stringify(outOfRange.data)).toContain('score');
    const byPartner = await post('record-result', { id: seated!.id, result: 'pass' }, 'partner.admin');
    expect(byPartner.code).not.toBe(0);
    const [row] = await ctx.db
      .select({ result: trainingRegistrations.result })
      .from(trainingRegistrations)
      .where(eq(trainingRegistrations.id, seated!.id));
    expect(row!.result).toBeNull();
    expect(await codeOf(seated!.id)).toBeUndefined();
  });

  it('refuses a course validity out of range', async () => {
    const result = await post('save-course', {
      code: unique('C'),
      nameCn: 'x',
      nameEn: 'x',
      nameKr: 'x',
      level: 'basic',
      durationHours: 1,
      validityMonths: 0,
    });
    expect(result.code).toBe(100);
    expect(JSON.stringify(result.data)).toContain('validityMonths');
  });
});

describe('verification', () => {
  it('answers an unknown and a malformed code alike: not found, in the reader’s language', async () => {
    const unknown = await verify(randomBytes(16).toString('hex'), 'cn');
    const shapes = ['abc', '', 'ZZ'.repeat(16), `${'0'.repeat(32)}'--`, 'x'.repeat(5000), 'a\u0000b'];
    expect(unknown.code).toBe(100);
    expect(unknown.msg).toBe(translate('cn', 'certificate.notFound'));
    for (const shape of shapes) {
      const malformed = await verify(shape, 'cn');
      expect({ code: malformed.code, msg: malformed.msg, data: malformed.data }).toEqual({
        code: unknown.code,
        msg: unknown.msg,
        data: unknown.data,
      });
    }
    const missing = await call(ctx.app, 'GET', '/training/verify-certificate', { lang: 'cn' });
    expect(missing.msg).toBe(unknown.msg);
  });

  it('says expired after the expiry date and revoked after a revocation, with the stored fields', async () => {
    const { registrations } = await attendedSession(['partner.sales', 'partner.admin']);
    const [first, second] = registrations;
    for (const r of registrations) await post('record-result', { id: r.id, result: 'pass' });
    const expiredCode = (await codeOf(first!.id))!;
    await ctx.db
      .update(trainingCertificates)
      .set({ issuedOn: '2020-01-01', expiresOn: '2021-01-01' })
      .where(eq(trainingCertificates.code, expiredCode));
    const expired = await verify(expiredCode);
    expect(expired.data.status).toBe('expired');
    expect(expired.data.expiresOn).toBe('2021-01-01');

    const revokedCode = (await codeOf(second!.id))!;
    const [cert] = await ctx.db
      .select({ id: trainingCertificates.id })
      .from(trainingCertificates)
      .where(eq(trainingCertificates.code, revokedCode));
    const noReason = await post('revoke-certificate', { id: cert!.id, reason: '  ' });
    expect(noReason.code).toBe(100);
    const byPartner = await post('revoke-certificate', { id: cert!.id, reason: 'x' }, 'partner.admin');
    expect(byPartner.code).not.toBe(0);
    expect((await verify(revokedCode)).data.status).toBe('valid');
    const revoked = await post<Registration>('revoke-certificate', {
      id: cert!.id,
      reason: 'Test not taken',
    });
    expect(revoked.code, revoked.msg).toBe(0);
    expect(revoked.data.certificate).toMatchObject({
      status: 'revoked',
      revokedReason: 'Test not taken',
      actions: [],
    });
    const shown = await verify(revokedCode);
    expect(shown.data.status).toBe('revoked');
    expect(shown.data.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The public answer holds the certificate's fields and nothing more (no ids, no reason).
    expect(Object.keys(shown.data).sort()).toEqual(
      ['companyName', 'courseName', 'expiresOn', 'issuedOn', 'personName', 'revokedOn', 'status'].sort(),
    );
    expect(JSON.stringify(shown.data)).not.toContain('Test not taken');
    const twice = await post('revoke-certificate', { id: cert!.id, reason: 'again' }, 'channel', 'en');
    expect(twice.code).toBe(100);
    expect(twice.msg).toBe(
      translate('en', 'certificate.error.illegalMove', {
        status: translate('en', 'certificate.status.revoked'),
      }),
    );
  });

  it('shows the fields as issued: renaming the person or the course later changes nothing a PDF must match', async () => {
    const { registrations, course } = await attendedSession(['partner.sales']);
    await post('record-result', { id: registrations[0]!.id, result: 'pass' });
    const code = (await codeOf(registrations[0]!.id))!;
    const before = await verify(code);
    await post('save-course', { ...course, nameEn: 'Renamed afterwards', rowVersion: course.rowVersion });
    const after = await verify(code);
    expect(after.data).toEqual(before.data);
    expect(after.data.courseName.en).toBe(course.nameEn);
    // A tampered PDF (another name, a later expiry) does not match what the page shows.
    expect(after.data.personName).toBe(registrations[0]!.personName);
    expect(after.data.expiresOn).toBe('2032-03-10');
  });
});

describe('downloads and partner scoping', () => {
  it('lets the person, its administrator and staff download the PDF; another company never', async () => {
    const { registrations } = await attendedSession(['partner.sales', 'partner.b']);
    const [own, other] = registrations;
    for (const r of registrations) await post('record-result', { id: r.id, result: 'pass' });
    const certificateOf = async (id: number) =>
      (
        await post<{ list: Registration[] }>('page-registrations', {
          sessionId: own!.sessionId,
          pageNum: 1,
          pageSize: 100,
        })
      ).data.list.find((r) => r.id === id)!.certificate!.id;
    const ownCertificate = await certificateOf(own!.id);
    const otherCertificate = await certificateOf(other!.id);
    const download = (id: number, user: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/training/download-certificate?id=${id}`,
        headers: { authorization: `Bearer ${tokens[user]!}` },
      });
    for (const user of ['partner.sales', 'partner.admin', 'channel']) {
      const pdf = await download(ownCertificate, user);
      expect(pdf.statusCode, user).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const user of ['partner.sales', 'partner.admin']) {
      const refused = await download(otherCertificate, user);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.json<{ code: number }>().code).toBe(100);
    }
    expect((await download(ownCertificate, 'partner.b')).json<{ code: number }>().code).toBe(100);

    // A partner's list never holds another company's registrations, results or certificates.
    for (const user of ['partner.admin', 'partner.sales', 'partner.b']) {
      const page = await post<{ list: Registration[] }>(
        'page-registrations',
        { pageNum: 1, pageSize: 100 },
        user,
      );
      const companyId = user === 'partner.b' ? other!.companyId : own!.companyId;
      expect(page.data.list.every((r) => r.companyId === companyId)).toBe(true);
      if (user === 'partner.sales')
        expect(page.data.list.every((r) => r.userId === ids['partner.sales'])).toBe(true);
    }
    // A partner records no result and revokes nothing, even of its own.
    const byPartner = await post('record-result', { id: own!.id, result: 'fail' }, 'partner.admin');
    expect(byPartner.code).not.toBe(0);
  });

  it('shows a company’s certified people by product line to staff, never to partners', async () => {
    const { registrations } = await attendedSession(['partner.admin']);
    await post('record-result', { id: registrations[0]!.id, result: 'pass' });
    const companyId = registrations[0]!.companyId;
    const staff = await call<CompanyCertifications>(ctx.app, 'GET', '/training/company-certificates', {
      token: tokens['channel']!,
      query: { companyId: String(companyId) },
    });
    expect(staff.code, staff.msg).toBe(0);
    const cnc = staff.data.find((g) => g.productLineCode === 'CNC');
    expect(cnc?.people.map((p) => p.userId)).toContain(ids['partner.admin']);
    // Revoked and expired certificates do not count (the demo's revoked one is of company B).
    const all = staff.data.flatMap((g) => g.people);
    expect(all.every((p) => p.expiresOn >= new Date().toISOString().slice(0, 10))).toBe(true);
    for (const user of ['partner.admin', 'partner.b']) {
      const partner = await call(ctx.app, 'GET', '/training/company-certificates', {
        token: tokens[user]!,
        query: { companyId: String(companyId) },
      });
      expect(partner.code, user).not.toBe(0);
    }
  });
});

describe('the expiry notice', () => {
  it('tells the holder once, 30 days before the expiry', async () => {
    const { registrations } = await attendedSession(['partner.sales']);
    await post('record-result', { id: registrations[0]!.id, result: 'pass' });
    const code = (await codeOf(registrations[0]!.id))!;
    const now = new Date();
    const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    await ctx.db
      .update(trainingCertificates)
      .set({ issuedOn: inDays(-300), expiresOn: inDays(40) })
      .where(eq(trainingCertificates.code, code));
    const noticesOf = () =>
      ctx.db
        .select({ id: notices.id })
        .from(notices)
        .where(
          and(
            eq(notices.kind, 'certificateExpiring'),
            eq(notices.subjectId, registrations[0]!.id),
            eq(notices.userId, ids['partner.sales']!),
          ),
        );
    await noticeExpiringCertificates(ctx.db, now);
    expect(await noticesOf()).toHaveLength(0);
    await ctx.db
      .update(trainingCertificates)
      .set({ expiresOn: inDays(29) })
      .where(eq(trainingCertificates.code, code));
    await noticeExpiringCertificates(ctx.db, now);
    await noticeExpiringCertificates(ctx.db, now);
    expect(await noticesOf()).toHaveLength(1);
  });
});

describe('demo certificates', () => {
  it('hold a valid one, one expiring within 30 days, an expired one and a revoked one', async () => {
    const rows = await ctx.db.select({ code: trainingCertificates.code }).from(trainingCertificates);
    const statuses = new Map<string, number>();
    let expiringSoon = 0;
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    for (const { code } of rows) {
      const answer = (await verify(code)).data;
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 'valid' && answer.expiresOn <= soon) expiringSoon += 1;
    }
    expect(statuses.get('valid')).toBeGreaterThan(0);
    expect(statuses.get('expired')).toBeGreaterThan(0);
    expect(statuses.get('revoked')).toBeGreaterThan(0);
    expect(expiringSoon).toBeGreaterThan(0);
  });
});
