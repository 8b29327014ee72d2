import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { MonitoringSourceRow } from '../../core/monitoring';
import type { DbOrTx } from '../../db/database';

export interface ItemQuery {
  item: string;
  count: SQL;
  rows?: SQL;
}

export interface ItemAnswer {
  n: number;
  rows: MonitoringSourceRow[] | null;
}

/** Every item's count and first rows in one statement: one column a item, each its own scalar subqueries. */
export async function countItems(db: DbOrTx, items: readonly ItemQuery[]): Promise<ItemAnswer[]> {
  if (items.length === 0) return [];
  const columns = items.map(
    (item, index) =>
      sql`json_build_object('n', (${item.count}), 'rows', ${item.rows ? sql`(${item.rows})` : sql`NULL::json`}) AS ${sql.identifier(`i${index}`)}`,
  );
  const result = await db.execute<Record<string, ItemAnswer>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  const row = result.rows[0] ?? {};
  return items.map((_, index) => row[`i${index}`] ?? { n: 0, rows: null });
}

/** Which of these relations exist (the job queue's tables before the queue's first start do not). */
export async function existingRelations(db: DbOrTx, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const result = await db.execute<{ name: string }>(
    sql`SELECT n AS name FROM unnest(${sql.param([...names])}::text[]) n WHERE to_regclass(n) IS NOT NULL`,
  );
  return new Set(result.rows.map((row) => row.name));
}
