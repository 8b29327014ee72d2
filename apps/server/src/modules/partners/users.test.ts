import { randomBytes } from 'node:crypto';
import type { GrantableRole, LoginUser, ManagedUser, ManagedUserInfo, Page } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { catalogs, loginPolicy, translate, userStatusTransitions } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { principalOf } from '../../../test/principals';
import { call, createTestApp, demoPassword, fieldErrorsOf, login, tokenOf } from '../../../test/test-app';
import { availableActions } from '../../core/transitions';
import { auditEntries, companies, loginSessions, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'service', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const newPassword = 'Changed#2027';
const uniqueName = (prefix: string) => `${prefix}.${randomBytes(4).toString('hex')}`;

type Lang = 'cn' | 'en' | 'kr';
const page = (body: Record<string, unknown>, token = tokens['admin']) =>
  call<Page<ManagedUser>>(ctx.app, 'POST', '/user/page-user-list', { token, body });
const info = (id: number | undefined, token = tokens['admin'], lang?: Lang) =>
  call<ManagedUserInfo>(ctx.app, 'GET', '/user/get-user-info', {
    token,
    query: { id: String(id) },
    ...(lang ? { lang } : {}),
  });
const save = (body: Record<string, unknown>, token = tokens['admin'], lang?: Lang) =>
  call<ManagedUserInfo>(ctx.app, 'POST', '/user/save-user', { token, body, ...(lang ? { lang } : {}) });
const changeStatus = (body: Record<string, unknown>, token = tokens['admin'], lang?: Lang) =>
  call<ManagedUserInfo>(ctx.app, 'POST', '/user/change-user-status', {
    token,
    body,
    ...(lang ? { lang } : {}),
  });
const resetPassword = (body: Record<string, unknown>, token = tokens['admin']) =>
  call(ctx.app, 'POST', '/user/reset-password', { token, body });

/** A valid new partner user of Demo Partner A; override any field. */
function partnerUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('pa');
  return {
    username,
    displayName: 'New Partner User',
    email: `${username}@partner-a.example`,
    mobile: '13800138000',
    kind: 'partner',
    companyId: ids['P-A001'],
    companyType: 'DISTRIBUTOR',
    companyRole: 'TIER1',
    roleCodes: ['partner_sales'],
    password: demoPassword,
    ...overrides,
  };
}

function internalUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('staff');
  return {
    username,
    displayName: 'New Staff',
    email: `${username}@portal.example`,
    kind: 'internal',
    employeeId: 'E9000',
    roleCodes: ['sales'],
    password: demoPassword,
    ...overrides,
  };
}

async function auditOf(entityId: number) {
  return ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, String(entityId))))
    .orderBy(desc(auditEntries.id));
}

const menu = (token: string) => call(ctx.app, 'POST', '/login/get-menu', { token });

