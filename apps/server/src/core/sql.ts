import type { Page, PageRequest } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
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
 * PostgreSQL evaluates once): one statement, one round trip and one connection instead of two. Only for
 * totals that cost next to nothing (kept counts: `countAllRows`, the report counters); a total that must be
 * counted runs beside the page on its own connection (`pagedQuery`). A page past the end has no row to carry
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
  window: { offset: number; limit: number },
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
