import { createServer } from 'node:http';
import type { LookedUpCompany, Page } from '@portal/contract';
import { lookedUpCompanySchema, translate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { AppError } from '../../core/app-error';
import { loadConfig } from '../../config';
import { isValidCreditCode, registrationNumberProblem } from '@portal/contract';
import { EmbeddedCompanyDirectory, embeddedDirectorySize, generateCompanies } from './embedded-directory';
import { HttpCompanyDirectory } from './http-directory';

const path = '/businesOpptReporting/page-company-from-tyc';

/** A stand-in company-information service: its behaviour follows the keyword. */
const requests: { url: string; authorization: string | undefined }[] = [];
const service = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
  const keyword = url.searchParams.get('keyword') ?? '';
  if (keyword === 'fail500') {
    res.writeHead(500).end('boom');
  } else if (keyword === 'slow') {
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"total":0,"list":[]}'),
      1500,
    );
  } else if (keyword === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
  } else if (keyword === 'wrongshape') {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ total: 1, list: [{ name: 'x' }] }));
  } else {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        data: {
          total: 41,
          items: [
            {
              name: `${keyword} Remote Industries Ltd.`,
              creditCode: '91310115mA1k3xyz0q',
              address: '1 Remote Road',
              region: 'eu',
              industry: 'Robotics',
              legalPerson: null,
              establishedOn: '2001-02-03T00:00:00Z',
            },
          ],
        },
      }),
    );
  }
});

let embedded: TestContext;
let remote: TestContext;
let serviceUrl: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const address = service.address();
  if (address === null || typeof address === 'string') throw new Error('The fake service is not on TCP');
  serviceUrl = `http://127.0.0.1:${address.port}/search`;
  embedded = await createTestApp();
  remote = await createTestApp({
    COMPANY_LOOKUP_PROVIDER: 'http',
    COMPANY_LOOKUP_URL: serviceUrl,
    COMPANY_LOOKUP_TOKEN: 'secret-token',
    COMPANY_LOOKUP_TIMEOUT_MS: '300',
  });
  for (const user of ['partner.admin', 'channel', 'planner'])
    tokens[user] = await tokenOf(embedded.app, user);
  tokens['remote'] = await tokenOf(remote.app, 'partner.admin');
});
afterAll(async () => {
  await embedded.close();
  await remote.close();
  await new Promise((resolve) => service.close(resolve));
});

const search = (
  body: Record<string, unknown>,
  token = tokens['partner.admin'],
  ctx = embedded,
  lang?: 'cn' | 'kr',
) => call<Page<LookedUpCompany>>(ctx.app, 'POST', path, { token, body, ...(lang ? { lang } : {}) });

