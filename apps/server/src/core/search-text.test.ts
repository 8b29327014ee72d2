import { describe, expect, it } from 'vitest';
import type { GramStatistics } from './search-text';
import { narrowSearchQuery, prefixSearchGrams, searchQueryOf } from './search-text';

/** Statistics of a million documents: `common` grams with their shares, any other gram rare. */
const statistics = (common: Record<string, number>): GramStatistics => ({
  documents: 1_000_000,
  common: new Map(Object.entries(common)),
  rare: 0.003,
});

describe('the grams the GIN index reads', () => {
  it('leaves a number’s common grams out and checks the number by its pattern', () => {
    const query = searchQueryOf('BR2024996062');
    const narrowed = narrowSearchQuery(
      query,
      statistics({
        br2: 0.77,
        r20: 0.77,
        '202': 0.77,
        '024': 0.26,
        '249': 0.034,
        '499': 0.008,
        '606': 0.0075,
      }),
    );
    // The three rare ones: a fourth (606, 0.75 %) would cost 4 pages to spare a fraction of one document.
    expect(narrowed.grams.sort()).toEqual(['062', '960', '996']);
    expect(narrowed.patterns).toEqual(['%br2024996062%']);
  });

  it('keeps reading grams while they spare more documents than they cost', () => {
    const query = searchQueryOf('Customer 4242');
    const common = {
      cus: 0.078,
      ust: 0.078,
      sto: 0.078,
      tom: 0.078,
      ome: 0.078,
      mer: 0.078,
      '424': 0.0088,
      '242': 0.033,
    };
    const narrowed = narrowSearchQuery(query, statistics(common));
    // 424 alone leaves 8 800 documents to check; 242 spares most of them, one of `customer`'s the rest.
    expect(narrowed.grams).toHaveLength(3);
    expect(narrowed.grams).toEqual(expect.arrayContaining(['424', '242']));
    expect(narrowed.patterns).toEqual(['%customer%', '%4242%']);
  });

  it('gives a term that is its one gram its pattern when its gram is left out', () => {
    const query = searchQueryOf('苏 物流');
    // Each term is its one gram: the grams say both, no pattern is needed.
    expect(query.patterns).toEqual([]);
    const narrowed = narrowSearchQuery(query, statistics({ 苏: 0.04, 物流: 0.00001 }));
    expect(narrowed.grams).toEqual(['物流']);
    expect(narrowed.patterns).toEqual(['%苏%']);
  });

  it('is the query as it is without statistics, or with one gram', () => {
    const query = searchQueryOf('BR2024996062');
    expect(narrowSearchQuery(query, null)).toBe(query);
    const one = searchQueryOf('精工');
    expect(narrowSearchQuery(one, statistics({ 精工: 0.9 }))).toBe(one);
  });

  it('reads a company’s copies by their prefixed grams', () => {
    const query = prefixSearchGrams(searchQueryOf('苏 BR2024'), '1@');
    expect(query.grams.sort()).toEqual(['1@024', '1@202', '1@br2', '1@r20', '1@苏']);
    expect(query.patterns).toEqual(['%br2024%']);
    const narrowed = narrowSearchQuery(
      query,
      statistics({ '1@苏': 0.00002, '1@br2': 0.2, '1@r20': 0.2, '1@202': 0.2, '1@024': 0.1 }),
    );
    expect(narrowed.grams).toEqual(['1@苏']);
    expect(narrowed.patterns).toEqual(['%br2024%']);
  });
});
