/**
 * Notices: written in the transaction of each event (a step waiting, a decision, a clue assigned), only
 * to their recipients (a partner never hears of another company's subject), read and marked read by
 * their reader, pushed live to a stream opened on ANOTHER app instance of the same database, and mailed
 * through a real SMTP server in the reader's language when the reader chose the kind by e-mail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type {
  EquipmentModel,
  MailPreferences,
  Notice,
  Page,
  ReportInfo,
  UnreadCount,
} from '@portal/contract';
import { translate, unreadCountSchema } from '@portal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { submittedReportBody } from '../../../test/report-fixtures';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { buildApp } from '../../app';
import type { App } from '../../app';
import { createDatabase } from '../../db/database';
import { companies, mailOutbox, notices, users } from '../../db/schema';
import { noticeMailJob } from './notifications.mailer';
import { mailAttemptLimit } from './notifications.repository';

function portOf(address: AddressInfo | string | null): number {
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

interface Received {
  to: string;
  subject: string;
  text: string;
}
const received: Received[] = [];
/** Bounce addresses the server takes after all (a mailbox created since). */
const accepting = new Set<string>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo(address, _session, done) {
    const refused = address.address.startsWith('bounce') && !accepting.has(address.address);
    done(refused ? new Error('550 no such mailbox') : undefined);
  },
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received.push({ to: to?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' });
        done();
      })
      .catch((error: Error) => done(error));
  },
});

