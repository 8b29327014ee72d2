import type { Dashboard, Figure, FigureKey, Language } from '@portal/contract';
import { dashboardFigureKeys } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { cellValues, loadWorkbook } from '../../core/xlsx-workbook';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { opportunityReports } from '../../db/schema';
import { portalModules } from '../../modules';
import { refreshDashboardSummaries } from './dashboards.refresh';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function dashboard(username: string, body: object = {}, lang: Language = 'en') {
  return call<Dashboard>(ctx.app, 'POST', '/reports/get-dashboard', {
    token: await tokenOf(ctx.app, username),
    body,
    lang,
  });
}

async function figuresOf(username: string, body: object = {}) {
  const answer = await dashboard(username, body);
  expect(answer.code).toBe(0);
  return answer.data;
}

const figure = (data: Dashboard, key: FigureKey): Figure => {
  const found = data.figures.find((f) => f.key === key);
  if (!found) throw new Error(`no figure ${key}`);
  return found;
};

/** A figure's points as `x|series → value`. */
const valuesOf = (f: Figure) => Object.fromEntries(f.points.map((p) => [`${p.x}|${p.series}`, p.value]));

async function rows(query: ReturnType<typeof sql>) {
  const result = await ctx.db.execute<{ x: string; series: string; n: number }>(query);
  return Object.fromEntries(result.rows.map((r) => [`${r.x}|${r.series}`, Number(r.n)]));
}

/** The first row of a query. */
async function first<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  const [row] = (await ctx.db.execute<T>(query)).rows;
  expect(row).toBeDefined();
  return row!;
}

const month = (column: string) =>
  sql.raw(`to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`);

const directKeys = [
  'pipeline',
  'registrations',
  'conversion',
  'winRate',
  'ordersByRegion',
  'ordersByPartner',
  'quotationTurnaround',
  'slaCompliance',
  'manHours',
] as const;
type DirectKey = (typeof directKeys)[number];

/** The SQL counts of every staff figure on the demo data, under a region (or none). */
function directCounts(region?: string): Record<DirectKey, Promise<Record<string, number>>> {
  const inRegion = (alias: string) =>
    region
      ? sql`AND ${sql.raw(alias)}.company_id IN (SELECT id FROM companies WHERE region = ${region})`
      : sql``;
  return {
    pipeline:
      rows(sql`SELECT o.stage AS x, o.product_line_code AS series, count(*) AS n FROM business_opportunities o
      WHERE o.stage IN ('design', 'quotation', 'negotiation') ${inRegion('o')} GROUP BY 1, 2`),
    registrations: rows(sql`SELECT ${month('r.created_at')} AS x, r.status AS series, count(*) AS n
      FROM opportunity_reports r WHERE r.status IN ('submitted', 'approved', 'rejected') ${inRegion('r')} GROUP BY 1, 2`),
    conversion: rows(sql`SELECT 'registrations' AS x, '' AS series, count(*) AS n FROM opportunity_reports r
        WHERE r.status IN ('submitted', 'approved', 'rejected') ${inRegion('r')}
      UNION ALL SELECT 'opportunities', '', count(*) FROM business_opportunities o WHERE true ${inRegion('o')}
      UNION ALL SELECT 'orders', '', count(*) FROM orders d WHERE true ${inRegion('d')}`),
    winRate: rows(sql`SELECT o.stage AS x, '' AS series, count(*) AS n FROM business_opportunities o
      WHERE o.stage IN ('won', 'lost') ${inRegion('o')} GROUP BY 1, 2`),
    ordersByRegion:
      rows(sql`SELECT ${month('d.ordered_at')} AS x, coalesce(c.region, '') AS series, count(*) AS n
      FROM orders d JOIN companies c ON c.id = d.company_id WHERE true ${inRegion('d')} GROUP BY 1, 2`),
    ordersByPartner: rows(sql`SELECT d.company_id::text AS x, '' AS series, count(*) AS n FROM orders d
      WHERE true ${inRegion('d')} GROUP BY 1, 2`),
    slaCompliance:
      rows(sql`SELECT CASE WHEN t.breached THEN 'breached' WHEN t.resolved_at IS NOT NULL THEN 'met' ELSE 'open' END AS x,
      '' AS series, count(*) AS n FROM tickets t WHERE true ${inRegion('t')} GROUP BY 1, 2`),
    quotationTurnaround: rows(sql`SELECT ${month('q.created_at')} AS x,
        CASE WHEN t.hours <= 24 THEN 'd1' WHEN t.hours <= 72 THEN 'd3' WHEN t.hours <= 168 THEN 'd7' ELSE 'more' END AS series,
        count(*) AS n
      FROM quotations q CROSS JOIN LATERAL (SELECT extract(epoch FROM min(a.created_at) - q.created_at) / 3600 AS hours
        FROM audit_entries a WHERE a.entity = 'quotation' AND a.entity_id = q.id::text
          AND a.to_state IN ('approved', 'returned')) t
      WHERE q.kind = 'planning' AND t.hours IS NOT NULL
        ${region ? sql`AND q.partner_company_id IN (SELECT id FROM companies WHERE region = ${region})` : sql``}
      GROUP BY 1, 2`),
    manHours: rows(sql`SELECT e.kind AS x, '' AS series, sum(e.hours) AS n FROM time_entries e
      WHERE e.status IN ('submitted', 'approved') AND e.company_id IS NOT NULL ${inRegion('e')} GROUP BY 1, 2`),
  };
}

