import type { MaterialOption, MessageKey, Page, VirtualMaterial } from '@portal/contract';
import { materialImportRefusalSchema, translate } from '@portal/contract';
import { count, eq, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { cellValues, loadWorkbook } from '../../core/xlsx-workbook';
import { auditEntries, materials, virtualMaterials } from '../../db/schema';
import { findMaterialItems } from './index';

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'planner', 'sales', 'channel', 'partner.admin'])
    tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(() => ctx.close());

type Lang = 'en' | 'cn' | 'kr';
const base = '/virtual-material';
const save = (body: Record<string, unknown>, user = 'planner', lang: Lang = 'en') =>
  call<VirtualMaterial>(ctx.app, 'POST', `${base}/save-virtual-material`, {
    token: tokens[user],
    body,
    lang,
  });
const move = (action: 'activate' | 'retire', body: Record<string, unknown>, user = 'planner') =>
  call<VirtualMaterial>(ctx.app, 'POST', `${base}/${action}-virtual-material`, { token: tokens[user], body });
const link = (body: Record<string, unknown>, user = 'planner', lang: Lang = 'en') =>
  call<VirtualMaterial>(ctx.app, 'POST', `${base}/link-virtual-material-replacement`, {
    token: tokens[user],
    body,
    lang,
  });
const page = (body: Record<string, unknown>, user = 'planner', lang: Lang = 'en') =>
  call<Page<VirtualMaterial>>(ctx.app, 'POST', `${base}/page-virtual-material-list`, {
    token: tokens[user],
    body,
    lang,
  });
const info = (id: number, user = 'planner', lang: Lang = 'en') =>
  call<VirtualMaterial>(ctx.app, 'GET', `${base}/get-virtual-material-info`, {
    token: tokens[user],
    query: { id: String(id) },
    lang,
  });

let serial = 0;
const good = (overrides: Record<string, unknown> = {}) => ({
  nameCn: `测试物料 ${++serial}`,
  nameEn: `Test material ${serial}`,
  nameKr: null,
  productLineCode: 'ROBOT',
  functionStructure: '3',
  unit: 'SET',
  attributes: [
    { key: 'Payload', type: 'number', value: '12.5', unit: 'kg' },
    { key: 'Mount', type: 'choice', value: 'floor', choices: ['floor', 'ceiling'] },
  ],
  referencePrice: '1200.50',
  currency: 'CNY',
  ...overrides,
});
const countRows = async () => (await ctx.db.select({ n: count() }).from(virtualMaterials))[0]!.n;

async function created(overrides: Record<string, unknown> = {}) {
  const res = await save(good(overrides));
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('virtual materials: create, edit and read', () => {
  it('creates a draft with a generated code, names in the reader language, exact price', async () => {
    const vm = await created({ nameKr: '테스트 자재', referencePrice: '99.9' });
    expect(vm.code).toMatch(new RegExp(`^VM${new Date().getFullYear()}\\d{6}$`));
    expect(vm.status).toBe('draft');
    expect(vm.referencePrice).toBe('99.90');
    expect(vm.actions).toEqual(['edit', 'activate']);
    expect((await info(vm.id, 'planner', 'kr')).data.name).toBe('테스트 자재');
    expect((await info(vm.id, 'planner', 'cn')).data.name).toBe(vm.nameCn);
    // No Korean name: Korean readers see the English one.
    const plain = await created();
    expect((await info(plain.id, 'planner', 'kr')).data.name).toBe(plain.nameEn);
    const audit = await ctx.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, String(vm.id)));
    expect(audit.some((e) => e.entity === 'virtual_material' && e.action === 'create')).toBe(true);
  });

  it('edits a draft with its row version and refuses a stale one', async () => {
    const vm = await created();
    const edited = await save({ ...good({ nameEn: 'Edited' }), id: vm.id, rowVersion: vm.rowVersion });
    expect(edited.code).toBe(0);
    expect(edited.data.nameEn).toBe('Edited');
    expect(edited.data.code).toBe(vm.code);
    const stale = await save({ ...good(), id: vm.id, rowVersion: vm.rowVersion });
    expect(stale.msg).toBe(translate('en', 'error.staleRecord'));
  });

  it('KRW prices are whole numbers', async () => {
    const vm = await created({ referencePrice: '350000', currency: 'KRW' });
    expect(vm.referencePrice).toBe('350000');
  });
});

