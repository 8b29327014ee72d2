import type { ScheduledJob } from '../../core/jobs';
import type { FigureSource } from '../../core/figures';
import type { DbOrTx } from '../../db/database';
import type { ModuleDeps } from '../module-deps';
import { replaceSummaries } from './dashboards.repository';

/**
 * Refreshes the kept summaries from every module's figure sources in one transaction: the dashboards read
 * these, never the raw tables (docs/areas/dashboards.md). Answers the rows written and the time taken.
 */
export async function refreshDashboardSummaries(
  db: DbOrTx,
  sources: readonly FigureSource[],
  now: Date = new Date(),
): Promise<{ rows: number; millis: number }> {
  const started = performance.now();
  const millis = () => Math.round(performance.now() - started);
  const rows = await db.transaction((tx) =>
    replaceSummaries(
      tx,
      sources.map((source) => ({ figure: source.figure, query: source.summary(now) })),
      now,
      millis,
    ),
  );
  return { rows, millis: millis() };
}

/** Every five minutes: a dashboard's figures are at most five minutes old (the screen says when they were made). */
export const dashboardRefreshJob: ScheduledJob<ModuleDeps> = {
  name: 'dashboard-refresh',
  cron: '*/5 * * * *',
  run: ({ db, now, figureSources }) => refreshDashboardSummaries(db, figureSources, now),
};
