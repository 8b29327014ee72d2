/**
 * OpenID Connect sign-in against real providers started here (`oidc-provider`, docs/sign-in.md): the login
 * call answers the provider's url, its callback signs in the account linked to (issuer, subject) with a fresh
 * session; linking from the profile and by an administrator; and every bad input refused with its message,
 * nothing signed in, the attempt in the security log: wrong state, a replayed code, a wrong nonce, a wrong
 * issuer (mix-up), an unlinked subject, a provider that refuses, fails or does not answer.
 */
import { once } from 'node:events';
import http from 'node:http';
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../../../test/test-app';
import { call, tokenOf } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import type { TestProvider } from '../../../test/oidc-test-provider';
import { followAtProvider, listeningPort, startTestProvider } from '../../../test/oidc-test-provider';
import { loginSessions, oidcIdentities, users } from '../../db/schema';

const portal = 'http://portal.test';
const callbackOf = (name: string) => `${portal}/static/gppclient/oidc-callback/${name}`;

let ctx: TestContext;
let corp: TestProvider;
let other: TestProvider;
let silent: http.Server;
let admin: string;
let salesId: number;

beforeAll(async () => {
  corp = await startTestProvider({
    redirectUris: [callbackOf('corp')],
    postLogoutRedirectUris: [`${portal}/static/gppclient/login`],
  });
  other = await startTestProvider({ redirectUris: [callbackOf('other')] });
  // A provider that accepts connections and never answers.
  silent = http.createServer(() => {});
  silent.listen(0, '127.0.0.1');
  await once(silent, 'listening');
  const silentPort = listeningPort(silent);
  ctx = await createTestApp({
    PUBLIC_URL: portal,
    OIDC_PROVIDERS: 'corp,other,silent',
    OIDC_TIMEOUT_MS: '1000',
    OIDC_CORP_ISSUER: corp.issuer,
    OIDC_CORP_CLIENT_ID: corp.clientId,
    OIDC_CORP_CLIENT_SECRET: corp.clientSecret,
    OIDC_CORP_LABEL: 'Corp ID',
    OIDC_OTHER_ISSUER: other.issuer,
    OIDC_OTHER_CLIENT_ID: other.clientId,
    OIDC_OTHER_CLIENT_SECRET: other.clientSecret,
    OIDC_OTHER_PARTNERS: 'true',
    OIDC_SILENT_ISSUER: `http://127.0.0.1:${silentPort}`,
    OIDC_SILENT_CLIENT_ID: 'portal',
    OIDC_SILENT_CLIENT_SECRET: 'never-used',
  });
  admin = await tokenOf(ctx.app, 'admin');
  const [sales] = await ctx.db.select().from(users).where(eq(users.username, 'sales'));
  salesId = sales!.id;
  const linked = await call(ctx.app, 'POST', '/user/oidc-link', {
    token: admin,
    body: { id: salesId, provider: 'corp', subject: 'sales-at-corp' },
  });
  expect(linked.code, linked.msg).toBe(0);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await corp?.close();
  await other?.close();
  silent?.closeAllConnections();
  silent?.close();
});

interface Browser {
  cookie: string;
}

/** The sign-in page's login call with a provider; answers the url and the browser's cookie. */
async function startLogin(provider: string, loginType: 'staff' | 'partner' = 'staff', browser?: Browser) {
  const res = await call<{ url?: string }>(ctx.app, 'POST', '/login/login', {
    body: { provider, loginType },
    headers: browser ? { cookie: browser.cookie } : {},
  });
  const setCookie = String(res.response.headers['set-cookie'] ?? '');
  return { ...res, browser: browser ?? { cookie: setCookie.split(';')[0]! }, setCookie };
}

const finish = (provider: string, query: string, browser: Browser | null, lang?: 'cn' | 'en' | 'kr') =>
  call<{ token?: string; refreshToken?: string; linked?: boolean }>(ctx.app, 'POST', '/login/oidc/callback', {
    body: { provider, query },
    headers: browser ? { cookie: browser.cookie } : {},
    ...(lang ? { lang } : {}),
  });

/** Signs `subject` in at the provider; answers the query string the provider calls the portal back with. */
async function atProvider(provider: TestProvider, url: string, name: string, subject: string | null) {
  provider.nextSubject = subject;
  return (await followAtProvider(url, callbackOf(name))).search;
}