describe('virtual materials: bad input is refused with its message and nothing is saved', () => {
  const cases: [string, Record<string, unknown>, string, MessageKey][] = [
    ['negative price', { referencePrice: '-1' }, 'referencePrice', 'material.validation.price'],
    [
      'decimals in KRW',
      { referencePrice: '100.5', currency: 'KRW' },
      'referencePrice',
      'material.validation.priceDecimals',
    ],
    [
      'unknown function structure',
      { functionStructure: '8' },
      'functionStructure',
      'material.validation.functionStructure',
    ],
    ['unknown unit', { unit: 'BOX' }, 'unit', 'material.validation.unit'],
    [
      'duplicate attribute keys',
      {
        attributes: [
          { key: 'Colour', type: 'text', value: 'red' },
          { key: 'colour', type: 'text', value: 'blue' },
        ],
      },
      'attributes.1.key',
      'material.validation.attributeKeyDuplicate',
    ],
    [
      'a choice outside its choices',
      { attributes: [{ key: 'Mount', type: 'choice', value: 'wall', choices: ['floor', 'ceiling'] }] },
      'attributes.0.value',
      'material.validation.choiceValue',
    ],
    [
      'a number that is no decimal',
      { attributes: [{ key: 'Reach', type: 'number', value: '12,5', unit: 'mm' }] },
      'attributes.0.value',
      'material.validation.attributeNumber',
    ],
  ];
  for (const [what, overrides, field, key] of cases) {
    it(what, async () => {
      const before = await countRows();
      for (const lang of ['en', 'cn', 'kr'] as const) {
        const res = await save(good(overrides), 'planner', lang);
        expect(res.code).toBe(100);
        const error = fieldErrorsOf(res.data).find((e) => e.field === field);
        expect(error?.message, JSON.stringify(res.data)).toContain(translate(lang, key));
      }
      expect(await countRows()).toBe(before);
    });
  }

  it('oversize names', async () => {
    const before = await countRows();
    const res = await save(good({ nameCn: '长'.repeat(201) }), 'planner', 'cn');
    expect(res.code).toBe(100);
    const error = fieldErrorsOf(res.data).find((e) => e.field === 'nameCn');
    expect(error?.message).toContain(translate('cn', 'validation.tooLong', { max: 200 }));
    expect(await countRows()).toBe(before);
  });

  it('missing English name and unknown product line', async () => {
    const before = await countRows();
    expect(fieldErrorsOf((await save(good({ nameEn: ' ' }))).data)[0]!.field).toBe('nameEn');
    const line = await save(good({ productLineCode: 'NOPE' }));
    expect(line.msg).toBe(translate('en', 'material.refused.productLineUnknown'));
    expect(await countRows()).toBe(before);
  });
});

