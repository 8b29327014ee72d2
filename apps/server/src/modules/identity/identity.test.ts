import { catalogs, translate } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, demoPassword, login, tokenOf } from '../../../test/test-app';
import {
  appSecrets,
  buttons,
  companies,
  companyTypes,
  loginFailures,
  loginLocks,
  roles,
  users,
} from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // Lock-out state must not leak from one test into the next.
  await ctx.db.delete(loginFailures);
  await ctx.db.delete(loginLocks);
});

const attempt = (
  username: string,
  password: string,
  loginType?: 'staff' | 'partner',
  lang?: 'cn' | 'en' | 'kr',
) =>
  call<{ token?: string; refreshToken?: string }>(ctx.app, 'POST', '/login/login', {
    body: { username, password, ...(loginType ? { loginType } : {}) },
    ...(lang ? { lang } : {}),
  });

describe('login/login', () => {
  it('signs staff in with a token pair (staff is the default login type)', async () => {
    const res = await attempt('admin', demoPassword);
    expect(res.code).toBe(0);
    expect(res.data.token).toMatch(/^ey/);
    expect(res.data.refreshToken!.length).toBeGreaterThan(30);
  });

  it('is case-insensitive on the username', async () => {
    expect((await attempt('ADMIN', demoPassword)).code).toBe(0);
  });

  it('signs a partner in on the partner login', async () => {
    expect((await attempt('partner.admin', demoPassword, 'partner')).code).toBe(0);
  });

  it.each([
    ['en', 'Incorrect username or password'],
    ['cn', '用户名或密码错误'],
    ['kr', '사용자 ID 또는 비밀번호가 올바르지 않습니다'],
  ] as const)(
    'answers the same message for a wrong password and an unknown user (%s)',
    async (lang, message) => {
      const wrong = await attempt('admin', 'Wrong@2026', 'staff', lang);
      const unknown = await attempt('nobody.here', 'Wrong@2026', 'staff', lang);
      expect(wrong).toMatchObject({ code: 100, msg: message, data: null });
      expect(unknown).toMatchObject({ code: 100, msg: message, data: null });
    },
  );

  it('refuses a partner account on the staff login and a staff account on the partner login', async () => {
    const message = catalogs.en['error.noPermission'];
    expect(await attempt('partner.admin', demoPassword, 'staff')).toMatchObject({ code: 100, msg: message });
    expect(await attempt('admin', demoPassword, 'partner')).toMatchObject({ code: 100, msg: message });
  });

  it('refuses a disabled account', async () => {
    const res = await attempt('partner.disabled', demoPassword, 'partner', 'kr');
    expect(res).toMatchObject({ code: 100, msg: catalogs.kr['error.accountDisabled'] });
  });

  it('refuses a company type the company no longer has', async () => {
    const res = await attempt('partner.mismatch', demoPassword, 'partner', 'cn');
    expect(res).toMatchObject({ code: 100, msg: catalogs.cn['error.companyTypeMismatch'] });
  });

  it('refuses a company role that no longer matches, and a disabled company', async () => {
    const [b] = await ctx.db.select().from(companies).where(eq(companies.code, 'P-B001'));
    await ctx.db.update(companies).set({ companyRole: 'TIER1' }).where(eq(companies.id, b!.id));
    expect(await attempt('partner.b', demoPassword, 'partner')).toMatchObject({
      code: 100,
      msg: catalogs.en['error.companyRoleMismatch'],
    });
    await ctx.db
      .update(companies)
      .set({ companyRole: 'TIER2', status: 'disabled' })
      .where(eq(companies.id, b!.id));
    expect(await attempt('partner.b', demoPassword, 'partner')).toMatchObject({
      code: 100,
      msg: catalogs.en['error.companyDisabled'],
    });
    await ctx.db.update(companies).set({ status: 'active' }).where(eq(companies.id, b!.id));
    expect((await attempt('partner.b', demoPassword, 'partner')).code).toBe(0);
  });

  it('checks account rules only after the password matched', async () => {
    const res = await attempt('partner.disabled', 'Wrong@2026', 'partner');
    expect(res.msg).toBe(catalogs.en['error.incorrectCredentials']);
  });

  it.each([
    [{ password: demoPassword }, 'username'],
    [{ username: 'admin' }, 'password'],
    [{ username: '', password: demoPassword }, 'username'],
    [{ username: 'admin', password: demoPassword, loginType: 'robot' }, 'loginType'],
  ] as Array<[Record<string, string>, string]>)(
    'refuses a bad body %j naming the field',
    async (body, field) => {
      const res = await call<{ fieldErrors: Array<{ field: string }> }>(ctx.app, 'POST', '/login/login', {
        body,
      });
      expect(res.code).toBe(100);
      expect(res.msg).toContain(field);
      expect(res.data.fieldErrors[0]!.field).toBe(field);
    },
  );

  it('names the missing field with the required template in Chinese', async () => {
    const res = await call(ctx.app, 'POST', '/login/login', { body: { username: 'admin' }, lang: 'cn' });
    expect(res.msg).toBe(translate('cn', 'validation.required', { name: 'password' }));
  });

  it('stores passwords as argon2id hashes', async () => {
    const [admin] = await ctx.db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('lock-out', () => {
  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await attempt('sales', `Wrong@${i}xx`)).msg).toBe(catalogs.en['error.incorrectCredentials']);
    }
    const fifth = await attempt('sales', 'Wrong@5xx');
    expect(fifth.msg).toBe(translate('en', 'error.accountLocked', { minutes: 15 }));
    const right = await attempt('sales', demoPassword, 'staff', 'kr');
    expect(right).toMatchObject({ code: 100, msg: translate('kr', 'error.accountLocked', { minutes: 15 }) });
    // Other accounts are untouched.
    expect((await attempt('planner', demoPassword)).code).toBe(0);
    // When the lock has run out the right password works again.
    await ctx.db.update(loginLocks).set({ lockedUntil: sql`now() - interval '1 second'` });
    await ctx.db.update(loginFailures).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await attempt('sales', demoPassword)).code).toBe(0);
  });

  it('locks unknown usernames the same way, telling nothing about existence', async () => {
    for (let i = 0; i < 5; i++) await attempt('ghost.user', 'Wrong@2026xx');
    expect((await attempt('ghost.user', 'Wrong@2026xx')).msg).toBe(
      translate('en', 'error.accountLocked', { minutes: 15 }),
    );
  });

  it('a success clears the failures', async () => {
    for (let i = 0; i < 4; i++) await attempt('service', 'Wrong@2026xx');
    expect((await attempt('service', demoPassword)).code).toBe(0);
    expect((await attempt('service', 'Wrong@2026xx')).msg).toBe(catalogs.en['error.incorrectCredentials']);
  });

  it('limits failures per client address', async () => {
    await ctx.db
      .insert(loginFailures)
      .values(
        Array.from({ length: 30 }, (_, i) => ({ usernameKey: `someone${i}`, clientAddress: '127.0.0.1' })),
      );
    const res = await attempt('admin', demoPassword);
    expect(res).toMatchObject({ code: 100, msg: translate('en', 'error.addressLimited', { minutes: 15 }) });
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      remoteAddress: '10.9.8.7',
      payload: { username: 'admin', password: demoPassword },
    });
    expect(other.json().code).toBe(0);
  });
});

