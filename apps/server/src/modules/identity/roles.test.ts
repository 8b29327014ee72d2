/**
 * Roles and their grants (docs/areas/roles.md): listed with their menus and buttons, created with names in
 * three languages, edited and disabled by administrators; partner roles never get staff grants; a change
 * reaches the role's users at once in this process and, through the database, in another; no change may
 * leave nobody able to edit roles; every change is audited with before and after.
 */
import type { RoleItem, RoleList } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import type { App } from '../../app';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { auditEntries, roles, userRoles, users } from '../../db/schema';
import { PrincipalCache } from './principal-cache';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenOf(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const list = async (token = admin) => {
  const answer = await call<RoleList>(ctx.app, 'GET', '/role/list', { token });
  expect(answer.code).toBe(0);
  return answer.data.list;
};
const roleOf = async (code: string) => (await list()).find((role) => role.code === code)!;
const names = { nameCn: '审计员', nameEn: 'Auditor', nameKr: '감사자' };
const update = (token: string, role: RoleItem, change: Partial<RoleItem>) =>
  call<RoleItem>(ctx.app, 'POST', '/role/update', {
    token,
    body: {
      id: role.id,
      nameCn: change.nameCn ?? role.nameCn,
      nameEn: change.nameEn ?? role.nameEn,
      nameKr: change.nameKr ?? role.nameKr,
      menus: change.menus ?? role.menus,
      buttons: change.buttons ?? role.buttons,
    },
  });
const idOf = async (username: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
const roleCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(roles))[0]!.n;
const noPermission = translate('en', 'error.noPermission');

describe('the role list', () => {
  it('shows every role with its menus, buttons and users; the administrator role locked', async () => {
    const all = await list();
    const adminRole = all.find((role) => role.code === 'admin')!;
    expect(adminRole).toMatchObject({ locked: true, actions: [], kind: 'internal', status: 'active' });
    expect(adminRole.menus).toContain('configuration');
    expect(adminRole.buttons).toContain('role.edit');
    const channel = all.find((role) => role.code === 'channel')!;
    expect(channel).toMatchObject({ locked: false, actions: ['edit', 'disable'] });
    expect(channel.buttons).toContain('customer.edit');
    expect(channel.userCount).toBeGreaterThan(0);
    expect(all.find((role) => role.code === 'partner_admin')!.kind).toBe('partner');
  });

  it('is read by holders of system management, changed only with the role editor button', async () => {
    // Planners hold the system management menu but not the button: they read, without actions.
    const planner = await tokenOf(ctx.app, 'planner');
    expect((await list(planner)).every((role) => role.actions.length === 0)).toBe(true);
    const refused = await call(ctx.app, 'POST', '/role/create', {
      token: planner,
      body: { kind: 'internal', ...names, menus: [], buttons: [] },
    });
    expect(refused.msg).toBe(noPermission);
    for (const who of ['sales', 'partner.admin']) {
      const answer = await call(ctx.app, 'GET', '/role/list', { token: await tokenOf(ctx.app, who) });
      expect(answer.msg).toBe(noPermission);
    }
  });
});

describe('creating and editing a role', () => {
  it('creates a role with names in three languages and its grants, audited', async () => {
    const created = await call<RoleItem>(ctx.app, 'POST', '/role/create', {
      token: admin,
      body: { kind: 'internal', ...names, menus: ['home', 'customer'], buttons: ['customer.edit'] },
    });
    expect(created.code).toBe(0);
    expect(created.data).toMatchObject({
      ...names,
      code: `role_${created.data.id}`,
      kind: 'internal',
      status: 'active',
      menus: ['home', 'customer'],
      buttons: ['customer.edit'],
      userCount: 0,
    });
    const [entry] = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'role'), eq(auditEntries.entityId, String(created.data.id))));
    expect(entry).toMatchObject({ action: 'create', toState: 'active', before: null });
    expect(entry!.after).toMatchObject({ nameEn: 'Auditor', buttons: ['customer.edit'] });
  });

  it('refuses bad input with a clear message in the reader language, and saves nothing', async () => {
    const before = await roleCount();
    const cases: Array<[object, string]> = [
      [
        { kind: 'partner', ...names, nameEn: 'P1', menus: ['configuration'], buttons: [] },
        translate('cn', 'roles.error.staffOnly', { code: 'configuration' }),
      ],
      [
        { kind: 'partner', ...names, nameEn: 'P2', menus: ['customer'], buttons: ['customer.edit'] },
        translate('cn', 'roles.error.staffOnly', { code: 'customer.edit' }),
      ],
      [
        { kind: 'internal', ...names, nameEn: 'I1', menus: ['nowhere'], buttons: [] },
        translate('cn', 'roles.error.unknownMenu', { code: 'nowhere' }),
      ],
      [
        { kind: 'internal', ...names, nameEn: 'I2', menus: ['home'], buttons: ['nothing.edit'] },
        translate('cn', 'roles.error.unknownButton', { code: 'nothing.edit' }),
      ],
      [
        { kind: 'internal', ...names, nameEn: 'I3', menus: ['home'], buttons: ['customer.edit'] },
        translate('cn', 'roles.error.buttonWithoutMenu', { code: 'customer.edit', menu: 'customer' }),
      ],
      [
        { kind: 'internal', nameCn: '审计员', nameEn: 'Other', nameKr: '기타', menus: [], buttons: [] },
        translate('cn', 'roles.error.nameTaken', { name: '审计员' }),
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(ctx.app, 'POST', '/role/create', { token: admin, body, lang: 'cn' });
      expect(answer.code).toBe(100);
      expect(answer.msg).toBe(message);
    }
    expect(await roleCount()).toBe(before);

    for (const body of [
      { kind: 'internal', nameCn: '', nameEn: 'x', nameKr: 'x', menus: [], buttons: [] },
      { kind: 'internal', nameCn: 'x', nameEn: 'x', menus: [], buttons: [] },
      { kind: 'robot', ...names, menus: [], buttons: [] },
      { kind: 'internal', ...names, nameCn: 'x'.repeat(61), menus: [], buttons: [] },
      { kind: 'internal', ...names, menus: 'home', buttons: [] },
      { kind: 'internal', ...names, menus: Array.from({ length: 301 }, () => 'home'), buttons: [] },
    ]) {
      const answer = await call(ctx.app, 'POST', '/role/create', { token: admin, body });
      expect(answer.code).toBe(100);
      expect(answer.data).toHaveProperty('fieldErrors');
    }
    expect(await roleCount()).toBe(before);
    // A group partners share ('business') is fine for a partner role.
    const partnerRole = await call<RoleItem>(ctx.app, 'POST', '/role/create', {
      token: admin,
      body: {
        kind: 'partner',
        nameCn: '伙伴助理',
        nameEn: 'Partner helper',
        nameKr: '파트너 도우미',
        menus: ['business', 'business.order'],
        buttons: [],
      },
    });
    expect(partnerRole.data).toMatchObject({ kind: 'partner', menus: ['business', 'business.order'] });
    // A role that does not exist, and the administrator role, are never changed.
    const missing = await call(ctx.app, 'POST', '/role/change-status', {
      token: admin,
      body: { id: 999_999, status: 'disabled' },
    });
    expect(missing.msg).toBe(translate('en', 'error.recordNotFound'));
    const adminRole = await roleOf('admin');
    expect((await update(admin, adminRole, { menus: ['home'], buttons: [] })).msg).toBe(
      translate('en', 'roles.error.locked'),
    );
    const off = await call(ctx.app, 'POST', '/role/change-status', {
      token: admin,
      body: { id: adminRole.id, status: 'disabled' },
    });
    expect(off.msg).toBe(translate('en', 'roles.error.locked'));
    expect((await roleOf('admin')).status).toBe('active');
  });
});