describe('virtual materials: transitions', () => {
  it('draft → active → retired, and every illegal move refused', async () => {
    const vm = await created();
    expect((await move('retire', { id: vm.id })).msg).toBe(translate('en', 'material.refused.notActive'));
    expect((await link({ id: vm.id, materialId: 1 })).msg).toBe(
      translate('en', 'material.refused.noReplacement'),
    );
    const active = await move('activate', { id: vm.id, rowVersion: vm.rowVersion });
    expect(active.data.status).toBe('active');
    expect(active.data.actions).toEqual(['retire', 'linkReplacement']);
    expect((await move('activate', { id: vm.id })).msg).toBe(translate('en', 'material.refused.notDraft'));
    expect((await save({ ...good(), id: vm.id })).msg).toBe(translate('en', 'material.refused.notDraft'));
    const retired = await move('retire', { id: vm.id });
    expect(retired.data.status).toBe('retired');
    expect(retired.data.actions).toEqual(['linkReplacement']);
    expect((await move('retire', { id: vm.id })).msg).toBe(translate('en', 'material.refused.notActive'));
    expect((await move('activate', { id: vm.id })).msg).toBe(translate('en', 'material.refused.notDraft'));
  });

  it('links an active one to the real material that replaces it, shown in lists and lookups', async () => {
    const vm = await created({ nameEn: 'Replaced gripper zz' });
    await move('activate', { id: vm.id });
    const [real] = await ctx.db.select().from(materials).limit(1);
    expect((await link({ id: vm.id, materialId: 999999 })).msg).toBe(
      translate('en', 'material.refused.materialUnknown'),
    );
    const linked = await link({ id: vm.id, materialId: real!.id }, 'planner', 'cn');
    expect(linked.data.replacedBy).toEqual({ id: real!.id, code: real!.code, name: real!.nameCn });
    const lookup = await call<MaterialOption[]>(ctx.app, 'GET', '/material/lookup-material-list', {
      token: tokens['planner'],
      query: { keyword: 'Replaced gripper zz' },
    });
    expect(lookup.data).toHaveLength(1);
    expect(lookup.data[0]).toMatchObject({ kind: 'virtual', code: vm.code, replacedBy: { id: real!.id } });
    const facts = await findMaterialItems(ctx.db, { materialIds: [real!.id], virtualMaterialIds: [vm.id] });
    expect(facts.get(`virtual:${vm.id}`)).toMatchObject({ usable: true, replacedBy: real!.code });
    expect(Number(facts.get(`virtual:${vm.id}`)?.price)).toBe(1200.5);
    expect(facts.get(`material:${real!.id}`)).toMatchObject({ code: real!.code, kind: 'material' });
  });

  it('the lookup finds real materials and active virtual ones, never drafts', async () => {
    const draft = await created({ nameEn: 'Draft only qq' });
    const res = await call<MaterialOption[]>(ctx.app, 'GET', '/material/lookup-material-list', {
      token: tokens['sales'],
      query: { keyword: 'Draft only qq' },
    });
    expect(res.data.find((o) => o.id === draft.id && o.kind === 'virtual')).toBeUndefined();
    const real = await call<MaterialOption[]>(ctx.app, 'GET', '/material/lookup-material-list', {
      token: tokens['sales'],
      query: { keyword: 'RB-', kind: 'material' },
    });
    expect(real.data.length).toBeGreaterThan(0);
    expect(real.data.every((o) => o.kind === 'material' && o.code.includes('RB-'))).toBe(true);
  });
});

describe('virtual materials: permissions', () => {
  it('partners are refused everything', async () => {
    const vm = await created();
    expect((await page({}, 'partner.admin')).code).not.toBe(0);
    expect((await info(vm.id, 'partner.admin')).code).not.toBe(0);
    expect((await save(good(), 'partner.admin')).code).not.toBe(0);
    const lookup = await call(ctx.app, 'GET', '/material/lookup-material-list', {
      token: tokens['partner.admin'],
    });
    expect(lookup.code).not.toBe(0);
  });

  it('sales and channel read but never write; planning writes', async () => {
    const vm = await created();
    for (const user of ['sales', 'channel']) {
      expect((await page({}, user)).code).toBe(0);
      const read = await info(vm.id, user);
      expect(read.data.actions).toEqual([]);
      const before = await countRows();
      expect((await save(good(), user)).msg).toBe(translate('en', 'error.noPermission'));
      expect((await move('activate', { id: vm.id }, user)).msg).toBe(translate('en', 'error.noPermission'));
      expect(await countRows()).toBe(before);
    }
    expect((await info(vm.id)).data.status).toBe('draft');
  });
});

