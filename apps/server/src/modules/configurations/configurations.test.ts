import type {
  CheckResult,
  Configuration,
  ModelDefinitionInput,
  ModelInfo,
  Page,
  ModelSummary,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { findTimeline } from '../../core/audit';
import { cellValues, loadWorkbook } from '../../core/xlsx-workbook';
import { configurableModels, configurations, materials, productLines } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const price: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'planner', 'sales', 'partner.admin'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select().from(materials)) {
    ids[row.code] = row.id;
    price[row.code] = row.listPrice;
  }
});
afterAll(() => ctx.close());

const post = <T>(path: string, body: object, token = tokens['planner'], lang?: 'cn' | 'en' | 'kr') =>
  call<T>(ctx.app, 'POST', `/integrated-material/${path}`, { token, body, ...(lang ? { lang } : {}) });
const get = <T>(path: string, id: number, token = tokens['planner']) =>
  call<T>(ctx.app, 'GET', `/integrated-material/${path}`, { token, query: { id: String(id) } });

const opt = (code: string, material: string, extra: Record<string, unknown> = {}) => ({
  code,
  names: { cn: `选项${code}`, en: `Option ${code}` },
  item: { kind: 'material' as const, id: ids[material]! },
  quantity: '1',
  ...extra,
});

/** A laser cutter: source (3/6/12 kW), cooling (air, chiller), extras; 12 kW requires the chiller. */
function laser(): ModelDefinitionInput {
  return {
    baseMaterialId: ids['LS-CUT-3015']!,
    groups: [
      {
        code: 'SRC',
        names: { cn: '激光源' },
        mode: 'single',
        minPicks: 1,
        maxPicks: 1,
        defaults: ['S3'],
        options: [
          opt('S3', 'LS-SRC-3KW'),
          opt('S6', 'LS-SRC-6KW'),
          opt('S12', 'LS-SRC-12KW', { priceDifference: '-100.50' }),
        ],
      },
      {
        code: 'COOL',
        names: { cn: '冷却' },
        mode: 'single',
        minPicks: 0,
        maxPicks: 1,
        options: [opt('CHILL', 'LS-CHIL'), opt('FUMEX', 'LS-FUME')],
      },
      {
        code: 'EXTRA',
        names: { cn: '附件' },
        mode: 'multiple',
        minPicks: 0,
        maxPicks: 2,
        options: [opt('NEST', 'LS-NEST', { quantity: '2' }), opt('EXCH', 'LS-EXCH')],
      },
    ],
    rules: [
      { kind: 'requires', code: 'R1', option: 'S12', target: { type: 'option', code: 'CHILL' } },
      { kind: 'excludes', code: 'R2', option: 'FUMEX', other: 'S12' },
      {
        kind: 'quantity',
        code: 'R3',
        option: 'EXCH',
        item: { kind: 'material', id: ids['SV-INST-D']! },
        quantity: '3',
      },
    ],
  };
}

async function createModel(code: string, definition = laser()) {
  const created = await post<{ id: number }>('create-model', {
    code,
    names: { cn: `激光切割机 ${code}`, en: `Laser ${code}` },
    productLineCode: 'LASER',
    baseMaterialId: definition.baseMaterialId,
  });
  expect(created.code, created.msg).toBe(0);
  const id = created.data.id;
  const saved = await post<ModelInfo>('save-draft', {
    id,
    names: { cn: `激光切割机 ${code}` },
    productLineCode: 'LASER',
    definition,
  });
  expect(saved.code, saved.msg).toBe(0);
  return saved.data;
}

async function publish(model: ModelInfo) {
  const published = await post<ModelInfo>('publish', { id: model.id, rowVersion: model.rowVersion });
  expect(published.code, published.msg).toBe(0);
  return published.data;
}

