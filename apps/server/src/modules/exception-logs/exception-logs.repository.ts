import { and, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { containsPattern } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { exceptionLogs } from '../../db/schema';

export type NewExceptionLog = typeof exceptionLogs.$inferInsert;

export interface ExceptionLogFilters {
  keyword?: string;
  type?: string;
  createdFrom?: Date;
  createdTo?: Date;
}

export async function insertExceptionLog(db: DbOrTx, values: NewExceptionLog) {
  await db.insert(exceptionLogs).values(values);
}

function whereOf(filters: ExceptionLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.keyword) {
    const pattern = containsPattern(filters.keyword);
    conditions.push(
      or(
        ilike(exceptionLogs.className, pattern),
        ilike(exceptionLogs.requestServlet, pattern),
        ilike(exceptionLogs.errorCode, pattern),
        ilike(exceptionLogs.username, pattern),
      )!,
    );
  }
  if (filters.type) conditions.push(eq(exceptionLogs.type, filters.type));
  if (filters.createdFrom) conditions.push(gte(exceptionLogs.createdAt, filters.createdFrom));
  if (filters.createdTo) conditions.push(lte(exceptionLogs.createdAt, filters.createdTo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page, newest first, and the total of the filtered set. */
export async function findExceptionLogPage(
  db: DbOrTx,
  filters: ExceptionLogFilters,
  page: { offset: number; limit: number },
) {
  const where = whereOf(filters);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(exceptionLogs)
      .where(where)
      .orderBy(desc(exceptionLogs.createdAt), desc(exceptionLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(exceptionLogs)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
