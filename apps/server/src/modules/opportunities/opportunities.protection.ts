/**
 * "Registration protection ends in 14 days": the protection job tells the partner user who registered the
 * opportunity (on its report) and the channel manager of its company (on the opportunity), once per
 * protection, in the transaction that marks it told.
 */
import { limits } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { ScheduledJob } from '../../core/jobs';
import type { Database } from '../../db/database';
import { businessOpportunities, companies, opportunityReports } from '../../db/schema';
import { notify } from '../notifications';

/** Protections told per transaction; a run repeats until none is left. */
const batch = 200;

/** Tells of the protections ending within the notice period at `now`; answers how many. */
export async function tellProtectionsEnding(db: Database, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + limits.protectionEndingNoticeDays * 86_400_000);
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx.execute<{
        id: number;
        oppt_no: string;
        project_name: string;
        company_id: number;
        protected_until: Date;
        report_id: number | null;
        report_no: string | null;
        reporter_id: number | null;
        channel_manager_id: number | null;
      }>(sql`
        SELECT o.id, o.oppt_no, o.project_name, o.company_id, o.protected_until,
               r.id AS report_id, r.report_no, r.reporter_id, c.channel_manager_id
        FROM ${businessOpportunities} o
        JOIN ${companies} c ON c.id = o.company_id
        LEFT JOIN ${opportunityReports} r ON r.id = o.source_report_id
        WHERE o.protection_ending_told_at IS NULL
          AND o.protected_until > ${now} AND o.protected_until <= ${horizon}
          AND o.stage NOT IN ('won', 'lost')
        ORDER BY o.protected_until
        LIMIT ${batch}
        FOR UPDATE OF o SKIP LOCKED`);
      for (const row of rows.rows) {
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
      if (rows.rows.length > 0)
        await tx.execute(sql`
          UPDATE ${businessOpportunities} SET protection_ending_told_at = ${now}
          WHERE id IN (${sql.join(
            rows.rows.map((row) => sql`${Number(row.id)}`),
            sql`, `,
          )})`);
      return rows.rows.length;
    });
    total += count;
    if (count < batch) return total;
  }
}

/** The protection job: hourly (a protection is told within the hour it enters the notice period). */
export const protectionEndingJob: ScheduledJob = {
  name: 'protection-ending',
  cron: '7 * * * *',
  run: async ({ db, now }) => ({ told: await tellProtectionsEnding(db, now) }),
};
