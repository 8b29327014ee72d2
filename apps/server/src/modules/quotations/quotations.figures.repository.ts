import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { businessOpportunities, companies, quotations } from '../../db/schema';
import { turnaroundBucketOf, turnaroundHours } from './quotations.turnaround.repository';

/** Turnarounds above this many hours are kept as this (the median's resolution is the whole hour). */
export const turnaroundHourCap = 24 * 31;

/**
 * Answered planning quotations (every version) by month made, as `x` the month and `series`
 * `<bucket>:<whole hours, rounded up>`: the dashboards fold these into the distribution by month and the
 * median (`dashboards.service.ts`), `total` the hours summed.
 */
export function quotationTurnarounds(): SQL {
  const hours = turnaroundHours(quotations);
  const month = sql`date_trunc('month', q.created_at AT TIME ZONE 'UTC')::date`;
  return sql`SELECT ${month} AS month, q.partner_company_id AS company_id, ${companies.region} AS region,
      ${businessOpportunities.productLineCode} AS product_line, to_char(${month}, 'YYYY-MM') AS x,
      ${turnaroundBucketOf(sql`q.hours`)} || ':' || least(ceil(q.hours), ${turnaroundHourCap})::int AS series,
      count(*)::int AS n, sum(q.hours)::float8 AS total
    FROM (SELECT ${quotations.partnerCompanyId} AS partner_company_id, ${quotations.opportunityId} AS opportunity_id,
        ${quotations.createdAt} AS created_at, ${hours} AS hours
      FROM ${quotations} WHERE ${quotations.kind} = 'planning') q
      JOIN ${companies} ON ${companies.id} = q.partner_company_id
      JOIN ${businessOpportunities} ON ${businessOpportunities.id} = q.opportunity_id
    WHERE q.hours IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6`;
}