describe('tokens', () => {
  async function expiredToken(userId: number, sessionId: string) {
    const [secret] = await ctx.db.select().from(appSecrets).where(eq(appSecrets.name, 'access-token-key'));
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret!.value));
  }

  it('answers code 6 without a token and with an invalid or forged one', async () => {
    expect((await call(ctx.app, 'POST', '/login/get-login-user')).code).toBe(6);
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: 'not-a-token' })).code).toBe(6);
    const forged = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(64)));
    const res = await call(ctx.app, 'POST', '/login/get-login-user', { token: forged, lang: 'cn' });
    expect(res).toMatchObject({ code: 6, msg: catalogs.cn['error.loginExpired'] });
  });

  it('answers code 3 for an expired access token, and the refresh token gets a new pair', async () => {
    const pair = await login(ctx.app, 'admin');
    const me = await call<{ id: number }>(ctx.app, 'POST', '/login/get-login-user', { token: pair.token });
    const sessionId = z.object({ sid: z.string() }).parse(decodeJwt(pair.token)).sid;
    const expired = await expiredToken(me.data.id, sessionId);
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: expired })).code).toBe(3);

    const refreshed = await call<{ token: string; refreshToken: string }>(
      ctx.app,
      'POST',
      '/login/refreshToken',
      {
        body: { refreshToken: pair.refreshToken },
      },
    );
    expect(refreshed.code).toBe(0);
    expect(refreshed.data.refreshToken).not.toBe(pair.refreshToken);
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: refreshed.data.token })).code).toBe(
      0,
    );
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const first = await login(ctx.app, 'channel');
    const second = await call<{ token: string; refreshToken: string }>(
      ctx.app,
      'POST',
      '/login/refreshToken',
      {
        body: { refreshToken: first.refreshToken },
      },
    );
    expect(second.code).toBe(0);
    // The stolen first token is replayed: refused, and every token of that login dies with it.
    expect(
      (await call(ctx.app, 'POST', '/login/refreshToken', { body: { refreshToken: first.refreshToken } }))
        .code,
    ).toBe(6);
    expect(
      (
        await call(ctx.app, 'POST', '/login/refreshToken', {
          body: { refreshToken: second.data.refreshToken },
        })
      ).code,
    ).toBe(6);
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: second.data.token })).code).toBe(6);
    // Another login of the same user is a different family and lives on.
    const other = await login(ctx.app, 'channel');
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: other.token })).code).toBe(0);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    expect(
      (await call(ctx.app, 'POST', '/login/refreshToken', { body: { refreshToken: 'nope' } })).code,
    ).toBe(6);
    expect((await call(ctx.app, 'POST', '/login/refreshToken', { body: {} })).code).toBe(100);
  });

  it('logout revokes the access and the refresh token', async () => {
    const pair = await login(ctx.app, 'planner');
    expect((await call(ctx.app, 'POST', '/login/logout', { token: pair.token, body: {} })).code).toBe(0);
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: pair.token })).code).toBe(6);
    expect(
      (await call(ctx.app, 'POST', '/login/refreshToken', { body: { refreshToken: pair.refreshToken } }))
        .code,
    ).toBe(6);
  });

  it('disabling a user or its company ends its sessions', async () => {
    const pair = await login(ctx.app, 'partner.sales', demoPassword, 'partner');
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'partner.sales'));
    expect((await call(ctx.app, 'POST', '/login/get-login-user', { token: pair.token })).code).toBe(6);
    expect(
      (await call(ctx.app, 'POST', '/login/refreshToken', { body: { refreshToken: pair.refreshToken } }))
        .code,
    ).toBe(6);
    await ctx.db.update(users).set({ status: 'active' }).where(eq(users.username, 'partner.sales'));

    const admin = await login(ctx.app, 'partner.admin', demoPassword, 'partner');
    await ctx.db.update(companies).set({ status: 'disabled' }).where(eq(companies.code, 'P-A001'));
    expect((await call(ctx.app, 'POST', '/login/get-menu', { token: admin.token })).code).toBe(6);
    await ctx.db.update(companies).set({ status: 'active' }).where(eq(companies.code, 'P-A001'));
  });
});

