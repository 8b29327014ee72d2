import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { expectCountsExact as expectKeptCountsExact } from '../../test/kept-counts';
import { companies, opportunityReports, users } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The counters and a real count agree for every company and status. */
const expectCountsExact = () =>
  expectKeptCountsExact(ctx.pool, 'opportunity_report_counts', 'opportunity_reports');

let sequence = 0;
async function insertReports(companyId: number, reporterId: number, statuses: Array<'draft' | 'submitted'>) {
  return ctx.db
    .insert(opportunityReports)
    .values(
      statuses.map((status) => ({
        reportNo: `BRCOUNT${String((sequence += 1)).padStart(6, '0')}`,
        companyId,
        reporterId,
        status,
        projectName: 'Count test',
        customerName: 'Count Customer',
        productLineCode: 'CNC',
      })),
    )
    .returning({ id: opportunityReports.id });
}

describe('opportunity_report_counts', () => {
  it('starts equal to the rows of the demo data', async () => {
    await expectCountsExact();
  });

  it('follows inserts, status changes, company moves and deletes, several rows per statement', async () => {
    const [reporter] = await ctx.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'partner.sales'));
    const [other] = await ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.code, 'P-B001'));
    const created = await insertReports(reporter!.companyId!, reporter!.id, ['draft', 'draft', 'submitted']);
    await expectCountsExact();
    const ids = created.map((r) => r.id);
    await ctx.db
      .update(opportunityReports)
      .set({ status: 'submitted' })
      .where(sql`${opportunityReports.id} IN ${ids}`);
    await expectCountsExact();
    await ctx.db
      .update(opportunityReports)
      .set({ companyId: other!.id, status: 'approved' })
      .where(eq(opportunityReports.id, ids[0]!));
    await expectCountsExact();
    // An update that changes neither company nor status leaves the counters alone.
    await ctx.db
      .update(opportunityReports)
      .set({ projectName: 'Renamed' })
      .where(sql`${opportunityReports.id} IN ${ids}`);
    await expectCountsExact();
    await ctx.db.delete(opportunityReports).where(sql`${opportunityReports.id} IN ${ids}`);
    await expectCountsExact();
  });

  it('a rolled-back change leaves the counters as they were', async () => {
    const [reporter] = await ctx.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.username, 'partner.sales'));
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(opportunityReports).values({
          reportNo: 'BRCOUNTROLLBACK',
          companyId: reporter!.companyId!,
          reporterId: reporter!.id,
          projectName: 'Rolled back',
          customerName: 'Count Customer',
          productLineCode: 'CNC',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectCountsExact();
  });
});
