/**
 * Project search's index (docs/areas/project-search.md): one document per searchable record, in `search_documents`, written
 * by the record's own module in the transaction of its write (`writeSearchDocuments`), and read by the
 * project-search module through the sources the modules declare in their descriptors (`search`).
 */
import type { SQL } from 'drizzle-orm';
import { and, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { searchDocuments } from '../db/schema/core';
import type { Language } from '@portal/contract';
import type { Principal } from './principal';
import type { GramStatistics, SearchQuery } from './search-text';
import { narrowSearchQuery, normaliseSearchText, searchGramsOf } from './search-text';

/** Which documents to read: of these records, or (the backfill) up to `limit` records after `after` without one. */
export type SearchDocumentsOf = { ids: readonly number[] } | { missing: true; after: number; limit: number };

/** One record's searchable text: its parts (number, names, customer, registration number), joined. */
export interface SearchDocument {
  recordId: number;
  parts: readonly (string | null | undefined)[];
  /** The record's company, where a partner reads the kind by it (a partner's search walks only these). */
  companyId?: number | null;
}

/** One hit as the project search answers it; the web links it to its record's screen by `kind` (and `variant`). */
export interface SearchHitRow {
  id: number;
  /** The record's number (report, quotation, order number), or null. */
  no: string | null;
  /** Its name (a project, a customer, a solution). */
  title: string;
  /** What else it is known by: its customer, a registration number. */
  subtitle: string | null;
  /** A sub-kind that picks the screen (a quotation's kind). */
  variant?: string | null;
}

/** A kind's hits within what the reader may see, and how many there are (counted up to `countLimit`). */
export interface SearchHits {
  rows: SearchHitRow[];
  total: number;
}

/**
 * What a module offers project search, in its descriptor: its kind of record, who may search it (the
 * permission of its list call, and its side), its documents (for the backfill and after its writes), and its
 * hits: the records of `match` (a sub-select of ids) the reader may see, by the module's own read rules.
 */
export interface SearchSource {
  kind: string;
  /** Whether the reader may read this kind at all (the module's list permission and side). */
  readableBy: (principal: Principal) => boolean;
  /** The documents of the records `ids`, or of up to `limit` records without one (the backfill), read from its tables. */
  documents: (db: DbOrTx, of: SearchDocumentsOf) => Promise<SearchDocument[]>;
  /**
   * Writes the copies of its documents that are missing (the backfill, after its documents): a customer's
   * copy per company that has a report of it. Answers how many it wrote.
   */
  backfillCopies?: (db: DbOrTx) => Promise<number>;
  /** The documents of the records of these customers (they hold the customer's names); absent when none do. */
  recordsOfCustomers?: (db: DbOrTx, customerIds: readonly number[]) => Promise<number[]>;
  hits: (
    db: DbOrTx,
    principal: Principal,
    match: SearchMatch,
    limit: number,
    countLimit: number,
    /** The reader's language, for the names a hit shows (a customer's, in it where the customer has one). */
    lang: Language,
  ) => Promise<SearchHits>;
}

/** A customer's name (of the customers row `alias`) in the reader's language, its legal name without one. */
export function customerNameIn(lang: Language, alias: string): SQL {
  const c = sql.raw(alias);
  if (lang === 'kr') return sql`coalesce(${c}.name_kr, ${c}.name)`;
  if (lang === 'en') return sql`coalesce(${c}.name_en, ${c}.name)`;
  return sql`${c}.name`;
}

/** What finds a customer (of the customers row `alias`): its names in every language and its registration number. */
export function customerSearchParts(alias: string): SQL[] {
  const c = sql.raw(alias);
  return [sql`${c}.name`, sql`${c}.name_en`, sql`${c}.name_kr`, sql`${c}.registration_number`];
}

/** Writes (or replaces) the documents of one kind; call it with the transaction of the records' write. */
export async function writeSearchDocuments(
  db: DbOrTx,
  kind: string,
  documents: readonly SearchDocument[],
  /** Keep a document written meanwhile (the backfill): it was written from newer data than these. */
  onlyMissing = false,
): Promise<void> {
  if (documents.length === 0) return;
  const conflict = onlyMissing
    ? sql`DO NOTHING`
    : sql`DO UPDATE SET grams = excluded.grams, body = excluded.body, company_id = excluded.company_id`;
  // A record's one document (search_documents_record_idx: every kind but the customers' company copies).
  const rows = documents.map((d) => {
    const text = d.parts.filter((p): p is string => typeof p === 'string' && p !== '').join(' ');
    return { r: d.recordId, g: searchGramsOf(text), b: normaliseSearchText(text), c: d.companyId ?? null };
  });
  // One JSON parameter for every row (as `insertRows`, core/sql.ts): the backfill writes thousands at once.
  await db.execute(sql`
    INSERT INTO search_documents (kind, record_id, grams, body, company_id)
    SELECT ${kind}, (d->>'r')::int, ARRAY(SELECT jsonb_array_elements_text(d->'g')), d->>'b', (d->>'c')::int
    FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) d
    ON CONFLICT (kind, record_id) WHERE kind <> 'customer_company' ${conflict}`);
}

/** Removes the documents of deleted records. */
export async function deleteSearchDocuments(db: DbOrTx, kind: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(searchDocuments)
    .where(and(sql`${searchDocuments.kind} = ${kind}`, inArray(searchDocuments.recordId, [...ids])));
}

/** Rewrites the documents of a source's records `ids` from its tables (after a write, in its transaction). */
export async function refreshSearchDocuments(
  db: DbOrTx,
  source: SearchSource,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await writeSearchDocuments(db, source.kind, await source.documents(db, { ids }));
}

/** What a search looks for in a kind's documents: the query as the index reads it. */
export interface SearchMatch {
  kind: string;
  query: SearchQuery;
}

/**
 * The documents of `match` (alias `d`), of `companyId` where given: the GIN index finds those holding every
 * gram, the LIKE patterns then keep those containing every term as written (a term that is its one gram
 * has none: the gram already says it).
 */
function matchingDocuments(match: SearchMatch, companyId: number | undefined): SQL {
  const company = companyId === undefined ? sql`` : sql`AND d.company_id = ${companyId}`;
  return sql`SELECT d.record_id FROM search_documents d
    WHERE d.kind = ${match.kind} ${company} AND ${matchesQuery(match.query)}`;
}

/** Whether the document `d` holds every gram of `query` and contains each of its terms. */
function matchesQuery(query: SearchQuery): SQL {
  const like =
    query.patterns.length === 0 ? sql`` : sql`AND d.body LIKE ALL (${sql.param(query.patterns)}::text[])`;
  return sql`d.grams @> ${sql.param(query.grams)}::text[] ${like}`;
}

/**
 * Whether the document `d` contains every term of `query`, by its text alone: a term's LIKE pattern says
 * everything its grams say (they are made from the same text).
 */
function containsTerms(query: SearchQuery): SQL {
  const patterns = query.terms.map((term) => term.pattern);
  return patterns.length === 0 ? sql`true` : sql`d.body LIKE ALL (${sql.param(patterns)}::text[])`;
}

/** How long a server process keeps the grams' statistics before reading them again. */
const statisticsTtlMs = 10 * 60_000;
let statisticsRead: { at: number; statistics: Promise<GramStatistics | null> } | undefined;

/**
 * How common the grams are (`narrowSearchQuery`): the most common elements of `search_documents.grams` that
 * ANALYZE (autovacuum's, or the seed's) keeps in `pg_stats`, and the table's size; null before any ANALYZE.
 * Read once per process every ten minutes: they only pick which grams the GIN index reads, never what a
 * search finds, so an old reading costs time at worst.
 */
export function gramStatistics(db: DbOrTx): Promise<GramStatistics | null> {
  const now = Date.now();
  if (statisticsRead && now - statisticsRead.at < statisticsTtlMs) return statisticsRead.statistics;
  const statistics = readGramStatistics(db).catch(() => null);
  statisticsRead = { at: now, statistics };
  return statistics;
}

/** `gramStatistics` read now, uncached. */
export async function readGramStatistics(db: DbOrTx): Promise<GramStatistics | null> {
  const rows = await db.execute<{ elems: string[] | null; freqs: number[] | null; documents: number }>(
    sql`SELECT s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs,
               greatest(c.reltuples, 0)::float8 AS documents
        FROM pg_class c LEFT JOIN pg_stats s
          ON s.schemaname = current_schema() AND s.tablename = c.relname AND s.attname = 'grams'
        WHERE c.oid = to_regclass('search_documents')`,
  );
  const row = rows.rows[0];
  if (!row?.elems || !row.freqs || !(Number(row.documents) > 0)) return null;
  // The frequencies are followed by their least, their greatest and that of nulls.
  const common = new Map(row.elems.map((gram, i) => [gram, Number(row.freqs![i])]));
  return { documents: Number(row.documents), common, rare: Number(row.freqs[row.elems.length]) / 2 };
}

/** Indexes up to `batch` records of each source that have no document yet; answers how many it wrote. */
export async function backfillSearchDocuments(
  db: DbOrTx,
  sources: readonly SearchSource[],
  batch = 2000,
): Promise<number> {
  let written = 0;
  for (const source of sources) {
    // By id, each batch after the last: a batch never walks again past the records already indexed.
    for (let after = 0; ;) {
      const documents = await source.documents(db, { missing: true, after, limit: batch });
      await writeSearchDocuments(db, source.kind, documents, true);
      written += documents.length;
      if (documents.length < batch) break;
      after = documents.at(-1)!.recordId;
    }
    if (source.backfillCopies) written += await source.backfillCopies(db);
  }
  return written;
}

/** The documents of `customerIds`' records in every source that holds customers' names (after a customer's change). */
export async function refreshSearchDocumentsOfCustomers(
  db: DbOrTx,
  sources: readonly SearchSource[],
  customerIds: readonly number[],
): Promise<void> {
  for (const source of sources) {
    if (!source.recordsOfCustomers) continue;
    await refreshSearchDocuments(db, source, await source.recordsOfCustomers(db, customerIds));
  }
}

/**
 * Where a kind's documents are read from: its id column, its searchable columns, its table (joined to what
 * it names) and, where a partner reads the kind by the record's own company, that company's column.
 */
export interface SearchTableQuery {
  record: SQL;
  parts: readonly SQL[];
  from: SQL;
  company?: SQL;
}

/**
 * A source's documents read from its tables in one query: `record` is the record's id column and `parts` its
 * searchable columns, over `from` (its table, joined to what it names). With `ids`, those records; with
 * `missing`, up to `limit` records after `after` that have no document of `kind` yet (the backfill).
 */
export async function readSearchDocuments(
  db: DbOrTx,
  kind: string,
  query: SearchTableQuery,
  of: SearchDocumentsOf,
): Promise<SearchDocument[]> {
  const which =
    'ids' in of
      ? sql`${query.record} = ANY(${sql.param([...of.ids])}::int[])`
      : sql`${query.record} > ${of.after} AND NOT EXISTS (SELECT 1 FROM search_documents sd WHERE sd.kind = ${kind} AND sd.record_id = ${query.record})`;
  const limit = 'ids' in of ? sql`` : sql`ORDER BY ${query.record} LIMIT ${of.limit}`;
  const rows = await db.execute<{ record_id: number; parts: (string | null)[]; company_id: number | null }>(
    sql`SELECT ${query.record} AS record_id, ARRAY[${sql.join([...query.parts], sql`, `)}]::text[] AS parts,
               ${query.company ?? sql`NULL::int`} AS company_id
        FROM ${query.from} WHERE ${which} ${limit}`,
  );
  return rows.rows.map((row) => ({
    recordId: Number(row.record_id),
    parts: row.parts,
    companyId: row.company_id === null ? null : Number(row.company_id),
  }));
}

/** A kind's records as its hits read them (`runSearchHits`). */
export interface SearchHitsOf {
  /** `id, no, title, subtitle, variant` of a record, over `from`. */
  columns: SQL;
  /** The record's table, joined to what its hit shows and its scope reads (no alias `d` or `hit`). */
  from: SQL;
  /** The record's id column. */
  id: SQL;
  /** The reader's scope (the module's read rules) over `from`; none: every record. */
  where?: SQL;
  /** The reader's company, where the kind's documents carry it: only its documents are read. */
  companyId?: number;
}

/**
 * How many of a kind's newest documents (of the reader's company where they carry it) the first step reads:
 * a term found at least `countLimit` times among them is common, and is answered from them alone.
 */
export const searchWindow = 4000;

type HitRow = {
  /** Null in the one row of a kind without hits. */
  id: number | null;
  no: string | null;
  title: string;
  subtitle: string | null;
  variant: string | null;
  total: string;
  seen: string | null;
};

/**
 * A kind's hits: the newest `limit` matching records within the reader's scope, and how many there are up to
 * `countLimit` (a capped count: the answer says "100+"). Two steps (docs/areas/project-search.md, "Speed"):
 * first the newest `searchWindow` documents are read through the primary key (or the company index) and
 * checked; a common term is found `countLimit` times there, and that is the answer, whatever the size of the
 * table. Otherwise the term is rare (or the kind small) and the GIN index finds every document holding it.
 * Each candidate is checked against the module's scope on its own table, so a partner neither sees nor
 * counts a record outside it, whatever its document says.
 */
export async function runSearchHits(
  db: DbOrTx,
  match: SearchMatch,
  of: SearchHitsOf,
  limit: number,
  countLimit: number,
  /** The newest documents the first step reads; tests make it small to walk every step on the demo data. */
  window = searchWindow,
  /** How common the grams are; tests give their own to walk every choice of grams. */
  statistics: (db: DbOrTx) => Promise<GramStatistics | null> = gramStatistics,
): Promise<SearchHits> {
  const inScope = sql`EXISTS (SELECT 1 FROM ${of.from} WHERE ${of.id} = d.record_id AND ${of.where ?? sql`true`})`;
  const company = of.companyId === undefined ? sql`` : sql`AND d.company_id = ${of.companyId}`;
  // One row at least (the counts), then a row per hit, newest first.
  const answer = (found: SQL, seen: SQL = sql`NULL::bigint`, before: SQL = sql``) =>
    sql`WITH ${before} found AS (${found} ORDER BY d.record_id DESC LIMIT ${countLimit})
        SELECT t.total, t.seen, h.* FROM (SELECT (SELECT count(*) FROM found) AS total, ${seen} AS seen) t
        LEFT JOIN (SELECT ${of.columns}, hit.record_id AS hit_id
                   FROM (SELECT record_id FROM found ORDER BY record_id DESC LIMIT ${limit}) hit
                   JOIN ${of.from} ON ${of.id} = hit.record_id) h ON true
        ORDER BY h.hit_id DESC`;
  // The newest documents, read where they are used (their count reads the index alone), and checked by their
  // text alone: a partner's are then read from the company index, which holds it (an index-only scan of a
  // few dozen pages, not a page each all over the table: drizzle/0056).
  const recent = await db.execute<HitRow>(
    answer(
      sql`SELECT d.record_id FROM recent d WHERE ${containsTerms(match.query)} AND ${inScope}`,
      sql`(SELECT count(*) FROM recent)`,
      sql`recent AS NOT MATERIALIZED (
            SELECT d.record_id, d.body FROM search_documents d
            WHERE d.kind = ${match.kind} ${company} ORDER BY d.record_id DESC LIMIT ${window}),`,
    ),
  );
  const first = recent.rows[0]!;
  // Common (found `countLimit` times among the newest), or every document read: the first step answers.
  const done = Number(first.total) >= countLimit || Number(first.seen) < window;
  let rows = recent.rows;
  // The second step reads the GIN index: with the query's rarest grams only (the patterns check the rest).
  const indexed = done ? match : { ...match, query: narrowSearchQuery(match.query, await statistics(db)) };
  if (!done && Number(first.total) >= limit) {
    // The newest `limit` hits are among the newest documents, so they are known; only the count (up to
    // `countLimit`) needs the rest, in any order: the GIN bitmap read until that many match, not every
    // match read and sorted (a term held by thousands of documents: 70 → 10–20 ms at 1M).
    const counted = await db.execute<{ total: string }>(
      sql`SELECT count(*) AS total FROM (${matchingDocuments(indexed, of.companyId)} AND ${inScope} LIMIT ${countLimit}) c`,
    );
    const total = counted.rows[0]!.total;
    rows = rows.map((row) => ({ ...row, total }));
  } else if (!done) {
    rows = (await db.execute<HitRow>(answer(sql`${matchingDocuments(indexed, of.companyId)} AND ${inScope}`)))
      .rows;
  }
  return {
    rows: rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: Number(row.id),
        no: row.no,
        title: row.title,
        subtitle: row.subtitle,
        variant: row.variant,
      })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Writes every source's documents anew (after the demo data is seeded). */
export async function rebuildSearchDocuments(db: DbOrTx, sources: readonly SearchSource[]): Promise<number> {
  await db.delete(searchDocuments);
  return backfillSearchDocuments(db, sources);
}

/** What a module's table gives project search: its documents, their rewrite after a write, and its records of customers. */
export interface SearchTable {
  documents: SearchSource['documents'];
  /** Rewrites the documents of these records; call it in the transaction that wrote them. */
  index: (db: DbOrTx, ids: readonly number[]) => Promise<void>;
  recordsOfCustomers?: SearchSource['recordsOfCustomers'];
}

/**
 * A kind's documents over `query` (`readSearchDocuments`); with `customer`, the expression of a record's
 * customer id, whose names its document holds (a customer's change rewrites them).
 */
export function searchTable(kind: string, query: SearchTableQuery, customer?: SQL): SearchTable {
  const documents: SearchSource['documents'] = (db, of) => readSearchDocuments(db, kind, query, of);
  return {
    documents,
    index: async (db, ids) => {
      if (ids.length > 0) await writeSearchDocuments(db, kind, await documents(db, { ids }));
    },
    ...(customer && {
      recordsOfCustomers: async (db: DbOrTx, customerIds: readonly number[]) => {
        const rows = await db.execute<{ id: number }>(
          sql`SELECT ${query.record} AS id FROM ${query.from} WHERE ${customer} = ANY(${sql.param([...customerIds])}::int[])`,
        );
        return rows.rows.map((row) => Number(row.id));
      },
    }),
  };
}