describe('user/page-user-list', () => {
  it('pages every user for staff, with company and roles', async () => {
    const res = await page({ keyword: 'partner.admin' });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({
      id: ids['partner.admin'],
      username: 'partner.admin',
      displayName: 'Alex Partner',
      email: 'admin@partner-a.example',
      mobile: null,
      kind: 'partner',
      employeeId: null,
      companyId: ids['P-A001'],
      companyName: '演示合作伙伴A',
      companyType: 'DISTRIBUTOR',
      companyRole: 'TIER1',
      status: 'active',
      roles: ['partner_admin'],
    });
    const staff = await page({ keyword: 'channel@portal' });
    expect(staff.data.list[0]).toMatchObject({
      username: 'channel',
      kind: 'internal',
      employeeId: 'E0002',
      companyId: null,
      companyName: null,
      roles: ['channel'],
    });
  });

  it('filters by kind, company, status and role', async () => {
    const names = async (body: Record<string, unknown>) =>
      (await page({ pageSize: 500, ...body })).data.list.map((u) => u.username).sort();
    expect(await names({ kind: 'partner', companyId: ids['P-B001'] })).toEqual(['partner.b']);
    expect(await names({ status: 'disabled' })).toEqual(['partner.disabled']);
    expect(await names({ roleCode: 'partner_admin' })).toEqual(['partner.admin', 'partner.b']);
    expect(await names({ kind: 'internal', keyword: 'portal.example' })).toEqual(
      expect.arrayContaining(['admin', 'channel', 'sales', 'service']),
    );
    expect(await names({ kind: 'internal', keyword: 'partner-a' })).toEqual([]);
  });

  it('sorts by an allowed field only and takes wildcards literally', async () => {
    const asc = await page({ keyword: 'partner.', sortField: 'username', sortOrder: 'asc' });
    expect(asc.data.list.map((u) => u.username)).toEqual([
      'partner.admin',
      'partner.b',
      'partner.disabled',
      'partner.mismatch',
      'partner.sales',
    ]);
    const bad = await page({ sortField: 'passwordHash' });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('sortField');
    expect((await page({ keyword: '%' })).data.total).toBe(0);
    expect((await page({ kind: 'robot' })).msg).toContain('kind');
  });

  it('shows a partner administrator only the users of its own company', async () => {
    const own = await page({ pageSize: 500 }, tokens['partner.admin']);
    expect(own.code).toBe(0);
    expect(own.data.list.length).toBeGreaterThanOrEqual(4);
    expect(own.data.list.every((u) => u.companyId === ids['P-A001'])).toBe(true);
    expect(own.data.total).toBe(own.data.list.length);
    expect((await page({ companyId: ids['P-B001'] }, tokens['partner.admin'])).data.total).toBe(0);
    expect((await page({ kind: 'internal' }, tokens['partner.admin'])).data.total).toBe(0);
    expect((await page({ keyword: 'partner.b' }, tokens['partner.admin'])).data.total).toBe(0);
    const other = await page({}, tokens['partner.b']);
    expect(other.data.list.map((u) => u.username)).toEqual(['partner.b']);
  });

  it('refuses staff without partner.user, partner users without it, and callers without a token', async () => {
    for (const user of ['service', 'sales', 'partner.sales']) {
      expect(await page({}, tokens[user])).toMatchObject({
        code: 100,
        msg: 'No permission to access this system',
      });
    }
    expect((await call(ctx.app, 'POST', '/user/page-user-list', { body: {} })).code).toBe(6);
  });
});

describe('user/get-user-info', () => {
  it('answers a user', async () => {
    const res = await info(ids['partner.sales']);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      username: 'partner.sales',
      companyType: 'SYSTEM_INTEGRATOR',
      roles: ['partner_sales'],
      language: null,
    });
    expect(new Date(res.data.updatedAt).toISOString()).toBe(res.data.updatedAt);
  });

  it("lets a partner administrator read its colleagues but no other company's user nor staff", async () => {
    expect((await info(ids['partner.sales'], tokens['partner.admin'])).code).toBe(0);
    for (const username of ['partner.b', 'admin']) {
      expect(await info(ids[username], tokens['partner.admin'])).toMatchObject({
        code: 100,
        msg: catalogs.en['error.recordNotFound'],
      });
    }
    expect((await info(ids['partner.b'], tokens['partner.admin'], 'cn')).msg).toBe(
      catalogs.cn['error.recordNotFound'],
    );
    expect((await info(ids['partner.b'], tokens['partner.admin'], 'kr')).msg).toBe(
      catalogs.kr['error.recordNotFound'],
    );
  });

  it('refuses an unknown or malformed id', async () => {
    expect((await info(999_999)).msg).toBe(catalogs.en['error.recordNotFound']);
    const bad = await call(ctx.app, 'GET', '/user/get-user-info', {
      token: tokens['admin'],
      query: { id: '1; DROP TABLE users' },
    });
    expect(bad).toMatchObject({ code: 100, msg: 'id: Must be a number' });
  });
});

