import type { Order, OrderInfo, OrderPartnerOption, Page } from '@portal/contract';
import { translate } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, fieldErrorsOf, tokenOf } from '../../../test/test-app';
import { auditEntries, businessOpportunities, companies, orders } from '../../db/schema';
import { loadWorkbook, cellValues } from '../../core/xlsx-workbook';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['admin', 'channel', 'planner', 'partner.admin', 'partner.sales', 'partner.b'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
});
afterAll(() => ctx.close());

const A = () => companyIds['P-A001']!;
const B = () => companyIds['P-B001']!;

const page = (body: Record<string, unknown>, token = tokens['admin'], lang?: 'cn' | 'kr') =>
  call<Page<Order>>(ctx.app, 'POST', '/order/page-order-list', { token, body, ...(lang ? { lang } : {}) });
const info = (id: number | string, token = tokens['admin']) =>
  call<OrderInfo>(ctx.app, 'GET', '/order/get-order-info', { token, query: { id: String(id) } });
const partners = (token = tokens['admin']) =>
  call<OrderPartnerOption[]>(ctx.app, 'GET', '/order/get-order-partner-drop-down-list', { token });

async function exportOrders(
  body: Record<string, unknown>,
  token = tokens['admin'],
  lang: 'en' | 'cn' | 'kr' = 'en',
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/order/export-order-list',
    headers: { authorization: `Bearer ${token}`, language: lang },
    payload: body,
  });
  return response;
}
async function rowsOf(body: Buffer) {
  const workbook = await loadWorkbook(body);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(cellValues(row)));
  return { name: sheet.name, rows };
}

/** An order of company `companyId` with exact lines, made directly in the database. */
async function makeOrder(
  companyId: number,
  total: string,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(orders)
    .values({
      orderNo: sql`'SO' || '2026' || lpad(nextval('order_no_seq')::text, 6, '0')`,
      companyId,
      customerName: `Test Customer ${Math.random().toString(36).slice(2, 8)}`,
      total,
      status: 'created',
      ...overrides,
    })
    .returning({ id: orders.id, orderNo: orders.orderNo });
  return row!;
}

describe('demo orders', () => {
  it('cover both companies and every status, with totals equal to the sum of their lines', async () => {
    const counts = await ctx.db.execute<{ company_id: number; status: string; n: number }>(
      sql`SELECT company_id, status, count(*)::int AS n FROM orders GROUP BY company_id, status`,
    );
    const statuses = new Set(counts.rows.map((r) => r.status));
    expect(statuses).toEqual(
      new Set(['created', 'confirmed', 'shipped', 'delivered', 'closed', 'cancelled']),
    );
    expect(new Set(counts.rows.map((r) => r.company_id))).toEqual(new Set([A(), B()]));
    const total = counts.rows.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(140);
    // One to six lines each, and the lines an accepted supplementary quotation added to its order.
    const mismatched = await ctx.db.execute(sql`
      SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id
      GROUP BY o.id HAVING o.total <> sum(l.amount) OR count(*) NOT BETWEEN 1 AND 8
         OR bool_or(l.amount <> l.unit_price * l.quantity)`);
    expect(mismatched.rows).toEqual([]);
    const numbers = await ctx.db.execute<{ order_no: string }>(sql`SELECT order_no FROM orders`);
    for (const { order_no } of numbers.rows) expect(order_no).toMatch(/^SO\d{4}\d{6}$/);
  });
});

