import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Company,
  CompanyInfo,
  ContactPerson,
  OwnerCandidate,
  Page,
  PartnerType,
} from '@portal/contract';
import { catalogs, companyStatusTransitions, creditCodeOf, translate } from '@portal/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { principalOf } from '../../../test/principals';
import { call, createTestApp, demoPassword, fieldErrorsOf, login, tokenOf } from '../../../test/test-app';
import { availableActions } from '../../core/transitions';
import { auditEntries, codeTableEntries, companies, files, loginSessions, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'sales', 'service', 'partner.admin', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    ids[row.code] = row.id;
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => ctx.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`.toUpperCase();
/** A credit code nobody has yet, with its check characters. */
const creditCode = () => creditCodeOf('91310000', randomBytes(4).toString('hex').toUpperCase());

const page = (body: Record<string, unknown>, token = tokens['admin']) =>
  call<Page<Company>>(ctx.app, 'POST', '/partner/page-company-list', { token, body });
const info = (id: number | string, token = tokens['admin']) =>
  call<CompanyInfo>(ctx.app, 'GET', '/partner/get-company-info', { token, query: { id: String(id) } });
const save = (body: Record<string, unknown>, token = tokens['admin'], lang?: 'cn' | 'en' | 'kr') =>
  call<CompanyInfo>(ctx.app, 'POST', '/partner/save-company', { token, body, ...(lang ? { lang } : {}) });
const changeStatus = (body: Record<string, unknown>, token = tokens['admin']) =>
  call<CompanyInfo>(ctx.app, 'POST', '/partner/change-company-status', { token, body });

/** A valid new company; override any field. */
function newCompany(overrides: Record<string, unknown> = {}) {
  return {
    code: unique('T'),
    name: '测试公司',
    nameEn: 'Test Company',
    creditCode: creditCode(),
    countryId: 1,
    region: 'CN',
    typeCodes: ['RESELLER', 'DISTRIBUTOR'],
    companyRole: 'TIER2',
    channelManagerId: ids['channel'],
    maxCustomers: 10,
    ...overrides,
  };
}

async function auditOf(entity: string, entityId: number) {
  return ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(entityId))))
    .orderBy(desc(auditEntries.id));
}

describe('partner/page-company-list', () => {
  it('pages the companies with their types, channel manager and user count', async () => {
    const res = await page({ keyword: 'P-A001' });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
    expect(res.data.list[0]).toMatchObject({
      id: ids['P-A001'],
      code: 'P-A001',
      name: '演示合作伙伴A',
      nameEn: 'Demo Partner A',
      creditCode: '91310000MA1DEMA00K',
      region: 'CN',
      countryId: 1,
      companyRole: 'TIER1',
      status: 'active',
      typeCodes: ['DISTRIBUTOR', 'SYSTEM_INTEGRATOR'],
      channelManagerId: ids['channel'],
      channelManagerName: 'Chen Channel',
      maxCustomers: 50,
      userCount: 4,
    });
    expect(new Date(res.data.list[0]!.createdAt).toISOString()).toBe(res.data.list[0]!.createdAt);
  });

  it('searches code, names and credit code case-insensitively', async () => {
    expect((await page({ keyword: 'demo partner b' })).data.list.map((c) => c.code)).toEqual(['P-B001']);
    expect((await page({ keyword: '演示合作伙伴' })).data.total).toBe(2);
    expect((await page({ keyword: 'ma1demb07h' })).data.list.map((c) => c.code)).toEqual(['P-B001']);
    expect((await page({ keyword: 'p-a0' })).data.list.map((c) => c.code)).toEqual(['P-A001']);
  });

  it('takes %, _ and quotes in the keyword literally', async () => {
    await save(newCompany({ name: '100% partner_x' }));
    expect((await page({ keyword: '%' })).data.list.map((c) => c.name)).toEqual(['100% partner_x']);
    expect((await page({ keyword: '_' })).data.list.map((c) => c.name)).toEqual(['100% partner_x']);
    expect(await page({ keyword: "'; DROP TABLE companies; --" })).toMatchObject({
      code: 0,
      data: { total: 0 },
    });
  });

  it('filters by type, role, region and status', async () => {
    const codes = async (body: Record<string, unknown>) =>
      (await page({ keyword: 'P-', ...body })).data.list.map((c) => c.code).sort();
    expect(await codes({ typeCode: 'RESELLER' })).toEqual(['P-B001']);
    expect(await codes({ typeCode: 'SYSTEM_INTEGRATOR' })).toEqual(['P-A001']);
    expect(await codes({ companyRole: 'TIER1' })).toEqual(['P-A001']);
    expect(await codes({ region: 'AP' })).toEqual(['P-B001']);
    expect(await codes({ status: 'active' })).toEqual(['P-A001', 'P-B001']);
    expect(await codes({ status: 'disabled' })).toEqual([]);
  });

  it('sorts by an allowed field only', async () => {
    const asc = await page({ keyword: 'P-', sortField: 'code', sortOrder: 'asc' });
    expect(asc.data.list.map((c) => c.code)).toEqual(['P-A001', 'P-B001']);
    const descending = await page({ keyword: 'P-', sortField: 'code', sortOrder: 'desc' });
    expect(descending.data.list.map((c) => c.code)).toEqual(['P-B001', 'P-A001']);

    const bad = await page({ sortField: 'password_hash' });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('sortField');
    expect((await page({ sortOrder: 'sideways' })).msg).toContain('sortOrder');
    expect((await page({ region: 'MARS' })).msg).toContain('region');
  });

  it('is for staff holding partner.company', async () => {
    expect((await page({}, tokens['channel'])).code).toBe(0);
    for (const user of ['service', 'sales', 'partner.admin']) {
      expect(await page({}, tokens[user])).toMatchObject({
        code: 100,
        msg: catalogs.en['error.noPermission'],
      });
    }
    expect((await call(ctx.app, 'POST', '/partner/page-company-list', { body: {} })).code).toBe(6);
  });
});

describe('partner/get-company-info', () => {
  it('answers the company with its licence file', async () => {
    const res = await info(ids['P-B001']!);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      code: 'P-B001',
      typeCodes: ['RESELLER'],
      userCount: 1,
      licenceFile: null,
    });
  });

  it('refuses an unknown or malformed id', async () => {
    expect(await info(999_999)).toMatchObject({ code: 100, msg: catalogs.en['error.recordNotFound'] });
    const bad = await info('abc');
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('id');
    const missing = await call(ctx.app, 'GET', '/partner/get-company-info', { token: tokens['admin'] });
    expect(missing.msg).toBe('id is required');
  });
});

describe('partner/save-company', () => {
  it('creates a company, with an audit entry, and finds it in the list', async () => {
    const body = newCompany({ typeCodes: ['RESELLER', 'DISTRIBUTOR', 'RESELLER'] });
    const res = await save(body, tokens['channel']);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      code: body.code,
      name: body.name,
      nameEn: body.nameEn,
      creditCode: body.creditCode,
      countryId: 1,
      region: 'CN',
      typeCodes: ['DISTRIBUTOR', 'RESELLER'],
      companyRole: 'TIER2',
      status: 'active',
      channelManagerId: ids['channel'],
      channelManagerName: 'Chen Channel',
      maxCustomers: 10,
      userCount: 0,
      licenceFile: null,
    });
    expect((await page({ keyword: body.code })).data.total).toBe(1);
    const [audit] = await auditOf('company', res.data.id);
    expect(audit).toMatchObject({
      action: 'create',
      toState: 'active',
      actorId: ids['channel'],
      comment: body.code,
    });
  });

  it('stores empty optional fields as null and upper-cases the credit code', async () => {
    const code = unique('Opt');
    const lower = creditCode().toLowerCase();
    const res = await save(newCompany({ code, nameEn: '', creditCode: lower, maxCustomers: null }));
    expect(res.data).toMatchObject({ nameEn: null, creditCode: lower.toUpperCase(), maxCustomers: null });
    const none = await save(newCompany({ creditCode: '', channelManagerId: null }));
    expect(none.data).toMatchObject({ creditCode: null, channelManagerId: null, channelManagerName: null });
  });

  it('updates a company and its types, with an audit entry naming the changes', async () => {
    const created = await save(newCompany());
    const id = created.data.id;
    const res = await save({
      ...newCompany({ code: created.data.code }),
      id,
      name: '新名称',
      typeCodes: ['RESELLER'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id, name: '新名称', typeCodes: ['RESELLER'] });
    expect((await info(id)).data.typeCodes).toEqual(['RESELLER']);
    const [audit] = await auditOf('company', id);
    expect(audit!.action).toBe('update');
    expect(audit!.comment).toContain('name');
    expect(audit!.comment).toContain('typeCodes');
    expect(audit!.comment).not.toContain('code,');
  });

  it('refuses a duplicate code, naming the field, and changes nothing', async () => {
    const before = (await page({})).data.total;
    const res = await save(newCompany({ code: 'P-A001' }));
    expect(res).toMatchObject({
      code: 100,
      msg: translate('en', 'partner.error.codeTaken', { code: 'P-A001' }),
    });
    expect(res.msg).toContain('company code');
    expect((await page({})).data.total).toBe(before);

    // Updating another company to a taken code is refused too.
    const other = await save(newCompany());
    const update = await save({ ...newCompany({ code: 'P-B001' }), id: other.data.id });
    expect(update.msg).toBe(translate('en', 'partner.error.codeTaken', { code: 'P-B001' }));
  });

  it('refuses a credit code another company has, in any case', async () => {
    const res = await save(newCompany({ creditCode: '91310000ma1dema00k' }));
    expect(res).toMatchObject({
      code: 100,
      msg: translate('en', 'partner.error.creditCodeTaken', { creditCode: '91310000MA1DEMA00K' }),
    });
  });

  it("refuses a credit code whose check character is wrong, in the reader's language, and saves nothing", async () => {
    const good = creditCode();
    const wrong = good.slice(0, 17) + (good.endsWith('1') ? '2' : '1');
    const code = unique('Chk');
    const res = await save(newCompany({ code, creditCode: wrong }), tokens['admin'], 'kr');
    expect(res.code).toBe(100);
    expect(res.msg).toBe(`creditCode: ${catalogs.kr['report.validation.creditCodeCheck']}`);
    expect(fieldErrorsOf(res.data)[0]!.field).toBe('creditCode');
    expect((await page({ keyword: code })).data.total).toBe(0);
    expect(await ctx.db.select().from(companies).where(eq(companies.code, code))).toEqual([]);
  });

  it('answers the duplicate-code refusal in cn and kr', async () => {
    for (const lang of ['cn', 'kr'] as const) {
      const res = await save(newCompany({ code: 'P-B001' }), tokens['admin'], lang);
      expect(res.msg).toBe(translate(lang, 'partner.error.codeTaken', { code: 'P-B001' }));
    }
    const cn = await save(newCompany({ code: 'a b' }), tokens['admin'], 'cn');
    expect(cn.msg).toBe(`code: ${catalogs.cn['partner.validation.companyCode']}`);
  });

  it.each([
    ['code', { code: 'a b' }, 'code: Only letters, digits and hyphens'],
    ['code', { code: 'X'.repeat(33) }, 'code: At most 32 characters'],
    ['code', { code: '  ' }, 'code is required'],
    ['name', { name: undefined }, 'name is required'],
    ['name', { name: 'n'.repeat(201) }, 'name: At most 200 characters'],
    [
      'creditCode',
      { creditCode: '91310000MA1DEMOA0' },
      'creditCode: The unified social credit code has 18 letters or digits',
    ],
    [
      'creditCode',
      { creditCode: '91310000MA1DEMOA0!' },
      'creditCode: The unified social credit code has 18 letters or digits',
    ],
    ['countryId', { countryId: undefined }, 'countryId is required'],
    ['region', { region: 'MARS' }, 'region: Must be one of: US, AP, CN, JP, EU'],
    ['typeCodes', { typeCodes: [] }, 'typeCodes: At least 1'],
    ['companyRole', { companyRole: '' }, 'companyRole is required'],
    ['maxCustomers', { maxCustomers: 0 }, 'maxCustomers: At least 1'],
    ['maxCustomers', { maxCustomers: -3 }, 'maxCustomers: At least 1'],
    ['maxCustomers', { maxCustomers: 1.5 }, 'maxCustomers: Must be a number'],
    ['licenceFileId', { licenceFileId: 'not-a-uuid' }, 'licenceFileId: Invalid format'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const res = await save(newCompany(overrides));
    expect(res.code).toBe(100);
    expect(res.msg).toBe(message);
    expect(fieldErrorsOf(res.data)[0]!.field).toBe(field);
  });

  it.each([
    ['a province instead of a country', { countryId: 1001 }, 'partner.error.countryInvalid', {}],
    ['an unknown country', { countryId: 99_999 }, 'partner.error.countryInvalid', {}],
    [
      'an unknown partner type',
      { typeCodes: ['RESELLER', 'NOPE'] },
      'partner.error.typeCodeInvalid',
      { code: 'NOPE' },
    ],
    [
      'an unknown company role',
      { companyRole: 'TIER9' },
      'partner.error.companyRoleInvalid',
      { code: 'TIER9' },
    ],
    [
      'a type code as company role',
      { companyRole: 'RESELLER' },
      'partner.error.companyRoleInvalid',
      { code: 'RESELLER' },
    ],
    [
      'a channel manager who is sales',
      { channelManagerId: 'sales' },
      'partner.error.channelManagerInvalid',
      {},
    ],
    [
      'a partner user as channel manager',
      { channelManagerId: 'partner.admin' },
      'partner.error.channelManagerInvalid',
      {},
    ],
    ['an unknown channel manager', { channelManagerId: 999_999 }, 'partner.error.channelManagerInvalid', {}],
    ['an unknown licence file', { licenceFileId: randomUUID() }, 'partner.error.licenceFileInvalid', {}],
  ] as const)('refuses %s', async (_name, overrides, key, params) => {
    const resolved = { ...overrides } as Record<string, unknown>;
    if (typeof resolved['channelManagerId'] === 'string')
      resolved['channelManagerId'] = ids[resolved['channelManagerId']];
    const code = unique('Bad');
    const res = await save(newCompany({ ...resolved, code }));
    expect(res).toMatchObject({ code: 100, msg: translate('en', key, params) });
    expect((await page({ keyword: code })).data.total).toBe(0);
  });

  it('refuses a channel manager who is disabled', async () => {
    const [manager] = await ctx.db
      .insert(users)
      .values({
        username: unique('cm').toLowerCase(),
        displayName: 'Former Manager',
        kind: 'internal',
        status: 'disabled',
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const res = await save(newCompany({ channelManagerId: manager!.id }));
    expect(res.msg).toBe(catalogs.en['partner.error.channelManagerInvalid']);
  });

  it('keeps a licence file and answers its name and download address', async () => {
    const fileId = randomUUID();
    await ctx.db.insert(files).values({
      id: fileId,
      storageKey: `x/${fileId}`,
      originalName: 'licence.pdf',
      ext: 'PDF',
      size: 10,
      contentType: 'application/pdf',
      sha256: 'x',
      purpose: 'document',
      uploadedBy: ids['admin']!,
    });
    const res = await save(newCompany({ licenceFileId: fileId }));
    expect(res.data.licenceFile).toEqual({
      id: fileId,
      name: 'licence.pdf',
      docUrl: `/api/doc-upload/download?id=${fileId}`,
    });
    expect((await info(res.data.id)).data.licenceFile?.name).toBe('licence.pdf');
  });

  it('refuses to update a company that does not exist', async () => {
    expect(await save({ ...newCompany(), id: 999_999 })).toMatchObject({
      code: 100,
      msg: catalogs.en['error.recordNotFound'],
    });
  });

  it('needs partner.company.edit', async () => {
    for (const user of ['service', 'partner.admin'])
      expect(await save(newCompany(), tokens[user])).toMatchObject({
        code: 100,
        msg: catalogs.en['error.noPermission'],
      });
  });
});

describe('partner/change-company-status', () => {
  it('disabling ends the sessions of its users and refuses their login; enabling lets them in again', async () => {
    const company = await save(newCompany({ typeCodes: ['RESELLER'], companyRole: 'TIER2' }));
    const username = unique('cs').toLowerCase();
    const user = await call<{ id: number }>(ctx.app, 'POST', '/user/save-user', {
      token: tokens['admin'],
      body: {
        username,
        displayName: 'Status Test',
        email: `${username}@example.com`,
        kind: 'partner',
        companyId: company.data.id,
        companyType: 'RESELLER',
        roleCodes: ['partner_sales'],
        password: demoPassword,
      },
    });
    expect(user.code).toBe(0);
    const session = await login(ctx.app, username, demoPassword, 'partner');
    const menu = () => call(ctx.app, 'POST', '/login/get-menu', { token: session.token });
    expect((await menu()).code).toBe(0);

    const disabled = await changeStatus({ id: company.data.id, status: 'disabled' });
    expect(disabled.code).toBe(0);
    expect(disabled.data.status).toBe('disabled');
    expect((await menu()).code).toBe(6);
    const sessions = await ctx.db.select().from(loginSessions).where(eq(loginSessions.userId, user.data.id));
    expect(sessions.map((s) => s.revokeReason)).toEqual(['company-disabled']);
    const refresh = await call(ctx.app, 'POST', '/login/refreshToken', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.code).toBe(6);
    const refused = await call(ctx.app, 'POST', '/login/login', {
      body: { username, password: demoPassword, loginType: 'partner' },
    });
    expect(refused).toMatchObject({ code: 100, msg: catalogs.en['error.companyDisabled'] });
    const [audit] = await auditOf('company', company.data.id);
    expect(audit).toMatchObject({
      action: 'change-status',
      fromState: 'active',
      toState: 'disabled',
      actorId: ids['admin'],
    });
    expect((await page({ keyword: company.data.code, status: 'disabled' })).data.total).toBe(1);

    expect((await changeStatus({ id: company.data.id, status: 'active' })).data.status).toBe('active');
    expect((await login(ctx.app, username, demoPassword, 'partner')).token).toBeTruthy();
  });

  it('changes nothing and writes no audit entry when the status is already the one asked', async () => {
    const company = await save(newCompany());
    const before = await auditOf('company', company.data.id);
    const res = await changeStatus({ id: company.data.id, status: 'active' });
    expect(res).toMatchObject({ code: 0, data: { status: 'active' } });
    expect(await auditOf('company', company.data.id)).toHaveLength(before.length);
  });

  it('refuses an unknown company, a bad status, and callers without the button', async () => {
    expect((await changeStatus({ id: 999_999, status: 'disabled' })).msg).toBe(
      catalogs.en['error.recordNotFound'],
    );
    const bad = await changeStatus({ id: ids['P-B001'], status: 'deleted' });
    expect(bad.msg).toBe('status: Must be one of: active, disabled');
    expect(await changeStatus({ id: ids['P-B001'], status: 'disabled' }, tokens['partner.b'])).toMatchObject({
      code: 100,
      msg: catalogs.en['error.noPermission'],
    });
    expect((await info(ids['P-B001']!)).data.status).toBe('active');
  });
});

describe('drop-downs', () => {
  it('lists the active partner types to any signed-in user', async () => {
    const res = await call<PartnerType[]>(ctx.app, 'GET', '/partner/get-partner-type-drop-down-list', {
      token: tokens['partner.b'],
    });
    expect(res.code).toBe(0);
    expect(res.data.map((t) => t.typeCode)).toEqual([
      'DISTRIBUTOR',
      'SYSTEM_INTEGRATOR',
      'SERVICE_PARTNER',
      'RESELLER',
    ]);
    expect(res.data[0]).toEqual({
      typeCode: 'DISTRIBUTOR',
      typeName: '分销商',
      typeNameEn: 'Distributor',
      typeNameKr: '총판',
    });
  });

  it('drops an inactive partner type, and a company cannot take it', async () => {
    const serviceType = and(
      eq(codeTableEntries.codeType, 'PARTNER_TYPE'),
      eq(codeTableEntries.code, 'SERVICE_PARTNER'),
    );
    await ctx.db.update(codeTableEntries).set({ activeStatus: 0 }).where(serviceType);
    try {
      const res = await call<PartnerType[]>(ctx.app, 'GET', '/partner/get-partner-type-drop-down-list', {
        token: tokens['sales'],
      });
      expect(res.data.map((t) => t.typeCode)).not.toContain('SERVICE_PARTNER');
      const refused = await save(newCompany({ typeCodes: ['SERVICE_PARTNER'] }));
      expect(refused.msg).toBe(translate('en', 'partner.error.typeCodeInvalid', { code: 'SERVICE_PARTNER' }));
    } finally {
      await ctx.db.update(codeTableEntries).set({ activeStatus: 1 }).where(serviceType);
    }
  });

  it("lists a partner's own active colleagues as contact people, whatever company it names", async () => {
    const res = await call<ContactPerson[]>(ctx.app, 'GET', '/partner/get-partner-contact-people-list', {
      token: tokens['partner.admin'],
      query: { companyId: String(ids['P-B001']) },
    });
    expect(res.code).toBe(0);
    const names = res.data.map((p) => p.displayName);
    expect(names).toEqual(expect.arrayContaining(['Alex Partner', 'Sora Partner', 'Max Mismatch']));
    expect(names).not.toContain('Dana Disabled');
    expect(names).not.toContain('Ben Partner');
    expect(res.data.find((p) => p.displayName === 'Alex Partner')).toEqual({
      id: ids['partner.admin'],
      displayName: 'Alex Partner',
      email: 'admin@partner-a.example',
      mobile: null,
    });
  });

  it('lists the contact people of the company staff name, and none without one', async () => {
    const res = await call<ContactPerson[]>(ctx.app, 'GET', '/partner/get-partner-contact-people-list', {
      token: tokens['sales'],
      query: { companyId: String(ids['P-B001']) },
    });
    expect(res.data.map((p) => p.displayName)).toEqual(['Ben Partner']);
    const none = await call<ContactPerson[]>(ctx.app, 'GET', '/partner/get-partner-contact-people-list', {
      token: tokens['sales'],
    });
    expect(none).toMatchObject({ code: 0, data: [] });
  });

  it('lists the active channel managers to holders of partner.company', async () => {
    const res = await call<OwnerCandidate[]>(ctx.app, 'GET', '/user/get-channel-manager-list', {
      token: tokens['channel'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toContainEqual({
      id: ids['channel'],
      username: 'channel',
      displayName: 'Chen Channel',
      email: 'channel@portal.example',
      employeeId: 'E0002',
    });
    expect(res.data.every((u) => u.username !== 'admin')).toBe(true);
    const partner = await call(ctx.app, 'GET', '/user/get-channel-manager-list', {
      token: tokens['partner.admin'],
      lang: 'kr',
    });
    expect(partner).toMatchObject({ code: 100, msg: catalogs.kr['error.noPermission'] });
  });
});

describe('company status moves come from the transition table', () => {
  it('answers every reader, in the list and the detail, the actions the table allows it', async () => {
    const disabled = await save(newCompany());
    await changeStatus({ id: disabled.data.id, status: 'disabled' });
    for (const username of ['admin', 'channel', 'sales', 'service', 'partner.admin', 'partner.b']) {
      const principal = await principalOf(ctx.db, username);
      const list = await page({ pageSize: 100 }, tokens[username]);
      if (list.code !== 0) continue;
      const states = new Set(list.data.list.map((c) => c.status));
      expect(states).toEqual(new Set(['active', 'disabled']));
      for (const company of list.data.list) {
        const expected = availableActions(companyStatusTransitions, company.status, principal);
        expect(company.actions).toEqual(expected);
        const detail = await info(company.id, tokens[username]);
        expect(detail.data.actions).toEqual(expected);
      }
    }
  });

  it('refuses a move its reader was not offered, and changes nothing', async () => {
    const company = await save(newCompany());
    const res = await changeStatus({ id: company.data.id, status: 'disabled' }, tokens['sales']);
    expect(res.code).not.toBe(0);
    expect((await info(company.data.id)).data).toMatchObject({
      status: 'active',
      rowVersion: company.data.rowVersion,
    });
  });
});

describe('two sessions editing one company', () => {
  it('refuses the second save made on the version both read; the first stands', async () => {
    const created = await save(newCompany());
    const first = await info(created.data.id, tokens['admin']);
    const second = await info(created.data.id, tokens['channel']);
    expect(second.data.rowVersion).toBe(first.data.rowVersion);
    const { id, code, creditCode } = created.data;
    const body = { ...newCompany(), id, code, creditCode };

    const saved = await save({ ...body, name: '第一个会话', rowVersion: first.data.rowVersion });
    expect(saved.code).toBe(0);
    expect(saved.data.rowVersion).toBe(first.data.rowVersion + 1);
    const stale = await save(
      { ...body, name: '第二个会话', rowVersion: second.data.rowVersion },
      tokens['channel'],
    );
    expect(stale).toMatchObject({ code: 100, msg: catalogs.en['error.staleRecord'] });
    expect((await info(id)).data).toMatchObject({ name: '第一个会话', rowVersion: saved.data.rowVersion });

    const staleMove = await changeStatus(
      { id, status: 'disabled', rowVersion: second.data.rowVersion },
      tokens['channel'],
    );
    expect(staleMove).toMatchObject({ code: 100, msg: catalogs.en['error.staleRecord'] });
    expect((await info(id)).data.status).toBe('active');
    const moved = await changeStatus({ id, status: 'disabled', rowVersion: saved.data.rowVersion });
    expect(moved.data).toMatchObject({ status: 'disabled', rowVersion: saved.data.rowVersion + 1 });
  });
});
