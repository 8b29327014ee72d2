import { sql } from 'drizzle-orm';
import type { MonitoringSource } from '../../core/monitoring';

/** The job queue's table (pg-boss, core/jobs.ts): made at the queue's first start. */
const jobTable = 'pgboss.job';

/** Jobs of the last 7 days that failed or were retried. */
const troubled = (now: Date) =>
  sql`(state = 'failed' OR retry_count > 0) AND created_on >= ${now.toISOString()}::timestamptz - interval '7 days'`;

/**
 * Failed and retried jobs of the last 7 days (the scheduled jobs of every module run through one queue,
 * which keeps a few days of jobs). Their own list: the job, failed or how often retried, when.
 */
export const failedJobsMonitoring: MonitoringSource = {
  item: 'failedJobs',
  requires: jobTable,
  count: (now) => sql`SELECT count(*)::int FROM ${sql.raw(jobTable)} WHERE ${troubled(now)}`,
  rows: (now, limit) => sql`SELECT json_agg(r) FROM (
      SELECT name AS title,
        CASE WHEN state = 'failed' THEN 'monitoring.detail.failed' ELSE 'monitoring.detail.retried' END AS key,
        retry_count::text AS param, coalesce(completed_on, created_on) AS at, NULL AS link
      FROM ${sql.raw(jobTable)} WHERE ${troubled(now)} ORDER BY created_on DESC LIMIT ${limit}) r`,
  link: () => null,
};
