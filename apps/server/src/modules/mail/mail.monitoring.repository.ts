import { sql } from 'drizzle-orm';
import type { MonitoringSource } from '../../core/monitoring';
import { mailOutbox } from '../../db/schema';

/** How long a queued mail may wait for the sender before it counts as not delivered. */
const grace = "interval '15 minutes'";

const undelivered = (now: Date) =>
  sql`${mailOutbox.sentAt} IS NULL AND ${mailOutbox.createdAt} < ${now.toISOString()}::timestamptz - ${sql.raw(grace)}`;

/**
 * Mails not delivered: queued more than 15 minutes ago and not passed on yet, through the partial index of
 * unsent mails. Their own list: the address, the subject, when queued.
 */
export const undeliveredMailsMonitoring: MonitoringSource = {
  item: 'undeliveredMails',
  count: (now) => sql`SELECT count(*)::int FROM ${mailOutbox} WHERE ${undelivered(now)}`,
  rows: (now, limit) => sql`SELECT json_agg(r) FROM (
      SELECT ${mailOutbox.toAddress} AS title, NULL AS key, ${mailOutbox.subject} AS param,
        ${mailOutbox.createdAt} AS at, NULL AS link
      FROM ${mailOutbox} WHERE ${undelivered(now)} ORDER BY ${mailOutbox.createdAt} LIMIT ${limit}) r`,
  link: () => null,
};
