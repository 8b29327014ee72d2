/**
 * The per-request caller lookup is cached for principalCacheMs (docs/performance.md): revocations made
 * through this process still end access at once; a change made elsewhere ends it within the period.
 */
import { companies, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, demoPassword, login, tokenOf } from '../../../test/test-app';
import { principalCache, principalCacheMs } from './principal-cache';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenOf(ctx.app, 'admin');
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const whoAmI = (token: string) => call(ctx.app, 'POST', '/login/get-login-user', { token });
const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('the cached caller', () => {
  it('is reused for a token seen a moment ago', async () => {
    const { token } = await login(ctx.app, 'planner');
    expect((await whoAmI(token)).code).toBe(0);
    const before = principalCache.size;
    expect((await whoAmI(token)).code).toBe(0);
    expect(principalCache.size).toBe(before);
  });

  it('ends at once on logout', async () => {
    const { token } = await login(ctx.app, 'planner');
    expect((await whoAmI(token)).code).toBe(0);
    expect((await call(ctx.app, 'POST', '/login/logout', { token, body: {} })).code).toBe(0);
    expect((await whoAmI(token)).code).toBe(6);
  });

  it('ends at once when an administrator disables the user or its company', async () => {
    const { token } = await login(ctx.app, 'partner.sales', demoPassword, 'partner');
    expect((await whoAmI(token)).code).toBe(0);
    const id = await idOf('partner.sales');
    const off = await call(ctx.app, 'POST', '/user/change-user-status', {
      token: admin,
      body: { id, status: 'disabled' },
    });
    expect(off.code).toBe(0);
    expect((await whoAmI(token)).code).toBe(6);
    await call(ctx.app, 'POST', '/user/change-user-status', { token: admin, body: { id, status: 'active' } });

    const partnerAdmin = await login(ctx.app, 'partner.admin', demoPassword, 'partner');
    expect((await whoAmI(partnerAdmin.token)).code).toBe(0);
    const company = (
      await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'P-A001'))
    )[0]!.id;
    const companyOff = await call(ctx.app, 'POST', '/partner/change-company-status', {
      token: admin,
      body: { id: company, status: 'disabled' },
    });
    expect(companyOff.code).toBe(0);
    expect((await whoAmI(partnerAdmin.token)).code).toBe(6);
    await call(ctx.app, 'POST', '/partner/change-company-status', {
      token: admin,
      body: { id: company, status: 'active' },
    });
  });

  it('ends within the cache period when the change comes from elsewhere', async () => {
    const { token } = await login(ctx.app, 'sales');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await whoAmI(token)).code).toBe(0);
    // Another server process (or a database session) disables the user: this one is not told.
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'sales'));
    expect((await whoAmI(token)).code).toBe(0);
    vi.setSystemTime(Date.now() + principalCacheMs);
    expect((await whoAmI(token)).code).toBe(6);
    await ctx.db.update(users).set({ status: 'active' }).where(eq(users.username, 'sales'));
  });

  it('still refuses an expired token with code 3', async () => {
    const { token } = await login(ctx.app, 'service');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await whoAmI(token)).code).toBe(0);
    vi.setSystemTime(Date.now() + ctx.config.accessTokenTtl * 1000 + 1000);
    expect((await whoAmI(token)).code).toBe(3);
  });
});