describe('the embedded directory', () => {
  it('generates thousands of distinct companies deterministically, with valid registration numbers', () => {
    const first = generateCompanies();
    expect(first).toHaveLength(embeddedDirectorySize);
    expect(generateCompanies()).toEqual(first);
    expect(new Set(first.map((c) => c.name)).size).toBe(first.length);
    expect(new Set(first.map((c) => c.creditCode)).size).toBe(first.length);
    for (const company of first) {
      // A credit code with its check characters in China, a business number with its check digit in Korea.
      expect(registrationNumberProblem(company.country, company.creditCode), company.creditCode).toBeNull();
      if (company.country === 'CN') expect(isValidCreditCode(company.creditCode)).toBe(true);
      expect(lookedUpCompanySchema.safeParse(company).success).toBe(true);
    }
    expect(new Set(first.map((c) => c.region))).toEqual(new Set(['CN', 'US', 'EU', 'AP', 'JP']));
  });

  it('checks credit codes as GB 32100 does', () => {
    // A published example code.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });

  it.each([
    ['a Latin word', 'Chang', 'Changwon Precision Machinery Co., Ltd.'],
    ['a Latin word in the middle', 'precision mach', 'Changwon Precision Machinery Co., Ltd.'],
    ['a Hangul word in the middle', '정밀', '(주)창원정밀기계'],
    ['a Chinese word in the middle', '精密机械', '苏州长城精密机械有限公司'],
  ])('finds a company by %s of its name (%s)', async (_what, keyword, name) => {
    const { data } = await search({ keyword, pageSize: 50 });
    expect(data.list.map((c) => c.name)).toContain(name);
  });

  it('answers a Korean company with its business registration number and country', async () => {
    const { data } = await search({ keyword: 'Changwon' });
    const company = data.list.find((c) => c.name === 'Changwon Precision Machinery Co., Ltd.');
    expect(company).toMatchObject({ country: 'KR', region: 'AP' });
    expect(registrationNumberProblem('KR', company!.creditCode)).toBeNull();
  });

  it('searches names and credit codes case-insensitively, prefix matches first, and pages', async () => {
    const directory = new EmbeddedCompanyDirectory();
    const all = await directory.search('DEMO customer', { pageNum: 1, pageSize: 10 });
    expect(all.list.map((c) => c.name)).toContain('Demo Customer Robotics Inc.');
    const byCode = await directory.search(all.list[0]!.creditCode.slice(2, 12).toLowerCase(), {
      pageNum: 1,
      pageSize: 5,
    });
    expect(byCode.list.map((c) => c.creditCode)).toContain(all.list[0]!.creditCode);
    const page1 = await directory.search('robot', { pageNum: 1, pageSize: 20 });
    const page2 = await directory.search('robot', { pageNum: 2, pageSize: 20 });
    expect(page1.total).toBeGreaterThan(40);
    expect(page2.total).toBe(page1.total);
    expect(page2.list[0]).not.toEqual(page1.list[0]);
    const starts = await directory.search('上海', { pageNum: 1, pageSize: 5 });
    expect(starts.list.every((c) => c.name.startsWith('上海'))).toBe(true);
  });
});

describe('POST page-company-from-tyc (embedded)', () => {
  it('answers a page of companies for a partner and for staff', async () => {
    const res = await search({ keyword: '  精密 ', pageNum: 1, pageSize: 5 });
    expect(res.code).toBe(0);
    expect(res.data.pageSize).toBe(5);
    expect(res.data.list).toHaveLength(5);
    expect(res.data.total).toBeGreaterThan(5);
    for (const company of res.data.list) expect(company.name).toContain('精密');
    const staff = await search({ keyword: 'GmbH' }, tokens['channel']);
    expect(staff.code).toBe(0);
    expect(staff.data.pageSize).toBe(10);
    expect(staff.data.list[0]).toMatchObject({ region: 'EU' });
  });

  it('answers an empty page when nothing matches', async () => {
    const res = await search({ keyword: 'zzqx-nothing' });
    expect(res.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it('refuses a keyword shorter than 2 characters (after trimming), or too long, naming the field', async () => {
    for (const keyword of ['a', ' b ', '']) {
      const res = await search({ keyword });
      expect(res.code).toBe(100);
      expect(res.data).toMatchObject({ fieldErrors: [{ field: 'keyword' }] });
    }
    expect((await search({ keyword: 'x'.repeat(101) })).code).toBe(100);
    expect((await search({})).code).toBe(100);
    expect((await search({ keyword: 'robot', pageSize: 51 })).code).toBe(100);
  });

  it('refuses callers without business.opptFiling and callers without a token', async () => {
    const planner = await search({ keyword: 'robot' }, tokens['planner']);
    expect(planner.code).toBe(100);
    expect(planner.msg).toBe(translate('en', 'error.noPermission'));
    expect((await call(embedded.app, 'POST', path, { body: { keyword: 'robot' } })).code).toBe(6);
  });
});

describe('POST page-company-from-tyc (http provider)', () => {
  it('maps the service answer, sending the keyword, page and token', async () => {
    const res = await search({ keyword: 'Acme', pageNum: 2, pageSize: 10 }, tokens['remote'], remote);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      total: 41,
      pageNum: 2,
      pageSize: 10,
      list: [
        {
          name: 'Acme Remote Industries Ltd.',
          creditCode: '91310115MA1K3XYZ0Q',
          address: '1 Remote Road',
          region: 'EU',
          // The service did not say, and the region EU is many countries.
          country: null,
          industry: 'Robotics',
          legalPerson: null,
          establishedOn: '2001-02-03',
        },
      ],
    });
    const last = requests.at(-1)!;
    expect(last.url).toBe('/search?keyword=Acme&pageNum=2&pageSize=10');
    expect(last.authorization).toBe('Bearer secret-token');
  });

  it.each([
    ['fail500', 'companyLookup.unavailable'],
    ['slow', 'companyLookup.timeout'],
    ['garbage', 'companyLookup.badAnswer'],
    ['wrongshape', 'companyLookup.badAnswer'],
  ] as const)(
    'answers a clear message, never a server error, when the service fails (%s)',
    async (keyword, key) => {
      const res = await search({ keyword }, tokens['remote'], remote, 'kr');
      expect(res.status).toBe(200);
      expect(res.code).toBe(100);
      expect(res.msg).toBe(translate('kr', key));
    },
  );

  it('refuses an unreachable service with a clear message', async () => {
    const directory = new HttpCompanyDirectory({ url: 'http://127.0.0.1:1/search', timeoutMs: 1000 });
    const error = await directory.search('robot', { pageNum: 1, pageSize: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toHaveProperty('key', 'companyLookup.unavailable');
  });

  it('requires a URL when the http provider is configured', () => {
    expect(() => loadConfig({ COMPANY_LOOKUP_PROVIDER: 'http' })).toThrow(/COMPANY_LOOKUP_URL/);
    expect(loadConfig({}).companyLookup).toMatchObject({ provider: 'embedded', timeoutMs: 5000 });
  });
});
