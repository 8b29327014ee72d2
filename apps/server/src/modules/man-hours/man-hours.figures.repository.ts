import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { companies, timeEntries } from '../../db/schema';

/**
 * Man-hours by kind (`x`: ticket, opportunity, solution, training session), summed: the hours of submitted and
 * approved entries of partners' people, by month of the work date. Staff's own hours belong to no company, so
 * they are not in a company's figure (and the summaries' roll-up counts rows that name one).
 */
export function manHoursByKind(): SQL {
  const month = sql`date_trunc('month', ${timeEntries.workDate})::date`;
  return sql`SELECT ${month} AS month, ${timeEntries.companyId} AS company_id, ${companies.region} AS region,
      NULL::text AS product_line, ${timeEntries.kind} AS x, '' AS series, count(*)::int AS n,
      sum(${timeEntries.hours})::float8 AS total
    FROM ${timeEntries} JOIN ${companies} ON ${companies.id} = ${timeEntries.companyId}
    WHERE ${timeEntries.status} IN ('submitted', 'approved')
    GROUP BY 1, 2, 3, 4, 5`;
}
