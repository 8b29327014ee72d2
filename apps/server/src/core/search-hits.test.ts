import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { SearchHitsOf } from './search-index';
import { readGramStatistics, runSearchHits } from './search-index';
import type { GramStatistics } from './search-text';
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

/** The hits of `keyword` when the first step reads the newest `window` documents (the GIN step with `statistics`). */
const hitsWith = (
  keyword: string,
  window: number,
  limit = 3,
  countLimit = 100,
  statistics: GramStatistics | null = null,
) =>
  runSearchHits(
    ctx.db,
    { kind: 'opportunity_report', query: searchQueryOf(keyword) },
    reports,
    limit,
    countLimit,
    window,
    () => Promise.resolve(statistics),
  );

/** Statistics in which `rare` is the one rare gram and every other is held by nine documents in ten. */
const onlyRare = (rare: string): GramStatistics => ({
  documents: 1_000_000,
  common: new Map([[rare, 0.0001]]),
  rare: 0.9,
});

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

  it('whichever of its grams the GIN index reads, a query finds the same', async () => {
    const { rows } = await ctx.pool.query<{ report_no: string; project_name: string }>(
      'SELECT report_no, project_name FROM opportunity_reports ORDER BY id LIMIT 100',
    );
    // The oldest report whose project's name begins with three Chinese characters.
    const { report_no: no, project_name: project } = rows.find((row) =>
      /^\p{Script=Han}{3}/u.test(row.project_name),
    )!;
    const name = Array.from(project);
    // A number; a word and part of a number; one character (its gram is its term) and a word.
    for (const keyword of [
      no,
      `${name.slice(0, 2).join('')} ${no.slice(-4)}`,
      `${name[0]} ${name.slice(1, 3).join('')}`,
    ]) {
      const all = await hitsWith(keyword, 1_000_000);
      expect(all.total, keyword).toBeGreaterThan(0);
      for (const gram of searchQueryOf(keyword).grams)
        expect(await hitsWith(keyword, 3, 3, 100, onlyRare(gram)), `${keyword}, reading ${gram}`).toEqual(
          all,
        );
    }
  });

  it('reads how common the grams are from PostgreSQL’s statistics of the documents', async () => {
    await ctx.pool.query('ANALYZE search_documents');
    const statistics = (await readGramStatistics(ctx.db))!;
    const { rows } = await ctx.pool.query<{ n: string; br: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE grams @> '{br2}') AS br FROM search_documents`,
    );
    expect(statistics.documents).toBe(Number(rows[0]!.n));
    // Every demo report's number begins with BR2: among the most common grams, with its share.
    expect(statistics.common.get('br2')).toBeCloseTo(Number(rows[0]!.br) / Number(rows[0]!.n), 2);
    expect(statistics.rare).toBeGreaterThan(0);
    expect(statistics.rare).toBeLessThan(Math.min(...statistics.common.values()));
  });
});
