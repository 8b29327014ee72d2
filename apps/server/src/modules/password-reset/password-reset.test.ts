import { createHash, randomBytes } from 'node:crypto';
import { catalogs, loginPolicy, passwordResetPolicy, translate } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, demoPassword, login } from '../../../test/test-app';
import { auditEntries, mailOutbox, passwordResetTokens, users } from '../../db/schema';
import { hashPassword } from '../identity';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // Each test counts its own mails; the hourly limit must not carry over.
  await ctx.db.delete(mailOutbox);
});

type Lang = 'cn' | 'en' | 'kr';
const newPassword = 'Renewed#2027';

/** `loginType` is any text: the tests send invalid ones too. */
const forgot = (email: string, loginType?: string, lang?: Lang) =>
  call(ctx.app, 'POST', '/login/forgot-password', {
    body: { email, ...(loginType ? { loginType } : {}) },
    ...(lang ? { lang } : {}),
  });
const reset = (token: string, password = newPassword, lang?: Lang) =>
  call(ctx.app, 'POST', '/login/reset-password', { body: { token, password }, ...(lang ? { lang } : {}) });
const attempt = (username: string, password: string, loginType: 'staff' | 'partner' = 'staff') =>
  call(ctx.app, 'POST', '/login/login', { body: { username, password, loginType } });

async function mailsTo(address: string) {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(mailOutbox.id));
}

