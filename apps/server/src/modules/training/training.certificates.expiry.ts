/**
 * The expiry notice: 30 days before a valid certificate expires, its holder is told (once: the sweep
 * marks the certificate noticed in the transaction that writes the notice, so a second run, or two at
 * once, tell nobody twice). The job runs every hour.
 */
import type { ScheduledJob } from '../../core/jobs';
import { sweepInBatches } from '../../core/sweep';
import type { Database } from '../../db/database';
import { notify } from '../notifications';
import * as certificates from './training.certificates.repository';

export const expiryNoticeDays = 30;
const batch = 200;

/** Tells the holders of the certificates expiring within 30 days of `now`; answers how many. */
export async function noticeExpiringCertificates(db: Database, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + expiryNoticeDays * 86_400_000).toISOString().slice(0, 10);
  return sweepInBatches(db, batch, async (tx, batch) => {
    const rows = await certificates.lockExpiringUnnoticed(tx, until, batch);
    for (const row of rows)
      await notify(tx, [row.userId], {
        kind: 'certificateExpiring',
        subjectKind: 'trainingRegistration',
        subjectId: row.registrationId,
        params: { no: row.courseCode, title: row.courseCode, until: row.expiresOn },
        companyId: row.companyId,
      });
    await certificates.markNoticed(
      tx,
      rows.map((row) => row.id),
      now,
    );
    return rows;
  });
}

export const certificateExpiryJob: ScheduledJob = {
  name: 'training-certificate-expiry',
  cron: '15 * * * *',
  run: async ({ db, now }) => ({ told: await noticeExpiringCertificates(db, now) }),
};
