/**
 * The enterprise messaging adapter against a fake messaging platform started here (a real HTTP server,
 * test/messaging-test-server.ts; docs/sign-in.md): QR sign-in through the app's OAuth 2 code redirect (the
 * app user linked to a portal account by an administrator, never by e-mail; every account rule of password
 * sign-in; the decision still on the portal's confirmation page), the JS API token (ssApi/get-token), group
 * creation, and an app that answers an error or does not answer: refused clearly, nothing signed in, the
 * attempt in the security log.
 */
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import type { TestMessagingServer } from '../../../test/messaging-test-server';
import { startMessagingServer } from '../../../test/messaging-test-server';
import { loadConfig } from '../../config';
import { loginSessions, users } from '../../db/schema';
import { createMessagingGroup, MessagingGroupError } from './index';

const portal = 'http://portal.test';
const callbackUrl = `${portal}/static/gppclient/oidc-callback/messaging`;

let ctx: TestContext;
let app: TestMessagingServer;
let admin: string;
const ids = new Map<string, number>();

/** An administrator links a portal user to its app user id. */
const link = (username: string, subject: string, lang?: 'cn' | 'en' | 'kr') =>
  call<{ provider: string; label: string; subject: string }>(ctx.app, 'POST', '/user/oidc-link', {
    token: admin,
    body: { id: ids.get(username)!, provider: 'messaging', subject },
    ...(lang ? { lang } : {}),
  });

beforeAll(async () => {
  app = await startMessagingServer();
  ctx = await createTestApp({
    PUBLIC_URL: portal,
    MESSAGING_APP_ID: app.appId,
    MESSAGING_APP_SECRET: app.appSecret,
    MESSAGING_AGENT_ID: '1000002',
    MESSAGING_AUTHORIZE_URL: app.authorizeUrl,
    MESSAGING_API_URL: app.url,
    MESSAGING_LABEL: 'WeCom',
    MESSAGING_TIMEOUT_MS: '800',
  });
  admin = await tokenOf(ctx.app, 'admin');
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids.set(row.username, row.id);
  for (const [username, subject] of [
    ['sales', 'zhangsan'],
    ['planner', 'lisi'],
    ['partner.sales', 'wangwu'],
  ] as const) {
    const linked = await link(username, subject);
    expect(linked.code, linked.msg).toBe(0);
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await app?.close();
});
beforeEach(() => {
  app.failing = {};
  app.scanAs = null;
});

const desktopAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.20';

/** A sign-in page asks for a code; answers its data and the browser's cookie. */
async function start(loginType: 'staff' | 'partner') {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/qr/start',
    headers: { 'user-agent': desktopAgent },
    payload: { loginType },
  });
  const body = response.json<{ code: number; data: { id: string; link: string; number: string } }>();
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0]!;
  return { ...body.data, code: body.code, cookie };
}

/** The phone scans the code in the messaging app: the app authorises and sends it back with a code. */
async function scan(link: string, as: string | null): Promise<string> {
  app.scanAs = as;
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
  return back.search;
}

/** The phone's callback page posts what it landed with. */
const callback = (query: string, lang?: 'cn' | 'en' | 'kr') =>
  call<{ token?: string; refreshToken?: string; next?: string }>(ctx.app, 'POST', '/login/oidc/callback', {
    body: { provider: 'messaging', query },
    headers: { 'user-agent': phoneAgent },
    ...(lang ? { lang } : {}),
  });

const sessionsOf = (username: string) =>
  ctx.db
    .select()
    .from(loginSessions)
    .where(eq(loginSessions.userId, ids.get(username)!));

const logLine = z.object({
  msg: z.string(),
  level: z.number(),
  security: z.record(z.string(), z.unknown()).optional(),
});
const messagingLog = (from: number) =>
  ctx.logLines
    .slice(from)
    .map((line) => logLine.parse(JSON.parse(line)))
    .filter((line) => line.msg === 'sign-in' && line.security?.['way'] === 'messaging');

