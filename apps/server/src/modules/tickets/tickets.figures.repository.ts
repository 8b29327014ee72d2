import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { companies, tickets } from '../../db/schema';
import { slaOutcomeOf } from './tickets.repository';

/**
 * Tickets by month of creation and SLA outcome (`x`): `breached` (the clock ran past a due time), `met`
 * (resolved in time) and `open` (neither yet).
 */
export function ticketsBySla(): SQL {
  const month = sql`date_trunc('month', ${tickets.createdAt} AT TIME ZONE 'UTC')::date`;
  return sql`SELECT ${month} AS month, ${tickets.companyId} AS company_id, ${companies.region} AS region,
      NULL::text AS product_line,
      ${slaOutcomeOf()} AS x,
      '' AS series, count(*)::int AS n, 0 AS total
    FROM ${tickets} JOIN ${companies} ON ${companies.id} = ${tickets.companyId}
    GROUP BY 1, 2, 3, 4, 5`;
}
