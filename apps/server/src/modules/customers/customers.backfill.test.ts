/**
 * The migration that made customers of the registrations and opportunities filed before customers were
 * records: run again on rows without a customer, it creates one customer per identity and links them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { creditCodeOf } from '@portal/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { businessOpportunities, companies, customers, opportunityReports, users } from '../../db/schema';
import { migrationsFolder } from '../../db/database';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const backfill = readFileSync(join(migrationsFolder(), '0016_customers_backfill.sql'), 'utf8');

async function runBackfill() {
  await ctx.db.transaction(async (tx) => {
    for (const statement of backfill.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

describe('the customers backfill', () => {
  it('makes one customer per identity of the older rows and links every submitted report and opportunity', async () => {
    const [company] = await ctx.db.select({ id: companies.id }).from(companies).limit(1);
    const [reporter] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'partner.sales'));
    const tag = randomBytes(4).toString('hex');
    const number = creditCodeOf('91320500', `${tag.toUpperCase().replace(/[^0-9A-Z]/g, '0')}`);
    const report = (values: Partial<typeof opportunityReports.$inferInsert>) => ({
      reportNo: `BF${tag}${Math.random().toString(36).slice(2, 8)}`,
      companyId: company!.id,
      reporterId: reporter!.id,
      projectName: `Backfill ${tag}`,
      customerName: `Old Customer ${tag}`,
      productLineCode: 'CNC',
      status: 'submitted' as const,
      submittedAt: new Date(),
      ...values,
    });
    const inserted = await ctx.db
      .insert(opportunityReports)
      .values([
        // Two reports of one number, under two names; one verified, one with an industry the directory names.
        report({
          customerCreditCode: number,
          customerCountry: 'CN',
          customerVerified: false,
          customerIndustry: 'Robotics',
          submittedAt: new Date(Date.now() - 60_000),
        }),
        report({
          customerCreditCode: number,
          customerCountry: 'CN',
          customerVerified: true,
          customerName: `Renamed ${tag}`,
        }),
        // No number: by name and country.
        report({
          customerName: `Nameonly ${tag}`,
          customerCountry: 'DE',
          customerCreditCode: null,
          customerVerified: false,
        }),
        // A draft never submitted stays unlinked.
        report({ customerName: `Draft ${tag}`, customerCountry: 'DE', status: 'draft', submittedAt: null }),
      ])
      .returning({ id: opportunityReports.id });
    const [opportunity] = await ctx.db
      .insert(businessOpportunities)
      .values({
        opptNo: `BFO${tag}`,
        companyId: company!.id,
        projectName: `Backfill ${tag}`,
        customerName: `Nameonly ${tag}`,
        customerCountry: 'DE',
        productLineCode: 'CNC',
      })
      .returning({ id: businessOpportunities.id });

    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    await runBackfill();
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(after[0]!.n - before[0]!.n).toBe(2);

    const ids = inserted.map((r) => r.id);
    const linked = await ctx.db
      .select({ id: opportunityReports.id, customerId: opportunityReports.customerId })
      .from(opportunityReports)
      .where(inArray(opportunityReports.id, ids));
    const customerOf = new Map(linked.map((r) => [r.id, r.customerId]));
    const [byNumber] = await ctx.db.select().from(customers).where(eq(customers.registrationNumber, number));
    expect(byNumber).toMatchObject({
      name: `Renamed ${tag}`,
      country: 'CN',
      verified: true,
      industryCode: 'ROBOTICS',
    });
    expect(customerOf.get(ids[0]!)).toBe(byNumber!.id);
    expect(customerOf.get(ids[1]!)).toBe(byNumber!.id);
    const [byName] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.name, `Nameonly ${tag}`));
    expect(byName).toMatchObject({ country: 'DE', registrationNumber: null, verified: false });
    expect(customerOf.get(ids[2]!)).toBe(byName!.id);
    expect(customerOf.get(ids[3]!)).toBeNull();
    const [linkedOpportunity] = await ctx.db
      .select({ customerId: businessOpportunities.customerId })
      .from(businessOpportunities)
      .where(eq(businessOpportunities.id, opportunity!.id));
    expect(linkedOpportunity?.customerId).toBe(byName!.id);

    // Run again, it changes nothing.
    await runBackfill();
    const again = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(customers);
    expect(again[0]!.n).toBe(after[0]!.n);
  });
});