/** The token of the link in a reset mail. */
function tokenIn(body: string): string {
  const match = body.match(/\/static\/gppclient\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return match[1]!;
}

/** A fresh active user of its own, so tests do not share passwords or limits. */
async function newUser(
  options: { kind?: 'internal' | 'partner'; language?: string; status?: 'active' | 'disabled' } = {},
) {
  const username = `reset.${randomBytes(4).toString('hex')}`;
  const email = `${username}@Example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({
      username,
      displayName: 'Rita Reset',
      email,
      kind: options.kind ?? 'internal',
      companyId: null,
      status: options.status ?? 'active',
      language: options.language ?? null,
      passwordHash: await hashPassword(demoPassword),
    })
    .returning({ id: users.id });
  return { id: row!.id, username, email };
}

describe('login/forgot-password', () => {
  it('writes a reset mail to the outbox, stores only the hash of the token, and logs no token', async () => {
    const user = await newUser();
    const res = await forgot(user.email.toUpperCase());
    expect(res).toMatchObject({ code: 0, data: null });

    const [mail, ...others] = await mailsTo(user.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({
      toAddress: user.email,
      purpose: 'password-reset',
      language: 'en',
      subject: catalogs.en['auth.resetMail.subject'],
      sentAt: null,
    });
    expect(mail!.body).toContain('Rita Reset');
    expect(mail!.body).toContain(user.username);
    expect(mail!.body).toContain(`${passwordResetPolicy.tokenMinutes} minutes`);
    const token = tokenIn(mail!.body);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const stored = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutesLeft = (stored[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(passwordResetPolicy.tokenMinutes - 1);
    expect(minutesLeft).toBeLessThanOrEqual(passwordResetPolicy.tokenMinutes);

    const queued = ctx.logLines.filter((line) => line.includes('mail queued'));
    expect(queued.some((line) => JSON.parse(line).mailId === mail!.id)).toBe(true);
    expect(ctx.logLines.join('\n')).not.toContain(token);

    const [audit] = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, String(user.id))));
    expect(audit).toMatchObject({ action: 'request-password-reset', actorId: null });
  });

  it('answers success and sends nothing for an unknown address, a disabled user or the other login type', async () => {
    const before = (await ctx.db.select().from(mailOutbox)).length;
    const disabled = await newUser({ status: 'disabled' });
    const staff = await newUser();
    for (const [email, loginType] of [
      ['nobody@nowhere.example', 'staff'],
      [disabled.email, 'staff'],
      [staff.email, 'partner'],
      ['disabled@partner-a.example', 'partner'],
    ] as const) {
      expect(await forgot(email, loginType)).toMatchObject({ code: 0, msg: 'success', data: null });
    }
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('mails a partner on the partner login', async () => {
    expect((await forgot('sales@partner-a.example', 'partner')).code).toBe(0);
    const [mail] = await mailsTo('sales@partner-a.example');
    expect(mail!.body).toContain('partner.sales');
  });

  it("writes the mail in the user's language, else in the request's", async () => {
    const korean = await newUser({ language: 'kr' });
    await forgot(korean.email, 'staff', 'cn');
    expect((await mailsTo(korean.email))[0]).toMatchObject({
      language: 'kr',
      subject: catalogs.kr['auth.resetMail.subject'],
    });
    const unset = await newUser();
    await forgot(unset.email, 'staff', 'cn');
    const [mail] = await mailsTo(unset.email);
    expect(mail).toMatchObject({ language: 'cn', subject: catalogs.cn['auth.resetMail.subject'] });
    expect(mail!.body).toContain('分钟');
  });

  it('sends at most five reset mails per address per hour, and still answers success', async () => {
    const user = await newUser();
    for (let i = 0; i < passwordResetPolicy.mailsPerHour + 2; i++)
      expect((await forgot(user.email)).code).toBe(0);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(passwordResetPolicy.mailsPerHour);
    // Only the newest link works.
    const newest = tokenIn(mails[0]!.body);
    expect((await reset(tokenIn(mails[1]!.body))).msg).toBe(catalogs.en['auth.resetTokenInvalid']);
    expect((await reset(newest)).code).toBe(0);
  });

  it('refuses a malformed address with the spec message, in each language', async () => {
    const res = await forgot('not-an-email');
    expect(res).toMatchObject({ code: 100, msg: 'email: Incorrect email address' });
    expect((await forgot('a@b', 'staff', 'cn')).msg).toBe(`email: ${catalogs.cn['validation.email']}`);
    expect((await forgot('x', 'staff', 'kr')).msg).toBe(`email: ${catalogs.kr['validation.email']}`);
    const missing = await call(ctx.app, 'POST', '/login/forgot-password', { body: {} });
    expect(missing.msg).toBe('email is required');
    expect((await forgot('a@b.co', 'robot')).msg).toContain('loginType');
  });
});

describe('login/reset-password', () => {
  async function requestToken(user: { email: string }) {
    await forgot(user.email);
    return tokenIn((await mailsTo(user.email))[0]!.body);
  }

  it('sets the new password, ends every session and refuses a second use of the token', async () => {
    const user = await newUser();
    const session = await login(ctx.app, user.username);
    const token = await requestToken(user);

    const res = await reset(token);
    expect(res).toMatchObject({ code: 0, data: null });
    expect((await attempt(user.username, demoPassword)).msg).toBe(catalogs.en['error.incorrectCredentials']);
    expect((await login(ctx.app, user.username, newPassword)).token).toBeTruthy();
    expect((await call(ctx.app, 'POST', '/login/get-menu', { token: session.token })).code).toBe(6);
    const refresh = await call(ctx.app, 'POST', '/login/refreshToken', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.code).toBe(6);

    const again = await reset(token, 'Another#2028');
    expect(again).toMatchObject({ code: 100, msg: catalogs.en['auth.resetTokenInvalid'] });
    expect((await login(ctx.app, user.username, newPassword)).token).toBeTruthy();

    const audits = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, String(user.id))))
      .orderBy(desc(auditEntries.id));
    expect(audits[0]).toMatchObject({ action: 'reset-password-by-mail', actorId: null });
  });

  it('refuses an expired token', async () => {
    const user = await newUser();
    const token = await requestToken(user);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect(await reset(token)).toMatchObject({ code: 100, msg: catalogs.en['auth.resetTokenInvalid'] });
    expect((await login(ctx.app, user.username, demoPassword)).token).toBeTruthy();
  });

  it('refuses an unknown token and the token of a user disabled since, in each language', async () => {
    expect((await reset(randomBytes(32).toString('base64url'))).msg).toBe(
      catalogs.en['auth.resetTokenInvalid'],
    );
    expect((await reset('x', newPassword, 'cn')).msg).toBe(catalogs.cn['auth.resetTokenInvalid']);
    expect((await reset('x', newPassword, 'kr')).msg).toBe(catalogs.kr['auth.resetTokenInvalid']);

    const user = await newUser();
    const token = await requestToken(user);
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await reset(token)).msg).toBe(catalogs.en['auth.resetTokenInvalid']);
  });

  it('refuses a weak password and keeps the token usable', async () => {
    const user = await newUser();
    const token = await requestToken(user);
    const weak = await reset(token, 'weakpass');
    expect(weak).toMatchObject({ code: 100, msg: `password: ${catalogs.en['validation.password']}` });
    const missing = await call(ctx.app, 'POST', '/login/reset-password', { body: { password: newPassword } });
    expect(missing.msg).toBe('token is required');
    expect((await reset(token)).code).toBe(0);
  });

  it('clears the lock-out of the username', async () => {
    const user = await newUser();
    for (let i = 0; i < loginPolicy.accountFailures; i++) await attempt(user.username, 'Wrong@2026');
    expect((await attempt(user.username, demoPassword)).msg).toBe(
      translate('en', 'error.accountLocked', { minutes: loginPolicy.lockMinutes }),
    );
    expect((await reset(await requestToken(user))).code).toBe(0);
    expect((await login(ctx.app, user.username, newPassword)).token).toBeTruthy();
  });

  it('lets a partner reset and sign in on the partner login', async () => {
    await forgot('mismatch@partner-a.example', 'partner');
    const [mail] = await mailsTo('mismatch@partner-a.example');
    expect((await reset(tokenIn(mail!.body))).code).toBe(0);
    // The account rules still apply after the password matched.
    expect((await attempt('partner.mismatch', newPassword, 'partner')).msg).toBe(
      catalogs.en['error.companyTypeMismatch'],
    );
  });
});
