import type pg from 'pg';
import { expect } from 'vitest';

/**
 * A table of counters kept by triggers (`counts`: company_id, status, n) must agree with a real count of
 * `table` for every company and status: the pairs where they differ, expected none.
 */
export async function expectCountsExact(pool: pg.Pool, counts: string, table: string): Promise<void> {
  const { rows } = await pool.query(`
    SELECT coalesce(c.company_id, t.company_id) AS company_id, coalesce(c.status, t.status) AS status,
           coalesce(c.n, 0) AS kept, coalesce(t.n, 0) AS counted
    FROM ${counts} c
    FULL JOIN (SELECT company_id, status, count(*) AS n FROM ${table} GROUP BY 1, 2) t
      ON t.company_id = c.company_id AND t.status = c.status
    WHERE coalesce(c.n, 0) <> coalesce(t.n, 0)`);
  expect(rows).toEqual([]);
}