describe('order/page-order-list', () => {
  it('pages every company for staff, newest first by default', async () => {
    const res = await page({ pageNum: 1, pageSize: 500 });
    expect(res.code).toBe(0);
    const ids = new Set(res.data.list.map((o) => o.companyId));
    expect(ids).toEqual(new Set([A(), B()]));
    const times = res.data.list.map((o) => o.orderedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.data.list[0]).toMatchObject({
      companyName: expect.any(String),
      lineCount: expect.any(Number),
    });
  });

  it('scopes a partner to its own company, whatever companyId it sends', async () => {
    for (const body of [{}, { companyId: B() }]) {
      const res = await page({ pageSize: 500, ...body }, tokens['partner.admin']);
      expect(res.code).toBe(0);
      expect(res.data.total).toBeGreaterThan(0);
      expect(res.data.list.every((o) => o.companyId === A())).toBe(true);
    }
    const b = await page({ pageSize: 500 }, tokens['partner.b']);
    expect(b.data.list.every((o) => o.companyId === B())).toBe(true);
    const staffB = await page({ pageSize: 500, companyId: B() });
    expect(staffB.data.total).toBe(b.data.total);
  });

  it('filters by status, keyword (literally) and ordered period', async () => {
    const shipped = await page({ status: 'shipped', pageSize: 500 });
    expect(shipped.data.total).toBeGreaterThan(0);
    expect(shipped.data.list.every((o) => o.status === 'shipped')).toBe(true);

    const target = shipped.data.list[0]!;
    const byNo = await page({ keyword: target.orderNo.toLowerCase() });
    expect(byNo.data.list.map((o) => o.id)).toEqual([target.id]);
    const made = await makeOrder(A(), '10.00', {
      customerName: 'Percent 100% _Co_',
      quotationNo: 'QX-UNIQUE-77',
    });
    expect((await page({ keyword: '100%' })).data.list.map((o) => o.id)).toEqual([made.id]);
    expect((await page({ keyword: 'qx-unique' })).data.list.map((o) => o.id)).toEqual([made.id]);
    expect((await page({ keyword: '_co_' })).data.list.map((o) => o.id)).toEqual([made.id]);

    const old = await makeOrder(A(), '11.00', { orderedAt: new Date('2020-03-15T10:00:00Z') });
    const day = await page({ orderedFrom: '2020-03-15', orderedTo: '2020-03-15' });
    expect(day.data.list.map((o) => o.id)).toEqual([old.id]);
    const iso = await page({ orderedFrom: '2020-03-15T09:59:59Z', orderedTo: '2020-03-15T10:00:00Z' });
    expect(iso.data.list.map((o) => o.id)).toEqual([old.id]);
    expect((await page({ orderedFrom: '2020-03-15T10:00:01Z', orderedTo: '2020-03-16' })).data.total).toBe(0);
  });

  it('filters the amount range with exact decimals, bounds included', async () => {
    const companyId = B();
    const low = await makeOrder(companyId, '987654.32', { customerName: 'Range Low' });
    const high = await makeOrder(companyId, '987654.33', { customerName: 'Range High' });
    const ids = async (body: Record<string, unknown>) =>
      (await page({ keyword: 'Range ', pageSize: 50, ...body })).data.list.map((o) => o.id).sort();
    expect(await ids({ amountMin: '987654.32', amountMax: '987654.32' })).toEqual([low.id]);
    expect(await ids({ amountMin: '987654.33' })).toEqual([high.id]);
    expect(await ids({ amountMin: '987654.3', amountMax: '987654.33' })).toEqual([low.id, high.id].sort());
    expect(await ids({ amountMax: '987654.3' })).toEqual([]);
    // The same range seen by partner B and partner A.
    const asB = await page(
      { keyword: 'Range ', amountMin: '987654.32', amountMax: '987654.33' },
      tokens['partner.b'],
    );
    expect(asB.data.list.map((o) => o.total).sort()).toEqual(['987654.32', '987654.33']);
    const asA = await page({ keyword: 'Range ', amountMin: '987654.32' }, tokens['partner.admin']);
    expect(asA.data.total).toBe(0);
  });

  it('sorts by an allowed field', async () => {
    const res = await page({ sortField: 'total', sortOrder: 'asc', pageSize: 500 });
    const totals = res.data.list.map((o) => o.total);
    const sorted = [...totals].sort((a, b) => Number(a) - Number(b));
    expect(totals).toEqual(sorted);
    expect((await page({ sortField: 'password' })).code).toBe(100);
  });

  it('refuses bad filters, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ amountMin: '12.345' }, 'amountMin'],
      [{ amountMin: '-1' }, 'amountMin'],
      [{ amountMax: 12 }, 'amountMax'],
      [{ amountMin: '20', amountMax: '10.5' }, 'amountMax'],
      [{ orderedFrom: 'yesterday' }, 'orderedFrom'],
      [{ orderedFrom: '2026-02-01', orderedTo: '2026-01-01' }, 'orderedTo'],
      [{ status: 'lost' }, 'status'],
      [{ pageSize: 501 }, 'pageSize'],
    ];
    for (const [body, field] of cases) {
      const res = await page(body, tokens['admin'], 'kr');
      expect(res.code, JSON.stringify(body)).toBe(100);
      expect(fieldErrorsOf(res.data)[0]!.field).toBe(field);
    }
    const range = await page({ amountMin: '20', amountMax: '10.5' }, tokens['admin'], 'cn');
    expect(fieldErrorsOf(range.data)[0]!.message).toContain(translate('cn', 'order.validation.amountRange'));
  });

  it('refuses users without business.order', async () => {
    const res = await page({}, tokens['planner']);
    expect(res.code).toBe(100);
    expect(res.msg).toBe(translate('en', 'error.noPermission'));
    expect((await call(ctx.app, 'POST', '/order/page-order-list', { body: {} })).code).toBe(6);
  });
});

