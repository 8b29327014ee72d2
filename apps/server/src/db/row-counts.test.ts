import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { countAllRows } from '../core/sql';
import { customers, processes, virtualMaterials } from './schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The kept counts (migration 0028) and a real count must agree for every counted table. */
async function expectCountsExact() {
  const { rows } = await ctx.pool.query<{ table_name: string; kept: number; counted: number }>(`
    SELECT t.table_name, coalesce((SELECT sum(n) FROM row_counts c WHERE c.table_name = t.table_name), 0)::int AS kept,
           t.counted::int AS counted
    FROM (SELECT 'customers' AS table_name, (SELECT count(*) FROM customers) AS counted
          UNION ALL SELECT 'virtual_materials', (SELECT count(*) FROM virtual_materials)
          UNION ALL SELECT 'processes', (SELECT count(*) FROM processes)) t`);
  for (const row of rows) expect(row.kept, row.table_name).toBe(row.counted);
  return Object.fromEntries(rows.map((row) => [row.table_name, row.counted]));
}

let sequence = 0;
const newCustomers = (n: number) =>
  Array.from({ length: n }, () => ({ name: `Row count customer ${(sequence += 1)}`, country: 'KR' }));

describe('row_counts', () => {
  it('starts equal to the rows of the demo data, and countAllRows answers it', async () => {
    const counted = await expectCountsExact();
    expect(await countAllRows(ctx.db, customers)).toBe(counted.customers);
    expect(await countAllRows(ctx.db, virtualMaterials)).toBe(counted.virtual_materials);
    expect(await countAllRows(ctx.db, processes)).toBe(counted.processes);
  });

  it('follows inserts and deletes, several rows per statement, on several connections', async () => {
    const before = await countAllRows(ctx.db, customers);
    // Pooled statements land on different connections, hence on different slots.
    const created = (
      await Promise.all([
        ctx.db.insert(customers).values(newCustomers(3)).returning({ id: customers.id }),
        ctx.db.insert(customers).values(newCustomers(2)).returning({ id: customers.id }),
      ])
    ).flat();
    await expectCountsExact();
    expect(await countAllRows(ctx.db, customers)).toBe(before + 5);
    // An update changes no count.
    await ctx.db
      .update(customers)
      .set({ region: 'Seoul' })
      .where(sql`${customers.id} IN ${created.map((c) => c.id)}`);
    await ctx.db.delete(customers).where(sql`${customers.id} IN ${created.map((c) => c.id)}`);
    await expectCountsExact();
    expect(await countAllRows(ctx.db, customers)).toBe(before);
  });

  it('a rolled-back change leaves the counts as they were', async () => {
    const before = await countAllRows(ctx.db, customers);
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(customers).values(newCustomers(2));
        expect(await countAllRows(tx, customers)).toBe(before + 2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await expectCountsExact();
    expect(await countAllRows(ctx.db, customers)).toBe(before);
  });
});
