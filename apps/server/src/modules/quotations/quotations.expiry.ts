/**
 * Quotation expiry: an issued formal quotation past its validity date becomes expired, the server's own
 * move (`expire` in the contract's table), by an idempotent sweep. The expiry job runs it every hour;
 * a move on a quotation (accept, decline) runs it first, so it acts on the state as it stands. Reads
 * write nothing: they answer such a quotation as expired before the job has written so (the
 * repository's effective status).
 */
import type { ScheduledJob } from '../../core/jobs';
import { insertAuditEntry } from '../../core/audit';
import type { Database } from '../../db/database';
import * as repo from './quotations.repository';

/** Marks the issued quotations whose validity date is before `now`'s day (UTC) expired; answers how many. */
export async function expireStale(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await repo.expireStale(tx, now.toISOString().slice(0, 10));
    for (const row of expired)
      await insertAuditEntry(tx, {
        entity: repo.quotationEntity,
        entityId: row.id,
        action: 'expire',
        fromState: 'issued',
        toState: 'expired',
        actorId: null,
        comment: row.validUntil,
      });
    return expired.length;
  });
}

/** The expiry job: every hour, the quotations past their validity date. */
export const quotationExpiryJob: ScheduledJob = {
  name: 'quotation-expiry',
  cron: '0 * * * *',
  run: async ({ db, now }) => ({ expired: await expireStale(db, now) }),
};
