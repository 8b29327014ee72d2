import type { Page, PageRequest } from '@portal/contract';
import type { DriverValueEncoder, Placeholder } from 'drizzle-orm';
import { and, Column, eq, getTableColumns, getTableName, inArray, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';
import type { customers, processes, virtualMaterials } from '../db/schema';
import { rowCounts } from '../db/schema/core';

/** A LIKE pattern that matches `text` literally anywhere: `\`, `%` and `_` lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether `db` is a transaction, whose one connection runs one query at a time. */
export function isTransaction(db: DbOrTx): boolean {
  return db instanceof PgTransaction;
}

/** The offset and limit of a page request. */
export function pageWindow(page: Pick<PageRequest, 'pageNum' | 'pageSize'>): {
  offset: number;
  limit: number;
} {
  return { offset: (page.pageNum - 1) * page.pageSize, limit: page.pageSize };
}

/**
 * A page: its rows and the total of the filter. On the pool both queries run at once; inside a
 * transaction they run one after the other on its connection.
 */
export async function pagedQuery<Row>(
  db: DbOrTx,
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
  rows: (window: { offset: number; limit: number }) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<Page<Row>>;
export async function pagedQuery<Row, Item>(
  db: DbOrTx,
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
  rows: (window: { offset: number; limit: number }) => Promise<Row[]>,
  count: () => Promise<number>,
  map: (row: Row) => Item,
): Promise<Page<Item>>;
export async function pagedQuery<Row, Item>(
  db: DbOrTx,
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
  rows: (window: { offset: number; limit: number }) => Promise<Row[]>,
  count: () => Promise<number>,
  map?: (row: Row) => Item,
): Promise<Page<Row | Item>> {
  const window = pageWindow(page);
  let found: Row[];
  let total: number;
  if (isTransaction(db)) {
    found = await rows(window);
    total = await count();
  } else {
    [found, total] = await Promise.all([rows(window), count()]);
  }
  return { list: map ? found.map(map) : found, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/**
 * A page whose query also answers the filter's total, as a column `pageTotal` (a scalar sub-select that
 * PostgreSQL evaluates once): one statement, one round trip and one connection instead of two. For totals
 * that cost next to nothing (kept counts: `countAllRows`, the report counters) or a count of a small table;
 * a count of many rows runs beside the page on its own connection (`pagedQuery`). A page past the end has no row to carry
 * it, so `count` answers then.
 */
export async function pagedQueryWithTotal<Row extends { pageTotal: number }, Item>(
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
  rows: (window: { offset: number; limit: number }) => PromiseLike<Row[]>,
  count: () => Promise<number>,
  map: (row: NoInfer<Omit<Row, 'pageTotal'>>) => Item,
): Promise<Page<Item>> {
  const found = await rows(pageWindow(page));
  const total = found[0]?.pageTotal ?? (await count());
  return {
    list: found.map(({ pageTotal: _total, ...row }) => map(row)),
    total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/**
 * A page of a list and its total, the one function of the lists that may read their total in the page's
 * own statement. With `totalInPage`, one statement: the rows carry the total as `pageTotal`
 * (`pagedQueryWithTotal`), for a kept count (customers, virtual materials, the report counters) or a count
 * that costs less than a second round trip (a small table: the opportunities); otherwise the page, and
 * its count beside it (`pagedQuery`). `rows(window, withTotal)` is the page query, with the `pageTotal`
 * column when `withTotal`.
 */
export function pageWithTotal<Row, Item>(
  db: DbOrTx,
  page: Pick<PageRequest, 'pageNum' | 'pageSize'>,
  query: {
    rows: (window: { offset: number; limit: number }, withTotal: boolean) => PromiseLike<Row[]>;
    count: () => Promise<number>;
    totalInPage: boolean;
  },
  map: (row: Row) => Item,
): Promise<Page<Item>> {
  if (!query.totalInPage)
    return pagedQuery(db, page, (window) => Promise.resolve(query.rows(window, false)), query.count, map);
  return pagedQueryWithTotal<Row & { pageTotal: number }, Item>(
    page,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- with `withTotal` the page query selects `pageTotal` too (the contract of `rows`).
    (window) => query.rows(window, true) as PromiseLike<(Row & { pageTotal: number })[]>,
    query.count,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the row without its `pageTotal` is the page query's row.
    (row) => map(row as Row),
  );
}

/** A placeholder of a prepared query, its value encoded as `column` encodes one (dates, numbers). */
export function placeholderOf(name: string, column?: DriverValueEncoder<unknown, unknown>): SQL {
  return column ? sql`${sql.param(sql.placeholder(name), column)}` : sql`${sql.placeholder(name)}`;
}

/**
 * One row of a list's filter table: whether it applies to the filters asked (its part of the query's
 * shape, or undefined), its condition for that shape written with placeholders (`placeholderOf`), and
 * the values of those placeholders. The shape picks the prepared query (`prepared`); the values run it.
 */
export interface ListFilter<F> {
  shapeOf: (filters: F) => string | undefined;
  condition: (shape: string) => SQL;
  valuesOf: (filters: F, values: Record<string, unknown>) => void;
}

/** The usual row: when `applies` to the field's value, `column` equals it (`compare` for another test). */
export function fieldFilter<F, K extends keyof F & string>(
  key: K,
  column: PgColumn,
  applies: (value: F[K]) => boolean = (value) => value !== undefined,
  compare: (column: PgColumn, value: SQL) => SQL = eq,
): ListFilter<F> {
  return {
    shapeOf: (filters) => (applies(filters[key]) ? key : undefined),
    condition: () => compare(column, placeholderOf(key, column)),
    valuesOf: (filters, values) => {
      values[key] = filters[key];
    },
  };
}

/** A field that is one value or a list of values: equal to it, or in the list. */
export function oneOfFilter<F, K extends keyof F & string>(
  key: K,
  column: PgColumn,
  applies: (value: F[K]) => boolean = (value) => value !== undefined && value !== null,
): ListFilter<F> {
  const listOf = (value: unknown): readonly unknown[] | undefined =>
    Array.isArray(value) ? value : undefined;
  return {
    shapeOf: (filters) => {
      const value = filters[key];
      if (!applies(value)) return undefined;
      const list = listOf(value);
      return list ? `${key}[${list.length}]` : key;
    },
    condition: (shape) => {
      const length = /\[(\d+)\]$/.exec(shape)?.[1];
      if (length === undefined) return eq(column, placeholderOf(key, column));
      return inArray(
        column,
        Array.from({ length: Number(length) }, (_, i) => placeholderOf(`${key}.${i}`, column)),
      );
    },
    valuesOf: (filters, values) => {
      const value = filters[key];
      const list = listOf(value);
      if (!list) values[key] = value;
      else list.forEach((item, i) => (values[`${key}.${i}`] = item));
    },
  };
}

/** The filters asked, through a list's filter table: the shape's key, the placeholders' values, the WHERE. */
export interface FilterShape {
  key: string;
  /** Whether any filter applies. */
  filtered: boolean;
  values: Record<string, unknown>;
  /** The condition of the shape, with placeholders: built only when the shape's query is prepared. */
  where: () => SQL | undefined;
}

export function filterShapeOf<F>(table: readonly ListFilter<F>[], filters: F): FilterShape {
  const values: Record<string, unknown> = {};
  const parts: (string | undefined)[] = table.map((row) => {
    const part = row.shapeOf(filters);
    if (part !== undefined) row.valuesOf(filters, values);
    return part;
  });
  return {
    key: parts.map((part) => part ?? '').join('|'),
    filtered: parts.some((part) => part !== undefined),
    values,
    where: () => {
      const conditions = table.flatMap((row, i) => {
        const part = parts[i];
        return part === undefined ? [] : [row.condition(part)];
      });
      return conditions.length > 0 ? and(...conditions) : undefined;
    },
  };
}

/** A query prepared for running with placeholder values: drizzle's `.prepare()`d select. */
interface PreparedQuery<Result> {
  execute: (values?: Record<string, unknown>) => Promise<Result>;
}
/** The prepared queries of each database handle, by key; a bound keeps a mistake from growing it. */
const preparedQueries = new WeakMap<object, Map<string, PreparedQuery<unknown>>>();
const preparedPerDatabase = 2000;

/**
 * Runs the query of `key` with `values`: built and prepared once per pool (`build`, its values as
 * `sql.placeholder`s), then run from the prepared form, so that a list request does not build its query
 * again (drizzle's building was ~15 % of a list request's CPU; docs/performance.md §6). The key must name
 * everything that changes the query's text (the list, its filter shape, the sort). Inside a transaction
 * it is built each time (a prepared query belongs to its handle). The statement itself is unnamed here:
 * db/database.ts names each by its text, so PostgreSQL parses it once per connection.
 */
export function prepared<Result>(
  db: DbOrTx,
  key: string,
  build: (db: DbOrTx) => { prepare: (name: string) => PreparedQuery<Result> },
  values: Record<string, unknown>,
): Promise<Result> {
  if (isTransaction(db)) return build(db).prepare('').execute(values);
  let queries = preparedQueries.get(db);
  if (!queries) preparedQueries.set(db, (queries = new Map()));
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a key names one query, whose result type its callers share.
  let query = queries.get(key) as PreparedQuery<Result> | undefined;
  if (!query) {
    query = withRowDecoder(build(db).prepare(''));
    if (queries.size < preparedPerDatabase) queries.set(key, query);
  }
  return query.execute(values);
}

/** What drizzle's node-postgres prepared query keeps of its selection (in the select list's order). */
interface PreparedSelection {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

const isDecoder = (value: unknown): value is Decoder =>
  typeof value === 'object' &&
  value !== null &&
  'mapFromDriverValue' in value &&
  typeof value.mapFromDriverValue === 'function';

/** A selected field's decoder, as drizzle's own mapping finds it: the column, or the SQL's (`mapWith`). */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  const expression = is(field, SQL) ? field : is(field, SQL.Aliased) ? field.sql : undefined;
  const decoder: unknown = expression && 'decoder' in expression ? expression.decoder : undefined;
  return isDecoder(decoder) ? decoder : undefined;
}

/**
 * The prepared query, its rows decoded in one pass by decoders chosen once per query: drizzle's own
 * mapping finds each column's decoder again for every row and column (`is()` checks, a reduce, ~4 % of a
 * list request's CPU). Only for flat selections (a nested one keeps drizzle's mapping, which also nulls
 * the object of a left-joined table); the rows are the same objects, keys in the same order
 * (core/sql.test.ts compares them with drizzle's).
 */
function withRowDecoder<Q extends object>(query: Q): Q {
  // Drizzle's NodePgPreparedQuery keeps `fields` and `customResultMapper` private: core/sql.test.ts pins them.
  const selection = query as PreparedSelection;
  const fields = selection.fields;
  if (!fields || selection.customResultMapper) return query;
  const keys: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (path.length !== 1 || !decoder) return query;
    keys.push(path[0]!);
    decoders.push(decoder);
  }
  selection.customResultMapper = (rows) =>
    rows.map((row) => {
      const decoded: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        decoded[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return decoded;
    });
  return query;
}

/**
 * The ids of a page as a subquery (`pageIds.pageId`): filtered, ordered and offset on the table alone (its
 * index), so that the page's joins and per-row sub-selects run for its rows only, not for every row a deep
 * page's offset skips. Join the table to it and order the page again by the same `order`.
 */
export function pageIdsOf(
  db: DbOrTx,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  window: { offset: number | Placeholder; limit: number | Placeholder },
) {
  return db
    .select({ pageId: sql<number>`${id}`.as('page_id') })
    .from(table)
    .where(where)
    .orderBy(...order)
    .offset(window.offset)
    .limit(window.limit)
    .as('page_ids');
}

/** The tables whose rows migration 0028's triggers keep counted in `row_counts`. */
export type CountedTable = typeof customers | typeof virtualMaterials | typeof processes;

/**
 * All the rows of a counted table, read from its kept count (a sum of at most 16 slots) instead of a
 * `count(*)` that reads every row: the total of a list with no filter (docs/decisions/0009-list-totals-from-kept-counts.md).
 */
export async function countAllRows(db: DbOrTx, table: CountedTable): Promise<number> {
  const [row] = await keptRowCount(db, table);
  return row?.n ?? 0;
}

/** The query of `countAllRows`; as `sql\`(${keptRowCount(db, table)})\`` a page's `pageTotal` column. */
export function keptRowCount(db: DbOrTx, table: CountedTable) {
  return db
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)::int` })
    .from(rowCounts)
    .where(eq(rowCounts.tableName, getTableName(table)));
}

/**
 * Inserts many rows of one table in one statement with one parameter: the rows as a JSON array, unpacked by
 * `jsonb_to_recordset` into the table's column types. Drizzle's `insert().values(rows)` builds one parameter
 * per value, which costs tens of milliseconds of CPU for a few hundred wide rows (a 500-line quotation);
 * this costs one `JSON.stringify`. Every row must carry the same keys (those of the first row); a key is a
 * column's property name in the table's Drizzle schema, its value what that column's insert accepts
 * (numbers and decimals as strings, JSON columns as objects; dates as `Date`).
 */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const all: Record<string, PgColumn> = getTableColumns(table);
  const used = Object.keys(first).flatMap((key) => {
    const column = all[key];
    return column ? [{ key, column }] : [];
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const values: Record<string, unknown> = row;
      return Object.fromEntries(used.map(({ key, column }) => [column.name, values[key] ?? null]));
    }),
  );
  const names = sql.join(
    used.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    used.map(({ column }) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS r(${types})`,
  );
}