describe('QR sign-in through the enterprise messaging app', () => {
  it('encodes the app authorisation address with the request id as state, and no token', async () => {
    const asked = await start('staff');
    expect(asked.code).toBe(0);
    const link = new URL(asked.link);
    expect(`${link.origin}${link.pathname}`).toBe(app.authorizeUrl);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      appid: app.appId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'snsapi_base',
      state: `qr.${asked.id}`,
      agentid: '1000002',
    });
    expect(asked.link).not.toContain(app.appSecret);
  });

  it('signs the linked user in on the phone, which confirms on the portal page; the browser signs in once', async () => {
    const asked = await start('staff');
    const from = ctx.logLines.length;
    const before = (await sessionsOf('sales')).length;
    const phone = await callback(await scan(asked.link, 'zhangsan'));
    expect(phone.code, phone.msg).toBe(0);
    expect(phone.data.next).toBe(`/qr-confirm?id=${asked.id}`);
    const sessions = await sessionsOf('sales');
    expect(sessions).toHaveLength(before + 1);
    expect(sessions.some((s) => s.signInWay === 'messaging')).toBe(true);
    // The scan is authentication only: the request still waits for the decision, and the asking browser
    // cannot finish yet (decision 0011).
    const waiting = await call<{ status: string }>(ctx.app, 'GET', '/login/qr/status', {
      query: { id: asked.id },
      headers: { cookie: asked.cookie },
    });
    expect(waiting.data.status).toBe('pending');
    const early = await call(ctx.app, 'POST', '/login/qr/finish', {
      body: { id: asked.id },
      headers: { cookie: asked.cookie },
    });
    expect(early.msg).toBe(translate('en', 'qr.error.notConfirmed'));
    // The phone sees who asks and confirms through the portal's own decision.
    const info = await call<{ number: string }>(ctx.app, 'GET', '/login/qr/request', {
      token: phone.data.token,
      query: { id: asked.id },
    });
    expect(info.data.number).toBe(asked.number);
    const decided = await call(ctx.app, 'POST', '/login/qr/decide', {
      token: phone.data.token,
      body: { id: asked.id, confirm: true },
    });
    expect(decided.code).toBe(0);
    const signedIn = await call<{ token: string }>(ctx.app, 'POST', '/login/qr/finish', {
      body: { id: asked.id },
      headers: { cookie: asked.cookie },
    });
    expect(signedIn.code).toBe(0);
    const who = await call<{ username: string }>(ctx.app, 'POST', '/login/get-login-user', {
      token: signedIn.data.token,
    });
    expect(who.data.username).toBe('sales');
    const log = messagingLog(from);
    expect(log.map((l) => [l.security!['step'], l.security!['outcome'], l.security!['userId']])).toEqual([
      ['finish', 'ok', ids.get('sales')],
    ]);
    expect(ctx.logLines.slice(from).join('\n')).not.toContain(phone.data.token!);
  });

  it('refuses an app user linked to no portal account, in the reader language; nothing is signed in', async () => {
    const asked = await start('staff');
    const from = ctx.logLines.length;
    const before = (await ctx.db.select().from(loginSessions)).length;
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const refused = await callback(await scan(asked.link, 'stranger'), lang);
      expect(refused.code).toBe(100);
      expect(refused.msg).toBe(translate(lang, 'messaging.error.notLinked', { label: 'WeCom' }));
      expect(refused.data).toBeNull();
    }
    expect((await ctx.db.select().from(loginSessions)).length).toBe(before);
    const log = messagingLog(from);
    expect(log).toHaveLength(3);
    expect(log[0]!.level).toBe(40);
    expect(log[0]!.security).toMatchObject({ outcome: 'refused', reason: 'messaging.error.notLinked' });
  });

  it('applies every account rule of password sign-in for the asking page', async () => {
    // A partner on the staff page.
    const staffPage = await start('staff');
    const partner = await callback(await scan(staffPage.link, 'wangwu'), 'kr');
    expect(partner.msg).toBe(translate('kr', 'error.noPermission'));
    // Staff on the partner page.
    const partnerPage = await start('partner');
    expect((await callback(await scan(partnerPage.link, 'zhangsan'), 'cn')).msg).toBe(
      translate('cn', 'error.noPermission'),
    );
    // The partner on its own page is let through.
    expect((await callback(await scan(partnerPage.link, 'wangwu'))).code).toBe(0);
    // A disabled account.
    const before = (await sessionsOf('planner')).length;
    await ctx.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.id, ids.get('planner')!));
    try {
      const disabled = await callback(await scan(staffPage.link, 'lisi'));
      expect(disabled.msg).toBe(translate('en', 'error.accountDisabled'));
    } finally {
      await ctx.db
        .update(users)
        .set({ status: 'active' })
        .where(eq(users.id, ids.get('planner')!));
    }
    expect((await sessionsOf('planner')).length).toBe(before);
  });

  it('refuses a replayed code, a state naming no request, and a decided or unknown request', async () => {
    const asked = await start('staff');
    const query = await scan(asked.link, 'zhangsan');
    expect((await callback(query)).code).toBe(0);
    // The app refuses its code a second time.
    const replayed = await callback(query, 'cn');
    expect(replayed.msg).toBe(translate('cn', 'messaging.error.failed', { detail: '40029' }));
    const params = new URLSearchParams(query);
    for (const state of ['', 'qr.', 'qr.not-a-uuid', asked.id, `other.${asked.id}`]) {
      params.set('state', state);
      expect((await callback(params.toString(), 'kr')).msg).toBe(translate('kr', 'messaging.error.state'));
    }
    // A `link.` state is a profile's link request: one naming none is refused as such.
    params.set('state', `link.${asked.id}`);
    expect((await callback(params.toString(), 'kr')).msg).toBe(translate('kr', 'messaging.error.linkState'));
    params.set('state', 'qr.00000000-0000-4000-8000-000000000000');
    expect((await callback(params.toString())).msg).toBe(translate('en', 'qr.error.notFound'));
    // A request already decided cannot be scanned again (the app is not even asked).
    const phone = await tokenOf(ctx.app, 'sales');
    await call(ctx.app, 'POST', '/login/qr/decide', { token: phone, body: { id: asked.id, confirm: false } });
    const calls = app.calls.getuserinfo;
    expect((await callback(await scan(asked.link, 'zhangsan'))).msg).toBe(
      translate('en', 'qr.error.decided'),
    );
    expect(app.calls.getuserinfo).toBe(calls);
  });

  it('refuses, clearly and with nothing signed in, an app that answers an error, does not answer or knows no member', async () => {
    const asked = await start('staff');
    const before = (await sessionsOf('sales')).length;
    const from = ctx.logLines.length;

    app.failing = { getuserinfo: 'error' };
    const failed = await callback(await scan(asked.link, 'zhangsan'), 'kr');
    expect(failed.code).toBe(100);
    expect(failed.msg).toBe(translate('kr', 'messaging.error.failed', { detail: '60011' }));

    app.failing = { getuserinfo: 'hang' };
    const started = Date.now();
    const slow = await callback(await scan(asked.link, 'zhangsan'), 'cn');
    expect(slow.msg).toBe(translate('cn', 'messaging.error.timeout'));
    expect(Date.now() - started).toBeLessThan(5000);

    app.failing = {};
    const outsider = await callback(await scan(asked.link, null));
    expect(outsider.msg).toBe(translate('en', 'messaging.error.notMember'));

    expect((await sessionsOf('sales')).length).toBe(before);
    expect(messagingLog(from).map((l) => l.security!['reason'])).toEqual([
      'messaging.error.failed',
      'messaging.error.timeout',
      'messaging.error.notMember',
    ]);
    // The request still waits: a good scan afterwards works.
    expect((await callback(await scan(asked.link, 'zhangsan'))).code).toBe(0);
  });
});

