/**
 * How long a planning quotation waited from its request (made) to its answer (approved or returned), in
 * buckets: within a day, 3 days, a week, or longer. The dashboard's turnaround figure and the quotation
 * list's `turnaround` filter read the same bounds (hours, upper bound included).
 */
export const turnaroundBuckets = ['d1', 'd3', 'd7', 'more'] as const;
export type TurnaroundBucket = (typeof turnaroundBuckets)[number];
export const turnaroundBucketHours: Record<TurnaroundBucket, number | null> = {
  d1: 24,
  d3: 72,
  d7: 168,
  more: null,
};
