/**
 * The registration form's customer and amount rules: the customer's registration number by its country
 * (credit code or business number with their checks), a customer entered by hand kept "not verified",
 * amounts by their currency's minor units, and every missing field named in one answer.
 */
import { randomBytes } from 'node:crypto';
import type {
  EquipmentModel,
  LookedUpCompany,
  Opportunity,
  Page,
  ReportInfo,
  ReportPartner,
} from '@portal/contract';
import { translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { opportunityReports, users } from '../../db/schema';
import { loadWorkbook } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let cnc: EquipmentModel[] = [];
const prefix = '/businesOpptReporting';

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['channel', 'partner.sales', 'partner.b']) tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
  const res = await call<EquipmentModel[]>(ctx.app, 'POST', `${prefix}/get-equipment-model-list`, {
    token: tokens['partner.sales'],
    body: { productLineCode: 'CNC' },
  });
  cnc = res.data;
});
afterAll(() => ctx.close());

const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

function body(customer: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    submit: false,
    contactIds: [ids['partner.sales']],
    customer: { name: unique('Customer'), region: 'AP', ...customer },
    projectName: unique('Project'),
    productLineCode: 'CNC',
    lines: [{ equipmentModelId: cnc[0]!.id, kind: 'iop', quantity: 1 }],
    rate: '50.00',
    amount: '120000000',
    currency: 'KRW',
    expectedCloseDate: '2027-03-31',
    ...overrides,
  };
}

const save = (sent: Record<string, unknown>, lang: 'cn' | 'en' | 'kr' = 'en', user = 'partner.sales') =>
  call<ReportInfo>(ctx.app, 'POST', `${prefix}/save`, { token: tokens[user], body: sent, lang });
const info = (id: number, user = 'channel') =>
  call<ReportInfo>(ctx.app, 'GET', `${prefix}/get-opptReporting-info`, {
    token: tokens[user],
    query: { id: String(id) },
  });
const storedWith = async (projectName: string) =>
  ctx.db.select().from(opportunityReports).where(eq(opportunityReports.projectName, projectName));

describe('the customer’s registration number follows its country', () => {
  it.each(['en', 'kr', 'cn'] as const)(
    'refuses a Korean business number with a wrong check digit, saying so in %s, and saves nothing',
    async (lang) => {
      const sent = body({ country: 'KR', creditCode: '220-81-62518' });
      const res = await save(sent, lang);
      expect(res.code).toBe(100);
      const error = fieldErrorsOf(res.data).find((e) => e.field === 'customer.creditCode');
      expect(error?.message).toContain(translate(lang, 'report.validation.businessNumberCheck'));
      expect(await storedWith(sent.projectName)).toHaveLength(0);
    },
  );

  it('refuses a Korean business number of the wrong length and a Chinese credit code with a wrong check', async () => {
    const short = await save(body({ country: 'KR', creditCode: '220-81-6251' }));
    expect(fieldErrorsOf(short.data).find((e) => e.field === 'customer.creditCode')?.message).toContain(
      translate('en', 'report.validation.businessNumber'),
    );
    const wrongCheck = await save(body({ country: 'CN', region: 'CN', creditCode: '91350100M000100Y44' }));
    expect(fieldErrorsOf(wrongCheck.data).find((e) => e.field === 'customer.creditCode')?.message).toContain(
      translate('en', 'report.validation.creditCodeCheck'),
    );
  });

  it('takes a free registration number elsewhere, and a valid one of each country', async () => {
    for (const [country, creditCode, stored] of [
      ['DE', 'HRB 12345', 'HRB 12345'],
      ['KR', '220-81-62517', '2208162517'],
      ['CN', '91350100m000100y43', '91350100M000100Y43'],
    ] as const) {
      const res = await save(body({ country, creditCode }, { currency: 'EUR', amount: '10.50' }));
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toMatchObject({ customerCountry: country, customerCreditCode: stored });
    }
  });
});

