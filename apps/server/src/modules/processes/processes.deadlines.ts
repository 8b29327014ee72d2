/**
 * Deadlines of process tasks, run by the deadline job (`processDeadlineJob`) with the time it is given (a
 * fake clock in tests): a reminder to the assignee when a quarter of a task's time is left, and when a task
 * is overdue, its escalation to the approvers its step names (`escalateTo`), or else a notice to its
 * assignee. Each task is handled once: the marks (`reminded_at`, `overdue_at`) are written in the
 * transaction that tells, and rows are locked, so two runs at once (two server processes) never repeat one.
 */
import type { ProcessStep } from '@portal/contract';
import { processStatus } from '@portal/contract';
import type { Database, DbOrTx } from '../../db/database';
import * as deadlines from './processes.deadlines.repository';
import type { ScheduledJob } from '../../core/jobs';
import { resolveApprovers, tasksFor } from './processes.approvers';
import { tell } from './processes.notices';
import type { ProcessKinds } from './processes.registry';
import * as repo from './processes.repository';
import type { ProcessRow, TaskRow } from './processes.repository';

/** Tasks reminded per transaction; a run repeats until none is left. */
const reminderBatch = 200;
/** Processes whose overdue tasks one run handles (one transaction each). */
const overdueBatch = 200;

/** Reminds the assignees of tasks near their due time; answers how many were reminded. */
export async function remindTasksDueSoon(db: Database, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const tasks = await deadlines.lockTasksDueSoon(tx, now, reminderBatch);
      for (const task of tasks)
        await tell(tx, task.process, 'taskDueSoon', [task.assigneeId], { until: task.dueAt });
      await deadlines.markTasks(
        tx,
        tasks.map((task) => task.id),
        { remindedAt: now },
      );
      return tasks.length;
    });
    total += count;
    if (count < reminderBatch) return total;
  }
}

/**
 * The overdue tasks of one locked process: a task of the current step is escalated when its step names
 * whom to (and it was not itself escalated), otherwise its assignee is told it is overdue; a task of an
 * earlier round or step (left pending by a process that moved on) is only marked.
 */
async function handleOverdue(
  tx: DbOrTx,
  process: ProcessRow & { steps: ProcessStep[] },
  tasks: TaskRow[],
  now: Date,
  kinds: ProcessKinds,
): Promise<number> {
  const current = (task: TaskRow) =>
    process.status === processStatus.processing &&
    task.round === process.round &&
    task.stepIndex === process.stepIndex;
  await deadlines.markTasks(
    tx,
    tasks.filter((task) => !current(task)).map((task) => task.id),
    { overdueAt: now },
  );
  const due = tasks.filter(current);
  if (due.length === 0) return 0;
  const step = process.steps[process.stepIndex!]!;
  const registration = kinds.of(process.kind);
  const subject = registration && (await registration.read(tx, process.subjectId));
  const targets =
    subject && step.escalateTo.length > 0
      ? await resolveApprovers(tx, { ...step, approvers: step.escalateTo }, subject)
      : [];
  const stepTasks = await repo.findStepTasks(tx, process.id, process.round, process.stepIndex!);
  const waiting = new Set(stepTasks.filter((t) => t.status === 'pending').map((t) => t.assigneeId));
  const dueAt = new Date(now.getTime() + step.dueHours * 3_600_000);
  let escalated = false;

  for (const task of due) {
    // Escalation goes to users who do not hold a task of the step yet (the overdue assignee included).
    const fresh =
      task.escalatedFromId === null
        ? (await tasksFor(tx, targets, now)).filter((t) => !waiting.has(t.assigneeId))
        : [];
    if (fresh.length === 0) {
      await deadlines.markTasks(tx, [task.id], { overdueAt: now });
      await tell(tx, process, 'taskOverdue', [task.assigneeId], { until: task.dueAt ?? undefined });
      continue;
    }
    await repo.setTaskStatus(tx, [task.id], 'escalated', now);
    await deadlines.markTasks(tx, [task.id], { overdueAt: now });
    waiting.delete(task.assigneeId);
    for (const next of fresh) waiting.add(next.assigneeId);
    await repo.insertTasks(
      tx,
      fresh.map((next) => ({
        processId: process.id,
        round: process.round,
        stepIndex: process.stepIndex!,
        dueAt,
        escalatedFromId: task.id,
        ...next,
      })),
    );
    for (const next of fresh)
      await repo.insertHistory(tx, {
        processId: process.id,
        round: process.round,
        stepIndex: process.stepIndex,
        action: 'escalate',
        actorId: null,
        onBehalfOfId: task.onBehalfOfId ?? task.assigneeId,
        targetId: next.assigneeId,
      });
    await tell(
      tx,
      process,
      'taskEscalated',
      fresh.map((next) => next.assigneeId),
      { until: dueAt },
    );
    escalated = true;
  }
  // The step's due time moves with its escalated tasks (and the row version, so stale screens reload).
  if (escalated) await repo.updateProcess(tx, process.id, { stepDueAt: dueAt });
  return due.length;
}

/** Escalates (or tells about) the tasks overdue at `now`; answers how many were handled. `kinds` read the subjects. */
export async function handleOverdueTasks(db: Database, now: Date, kinds: ProcessKinds): Promise<number> {
  let total = 0;
  for (;;) {
    const processIds = await deadlines.findProcessesWithOverdueTasks(db, now, overdueBatch);
    const failures: unknown[] = [];
    for (const processId of processIds)
      try {
        total += await db.transaction(async (tx) => {
          // The engine's order: the process first, then its tasks; a concurrent action waits or has moved it.
          const process = await repo.lockProcess(tx, processId);
          if (!process) return 0;
          const tasks = await deadlines.findOverdueTasks(tx, processId, now);
          return tasks.length === 0 ? 0 : handleOverdue(tx, process, tasks, now, kinds);
        });
      } catch (error) {
        // One process that cannot be handled (its subject gone) does not hold up the others; the job fails
        // after the batch (and is logged), and the next run tries that process again.
        failures.push(error);
      }
    if (failures.length > 0) throw new AggregateError(failures, 'Some overdue process tasks failed');
    if (processIds.length < overdueBatch) return total;
  }
}

/** The deadline job: every minute, reminders first, then overdue tasks. */
export const processDeadlineJob: ScheduledJob<{ processKinds: ProcessKinds }> = {
  name: 'process-deadlines',
  cron: '* * * * *',
  run: async ({ db, now, processKinds }) => {
    const reminded = await remindTasksDueSoon(db, now);
    const overdue = await handleOverdueTasks(db, now, processKinds);
    return { reminded, overdue };
  },
};