describe('user/save-user by staff', () => {
  it('creates a partner user who then signs in on the partner login', async () => {
    const body = partnerUser({ language: 'kr' });
    const res = await save(body);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      username: body.username,
      displayName: body.displayName,
      email: body.email,
      mobile: '13800138000',
      kind: 'partner',
      employeeId: null,
      companyId: ids['P-A001'],
      companyName: '演示合作伙伴A',
      companyType: 'DISTRIBUTOR',
      companyRole: 'TIER1',
      status: 'active',
      roles: ['partner_sales'],
      language: 'kr',
    });
    const [audit] = await auditOf(res.data.id);
    expect(audit).toMatchObject({ action: 'create', toState: 'active', actorId: ids['admin'] });
    expect(JSON.stringify(audit)).not.toContain(demoPassword);

    const session = await login(ctx.app, body.username.toUpperCase(), demoPassword, 'partner');
    const me = await call<LoginUser>(ctx.app, 'POST', '/login/get-login-user', { token: session.token });
    expect(me.data).toMatchObject({
      username: body.username,
      companyId: ids['P-A001'],
      roles: ['partner_sales'],
    });
    const staffLogin = await call(ctx.app, 'POST', '/login/login', {
      body: { username: body.username, password: demoPassword, loginType: 'staff' },
    });
    expect(staffLogin.msg).toBe(catalogs.en['error.noPermission']);
  });

  it('creates an internal user, dropping company fields, who signs in on the staff login', async () => {
    const body = internalUser({ companyId: ids['P-A001'], companyType: 'DISTRIBUTOR' });
    const res = await save(body);
    expect(res.data).toMatchObject({
      kind: 'internal',
      employeeId: 'E9000',
      companyId: null,
      companyType: null,
      companyRole: null,
      roles: ['sales'],
    });
    expect((await login(ctx.app, body.username)).token).toBeTruthy();
  });

  it('takes the company role from the company when it is not given', async () => {
    const res = await save(partnerUser({ companyRole: undefined }));
    expect(res.data.companyRole).toBe('TIER1');
  });

  it('updates a user and its roles, with an audit entry naming the changes', async () => {
    const created = await save(partnerUser());
    const { password: _password, ...rest } = partnerUser({ username: created.data.username });
    const res = await save({
      ...rest,
      id: created.data.id,
      displayName: 'Renamed',
      companyType: 'SYSTEM_INTEGRATOR',
      roleCodes: ['partner_engineer', 'partner_sales'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      displayName: 'Renamed',
      companyType: 'SYSTEM_INTEGRATOR',
      roles: ['partner_engineer', 'partner_sales'],
    });
    const [audit] = await auditOf(created.data.id);
    expect(audit!.action).toBe('update');
    expect(audit!.comment).toContain('displayName');
    expect(audit!.comment).toContain('roles');
    // The password did not change.
    expect((await login(ctx.app, created.data.username, demoPassword, 'partner')).token).toBeTruthy();
  });

  it('refuses a username in use, whatever its case', async () => {
    const res = await save(internalUser({ username: 'ADMIN' }));
    expect(res).toMatchObject({
      code: 100,
      msg: translate('en', 'partner.error.usernameTaken', { username: 'ADMIN' }),
    });
    const other = await save(partnerUser());
    const { password: _password, ...rest } = partnerUser();
    const rename = await save({ ...rest, id: other.data.id, username: 'Partner.B' });
    expect(rename.msg).toBe(translate('en', 'partner.error.usernameTaken', { username: 'Partner.B' }));
    for (const lang of ['cn', 'kr'] as const) {
      expect((await save(internalUser({ username: 'admin' }), tokens['admin'], lang)).msg).toBe(
        translate(lang, 'partner.error.usernameTaken', { username: 'admin' }),
      );
    }
  });

  it.each([
    [
      'username',
      { username: 'ab' },
      'username: Must be 3 to 64 letters, digits, dots, underscores or hyphens',
    ],
    [
      'username',
      { username: 'a b c' },
      'username: Must be 3 to 64 letters, digits, dots, underscores or hyphens',
    ],
    ['username', { username: 'x'.repeat(65) }, 'username: At most 64 characters'],
    ['displayName', { displayName: ' ' }, 'displayName is required'],
    ['email', { email: 'not-an-email' }, 'email: Incorrect email address'],
    ['email', { email: undefined }, 'email is required'],
    ['mobile', { mobile: '12' }, 'mobile: Incorrect mobile number'],
    ['kind', { kind: 'robot' }, 'kind: Must be one of: internal, partner'],
    ['roleCodes', { roleCodes: [] }, 'roleCodes: At least 1'],
    ['password', { password: undefined }, 'password is required'],
    [
      'password',
      { password: 'weakpass' },
      'password: Password must be 8 to 20 characters with at least one letter, one digit and one of $@!%*#?&',
    ],
    ['language', { language: 'fr' }, 'language: Must be one of: cn, en, kr'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const res = await save(partnerUser(overrides));
    expect(res.code).toBe(100);
    expect(res.msg).toBe(message);
    expect(fieldErrorsOf(res.data)[0]!.field).toBe(field);
  });

  it('refuses a password on update', async () => {
    const created = await save(partnerUser());
    const res = await save({ ...partnerUser({ username: created.data.username }), id: created.data.id });
    expect(res.msg).toBe(`password: ${catalogs.en['partner.validation.passwordOnUpdate']}`);
  });

  it.each([
    ['no company', { companyId: undefined }, 'validation.required', { name: 'companyId' }],
    ['an unknown company', { companyId: 999_999 }, 'partner.error.companyInvalid', {}],
    ['no company type', { companyType: '' }, 'validation.required', { name: 'companyType' }],
    [
      'a type the company does not have',
      { companyType: 'RESELLER' },
      'partner.error.companyTypeInvalid',
      { code: 'RESELLER' },
    ],
    [
      'another company role',
      { companyRole: 'TIER2' },
      'partner.error.companyRoleMismatch',
      { role: 'TIER1' },
    ],
    [
      'an internal role',
      { roleCodes: ['partner_sales', 'sales'] },
      'partner.error.roleInvalid',
      { code: 'sales' },
    ],
    ['an unknown role', { roleCodes: ['overlord'] }, 'partner.error.roleInvalid', { code: 'overlord' }],
  ] as const)('refuses a partner user with %s', async (_name, overrides, key, params) => {
    const body = partnerUser(overrides);
    const res = await save(body);
    expect(res).toMatchObject({ code: 100, msg: translate('en', key, params) });
    expect((await page({ keyword: body.username })).data.total).toBe(0);
  });

  it('refuses an internal user with a partner role', async () => {
    const res = await save(internalUser({ roleCodes: ['partner_admin'] }));
    expect(res.msg).toBe(translate('en', 'partner.error.roleInvalid', { code: 'partner_admin' }));
  });

  it('refuses to change the kind of a user, or to update one that does not exist', async () => {
    const created = await save(partnerUser());
    const { password: _password, ...rest } = internalUser({ username: created.data.username });
    expect((await save({ ...rest, id: created.data.id })).msg).toBe(catalogs.en['partner.error.kindFixed']);
    const { password: _p, ...ghost } = internalUser();
    expect((await save({ ...ghost, id: 999_999 })).msg).toBe(catalogs.en['error.recordNotFound']);
  });

  it('lets only an administrator grant the administrator role or change an administrator', async () => {
    const grant = await save(internalUser({ roleCodes: ['admin'] }), tokens['channel']);
    expect(grant).toMatchObject({ code: 100, msg: catalogs.en['partner.error.adminOnly'] });
    const { password: _password, ...adminBody } = internalUser({ username: 'admin', roleCodes: ['admin'] });
    expect((await save({ ...adminBody, id: ids['admin'] }, tokens['channel'])).msg).toBe(
      catalogs.en['partner.error.adminOnly'],
    );
    expect((await changeStatus({ id: ids['admin'], status: 'disabled' }, tokens['channel'])).msg).toBe(
      catalogs.en['partner.error.adminOnly'],
    );
    expect((await resetPassword({ id: ids['admin'], password: newPassword }, tokens['channel'])).msg).toBe(
      catalogs.en['partner.error.adminOnly'],
    );
    // An administrator may.
    expect((await save(internalUser({ roleCodes: ['admin'] }))).code).toBe(0);
    // A channel manager manages other staff.
    expect((await save(internalUser(), tokens['channel'])).code).toBe(0);
  });
});