let ctx: TestContext;
let second: { app: App; close: () => Promise<void> };
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const companyIds: Record<string, number> = {};
let models: EquipmentModel[] = [];
const reports = '/businesOpptReporting';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = portOf(smtp.server.address());
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  // A second server process on the same database (no SMTP: it only serves streams here).
  const database = createDatabase(ctx.config.databaseUrl!, 2);
  const app = await buildApp({
    config: { ...ctx.config, smtp: { ...ctx.config.smtp, url: undefined } },
    db: database.db,
    logger: pino({ level: 'silent' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  second = {
    app,
    close: async () => {
      await app.close();
      await database.pool.end();
    },
  };
  for (const user of ['admin', 'channel', 'sales', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
  for (const user of ['partner.sales', 'partner.b'])
    await call(ctx.app, 'POST', `${reports}/confirm-agreement`, { token: tokens[user] });
  models = (
    await call<EquipmentModel[]>(ctx.app, 'POST', `${reports}/get-equipment-model-list`, {
      token: tokens['partner.sales'],
      body: { productLineCode: 'CNC' },
    })
  ).data;
  await ctx.db.delete(notices);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function submitReport(user = 'partner.sales'): Promise<ReportInfo> {
  const saved = await call<ReportInfo>(ctx.app, 'POST', `${reports}/save`, {
    token: tokens[user],
    body: submittedReportBody(ids[user]!, models[0]!.id),
  });
  expect(saved.code, saved.msg).toBe(0);
  return saved.data;
}

const ofSubject = (kind: 'opportunityReport' | 'clue', id: number) =>
  ctx.db
    .select()
    .from(notices)
    .where(and(eq(notices.subjectKind, kind), eq(notices.subjectId, id)));
const noticesOf = async (user: string) => ctx.db.select().from(notices).where(eq(notices.userId, ids[user]!));
const page = (user: string, body: object = {}) =>
  call<Page<Notice>>(ctx.app, 'POST', '/notice/page', {
    token: tokens[user],
    body: { pageSize: 50, ...body },
  });
const unread = async (user: string) =>
  (await call<UnreadCount>(ctx.app, 'GET', '/notice/unread-count', { token: tokens[user] })).data.unread;

describe('notices of the events', () => {
  it('tells the reviewers a step waits, and the partner the decision with its comment', async () => {
    const report = await submitReport();
    const reviewers = await ofSubject('opportunityReport', report.id);
    expect(reviewers.length).toBeGreaterThan(0);
    expect(
      reviewers.every((row) => row.kind === 'taskWaiting' && row.subjectKind === 'opportunityReport'),
    ).toBe(true);
    expect(reviewers.map((row) => row.userId)).toContain(ids['channel']);
    expect(reviewers[0]!.params).toMatchObject({ no: report.reportNo });
    // No partner hears of a step waiting; the submitter's own company neither.
    expect(reviewers.map((row) => row.userId)).not.toContain(ids['partner.sales']);

    const approved = await call(ctx.app, 'POST', `${reports}/approve-opptReporting`, {
      token: tokens['channel'],
      body: { id: report.id, comment: 'Complete' },
    });
    expect(approved.code, approved.msg).toBe(0);
    const mine = (await ofSubject('opportunityReport', report.id)).filter(
      (row) => row.kind !== 'taskWaiting',
    );
    expect(mine).toMatchObject([
      {
        userId: ids['partner.sales'],
        kind: 'approved',
        params: { no: report.reportNo, comment: 'Complete' },
        readAt: null,
      },
    ]);

    const other = await submitReport();
    const rejected = await call(ctx.app, 'POST', `${reports}/reject-opptReporting`, {
      token: tokens['channel'],
      body: { id: other.id, reason: 'Budget missing' },
    });
    expect(rejected.code, rejected.msg).toBe(0);
    const told = (await ofSubject('opportunityReport', other.id)).find((row) => row.kind === 'rejected');
    expect(told).toMatchObject({
      userId: ids['partner.sales'],
      params: { no: other.reportNo, comment: 'Budget missing' },
    });
    // The other company's partner heard of none of it.
    expect(await noticesOf('partner.b')).toEqual([]);
  });

  it('tells the users of the company a clue was assigned to, and no other company', async () => {
    const saved = await call<{ id: number; clueNo: string }>(ctx.app, 'POST', '/clue/save-clue', {
      token: tokens['admin'],
      body: {
        customerName: `Customer ${randomBytes(3).toString('hex')}`,
        contactName: 'Li Lei',
        contactPhone: '021-61234567',
        source: 'campaign',
        productLineCode: 'ROBOT',
        region: 'CN',
      },
    });
    expect(saved.code, saved.msg).toBe(0);
    const res = await call(ctx.app, 'POST', '/clue/assign-clue', {
      token: tokens['admin'],
      body: { ids: [saved.data.id], companyId: companyIds['P-A001'] },
    });
    expect(res.code, res.msg).toBe(0);
    const told = await ofSubject('clue', saved.data.id);
    expect(told.map((row) => row.userId)).toContain(ids['partner.sales']);
    const recipients = await ctx.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(
        inArray(
          users.id,
          told.map((row) => row.userId),
        ),
      );
    expect(recipients.every((user) => user.companyId === companyIds['P-A001'])).toBe(true);
    expect(told[0]).toMatchObject({ kind: 'clueAssigned', params: { no: saved.data.clueNo } });
  });
});

describe('reading notices', () => {
  it('pages the reader own notices, counts and marks them read', async () => {
    const count = await unread('partner.sales');
    expect(count).toBeGreaterThanOrEqual(3);
    const all = await page('partner.sales');
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(count);
    const first = all.data.list[0]!;
    // Another user cannot mark it read.
    const foreign = await call(ctx.app, 'POST', '/notice/mark-read', {
      token: tokens['partner.b'],
      body: { id: first.id },
    });
    expect(foreign.msg).toBe(translate('en', 'error.recordNotFound'));
    const marked = await call<UnreadCount>(ctx.app, 'POST', '/notice/mark-read', {
      token: tokens['partner.sales'],
      body: { id: first.id },
    });
    expect(marked.data.unread).toBe(count - 1);
    // Unread first: the read one goes last; filtered, it is the only read one.
    const ordered = (await page('partner.sales')).data.list;
    expect(ordered.at(-1)!.id).toBe(first.id);
    expect((await page('partner.sales', { read: 'read' })).data.list.map((n) => n.id)).toEqual([first.id]);
    expect((await page('partner.sales', { read: 'unread' })).data.total).toBe(count - 1);
    const newest = (await page('partner.sales', { order: 'newest' })).data.list.map((n) => n.createdAt);
    expect([...newest].sort().reverse()).toEqual(newest);
    const none = await call<UnreadCount>(ctx.app, 'POST', '/notice/mark-all-read', {
      token: tokens['partner.sales'],
    });
    expect(none.data.unread).toBe(0);
    expect((await page('partner.b')).data.total).toBe(0);
  });

  it('refuses the list without a token', async () => {
    expect((await call(ctx.app, 'POST', '/notice/page', { body: {} })).code).toBe(6);
  });
});

/** Opens the stream on the second app; answers the `count` events as they arrive. */
async function openStream(ticket: string) {
  const port = portOf(second.app.server.address());
  const counts: number[] = [];
  let status = 0;
  let buffer = '';
  const request = http.get(`http://127.0.0.1:${port}/api/notice/stream?ticket=${encodeURIComponent(ticket)}`);
  await new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (const match of buffer.matchAll(/event: count\ndata: (\{[^\n]*\})\n\n/g))
          counts.push(unreadCountSchema.parse(JSON.parse(match[1]!)).unread);
        buffer = buffer.replace(/[\s\S]*\n\n/, '');
      });
      resolve();
    });
    request.on('error', reject);
  });
  return { counts, status: () => status, close: () => request.destroy() };
}

