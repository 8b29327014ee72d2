import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { companies, opportunityReports as r } from '../../db/schema';

/** Registrations of `statuses` by month of creation (`x`, `YYYY-MM`) and status (`series`), or as one step. */
export function registrationsByMonth(statuses: readonly string[], step?: string): SQL {
  const month = sql`date_trunc('month', ${r.createdAt} AT TIME ZONE 'UTC')::date`;
  const x = step === undefined ? sql`to_char(${month}, 'YYYY-MM')` : sql`${step}`;
  const series = step === undefined ? sql`${r.status}` : sql`''`;
  return sql`SELECT ${month} AS month, ${r.companyId} AS company_id, ${companies.region} AS region,
      ${r.productLineCode} AS product_line, ${x} AS x, ${series} AS series, count(*)::int AS n, 0 AS total
    FROM ${r} JOIN ${companies} ON ${companies.id} = ${r.companyId}
    WHERE ${r.status} IN (${sql.join(
      statuses.map((status) => sql`${status}`),
      sql`, `,
    )})
    GROUP BY 1, 2, 3, 4, 5, 6`;
}
