import type { SQL } from 'drizzle-orm';
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  codeTableEntries,
  companies,
  dashboardFigures,
  dashboardFilterChoices,
  dashboardRefreshes,
  productLines,
} from '../../db/schema';

/** The summaries' filters: months as `YYYY-MM-01` dates, codes, and a company. */
export interface SummaryFilters {
  from?: string;
  to?: string;
  region?: string;
  productLine?: string;
  companyId?: number;
}

export interface SummaryRow {
  figure: string;
  x: string;
  series: string;
  n: number;
  total: number;
}

/**
 * Replaces every summary with the sources' summary queries, in one transaction (readers see the old
 * summaries until it commits), and records when.
 */
export async function replaceSummaries(
  tx: DbOrTx,
  sources: readonly { figure: string; query: SQL }[],
  refreshedAt: Date,
  millis: () => number,
): Promise<number> {
  await tx.delete(dashboardFigures);
  let rows = 0;
  for (const source of sources) {
    const result = await tx.execute(sql`INSERT INTO ${dashboardFigures}
        (figure, month, company_id, region, product_line, x, series, n, total)
      SELECT ${source.figure}, s.month, s.company_id, s.region, s.product_line, s.x, s.series, s.n, s.total
      FROM (${source.query}) s`);
    rows += result.rowCount ?? 0;
  }
  // The roll-up every company together (company_id NULL; the sources' rows always name one): what a dashboard
  // without a company reads, a small fraction of the rows at volume.
  const rollup = await tx.execute(sql`INSERT INTO ${dashboardFigures}
      (figure, month, company_id, region, product_line, x, series, n, total)
    SELECT figure, month, NULL, region, product_line, x, series, sum(n)::int, sum(total)
    FROM ${dashboardFigures} GROUP BY figure, month, region, product_line, x, series`);
  rows += rollup.rowCount ?? 0;
  const done = { id: 1, refreshedAt, millis: millis() };
  await tx
    .insert(dashboardRefreshes)
    .values(done)
    .onConflictDoUpdate({ target: dashboardRefreshes.id, set: { refreshedAt, millis: done.millis } });
  return rows;
}

/**
 * The figures' points under the filters, summed over months, companies, regions and lines: one statement
 * over the kept summaries. A figure in `withoutLine` is not by product line (its filter is ignored).
 */
export async function sumSummaries(
  db: DbOrTx,
  figures: readonly string[],
  withoutLine: readonly string[],
  filters: SummaryFilters,
): Promise<SummaryRow[]> {
  const f = dashboardFigures;
  const conditions: (SQL | undefined)[] = [
    inArray(f.figure, [...figures]),
    filters.from ? gte(f.month, filters.from) : undefined,
    filters.to ? lte(f.month, filters.to) : undefined,
    filters.region ? eq(f.region, filters.region) : undefined,
    // One company's rows, or the roll-up of every company (the rows without one).
    filters.companyId !== undefined ? eq(f.companyId, filters.companyId) : isNull(f.companyId),
    filters.productLine
      ? withoutLine.length > 0
        ? or(eq(f.productLine, filters.productLine), inArray(f.figure, [...withoutLine]))
        : eq(f.productLine, filters.productLine)
      : undefined,
  ];
  return db
    .select({
      figure: f.figure,
      x: f.x,
      series: f.series,
      n: sql<number>`sum(${f.n})::int`,
      total: sql<number>`sum(${f.total})::float8`,
    })
    .from(f)
    .where(and(...conditions))
    .groupBy(f.figure, f.x, f.series)
    .orderBy(f.figure, f.x, f.series);
}

/** When the summaries were last refreshed, or null. */
export async function findRefreshedAt(db: DbOrTx): Promise<Date | null> {
  const rows = await db
    .select({ at: dashboardRefreshes.refreshedAt })
    .from(dashboardRefreshes)
    .where(eq(dashboardRefreshes.id, 1));
  return rows[0]?.at ?? null;
}

export async function findSavedFilters(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ filters: dashboardFilterChoices.filters })
    .from(dashboardFilterChoices)
    .where(eq(dashboardFilterChoices.userId, userId));
  return rows[0]?.filters ?? null;
}

export async function saveFilters(db: DbOrTx, userId: number, filters: Record<string, string | number>) {
  await db
    .insert(dashboardFilterChoices)
    .values({ userId, filters })
    .onConflictDoUpdate({
      target: dashboardFilterChoices.userId,
      set: { filters, updatedAt: sql`now()` },
    });
}

/** Which of the codes exist: a REGION code, a product line, a partner company. */
export async function findKnownCodes(
  db: DbOrTx,
  codes: { region?: string; productLine?: string; companyId?: number },
): Promise<{ region: boolean; productLine: boolean; company: boolean }> {
  const [row] = await db
    .select({
      region: codes.region
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${codeTableEntries} WHERE ${codeTableEntries.codeType} = 'REGION'
            AND ${codeTableEntries.code} = ${codes.region})`
        : sql<boolean>`true`,
      productLine: codes.productLine
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${productLines} WHERE ${productLines.code} = ${codes.productLine})`
        : sql<boolean>`true`,
      company:
        codes.companyId !== undefined
          ? sql<boolean>`EXISTS (SELECT 1 FROM ${companies} WHERE ${companies.id} = ${codes.companyId})`
          : sql<boolean>`true`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { region: false, productLine: false, company: false };
}

/** The names of partner companies (all of them, or these), for the partner filter and the figures naming them. */
export async function findCompanyNames(db: DbOrTx, ids: readonly number[] | 'all') {
  if (ids !== 'all' && ids.length === 0) return [];
  return db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      nameKr: companies.nameKr,
    })
    .from(companies)
    .where(ids === 'all' ? undefined : inArray(companies.id, [...ids]))
    .orderBy(companies.name);
}
