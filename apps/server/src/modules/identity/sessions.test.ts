/**
 * A user's sessions (docs/sign-in.md): listed on its profile with way, device, place and times; ended one
 * by one or all but the current; a partner administrator signs out its own company's users only; and a
 * disabled user's sessions stop working at once in another server process on the same database.
 */
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, demoPassword, login, tokenOf } from '../../../test/test-app';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { PgListener } from '../../core/pg-listener';
import type { Principal } from '../../core/principal';
import { createDatabase } from '../../db/database';
import { loginSessions, users } from '../../db/schema';
import { revocationChannel } from './identity.repository';
import { PrincipalCache } from './principal-cache';
import { onRevocation } from './session-revocations';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenOf(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface SessionRow {
  id: string;
  signInWay: string;
  loginType: string;
  device: string;
  place: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}
const list = (token: string) => call<SessionRow[]>(ctx.app, 'GET', '/login/sessions', { token });
const whoAmI = (app: App, token: string) => call(app, 'POST', '/login/get-login-user', { token });
const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe("a user's sessions", () => {
  it('lists each open session with its way, device, place and times, the current one marked', async () => {
    const desk = await login(ctx.app, 'service');
    const phone = await call<{ token: string }>(ctx.app, 'POST', '/login/login', {
      body: { username: 'service', password: demoPassword },
      headers: { 'user-agent': phoneAgent },
    });
    const listed = await list(desk.token);
    expect(listed.code).toBe(0);
    const mine = listed.data.filter((s) => s.current);
    expect(mine).toHaveLength(1);
    const onPhone = listed.data.find((s) => s.device === 'Safari 17 · iPhone');
    expect(onPhone).toMatchObject({ signInWay: 'password', loginType: 'staff', current: false });
    expect(onPhone!.place).toBeTruthy();
    expect(Date.parse(onPhone!.createdAt)).not.toBeNaN();
    expect(Date.parse(onPhone!.lastUsedAt)).not.toBeNaN();
    expect((await list(phone.data.token)).data.find((s) => s.current)!.id).toBe(onPhone!.id);
  });

  it('ends one session, its own only, and all the others at once', async () => {
    const a = await login(ctx.app, 'planner');
    const b = await login(ctx.app, 'planner');
    const c = await login(ctx.app, 'planner');
    const other = await login(ctx.app, 'sales');
    expect((await whoAmI(ctx.app, b.token)).code).toBe(0);
    const sessions = (await list(a.token)).data;
    const bId = sessions.find((s) => !s.current)!.id;
    const otherId = (await list(other.token)).data.find((s) => s.current)!.id;

    // Another user's session: not found, and it goes on working.
    const foreign = await call(ctx.app, 'POST', '/login/end-session', {
      token: a.token,
      body: { id: otherId },
      lang: 'kr',
    });
    expect(foreign.code).toBe(100);
    expect(foreign.msg).toBe(translate('kr', 'session.error.notFound'));
    expect((await whoAmI(ctx.app, other.token)).code).toBe(0);

    expect(
      (await call(ctx.app, 'POST', '/login/end-session', { token: a.token, body: { id: bId } })).code,
    ).toBe(0);
    const left = (await list(a.token)).data.map((s) => s.id);
    expect(left).not.toContain(bId);

    const ended = await call<{ ended: number }>(ctx.app, 'POST', '/login/end-other-sessions', {
      token: a.token,
    });
    expect(ended.code).toBe(0);
    expect(ended.data.ended).toBeGreaterThanOrEqual(1);
    expect((await whoAmI(ctx.app, c.token)).code).toBe(6);
    expect((await whoAmI(ctx.app, a.token)).code).toBe(0);
    expect((await list(a.token)).data).toHaveLength(1);
    // A bad id is refused clearly.
    expect(
      (await call(ctx.app, 'POST', '/login/end-session', { token: a.token, body: { id: 'x' } })).code,
    ).toBe(100);
  });

  it('records the last use of a session', async () => {
    const { token } = await login(ctx.app, 'channel');
    const session = (await list(token)).data.find((s) => s.current)!;
    await ctx.db
      .update(loginSessions)
      .set({ lastUsedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(loginSessions.id, session.id));
    // A new token of the same session is read from the database: its use is written.
    const fresh = await call<{ token: string }>(ctx.app, 'POST', '/login/refreshToken', {
      body: { refreshToken: (await login(ctx.app, 'channel')).refreshToken },
    });
    expect(fresh.code).toBe(0);
    await whoAmI(ctx.app, fresh.data.token);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await ctx.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.userId, await idOf('channel')));
    expect(rows.some((row) => Date.now() - row.lastUsedAt.getTime() < 60_000)).toBe(true);
  });
});

