/**
 * "Registration protection ends in 14 days": the protection job tells the partner user who registered the
 * opportunity (on its report) and the channel manager of its company (on the opportunity), once per
 * protection, in the transaction that marks it told.
 */
import { limits } from '@portal/contract';
import type { ScheduledJob } from '../../core/jobs';
import { sweepInBatches } from '../../core/sweep';
import type { Database } from '../../db/database';
import { notify } from '../notifications';
import { lockProtectionsEnding, markProtectionsTold } from './opportunities.protection.repository';

/** Protections told per transaction; a run repeats until none is left. */
const batch = 200;

/** Tells of the protections ending within the notice period at `now`; answers how many. */
export async function tellProtectionsEnding(db: Database, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + limits.protectionEndingNoticeDays * 86_400_000);
  return sweepInBatches(db, batch, async (tx, batch) => {
    const rows = await lockProtectionsEnding(tx, now, horizon, batch);
    for (const row of rows) {
      const until = new Date(row.protected_until).toISOString();
      const params = { no: row.oppt_no, title: row.project_name, until };
      const companyId = Number(row.company_id);
      // The partner reads its registration (the report); staff read the opportunity.
      if (row.report_id !== null && row.reporter_id !== null)
        await notify(tx, [Number(row.reporter_id)], {
          kind: 'protectionEnding',
          subjectKind: 'opportunityReport',
          subjectId: Number(row.report_id),
          params: { ...params, no: row.report_no ?? row.oppt_no },
          companyId,
        });
      if (row.channel_manager_id !== null)
        await notify(tx, [Number(row.channel_manager_id)], {
          kind: 'protectionEnding',
          subjectKind: 'opportunity',
          subjectId: Number(row.id),
          params,
          companyId,
        });
    }
    await markProtectionsTold(
      tx,
      rows.map((row) => Number(row.id)),
      now,
    );
    return rows;
  });
}

/** The protection job: hourly (a protection is told within the hour it enters the notice period). */
export const protectionEndingJob: ScheduledJob = {
  name: 'protection-ending',
  cron: '7 * * * *',
  run: async ({ db, now }) => ({ told: await tellProtectionsEnding(db, now) }),
};
