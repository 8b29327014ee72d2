import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { expectCountsExact as expectKeptCountsExact } from '../../test/kept-counts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The counters and a real count agree for every company and status. */
const expectCountsExact = () => expectKeptCountsExact(ctx.pool, 'ticket_counts', 'tickets');

/** Copies `n` demo tickets as new ones (a new number each), in one statement; answers their ids. */
async function copyTickets(n: number, status: string): Promise<number[]> {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `INSERT INTO tickets (ticket_no, company_id, title, type, priority, status, serial_no, customer_name, site,
                          policy_id, raised_by)
     SELECT 'TKCOUNT' || lpad(nextval('ticket_no_seq')::text, 8, '0'), company_id, title, type, priority, $2,
            serial_no, customer_name, site, policy_id, raised_by
       FROM tickets ORDER BY id LIMIT $1
     RETURNING id`,
    [n, status],
  );
  return rows.map((row) => row.id);
}

describe('ticket_counts', () => {
  it('starts equal to the demo tickets', async () => {
    const { rows } = await ctx.pool.query<{ n: string }>(
      'SELECT coalesce(sum(n), 0) AS n FROM ticket_counts',
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    await expectCountsExact();
  });

  it('follows inserts, status changes, company moves and deletes, several rows per statement', async () => {
    const ids = await copyTickets(5, 'new');
    await expectCountsExact();
    await ctx.pool.query(`UPDATE tickets SET status = 'assigned' WHERE id = ANY($1)`, [ids.slice(0, 3)]);
    await expectCountsExact();
    await ctx.pool.query(
      `UPDATE tickets SET company_id = (SELECT max(id) FROM companies), status = 'inProgress' WHERE id = ANY($1)`,
      [ids.slice(1, 4)],
    );
    await expectCountsExact();
    // An update of neither company nor status moves nothing.
    await ctx.pool.query(`UPDATE tickets SET title = title || ' (edited)' WHERE id = ANY($1)`, [ids]);
    await expectCountsExact();
    await ctx.pool.query(`DELETE FROM tickets WHERE id = ANY($1)`, [ids]);
    await expectCountsExact();
  });

  it('a rolled-back change leaves the counters as they were', async () => {
    const client = await ctx.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE tickets SET status = 'closed' WHERE id = (SELECT min(id) FROM tickets)`);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await expectCountsExact();
  });
});