describe('order/get-order-info', () => {
  it('answers the header, lines and the status history of the audit entries', async () => {
    const [delivered] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'delivered'), eq(orders.companyId, A())))
      .limit(1);
    const res = await info(delivered!.id, tokens['partner.sales']);
    expect(res.code).toBe(0);
    expect(res.data.status).toBe('delivered');
    expect(res.data.lines.length).toBeGreaterThanOrEqual(1);
    const sum = res.data.lines.reduce((cents, l) => cents + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(res.data.total) * 100)).toBe(sum);
    expect(res.data.history.map((h) => h.toStatus)).toEqual(['created', 'confirmed', 'shipped', 'delivered']);
    expect(res.data.history[1]).toMatchObject({
      action: 'confirm',
      fromStatus: 'created',
      actorName: expect.any(String),
    });
    const times = res.data.history.map((h) => h.at);
    expect([...times].sort()).toEqual(times);
  });

  it('shows a new audit entry in the history', async () => {
    const made = await makeOrder(A(), '5.00');
    await ctx.db.insert(auditEntries).values({
      entity: 'order',
      entityId: String(made.id),
      action: 'create',
      toState: 'created',
      actorId: null,
    });
    const res = await info(made.id);
    expect(res.data.history).toEqual([
      expect.objectContaining({ action: 'create', fromStatus: null, toStatus: 'created', actorName: null }),
    ]);
    expect(res.data.lines).toEqual([]);
  });

  it('links the opportunity when the order has one', async () => {
    // The demo data always holds opportunities; link a fresh order of the same company to one.
    const [opportunity] = await ctx.db
      .select({ id: businessOpportunities.id, companyId: businessOpportunities.companyId })
      .from(businessOpportunities)
      .where(eq(businessOpportunities.companyId, A()))
      .limit(1);
    expect(opportunity).toBeDefined();
    const linked = await makeOrder(A(), '9.00', { opportunityId: opportunity!.id });
    const res = await info(linked.id);
    expect(res.code).toBe(0);
    expect(res.data.opportunityId).toBe(opportunity!.id);
    expect(res.data.opportunityNo).toMatch(/^BO/);
  });

  it("answers not found for another company's order, and for an unknown or bad id", async () => {
    const [ofB] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.companyId, B()))
      .limit(1);
    const refused = await info(ofB!.id, tokens['partner.admin']);
    const unknown = await info(2_000_000_000, tokens['partner.admin']);
    expect(refused.code).toBe(100);
    expect(refused.msg).toBe(translate('en', 'error.recordNotFound'));
    expect(unknown.msg).toBe(refused.msg);
    expect((await info(ofB!.id, tokens['partner.b'])).code).toBe(0);
    expect((await info('abc')).code).toBe(100);
    expect((await call(ctx.app, 'GET', '/order/get-order-info', { token: tokens['admin'] })).code).toBe(100);
  });
});

describe('order/get-order-partner-drop-down-list', () => {
  it('answers the companies with orders for staff, and only its own for a partner', async () => {
    const staff = await partners();
    expect(staff.code).toBe(0);
    expect(staff.data.map((c) => c.id)).toEqual(expect.arrayContaining([A(), B()]));
    const partnerA = await partners(tokens['partner.admin']);
    expect(partnerA.data.map((c) => c.id)).toEqual([A()]);
    const partnerB = await partners(tokens['partner.b']);
    expect(partnerB.data.map((c) => c.id)).toEqual([B()]);
    expect((await partners(tokens['planner'])).code).toBe(100);
  });
});

describe('order/export-order-list', () => {
  it('answers an .xlsx of the filter with translated headers', async () => {
    const filter = { status: 'closed', companyId: A() };
    const listed = await page({ ...filter, pageSize: 500 });
    const response = await exportOrders(filter, tokens['admin'], 'cn');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=.*\.xlsx/);
    expect(response.headers['content-disposition']).toContain(encodeURIComponent('订单'));
    const { rows } = await rowsOf(response.rawPayload);
    expect(rows[0]![0]).toBe(translate('cn', 'order.field.orderNo'));
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.data.list.map((o) => o.orderNo));
    expect(rows.slice(1).every((r) => r[5] === translate('cn', 'order.status.closed'))).toBe(true);
  });

  it('keeps a partner to its own company', async () => {
    const response = await exportOrders({ companyId: B() }, tokens['partner.admin']);
    const { rows } = await rowsOf(response.rawPayload);
    const own = await page({ pageSize: 500 }, tokens['partner.admin']);
    expect(rows.length - 1).toBe(own.data.total);
    const names = new Set(rows.slice(1).map((r) => r[1]));
    expect(names.size).toBe(1);
  });

  it('refuses bad filters and users without the permission with the envelope', async () => {
    const bad = await exportOrders({ amountMin: 'x' });
    expect(bad.json()).toMatchObject({ code: 100 });
    const planner = await exportOrders({}, tokens['planner']);
    expect(planner.json()).toMatchObject({ code: 100 });
  });

  it('refuses a filter of more than 50 000 rows', async () => {
    // 50 001 orders of a fresh company, then an export of its filter.
    const [company] = await ctx.db
      .insert(companies)
      .values({
        code: 'P-EXPORT-LIMIT',
        name: '导出上限测试',
        region: 'CN',
        companyRole: 'TIER2',
        status: 'active',
      } as typeof companies.$inferInsert)
      .returning({ id: companies.id });
    await ctx.db.execute(sql`
      INSERT INTO orders (order_no, company_id, customer_name, total)
      SELECT 'SOLIMIT' || lpad(g::text, 6, '0'), ${company!.id}, 'Bulk customer', 1.00
      FROM generate_series(1, 50001) AS g`);
    const response = await exportOrders({ companyId: company!.id }, tokens['admin'], 'kr');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({
      code: 100,
      msg: translate('kr', 'export.tooManyRows', { count: 50001, limit: 50000 }),
    });
  });
});
