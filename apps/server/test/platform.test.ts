/** Promises that hold for every route: promises 1, 6, 10 and 11 of docs/security.md, and the envelope on every answer. */
import { catalogs, endpoints } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/identity';
import type { TestContext } from './test-app';
import { call, createTestApp, demoPassword, login } from './test-app';

let ctx: TestContext;
let rolelessToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  // A signed-in user holding no role: its token carries no permission at all.
  await ctx.db.insert(users).values({
    username: 'no.roles',
    displayName: 'No Roles',
    kind: 'internal',
    passwordHash: await hashPassword(demoPassword),
  });
  rolelessToken = (await login(ctx.app, 'no.roles')).token;
});
afterAll(() => ctx.close());

const contractEndpoints = Object.values(endpoints).flatMap((group) => Object.values(group));

describe('route permissions (security promise 1)', () => {
  it('registers every contract endpoint, and nothing else under /api', () => {
    const registered = ctx.app.registeredEndpoints.map((e) => `${e.method} ${e.url}`).sort();
    const described = contractEndpoints.map((e) => `${e.method} /api${e.path}`).sort();
    expect(registered).toEqual(described);
  });

  it('refuses to build an /api route that declares no permission', () => {
    expect(() => ctx.app.get('/api/undeclared', async () => 'x')).toThrow();
  });

  const guarded = contractEndpoints.filter((e) => e.permission !== 'public');

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s refuses a missing token with code 6',
    async (_name, e) => {
      const res = await call(ctx.app, e.method, e.path, {
        body: e.method === 'GET' ? undefined : {},
        lang: 'kr',
      });
      expect(res.code).toBe(6);
      expect(res.msg).toBe(catalogs.kr['error.loginExpired']);
    },
  );

  const coded = guarded.filter((e) => e.permission !== 'authenticated');
  it('has routes guarded by a menu or button code', () => expect(coded.length).toBeGreaterThan(0));

  it.each(coded.map((e) => [`${e.method} ${e.path} (${e.permission})`, e] as const))(
    '%s refuses a token without the permission',
    async (_name, e) => {
      const res = await call(ctx.app, e.method, e.path, {
        token: rolelessToken,
        body: e.method === 'GET' ? undefined : {},
      });
      expect(res).toMatchObject({ code: 100, msg: catalogs.en['error.noPermission'] });
    },
  );
});

describe('the envelope on every answer', () => {
  it('answers an unknown route with 404 and the envelope', async () => {
    const res = await call(ctx.app, 'GET', '/no/such/route', { lang: 'cn' });
    expect(res.status).toBe(404);
    expect(res).toMatchObject({ code: 100, msg: catalogs.cn['error.notFound'], data: null });
  });

  it('answers malformed JSON with 400 and the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 100, msg: catalogs.en['error.badRequest'] });
  });

  it('answers an oversized body with 413 and the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 100, msg: catalogs.en['error.bodyTooLarge'] });
  });

  it('refuses a NUL character in any string, naming the field, in a body and in a query', async () => {
    const token = (await login(ctx.app, 'admin')).token;
    const body = await call(ctx.app, 'POST', '/exceptionLog/page', { token, body: { keyword: 'a\u0000b' } });
    expect(body).toMatchObject({ code: 100, msg: 'keyword: Invalid value' });
    const query = await call(ctx.app, 'GET', '/codetable/getCodeTable', {
      token,
      query: { codeType: 'X\u0000' },
    });
    expect(query).toMatchObject({ code: 100, msg: 'codeType: Invalid value' });
  });

  it('drops unknown fields of a body', async () => {
    const res = await call(ctx.app, 'POST', '/login/login', {
      body: { username: 'admin', password: demoPassword, isAdmin: true, __proto__: { polluted: 1 } },
    });
    expect(res.code).toBe(0);
  });
});

describe('server errors (security promise 10)', () => {
  it('answers code 500 with a generic message; the detail goes to the log with the request id', async () => {
    const broken = await createTestApp();
    try {
      const token = (await login(broken.app, 'admin')).token;
      await broken.db.execute(sql`DROP TABLE locations`);
      const res = await call<{ requestId: string }>(broken.app, 'POST', '/location/get-location-by-parent', {
        token,
        body: { parentId: -1 },
      });
      expect(res.status).toBe(200);
      expect(res.code).toBe(500);
      expect(res.msg).toContain(res.data.requestId);
      expect(res.msg).not.toMatch(/locations|relation|SELECT/i);
      expect(JSON.stringify(res.data)).not.toMatch(/locations|stack/i);
      const logged = broken.logLines.find(
        (line) => line.includes(res.data.requestId) && line.includes('server error'),
      );
      expect(logged).toMatch(/locations/);
    } finally {
      await broken.close();
    }
  });
});

describe('security headers (security promise 11)', () => {
  it('sends nosniff, a strict CSP, a referrer policy and no-store on /api', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login/get-info' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['referrer-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the headers on errors too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('logs (security promise 6)', () => {
  it('never contain a password, a token or a cookie', async () => {
    const secretPassword = 'Unique$Secret9';
    const pair = await login(ctx.app, 'planner');
    await call(ctx.app, 'POST', '/login/login', { body: { username: 'planner', password: secretPassword } });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/login/get-login-user',
      headers: { authorization: `Bearer ${pair.token}`, cookie: 'language=en; session=cookie-secret-value' },
    });
    const refreshed = await call<{ token: string; refreshToken: string }>(
      ctx.app,
      'POST',
      '/login/refreshToken',
      {
        body: { refreshToken: pair.refreshToken },
      },
    );
    await call(ctx.app, 'POST', '/login/logout', {
      token: refreshed.data.token,
      body: { refreshToken: refreshed.data.refreshToken },
    });
    const all = ctx.logLines.join('\n');
    expect(ctx.logLines.length).toBeGreaterThan(0);
    for (const secret of [
      demoPassword,
      secretPassword,
      pair.token,
      pair.refreshToken,
      refreshed.data.token,
      refreshed.data.refreshToken,
      'cookie-secret-value',
    ]) {
      expect(all).not.toContain(secret);
    }
    const [planner] = await ctx.db.select().from(users).where(eq(users.username, 'planner'));
    expect(all).not.toContain(planner!.passwordHash);
  });
});
