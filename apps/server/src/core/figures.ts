/**
 * Dashboard figures (docs/areas/dashboards.md): each module offers the figures of its records in its
 * descriptor (`figures`), as a summary query the dashboards module's job runs into kept summaries
 * (`dashboard_figures`), and the list behind each number. A dashboard request reads the summaries only,
 * never the modules' raw tables.
 */
import type { SQL } from 'drizzle-orm';

/** Who sees a figure: staff (every company, or one) or a partner (its own company, scoped by the server). */
export type FigureSide = 'staff' | 'partner';

/**
 * The dashboard's filters as a list takes them: whole months turned into instants (UTC), the region and
 * product line codes, and the company (a partner's is never sent: its lists scope themselves).
 */
export interface FigureListFilters {
  createdFrom?: string;
  createdTo?: string;
  region?: string;
  productLineCode?: string;
  companyId?: number;
}

/** One point of a figure, as the summaries hold it. */
export interface FigurePointKey {
  x: string;
  series: string;
}

/**
 * What a module offers the dashboards. Several sources may fill one figure (the steps of the conversion
 * come from three modules); each fills its own points.
 */
export interface FigureSource {
  /** The figure it fills (a `FigureKey` of the contract). */
  figure: string;
  /** A name unique among the sources, for the log of the refresh. */
  name: string;
  sides: readonly FigureSide[];
  /** The categories (`x`) it fills, when several sources fill one figure (the conversion's steps). */
  fills?: readonly string[];
  /**
   * The figure summarised, as one SELECT of the columns `month` (date, the first day of a month, UTC),
   * `company_id`, `region`, `product_line` (null: the figure is not by product line), `x`, `series`, `n`
   * (int) and `total` (hours, for an hours figure; 0 otherwise). `now` is the job's clock.
   */
  summary: (now: Date) => SQL;
  /** The permission of the list behind the numbers, where not every reader of the figure has it: without it, no links. */
  listPermission?: string;
  /** The list behind a point, opened with the dashboard's filters; null where the reader has no such list. */
  link: (point: FigurePointKey, filters: FigureListFilters, side: FigureSide) => string | null;
}

/** A list's path opened with its filters: each as its list call names it, lists repeated (`?status=a&status=b`). */
export function listLink(
  path: string,
  filters: Record<string, string | number | readonly string[] | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    for (const one of typeof value === 'object' ? value : [value]) params.append(name, String(one));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The instants of a month `YYYY-MM` (UTC): its first millisecond and its last. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year = 0, monthNo = 1] = month.split('-').map(Number);
  const from = new Date(Date.UTC(year, monthNo - 1, 1));
  const to = new Date(Date.UTC(year, monthNo, 1) - 1);
  return { from: from.toISOString(), to: to.toISOString() };
}
