import type { Language, SearchBody, SearchGroup, SearchKind, SearchResult } from '@portal/contract';
import { searchCountLimit, searchKinds } from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { SearchSource } from '../../core/search-index';
import { searchQueryOf } from '../../core/search-text';
import type { Database } from '../../db/database';

const isSearchKind = (kind: string): kind is SearchKind => (searchKinds as readonly string[]).includes(kind);

/**
 * One query over every kind the modules offer (their search sources): each kind the reader may read answers
 * its hits by its own module's read rules, so a partner never finds, nor counts, another company's records.
 */
export class ProjectSearchService {
  constructor(
    private readonly db: Database,
    private readonly sources: readonly SearchSource[],
  ) {}

  async search(body: SearchBody, principal: Principal, lang: Language): Promise<SearchResult> {
    const query = searchQueryOf(body.keyword);
    if (query.tooShort) return { tooShort: true, groups: [] };
    const sources = this.sources.filter(
      (source) =>
        isSearchKind(source.kind) &&
        (body.kind === undefined || source.kind === body.kind) &&
        source.readableBy(principal),
    );
    const found = await Promise.all(
      sources.map(async (source) => ({
        kind: source.kind,
        hits: await source.hits(
          this.db,
          principal,
          { kind: source.kind, query },
          body.perKind,
          searchCountLimit,
          lang,
        ),
      })),
    );
    const groups: SearchGroup[] = [];
    for (const kind of searchKinds) {
      const group = found.find((f) => f.kind === kind);
      if (!group || group.hits.total === 0) continue;
      groups.push({
        kind,
        total: group.hits.total,
        capped: group.hits.total >= searchCountLimit,
        hits: group.hits.rows.map((row) => ({ ...row, variant: row.variant ?? null })),
      });
    }
    return { tooShort: false, groups };
  }
}
