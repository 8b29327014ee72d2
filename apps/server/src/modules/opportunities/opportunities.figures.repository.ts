import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { businessOpportunities as oppt, companies } from '../../db/schema';

/** The month (UTC) of an opportunity's creation: the period the dashboard's filters and the list's range read. */
const createdMonth = sql`date_trunc('month', ${oppt.createdAt} AT TIME ZONE 'UTC')::date`;

/** Opportunities by stage (`x`) and product line (`series`) among `stages`: the pipeline and the win rate. */
export function opportunitiesByStage(stages: readonly string[], seriesByLine: boolean): SQL {
  const series = seriesByLine ? sql`${oppt.productLineCode}` : sql`''`;
  return sql`SELECT ${createdMonth} AS month, ${oppt.companyId} AS company_id, ${companies.region} AS region,
      ${oppt.productLineCode} AS product_line, ${oppt.stage} AS x, ${series} AS series, count(*)::int AS n, 0 AS total
    FROM ${oppt} JOIN ${companies} ON ${companies.id} = ${oppt.companyId}
    WHERE ${oppt.stage} IN (${sql.join(
      stages.map((stage) => sql`${stage}`),
      sql`, `,
    )})
    GROUP BY 1, 2, 3, 4, 5, 6`;
}

/** Every opportunity as one step (`x`) of the conversion. */
export function opportunitiesAsStep(step: string): SQL {
  return sql`SELECT ${createdMonth} AS month, ${oppt.companyId} AS company_id, ${companies.region} AS region,
      ${oppt.productLineCode} AS product_line, ${step} AS x, '' AS series, count(*)::int AS n, 0 AS total
    FROM ${oppt} JOIN ${companies} ON ${companies.id} = ${oppt.companyId}
    GROUP BY 1, 2, 3, 4`;
}

/**
 * A partner's protections ending soon: open opportunities whose protection ends within 14 or 30 days of
 * `now` (`x` = `days14`, `days30`), by the month the protection ends.
 */
export function protectionsEnding(now: Date): SQL {
  const at = now.toISOString();
  return sql`SELECT date_trunc('month', ${oppt.protectedUntil} AT TIME ZONE 'UTC')::date AS month,
      ${oppt.companyId} AS company_id, ${companies.region} AS region, ${oppt.productLineCode} AS product_line,
      CASE WHEN ${oppt.protectedUntil} <= ${at}::timestamptz + interval '14 days' THEN 'days14' ELSE 'days30' END AS x,
      '' AS series, count(*)::int AS n, 0 AS total
    FROM ${oppt} JOIN ${companies} ON ${companies.id} = ${oppt.companyId}
    WHERE ${oppt.protectedUntil} > ${at}::timestamptz
      AND ${oppt.protectedUntil} <= ${at}::timestamptz + interval '30 days'
      AND ${oppt.stage} NOT IN ('won', 'lost')
    GROUP BY 1, 2, 3, 4, 5`;
}
