import type {
  CodeTableAdminEntry,
  CodeTableEntry,
  ConfigurationChange,
  Page,
  SystemSettings,
} from '@portal/contract';
import { defaultSystemSettings, translate } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createDatabase } from '../../db/database';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
/** A second server process on the same database: it shares nothing with the first but the database. */
let other: App;
let otherDb: { db: Database; pool: { end(): Promise<void> } };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  otherDb = createDatabase(String(ctx.pool.options.connectionString), 4);
  other = await buildApp({ config: ctx.config, db: otherDb.db, logger: pino({ level: 'silent' }) });
  await other.ready();
  for (const user of ['admin', 'planner', 'channel', 'partner.admin'])
    tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(async () => {
  await other.close();
  await otherDb.pool.end();
  await ctx.close();
});

const admin = (path: string, body?: object, lang?: 'cn' | 'en' | 'kr') =>
  call<CodeTableAdminEntry>(ctx.app, 'POST', path, { token: tokens['admin'], body, lang });
const entries = async () =>
  (
    await call<CodeTableAdminEntry[]>(ctx.app, 'GET', '/configuration/code-table/list', {
      token: tokens['admin'],
    })
  ).data;
const auditRows = async (entity: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_entries WHERE entity = ${entity}`,
    )
  ).rows[0]!.n;
/** The code table as any signed-in reader gets it, from the second process. */
const readerTable = async (codeType: string) =>
  (
    await call<CodeTableEntry[]>(other, 'GET', '/codetable/getCodeTable', {
      token: tokens['partner.admin'],
      query: { codeType },
    })
  ).data;

describe('permissions', () => {
  it.each(['planner', 'channel', 'partner.admin'])(
    'refuses %s every system-management call',
    async (user) => {
      for (const [method, path, body] of [
        ['GET', '/configuration/code-table/list', undefined],
        ['POST', '/configuration/code-table/save', {}],
        ['POST', '/configuration/code-table/set-status', {}],
        ['GET', '/configuration/settings/get', undefined],
        ['POST', '/configuration/settings/save', defaultSystemSettings],
        ['GET', '/configuration/history', undefined],
      ] as const) {
        const res = await call(ctx.app, method, path, { token: tokens[user], body, lang: 'kr' });
        expect(res.code, `${user} ${path}`).toBe(100);
        expect(res.msg).toBe(translate('kr', 'error.noPermission'));
      }
    },
  );
});

describe('code tables', () => {
  it('lists every entry with its id, inactive ones too', async () => {
    const list = await entries();
    expect(list.filter((e) => e.codeType === 'REGION').map((e) => e.code)).toEqual([
      'US',
      'AP',
      'CN',
      'JP',
      'EU',
    ]);
    expect(list[0]).toEqual(expect.objectContaining({ id: expect.any(Number), sort: expect.any(Number) }));
  });

  it('adds an entry in three languages; another process serves it on its next request; audited', async () => {
    const before = await auditRows('code_table_entry');
    const res = await admin('/configuration/code-table/save', {
      codeType: 'REGION',
      code: 'ME',
      codeDescCn: '中东',
      codeDescEn: 'Middle East',
      codeDescKr: '중동',
      sort: 9,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ code: 'ME', codeDescCn: '中东', activeStatus: 1 });
    expect((await readerTable('REGION')).map((e) => e.code)).toContain('ME');
    expect(await auditRows('code_table_entry')).toBe(before + 1);

    const taken = await admin('/configuration/code-table/save', { ...res.data, id: undefined }, 'en');
    expect(taken.code).toBe(100);
    expect(taken.msg).toBe(translate('en', 'systemSettings.error.codeTaken', { code: 'ME' }));
  });

  it.each(['codeDescCn', 'codeDescEn', 'codeDescKr'])(
    'refuses an entry without %s and saves nothing',
    async (field) => {
      const before = (await entries()).length;
      const audits = await auditRows('code_table_entry');
      const body: Record<string, unknown> = {
        codeType: 'REGION',
        code: `X_${field}`,
        codeDescCn: '测试',
        codeDescEn: 'Test',
        codeDescKr: '테스트',
      };
      body[field] = '  ';
      const res = await admin('/configuration/code-table/save', body, 'kr');
      expect(res.code).toBe(100);
      expect(res.msg).toContain(field);
      expect((await entries()).length).toBe(before);
      expect(await auditRows('code_table_entry')).toBe(audits);
    },
  );

  it('refuses an unknown code table, a bad code, and a changed type or code', async () => {
    const names = { codeDescCn: '甲', codeDescEn: 'A', codeDescKr: '가' };
    const unknown = await admin('/configuration/code-table/save', { codeType: 'NOPE', code: 'A', ...names });
    expect(unknown.msg).toBe(translate('en', 'systemSettings.error.unknownCodeType', { codeType: 'NOPE' }));
    const bad = await admin('/configuration/code-table/save', {
      codeType: 'REGION',
      code: "A'; --",
      ...names,
    });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('code');
    const cn = (await entries()).find((e) => e.codeType === 'REGION' && e.code === 'CN')!;
    const moved = await admin('/configuration/code-table/save', { ...cn, code: 'CHN' });
    expect(moved.msg).toBe(translate('en', 'systemSettings.error.entryChanged'));
    expect((await entries()).find((e) => e.id === cn.id)).toEqual(cn);
  });

  it('renames an entry (its names replace the translation key) and deactivates it, with before and after', async () => {
    const jp = (await entries()).find((e) => e.codeType === 'REGION' && e.code === 'JP')!;
    const renamed = await admin('/configuration/code-table/save', {
      ...jp,
      codeDescCn: '日本地区',
      codeDescEn: 'Japan area',
      codeDescKr: '일본 지역',
    });
    expect(renamed.code, renamed.msg).toBe(0);
    const served = (await readerTable('REGION')).find((e) => e.code === 'JP')!;
    expect(served).toMatchObject({ codeDescCn: '日本地区', codeDescLangCode: null });

    const off = await admin('/configuration/code-table/set-status', { id: jp.id, activeStatus: 0 });
    expect(off.data.activeStatus).toBe(0);
    expect((await readerTable('REGION')).find((e) => e.code === 'JP')?.activeStatus).toBe(0);
    const history = await call<Page<ConfigurationChange>>(ctx.app, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'code_table_entry', pageSize: '2' },
    });
    expect(history.data.list[0]).toMatchObject({
      subject: 'code_table_entry',
      subjectId: String(jp.id),
      action: 'deactivate',
      before: expect.objectContaining({ activeStatus: 1 }),
      after: expect.objectContaining({ activeStatus: 0 }),
      actorName: expect.any(String),
    });
    expect(history.data.list[1]).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ codeDescEn: jp.codeDescEn }),
      after: expect.objectContaining({ codeDescEn: 'Japan area' }),
    });
    await admin('/configuration/code-table/set-status', { id: jp.id, activeStatus: 1 });
  });
});

describe('system settings', () => {
  const get = (app: App) =>
    call<SystemSettings>(app, 'GET', '/configuration/settings/get', { token: tokens['admin'] });
  const save = (body: object, lang?: 'cn' | 'en' | 'kr') =>
    call<SystemSettings>(ctx.app, 'POST', '/configuration/settings/save', {
      token: tokens['admin'],
      body,
      lang,
    });

  const uploads = { uploadMaxMb: null, resourceVideoMaxMb: null };
  const uploadCeilingsMb = { upload: 20, resourceVideo: 500 };

  it('answers the defaults before any change', async () => {
    expect((await get(ctx.app)).data).toEqual({ ...defaultSystemSettings, uploadCeilingsMb });
  });

  it('takes effect at once on another process (its cached copy is versioned in the database); audited', async () => {
    expect((await get(other)).data.protectionDays).toBe(defaultSystemSettings.protectionDays); // cached there now
    const audits = await auditRows('system_setting');
    const next = { protectionDays: 90, maxCustomersByTier: { TIER1: 40, TIER2: null }, ...uploads };
    const res = await save(next);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual({ ...next, uploadCeilingsMb });
    expect((await get(other)).data).toEqual({ ...next, uploadCeilingsMb });
    // One entry per setting that changed, each with its value before and after.
    expect(await auditRows('system_setting')).toBe(audits + 2);
    const history = await call<Page<ConfigurationChange>>(other, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'system_setting' },
    });
    expect(history.data.list.map((e) => [e.subjectId, e.before, e.after])).toEqual(
      expect.arrayContaining([
        ['protectionDays', { protectionDays: 180 }, { protectionDays: 90 }],
        [
          'maxCustomersByTier',
          { maxCustomersByTier: { TIER1: null, TIER2: null } },
          { maxCustomersByTier: { TIER1: 40, TIER2: null } },
        ],
      ]),
    );
    // Saving the same values again changes and audits nothing.
    await save(next);
    expect(await auditRows('system_setting')).toBe(audits + 2);
  });

  it.each([
    [{ protectionDays: 0, maxCustomersByTier: { TIER1: null, TIER2: null }, ...uploads }, 'protectionDays'],
    [{ protectionDays: 'x', maxCustomersByTier: { TIER1: null, TIER2: null }, ...uploads }, 'protectionDays'],
    [
      { protectionDays: 30, maxCustomersByTier: { TIER1: -1, TIER2: null }, ...uploads },
      'maxCustomersByTier.TIER1',
    ],
    [{ protectionDays: 30, ...uploads }, 'maxCustomersByTier'],
  ])('refuses %j naming %s, and saves nothing', async (body, field) => {
    const before = (await get(ctx.app)).data;
    const audits = await auditRows('system_setting');
    const res = await save(body, 'en');
    expect(res.code).toBe(100);
    expect(res.msg).toContain(field);
    expect((await get(other)).data).toEqual(before);
    expect(await auditRows('system_setting')).toBe(audits);
  });
});