describe('user/save-user by a partner administrator', () => {
  it('creates a user of its own company, who signs in on the partner login', async () => {
    const body = partnerUser({ companyId: undefined, companyRole: undefined });
    const res = await save(body, tokens['partner.admin']);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      companyId: ids['P-A001'],
      companyRole: 'TIER1',
      roles: ['partner_sales'],
    });
    expect((await login(ctx.app, body.username, demoPassword, 'partner')).token).toBeTruthy();
    const [audit] = await auditOf(res.data.id);
    expect(audit).toMatchObject({ action: 'create', actorId: ids['partner.admin'] });
  });

  it('cannot create an internal user nor grant an internal role', async () => {
    const internal = await save(internalUser(), tokens['partner.admin']);
    expect(internal).toMatchObject({ code: 100, msg: catalogs.en['partner.error.internalUserRefused'] });
    const internalKr = await save(internalUser(), tokens['partner.admin'], 'kr');
    expect(internalKr.msg).toBe(catalogs.kr['partner.error.internalUserRefused']);
    const role = await save(partnerUser({ roleCodes: ['admin'] }), tokens['partner.admin']);
    expect(role.msg).toBe(translate('en', 'partner.error.roleInvalid', { code: 'admin' }));
  });

  it('cannot create a user in another company nor move one there', async () => {
    const elsewhere = partnerUser({
      companyId: ids['P-B001'],
      companyType: 'RESELLER',
      companyRole: 'TIER2',
    });
    expect((await save(elsewhere, tokens['partner.admin'])).msg).toBe(
      catalogs.en['partner.error.otherCompany'],
    );
    expect((await save(elsewhere, tokens['partner.admin'], 'cn')).msg).toBe(
      catalogs.cn['partner.error.otherCompany'],
    );

    const own = await save(partnerUser(), tokens['partner.admin']);
    const { password: _password, ...move } = { ...elsewhere, username: own.data.username };
    expect((await save({ ...move, id: own.data.id }, tokens['partner.admin'])).msg).toBe(
      catalogs.en['partner.error.otherCompany'],
    );
    expect((await info(own.data.id)).data.companyId).toBe(ids['P-A001']);
  });

  it("cannot read or change another company's user: record not found", async () => {
    const target = ids['partner.b'];
    const { password: _password, ...body } = partnerUser({ username: 'partner.b' });
    const attempts = [
      await info(target, tokens['partner.admin']),
      await save({ ...body, id: target }, tokens['partner.admin']),
      await changeStatus({ id: target, status: 'disabled' }, tokens['partner.admin']),
      await resetPassword({ id: target, password: newPassword }, tokens['partner.admin']),
    ];
    for (const res of attempts)
      expect(res).toMatchObject({ code: 100, msg: catalogs.en['error.recordNotFound'] });
    // Nothing changed: partner.b still signs in with its password.
    expect((await login(ctx.app, 'partner.b', demoPassword, 'partner')).token).toBeTruthy();
    expect((await info(target)).data).toMatchObject({ status: 'active', displayName: 'Ben Partner' });
  });

  it('cannot change staff either', async () => {
    const res = await changeStatus({ id: ids['sales'], status: 'disabled' }, tokens['partner.admin']);
    expect(res.msg).toBe(catalogs.en['error.recordNotFound']);
  });
});

