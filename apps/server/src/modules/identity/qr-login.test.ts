/**
 * QR sign-in with the portal's own confirmation (docs/sign-in.md): a request bound to the asking browser's
 * cookie, confirmed or refused on a signed-in phone, used once for a fresh session; every account rule of
 * password sign-in applies; expired, reused and foreign requests and the relay attack are refused.
 */
import { translate } from '@portal/contract';
import { parseSetCookie } from 'cookie';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { loginSessions, qrLoginRequests, users } from '../../db/schema';

let ctx: TestContext;
let staffPhone: string;
let partnerPhone: string;
beforeAll(async () => {
  ctx = await createTestApp({ QR_LOGIN_TTL: '60' });
  staffPhone = await tokenOf(ctx.app, 'sales');
  partnerPhone = await tokenOf(ctx.app, 'partner.sales');
});
afterAll(() => ctx.close());

const desktopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Browser {
  cookie: string;
}

/** A sign-in page asks for a code; answers its data and the browser's cookie. */
async function start(loginType: 'staff' | 'partner', browser?: Browser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/qr/start',
    headers: { 'user-agent': desktopAgent, ...(browser ? { cookie: browser.cookie } : {}) },
    payload: { loginType },
  });
  const body = response.json<{ code: number; data: { id: string; link: string; number: string } }>();
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { ...body.data, code: body.code, setCookie, browser: { cookie: setCookie.split(';')[0]! } };
}

const status = (id: string, browser: Browser | null, lang?: 'cn' | 'en' | 'kr') =>
  call<{ status: string; message: string | null }>(ctx.app, 'GET', '/login/qr/status', {
    query: { id },
    headers: browser ? { cookie: browser.cookie } : {},
    ...(lang ? { lang } : {}),
  });
const finish = (id: string, browser: Browser | null, lang?: 'cn' | 'en' | 'kr') =>
  call<{ token: string; refreshToken: string }>(ctx.app, 'POST', '/login/qr/finish', {
    body: { id },
    headers: browser ? { cookie: browser.cookie } : {},
    ...(lang ? { lang } : {}),
  });
const describeOnPhone = (id: string, token: string, lang?: 'cn' | 'en' | 'kr') =>
  call<{ number: string; device: string; place: string; loginType: string }>(
    ctx.app,
    'GET',
    '/login/qr/request',
    { token, query: { id }, ...(lang ? { lang } : {}) },
  );
const decide = (id: string, token: string, confirm: boolean, lang?: 'cn' | 'en' | 'kr') =>
  call<{ status: string }>(ctx.app, 'POST', '/login/qr/decide', {
    token,
    body: { id, confirm },
    ...(lang ? { lang } : {}),
  });
const whoAmI = (token: string) =>
  call<{ username: string }>(ctx.app, 'POST', '/login/get-login-user', { token });

async function sessionsOf(username: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return ctx.db.select().from(loginSessions).where(eq(loginSessions.userId, user!.id));
}