describe('a change to a role, in every server process', () => {
  const createCustomer = (app: App, token: string) =>
    call(app, 'POST', '/customer/create-customer', { token, body: {} });

  it("refuses a removed button's call on the next request, here and in a second app on the database", async () => {
    // The second app has its own cache of callers (as a second server process has), kept for a minute:
    // only the database's notice can end what it holds.
    const second = createDatabase(String(ctx.pool.options.connectionString), 4);
    const cache = new PrincipalCache(60_000);
    const other = await buildApp({
      config: ctx.config,
      db: second.db,
      logger: pino({ level: 'silent' }),
      principalCache: cache,
    });
    await other.ready();
    const channel = await roleOf('channel');
    try {
      const token = await tokenOf(ctx.app, 'channel');
      // Held: the call gets past the permission check (and is refused for its empty body).
      for (const app of [ctx.app, other, other])
        expect((await createCustomer(app, token)).msg).not.toBe(noPermission);
      expect(cache.size).toBe(1);

      const changed = await update(admin, channel, {
        buttons: channel.buttons.filter((code) => code !== 'customer.edit'),
      });
      expect(changed.code).toBe(0);
      expect(changed.data.buttons).not.toContain('customer.edit');
      expect((await createCustomer(ctx.app, token)).msg).toBe(noPermission);
      // The other process drops its cached caller when the transaction's NOTIFY reaches it (milliseconds).
      const started = Date.now();
      while (cache.size > 0 && Date.now() - started < 1000) await new Promise((r) => setTimeout(r, 5));
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await createCustomer(other, token)).msg).toBe(noPermission);
      const menu = await call<{ buttons: string[] }>(other, 'POST', '/login/get-menu', { token });
      expect(menu.data.buttons).not.toContain('customer.edit');

      // Disabling the role ends all its grants the same way; enabling it gives them back.
      const off = await call<RoleItem>(ctx.app, 'POST', '/role/change-status', {
        token: admin,
        body: { id: channel.id, status: 'disabled' },
      });
      expect(off.data).toMatchObject({ status: 'disabled', actions: ['edit', 'enable'] });
      const customers = () => call(other, 'POST', '/customer/page-customer-list', { token, body: {} });
      const started2 = Date.now();
      while ((await customers()).msg !== noPermission && Date.now() - started2 < 1000)
        await new Promise((r) => setTimeout(r, 5));
      expect((await customers()).msg).toBe(noPermission);
      await call(ctx.app, 'POST', '/role/change-status', {
        token: admin,
        body: { id: channel.id, status: 'active' },
      });
      expect((await call(ctx.app, 'POST', '/customer/page-customer-list', { token, body: {} })).code).toBe(0);
    } finally {
      await update(admin, channel, {});
      await ctx.db
        .update(roles)
        .set({ nameCn: null, nameEn: null, nameKr: null })
        .where(eq(roles.id, channel.id));
      await other.close();
      await second.pool.end();
    }
  });

  it('keeps before and after of each change in the audit trail', async () => {
    const channel = await roleOf('channel');
    const entries = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'role'), eq(auditEntries.entityId, String(channel.id))))
      .orderBy(auditEntries.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'disable', 'enable', 'update']);
    const [first] = entries;
    expect(first!.before).toMatchObject({ buttons: expect.arrayContaining(['customer.edit']) });
    expect(first!.after).toMatchObject({ buttons: expect.not.arrayContaining(['customer.edit']) });
    expect(first!.actorId).toBe(await idOf('admin'));
    expect(entries[1]).toMatchObject({ fromState: 'active', toState: 'disabled' });
  });
});