describe('user/change-user-status', () => {
  it('disabling ends the sessions and refuses the login; enabling lets the user in again', async () => {
    const created = await save(partnerUser());
    const session = await login(ctx.app, created.data.username, demoPassword, 'partner');
    expect((await menu(session.token)).code).toBe(0);

    const res = await changeStatus({ id: created.data.id, status: 'disabled' }, tokens['partner.admin']);
    expect(res).toMatchObject({ code: 0, data: { status: 'disabled' } });
    expect((await menu(session.token)).code).toBe(6);
    const sessions = await ctx.db
      .select()
      .from(loginSessions)
      .where(eq(loginSessions.userId, created.data.id));
    expect(sessions.map((s) => s.revokeReason)).toEqual(['user-disabled']);
    const refused = await call(ctx.app, 'POST', '/login/login', {
      body: { username: created.data.username, password: demoPassword, loginType: 'partner' },
    });
    expect(refused.msg).toBe(catalogs.en['error.accountDisabled']);
    const [audit] = await auditOf(created.data.id);
    expect(audit).toMatchObject({
      action: 'change-status',
      fromState: 'active',
      toState: 'disabled',
      actorId: ids['partner.admin'],
    });

    expect((await changeStatus({ id: created.data.id, status: 'active' })).data.status).toBe('active');
    expect((await login(ctx.app, created.data.username, demoPassword, 'partner')).token).toBeTruthy();
  });

  it('refuses to disable oneself, in each language', async () => {
    const res = await changeStatus({ id: ids['partner.admin'], status: 'disabled' }, tokens['partner.admin']);
    expect(res).toMatchObject({ code: 100, msg: catalogs.en['partner.error.disableSelf'] });
    for (const lang of ['cn', 'kr'] as const) {
      const translated = await changeStatus({ id: ids['admin'], status: 'disabled' }, tokens['admin'], lang);
      expect(translated.msg).toBe(catalogs[lang]['partner.error.disableSelf']);
    }
    expect((await menu(tokens['partner.admin']!)).code).toBe(0);
  });

  it('refuses a bad status or id', async () => {
    expect((await changeStatus({ id: ids['partner.sales'], status: 'gone' })).msg).toContain('status');
    expect((await changeStatus({ id: -1, status: 'active' })).msg).toContain('id');
    expect((await changeStatus({ id: 999_999, status: 'active' })).msg).toBe(
      catalogs.en['error.recordNotFound'],
    );
  });
});