describe('QR sign-in confirmed on the phone', () => {
  it('binds the request to the browser by an HttpOnly cookie and carries no token', async () => {
    const asked = await start('staff');
    expect(asked.code).toBe(0);
    // Its attributes in any order (RFC 6265 gives them none).
    expect(parseSetCookie(asked.setCookie)).toMatchObject({
      name: 'portal_qr',
      value: expect.stringMatching(/^[\w-]{43}$/),
      path: '/api/login/qr',
      maxAge: expect.any(Number),
      httpOnly: true,
      sameSite: 'strict',
    });
    expect(asked.link).toBe(`/qr-confirm?id=${asked.id}`);
    expect(asked.number).toMatch(/^\d{2}$/);
    const row = (await ctx.db.select().from(qrLoginRequests).where(eq(qrLoginRequests.id, asked.id)))[0]!;
    // Only the cookie's digest is stored; the expiry is the configured one.
    expect(row.browserKeyHash).not.toContain(asked.browser.cookie.split('=')[1]);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(55_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61_000);
    expect((await status(asked.id, asked.browser)).data).toEqual({ status: 'pending', message: null });
  });

  it('shows the phone who asks, and ends in a fresh session used once', async () => {
    const asked = await start('staff');
    const info = await describeOnPhone(asked.id, staffPhone);
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      number: asked.number,
      loginType: 'staff',
      device: 'Chrome 131 · Windows',
    });
    expect(info.data.place).toBeTruthy();
    // Not yet confirmed: nothing to sign in with.
    const early = await finish(asked.id, asked.browser);
    expect(early.code).toBe(100);
    expect(early.msg).toBe(translate('en', 'qr.error.notConfirmed'));

    const before = (await sessionsOf('sales')).length;
    expect((await decide(asked.id, staffPhone, true)).data).toEqual({ status: 'confirmed' });
    expect((await status(asked.id, asked.browser)).data).toEqual({ status: 'confirmed', message: null });
    const signedIn = await finish(asked.id, asked.browser);
    expect(signedIn.code).toBe(0);
    expect((await whoAmI(signedIn.data.token)).data.username).toBe('sales');
    const after = await sessionsOf('sales');
    expect(after.length).toBe(before + 1);
    expect(after.filter((s) => s.signInWay === 'qr')).toHaveLength(1);

    // Reused: the same code never signs in twice.
    const again = await finish(asked.id, asked.browser, 'kr');
    expect(again.code).toBe(100);
    expect(again.msg).toBe(translate('kr', 'qr.error.used'));
    expect((await decide(asked.id, staffPhone, true, 'cn')).msg).toBe(translate('cn', 'qr.error.decided'));
  });

  it('refused on the phone: the asking page is told, nothing is signed in', async () => {
    const asked = await start('staff');
    expect((await decide(asked.id, staffPhone, false)).data).toEqual({ status: 'refused' });
    expect((await status(asked.id, asked.browser, 'cn')).data).toEqual({
      status: 'refused',
      message: translate('cn', 'qr.error.refused'),
    });
    const refused = await finish(asked.id, asked.browser);
    expect(refused.code).toBe(100);
    expect(refused.msg).toBe(translate('en', 'qr.error.refused'));
  });

  it('refuses the relay attack: a code from browser A confirmed while browser B polls', async () => {
    const a = await start('staff');
    const b = await start('staff');
    expect(b.browser.cookie).not.toBe(a.browser.cookie);
    expect((await decide(a.id, staffPhone, true)).code).toBe(0);
    for (const lang of ['en', 'cn', 'kr'] as const) {
      const polled = await status(a.id, b.browser, lang);
      expect(polled.code).toBe(100);
      expect(polled.msg).toBe(translate(lang, 'qr.error.foreign'));
      expect(polled.data).toBeNull();
    }
    const stolen = await finish(a.id, b.browser);
    expect(stolen.code).toBe(100);
    expect(stolen.data).toBeNull();
    // Without any cookie, or with a forged one, the same.
    expect((await finish(a.id, null)).code).toBe(100);
    expect((await finish(a.id, { cookie: `portal_qr=${'x'.repeat(43)}` })).code).toBe(100);
    // A's own browser still signs in with it.
    expect((await finish(a.id, a.browser)).code).toBe(0);
  });

  it('keeps one browser key for several codes (a second tab) and refuses unknown ids', async () => {
    const first = await start('staff');
    const second = await start('partner', first.browser);
    expect(second.setCookie.split(';')[0]).toBe(first.browser.cookie);
    expect((await status(first.id, first.browser)).data.status).toBe('pending');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await status(unknown, first.browser)).msg).toBe(translate('en', 'qr.error.foreign'));
    expect((await describeOnPhone(unknown, staffPhone, 'kr')).msg).toBe(translate('kr', 'qr.error.notFound'));
    expect((await status('not-a-uuid', first.browser)).code).toBe(100);
  });

  it('refuses an expired code on both screens', async () => {
    const asked = await start('staff');
    await ctx.db
      .update(qrLoginRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLoginRequests.id, asked.id));
    expect((await status(asked.id, asked.browser, 'kr')).data).toEqual({
      status: 'expired',
      message: translate('kr', 'qr.error.expired'),
    });
    expect((await describeOnPhone(asked.id, staffPhone)).msg).toBe(translate('en', 'qr.error.expired'));
    expect((await decide(asked.id, staffPhone, true, 'cn')).msg).toBe(translate('cn', 'qr.error.expired'));
    expect((await finish(asked.id, asked.browser)).msg).toBe(translate('en', 'qr.error.expired'));
  });

  it('expires a confirmed code that was not used in time', async () => {
    const asked = await start('staff');
    expect((await decide(asked.id, staffPhone, true)).code).toBe(0);
    await ctx.db
      .update(qrLoginRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(qrLoginRequests.id, asked.id));
    expect((await finish(asked.id, asked.browser)).msg).toBe(translate('en', 'qr.error.expired'));
  });

  it('needs a signed-in phone to see or decide a request', async () => {
    const asked = await start('staff');
    expect((await call(ctx.app, 'GET', '/login/qr/request', { query: { id: asked.id } })).code).toBe(6);
    expect(
      (await call(ctx.app, 'POST', '/login/qr/decide', { body: { id: asked.id, confirm: true } })).code,
    ).toBe(6);
  });
});

