/**
 * Drizzle queries of processes, their tasks and history; each takes `db` or `tx`. The other tables of the
 * module have their own repositories: `processes.definitions`, `.people`, `.delegations` and `.deadlines`.
 */
import type { ProcessKind, ProcessStep } from '@portal/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { processDefinitions, processes, processHistory, processTasks } from '../../db/schema';

export type ProcessRow = typeof processes.$inferSelect;
export type TaskRow = typeof processTasks.$inferSelect;

/** Locks a process (its row only) and answers it with the steps of its definition. */
export async function lockProcess(
  tx: DbOrTx,
  id: number,
): Promise<(ProcessRow & { steps: ProcessStep[] }) | undefined> {
  const [row] = await tx
    .select({ process: processes, steps: processDefinitions.steps })
    .from(processes)
    .innerJoin(processDefinitions, eq(processDefinitions.id, processes.definitionId))
    .where(eq(processes.id, id))
    .for('update', { of: processes });
  return row && { ...row.process, steps: row.steps };
}

export async function lockProcessOfSubject(
  tx: DbOrTx,
  kind: ProcessKind,
  subjectId: number,
): Promise<ProcessRow | undefined> {
  const [row] = await tx
    .select()
    .from(processes)
    .where(and(eq(processes.kind, kind), eq(processes.subjectId, subjectId)))
    .for('update');
  return row;
}

export async function insertProcess(db: DbOrTx, values: typeof processes.$inferInsert): Promise<ProcessRow> {
  const [row] = await db.insert(processes).values(values).returning();
  return row!;
}

export async function updateProcess(
  db: DbOrTx,
  id: number,
  values: Partial<typeof processes.$inferInsert>,
): Promise<void> {
  await db
    .update(processes)
    .set({ ...values, updatedAt: new Date(), rowVersion: sql`${processes.rowVersion} + 1` })
    .where(eq(processes.id, id));
}

export async function insertTasks(db: DbOrTx, rows: (typeof processTasks.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(processTasks).values(rows);
}

/** The tasks of one step of one round, in creation order. */
export function findStepTasks(db: DbOrTx, processId: number, round: number, stepIndex: number) {
  return db
    .select()
    .from(processTasks)
    .where(
      and(
        eq(processTasks.processId, processId),
        eq(processTasks.round, round),
        eq(processTasks.stepIndex, stepIndex),
      ),
    )
    .orderBy(asc(processTasks.id));
}

export async function setTaskStatus(
  db: DbOrTx,
  ids: number[],
  status: TaskRow['status'],
  actedAt: Date | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db.update(processTasks).set({ status, actedAt }).where(inArray(processTasks.id, ids));
}

/**
 * Closes the caller's tasks with their decision and, in the same statement, cancels the step's other
 * pending tasks (`cancelled`, possibly none).
 */
export async function closeTasks(
  db: DbOrTx,
  ids: number[],
  status: TaskRow['status'],
  actedAt: Date,
  cancelled: number[],
): Promise<void> {
  if (cancelled.length === 0) return setTaskStatus(db, ids, status, actedAt);
  const mine = ids.length > 0 ? inArray(processTasks.id, ids) : sql`FALSE`;
  await db
    .update(processTasks)
    .set({
      status: sql`CASE WHEN ${mine} THEN ${status} ELSE 'cancelled' END`,
      actedAt: sql`CASE WHEN ${mine} THEN ${actedAt.toISOString()}::timestamptz END`,
    })
    .where(inArray(processTasks.id, [...ids, ...cancelled]));
}

/** Whether a user had a task of a round that is no longer pending (handled, by them or another approver). */
export async function hadClosedTask(db: DbOrTx, processId: number, round: number, userId: number) {
  const rows = await db
    .select({ id: processTasks.id })
    .from(processTasks)
    .where(
      and(
        eq(processTasks.processId, processId),
        eq(processTasks.round, round),
        eq(processTasks.assigneeId, userId),
        sql`${processTasks.status} <> 'pending'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Who still has a pending task on a process. */
export async function findPendingAssignees(db: DbOrTx, processId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: processTasks.assigneeId })
    .from(processTasks)
    .where(and(eq(processTasks.processId, processId), eq(processTasks.status, 'pending')));
  return rows.map((row) => row.userId);
}

/** Ends every pending task of a process (the process left its step). */
export async function cancelPendingTasks(db: DbOrTx, processId: number): Promise<void> {
  await db
    .update(processTasks)
    .set({ status: 'cancelled' })
    .where(and(eq(processTasks.processId, processId), eq(processTasks.status, 'pending')));
}

/**
 * Writes a history entry, timed by the server's clock as the process's own times are (the database's
 * now() is the transaction's start, which would put an entry before the start it follows).
 */
export async function insertHistory(db: DbOrTx, values: typeof processHistory.$inferInsert): Promise<void> {
  await db.insert(processHistory).values({ createdAt: new Date(), ...values });
}

/** Whether a user has or had a task in the process, or acted on it. */
export async function takesPart(db: DbOrTx, processId: number, userId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    SELECT 1 FROM ${processTasks} WHERE process_id = ${processId}
      AND (assignee_id = ${userId} OR on_behalf_of_id = ${userId})
    UNION ALL
    SELECT 1 FROM ${processHistory} WHERE process_id = ${processId} AND actor_id = ${userId}
    LIMIT 1`);
  return rows.rows.length > 0;
}

/** The pending tasks of the current step that wait for a user, per process. */
export async function findMyPendingTasks(db: DbOrTx, processIds: number[], userId: number) {
  if (processIds.length === 0) return [];
  return db
    .select({ processId: processTasks.processId, id: processTasks.id })
    .from(processTasks)
    .innerJoin(processes, eq(processes.id, processTasks.processId))
    .where(
      and(
        inArray(processTasks.processId, processIds),
        eq(processTasks.assigneeId, userId),
        eq(processTasks.status, 'pending'),
        eq(processTasks.round, processes.round),
        eq(processTasks.stepIndex, processes.stepIndex),
      ),
    );
}