describe('user/reset-password', () => {
  it('sets the password, ends the sessions and clears the lock-out', async () => {
    const created = await save(partnerUser());
    const username = created.data.username;
    const session = await login(ctx.app, username, demoPassword, 'partner');
    for (let i = 0; i < loginPolicy.accountFailures; i++)
      await call(ctx.app, 'POST', '/login/login', {
        body: { username, password: 'Wrong@2026', loginType: 'partner' },
      });
    const locked = await call(ctx.app, 'POST', '/login/login', {
      body: { username, password: demoPassword, loginType: 'partner' },
    });
    expect(locked.msg).toBe(translate('en', 'error.accountLocked', { minutes: loginPolicy.lockMinutes }));

    const res = await resetPassword({ id: created.data.id, password: newPassword }, tokens['partner.admin']);
    expect(res).toMatchObject({ code: 0, data: null });
    expect((await menu(session.token)).code).toBe(6);
    const old = await call(ctx.app, 'POST', '/login/login', {
      body: { username, password: demoPassword, loginType: 'partner' },
    });
    expect(old.msg).toBe(catalogs.en['error.incorrectCredentials']);
    expect((await login(ctx.app, username, newPassword, 'partner')).token).toBeTruthy();
    const [audit] = await auditOf(created.data.id);
    expect(audit).toMatchObject({ action: 'reset-password', actorId: ids['partner.admin'] });
  });

  it('refuses a weak password', async () => {
    const res = await resetPassword({ id: ids['partner.sales'], password: 'password' });
    expect(res.msg).toBe(`password: ${catalogs.en['validation.password']}`);
  });
});

