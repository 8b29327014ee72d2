import { sql } from 'drizzle-orm';
import type { MonitoringSource } from '../../core/monitoring';
import { processes, processTasks, users } from '../../db/schema';

/** A pending task past its due time (the deadline job may have marked it overdue already, or not yet). */
const overdue = (now: Date) =>
  sql`${processTasks.status} = 'pending' AND ${processTasks.dueAt} < ${now.toISOString()}::timestamptz`;

/**
 * Overdue approvals: pending tasks past their due time, read through the partial index of pending tasks
 * (only the tasks waiting, a small part of all). Their own list: the subject, whom it waits for, the due time.
 */
export const overdueApprovalsMonitoring: MonitoringSource = {
  item: 'overdueApprovals',
  count: (now) => sql`SELECT count(*)::int FROM ${processTasks} WHERE ${overdue(now)}`,
  rows: (now, limit) => sql`SELECT json_agg(r) FROM (
      SELECT ${processes.subjectNo} || ' ' || ${processes.title} AS title, 'monitoring.detail.dueAt' AS key,
        ${users.displayName} AS param, ${processTasks.dueAt} AS at, NULL AS link
      FROM ${processTasks} JOIN ${processes} ON ${processes.id} = ${processTasks.processId}
        JOIN ${users} ON ${users.id} = ${processTasks.assigneeId}
      WHERE ${overdue(now)} ORDER BY ${processTasks.dueAt} LIMIT ${limit}) r`,
  link: () => null,
};
