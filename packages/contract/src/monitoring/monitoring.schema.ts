import { z } from 'zod';

/**
 * What an administrator watches (docs/areas/monitoring.md), each offered by the module that owns its
 * records: approvals past their due time, tickets that breached their SLA, protections ending within 14
 * days, failed and retried jobs, mails not delivered, exception logs of the last day.
 */
export const monitoringItemKeys = [
  'overdueApprovals',
  'slaBreached',
  'protectionEnding',
  'failedJobs',
  'undeliveredMails',
  'recentExceptions',
] as const;
export type MonitoringItemKey = (typeof monitoringItemKeys)[number];

/** One record of an item's own small list (where no list screen shows them). */
export const monitoringRowSchema = z.object({
  /** The record's number or name. */
  title: z.string(),
  /** What is wrong with it (a state, a reason, an address). */
  detail: z.string(),
  /** Its instant: due, ending, failed, queued. */
  at: z.string().nullable(),
  /** Its screen, when it has one. */
  link: z.string().nullable(),
});
export type MonitoringRow = z.infer<typeof monitoringRowSchema>;

export const monitoringItemSchema = z.object({
  key: z.enum(monitoringItemKeys),
  count: z.number().int(),
  /** The list screen behind the count, with the filters that give the same count; null: `rows` is its list. */
  link: z.string().nullable(),
  /** The first records (at most 10), where the count opens no list screen. */
  rows: z.array(monitoringRowSchema),
});
export type MonitoringItem = z.infer<typeof monitoringItemSchema>;

export const monitoringSchema = z.object({
  /** The instant the counts were taken (the bounds of "within 14 days", "the last day" start here). */
  at: z.string(),
  items: z.array(monitoringItemSchema),
});
export type Monitoring = z.infer<typeof monitoringSchema>;
