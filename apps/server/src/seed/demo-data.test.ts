import { saveCompanyBodySchema } from '@portal/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { orderDemoSeeds } from '../core/demo-seed';
import { portalModules } from '../modules';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const query = async <T extends object>(text: string) =>
  (await ctx.pool.query<T & pg.QueryResultRow>(text)).rows;

/** The demo data makes the screens meaningful: every state is present and nothing contradicts itself. */
describe('demo data', () => {
  it("is written by the modules' demo seeds, in the order the demo data has always had", () => {
    // The demo data's ids follow this order (the browser journeys name them): a change here is a
    // change of the demo data.
    expect(orderDemoSeeds(portalModules).map((m) => m.name)).toEqual([
      'partners',
      'identity',
      'reference-data',
      'materials',
      'opportunity-reports',
      'customers',
      'opportunities',
      'clues',
      'orders',
      'knowledge',
      'configurations',
      'solutions',
      'quotations',
      'processes',
      'training',
      'tickets',
      'man-hours',
      'resources',
      'project-groups',
    ]);
  });

  it('has hundreds of reports, in every state, for both companies', async () => {
    const rows = await query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM opportunity_reports GROUP BY status',
    );
    expect(rows.map((r) => r.status).sort()).toEqual(
      ['approved', 'discarded', 'draft', 'rejected', 'submitted', 'withdrawn'].sort(),
    );
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(200);
    const companies = await query<{ n: string }>(
      'SELECT count(DISTINCT company_id) AS n FROM opportunity_reports',
    );
    expect(Number(companies[0]!.n)).toBe(2);
  });

  it('has opportunities in each distribution tab, clues in every state and orders in every status', async () => {
    const [tabs] = await query<{ noSales: string; noPlanning: string; both: string }>(`
      SELECT count(*) FILTER (WHERE sales_owner_id IS NULL) AS "noSales",
             count(*) FILTER (WHERE planning_owner_id IS NULL) AS "noPlanning",
             count(*) FILTER (WHERE sales_owner_id IS NOT NULL AND planning_owner_id IS NOT NULL) AS both
      FROM business_opportunities`);
    expect(Number(tabs!.noSales)).toBeGreaterThan(0);
    expect(Number(tabs!.noPlanning)).toBeGreaterThan(0);
    expect(Number(tabs!.both)).toBeGreaterThan(0);
    const clueStates = await query<{ status: string }>('SELECT DISTINCT status FROM clues');
    expect(clueStates.length).toBeGreaterThanOrEqual(4);
    const orderStates = await query<{ status: string }>('SELECT DISTINCT status FROM orders ORDER BY 1');
    expect(orderStates.map((r) => r.status)).toEqual([
      'cancelled',
      'closed',
      'confirmed',
      'created',
      'delivered',
      'shipped',
    ]);
  });

  it('has quotations of every kind in every status that kind passes through', async () => {
    const rows = await query<{ kind: string; statuses: string[] }>(`
      SELECT kind, array_agg(DISTINCT status ORDER BY status) AS statuses FROM quotations GROUP BY kind`);
    const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.statuses]));
    const priced = [
      'accepted',
      'approved',
      'declined',
      'draft',
      'expired',
      'issued',
      'returned',
      'submitted',
    ];
    expect(byKind).toEqual({
      planning: ['approved', 'draft', 'returned', 'submitted'],
      formal: ['accepted', 'declined', 'expired', 'issued'],
      supplementary: priced,
      additional: [...priced, 'requested'].sort(),
    });
    // An accepted one made its order or amended its formal one's.
    const [orphans] = await query<{ n: string }>(
      `SELECT count(*) AS n FROM quotations WHERE status = 'accepted' AND order_id IS NULL`,
    );
    expect(Number(orphans!.n)).toBe(0);
  });

  it('states nothing in the future: every created, updated, submitted, decided or ordered time has passed', async () => {
    const checks = [
      'SELECT count(*) AS n FROM opportunity_reports WHERE greatest(created_at, updated_at, submitted_at, decided_at) > now()',
      'SELECT count(*) AS n FROM business_opportunities WHERE greatest(created_at, updated_at) > now()',
      'SELECT count(*) AS n FROM clues WHERE greatest(created_at, updated_at, assigned_at) > now()',
      'SELECT count(*) AS n FROM clue_follow_ups WHERE created_at > now()',
      'SELECT count(*) AS n FROM orders WHERE greatest(created_at, updated_at, ordered_at) > now()',
      'SELECT count(*) AS n FROM audit_entries WHERE created_at > now()',
      'SELECT count(*) AS n FROM tickets WHERE greatest(created_at, updated_at, resolved_at) > now()',
      'SELECT count(*) AS n FROM ticket_events WHERE at > now()',
      'SELECT count(*) AS n FROM ticket_comments WHERE created_at > now()',
    ];
    for (const check of checks)
      expect({ check, n: Number((await query<{ n: string }>(check))[0]!.n) }).toEqual({ check, n: 0 });
  });

  it('keeps order totals equal to the sum of their lines, and each line amount to quantity × unit price', async () => {
    const wrongTotals = await query(`
      SELECT o.id FROM orders o JOIN order_lines l ON l.order_id = o.id
      GROUP BY o.id, o.total HAVING sum(l.amount) <> o.total`);
    expect(wrongTotals).toEqual([]);
    const wrongLines = await query('SELECT id FROM order_lines WHERE amount <> quantity * unit_price');
    expect(wrongLines).toEqual([]);
  });

  it('orders each history: a report is submitted after it is created and decided after it is submitted', async () => {
    const disordered = await query(`
      SELECT id FROM opportunity_reports
      WHERE submitted_at < created_at OR decided_at < submitted_at`);
    expect(disordered).toEqual([]);
    // A process's history starts when it does: no entry before its start, its submission not after it.
    const early = await query(`
      SELECT h.id FROM process_history h JOIN processes p ON p.id = h.process_id
      WHERE h.created_at < p.started_at - interval '1 second'
         OR (h.action = 'submit' AND h.created_at > p.started_at + interval '1 minute')`);
    expect(early).toEqual([]);
  });

  it('gives each partner company a credit code its form accepts (the check characters match)', async () => {
    const rows = await query<{ code: string; credit_code: string }>(
      'SELECT code, credit_code FROM companies WHERE credit_code IS NOT NULL ORDER BY code',
    );
    expect(rows.length).toBeGreaterThan(0);
    const refused = rows.filter(
      (row) => !saveCompanyBodySchema.shape.creditCode.safeParse(row.credit_code).success,
    );
    expect(refused).toEqual([]);
  });
});
