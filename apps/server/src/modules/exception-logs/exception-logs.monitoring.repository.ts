import { sql } from 'drizzle-orm';
import { listLink } from '../../core/figures';
import type { MonitoringSource } from '../../core/monitoring';
import { exceptionLogs } from '../../db/schema';

/** The start of "the last 24 hours" at `now`: the count and its list's filter read the same instant. */
const since = (now: Date) => new Date(now.getTime() - 24 * 3600 * 1000).toISOString();

/** Exception logs of the last 24 hours (the index by time): the exception log list from that instant. */
export const recentExceptionsMonitoring: MonitoringSource = {
  item: 'recentExceptions',
  count: (now) =>
    sql`SELECT count(*)::int FROM ${exceptionLogs} WHERE ${exceptionLogs.createdAt} >= ${since(now)}::timestamptz`,
  link: (now) => listLink('/system/exception-log', { createdFrom: since(now) }),
};