describe('the last-administrator guard', () => {
  it('refuses a role edit, a role disable, a user’s roles or disabling a user that would leave nobody to edit roles', async () => {
    // The administrator is away (disabled); the channel manager edits roles through a role of its own.
    const created = await call<RoleItem>(ctx.app, 'POST', '/role/create', {
      token: admin,
      body: {
        kind: 'internal',
        nameCn: '系统管理员',
        nameEn: 'System keeper',
        nameKr: '시스템 관리 담당',
        menus: ['configuration', 'partner', 'partner.user'],
        buttons: ['role.edit', 'partner.user.edit'],
      },
    });
    expect(created.code).toBe(0);
    const keeper = created.data;
    const channelId = await idOf('channel');
    await ctx.db.insert(userRoles).values({ userId: channelId, roleId: keeper.id });
    const adminId = await idOf('admin');
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, adminId));
    const channel = await tokenOf(ctx.app, 'channel');
    const lastAdministrator = translate('kr', 'roles.error.lastAdministrator');
    try {
      const auditsBefore = (await ctx.db.select().from(auditEntries).where(eq(auditEntries.entity, 'role')))
        .length;
      const edit = await call(ctx.app, 'POST', '/role/update', {
        token: channel,
        lang: 'kr',
        body: {
          id: keeper.id,
          nameCn: keeper.nameCn,
          nameEn: keeper.nameEn,
          nameKr: keeper.nameKr,
          menus: keeper.menus,
          buttons: ['partner.user.edit'],
        },
      });
      expect(edit.msg).toBe(lastAdministrator);
      const off = await call(ctx.app, 'POST', '/role/change-status', {
        token: channel,
        lang: 'kr',
        body: { id: keeper.id, status: 'disabled' },
      });
      expect(off.msg).toBe(lastAdministrator);
      // The channel manager's own roles without the keeper role.
      const info = await call<Record<string, unknown> & { roles: string[] }>(
        ctx.app,
        'GET',
        '/user/get-user-info',
        {
          token: channel,
          query: { id: String(channelId) },
        },
      );
      expect(info.code).toBe(0);
      const save = await call(ctx.app, 'POST', '/user/save-user', {
        token: channel,
        lang: 'kr',
        body: { ...info.data, roleCodes: info.data.roles.filter((code) => code !== keeper.code) },
      });
      expect(save.msg).toBe(lastAdministrator);
      // Nothing was saved: the role, its grants, the user's roles; no audit entry.
      const after = (await list(channel)).find((role) => role.id === keeper.id)!;
      expect(after).toMatchObject({ status: 'active', buttons: ['partner.user.edit', 'role.edit'].sort() });
      expect((await ctx.db.select().from(auditEntries).where(eq(auditEntries.entity, 'role'))).length).toBe(
        auditsBefore,
      );
      const stillHeld = await ctx.db.select().from(userRoles).where(eq(userRoles.roleId, keeper.id));
      expect(stillHeld).toHaveLength(1);

      // Disabling the last holder: the sales user holds the keeper role alone (channel gives it up first).
      const salesId = await idOf('sales');
      await ctx.db.insert(userRoles).values({ userId: salesId, roleId: keeper.id });
      await ctx.db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, channelId), eq(userRoles.roleId, keeper.id)));
      const byChannel = await tokenOf(ctx.app, 'channel');
      const disable = await call(ctx.app, 'POST', '/user/change-user-status', {
        token: byChannel,
        body: { id: salesId, status: 'disabled' },
      });
      expect(disable.msg).toBe(translate('en', 'roles.error.lastAdministrator'));
      expect((await ctx.db.select().from(users).where(eq(users.id, salesId)))[0]!.status).toBe('active');
    } finally {
      await ctx.db.update(users).set({ status: 'active' }).where(eq(users.id, adminId));
    }
    // With the administrator back, the same change passes.
    const passes = await update(admin, keeper, { buttons: ['partner.user.edit'] });
    expect(passes.code).toBe(0);
  });
});