const logLine = z.object({
  msg: z.string(),
  level: z.number(),
  security: z.record(z.string(), z.unknown()).optional(),
});

const sessionsOf = (userId: number) =>
  ctx.db.select().from(loginSessions).where(eq(loginSessions.userId, userId));

/** The security log's lines of OpenID sign-in since `from`. */
const oidcLog = (from: number) =>
  ctx.logLines
    .slice(from)
    .map((line) => logLine.parse(JSON.parse(line)))
    .filter((line) => line.msg === 'sign-in' && line.security?.['way'] === 'oidc');

describe('OpenID Connect sign-in', () => {
  it('offers the configured providers: all on the staff page, those for partners on theirs', async () => {
    const staff = await call<{ name: string; label: string }[]>(ctx.app, 'GET', '/login/oidc/providers');
    expect(staff.data.map((p) => p.name)).toEqual(['corp', 'other', 'silent']);
    expect(staff.data[0]!.label).toBe('Corp ID');
    const partner = await call<{ name: string }[]>(ctx.app, 'GET', '/login/oidc/providers', {
      query: { loginType: 'partner' },
    });
    expect(partner.data.map((p) => p.name)).toEqual(['other']);
    const info = await call<{ loginMethods: string[] }>(ctx.app, 'GET', '/login/get-info');
    expect(info.data.loginMethods).toContain('oidc');
  });

  it('answers the provider url (code flow, PKCE S256, state, nonce) and binds it to the browser', async () => {
    const started = await startLogin('corp');
    expect(started.code).toBe(0);
    const url = new URL(started.data.url!);
    expect(url.origin).toBe(corp.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{30,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{30,}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackOf('corp'));
    expect(started.setCookie).toMatch(/portal_oidc=[\w-]{43}/);
    expect(started.setCookie).toMatch(/HttpOnly/i);
    expect(started.setCookie).toMatch(/SameSite=Strict/i);
  });

  it('signs the linked account in with a fresh session listed with its sign-in way', async () => {
    const from = ctx.logLines.length;
    const started = await startLogin('corp');
    const query = await atProvider(corp, started.data.url!, 'corp', 'sales-at-corp');
    expect(new URLSearchParams(query).get('iss')).toBe(corp.issuer);
    const res = await finish('corp', query, started.browser);
    expect(res.code, res.msg).toBe(0);
    const token = res.data.token!;
    const me = await call<{ username: string }>(ctx.app, 'POST', '/login/get-login-user', { token });
    expect(me.data.username).toBe('sales');
    const list = await call<{ signInWay: string; current: boolean }[]>(ctx.app, 'GET', '/login/sessions', {
      token,
    });
    expect(list.data.find((s) => s.current)?.signInWay).toBe('oidc');
    const log = oidcLog(from);
    expect(log.map((l) => [l.security!['step'], l.security!['outcome']])).toEqual([
      ['start', 'ok'],
      ['finish', 'ok'],
    ]);
    expect(log[1]!.security!['userId']).toBe(salesId);
    // No line holds the code, the state or a token.
    const text = ctx.logLines.slice(from).join('\n');
    expect(text).not.toContain(new URLSearchParams(query).get('code')!);
    expect(text).not.toContain(token);

    // Sign-out ends the provider's session too: the answer is its end-session address.
    const out = await call<{ url: string } | null>(ctx.app, 'POST', '/login/logout', { token, body: {} });
    expect(out.code).toBe(0);
    const end = new URL(out.data!.url);
    expect(end.origin).toBe(corp.issuer);
    expect(end.searchParams.get('id_token_hint')).toBeTruthy();
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${portal}/static/gppclient/login`);
  });

  async function refusedWith(
    res: { code: number; msg: string; data: unknown },
    key: Parameters<typeof translate>[1],
    params: Record<string, string> = {},
    lang: 'cn' | 'en' | 'kr' = 'en',
  ) {
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate(lang, key, params));
    expect(res.data).toBeNull();
  }

  it('refuses a wrong state, and a state from another browser, in the reader language', async () => {
    const before = (await sessionsOf(salesId)).length;
    const from = ctx.logLines.length;
    const started = await startLogin('corp');
    const query = await atProvider(corp, started.data.url!, 'corp', 'sales-at-corp');
    const tampered = new URLSearchParams(query);
    tampered.set('state', 'x'.repeat(43));
    await refusedWith(
      await finish('corp', tampered.toString(), started.browser, 'kr'),
      'oidc.error.state',
      {},
      'kr',
    );
    await refusedWith(await finish('corp', query, null, 'en'), 'oidc.error.state', {}, 'en');
    const stranger = await startLogin('corp');
    await refusedWith(await finish('corp', query, stranger.browser, 'cn'), 'oidc.error.state', {}, 'cn');
    // The state of one provider at another's callback.
    await refusedWith(await finish('other', query, started.browser), 'oidc.error.state');
    expect((await sessionsOf(salesId)).length).toBe(before);
    const refusals = oidcLog(from).filter((l) => l.security!['outcome'] === 'refused');
    expect(refusals.map((l) => l.security!['reason'])).toEqual(Array(4).fill('oidc.error.state'));
    expect(refusals.every((l) => l.level === 40)).toBe(true);
  });

  it('refuses a replayed code: the request is used once', async () => {
    const started = await startLogin('corp');
    const query = await atProvider(corp, started.data.url!, 'corp', 'sales-at-corp');
    expect((await finish('corp', query, started.browser)).code).toBe(0);
    const before = (await sessionsOf(salesId)).length;
    await refusedWith(await finish('corp', query, started.browser, 'kr'), 'oidc.error.used', {}, 'kr');
    // The same code under a fresh request of the same browser: the provider refuses it too.
    const again = await startLogin('corp', 'staff', started.browser);
    const replay = new URLSearchParams(query);
    replay.set('state', new URL(again.data.url!).searchParams.get('state')!);
    await refusedWith(await finish('corp', replay.toString(), started.browser), 'oidc.error.code');
    expect((await sessionsOf(salesId)).length).toBe(before);
  });

  it('refuses an ID token with another nonce', async () => {
    const before = (await sessionsOf(salesId)).length;
    const from = ctx.logLines.length;
    const started = await startLogin('corp');
    const url = new URL(started.data.url!);
    url.searchParams.set('nonce', 'a-nonce-of-another-sign-in-0123456789');
    const query = await atProvider(corp, url.href, 'corp', 'sales-at-corp');
    await refusedWith(await finish('corp', query, started.browser, 'en'), 'oidc.error.nonce', {}, 'en');
    expect((await sessionsOf(salesId)).length).toBe(before);
    expect(oidcLog(from).at(-1)!.security!['reason']).toBe('oidc.error.nonce');
  });

  it('refuses a wrong issuer: a code from another provider sent to this one (mix-up)', async () => {
    const before = (await sessionsOf(salesId)).length;
    const browser = (await startLogin('corp')).browser;
    const toOther = await startLogin('other', 'staff', browser);
    const toCorp = await startLogin('corp', 'staff', browser);
    const fromOther = new URLSearchParams(
      await atProvider(other, toOther.data.url!, 'other', 'sales-at-corp'),
    );
    // The attacker's provider answers the request the browser sent to corp.
    fromOther.set('state', new URL(toCorp.data.url!).searchParams.get('state')!);
    await refusedWith(await finish('corp', fromOther.toString(), browser), 'oidc.error.issuer');
    expect((await sessionsOf(salesId)).length).toBe(before);
  });

  it('refuses an unlinked subject and creates no account', async () => {
    const count = (await ctx.db.select().from(users)).length;
    const from = ctx.logLines.length;
    const started = await startLogin('corp');
    const query = await atProvider(corp, started.data.url!, 'corp', 'nobody-at-corp');
    await refusedWith(
      await finish('corp', query, started.browser, 'kr'),
      'oidc.error.notLinked',
      { provider: 'Corp ID' },
      'kr',
    );
    expect((await ctx.db.select().from(users)).length).toBe(count);
    expect(oidcLog(from).at(-1)!.security!['reason']).toBe('oidc.error.notLinked');
  });

  it('refuses when the provider refuses, and when it does not answer in time', async () => {
    const started = await startLogin('corp');
    const query = await atProvider(corp, started.data.url!, 'corp', null);
    expect(new URLSearchParams(query).get('error')).toBe('access_denied');
    await refusedWith(await finish('corp', query, started.browser), 'oidc.error.denied', {
      reason: 'access_denied',
    });

    const from = ctx.logLines.length;
    const slow = await startLogin('silent');
    await refusedWith(slow, 'oidc.error.unavailable');
    expect(slow.setCookie).toBe('');
    expect(oidcLog(from).at(-1)!.security).toMatchObject({
      step: 'start',
      outcome: 'refused',
      provider: 'silent',
    });
  });

  it('keeps partners out of a staff-only provider, and staff off the partner page', async () => {
    await refusedWith(await startLogin('corp', 'partner'), 'oidc.error.staffOnly');
    const started = await startLogin('other', 'partner');
    expect(started.code).toBe(0);
    // sales (staff) is linked at corp only; link it at other through an administrator, then try the partner page.
    const linked = await call(ctx.app, 'POST', '/user/oidc-link', {
      token: admin,
      body: { id: salesId, provider: 'other', subject: 'sales-at-other' },
    });
    expect(linked.code, linked.msg).toBe(0);
    const query = await atProvider(other, started.data.url!, 'other', 'sales-at-other');
    await refusedWith(await finish('other', query, started.browser), 'error.noPermission');
  });

  it('refuses an unknown provider clearly', async () => {
    await refusedWith(await startLogin('nosuch'), 'oidc.error.unknownProvider');
  });
});

describe('linking an identity', () => {
  it('links once from the profile through the provider, then signs in with it; never by e-mail', async () => {
    const token = await tokenOf(ctx.app, 'admin');
    const [adminRow] = await ctx.db.select().from(users).where(eq(users.username, 'admin'));
    const started = await call<{ url: string }>(ctx.app, 'POST', '/login/oidc/link', {
      token,
      body: { provider: 'corp' },
    });
    expect(started.code, started.msg).toBe(0);
    const browser = { cookie: String(started.response.headers['set-cookie']).split(';')[0]! };
    const query = await atProvider(corp, started.data.url, 'corp', 'admin-at-corp');
    const linked = await finish('corp', query, browser);
    expect(linked.code, linked.msg).toBe(0);
    expect(linked.data).toEqual({ linked: true });
    expect(linked.data.token).toBeUndefined();
    const mine = await call<{ subject: string; issuer: string; linkedByAdmin: boolean }[]>(
      ctx.app,
      'GET',
      '/login/oidc/identities',
      { token },
    );
    expect(mine.data).toEqual([
      expect.objectContaining({ subject: 'admin-at-corp', issuer: corp.issuer, linkedByAdmin: false }),
    ]);

    const signIn = await startLogin('corp');
    const res = await finish(
      'corp',
      await atProvider(corp, signIn.data.url!, 'corp', 'admin-at-corp'),
      signIn.browser,
    );
    expect(res.code, res.msg).toBe(0);
    const me = await call<{ id: number }>(ctx.app, 'POST', '/login/get-login-user', {
      token: res.data.token!,
    });
    expect(me.data.id).toBe(adminRow!.id);
  });

  it('refuses a subject already linked to another account', async () => {
    const token = await tokenOf(ctx.app, 'admin');
    const res = await call(ctx.app, 'POST', '/user/oidc-link', {
      token,
      body: { id: salesId, provider: 'corp', subject: 'admin-at-corp' },
      lang: 'en',
    });
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'oidc.error.linkedElsewhere'));
  });

  it('lets a partner administrator link only its own company users, and a user unlink its own', async () => {
    const partnerAdmin = await tokenOf(ctx.app, 'partner.admin');
    const foreign = await call(ctx.app, 'POST', '/user/oidc-link', {
      token: partnerAdmin,
      body: { id: salesId, provider: 'other', subject: 'x' },
    });
    expect(foreign.code).toBe(100);
    expect(foreign.msg).toBe(translate('en', 'error.recordNotFound'));

    const token = await tokenOf(ctx.app, 'sales');
    const mine = await call<{ id: number }[]>(ctx.app, 'GET', '/login/oidc/identities', { token });
    expect(mine.data.length).toBeGreaterThan(0);
    for (const identity of mine.data) {
      const res = await call(ctx.app, 'POST', '/login/oidc/unlink', { token, body: { id: identity.id } });
      expect(res.code).toBe(0);
    }
    expect(await ctx.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, salesId))).toEqual([]);
    const again = await call(ctx.app, 'POST', '/login/oidc/unlink', {
      token,
      body: { id: mine.data[0]!.id },
    });
    expect(again.msg).toBe(translate('en', 'oidc.error.identityNotFound'));
  });
});
