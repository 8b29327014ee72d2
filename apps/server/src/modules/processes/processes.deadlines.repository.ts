/** Drizzle queries of the deadline job (reminders and overdue tasks); each takes `db` or `tx`. */
import type { ProcessKind } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { processes, processTasks } from '../../db/schema';

/** The part of a task's time left when its assignee is reminded: a quarter. */
export const reminderShare = 0.25;

/**
 * Pending tasks near their due time (a quarter of their time or less left, not yet due) whose assignee was
 * not reminded, with what the notice needs; locked, skipping rows another run holds (two runs never take
 * the same task).
 */
export async function lockTasksDueSoon(tx: DbOrTx, now: Date, limit: number) {
  const rows = await tx.execute<{
    id: number;
    assignee_id: number;
    due_at: Date;
    kind: ProcessKind;
    subject_id: number;
    subject_no: string;
    title: string;
    company_id: number | null;
  }>(sql`
    SELECT t.id, t.assignee_id, t.due_at, p.kind, p.subject_id, p.subject_no, p.title, p.company_id
    FROM ${processTasks} t JOIN ${processes} p ON p.id = t.process_id
    WHERE t.status = 'pending' AND t.overdue_at IS NULL AND t.reminded_at IS NULL
      AND t.due_at > ${now}
      AND t.due_at - (t.due_at - t.created_at) * ${reminderShare}::float8 <= ${now}
    ORDER BY t.due_at
    LIMIT ${limit}
    FOR UPDATE OF t SKIP LOCKED`);
  return rows.rows.map((row) => ({
    id: Number(row.id),
    assigneeId: Number(row.assignee_id),
    dueAt: new Date(row.due_at),
    process: {
      kind: row.kind,
      subjectId: Number(row.subject_id),
      subjectNo: row.subject_no,
      title: row.title,
      companyId: row.company_id === null ? null : Number(row.company_id),
    },
  }));
}

export async function markTasks(
  db: DbOrTx,
  ids: number[],
  values: { remindedAt?: Date; overdueAt?: Date },
): Promise<void> {
  if (ids.length > 0) await db.update(processTasks).set(values).where(inArray(processTasks.id, ids));
}

/** Processes with pending tasks due at `now` or before that the job has not handled, oldest due first. */
export async function findProcessesWithOverdueTasks(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db.execute<{ process_id: number }>(sql`
    SELECT process_id FROM ${processTasks}
    WHERE status = 'pending' AND overdue_at IS NULL AND due_at <= ${now}
    GROUP BY process_id ORDER BY min(due_at) LIMIT ${limit}`);
  return rows.rows.map((row) => Number(row.process_id));
}

/** A process's pending tasks due at `now` or before that the job has not handled (the process is locked). */
export function findOverdueTasks(tx: DbOrTx, processId: number, now: Date) {
  return tx
    .select()
    .from(processTasks)
    .where(
      and(
        eq(processTasks.processId, processId),
        eq(processTasks.status, 'pending'),
        sql`${processTasks.overdueAt} IS NULL AND ${processTasks.dueAt} <= ${now}`,
      ),
    )
    .orderBy(asc(processTasks.id));
}
