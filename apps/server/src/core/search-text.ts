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
  const grams = new Set<string>();
  const patterns: string[] = [];
  let searched = 0;
  const terms = normaliseSearchText(Array.from(query).slice(0, maxQueryLength).join(''))
    .split(/\s+/u)
    .filter(Boolean)
    .map((term) => (/^[\d-]+$/.test(term) ? term.replace(/-/g, '') : term));
  for (const term of terms) {
    const termGrams = new Set<string>();
    for (const [run] of term.matchAll(runs)) {
      // A one-character CJK run is its own gram; a longer one is found by its bigrams.
      gramsOfRun(run, termGrams, Array.from(run).length === 1);
    }
    if (termGrams.size === 0) continue;
    searched++;
    for (const gram of termGrams) grams.add(gram);
    if (!(termGrams.size === 1 && termGrams.has(term))) patterns.push(`%${escapeLike(term)}%`);
  }
  return { grams: [...grams], patterns, tooShort: searched === 0 };
}
