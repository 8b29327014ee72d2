/** Drizzle queries of the processes module; each takes `db` or `tx`. */
import type { ProcessKind, ProcessStep } from '@portal/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  processDefinitions,
  processDelegations,
  processes,
  processHistory,
  processTasks,
  roles,
  users,
} from '../../db/schema';

export type ProcessRow = typeof processes.$inferSelect;
export type TaskRow = typeof processTasks.$inferSelect;
export type DefinitionRow = typeof processDefinitions.$inferSelect;

// ---------------------------------------------------------------- definitions

export async function findCurrentDefinition(
  db: DbOrTx,
  kind: ProcessKind,
): Promise<DefinitionRow | undefined> {
  const [row] = await db
    .select()
    .from(processDefinitions)
    .where(eq(processDefinitions.kind, kind))
    .orderBy(desc(processDefinitions.version))
    .limit(1);
  return row;
}

export async function findDefinition(db: DbOrTx, kind: ProcessKind, version: number) {
  const creator = alias(users, 'creator');
  const [row] = await db
    .select({ definition: processDefinitions, createdByName: creator.displayName })
    .from(processDefinitions)
    .leftJoin(creator, eq(creator.id, processDefinitions.createdBy))
    .where(and(eq(processDefinitions.kind, kind), eq(processDefinitions.version, version)))
    .limit(1);
  return row;
}

export async function insertDefinition(
  db: DbOrTx,
  values: { kind: ProcessKind; version: number; steps: ProcessStep[]; createdBy: number | null },
): Promise<DefinitionRow> {
  const [row] = await db.insert(processDefinitions).values(values).returning();
  return row!;
}

/** The current version of every kind that has one, with its author. */
export function findCurrentDefinitions(db: DbOrTx) {
  const creator = alias(users, 'creator');
  return db
    .selectDistinctOn([processDefinitions.kind], {
      kind: processDefinitions.kind,
      version: processDefinitions.version,
      steps: processDefinitions.steps,
      createdAt: processDefinitions.createdAt,
      createdByName: creator.displayName,
    })
    .from(processDefinitions)
    .leftJoin(creator, eq(creator.id, processDefinitions.createdBy))
    .orderBy(processDefinitions.kind, desc(processDefinitions.version));
}

/** Serialises the saves of one kind's definition (two-key advisory lock). */
export async function lockDefinitionKind(tx: DbOrTx, kind: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727274120, hashtext(${kind}))`);
}

// ---------------------------------------------------------------- people

const activeUser = eq(users.status, 'active');

export async function roleExists(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code)).limit(1);
  return rows.length > 0;
}

export async function findUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.displayName, kind: users.kind, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function activeUsersAmong(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), activeUser));
  return new Set(rows.map((row) => row.id));
}

export function findRoleOptions(db: DbOrTx) {
  return db
    .select({ code: roles.code, titleKey: roles.titleKey })
    .from(roles)
    .where(eq(roles.kind, 'internal'))
    .orderBy(roles.id);
}

export function findInternalUserOptions(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.displayName, username: users.username })
    .from(users)
    .where(and(eq(users.kind, 'internal'), activeUser))
    .orderBy(users.displayName);
}

// ---------------------------------------------------------------- delegations

export async function findDelegation(db: DbOrTx, userId: number) {
  const delegate = alias(users, 'delegate');
  const [row] = await db
    .select({
      delegateId: processDelegations.delegateId,
      delegateName: delegate.displayName,
      fromAt: processDelegations.fromAt,
      untilAt: processDelegations.untilAt,
    })
    .from(processDelegations)
    .innerJoin(delegate, eq(delegate.id, processDelegations.delegateId))
    .where(eq(processDelegations.userId, userId));
  return row;
}

/** The delegate of a user at an instant, if any. */
export async function findActiveDelegate(db: DbOrTx, userId: number, at: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ delegateId: processDelegations.delegateId })
    .from(processDelegations)
    .where(
      and(
        eq(processDelegations.userId, userId),
        sql`${processDelegations.fromAt} <= ${at.toISOString()}`,
        sql`${processDelegations.untilAt} > ${at.toISOString()}`,
      ),
    );
  return row?.delegateId;
}

/** Delegations whose period overlaps [from, until): user → delegate. */
export async function findOverlappingDelegations(db: DbOrTx, from: Date, until: Date) {
  const rows = await db
    .select({ userId: processDelegations.userId, delegateId: processDelegations.delegateId })
    .from(processDelegations)
    .where(
      and(
        sql`${processDelegations.fromAt} < ${until.toISOString()}`,
        sql`${processDelegations.untilAt} > ${from.toISOString()}`,
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.delegateId]));
}

export async function saveDelegation(
  db: DbOrTx,
  userId: number,
  value: { delegateId: number; fromAt: Date; untilAt: Date } | null,
): Promise<void> {
  if (!value) {
    await db.delete(processDelegations).where(eq(processDelegations.userId, userId));
    return;
  }
  await db
    .insert(processDelegations)
    .values({ userId, ...value })
    .onConflictDoUpdate({ target: processDelegations.userId, set: { ...value, updatedAt: new Date() } });
}

/** Serialises delegation saves, so two saves cannot form a cycle between their checks. */
export async function lockDelegations(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(727274121)`);
}

// ---------------------------------------------------------------- processes

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

// ---------------------------------------------------------------- deadlines (the deadline job)

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
