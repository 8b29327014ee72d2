import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { SearchHitsOf } from './search-index';
import { runSearchHits } from './search-index';
import { searchQueryOf } from './search-text';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The demo reports, as staff read their hits (every company). */
const reports: SearchHitsOf = {
  columns: sql`r.id, r.report_no AS no, r.project_name AS title, NULL::text AS subtitle, NULL::text AS variant`,
  from: sql`opportunity_reports r`,
  id: sql`r.id`,
};

/** The hits of `keyword` when the first step reads the newest `window` documents. */
const hitsWith = (keyword: string, window: number, limit = 3, countLimit = 100) =>
  runSearchHits(
    ctx.db,
    { kind: 'opportunity_report', query: searchQueryOf(keyword) },
    reports,
    limit,
    countLimit,
    window,
  );

/**
 * The demo data is smaller than the first step's window, which therefore always answers alone; a small window
 * walks the other paths on the same documents, and every path must give the same answer as reading them all.
 */
describe('the steps of a kind’s hits agree with reading every document', () => {
  it('a term held by every report: found enough times among the newest, common', async () => {
    const all = await hitsWith('BR', 1_000_000, 3, 5);
    expect(all.total).toBe(5);
    expect(await hitsWith('BR', 10, 3, 5)).toEqual(all);
  });

  it('the newest hits among the newest documents, the count from the rest', async () => {
    const all = await hitsWith('BR', 1_000_000);
    expect(all.rows).toHaveLength(3);
    expect(all.total).toBeGreaterThan(10);
    for (const window of [3, 5, 8]) expect(await hitsWith('BR', window), `window ${window}`).toEqual(all);
  });

  it('fewer hits among the newest than shown: every match read', async () => {
    const { rows } = await ctx.pool.query<{ report_no: string }>(
      'SELECT report_no FROM opportunity_reports ORDER BY id LIMIT 1',
    );
    const oldest = rows[0]!.report_no;
    const all = await hitsWith(oldest, 1_000_000);
    expect(all.rows.map((hit) => hit.no)).toContain(oldest);
    expect(await hitsWith(oldest, 3)).toEqual(all);
  });
});
