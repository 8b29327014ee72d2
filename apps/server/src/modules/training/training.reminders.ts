/**
 * Reminders a day before a session: each person holding a seat (seated or approved) is told once, within
 * the 24 hours before the session starts. The sweep marks the registration reminded in the transaction
 * that writes the notice, and skips rows another run holds, so a second run, or two server processes at
 * once, tell nobody twice. The job runs every 15 minutes.
 */
import type { ScheduledJob } from '../../core/jobs';
import { sweepInBatches } from '../../core/sweep';
import type { Database } from '../../db/database';
import { notify } from '../notifications';
import * as repo from './training.registrations.repository';

export const reminderHours = 24;
const batch = 200;

/** Tells the seat holders of the sessions starting within a day of `now`; answers how many were told. */
export async function remindSessionsTomorrow(db: Database, now = new Date()): Promise<number> {
  const until = new Date(now.getTime() + reminderHours * 3_600_000);
  return sweepInBatches(db, batch, async (tx, batch) => {
    const rows = await repo.lockToRemind(tx, now, until, batch);
    for (const row of rows)
      await notify(tx, [row.userId], {
        kind: 'trainingReminder',
        subjectKind: 'trainingRegistration',
        subjectId: row.id,
        params: { no: `${row.startsLocal} (${row.timeZone})`, title: row.courseCode },
        companyId: row.companyId,
      });
    await repo.markReminded(
      tx,
      rows.map((row) => row.id),
      now,
    );
    return rows;
  });
}

export const sessionReminderJob: ScheduledJob = {
  name: 'training-session-reminders',
  cron: '*/15 * * * *',
  run: async ({ db, now }) => ({ told: await remindSessionsTomorrow(db, now) }),
};
