/**
 * Monitoring (docs/areas/monitoring.md): each module offers what an administrator should watch of its
 * records in its descriptor (`monitoring`), as a count and, where no list screen shows those records, its
 * first rows. The monitoring module answers every item in one statement; each source's queries read an
 * index (or a partial one) of the few records concerned, never a whole table.
 */
import type { SQL } from 'drizzle-orm';

/** The item's first rows, as the source's `rows` query selects them (one json array). */
export interface MonitoringSourceRow {
  title: string;
  /** A message key naming what is wrong (with `param`), or null: `param` is the detail itself. */
  key: string | null;
  param: string | null;
  at: string | null;
  link: string | null;
}

export interface MonitoringSource {
  /** The item it fills (a `MonitoringItemKey` of the contract). */
  item: string;
  /** A relation the queries read that may not exist yet (the job queue's tables before its first start). */
  requires?: string;
  /** One scalar: the count (int) at `now`. */
  count: (now: Date) => SQL;
  /** One scalar: a json array of at most `limit` rows (`MonitoringSourceRow`), or null; only where `link` is null. */
  rows?: (now: Date, limit: number) => SQL;
  /** The list screen behind the count with the filters that give the same count, or null (the rows are its list). */
  link: (now: Date) => string | null;
}