/** The staff figures, each counted (man-hours: summed) in the tables by `directCounts`. */
const staffCounted = dashboardFigureKeys.staff.filter((key): key is DirectKey =>
  (directKeys as readonly string[]).includes(key),
);

/** Drops zero counts (a direct count may answer a step of 0; the summaries hold no row for it). */
const nonZero = (values: Record<string, number>) =>
  Object.fromEntries(Object.entries(values).filter(([, n]) => n !== 0));

describe('reports/get-dashboard: every figure equals a direct SQL count', () => {
  it('answers the staff dashboard from the summaries, each figure as counted in the tables', async () => {
    const data = await figuresOf('channel');
    expect(data.scope).toBe('staff');
    expect(data.refreshedAt).not.toBeNull();
    const direct = directCounts();
    // Every staff figure has its direct count: a figure added without one fails here.
    expect(staffCounted).toEqual(dashboardFigureKeys.staff);
    for (const key of staffCounted) {
      const expected = nonZero(await direct[key]);
      expect(Object.keys(expected).length, key).toBeGreaterThan(0);
      expect(valuesOf(figure(data, key)), key).toEqual(expected);
    }
    // Man-hours are the hours of partners' submitted and approved entries, not a count.
    expect(figure(data, 'manHours')).toMatchObject({ state: 'ready', unit: 'hours' });
  });

  it('narrows every figure by region, as the same counts with that region', async () => {
    const data = await figuresOf('channel', { region: 'AP' });
    const direct = directCounts('AP');
    for (const key of staffCounted)
      expect(valuesOf(figure(data, key)), key).toEqual(nonZero(await direct[key]));
  });

  it('narrows by period and product line', async () => {
    const { from } = await first<{ from: string }>(
      sql`SELECT ${month('min(created_at)')} AS from FROM opportunity_reports`,
    );
    const data = await figuresOf('channel', { from, to: from, productLineCode: 'CNC' });
    const expected = await rows(sql`SELECT ${month('created_at')} AS x, status AS series, count(*) AS n
      FROM opportunity_reports WHERE status IN ('submitted', 'approved', 'rejected') AND product_line_code = 'CNC'
      AND ${month('created_at')} = ${from} GROUP BY 1, 2`);
    expect(valuesOf(figure(data, 'registrations'))).toEqual(expected);
  });
});

/** The list call behind a link path, and its body from the link's query (lists repeated, ids as numbers). */
const lists: Record<string, string> = {
  '/business/oppt-filing': '/businesOpptReporting/page-opptReporting-list',
  '/business/oppt-list/all': '/businessOppt/page-businessOppt-list',
  '/business/order': '/order/page-order-list',
  '/tickets': '/ticket/page-ticket-list',
  '/quote/index': '/quotation/page-quotation-list',
};

/** What a list screen adds to its call itself (the planning list asks for its kind). */
const listOwn: Record<string, Record<string, unknown>> = { '/quote/index': { kind: ['planning'] } };

