import type { TurnaroundBucket } from '@portal/contract';
import { turnaroundBucketHours, turnaroundBuckets } from '@portal/contract';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The audit entity of a quotation version (as `quotationEntity` in the repository). */
const entity = 'quotation';

/**
 * A planning quotation's turnaround in hours: from its request (the version made) to its answer (the first
 * move to approved or returned, from its audit entries); null while unanswered and for the other kinds.
 * The dashboard's turnaround figure and the quotation list's `turnaround` filter read this one expression.
 */
export function turnaroundHours(table: { id: AnyPgColumn; kind: AnyPgColumn; createdAt: AnyPgColumn }): SQL {
  return sql`(CASE WHEN ${table.kind} = 'planning' THEN (SELECT extract(epoch FROM min(a.created_at) - ${table.createdAt}) / 3600
    FROM audit_entries a WHERE a.entity = ${entity} AND a.entity_id = ${table.id}::text
      AND a.to_state IN ('approved', 'returned')) END)`;
}

/** The bucket of a turnaround (hours), as SQL: `d1` within a day, `d3`, `d7`, `more`. */
export function turnaroundBucketOf(hours: SQL): SQL<TurnaroundBucket> {
  const bounded = turnaroundBuckets.filter((bucket) => turnaroundBucketHours[bucket] !== null);
  return sql<TurnaroundBucket>`CASE ${sql.join(
    bounded.map((bucket) => sql`WHEN ${hours} <= ${turnaroundBucketHours[bucket]} THEN ${bucket}`),
    sql` `,
  )} ELSE 'more' END`;
}

/** Whether a turnaround (hours, not null) falls in the bucket. */
export function inTurnaroundBucket(hours: SQL, bucket: TurnaroundBucket): SQL {
  const index = turnaroundBuckets.indexOf(bucket);
  const upper = turnaroundBucketHours[bucket];
  const previous = index > 0 ? turnaroundBucketHours[turnaroundBuckets[index - 1]!] : null;
  return sql`(${hours} IS NOT NULL ${previous !== null ? sql`AND ${hours} > ${previous}` : sql``} ${
    upper !== null ? sql`AND ${hours} <= ${upper}` : sql``
  })`;
}
