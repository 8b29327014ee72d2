/**
 * The text of project search, made in the application (docs/areas/project-search.md): the database runs in the C locale,
 * where pg_trgm makes no trigram of a Chinese or Korean character, and a two-character word (压缩, 설치) is
 * below a trigram anyway. So every record's text becomes a set of grams stored in an array column with a
 * GIN index: one- and two-character grams of every run of Chinese, Japanese or Korean characters (any
 * part of a word of one or more characters is then found), and three-character grams of every run of other
 * letters and digits (a Latin word or a number of three characters or more, found by any part of it).
 */

/** Han, Hangul, Hiragana and Katakana: written without spaces between words, searched by bigrams. */
const cjkRun = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;
/** Runs of letters and digits: CJK runs and other runs split apart. */
const runs = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+|[\p{L}\p{N}\p{M}]+/gu;

/** The shortest Latin or number term that is searched (shorter ones ask for more characters). */
export const minLatinLength = 3;
/** A query is cut to this many characters: enough for any name or number, and the query stays cheap. */
export const maxQueryLength = 100;

/** Text as it is indexed and compared: compatibility forms folded (full-width digits, half-width kana), lower case. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function gramsOfRun(run: string, into: Set<string>, unigrams: boolean): void {
  const chars = Array.from(run);
  if (cjkRun.test(run)) {
    if (unigrams) for (const c of chars) into.add(c);
    for (let i = 0; i + 1 < chars.length; i++) into.add(chars[i]! + chars[i + 1]!);
    return;
  }
  for (let i = 0; i + minLatinLength <= chars.length; i++)
    into.add(chars.slice(i, i + minLatinLength).join(''));
}

/** The grams a record's text is indexed by. */
export function searchGramsOf(text: string): string[] {
  const grams = new Set<string>();
  for (const [run] of normaliseSearchText(text).matchAll(runs)) gramsOfRun(run, grams, true);
  return [...grams];
}

/** One term of a query: its grams, its LIKE pattern, and whether it is its one gram. */
export interface SearchTerm {
  grams: string[];
  /** `%term%`, escaped: what the normalised text of a match contains. */
  pattern: string;
  /** The term is its one gram (苏, 精工, abc): holding the gram and containing the term are the same. */
  exact: boolean;
}

/** A query as the index reads it. */
export interface SearchQuery {
  /** Every gram a matching document holds (a GIN `@>`). */
  grams: string[];
  /**
   * A LIKE pattern per term, each of which the normalised text of a match contains; none for a term that is
   * its one gram (苏, 精工, abc), whose gram already says it (and the planner, counting the two as
   * independent, would think such a term rarer than it is).
   */
  patterns: string[];
  /** The terms the grams and patterns come from (`narrowSearchQuery` gives the index fewer grams). */
  terms: SearchTerm[];
  /** Nothing searchable: a Latin term of fewer than three characters, punctuation only, or empty. */
  tooShort: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A query's grams and patterns. Terms are split on white space; a term of digits and hyphens is a number
 * and is searched without its hyphens (numbers are stored without them); a term with nothing searchable
 * (one or two Latin letters, a lone sign) is left out, and a query of only such terms is `tooShort`. SQL,
 * regular-expression syntax, `%` and `_` are only characters here: the patterns escape them.
 */
export function searchQueryOf(query: string): SearchQuery {
  const terms: SearchTerm[] = [];
  const texts = normaliseSearchText(Array.from(query).slice(0, maxQueryLength).join(''))
    .split(/\s+/u)
    .filter(Boolean)
    .map((term) => (/^[\d-]+$/.test(term) ? term.replace(/-/g, '') : term));
  for (const text of texts) {
    const termGrams = new Set<string>();
    for (const [run] of text.matchAll(runs)) {
      // A one-character CJK run is its own gram; a longer one is found by its bigrams.
      gramsOfRun(run, termGrams, Array.from(run).length === 1);
    }
    if (termGrams.size === 0) continue;
    terms.push({
      grams: [...termGrams],
      pattern: `%${escapeLike(text)}%`,
      exact: termGrams.size === 1 && termGrams.has(text),
    });
  }
  return queryOfTerms(terms, new Set(terms.flatMap((term) => term.grams)));
}

/** The query of `terms` whose GIN condition is `grams`: a pattern for every term that the grams do not say. */
function queryOfTerms(terms: SearchTerm[], grams: ReadonlySet<string>): SearchQuery {
  return {
    grams: [...grams],
    patterns: terms.filter((term) => !(term.exact && grams.has(term.grams[0]!))).map((term) => term.pattern),
    terms,
    tooShort: terms.length === 0,
  };
}

/** The query with every gram prefixed (a customer's company copies hold `1@苏`); the patterns are the same. */
export function prefixSearchGrams(query: SearchQuery, prefix: string): SearchQuery {
  const terms = query.terms.map((term) => ({ ...term, grams: term.grams.map((gram) => prefix + gram) }));
  return { ...query, grams: query.grams.map((gram) => prefix + gram), terms };
}

/** How common the grams are among the documents, as PostgreSQL's statistics say (`pg_stats`). */
export interface GramStatistics {
  /** The documents in the table. */
  documents: number;
  /** The share of the documents holding each common gram. */
  common: ReadonlyMap<string, number>;
  /** The share taken for a gram not listed: half the least common listed one, as the planner takes it. */
  rare: number;
}

/**
 * A document checked on the table costs about as much as this many postings read from the GIN index: one
 * page each, against about 2 400 postings a page (1 424 pages for the 3.4M postings of `br2`, `r20`, `202` and
 * `024` at 1M, docs/areas/project-search.md "Speed").
 */
const postingsPerDocumentRead = 2000;

/**
 * The query with only the grams worth reading from the GIN index: the rarest, then each next rarest while its
 * posting list costs less than the documents it would spare checking (taken as independent). Every gram of a
 * GIN condition is read whole, so a number's common grams (`br2`, `202`, held by every report) cost more than
 * the handful of documents they rule out: `BR2024996062`'s GIN scan 29 ms with its ten grams, 1 ms with its
 * three rarest. The answer is the same: a term whose gram is left out is checked by its LIKE pattern, which
 * says everything its grams say. Without statistics (a table never analysed), the query as it is.
 */
export function narrowSearchQuery(query: SearchQuery, statistics: GramStatistics | null): SearchQuery {
  if (!statistics || query.grams.length < 2) return query;
  const share = (gram: string) => statistics.common.get(gram) ?? statistics.rare;
  const [rarest, ...others] = [...query.grams].sort((a, b) => share(a) - share(b));
  const kept = new Set([rarest!]);
  let candidates = statistics.documents * share(rarest!);
  for (const gram of others) {
    // Rarer first: each next gram costs more and spares fewer, so the first not worth reading ends the walk.
    if ((statistics.documents * share(gram)) / postingsPerDocumentRead >= candidates * (1 - share(gram)))
      break;
    kept.add(gram);
    candidates *= share(gram);
  }
  return kept.size === query.grams.length ? query : queryOfTerms(query.terms, kept);
}