describe('QR sign-in keeps every account rule of password sign-in', () => {
  it('refuses a partner confirming the staff page, and staff confirming the partner page', async () => {
    const staffPage = await start('staff');
    const byPartner = await decide(staffPage.id, partnerPhone, true, 'kr');
    expect(byPartner.code).toBe(100);
    expect(byPartner.msg).toBe(translate('kr', 'error.noPermission'));
    expect((await status(staffPage.id, staffPage.browser, 'kr')).data).toEqual({
      status: 'refused',
      message: translate('kr', 'error.noPermission'),
    });
    expect((await finish(staffPage.id, staffPage.browser)).code).toBe(100);

    const partnerPage = await start('partner');
    const byStaff = await decide(partnerPage.id, staffPhone, true, 'cn');
    expect(byStaff.msg).toBe(translate('cn', 'error.noPermission'));
    expect((await finish(partnerPage.id, partnerPage.browser)).code).toBe(100);
  });

  it('signs a partner in on the partner page', async () => {
    const asked = await start('partner');
    expect((await decide(asked.id, partnerPhone, true)).code).toBe(0);
    const signedIn = await finish(asked.id, asked.browser);
    expect(signedIn.code).toBe(0);
    expect((await whoAmI(signedIn.data.token)).data.username).toBe('partner.sales');
  });

  it("refuses a partner whose company type or role no longer matches the company's", async () => {
    const [user] = await ctx.db.select().from(users).where(eq(users.username, 'partner.sales'));
    const asked = await start('partner');
    await ctx.db.update(users).set({ companyType: 'NO_SUCH_TYPE' }).where(eq(users.id, user!.id));
    try {
      const refused = await decide(asked.id, partnerPhone, true);
      expect(refused.msg).toBe(translate('en', 'error.companyTypeMismatch'));
    } finally {
      await ctx.db.update(users).set({ companyType: user!.companyType }).where(eq(users.id, user!.id));
    }
    const roleAsked = await start('partner');
    await ctx.db.update(users).set({ companyRole: 'NO_SUCH_ROLE' }).where(eq(users.id, user!.id));
    try {
      expect((await decide(roleAsked.id, partnerPhone, true, 'cn')).msg).toBe(
        translate('cn', 'error.companyRoleMismatch'),
      );
    } finally {
      await ctx.db.update(users).set({ companyRole: user!.companyRole }).where(eq(users.id, user!.id));
    }
    expect((await finish(roleAsked.id, roleAsked.browser)).code).toBe(100);
  });

  it('refuses an account disabled between the confirmation and the sign-in', async () => {
    const phone = await tokenOf(ctx.app, 'planner');
    const asked = await start('staff');
    expect((await decide(asked.id, phone, true)).code).toBe(0);
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'planner'));
    try {
      const refused = await finish(asked.id, asked.browser, 'kr');
      expect(refused.code).toBe(100);
      expect(refused.msg).toBe(translate('kr', 'error.accountDisabled'));
      expect(refused.data).toBeNull();
    } finally {
      await ctx.db.update(users).set({ status: 'active' }).where(eq(users.username, 'planner'));
    }
    // Single use: the refused attempt used the code up.
    expect((await finish(asked.id, asked.browser)).msg).toBe(translate('en', 'qr.error.used'));
  });

  it('writes attempts and refusals to the security log, never the cookie', async () => {
    const asked = await start('staff');
    await decide(asked.id, partnerPhone, true);
    await finish(asked.id, asked.browser);
    const lines = ctx.logLines.filter((line) => line.includes(asked.id));
    const logLine = z.object({
      security: z.object({ step: z.string(), outcome: z.string() }).loose().optional(),
    });
    const events = lines.map((line) => logLine.parse(JSON.parse(line)).security);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: 'confirm', outcome: 'refused', reason: 'error.noPermission' }),
        expect.objectContaining({ step: 'finish', outcome: 'refused', reason: 'error.noPermission' }),
      ]),
    );
    const key = asked.browser.cookie.split('=')[1]!;
    expect(ctx.logLines.some((line) => line.includes(key))).toBe(false);
  });
});

describe('the waiting page', () => {
  it('streams the status as server-sent events to its own browser only', async () => {
    const asked = await start('staff');
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const foreign = await fetch(`${address}/api/login/qr/events?id=${asked.id}`, {
        headers: { cookie: 'portal_qr=' + 'y'.repeat(43) },
      });
      expect(foreign.status).toBe(403);
      const stream = await fetch(`${address}/api/login/qr/events?id=${asked.id}`, {
        headers: { cookie: asked.browser.cookie },
        signal: controller.signal,
      });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = stream.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const until = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
        }
      };
      await until('"pending"');
      await decide(asked.id, staffPhone, true);
      await until('"confirmed"');
      expect(text).toContain('event: status');
      expect(text).not.toContain('token');
    } finally {
      controller.abort();
    }
  });
});