describe('a customer entered by hand', () => {
  it('is saved, submitted and shown to the reviewer as not verified', async () => {
    const sent = body({ country: 'KR', creditCode: '220-81-62517', source: 'manual' }, { submit: true });
    // The yearly agreement first.
    await call(ctx.app, 'POST', `${prefix}/confirm-agreement`, { token: tokens['partner.sales'] });
    const res = await save(sent);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ status: 'submitted', customerVerified: false, customerCountry: 'KR' });
    const seen = await info(res.data.id);
    expect(seen.data.customerVerified).toBe(false);
    const [row] = await storedWith(sent.projectName);
    expect(row?.customerVerified).toBe(false);
  });

  it('is verified only when picked from the lookup and listed in the directory', async () => {
    const found = await call<Page<LookedUpCompany>>(ctx.app, 'POST', `${prefix}/page-company-from-tyc`, {
      token: tokens['partner.sales'],
      body: { keyword: 'Changwon Precision' },
    });
    const company = found.data.list[0]!;
    const picked = await save(
      body({ ...company, source: 'lookup', legalPerson: undefined, establishedOn: undefined }),
    );
    expect(picked.code, picked.msg).toBe(0);
    expect(picked.data).toMatchObject({ customerVerified: true, customerCountry: 'KR' });
    // A "picked" customer the directory does not know is not verified, whatever the client says.
    const claimed = await save(body({ country: 'KR', creditCode: '220-81-62517', source: 'lookup' }));
    expect(claimed.data.customerVerified).toBe(false);
  });
});

describe('amounts by currency', () => {
  it('refuses decimals in KRW (draft or submit) and takes them in CNY', async () => {
    const krw = body({ country: 'KR', creditCode: '2208162517' }, { amount: '1500000.5' });
    const res = await save(krw, 'kr');
    expect(res.code).toBe(100);
    expect(fieldErrorsOf(res.data).find((e) => e.field === 'amount')?.message).toContain(
      translate('kr', 'report.validation.amountWhole'),
    );
    expect(await storedWith(krw.projectName)).toHaveLength(0);
    expect((await save(body({}, { amount: '1500000', currency: 'KRW' }))).code).toBe(0);
    expect((await save(body({}, { amount: '1500000.50', currency: 'CNY' }))).code).toBe(0);
  });
});

describe('the opportunity an approval makes', () => {
  it('keeps the customer’s country, so its number is labelled and written as that country does', async () => {
    await call(ctx.app, 'POST', `${prefix}/confirm-agreement`, { token: tokens['partner.sales'] });
    const sent = body({ country: 'KR', creditCode: '220-81-62517', source: 'manual' }, { submit: true });
    const submitted = await save(sent);
    expect(submitted.code, submitted.msg).toBe(0);
    const approved = await call<ReportInfo>(ctx.app, 'POST', `${prefix}/approve-opptReporting`, {
      token: tokens['channel'],
      body: { id: submitted.data.id },
    });
    expect(approved.code, approved.msg).toBe(0);
    const opportunity = await call<Opportunity>(ctx.app, 'GET', '/businessOppt/get-businessOppt-info', {
      token: tokens['channel'],
      query: { id: String(approved.data.opportunity!.id) },
    });
    expect(opportunity.data).toMatchObject({ customerCountry: 'KR', customerCreditCode: '2208162517' });

    const exported = await call(ctx.app, 'POST', '/businessOppt/export-businessOppt-list', {
      token: tokens['channel'],
      body: { keyword: sent.projectName },
      lang: 'kr',
    });
    const sheet = (await loadWorkbook(exported.response.rawPayload)).worksheets[0]!;
    let at = 0;
    sheet.getRow(1).eachCell((cell, n) => {
      if (cell.value === translate('kr', 'common.registrationNumber')) at = n;
    });
    expect(at).toBeGreaterThan(0);
    expect(sheet.getRow(2).getCell(at).value).toBe('220-81-62517');
  });
});

describe('an empty submission', () => {
  it('names every missing field in one answer', async () => {
    const res = await save({ submit: true, projectName: '', customer: { name: '' }, lines: [] });
    expect(res.code).toBe(100);
    expect(fieldErrorsOf(res.data).map((e) => e.field)).toEqual(
      expect.arrayContaining([
        'projectName',
        'customer.name',
        'customer.country',
        'customer.creditCode',
        'productLineCode',
        'lines',
        'rate',
        'amount',
        'currency',
        'expectedCloseDate',
        'contactIds',
      ]),
    );
  });
});

describe('the partners a report may be filed for', () => {
  it('answers each with its country and region, so a Korean partner starts in KRW', async () => {
    const res = await call<ReportPartner[]>(ctx.app, 'GET', `${prefix}/get-partner-drop-down-list`, {
      token: tokens['partner.b'],
    });
    expect(res.data).toEqual([expect.objectContaining({ country: 'KR', region: 'AP' })]);
  });
});
