import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { companies, trainingCertificates as c } from '../../db/schema';

/**
 * Certified people by product line (`x`, '' for courses of none): each person holding a valid certificate
 * (not revoked, not expired at the job's clock) of the line counted once, in the month of their latest such
 * certificate's issue.
 */
export function certifiedPeopleByLine(now: Date): SQL {
  const today = now.toISOString().slice(0, 10);
  return sql`SELECT date_trunc('month', p.issued_on)::date AS month, p.company_id, ${companies.region} AS region,
      p.product_line_code AS product_line, coalesce(p.product_line_code, '') AS x, '' AS series,
      count(*)::int AS n, 0 AS total
    FROM (SELECT DISTINCT ON (${c.companyId}, ${c.userId}, ${c.productLineCode})
        ${c.companyId} AS company_id, ${c.productLineCode} AS product_line_code, ${c.issuedOn} AS issued_on
      FROM ${c} WHERE ${c.status} = 'valid' AND ${c.expiresOn} >= ${today}::date
      ORDER BY ${c.companyId}, ${c.userId}, ${c.productLineCode}, ${c.issuedOn} DESC) p
      JOIN ${companies} ON ${companies.id} = p.company_id
    GROUP BY 1, 2, 3, 4, 5`;
}
