import type { CustomerInfo, SearchGroup, SearchKind, SearchResult } from '@portal/contract';
import { searchCountLimit } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { indexCustomerCompanies } from '../customers';
import { insertReport, updateReport } from '../opportunity-reports/opportunity-reports.repository';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let A = 0;
let B = 0;

const rows = async <T>(query: SQL): Promise<T[]> => {
  const result = await ctx.db.execute<Record<string, unknown>>(query);
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the test's own SELECT names the columns.
  return result.rows as T[];
};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'partner.admin', 'partner.b']) tokens[user] = await tokenOf(ctx.app, user);
  const companies = await rows<{ id: number; code: string }>(sql`SELECT id, code FROM companies`);
  A = companies.find((c) => c.code === 'P-A001')!.id;
  B = companies.find((c) => c.code === 'P-B001')!.id;
});
afterAll(() => ctx.close());

const search = (keyword: string, token = tokens['admin'], extra: Record<string, unknown> = {}) =>
  call<SearchResult>(ctx.app, 'POST', '/project-search/search', { token, body: { keyword, ...extra } });

const group = (result: SearchResult, kind: SearchKind): SearchGroup | undefined =>
  result.groups.find((g) => g.kind === kind);
const idsOf = (result: SearchResult, kind: SearchKind) => group(result, kind)?.hits.map((h) => h.id) ?? [];

/** The company that owns each hit, as the kind's module scopes it (a customer: the companies holding its registrations). */
async function ownersOf(kind: SearchKind, ids: number[]): Promise<number[][]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const query: Record<SearchKind, SQL> = {
    opportunity_report: sql`SELECT ARRAY[company_id] AS owners FROM opportunity_reports WHERE id IN (${list})`,
    business_opportunity: sql`SELECT ARRAY[company_id] AS owners FROM business_opportunities WHERE id IN (${list})`,
    customer: sql`SELECT ARRAY(SELECT DISTINCT r.company_id FROM opportunity_reports r WHERE r.customer_id = c.id) AS owners
                  FROM customers c WHERE c.id IN (${list})`,
    solution: sql`SELECT ARRAY[o.company_id] AS owners FROM solutions s JOIN business_opportunities o ON o.id = s.opportunity_id
                  WHERE s.id IN (${list})`,
    quotation: sql`SELECT ARRAY[partner_company_id] AS owners FROM quotations WHERE id IN (${list})`,
    order: sql`SELECT ARRAY[company_id] AS owners FROM orders WHERE id IN (${list})`,
  };
  return (await rows<{ owners: number[] }>(query[kind])).map((r) => r.owners.map(Number));
}