describe('user/get-role-list', () => {
  it('answers the roles the caller may grant', async () => {
    const codes = async (user: string) =>
      (await call<GrantableRole[]>(ctx.app, 'GET', '/user/get-role-list', { token: tokens[user] })).data.map(
        (r) => r.code,
      );
    expect(await codes('admin')).toEqual(
      expect.arrayContaining(['admin', 'channel', 'sales', 'planning', 'service', 'partner_admin']),
    );
    expect(await codes('channel')).not.toContain('admin');
    expect(await codes('channel')).toContain('sales');
    expect((await codes('partner.admin')).sort()).toEqual([
      'partner_admin',
      'partner_engineer',
      'partner_sales',
    ]);
    const res = await call<GrantableRole[]>(ctx.app, 'GET', '/user/get-role-list', {
      token: tokens['admin'],
    });
    // A built-in role is named by its message key, without names of its own (a role made on /configuration has them).
    expect(res.data).toContainEqual({
      code: 'partner_admin',
      titleKey: 'role.partnerAdmin',
      kind: 'partner',
      nameCn: null,
      nameEn: null,
      nameKr: null,
    });
    expect((await call(ctx.app, 'GET', '/user/get-role-list', { token: tokens['service'] })).msg).toBe(
      catalogs.en['error.noPermission'],
    );
  });
});

describe('user status moves come from the transition table', () => {
  /** The module's own rule, stated again: only an administrator changes one; nobody disables itself. */
  const rule = (user: ManagedUser, principal: Principal) => (action: 'disable' | 'enable') =>
    !(action === 'disable' && user.id === principal.userId) &&
    !(user.roles.includes('admin') && !principal.roles.includes('admin'));

  it('answers every reader, in the list and the detail, the actions the table and the rule allow', async () => {
    const disabled = await save(partnerUser());
    await changeStatus({ id: disabled.data.id, status: 'disabled' });
    const readers = ['admin', 'channel', 'sales', 'service', 'partner.admin', 'partner.sales', 'partner.b'];
    for (const username of readers) {
      const principal = await principalOf(ctx.db, username);
      const list = await page({ pageSize: 100 }, tokens[username]);
      if (list.code !== 0) continue;
      for (const user of list.data.list) {
        const expected = availableActions(
          userStatusTransitions,
          user.status,
          principal,
          rule(user, principal),
        );
        expect(user.actions).toEqual(expected);
        expect((await info(user.id, tokens[username])).data.actions).toEqual(expected);
      }
    }
  });

  it('refuses a move its reader was not offered, and changes nothing', async () => {
    const admin = await info(ids['admin'], tokens['channel']);
    expect(admin.data.actions).toEqual([]);
    expect((await changeStatus({ id: ids['admin'], status: 'disabled' }, tokens['channel'])).code).toBe(100);
    expect((await info(ids['admin'])).data).toMatchObject({
      status: 'active',
      rowVersion: admin.data.rowVersion,
    });
    const self = await info(ids['partner.admin'], tokens['partner.admin']);
    expect(self.data.actions).not.toContain('disable');
    expect(
      (await changeStatus({ id: ids['partner.admin'], status: 'disabled' }, tokens['partner.admin'])).code,
    ).toBe(100);
    expect((await info(ids['partner.admin'])).data.status).toBe('active');
  });
});

describe('two sessions editing one user', () => {
  it('refuses the second change made on the version both read; the first stands', async () => {
    const created = await save(partnerUser());
    const first = await info(created.data.id, tokens['admin']);
    const second = await info(created.data.id, tokens['partner.admin']);
    expect(second.data.rowVersion).toBe(first.data.rowVersion);
    const { password: _password, ...body } = partnerUser({
      id: created.data.id,
      username: created.data.username,
      email: created.data.email,
    });

    const saved = await save({ ...body, displayName: 'First Session', rowVersion: first.data.rowVersion });
    expect(saved.code).toBe(0);
    expect(saved.data.rowVersion).toBe(first.data.rowVersion + 1);
    const stale = await save(
      { ...body, displayName: 'Second Session', rowVersion: second.data.rowVersion },
      tokens['partner.admin'],
    );
    expect(stale).toMatchObject({ code: 100, msg: catalogs.en['error.staleRecord'] });
    const staleMove = await changeStatus(
      { id: created.data.id, status: 'disabled', rowVersion: second.data.rowVersion },
      tokens['partner.admin'],
    );
    expect(staleMove).toMatchObject({ code: 100, msg: catalogs.en['error.staleRecord'] });
    expect((await info(created.data.id)).data).toMatchObject({
      displayName: 'First Session',
      status: 'active',
      rowVersion: saved.data.rowVersion,
    });
  });
});