describe('an administrator signs users out', () => {
  it("lets a partner administrator sign out its own company's users only", async () => {
    const partnerAdmin = await tokenOf(ctx.app, 'partner.admin');
    const colleague = await tokenOf(ctx.app, 'partner.sales');
    const elsewhere = await tokenOf(ctx.app, 'partner.b');
    expect((await whoAmI(ctx.app, colleague)).code).toBe(0);

    const ended = await call<{ ended: number }>(ctx.app, 'POST', '/user/end-user-sessions', {
      token: partnerAdmin,
      body: { id: await idOf('partner.sales') },
    });
    expect(ended.code).toBe(0);
    expect(ended.data.ended).toBeGreaterThanOrEqual(1);
    expect((await whoAmI(ctx.app, colleague)).code).toBe(6);

    // Another company's user, or staff: "not found", nothing ends.
    for (const username of ['partner.b', 'sales']) {
      const refused = await call(ctx.app, 'POST', '/user/end-user-sessions', {
        token: partnerAdmin,
        body: { id: await idOf(username) },
        lang: 'cn',
      });
      expect(refused.code).toBe(100);
      expect(refused.msg).toBe(translate('cn', 'error.recordNotFound'));
    }
    expect((await whoAmI(ctx.app, elsewhere)).code).toBe(0);
  });

  it('needs the user-edit permission', async () => {
    const sales = await tokenOf(ctx.app, 'partner.sales');
    const refused = await call(ctx.app, 'POST', '/user/end-user-sessions', {
      token: sales,
      body: { id: await idOf('partner.admin') },
    });
    expect(refused.code).toBe(100);
    expect(refused.msg).toBe(translate('en', 'error.noPermission'));
    // Staff administrators reach every user.
    const staff = await tokenOf(ctx.app, 'planner');
    const byAdmin = await call(ctx.app, 'POST', '/user/end-user-sessions', {
      token: admin,
      body: { id: await idOf('planner') },
    });
    expect(byAdmin.code).toBe(0);
    expect((await whoAmI(ctx.app, staff)).code).toBe(6);
  });
});

describe('a disabled user, seen from a second server process on the same database', () => {
  it("refuses the user's next request there", async () => {
    const url = String(ctx.pool.options.connectionString);
    const second = createDatabase(url, 6);
    const logger = pino({ level: 'silent' });
    const other = await buildApp({ config: ctx.config, db: second.db, logger });
    await other.ready();
    try {
      const { token } = await login(other, 'partner.sales', demoPassword, 'partner');
      expect((await whoAmI(other, token)).code).toBe(0);
      expect((await whoAmI(other, token)).code).toBe(0); // cached there now
      const off = await call(ctx.app, 'POST', '/user/change-user-status', {
        token: admin,
        body: { id: await idOf('partner.sales'), status: 'disabled' },
      });
      expect(off.code).toBe(0);
      expect((await whoAmI(other, token)).code).toBe(6);
    } finally {
      await call(ctx.app, 'POST', '/user/change-user-status', {
        token: admin,
        body: { id: await idOf('partner.sales'), status: 'active' },
      });
      await other.close();
      await second.pool.end();
    }
  });

  it("drops the cached callers of another process when told, without that process's own revocation", async () => {
    // Another process's cache: only the NOTIFY of the revocation reaches it.
    const cache = new PrincipalCache(60_000);
    const listener = new PgListener(ctx.pool, pino({ level: 'silent' })).on(
      revocationChannel,
      onRevocation(cache),
    );
    await listener.start();
    try {
      const userId = await idOf('sales');
      const principal: Principal = {
        userId,
        username: 'sales',
        kind: 'internal',
        companyId: null,
        employeeId: null,
        sessionId: '00000000-0000-4000-8000-000000000001',
        roles: [],
        permissions: new Set(),
      };
      cache.set('a-token', principal, Date.now() + 600_000, Date.now());
      expect(cache.get('a-token')).toBeDefined();
      const off = await call(ctx.app, 'POST', '/user/change-user-status', {
        token: admin,
        body: { id: userId, status: 'disabled' },
      });
      expect(off.code).toBe(0);
      for (let i = 0; i < 50 && cache.get('a-token'); i++) await new Promise((r) => setTimeout(r, 20));
      expect(cache.get('a-token')).toBeUndefined();
      await call(ctx.app, 'POST', '/user/change-user-status', {
        token: admin,
        body: { id: userId, status: 'active' },
      });
    } finally {
      await listener.close();
    }
  });
});

describe('the messaging app token (ssApi/get-token)', () => {
  it('is refused clearly, in the reader language, while no messaging adapter is configured', async () => {
    for (const lang of ['en', 'cn', 'kr'] as const) {
      const answer = await call(ctx.app, 'GET', '/ssApi/get-token', { token: admin, lang });
      expect(answer.code).toBe(100);
      expect(answer.msg).toBe(translate(lang, 'messaging.error.notConfigured'));
      expect(answer.data).toBeNull();
    }
    expect((await call(ctx.app, 'GET', '/ssApi/get-token')).code).toBe(6);
  });
});