describe('virtual materials: list and export', () => {
  it('filters by keyword, status, product line and function structure, and sorts', async () => {
    const a = await created({
      nameEn: 'Filter probe alpha',
      productLineCode: 'LASER',
      functionStructure: '6',
    });
    await created({ nameEn: 'Filter probe beta', productLineCode: 'CNC', functionStructure: '6' });
    await move('activate', { id: a.id });
    const byLine = await page({ keyword: 'filter probe', productLineCode: 'LASER' });
    expect(byLine.data.list.map((v) => v.id)).toEqual([a.id]);
    const byStatus = await page({ keyword: 'filter probe', status: ['active'], functionStructure: '6' });
    expect(byStatus.data.total).toBe(1);
    const sorted = await page({ keyword: 'filter probe', sortField: 'nameCn', sortOrder: 'asc' });
    expect(sorted.data.total).toBe(2);
    const byCode = await page({ keyword: a.code });
    expect(byCode.data.list[0]!.id).toBe(a.id);
  });

  it('exports the filtered list as .xlsx with headers in the reader language', async () => {
    const vm = await created({ nameEn: 'Export probe' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/virtual-material/export-virtual-material-list',
      headers: { authorization: `Bearer ${tokens['sales']}`, language: 'cn' },
      payload: { keyword: 'Export probe' },
    });
    expect(response.statusCode).toBe(200);
    const book = await loadWorkbook(response.rawPayload);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push(cellValues(row)));
    expect(rows[0]![0]).toBe(translate('cn', 'material.field.code'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(vm.code);
    expect(rows[1]).toContain(1200.5);
  });
});

// ---------------------------------------------------------------- import

function importFile(content: Buffer, user = 'planner', lang: Lang = 'en', filename = 'vm.xlsx') {
  const boundary = '----vm-import';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return call<{ count: number }>(ctx.app, 'POST', `${base}/import-virtual-material`, {
    token: tokens[user],
    lang,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
}

async function workbook(rows: (string | number | null)[][], lang: Lang = 'en') {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  sheet.addRow([
    t('material.field.nameCn'),
    t('material.field.nameEn'),
    t('material.field.nameKr'),
    t('material.field.productLine'),
    t('material.field.functionStructure'),
    t('material.field.unit'),
    t('material.field.referencePrice'),
    t('material.field.currency'),
    t('material.field.attributes'),
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('virtual materials: import', () => {
  it('imports every row as a draft, codes and labels accepted', async () => {
    const file = await workbook(
      [
        ['导入甲', 'Import one', null, 'ROBOT', '工作单元', '套', 1500, 'CNY', 'Colour=red; Reach=1400 mm'],
        ['导入乙', 'Import two', '가져오기 2', 'CNC', '1', 'PCS', null, null, null],
      ],
      'cn',
    );
    const res = await importFile(file, 'planner', 'cn');
    expect(res.code, res.msg).toBe(0);
    expect(res.data.count).toBe(2);
    const listed = await page({ keyword: 'Import one' });
    expect(listed.data.list[0]).toMatchObject({
      status: 'draft',
      functionStructure: '3',
      unit: 'SET',
      referencePrice: '1500.00',
      attributes: [
        { key: 'Colour', type: 'text', value: 'red' },
        { key: 'Reach', type: 'text', value: '1400 mm' },
      ],
    });
  });

  it('one bad row refuses the whole file with the errors by row', async () => {
    const before = await countRows();
    const file = await workbook([
      ['好的', 'Fine row', null, 'ROBOT', '1', 'PCS', 10, 'CNY', null],
      ['坏的', 'Bad row', null, 'ROBOT', '9', 'PCS', -5, 'CNY', null],
      ['韩元', 'Won row', null, 'NOPE', '2', 'PCS', 10.5, 'KRW', 'no equals sign'],
    ]);
    const res = await importFile(file);
    expect(res.code).not.toBe(0);
    const data = materialImportRefusalSchema.parse(res.data);
    expect(res.msg).toContain(translate('en', 'material.import.rowErrors', { count: data.total }));
    // Row 3: function structure and price; row 4: product line and attributes (row 2 is fine).
    expect(data.errors.map((e) => e.row)).toEqual([3, 3, 4, 4]);
    expect(data.errors[0]!.field).toBe(translate('en', 'material.field.functionStructure'));
    expect(await countRows()).toBe(before);
  });

  it('refuses sales (no virtual.edit) and a file that is no .xlsx', async () => {
    const file = await workbook([['甲', 'One', null, 'ROBOT', '1', 'PCS', 1, 'CNY', null]]);
    expect((await importFile(file, 'sales')).code).not.toBe(0);
    expect((await importFile(file, 'planner', 'en', 'vm.csv')).msg).toBe(
      translate('en', 'material.import.notXlsx', { name: 'vm.csv' }),
    );
  });
});

describe('virtual materials: demo data', () => {
  it('holds twenty demo virtual materials in every status, some replaced by real materials', async () => {
    const demo = await ctx.db
      .select({ status: virtualMaterials.status, replaced: virtualMaterials.replacedByMaterialId })
      .from(virtualMaterials)
      .where(lte(virtualMaterials.id, 20));
    expect(demo.length).toBeGreaterThanOrEqual(20);
    expect(new Set(demo.map((row) => row.status))).toEqual(new Set(['draft', 'active', 'retired']));
    expect(demo.filter((row) => row.replaced !== null).length).toBeGreaterThanOrEqual(2);
  });
});