async function until(check: () => boolean, ms = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the notice stream', () => {
  it('pushes the count to a stream on another server process when a notice is written', async () => {
    const ticket = await call<{ ticket: string }>(ctx.app, 'POST', '/notice/stream-ticket', {
      token: tokens['partner.sales'],
    });
    expect(ticket.code, ticket.msg).toBe(0);
    const before = await unread('partner.sales');
    const stream = await openStream(ticket.data.ticket);
    try {
      expect(stream.status()).toBe(200);
      await until(() => stream.counts.length > 0);
      expect(stream.counts[0]).toBe(before);
      // The first app writes (the partner's report approved); the second process pushes.
      await submitReport().then((report) =>
        call(ctx.app, 'POST', `${reports}/approve-opptReporting`, {
          token: tokens['channel'],
          body: { id: report.id },
        }),
      );
      await until(() => stream.counts.at(-1) === before + 1);
    } finally {
      stream.close();
    }
  });

  it('refuses a forged or missing ticket', async () => {
    const forged = await second.app.inject({
      method: 'GET',
      url: `/api/notice/stream?ticket=${ids['admin']}.9999999999.abc`,
    });
    expect(forged.statusCode).toBe(401);
    expect((await second.app.inject({ method: 'GET', url: '/api/notice/stream' })).statusCode).toBe(401);
  });

  it('keeps the ticket out of the request log', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/notice/stream?ticket=secret-ticket-value' });
    expect(ctx.logLines.join('\n')).not.toContain('secret-ticket-value');
  });
});