describe('linking the messaging app user id', () => {
  it('is done by an administrator once; one app user links one account', async () => {
    const listed = await call<{ provider: string; label: string; subject: string; linkedByAdmin: boolean }[]>(
      ctx.app,
      'GET',
      '/user/oidc-identities',
      { token: admin, query: { id: String(ids.get('sales')) } },
    );
    expect(listed.data).toEqual([
      expect.objectContaining({
        provider: 'messaging',
        label: 'WeCom',
        subject: 'zhangsan',
        linkedByAdmin: true,
      }),
    ]);
    // The same user again: nothing changes.
    expect((await link('sales', 'zhangsan')).code).toBe(0);
    expect((await link('admin', 'zhangsan', 'cn')).msg).toBe(translate('cn', 'oidc.error.linkedElsewhere'));
    expect((await link('sales', 'other-id', 'kr')).msg).toBe(translate('kr', 'oidc.error.alreadyLinked'));
  });
});

describe('a user links its own messaging app user id from its profile', () => {
  type Identity = { id: number; provider: string; label: string; subject: string; linkedByAdmin: boolean };

  /** The profile's "Link WeCom": answers where the browser goes and the browser's link cookie. */
  async function startLink(token: string) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/oidc/link',
      headers: { authorization: `Bearer ${token}` },
      payload: { provider: 'messaging' },
    });
    const body = response.json<{ code: number; msg: string; data: { url: string } | null }>();
    const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0]!;
    return { ...body, cookie };
  }
  /** The browser, back from the app, posts what the callback page landed with (with its cookie, or none). */
  const linkBack = (query: string, cookie: string | null, lang?: 'cn' | 'en' | 'kr') =>
    call<{ linked?: boolean; token?: string }>(ctx.app, 'POST', '/login/oidc/callback', {
      body: { provider: 'messaging', query },
      headers: cookie ? { cookie } : {},
      ...(lang ? { lang } : {}),
    });
  const identitiesOf = async (token: string) =>
    (await call<Identity[]>(ctx.app, 'GET', '/login/oidc/identities', { token })).data;

  it('links through the app (code round trip, this browser only, once), signs in by QR with it, and unlinks', async () => {
    const token = await tokenOf(ctx.app, 'partner.admin');
    const from = ctx.logLines.length;
    const started = await startLink(token);
    expect(started.code, started.msg).toBe(0);
    expect(started.cookie).toMatch(/^portal_oidc=/);
    const url = new URL(started.data!.url);
    expect(`${url.origin}${url.pathname}`).toBe(app.authorizeUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUrl);
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^link\.[\w-]{43}$/);
    expect(started.data!.url).not.toContain(app.appSecret);

    const query = await scan(started.data!.url, 'zhaoliu');
    // Another browser (no cookie, or another one) cannot use the answer; nothing is linked.
    for (const [cookie, lang] of [
      [null, 'cn'],
      ['portal_oidc=another-browser', 'kr'],
    ] as const) {
      const foreign = await linkBack(query, cookie, lang);
      expect(foreign.code).toBe(100);
      expect(foreign.msg).toBe(translate(lang, 'messaging.error.linkState'));
    }
    expect(await identitiesOf(token)).toEqual([]);

    const linked = await linkBack(query, started.cookie);
    expect(linked.code, linked.msg).toBe(0);
    expect(linked.data).toEqual({ linked: true });
    expect(await identitiesOf(token)).toEqual([
      expect.objectContaining({
        provider: 'messaging',
        label: 'WeCom',
        subject: 'zhaoliu',
        linkedByAdmin: false,
      }),
    ]);
    // Replayed: refused, whatever the code.
    const replayed = await linkBack(`?code=${app.issueCode('zhaoliu')}&state=${state}`, started.cookie, 'kr');
    expect(replayed.msg).toBe(translate('kr', 'messaging.error.linkState'));
    const log = messagingLog(from).map((l) => [l.security!['step'], l.security!['outcome']]);
    expect(log).toEqual([
      ['link', 'ok'],
      ['link', 'refused'],
      ['link', 'refused'],
      ['link', 'ok'],
      ['link', 'refused'],
    ]);
    expect(ctx.logLines.slice(from).join('\n')).not.toContain(state.slice(5));

    // The linked app user now signs this account in through a QR code.
    const asked = await start('partner');
    const phone = await callback(await scan(asked.link, 'zhaoliu'));
    expect(phone.code, phone.msg).toBe(0);
    const who = await call<{ username: string }>(ctx.app, 'POST', '/login/get-login-user', {
      token: phone.data.token,
    });
    expect(who.data.username).toBe('partner.admin');

    const [identity] = await identitiesOf(token);
    expect(
      (await call(ctx.app, 'POST', '/login/oidc/unlink', { token, body: { id: identity!.id } })).code,
    ).toBe(0);
    expect(await identitiesOf(token)).toEqual([]);
    const unlinked = await callback(await scan((await start('partner')).link, 'zhaoliu'), 'cn');
    expect(unlinked.msg).toBe(translate('cn', 'messaging.error.notLinked', { label: 'WeCom' }));
  });

  it('refuses an app user linked to another account, an app error, and a second id; nothing is linked', async () => {
    const token = await tokenOf(ctx.app, 'admin');
    const taken = await startLink(token);
    const elsewhere = await linkBack(await scan(taken.data!.url, 'zhangsan'), taken.cookie, 'kr');
    expect(elsewhere.msg).toBe(translate('kr', 'oidc.error.linkedElsewhere'));

    app.failing = { getuserinfo: 'error' };
    const failing = await startLink(token);
    const failed = await linkBack(await scan(failing.data!.url, 'admin-id'), failing.cookie, 'en');
    expect(failed.msg).toBe(translate('en', 'messaging.error.failed', { detail: '60011' }));
    app.failing = {};
    expect(await identitiesOf(token)).toEqual([]);

    // A sales user already linked by an administrator keeps that one id.
    const sales = await tokenOf(ctx.app, 'sales');
    const second = await startLink(sales);
    const again = await linkBack(await scan(second.data!.url, 'other-id'), second.cookie, 'cn');
    expect(again.msg).toBe(translate('cn', 'oidc.error.alreadyLinked'));
  });
});

