import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { businessOpportunities, companies, orders } from '../../db/schema';

/**
 * Orders by month of ordering, with the product line of their opportunity (null without one), as points
 * `x`/`series` chosen by the figure: by month and region, by partner, or as one step.
 */
export function ordersBy(points: 'monthRegion' | 'company' | 'step'): SQL {
  const month = sql`date_trunc('month', ${orders.orderedAt} AT TIME ZONE 'UTC')::date`;
  const [x, series] =
    points === 'monthRegion'
      ? [sql`to_char(${month}, 'YYYY-MM')`, sql`coalesce(${companies.region}, '')`]
      : points === 'company'
        ? [sql`${orders.companyId}::text`, sql`''`]
        : [sql`'orders'`, sql`''`];
  return sql`SELECT ${month} AS month, ${orders.companyId} AS company_id, ${companies.region} AS region,
      ${businessOpportunities.productLineCode} AS product_line, ${x} AS x, ${series} AS series,
      count(*)::int AS n, 0 AS total
    FROM ${orders} JOIN ${companies} ON ${companies.id} = ${orders.companyId}
      LEFT JOIN ${businessOpportunities} ON ${businessOpportunities.id} = ${orders.opportunityId}
    GROUP BY 1, 2, 3, 4, 5, 6`;
}
