/** The protection job's queries: the protections ending soon (with who to tell), and marking them told. */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { businessOpportunities, companies, opportunityReports } from '../../db/schema';

/** A protection ending within the notice period, with its report and its company's channel manager. */
export type ProtectionEndingRow = {
  id: number;
  oppt_no: string;
  project_name: string;
  company_id: number;
  protected_until: Date;
  report_id: number | null;
  report_no: string | null;
  reporter_id: number | null;
  channel_manager_id: number | null;
};

/**
 * Locks up to `limit` open opportunities whose protection ends in (`now`, `horizon`] and that were not told
 * yet (`SKIP LOCKED`: another process takes the others), earliest end first.
 */
export async function lockProtectionsEnding(
  tx: DbOrTx,
  now: Date,
  horizon: Date,
  limit: number,
): Promise<ProtectionEndingRow[]> {
  const rows = await tx.execute<ProtectionEndingRow>(sql`
    SELECT o.id, o.oppt_no, o.project_name, o.company_id, o.protected_until,
           r.id AS report_id, r.report_no, r.reporter_id, c.channel_manager_id
    FROM ${businessOpportunities} o
    JOIN ${companies} c ON c.id = o.company_id
    LEFT JOIN ${opportunityReports} r ON r.id = o.source_report_id
    WHERE o.protection_ending_told_at IS NULL
      AND o.protected_until > ${now} AND o.protected_until <= ${horizon}
      AND o.stage NOT IN ('won', 'lost')
    ORDER BY o.protected_until
    LIMIT ${limit}
    FOR UPDATE OF o SKIP LOCKED`);
  return rows.rows;
}

/** Marks the protections of these opportunities told at `now`. */
export async function markProtectionsTold(tx: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    UPDATE ${businessOpportunities} SET protection_ending_told_at = ${now}
    WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