describe('scoping', () => {
  it('answers partner A none of partner B’s records by any word, number or registration number', async () => {
    // Every searchable word of B's reports, orders and B-only customers.
    const words = await rows<{ word: string }>(sql`
      SELECT DISTINCT w AS word FROM (
        SELECT unnest(ARRAY[report_no, customer_credit_code, customer_name]) AS w FROM opportunity_reports WHERE company_id = ${B}
        UNION SELECT unnest(regexp_split_to_array(project_name, '\\s+')) FROM opportunity_reports WHERE company_id = ${B}
        UNION SELECT unnest(ARRAY[order_no, customer_name, quotation_no]) FROM orders WHERE company_id = ${B}
        UNION SELECT unnest(ARRAY[c.name, c.name_kr, c.registration_number]) FROM customers c
          WHERE NOT EXISTS (SELECT 1 FROM opportunity_reports r WHERE r.customer_id = c.id AND r.company_id <> ${B})
      ) t WHERE w IS NOT NULL AND length(w) >= 2 ORDER BY 1 LIMIT 60`);
    expect(words.length).toBeGreaterThan(20);
    let hitsOfA = 0;
    for (const { word } of words) {
      const res = await search(word, tokens['partner.admin']);
      expect(res.code, word).toBe(0);
      for (const g of res.data.groups) {
        expect(g.kind, word).not.toBe('business_opportunity'); // staff only
        const owners = await ownersOf(
          g.kind,
          g.hits.map((h) => h.id),
        );
        for (const o of owners) expect(o, `${word}: ${g.kind}`).toContain(A);
        // The count is of A's records only: below the page it is exactly what is shown.
        if (g.hits.length < 10) expect(g.total, word).toBe(g.hits.length);
        hitsOfA += g.hits.length;
      }
    }
    // A's own records with shared words (project kinds, cities) are found: the check above has bite.
    expect(hitsOfA).toBeGreaterThan(0);
  });

  it('finds B’s report for B and staff by its number, and nothing for A', async () => {
    const [report] = await rows<{ id: number; report_no: string; customer_credit_code: string | null }>(
      sql`SELECT id, report_no, customer_credit_code FROM opportunity_reports WHERE company_id = ${B} ORDER BY id LIMIT 1`,
    );
    expect(idsOf((await search(report!.report_no, tokens['partner.b'])).data, 'opportunity_report')).toEqual([
      report!.id,
    ]);
    expect(idsOf((await search(report!.report_no)).data, 'opportunity_report')).toEqual([report!.id]);
    expect((await search(report!.report_no, tokens['partner.admin'])).data.groups).toEqual([]);
  });

  it('finds B’s orders by number for B only', async () => {
    const [order] = await rows<{ id: number; order_no: string }>(
      sql`SELECT id, order_no FROM orders WHERE company_id = ${B} ORDER BY id LIMIT 1`,
    );
    expect(idsOf((await search(order!.order_no, tokens['partner.b'])).data, 'order')).toContain(order!.id);
    expect(idsOf((await search(order!.order_no, tokens['partner.admin'])).data, 'order')).not.toContain(
      order!.id,
    );
  });

  it('keeps the scope on the record, not on its document: a document naming the wrong company leaks nothing', async () => {
    const [report] = await rows<{ id: number; report_no: string }>(
      sql`SELECT id, report_no FROM opportunity_reports WHERE company_id = ${B} ORDER BY id DESC LIMIT 1`,
    );
    // The documents carry the record's company (a partner's search walks only its own).
    const [doc] = await rows<{ company_id: number }>(
      sql`SELECT company_id FROM search_documents WHERE kind = 'opportunity_report' AND record_id = ${report!.id}`,
    );
    expect(doc!.company_id).toBe(B);
    await ctx.db.execute(
      sql`UPDATE search_documents SET company_id = ${A} WHERE kind = 'opportunity_report' AND record_id = ${report!.id}`,
    );
    try {
      expect((await search(report!.report_no, tokens['partner.admin'])).data.groups).toEqual([]);
    } finally {
      await ctx.db.execute(
        sql`UPDATE search_documents SET company_id = ${B} WHERE kind = 'opportunity_report' AND record_id = ${report!.id}`,
      );
    }
  });

  it('reads a partner’s customers from its company’s copies: one appears with the company’s first report of the customer, goes with its last', async () => {
    // A customer only B has reports of, with a name of its own.
    const [customer] = await rows<{ id: number; name: string; product_line_code: string }>(sql`
      SELECT c.id, c.name, (SELECT r.product_line_code FROM opportunity_reports r WHERE r.customer_id = c.id LIMIT 1)
      FROM customers c
      WHERE EXISTS (SELECT 1 FROM opportunity_reports r WHERE r.customer_id = c.id AND r.company_id = ${B})
        AND NOT EXISTS (SELECT 1 FROM opportunity_reports r WHERE r.customer_id = c.id AND r.company_id <> ${B})
      ORDER BY c.id LIMIT 1`);
    const copies = async () =>
      (
        await rows<{ company_id: number }>(
          sql`SELECT company_id FROM search_documents WHERE kind = 'customer_company' AND record_id = ${customer!.id} ORDER BY 1`,
        )
      ).map((r) => Number(r.company_id));
    const found = async (token: string) =>
      idsOf((await search(customer!.name, token, { perKind: 50 })).data, 'customer');
    expect(await copies()).toEqual([B]);
    expect(await found(tokens['partner.admin']!)).not.toContain(customer!.id);
    const [reporter] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE company_id = ${A} ORDER BY id LIMIT 1`,
    );
    const { id: reportId } = await ctx.db.transaction((tx) =>
      insertReport(tx, {
        companyId: A,
        reporterId: reporter!.id,
        projectName: 'Copy test',
        customerName: customer!.name,
        customerId: customer!.id,
        productLineCode: customer!.product_line_code,
      }),
    );
    try {
      // A's first report of the customer: A's copy is written with it, and A finds the customer.
      expect(await copies()).toEqual([A, B].sort((x, y) => x - y));
      expect(await found(tokens['partner.admin']!)).toContain(customer!.id);
      // Moved to B: A has no report of it left, and its copy goes.
      await ctx.db.transaction((tx) => updateReport(tx, reportId, { companyId: B }));
      expect(await copies()).toEqual([B]);
      expect(await found(tokens['partner.admin']!)).not.toContain(customer!.id);
      expect(await found(tokens['partner.b']!)).toContain(customer!.id);
      // Back to A, then to another customer: A's copy comes and goes with it.
      await ctx.db.transaction((tx) => updateReport(tx, reportId, { companyId: A }));
      expect(await copies()).toEqual([A, B].sort((x, y) => x - y));
      const [other] = await rows<{ id: number }>(
        sql`SELECT id FROM customers WHERE id <> ${customer!.id} ORDER BY id LIMIT 1`,
      );
      await ctx.db.transaction((tx) => updateReport(tx, reportId, { customerId: other!.id }));
      expect(await copies()).toEqual([B]);
    } finally {
      // The test's report goes, and with it the copy it alone held.
      const [last] = await rows<{ customer_id: number; company_id: number }>(
        sql`DELETE FROM opportunity_reports WHERE id = ${reportId} RETURNING customer_id, company_id`,
      );
      await ctx.db.execute(
        sql`DELETE FROM search_documents WHERE kind = 'opportunity_report' AND record_id = ${reportId}`,
      );
      await ctx.db.transaction((tx) =>
        indexCustomerCompanies(tx, [], [{ customerId: last!.customer_id, companyId: last!.company_id }]),
      );
    }
    expect(await copies()).toEqual([B]);
  });

  it('keeps a partner’s customers to those it has a report of, whatever a copy says', async () => {
    const [customer] = await rows<{ id: number; name: string }>(sql`
      SELECT c.id, c.name FROM customers c
      WHERE EXISTS (SELECT 1 FROM opportunity_reports r WHERE r.customer_id = c.id AND r.company_id = ${B})
        AND NOT EXISTS (SELECT 1 FROM opportunity_reports r WHERE r.customer_id = c.id AND r.company_id <> ${B})
      ORDER BY c.id DESC LIMIT 1`);
    // A stale copy: B's customer's document copied for A.
    await ctx.db.execute(sql`
      INSERT INTO search_documents (kind, record_id, grams, body, company_id)
      SELECT 'customer_company', record_id, ARRAY(SELECT ${A}::int || '@' || g FROM unnest(grams) g), body, ${A} FROM search_documents
      WHERE kind = 'customer' AND record_id = ${customer!.id}`);
    try {
      const res = await search(customer!.name, tokens['partner.admin'], { perKind: 50 });
      expect(idsOf(res.data, 'customer')).not.toContain(customer!.id);
      expect(
        idsOf((await search(customer!.name, tokens['partner.b'], { perKind: 50 })).data, 'customer'),
      ).toContain(customer!.id);
    } finally {
      await ctx.db.execute(
        sql`DELETE FROM search_documents WHERE kind = 'customer_company' AND company_id = ${A} AND record_id = ${customer!.id}`,
      );
    }
  });

  it('refuses a caller without a token, and a user without the project search menu', async () => {
    expect((await call(ctx.app, 'POST', '/project-search/search', { body: { keyword: 'abc' } })).code).toBe(
      6,
    );
    const service = await tokenOf(ctx.app, 'service');
    const res = await search('精工', service);
    expect(res.code).not.toBe(0);
    expect(res.data).toBeFalsy();
  });
});

describe('Chinese and Korean', () => {
  it('finds a customer by one character and by two characters from the middle of its name', async () => {
    const [customer] = await rows<{ id: number }>(
      sql`SELECT id FROM customers WHERE name = '苏州精工机械有限公司' ORDER BY id LIMIT 1`,
    );
    for (const keyword of ['苏', '精工', '工机', '机械有限']) {
      const res = await search(keyword);
      expect(res.code, keyword).toBe(0);
      expect(res.data.tooShort).toBe(false);
      expect(idsOf(res.data, 'customer'), keyword).toContain(customer!.id);
    }
  });

  it('finds a partner’s quotation by two Korean letters of its customer’s name', async () => {
    const quotations = await rows<{ id: number }>(sql`
      SELECT q.id FROM quotations q JOIN business_opportunities o ON o.id = q.opportunity_id
        JOIN customers c ON c.id = coalesce(q.customer_id, o.customer_id)
      WHERE c.name_kr LIKE '%금형%' AND q.partner_company_id = ${A}
        AND (q.kind IN ('formal', 'additional')
          OR (q.kind = 'supplementary' AND q.status IN ('issued', 'accepted', 'declined', 'expired')))
        AND NOT EXISTS (SELECT 1 FROM quotations n WHERE n.previous_version_id = q.id)`);
    expect(quotations.length).toBeGreaterThan(0);
    const res = await search('금형', tokens['partner.admin'], { perKind: 50 });
    expect(idsOf(res.data, 'quotation').sort()).toEqual(quotations.map((q) => q.id).sort());
    // One Korean letter is a query too.
    expect(
      idsOf((await search('헝', tokens['partner.admin'], { perKind: 50 })).data, 'quotation').length,
    ).toBe(quotations.length);
    // Planning quotations are internal: the partner never finds them, staff do.
    const staff = idsOf((await search('금형', tokens['admin'], { perKind: 50 })).data, 'quotation');
    expect(staff.length).toBeGreaterThan(quotations.length);
  });

  it('requires every term: two words narrow the hits', async () => {
    const one = await search('苏州');
    const two = await search('苏州 精工');
    expect(group(two.data, 'customer')!.total).toBeLessThanOrEqual(group(one.data, 'customer')!.total);
    expect(group(two.data, 'customer')!.hits.every((h) => `${h.title} ${h.subtitle}`.includes('精工'))).toBe(
      true,
    );
  });
});

describe('bad input', () => {
  it.each([
    ['a', true],
    ['ab', true],
    ['%', true],
    ['_', true],
    ['%_', true],
    ['  ', true],
    ['', true],
    ['.*', true],
  ])('asks for more characters for %j', async (keyword, tooShort) => {
    const res = await search(keyword);
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ tooShort, groups: [] });
  });

  it.each([
    "'; DROP TABLE customers; --",
    'x%" OR 1=1 --',
    '(a|b)*[^c]+$\\',
    '100%',
    '精工%',
    '_精工',
    'R2026_',
    '\\x00',
  ])('answers %j without error, matching its characters literally', async (keyword) => {
    const res = await search(keyword);
    expect(res.code).toBe(0);
    // None of these characters appears in the demo data as written: nothing matches.
    expect(res.data.groups).toEqual([]);
  });

  it('answers a query of 10 000 characters by its first 100', async () => {
    const res = await search('精'.repeat(10_000));
    expect(res.code).toBe(0);
    expect(res.data.groups).toEqual([]);
    const latin = await search('abc '.repeat(2500));
    expect(latin.code).toBe(0);
  });

  it('refuses an unknown kind with a message naming the field', async () => {
    const res = await search('精工', tokens['admin'], { kind: 'planet' });
    expect(res.code).not.toBe(0);
    expect(res.msg).toBeTruthy();
  });

  it('counts a common query up to the limit', async () => {
    const res = await search('BR2026');
    const reports = group(res.data, 'opportunity_report')!;
    expect(reports.total).toBe(searchCountLimit);
    expect(reports.capped).toBe(true);
    expect(reports.hits).toHaveLength(10);
  });
});

describe('the documents follow the writes', () => {
  it('finds a customer’s records by a Korean name given in the same transaction', async () => {
    const [customer] = await rows<{ id: number }>(sql`
      SELECT c.id FROM customers c WHERE c.name = '苏州精工机械有限公司' ORDER BY c.id LIMIT 1`);
    const info = await call<CustomerInfo>(ctx.app, 'GET', '/customer/get-customer-info', {
      token: tokens['admin'],
      query: { id: String(customer!.id) },
    });
    expect((await search('소주정공')).data.groups).toEqual([]);
    const saved = await call(ctx.app, 'POST', '/customer/update-customer', {
      token: tokens['admin'],
      body: {
        id: customer!.id,
        rowVersion: info.data.rowVersion,
        nameEn: info.data.nameEn,
        nameKr: '소주정공기계',
        industryCode: info.data.industryCode,
        region: info.data.region,
        address: info.data.address,
        addressEn: info.data.addressEn,
      },
    });
    expect(saved.code).toBe(0);
    const res = await search('정공');
    expect(idsOf(res.data, 'customer')).toEqual([customer!.id]);
    // Its reports hold the customer's names too.
    const reports = await rows<{ n: string }>(
      sql`SELECT count(*) AS n FROM opportunity_reports WHERE customer_id = ${customer!.id}`,
    );
    expect(group(res.data, 'opportunity_report')!.total).toBe(
      Math.min(Number(reports[0]!.n), searchCountLimit),
    );
  });

  it('has a document for every record after the start-up backfill, the demo data included', async () => {
    const missing = await rows<{ kind: string; n: string }>(sql`
      SELECT 'customer' AS kind, count(*) AS n FROM customers c
        WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.kind = 'customer' AND d.record_id = c.id)
      UNION ALL SELECT 'report', count(*) FROM opportunity_reports r
        WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.kind = 'opportunity_report' AND d.record_id = r.id)
      UNION ALL SELECT 'quotation', count(*) FROM quotations q
        WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.kind = 'quotation' AND d.record_id = q.id)
      UNION ALL SELECT 'order', count(*) FROM orders o
        WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.kind = 'order' AND d.record_id = o.id)`);
    expect(missing.map((m) => [m.kind, Number(m.n)])).toEqual([
      ['customer', 0],
      ['report', 0],
      ['quotation', 0],
      ['order', 0],
    ]);
  });
});