describe('session calls', () => {
  it('get-menu answers every menu and button for admin, and a partner subset for a partner', async () => {
    const admin = await call<{ menus: Array<{ code: string; path: string | null }>; buttons: string[] }>(
      ctx.app,
      'POST',
      '/login/get-menu',
      { token: await tokenOf(ctx.app, 'admin') },
    );
    expect(admin.code).toBe(0);
    const adminCodes = admin.data.menus.map((m) => m.code);
    expect(adminCodes).toEqual(
      expect.arrayContaining([
        'home',
        'business',
        'business.opptFiling',
        'partner.company',
        'system.exceptionLog',
      ]),
    );
    expect(admin.data.buttons).toContain('opportunity.assign');

    const partner = await call<{
      menus: Array<{ code: string; parentCode: string | null }>;
      buttons: string[];
    }>(ctx.app, 'POST', '/login/get-menu', { token: await tokenOf(ctx.app, 'partner.admin') });
    const codes = partner.data.menus.map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining(['home', 'business', 'business.opptFiling', 'clue.myClue', 'partner.user']),
    );
    expect(codes).not.toContain('business.opptList');
    expect(codes).not.toContain('partner.company');
    expect(codes).not.toContain('system.exceptionLog');
    // Every parent of a visible entry is visible too.
    for (const m of partner.data.menus) if (m.parentCode) expect(codes).toContain(m.parentCode);
    expect(partner.data.buttons).not.toContain('opportunity.assign');
  });

  it('get-login-user answers the user with roles; get-uer-partner-info the partner types', async () => {
    const token = await tokenOf(ctx.app, 'partner.admin');
    const me = await call<Record<string, unknown>>(ctx.app, 'POST', '/login/get-login-user', { token });
    expect(me.data).toMatchObject({
      username: 'partner.admin',
      kind: 'partner',
      companyName: '演示合作伙伴A',
      companyType: 'DISTRIBUTOR',
      companyRole: 'TIER1',
      roles: ['partner_admin'],
    });
    expect(me.data).not.toHaveProperty('passwordHash');
    const info = await call<{ partnerTypeList: unknown[]; companyName: string }>(
      ctx.app,
      'GET',
      '/partner/get-uer-partner-info',
      { token },
    );
    expect(info.data.companyName).toBe('演示合作伙伴A');
    expect(info.data.partnerTypeList).toEqual([
      { typeCode: 'DISTRIBUTOR', typeName: '分销商', typeNameEn: 'Distributor', typeNameKr: '총판' },
      {
        typeCode: 'SYSTEM_INTEGRATOR',
        typeName: '系统集成商',
        typeNameEn: 'System integrator',
        typeNameKr: '시스템 통합업체',
      },
    ]);
    const staff = await call(ctx.app, 'GET', '/partner/get-uer-partner-info', {
      token: await tokenOf(ctx.app, 'sales'),
    });
    expect(staff).toMatchObject({ code: 0, data: null });
  });

  it('get-sale-user and get-planning-user list internal holders of those roles, for staff only', async () => {
    const token = await tokenOf(ctx.app, 'channel');
    const sales = await call<Array<{ username: string }>>(ctx.app, 'GET', '/user/get-sale-user', { token });
    expect(sales.data.map((u) => u.username)).toEqual(['sales', 'sales2']);
    const planning = await call<Array<{ username: string }>>(ctx.app, 'GET', '/user/get-planning-user', {
      token,
    });
    expect(planning.data.map((u) => u.username)).toEqual(['planner2', 'planner']); // by display name: Paul Second, Pia Planner
    const partner = await call(ctx.app, 'GET', '/user/get-sale-user', {
      token: await tokenOf(ctx.app, 'partner.admin'),
    });
    expect(partner).toMatchObject({ code: 100, msg: catalogs.en['error.noPermission'] });
  });

  it('every menu, button and role title the server hands out is a key of every catalogue', async () => {
    const res = await call<{ menus: Array<{ titleKey: string }> }>(ctx.app, 'POST', '/login/get-menu', {
      token: await tokenOf(ctx.app, 'admin'),
    });
    const roleKeys = (await ctx.db.select({ titleKey: roles.titleKey }).from(roles)).map((r) => r.titleKey);
    const buttonKeys = (await ctx.db.select({ titleKey: buttons.titleKey }).from(buttons)).map(
      (b) => b.titleKey,
    );
    const keys = [...res.data.menus.map((m) => m.titleKey), ...roleKeys, ...buttonKeys];
    expect(keys.length).toBeGreaterThan(40);
    for (const language of ['en', 'cn', 'kr'] as const) {
      expect(keys.filter((k) => !(k in catalogs[language]))).toEqual([]);
    }
    // The client names a role by roleTitleKey(code): partner_admin → role.partnerAdmin.
    const codes = await ctx.db.select({ code: roles.code, titleKey: roles.titleKey }).from(roles);
    for (const r of codes)
      expect(`role.${r.code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`).toBe(r.titleKey);
  });

  it('get-info is public', async () => {
    const res = await call<{ languages: string[] }>(ctx.app, 'GET', '/login/get-info');
    expect(res.code).toBe(0);
    expect(res.data.languages).toEqual(['cn', 'en', 'kr']);
  });

  it('a changed company type set is seen by the next login', async () => {
    const [a] = await ctx.db.select().from(companies).where(eq(companies.code, 'P-A001'));
    await ctx.db.insert(companyTypes).values({ companyId: a!.id, typeCode: 'SERVICE_PARTNER' });
    expect((await attempt('partner.mismatch', demoPassword, 'partner')).code).toBe(0);
    await ctx.db
      .delete(companyTypes)
      .where(sql`${companyTypes.companyId} = ${a!.id} AND ${companyTypes.typeCode} = 'SERVICE_PARTNER'`);
  });
});
