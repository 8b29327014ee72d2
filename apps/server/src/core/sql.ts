import type { Page, PageRequest } from '@portal/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/database';

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
