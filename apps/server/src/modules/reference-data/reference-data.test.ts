import { catalogs, languages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await tokenOf(ctx.app, 'partner.admin');
});
afterAll(() => ctx.close());

describe('language/get-i18n-language', () => {
  it.each(languages)('answers the %s catalogue without a token', async (language) => {
    const res = await call<Record<string, string>>(ctx.app, 'GET', '/language/get-i18n-language', {
      query: { language },
    });
    expect(res.code).toBe(0);
    expect(res.data).toEqual(catalogs[language]);
  });

  it('has the same keys in cn, en and kr, none empty', async () => {
    const keys = await Promise.all(
      languages.map(async (language) => {
        const res = await call<Record<string, string>>(ctx.app, 'GET', '/language/get-i18n-language', {
          query: { language },
        });
        expect(Object.values(res.data).every((v) => v.trim().length > 0)).toBe(true);
        return Object.keys(res.data).sort();
      }),
    );
    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
  });

  it('refuses an unknown language naming the field, in the request language', async () => {
    const res = await call(ctx.app, 'GET', '/language/get-i18n-language', {
      query: { language: 'fr' },
      lang: 'cn',
    });
    expect(res.code).toBe(100);
    expect(res.msg).toContain('language');
    expect(res.msg).toContain('必须是以下之一');
  });
});

describe('codetable', () => {
  it('answers code-table entries with every field, grouped by type', async () => {
    const res = await call<Array<Record<string, unknown>>>(ctx.app, 'GET', '/codetable/getCodeTable', {
      token,
    });
    expect(res.code).toBe(0);
    const types = new Set(res.data.map((e) => e['codeType']));
    for (const type of ['PARTNER_TYPE', 'COMPANY_ROLE', 'EQUIPMENT_KIND', 'REGION'])
      expect(types).toContain(type);
    expect(res.data[0]).toEqual(
      expect.objectContaining({
        codeType: expect.any(String),
        code: expect.any(String),
        codeDescCn: expect.any(String),
        codeDescEn: expect.any(String),
        activeStatus: 1,
      }),
    );
    const kinds = res.data.filter((e) => e['codeType'] === 'EQUIPMENT_KIND').map((e) => e['code']);
    expect(kinds).toEqual(['iop', 'no_iop', 'robot']);
    const regions = res.data.filter((e) => e['codeType'] === 'REGION').map((e) => e['code']);
    expect(regions).toEqual(['US', 'AP', 'CN', 'JP', 'EU']);
  });

  it('filters by codeType', async () => {
    const res = await call<Array<{ codeType: string }>>(ctx.app, 'GET', '/codetable/getCodeTable', {
      token,
      query: { codeType: 'COMPANY_ROLE' },
    });
    expect(res.data.map((e) => e.codeType)).toEqual(['COMPANY_ROLE', 'COMPANY_ROLE']);
  });

  it('every label key of the code table is in the catalogues', async () => {
    const res = await call<Array<{ codeDescLangCode: string | null }>>(
      ctx.app,
      'GET',
      '/codetable/getCodeTable',
      { token },
    );
    for (const entry of res.data) {
      if (entry.codeDescLangCode) expect(catalogs.kr).toHaveProperty([entry.codeDescLangCode]);
    }
  });

  it('answers the CPQ table and the product lines as basic data', async () => {
    const res = await call<{
      cpqCodeTableVOList: Array<{ codeType: string; code: string }>;
      basicDataListVOList: unknown[];
    }>(ctx.app, 'GET', '/codetable/get-cpq-code-table-from-admin', { token });
    expect(res.code).toBe(0);
    expect(res.data.cpqCodeTableVOList.filter((e) => e.codeType === 'FUNCTION_STRUCTURE')).toHaveLength(7);
    expect(res.data.basicDataListVOList).toContainEqual({
      productLineCode: 'CNC',
      basicDataCodeDescCn: '数控机床',
      basicDataCodeDescEn: 'CNC machine tools',
      basicDataCodeDescKr: 'CNC 공작기계',
    });
  });
});

describe('location/get-location-by-parent', () => {
  it('answers at least 10 countries for parentId -1, each with provinces', async () => {
    const res = await call<Array<{ id: number; nameKr: string; hasChildren: boolean }>>(
      ctx.app,
      'POST',
      '/location/get-location-by-parent',
      { token, body: { parentId: -1 } },
    );
    expect(res.code).toBe(0);
    expect(res.data.length).toBeGreaterThanOrEqual(10);
    expect(res.data.every((c) => c.hasChildren && c.nameKr.length > 0)).toBe(true);
    const china = res.data[0]!;
    const provinces = await call<Array<{ parentId: number; nameEn: string }>>(
      ctx.app,
      'POST',
      '/location/get-location-by-parent',
      {
        token,
        body: { parentId: china.id },
      },
    );
    expect(provinces.data.length).toBeGreaterThan(3);
    expect(provinces.data.every((p) => p.parentId === china.id)).toBe(true);
  });

  it('answers an empty list for a leaf and refuses a bad parentId', async () => {
    const leaf = await call<unknown[]>(ctx.app, 'POST', '/location/get-location-by-parent', {
      token,
      body: { parentId: 1001 },
    });
    expect(leaf.data).toEqual([]);
    const bad = await call(ctx.app, 'POST', '/location/get-location-by-parent', {
      token,
      body: { parentId: 'x' },
      lang: 'kr',
    });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('parentId');
    expect(bad.msg).toContain('숫자');
  });

  it('needs a token', async () => {
    const res = await call(ctx.app, 'POST', '/location/get-location-by-parent', { body: { parentId: -1 } });
    expect(res.code).toBe(6);
  });
});