describe('configurable product models', () => {
  it('saves a draft, publishes versions, and keeps each configuration on its version', async () => {
    const draft = await createModel('LASER-T1');
    expect(draft.issues).toEqual([]);
    expect(draft.status).toBe('draft');
    const v1 = await publish(draft);
    expect(v1.latestVersion).toBe(1);
    const v1Id = v1.latestVersionId!;
    const saved = await post<{ id: number }>('save-configuration', {
      modelVersionId: v1Id,
      selection: ['S12', 'CHILL', 'EXCH'],
    });
    expect(saved.code, saved.msg).toBe(0);

    // Version 2 drops the 12 kW option; the saved configuration keeps version 1 and its price.
    const next = laser();
    next.groups[0]!.options = next.groups[0]!.options.slice(0, 2);
    next.rules = next.rules!.filter((rule) => rule.code === 'R3');
    const draft2 = await post<ModelInfo>('save-draft', {
      id: v1.id,
      rowVersion: v1.rowVersion,
      names: { cn: '激光' },
      definition: next,
    });
    expect(draft2.code, draft2.msg).toBe(0);
    const v2 = await publish(draft2.data);
    expect(v2.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(v2.versions[1]?.configurationCount).toBe(1);
    const history = await findTimeline(ctx.db, 'configurable_product', v1.id);
    expect(history.map((entry) => [entry.action, entry.comment])).toEqual([
      ['create', null],
      ['save', null],
      ['publish', 'v1'],
      ['save', null],
      ['publish', 'v2'],
    ]);

    const configuration = await get<Configuration>('get-configuration', saved.data.id);
    expect(configuration.data.modelVersionId).toBe(v1Id);
    expect(configuration.data.version).toBe(1);
    expect(configuration.data.selection).toEqual(['S12', 'CHILL', 'EXCH']);
    const old = await post<CheckResult>('check', { modelVersionId: v1Id, selection: ['S12', 'CHILL'] });
    expect(old.data.valid).toBe(true);
    const onV2 = await post<CheckResult>('check', { modelVersionId: v2.latestVersionId, selection: ['S12'] });
    expect(onV2.data.violations).toContainEqual({ kind: 'unknownOption', option: 'S12' });
  });

  it('prices a configuration exactly as the sum of its parts, rounded once', async () => {
    const model = await publish(await createModel('LASER-T2'));
    const result = await post<CheckResult>('check', {
      modelVersionId: model.latestVersionId,
      selection: ['S12', 'CHILL', 'EXCH', 'NEST'],
    });
    expect(result.code, result.msg).toBe(0);
    const cents = (value: string) => Math.round(Number(value) * 100);
    const expected =
      cents(price['LS-CUT-3015']!) +
      cents(price['LS-SRC-12KW']!) -
      10050 +
      cents(price['LS-CHIL']!) +
      cents(price['LS-EXCH']!) +
      3 * cents(price['SV-INST-D']!) +
      2 * cents(price['LS-NEST']!);
    expect(cents(result.data.listPrice!)).toBe(expected);
    expect(result.data.listPrice).toMatch(/^\d+\.\d{2}$/);
    const nest = result.data.bom!.find((line) => line.item.code === 'LS-NEST');
    expect(nest?.quantity).toBe('2');
    expect(result.data.bom!.find((line) => line.item.code === 'SV-INST-D')?.sources).toEqual([
      { type: 'rule', code: 'R3', quantity: '3' },
    ]);
  });

  it('answers disabled options with their reasons, and refuses to save an invalid configuration', async () => {
    const model = await publish(await createModel('LASER-T3'));
    const result = await post<CheckResult>('check', {
      modelVersionId: model.latestVersionId,
      selection: ['S12', 'CHILL'],
    });
    expect(result.data.options['FUMEX']).toEqual({
      state: 'disabled',
      reasons: [{ kind: 'excludedBy', rule: 'R2', option: 'S12' }],
    });
    const before = await ctx.db.select({ n: count() }).from(configurations);
    const refused = await post(
      'save-configuration',
      { modelVersionId: model.latestVersionId, selection: ['S12'] },
      tokens['planner'],
      'en',
    );
    expect(refused.code).toBe(100);
    expect(refused.msg).toContain('R1');
    const unknown = await post(
      'save-configuration',
      { modelVersionId: model.latestVersionId, selection: ['S3', 'NOPE'] },
      tokens['planner'],
      'en',
    );
    expect(unknown.code).toBe(100);
    expect(unknown.msg).toContain('NOPE');
    expect(await ctx.db.select({ n: count() }).from(configurations)).toEqual(before);
  });

  it('refuses an impossible model with the rule named, and saves nothing', async () => {
    const model = await createModel('LASER-T4');
    const broken = laser();
    // Every source needs the chiller, which excludes them all: the required group SRC becomes impossible.
    broken.rules = ['S3', 'S6', 'S12'].flatMap((code, i) => [
      {
        kind: 'requires' as const,
        code: `NEED${i}`,
        option: code,
        target: { type: 'option' as const, code: 'CHILL' },
      },
      { kind: 'excludes' as const, code: `BAN${i}`, option: code, other: 'CHILL' },
    ]);
    const refused = await post(
      'save-draft',
      { id: model.id, names: { cn: 'x' }, definition: broken },
      tokens['planner'],
      'en',
    );
    expect(refused.code).toBe(100);
    expect(refused.msg).toMatch(/BAN\d.*SRC|SRC.*BAN\d/);
    const [row] = await ctx.db.select().from(configurableModels).where(eq(configurableModels.id, model.id));
    expect(row?.rowVersion).toBe(model.rowVersion);
    expect(row?.nameCn).not.toBe('x');
  });

  it('refuses rule cycles, unknown options, negative quantities and oversize text with clear messages', async () => {
    const model = await createModel('LASER-T5');
    const save = (definition: unknown) =>
      post('save-draft', { id: model.id, names: { cn: '激光' }, definition }, tokens['planner'], 'en');

    const cyclic = laser();
    cyclic.rules = [
      { kind: 'requires', code: 'C1', option: 'S12', target: { type: 'option', code: 'NEST' } },
      { kind: 'requires', code: 'C2', option: 'NEST', target: { type: 'option', code: 'EXCH' } },
      { kind: 'requires', code: 'C3', option: 'EXCH', target: { type: 'option', code: 'S12' } },
      { kind: 'excludes', code: 'C4', option: 'EXCH', other: 'NEST' },
    ];
    const cycle = await save(cyclic);
    expect(cycle.code).toBe(100);
    expect(cycle.msg).toContain('cycle');

    const unknown = laser();
    unknown.rules = [{ kind: 'excludes', code: 'U1', option: 'S3', other: 'GHOST' }];
    const unknownAnswer = await save(unknown);
    expect(unknownAnswer.msg).toContain('U1');
    expect(unknownAnswer.msg).toContain('GHOST');

    const negative = laser();
    negative.groups[0]!.options[0]!.quantity = '-2';
    const negativeAnswer = await save(negative);
    expect(negativeAnswer.code).toBe(100);
    expect(fieldErrorsOf(negativeAnswer.data)[0]?.field).toBe('definition.groups.0.options.0.quantity');
    expect(negativeAnswer.msg).toContain('greater than 0');

    const oversize = laser();
    oversize.groups[0]!.names.cn = 'x'.repeat(201);
    const oversizeAnswer = await save(oversize);
    expect(oversizeAnswer.code).toBe(100);
    expect(fieldErrorsOf(oversizeAnswer.data)[0]?.field).toBe('definition.groups.0.names.cn');

    const unknownMaterial = laser();
    unknownMaterial.groups[0]!.options[0]!.item = { kind: 'material', id: 999999 };
    const missing = await save(unknownMaterial);
    expect(missing.code).toBe(100);
    expect(missing.msg).toContain('999999');

    const [row] = await ctx.db.select().from(configurableModels).where(eq(configurableModels.id, model.id));
    expect(row?.rowVersion).toBe(model.rowVersion);
  });

  it('refuses to publish a draft with warnings, and a stale row version', async () => {
    const definition = laser();
    definition.groups.push({
      code: 'EMPTY',
      names: { cn: '空' },
      mode: 'single',
      minPicks: 0,
      maxPicks: 1,
      options: [],
    });
    const model = await createModel('LASER-T6', definition);
    expect(model.issues).toEqual([{ code: 'noOptions', severity: 'warning', group: 'EMPTY' }]);
    const refused = await post(
      'publish',
      { id: model.id, rowVersion: model.rowVersion },
      tokens['planner'],
      'en',
    );
    expect(refused.code).toBe(100);
    expect(refused.msg).toContain('EMPTY');
    const stale = await post('publish', { id: model.id, rowVersion: model.rowVersion - 1 });
    expect(stale.code).toBe(100);
  });

  it('lists models with the list kit fields, and refuses a duplicate code', async () => {
    await createModel('LASER-T7');
    const page = await post<Page<ModelSummary>>('page-model-list', { keyword: 'laser-t7' }, tokens['sales']);
    expect(page.data.list.map((row) => row.code)).toEqual(['LASER-T7']);
    expect(page.data.list[0]?.actions).toEqual([]);
    const duplicate = await post(
      'create-model',
      { code: 'laser-t7', names: { cn: 'x' }, baseMaterialId: ids['LS-CUT-3015'] },
      tokens['planner'],
      'en',
    );
    expect(duplicate.code).toBe(100);
  });

  it('exports the filtered list as a workbook in the reader language, product lines by name', async () => {
    await createModel('LASER-T8');
    const exported = await ctx.app.inject({
      method: 'POST',
      url: '/api/integrated-material/export-model-list',
      headers: { authorization: `Bearer ${tokens['sales']}`, language: 'kr' },
      payload: { keyword: 'LASER-T8' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await loadWorkbook(exported.rawPayload)).worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const [header, row] = [cellValues(sheet.getRow(1)), cellValues(sheet.getRow(2))];
    expect(header).toEqual([
      translate('kr', 'configuration.field.code'),
      translate('kr', 'configuration.field.name'),
      translate('kr', 'configuration.field.productLine'),
      translate('kr', 'configuration.field.status'),
      translate('kr', 'configuration.field.latestVersion'),
      translate('kr', 'configuration.field.updatedAt'),
    ]);
    const [line] = await ctx.db.select().from(productLines).where(eq(productLines.code, 'LASER'));
    expect(row?.slice(0, 4)).toEqual([
      'LASER-T8',
      '激光切割机 LASER-T8',
      line!.nameKr ?? line!.nameEn ?? line!.nameCn,
      translate('kr', 'configuration.status.draft'),
    ]);
    const denied = await ctx.app.inject({
      method: 'POST',
      url: '/api/integrated-material/export-model-list',
      headers: { authorization: `Bearer ${tokens['partner.admin']}` },
      payload: {},
    });
    expect(denied.headers['content-type']).toContain('json');
  });
});

describe('demo data', () => {
  it('has three published demo products, the laser cutter in two versions, with priced configurations', async () => {
    const page = await post<Page<ModelSummary>>('page-model-list', {
      keyword: 'CFG-',
      sortField: 'code',
      sortOrder: 'asc',
    });
    expect(page.code, page.msg).toBe(0);
    expect(page.data.list.map((row) => [row.code, row.status, row.latestVersion])).toEqual([
      ['CFG-LASER-3015', 'published', 2],
      ['CFG-ROBOT-CELL', 'published', 1],
      ['CFG-VMC-850', 'published', 1],
    ]);
    const laser = await get<ModelInfo>('get-model-info', page.data.list[0]!.id);
    expect(laser.data.issues).toEqual([]);
    expect(laser.data.versions.map((version) => version.configurationCount)).toEqual([1, 1]);
  });
});

describe('permissions', () => {
  it('lets readers read and check, only editors write, and partners nothing', async () => {
    const model = await publish(await createModel('LASER-P1'));
    const versionId = model.latestVersionId!;
    expect((await get('get-model-info', model.id, tokens['sales'])).code).toBe(0);
    expect(
      (await post('check', { modelVersionId: versionId, selection: ['S3'] }, tokens['sales'])).code,
    ).toBe(0);
    expect(
      (await post('save-draft', { id: model.id, names: { cn: 'x' }, definition: laser() }, tokens['sales']))
        .code,
    ).not.toBe(0);
    expect((await post('publish', { id: model.id }, tokens['sales'])).code).not.toBe(0);
    for (const path of ['check', 'save-configuration'])
      expect(
        (await post(path, { modelVersionId: versionId, selection: ['S3'] }, tokens['partner.admin'])).code,
      ).not.toBe(0);
    expect((await get('get-model-version', versionId, tokens['partner.admin'])).code).not.toBe(0);
    expect((await post('page-model-list', {}, tokens['partner.admin'])).code).not.toBe(0);
  });
});
