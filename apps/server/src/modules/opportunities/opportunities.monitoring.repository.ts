import { sql } from 'drizzle-orm';
import type { MonitoringSource } from '../../core/monitoring';
import { businessOpportunities as oppt } from '../../db/schema';

/** Protected, open, and the protection ends within 14 days of `now`. */
const ending = (now: Date) => sql`${oppt.protectedUntil} > ${now.toISOString()}::timestamptz
  AND ${oppt.protectedUntil} <= ${now.toISOString()}::timestamptz + interval '14 days'
  AND ${oppt.stage} NOT IN ('won', 'lost')`;

/**
 * Registrations whose protection ends within 14 days (their opportunities, still open), through the index
 * on the protection's end. Their own list: number and project, the end, each opening its opportunity.
 */
export const protectionEndingMonitoring: MonitoringSource = {
  item: 'protectionEnding',
  count: (now) => sql`SELECT count(*)::int FROM ${oppt} WHERE ${ending(now)}`,
  rows: (now, limit) => sql`SELECT json_agg(r) FROM (
      SELECT ${oppt.opptNo} || ' ' || ${oppt.projectName} AS title, NULL AS key, ${oppt.customerName} AS param,
        ${oppt.protectedUntil} AS at, '/business/detail?id=' || ${oppt.id} AS link
      FROM ${oppt} WHERE ${ending(now)} ORDER BY ${oppt.protectedUntil} LIMIT ${limit}) r`,
  link: () => null,
};
