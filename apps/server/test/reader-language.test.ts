/**
 * Names in the reader's language: a Korean reader receives the Korean names of companies, partner
 * types, regions, product lines and equipment descriptions, and the clients name them by the one rule.
 */
import type { Endpoint } from '@portal/contract';
import {
  cluesEndpoints,
  codeEntryLabel,
  identityEndpoints,
  opportunityReportsEndpoints,
  ordersEndpoints,
  partnerCompaniesEndpoints,
  partnerCompanyName,
  partnerUsersEndpoints,
  quotationsEndpoints,
  recordCompanyName,
  referenceDataEndpoints,
  solutionsEndpoints,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CallOptions, TestContext } from './test-app';
import { call, createTestApp, tokenOf } from './test-app';

let ctx: TestContext;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'partner.admin']) tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(() => ctx.close());

/** Calls an endpoint as `user`, in Korean, and answers its data parsed with the endpoint's schema. */
async function callKr<D extends z.ZodType>(
  endpoint: Endpoint<z.ZodType | undefined, z.ZodType | undefined, D>,
  options: Omit<CallOptions, 'token' | 'lang'> = {},
  user = 'admin',
): Promise<z.output<D>> {
  const res = await call(ctx.app, endpoint.method, endpoint.path, {
    ...options,
    token: tokens[user]!,
    lang: 'kr',
  });
  expect(res.code, res.msg).toBe(0);
  return endpoint.data.parse(res.data);
}

const noTranslation = () => undefined;

describe('a Korean reader', () => {
  it('sees its own company and its partner types in Korean', async () => {
    const info = await callKr(identityEndpoints.getUserPartnerInfo, {}, 'partner.admin');
    expect(info).not.toBeNull();
    expect(recordCompanyName(info!, 'kr')).toBe('데모 파트너 A');
    expect(info!.partnerTypeList.map((type) => type.typeNameKr)).toEqual(['총판', '시스템 통합업체']);
  });

  it('receives the Korean names of the regions and partner types in the code table', async () => {
    const entries = await callKr(referenceDataEndpoints.getCodeTable);
    const region = entries.find((entry) => entry.codeType === 'REGION' && entry.code === 'AP');
    expect(region?.codeDescKr).toBe('아시아태평양');
    // Without a catalogue the data alone names it.
    expect(codeEntryLabel({ ...region!, codeDescLangCode: null }, 'kr', noTranslation)).toBe('아시아태평양');
    const partnerType = entries.find(
      (entry) => entry.codeType === 'PARTNER_TYPE' && entry.code === 'RESELLER',
    );
    expect(partnerType?.codeDescKr).toBe('리셀러');
  });

  it('receives the Korean names of the product lines from basic data', async () => {
    const data = await callKr(referenceDataEndpoints.getCpqCodeTable);
    expect(
      data.basicDataListVOList.find((line) => line.productLineCode === 'ROBOT')?.basicDataCodeDescKr,
    ).toBe('산업용 로봇');
    const cpqLines = await callKr(opportunityReportsEndpoints.getProductLines);
    expect(cpqLines.find((line) => line.code === 'ROBOT')?.nameKr).toBe('산업용 로봇');
  });

  it('receives equipment described in Korean, and in English or Chinese for those readers', async () => {
    const body = { productLineCode: 'ROBOT' };
    const kr = await callKr(opportunityReportsEndpoints.getEquipmentModels, { body });
    expect(kr.find((model) => model.model === 'RB-6A')?.description).toBe('6축 로봇, 가반 하중 6 kg');
    const { method, path } = opportunityReportsEndpoints.getEquipmentModels;
    for (const [lang, text] of [
      ['en', 'Six-axis robot, 6 kg payload'],
      ['cn', '六轴机器人，负载 6 kg'],
    ] as const) {
      const res = await call(ctx.app, method, path, { token: tokens['admin']!, body, lang });
      const models = opportunityReportsEndpoints.getEquipmentModels.data.parse(res.data);
      expect(models.find((model) => model.model === 'RB-6A')?.description).toBe(text);
    }
  });

  it('names the partner of companies, users, orders and clues in Korean', async () => {
    const page = { pageNum: 1, pageSize: 50 };
    const companies = await callKr(partnerCompaniesEndpoints.pageCompanies, { body: page });
    const a = companies.list.find((company) => company.code === 'P-A001');
    expect(partnerCompanyName(a!, 'kr')).toBe('데모 파트너 A');

    const users = await callKr(partnerUsersEndpoints.pageUsers, {
      body: { ...page, keyword: 'partner.admin' },
    });
    const user = users.list.find((row) => row.username === 'partner.admin')!;
    expect(user.companyNameKr).toBe('데모 파트너 A');

    const orders = await callKr(ordersEndpoints.pageOrders, { body: page });
    expect(orders.list.length).toBeGreaterThan(0);
    for (const order of orders.list) expect(recordCompanyName(order, 'kr')).not.toMatch(/[\u4e00-\u9fff]/);

    const clues = await callKr(cluesEndpoints.pageClues, { body: page });
    const assigned = clues.list.filter((clue) => clue.companyName !== null);
    expect(assigned.length).toBeGreaterThan(0);
    for (const clue of assigned) expect(clue.companyNameKr).toMatch(/^데모 파트너 [AB]$/);
  });

  it('saves a company with its Korean name, and finds it by that name', async () => {
    const save = partnerCompaniesEndpoints.saveCompany;
    const res = await call(ctx.app, save.method, save.path, {
      token: tokens['admin']!,
      body: {
        code: 'P-KR01',
        name: '창원정밀机械',
        nameEn: 'Changwon Precision',
        nameKr: '창원정밀기계',
        countryId: 1,
        region: 'AP',
        typeCodes: ['RESELLER'],
        companyRole: 'TIER2',
      },
    });
    expect(res.code, res.msg).toBe(0);
    const found = await callKr(partnerCompaniesEndpoints.pageCompanies, {
      body: { pageNum: 1, pageSize: 10, keyword: '정밀기계' },
    });
    expect(found.list.map((company) => partnerCompanyName(company, 'kr'))).toEqual(['창원정밀기계']);
  });
});

describe("a customer's name", () => {
  it('is its English one on quotations and solutions for English and Korean readers, when it has one', async () => {
    const page = { pageNum: 1, pageSize: 1 };
    const [quotation] = (await callKr(quotationsEndpoints.pageQuotations, { body: page })).list;
    const [solution] = (await callKr(solutionsEndpoints.pageSolutions, { body: page })).list;
    expect(quotation && solution).toBeTruthy();
    const named = async (lang: 'cn' | 'en' | 'kr') => {
      const answers = [];
      for (const endpoint of [quotationsEndpoints.pageQuotations, solutionsEndpoints.pageSolutions]) {
        const res = await call(ctx.app, endpoint.method, endpoint.path, {
          token: tokens['admin']!,
          body: { ...page },
          lang,
        });
        expect(res.code, res.msg).toBe(0);
        answers.push(endpoint.data.parse(res.data).list[0]!.customerName);
      }
      return answers;
    };
    // What a Chinese reader sees before (the customer's own name; Korean readers may see its Korean one).
    const original = await named('cn');
    await ctx.db.execute(sql`
      UPDATE customers SET name_en = 'Customer EN ' || id, name_kr = NULL
      WHERE id IN (SELECT customer_id FROM business_opportunities WHERE id IN (${quotation!.opportunityId}, ${solution!.opportunityId}))`);
    for (const lang of ['en', 'kr'] as const)
      for (const name of await named(lang)) expect(name).toMatch(/^Customer EN \d+$/);
    expect(await named('cn')).toEqual(original);
  });
});
