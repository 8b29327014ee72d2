import type {
  ConfigurationChange,
  EquipmentModel,
  EquipmentModelAdmin,
  Page,
  ProductLineAdmin,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

/**
 * System management's product lines (with their discount thresholds) and equipment models: the rules, bad
 * input refused with nothing saved, forms offered only active ones at once, every change audited.
 */
let ctx: TestContext;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'planner', 'partner.admin']) tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(() => ctx.close());

type Lang = 'cn' | 'en' | 'kr';
const post = <T>(path: string, body: object, lang: Lang = 'en', user = 'admin') =>
  call<T>(ctx.app, 'POST', path, { token: tokens[user], body, lang });
const lines = async () =>
  (
    await call<ProductLineAdmin[]>(ctx.app, 'GET', '/configuration/product-line/list', {
      token: tokens['admin'],
    })
  ).data;
const models = async () =>
  (
    await call<EquipmentModelAdmin[]>(ctx.app, 'GET', '/configuration/equipment-model/list', {
      token: tokens['admin'],
    })
  ).data;
const auditRows = async (entity: string) =>
  (
    await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_entries WHERE entity = ${entity}`,
    )
  ).rows[0]!.n;
/** The product lines a form offers (the CPQ code table's basic data), as a partner reads them. */
const offeredLines = async () =>
  (
    await call<{ basicDataListVOList: { productLineCode: string }[] }>(
      ctx.app,
      'GET',
      '/codetable/get-cpq-code-table-from-admin',
      { token: tokens['partner.admin'] },
    )
  ).data.basicDataListVOList.map((line) => line.productLineCode);
/** The equipment models the registration form offers for a product line, as a partner reads them. */
const offeredModels = async (productLineCode: string) =>
  (
    await post<EquipmentModel[]>(
      '/businesOpptReporting/get-equipment-model-list',
      { productLineCode },
      'en',
      'partner.admin',
    )
  ).data.map((model) => model.model);

const newLine = {
  code: 'PRESS',
  nameCn: '冲压设备',
  nameEn: 'Presses',
  nameKr: '프레스 장비',
  discountThreshold: 8.5,
  sort: 9,
};

describe('permissions', () => {
  it.each(['planner', 'partner.admin'])('refuses %s every call, in the reader language', async (user) => {
    for (const [method, path, body] of [
      ['GET', '/configuration/product-line/list', undefined],
      ['POST', '/configuration/product-line/save', newLine],
      ['POST', '/configuration/product-line/set-active', { id: 1, active: false }],
      ['GET', '/configuration/equipment-model/list', undefined],
      ['POST', '/configuration/equipment-model/save', {}],
      ['POST', '/configuration/equipment-model/set-active', { id: 1, active: false }],
    ] as const) {
      const res = await call(ctx.app, method, path, { token: tokens[user], body, lang: 'kr' });
      expect(res.code, `${user} ${path}`).toBe(100);
      expect(res.msg).toBe(translate('kr', 'error.noPermission'));
    }
    expect((await lines()).map((line) => line.code)).not.toContain('PRESS');
  });
});

describe('product lines', () => {
  it('lists every line with its discount threshold', async () => {
    const list = await lines();
    expect(list.find((line) => line.code === 'ROBOT')).toMatchObject({
      nameEn: expect.any(String),
      discountThreshold: 15,
      active: true,
    });
  });

  it('adds a line in three languages with its threshold; forms offer it at once; audited', async () => {
    const audits = await auditRows('product_line');
    const res = await post<ProductLineAdmin>('/configuration/product-line/save', newLine);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ ...newLine, active: true });
    expect(await offeredLines()).toContain('PRESS');
    expect(await auditRows('product_line')).toBe(audits + 1);

    const taken = await post('/configuration/product-line/save', { ...newLine, nameEn: 'Other' }, 'cn');
    expect(taken.code).toBe(100);
    expect(taken.msg).toBe(translate('cn', 'referenceAdmin.error.codeTaken', { code: 'PRESS' }));
    expect((await lines()).find((line) => line.code === 'PRESS')?.nameEn).toBe('Presses');
  });

  it.each([
    ['nameCn', { nameCn: ' ' }],
    ['nameEn', { nameEn: '' }],
    ['nameKr', { nameKr: undefined }],
    ['code', { code: 'bad code' }],
    ['discountThreshold', { discountThreshold: 100.01 }],
    ['discountThreshold', { discountThreshold: -1 }],
    ['discountThreshold', { discountThreshold: 12.345 }],
    ['discountThreshold', { discountThreshold: '12' }],
  ])('refuses a line with a bad %s and saves nothing', async (field, change) => {
    const before = await lines();
    const audits = await auditRows('product_line');
    const res = await post(
      '/configuration/product-line/save',
      { ...newLine, code: 'BAD_LINE', ...change },
      'kr',
    );
    expect(res.code).toBe(100);
    expect(res.msg).toContain(field);
    expect(await lines()).toEqual(before);
    expect(await auditRows('product_line')).toBe(audits);
  });

  it('edits names and threshold (its code stays); the history shows before and after', async () => {
    const robot = (await lines()).find((line) => line.code === 'ROBOT')!;
    const res = await post<ProductLineAdmin>('/configuration/product-line/save', {
      ...robot,
      nameKr: '로봇 장비',
      discountThreshold: 20,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ code: 'ROBOT', nameKr: '로봇 장비', discountThreshold: 20 });
    const moved = await post('/configuration/product-line/save', { ...robot, code: 'ROBOT2' });
    expect(moved.msg).toBe(translate('en', 'referenceAdmin.error.codeChanged'));

    const history = await call<Page<ConfigurationChange>>(ctx.app, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'product_line', pageNum: '1', pageSize: '5' },
    });
    expect(history.data.list[0]).toMatchObject({
      subject: 'product_line',
      subjectId: String(robot.id),
      action: 'update',
      before: { code: 'ROBOT', discountThreshold: 15, nameKr: robot.nameKr },
      after: { code: 'ROBOT', discountThreshold: 20, nameKr: '로봇 장비' },
      actorName: expect.any(String),
    });
  });

  it('a deactivated line is no longer offered; records keep its name; it can come back', async () => {
    const laser = (await lines()).find((line) => line.code === 'LASER')!;
    const off = await post<ProductLineAdmin>('/configuration/product-line/set-active', {
      id: laser.id,
      active: false,
    });
    expect(off.data.active).toBe(false);
    expect(await offeredLines()).not.toContain('LASER');
    // Names of old records are read from every line, retired ones too.
    const named = await ctx.db.execute<{ name_en: string }>(
      sql`SELECT name_en FROM product_lines WHERE code = 'LASER'`,
    );
    expect(named.rows[0]!.name_en).toBe(laser.nameEn);
    const history = await call<Page<ConfigurationChange>>(ctx.app, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'product_line', pageNum: '1', pageSize: '1' },
    });
    expect(history.data.list[0]).toMatchObject({
      action: 'deactivate',
      before: { active: true },
      after: { active: false },
    });
    await post('/configuration/product-line/set-active', { id: laser.id, active: true });
    expect(await offeredLines()).toContain('LASER');
  });
});

describe('equipment models', () => {
  const newModel = {
    model: 'PR-200',
    productLineCode: 'CNC',
    kind: 'no_iop',
    nameCn: '数控冲床，200 吨',
    nameEn: 'CNC punch press, 200 t',
    nameKr: 'CNC 펀치 프레스, 200톤',
  };

  it('adds a model of a product line; the registration form offers it at once; audited', async () => {
    const audits = await auditRows('equipment_model');
    const res = await post<EquipmentModelAdmin>('/configuration/equipment-model/save', newModel);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ ...newModel, active: true });
    expect(await offeredModels('CNC')).toContain('PR-200');
    expect(await auditRows('equipment_model')).toBe(audits + 1);

    const taken = await post('/configuration/equipment-model/save', newModel, 'kr');
    expect(taken.msg).toBe(translate('kr', 'referenceAdmin.error.codeTaken', { code: 'PR-200' }));
  });

  it('refuses an unknown product line, a missing name or a bad kind; saves nothing', async () => {
    const before = await models();
    const audits = await auditRows('equipment_model');
    const unknown = await post(
      '/configuration/equipment-model/save',
      { ...newModel, model: 'PR-300', productLineCode: 'NOPE' },
      'cn',
    );
    expect(unknown.code).toBe(100);
    expect(unknown.msg).toBe(translate('cn', 'referenceAdmin.error.unknownProductLine', { code: 'NOPE' }));
    for (const [field, change] of [
      ['nameKr', { nameKr: '' }],
      ['nameCn', { nameCn: undefined }],
      ['kind', { kind: 'boat' }],
      ['model', { model: '' }],
    ] as const) {
      const res = await post('/configuration/equipment-model/save', {
        ...newModel,
        model: 'PR-300',
        ...change,
      });
      expect(res.code, field).toBe(100);
      expect(res.msg).toContain(field);
    }
    expect(await models()).toEqual(before);
    expect(await auditRows('equipment_model')).toBe(audits);
  });

  it('moves a model to another line, deactivates it (no longer offered); history before and after', async () => {
    const model = (await models()).find((m) => m.model === 'PR-200')!;
    const moved = await post<EquipmentModelAdmin>('/configuration/equipment-model/save', {
      ...model,
      productLineCode: 'PRESS',
    });
    expect(moved.code, moved.msg).toBe(0);
    expect(await offeredModels('CNC')).not.toContain('PR-200');
    expect(await offeredModels('PRESS')).toContain('PR-200');
    await post('/configuration/equipment-model/set-active', { id: model.id, active: false });
    expect(await offeredModels('PRESS')).not.toContain('PR-200');
    const history = await call<Page<ConfigurationChange>>(ctx.app, 'GET', '/configuration/history', {
      token: tokens['admin'],
      query: { subject: 'equipment_model', pageNum: '1', pageSize: '2' },
    });
    expect(history.data.list.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['deactivate', expect.objectContaining({ active: true }), expect.objectContaining({ active: false })],
      [
        'update',
        expect.objectContaining({ productLineCode: 'CNC' }),
        expect.objectContaining({ productLineCode: 'PRESS' }),
      ],
    ]);
  });
});