describe('notices by e-mail', () => {
  it('saves the choices and mails a chosen notice in the reader language through SMTP', async () => {
    await ctx.db
      .update(users)
      .set({ language: 'kr', email: 'partner.sales@example.com' })
      .where(eq(users.id, ids['partner.sales']!));
    const saved = await call<MailPreferences>(ctx.app, 'POST', '/notice/save-mail-preferences', {
      token: tokens['partner.sales'],
      body: { kinds: ['approved', 'rejected'] },
    });
    expect(saved.data).toEqual({ kinds: ['approved', 'rejected'], hasEmail: true });
    const read = await call<MailPreferences>(ctx.app, 'GET', '/notice/get-mail-preferences', {
      token: tokens['partner.sales'],
    });
    expect(read.data).toEqual(saved.data);

    const report = await submitReport();
    await call(ctx.app, 'POST', `${reports}/reject-opptReporting`, {
      token: tokens['channel'],
      body: { id: report.id, reason: '예산 누락' },
    });
    await until(() => received.some((mail) => mail.text.includes(report.reportNo)));
    const mail = received.find((m) => m.text.includes(report.reportNo))!;
    expect(mail.to).toBe('partner.sales@example.com');
    const text = translate('kr', 'notice.text.rejected', {
      subject: translate('kr', 'notice.subject.opportunityReport'),
      no: report.reportNo,
    });
    expect(mail.subject).toBe(translate('kr', 'notice.mail.subject', { text }));
    expect(mail.text).toContain(translate('kr', 'notice.comment', { comment: '예산 누락' }));
    const rejectedNotice = async () =>
      (await ofSubject('opportunityReport', report.id)).find((row) => row.kind === 'rejected')!;
    let stored = await rejectedNotice();
    for (let i = 0; i < 100 && stored.mailStatus !== 'sent'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await rejectedNotice();
    }
    expect(stored).toMatchObject({ mailStatus: 'sent', mailError: null });
    const [outbox] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored!.mailId!));
    expect(outbox).toMatchObject({
      language: 'kr',
      purpose: 'notice',
      toAddress: 'partner.sales@example.com',
    });
    expect(outbox!.sentAt).not.toBeNull();
    // The step waiting (not chosen) sent no mail.
    expect(received.filter((m) => m.to === 'partner.sales@example.com')).toHaveLength(1);
  });

  it('records a mail the SMTP server refuses as failed, with the error', async () => {
    await ctx.db.update(users).set({ email: 'bounce@example.com' }).where(eq(users.id, ids['channel']!));
    const saved = await call(ctx.app, 'POST', '/notice/save-mail-preferences', {
      token: tokens['channel'],
      body: { kinds: ['taskWaiting'] },
    });
    expect(saved.code, saved.msg).toBe(0);
    const report = await submitReport();
    const waiting = async () =>
      (await ofSubject('opportunityReport', report.id)).find((row) => row.userId === ids['channel'])!;
    let stored = await waiting();
    expect(stored.mailStatus).not.toBeNull();
    for (let i = 0; i < 100 && stored.mailStatus !== 'failed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await waiting();
    }
    expect(stored.mailStatus).toBe('failed');
    expect(stored.mailError).toContain('no such mailbox');
    // Only the user who chose the kind got a mail: the other reviewers' notices have none.
    const others = (await ofSubject('opportunityReport', report.id)).filter(
      (row) => row.userId !== ids['channel'],
    );
    expect(others.every((row) => row.mailId === null)).toBe(true);
  });
  it('tries a failed mail again, later each time, sends it once the server takes it, and gives up at the limit', async () => {
    const [failed] = await ctx.db.select().from(notices).where(eq(notices.mailStatus, 'failed'));
    expect(failed).toMatchObject({ mailAttempts: 1, userId: ids['channel'] });
    const at = (minutes: number) => new Date(failed!.mailTriedAt!.getTime() + minutes * 60_000);
    const run = (now: Date) =>
      noticeMailJob.run({ db: ctx.db, now, config: ctx.config, logger: pino({ level: 'silent' }) });
    const stored = async () => (await ctx.db.select().from(notices).where(eq(notices.id, failed!.id)))[0]!;

    expect(await run(at(4))).toEqual({ offered: 0 });
    expect(await run(at(6))).toEqual({ offered: 1 });
    expect(await stored()).toMatchObject({ mailStatus: 'failed', mailAttempts: 2 });
    // The next wait is four times the first: 20 minutes after the second attempt.
    expect(await run(at(6 + 19))).toEqual({ offered: 0 });
    accepting.add('bounce@example.com');
    expect(await run(at(6 + 21))).toEqual({ offered: 1 });
    expect(await stored()).toMatchObject({ mailStatus: 'sent', mailAttempts: 3, mailError: null });
    expect(received.filter((mail) => mail.to === 'bounce@example.com')).toHaveLength(1);

    await ctx.db
      .update(notices)
      .set({ mailStatus: 'failed', mailAttempts: mailAttemptLimit })
      .where(eq(notices.id, failed!.id));
    expect(await run(at(6 + 21 + 400))).toEqual({ offered: 0 });
  });

  it('sends a queued mail whose NOTIFY no server process heard, a minute later', async () => {
    const [sent] = await ctx.db
      .select()
      .from(notices)
      .where(and(eq(notices.mailStatus, 'sent'), eq(notices.userId, ids['partner.sales']!)));
    // As if the process that wrote it stopped before its NOTIFY reached any listener.
    await ctx.db.update(notices).set({ mailStatus: 'queued' }).where(eq(notices.id, sent!.id));
    const before = received.length;
    const run = (now: Date) =>
      noticeMailJob.run({ db: ctx.db, now, config: ctx.config, logger: pino({ level: 'silent' }) });
    expect(await run(new Date(sent!.createdAt.getTime() + 30_000))).toEqual({ offered: 0 });
    expect(await run(new Date(sent!.createdAt.getTime() + 90_000))).toEqual({ offered: 1 });
    expect(received.length).toBe(before + 1);
    expect((await ctx.db.select().from(notices).where(eq(notices.id, sent!.id)))[0]).toMatchObject({
      mailStatus: 'sent',
    });
  });
});