describe('the messaging app token (ssApi/get-token)', () => {
  it('answers the JS API ticket from the adapter, kept until shortly before it expires', async () => {
    const token = await tokenOf(ctx.app, 'sales');
    const calls = app.calls.ticket;
    const first = await call<{ token: string; expiresAt: string }>(ctx.app, 'GET', '/ssApi/get-token', {
      token,
    });
    expect(first.code).toBe(0);
    expect(first.data.token).toMatch(/^ticket-/);
    expect(new Date(first.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    const second = await call<{ token: string }>(ctx.app, 'GET', '/ssApi/get-token', { token });
    expect(second.data.token).toBe(first.data.token);
    expect(app.calls.ticket).toBe(calls + 1);
    expect((await call(ctx.app, 'GET', '/ssApi/get-token')).code).toBe(6);
  });

  it('is refused clearly when the app answers an error or does not answer', async () => {
    const { config } = ctx;
    // A fresh adapter (another configuration object) holds no ticket yet.
    const fresh = await createTestApp({
      PUBLIC_URL: portal,
      MESSAGING_APP_ID: app.appId,
      MESSAGING_APP_SECRET: app.appSecret,
      MESSAGING_AUTHORIZE_URL: app.authorizeUrl,
      MESSAGING_API_URL: app.url,
      MESSAGING_TIMEOUT_MS: '600',
    });
    try {
      expect(fresh.config).not.toBe(config);
      const token = await tokenOf(fresh.app, 'sales');
      for (const failure of ['error', 'hang'] as const) {
        app.failing = { ticket: failure };
        for (const lang of ['cn', 'en', 'kr'] as const) {
          const refused = await call(fresh.app, 'GET', '/ssApi/get-token', { token, lang });
          expect(refused.code).toBe(100);
          expect(refused.msg).toBe(translate(lang, 'messaging.error.tokenFailed'));
        }
      }
    } finally {
      await fresh.close();
    }
  });
});

describe('createMessagingGroup', () => {
  it('creates the group of the members linked to app users and answers its id', async () => {
    const chatId = await createMessagingGroup(ctx, {
      name: 'Opportunity OP-2026-001',
      memberUserIds: [ids.get('sales')!, ids.get('planner')!, ids.get('admin')!, ids.get('sales')!],
    });
    expect(chatId).toMatch(/^chat-/);
    expect(app.groups.get(chatId!)).toEqual({
      name: 'Opportunity OP-2026-001',
      owner: 'zhangsan',
      userlist: ['zhangsan', 'lisi'],
    });
  });

  it('throws a typed error when the app fails or too few members are linked', async () => {
    app.failing = { group: 'error' };
    const members = [ids.get('sales')!, ids.get('planner')!];
    await expect(createMessagingGroup(ctx, { name: 'x', memberUserIds: members })).rejects.toBeInstanceOf(
      MessagingGroupError,
    );
    app.failing = { group: 'hang' };
    await expect(createMessagingGroup(ctx, { name: 'x', memberUserIds: members })).rejects.toBeInstanceOf(
      MessagingGroupError,
    );
    app.failing = {};
    await expect(
      createMessagingGroup(ctx, { name: 'x', memberUserIds: [ids.get('sales')!, ids.get('admin')!] }),
    ).rejects.toBeInstanceOf(MessagingGroupError);
  });

  it('answers null when no adapter is configured', async () => {
    const config = { ...ctx.config, messaging: null };
    expect(
      await createMessagingGroup({ config, db: ctx.db }, { name: 'x', memberUserIds: [1, 2] }),
    ).toBeNull();
  });
});

describe('the messaging settings', () => {
  it('name what is missing or wrong', () => {
    const base = { PUBLIC_URL: portal, MESSAGING_APP_ID: 'ww1' };
    expect(() => loadConfig({ ...base })).toThrow(/MESSAGING_APP_SECRET: required/);
    expect(() => loadConfig({ MESSAGING_APP_ID: 'ww1', MESSAGING_APP_SECRET: 's' })).toThrow(
      /PUBLIC_URL: required/,
    );
    expect(() => loadConfig({ ...base, MESSAGING_APP_SECRET: 's', MESSAGING_TIMEOUT_MS: '5' })).toThrow(
      /MESSAGING_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...base, MESSAGING_APP_SECRET: 's', MESSAGING_API_URL: 'nowhere' })).toThrow(
      /MESSAGING_API_URL/,
    );
    expect(() => loadConfig({ PUBLIC_URL: portal, OIDC_PROVIDERS: 'messaging' })).toThrow(/"messaging"/);
    const config = loadConfig({ ...base, MESSAGING_APP_SECRET: 's' }).messaging!;
    expect(config).toMatchObject({ label: 'WeCom', redirectUri: callbackUrl, agentId: null });
    expect(loadConfig({}).messaging).toBeNull();
  });
});
