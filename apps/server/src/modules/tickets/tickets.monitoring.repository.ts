import { sql } from 'drizzle-orm';
import { listLink } from '../../core/figures';
import type { MonitoringSource } from '../../core/monitoring';
import { tickets } from '../../db/schema';

/**
 * Tickets that breached their SLA (a clock ran past its due time): the ticket list's SLA outcome
 * "breached" gives the same count. Counted through the partial index of breached tickets.
 */
export const slaBreachedMonitoring: MonitoringSource = {
  item: 'slaBreached',
  count: () => sql`SELECT count(*)::int FROM ${tickets} WHERE ${tickets.breached}`,
  link: () => listLink('/tickets', { slaOutcome: 'breached' }),
};