async function listTotal(username: string, link: string): Promise<number> {
  const [path = '', query = ''] = link.split('?');
  const endpoint = lists[path];
  if (!endpoint) throw new Error(`no list for ${path}`);
  const params = new URLSearchParams(query);
  const body: Record<string, unknown> = { pageNum: 1, pageSize: 1, ...listOwn[path] };
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    body[key] =
      key === 'companyId'
        ? Number(values[0])
        : values[0] === 'true' || values[0] === 'false'
          ? values[0] === 'true'
          : values.length > 1
            ? values
            : values[0];
  }
  const answer = await call<{ total: number }>(ctx.app, 'POST', endpoint, {
    token: await tokenOf(ctx.app, username),
    body,
  });
  expect(answer.code, `${link}: ${answer.msg}`).toBe(0);
  return answer.data.total;
}

describe('reports/get-dashboard: every number opens its list with the same count', () => {
  it.each([{}, { region: 'CN' }, { productLineCode: 'CNC' }])(
    'staff, filters %j: each linked point equals its list total',
    async (filters) => {
      const data = await figuresOf('channel', filters);
      let checked = 0;
      for (const f of data.figures)
        for (const point of f.points) {
          if (point.link === null) continue;
          // Sum the points that open the same list (the conversion's steps open their list whole).
          expect(await listTotal('channel', point.link), `${f.key} ${point.x}|${point.series}`).toBe(
            point.value,
          );
          checked += 1;
        }
      expect(checked).toBeGreaterThan(5);
    },
  );

  it('the SLA bars open the ticket list with the same count for a reader of tickets, and nothing for one without', async () => {
    for (const filters of [{}, { region: 'CN' }]) {
      const sla = figure(await figuresOf('admin', filters), 'slaCompliance');
      expect(sla.points.length).toBeGreaterThan(0);
      for (const point of sla.points) {
        expect(point.link).toMatch(/^\/tickets\?/);
        expect(await listTotal('admin', point.link!), `${point.x} ${JSON.stringify(filters)}`).toBe(
          point.value,
        );
      }
    }
    // The channel manager has no ticket list: the numbers show, and open nothing.
    const forChannel = figure(await figuresOf('channel'), 'slaCompliance');
    expect(forChannel.points.length).toBeGreaterThan(0);
    expect(forChannel.points.every((point) => point.link === null)).toBe(true);
  });

  it('a partner: its points open its own lists with the same count', async () => {
    const data = await figuresOf('partner.admin');
    let checked = 0;
    for (const f of data.figures)
      for (const point of f.points)
        if (point.link !== null) {
          expect(await listTotal('partner.admin', point.link), `${f.key} ${point.x}`).toBe(point.value);
          checked += 1;
        }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('reports/get-dashboard: quotation turnaround', () => {
  it('answers the median of the planning quotations’ turnaround, as computed in the tables', async () => {
    const { median } = await first<{ median: number | null }>(sql`SELECT percentile_cont(0.5) WITHIN GROUP
        (ORDER BY least(ceil(t.hours), ${24 * 31})) AS median
      FROM quotations q CROSS JOIN LATERAL (SELECT extract(epoch FROM min(a.created_at) - q.created_at) / 3600 AS hours
        FROM audit_entries a WHERE a.entity = 'quotation' AND a.entity_id = q.id::text
          AND a.to_state IN ('approved', 'returned')) t
      WHERE q.kind = 'planning' AND t.hours IS NOT NULL`);
    expect(median).not.toBeNull();
    const turnaround = figure(await figuresOf('channel'), 'quotationTurnaround');
    expect(turnaround).toMatchObject({ state: 'ready', axis: 'month', seriesOf: 'turnaround' });
    expect(turnaround.median).toBe(Number(median));
  });

  it('opens the planning quotation list of each month and bucket with the same count', async () => {
    for (const filters of [{}, { region: 'CN' }, { productLineCode: 'CNC' }]) {
      const turnaround = figure(await figuresOf('admin', filters), 'quotationTurnaround');
      for (const point of turnaround.points) {
        expect(point.link).toMatch(/^\/quote\/index\?/);
        expect(await listTotal('admin', point.link!), `${point.x} ${point.series}`).toBe(point.value);
      }
      if (Object.keys(filters).length === 0) expect(turnaround.points.length).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown turnaround bucket on the list, naming the field', async () => {
    const answer = await call(ctx.app, 'POST', '/quotation/page-quotation-list', {
      token: await tokenOf(ctx.app, 'admin'),
      body: { pageNum: 1, pageSize: 1, turnaround: 'd2' },
    });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain('turnaround');
  });
});

describe('reports/get-dashboard: a partner sees its own company', () => {
  it('scopes every figure to the partner company, whatever companyId it sends', async () => {
    const { companyId } = await first<{ companyId: number }>(
      sql`SELECT company_id AS "companyId" FROM users WHERE username = 'partner.admin'`,
    );
    const { other } = await first<{ other: number }>(
      sql`SELECT company_id AS other FROM users WHERE username = 'partner.b'`,
    );
    const data = await figuresOf('partner.admin', { companyId: other });
    expect(data.scope).toBe('partner');
    expect(data.figures.map((f) => f.key)).not.toContain('ordersByPartner');
    const expected = await rows(sql`SELECT ${month('created_at')} AS x, status AS series, count(*) AS n
      FROM opportunity_reports WHERE status IN ('submitted', 'approved', 'rejected') AND company_id = ${companyId}
      GROUP BY 1, 2`);
    expect(valuesOf(figure(data, 'registrations'))).toEqual(expected);
    const pipeline = await rows(sql`SELECT stage AS x, product_line_code AS series, count(*) AS n
      FROM business_opportunities WHERE stage IN ('design', 'quotation', 'negotiation') AND company_id = ${companyId}
      GROUP BY 1, 2`);
    expect(valuesOf(figure(data, 'pipeline'))).toEqual(pipeline);
    // Partners have no opportunity list: the pipeline's numbers open nothing.
    expect(figure(data, 'pipeline').points.every((p) => p.link === null)).toBe(true);
    // Partner B sees none of A's registrations.
    const b = await figuresOf('partner.b');
    const bExpected = await rows(sql`SELECT ${month('created_at')} AS x, status AS series, count(*) AS n
      FROM opportunity_reports WHERE status IN ('submitted', 'approved', 'rejected') AND company_id = ${other}
      GROUP BY 1, 2`);
    expect(valuesOf(figure(b, 'registrations'))).toEqual(bExpected);
  });

  it('counts the certified people of its company by product line, as the valid certificates say', async () => {
    const { companyId } = await first<{ companyId: number }>(
      sql`SELECT company_id AS "companyId" FROM users WHERE username = 'partner.admin'`,
    );
    const expected = await rows(sql`SELECT coalesce(product_line_code, '') AS x, '' AS series,
        count(DISTINCT user_id) AS n
      FROM training_certificates WHERE company_id = ${companyId} AND status = 'valid' AND expires_on >= current_date
      GROUP BY 1, 2`);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    const certified = figure(await figuresOf('partner.admin'), 'certifiedPeople');
    expect(certified).toMatchObject({ state: 'ready', axis: 'productLine' });
    expect(valuesOf(certified)).toEqual(expected);
    // The same by product line filter: only that line's people.
    const [line] = Object.keys(expected)
      .map((key) => key.split('|')[0]!)
      .filter(Boolean);
    if (line) {
      const narrowed = figure(await figuresOf('partner.admin', { productLineCode: line }), 'certifiedPeople');
      expect(valuesOf(narrowed)).toEqual({ [`${line}|`]: expected[`${line}|`] });
    }
  });

  it('counts the protections ending within 14 and 30 days', async () => {
    const data = await figuresOf('partner.admin');
    expect(figure(data, 'protectionEnding').state).toBe('ready');
  });
});

describe('reports/get-dashboard: bad filters', () => {
  it.each<[object, string, Record<Language, string>]>([
    [
      { region: 'XX' },
      'region',
      { en: 'There is no region “XX”', cn: '不存在区域“XX”', kr: '“XX” 지역이 없습니다' },
    ],
    [
      { productLineCode: 'NOPE' },
      'productLine',
      { en: 'There is no product line “NOPE”', cn: '不存在产品线“NOPE”', kr: '“NOPE” 제품군이 없습니다' },
    ],
    [
      { companyId: 999999 },
      'partner',
      {
        en: 'There is no partner company with the ID 999999',
        cn: '不存在 ID 为 999999 的合作伙伴公司',
        kr: 'ID가 999999인 파트너사가 없습니다',
      },
    ],
  ])('refuses %j in every language and saves nothing', async (filters, _name, messages) => {
    await figuresOf('sales', { region: 'CN' });
    for (const lang of ['en', 'cn', 'kr'] as const) {
      const answer = await dashboard('sales', filters, lang);
      expect(answer.code).toBe(100);
      expect(answer.msg).toBe(messages[lang]);
    }
    const saved = await figuresOf('sales', { saved: true });
    expect(saved.filters).toEqual({ region: 'CN' });
  });

  it('refuses a reversed period and a month that is not one, naming the field', async () => {
    for (const lang of ['en', 'cn', 'kr'] as const) {
      const reversed = await dashboard('channel', { from: '2026-05', to: '2026-01' }, lang);
      expect(reversed.code).not.toBe(0);
      expect(reversed.msg).toContain(
        {
          en: 'The period ends before it starts',
          cn: '期间的结束月份早于开始月份',
          kr: '기간의 종료 월이 시작 월보다 앞섭니다',
        }[lang],
      );
    }
    const month13 = await dashboard('channel', { from: '2026-13' });
    expect(month13.code).not.toBe(0);
    expect(month13.msg).toContain('YYYY-MM');
  });

  it('refuses a caller without the dashboard', async () => {
    const answer = await dashboard('service');
    expect(answer.code).toBe(100);
  });
});

describe('reports/get-dashboard: saved filters', () => {
  it('keeps each user’s last filters on the server and answers them when asked', async () => {
    await figuresOf('channel', { region: 'AP', from: '2025-01', to: '2026-12' });
    const saved = await figuresOf('channel', { saved: true });
    expect(saved.filters).toEqual({ region: 'AP', from: '2025-01', to: '2026-12' });
    // Another user's choice is its own.
    const other = await figuresOf('sales', { saved: true });
    expect(other.filters).not.toEqual(saved.filters);
  });
});

describe('reports/export-figure', () => {
  it('writes a figure’s data as .xlsx in the reader’s language, with the dashboard’s filters', async () => {
    const token = await tokenOf(ctx.app, 'channel');
    const answer = await call(ctx.app, 'GET', '/reports/export-figure', {
      token,
      query: { figure: 'winRate', region: 'CN' },
      lang: 'cn',
    });
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-disposition']).toContain('.xlsx');
    const book = await loadWorkbook(answer.response.rawPayload);
    const written: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => written.push(cellValues(row)));
    const data = await figuresOf('channel', { region: 'CN' });
    const expected = figure(data, 'winRate').points.map((p) => [p.x === 'won' ? '赢单' : '输单', p.value]);
    expect(written).toEqual([['结果', '数量'], ...expected]);
  });

  it('refuses a partner the figure of every partner, and a bad filter', async () => {
    const token = await tokenOf(ctx.app, 'partner.admin');
    const refusedFigure = await call(ctx.app, 'GET', '/reports/export-figure', {
      token,
      query: { figure: 'ordersByPartner' },
    });
    expect(refusedFigure.code).toBe(100);
    const badRegion = await call(ctx.app, 'GET', '/reports/export-figure', {
      token: await tokenOf(ctx.app, 'channel'),
      query: { figure: 'pipeline', region: 'XX' },
    });
    expect(badRegion.code).toBe(100);
  });
});

describe('dashboard-refresh', () => {
  it('takes a new record into the figures at its next run', async () => {
    const before = figure(await figuresOf('channel'), 'conversion');
    const { companyId, reporterId } = await first<{ companyId: number; reporterId: number }>(
      sql`SELECT company_id AS "companyId", id AS "reporterId" FROM users WHERE username = 'partner.admin'`,
    );
    await ctx.db.insert(opportunityReports).values({
      reportNo: 'BRDASH000001',
      companyId,
      reporterId,
      status: 'submitted',
      projectName: 'Dashboard refresh',
      customerName: 'Dashboard customer',
      productLineCode: 'CNC',
    });
    await refreshDashboardSummaries(
      ctx.db,
      portalModules.flatMap((m) => m.figures ?? []),
    );
    const after = figure(await figuresOf('channel'), 'conversion');
    const step = (f: Figure) => f.points.find((p) => p.x === 'registrations')?.value ?? 0;
    expect(step(after)).toBe(step(before) + 1);
  });
});
