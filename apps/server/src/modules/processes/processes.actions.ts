/**
 * The actions on a process (`act`): the checks every action shares, then one function per action of the
 * table. Each runs in the caller's transaction with the process row locked (`FOR UPDATE`), so concurrent
 * actions on one step resolve one after the other: the first wins, the second finds its task closed.
 */
import type { Language, NoticeKind, ProcessAction, ProcessStep } from '@portal/contract';
import { processStatus, processTransitions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { mayTakeRule } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { DbOrTx } from '../../db/database';
import { delegateOf } from './processes.approvers';
import { advance, finish, openProcess } from './processes.engine';
import { markSubjectNoticesDone } from '../notifications';
import { tell } from './processes.notices';
import { findUser } from './processes.people.repository';
import type { ProcessKindRegistration, ProcessOutcome } from './processes.registry';
import { ProcessKinds } from './processes.registry';
import * as repo from './processes.repository';
import type { ProcessRow } from './processes.repository';
import { actorContext, engineAllows, refusalFor, stateOf, taskActions } from './processes.rules';

export interface ActionRequest {
  action: ProcessAction;
  principal: Principal;
  lang: Language;
  comment?: string | null;
  sentVersion?: number | undefined;
  /** transfer: the new approver. */
  toUserId?: number;
}

/** What one action works with, once the shared checks passed. */
interface ActionRun {
  tx: DbOrTx;
  process: ProcessRow & { steps: ProcessStep[] };
  request: ActionRequest;
  context: Awaited<ReturnType<typeof actorContext>>;
  /** The history entry of the action (an action may drop `onBehalfOfId` or add a target). */
  history: Parameters<typeof repo.insertHistory>[1];
  now: Date;
  myTaskIds: number[];
  /** What the kind's outcome callback receives. */
  outcome: ProcessOutcome;
}

/** The submitter's notice of an outcome, naming who decided and their comment. */
function tellSubmitter(run: ActionRun, kind: 'approved' | 'rejected' | 'returned') {
  const { tx, process, outcome } = run;
  return tell(tx, process, kind, [process.submitterId], {
    comment: outcome.comment,
    actorId: outcome.principal.userId,
  });
}

async function comment(run: ActionRun) {
  await repo.insertHistory(run.tx, { ...run.history, onBehalfOfId: null });
}

async function approve(run: ActionRun) {
  const { tx, process, context, myTaskIds } = run;
  const step = process.steps[process.stepIndex!]!;
  // The step's other pending tasks, as read under the process's lock.
  const pending = context.stepTasks.filter(
    (task) => task.status === 'pending' && !myTaskIds.includes(task.id),
  );
  const stepDone = !(step.mode === 'allOf' && pending.length > 0);
  // My task approved and, when that ends the step, the others cancelled: one statement.
  await repo.closeTasks(tx, myTaskIds, 'approved', run.now, stepDone ? pending.map((task) => task.id) : []);
  await repo.insertHistory(tx, run.history);
  if (!stepDone) {
    await repo.updateProcess(tx, process.id, {});
    return;
  }
  const registration = context.registration!;
  const subject = await registration.read(tx, process.subjectId);
  if (!subject) throw recordNotFound();
  if (!(await advance(tx, process, process.steps, process.stepIndex! + 1, subject, run.request.lang))) {
    await finish(tx, process, processStatus.completed, 'approved', true);
    await registration.onApproved(tx, process.subjectId, run.outcome);
    await tellSubmitter(run, 'approved');
  }
}

async function reject(run: ActionRun) {
  const { tx, process } = run;
  await repo.setTaskStatus(tx, run.myTaskIds, 'rejected', run.now);
  await repo.insertHistory(tx, run.history);
  await finish(tx, process, processStatus.completed, 'rejected');
  await run.context.registration!.onRejected(tx, process.subjectId, run.outcome);
  await tellSubmitter(run, 'rejected');
}

async function returnToSubmitter(run: ActionRun) {
  const { tx, process } = run;
  await repo.setTaskStatus(tx, run.myTaskIds, 'returned', run.now);
  await repo.insertHistory(tx, run.history);
  await finish(tx, process, processStatus.toBeSubmitted, 'returned');
  await run.context.registration!.onReturned!(tx, process.subjectId, run.outcome);
  await tellSubmitter(run, 'returned');
}

async function transfer(run: ActionRun) {
  const { tx, process, request, now } = run;
  const target = request.toUserId === undefined ? undefined : await findUser(tx, request.toUserId);
  if (
    !target ||
    target.kind !== 'internal' ||
    target.status !== 'active' ||
    target.id === request.principal.userId
  )
    throw refused('process.error.transferTarget');
  await repo.setTaskStatus(tx, run.myTaskIds, 'transferred', now);
  await repo.insertHistory(tx, { ...run.history, targetId: target.id });
  const assigneeId = await delegateOf(tx, target.id, now);
  const tasks = await repo.findStepTasks(tx, process.id, process.round, process.stepIndex!);
  if (!tasks.some((task) => task.status === 'pending' && task.assigneeId === assigneeId))
    await repo.insertTasks(tx, [
      {
        processId: process.id,
        round: process.round,
        stepIndex: process.stepIndex!,
        assigneeId,
        onBehalfOfId: assigneeId === target.id ? null : target.id,
        dueAt: run.context.myTasks[0]?.dueAt ?? null,
      },
    ]);
  await tell(tx, process, 'taskWaiting', [assigneeId]);
  await repo.updateProcess(tx, process.id, {});
}

async function withdraw(run: ActionRun) {
  const { tx, process } = run;
  await repo.insertHistory(tx, { ...run.history, onBehalfOfId: null });
  await finish(tx, process, processStatus.toBeSubmitted, 'withdrawn');
  await run.context.registration!.onWithdrawn!(tx, process.subjectId, run.outcome);
}

async function close(run: ActionRun) {
  await repo.insertHistory(run.tx, { ...run.history, onBehalfOfId: null });
  await finish(run.tx, run.process, processStatus.closed, 'closed');
}

const perform: Record<ProcessAction, (run: ActionRun) => Promise<void>> = {
  comment,
  approve,
  reject,
  return: returnToSubmitter,
  transfer,
  withdraw,
  close,
};

/**
 * One action on a process, in the caller's transaction: locks the process, checks the table, the version
 * and the engine's rule, moves the process, and on an outcome runs the kind's callback (which moves the
 * subject through its own table). Answers the process as it is after the action.
 */
export async function act(
  tx: DbOrTx,
  kinds: ProcessKinds,
  processId: number,
  request: ActionRequest,
  visible: (row: ProcessRow) => boolean,
): Promise<ProcessRow> {
  const process = await repo.lockProcess(tx, processId);
  if (!process || !visible(process)) throw recordNotFound();
  const { action, principal } = request;
  const rule = processTransitions[action];
  if (!mayTakeRule(rule, principal)) throw noPermission();
  if (request.sentVersion !== undefined) assertCurrentVersion(process.rowVersion, request.sentVersion);
  if (!rule.from.includes(stateOf(process.status))) {
    const handled =
      taskActions.includes(action) &&
      (await repo.hadClosedTask(tx, process.id, process.round, principal.userId));
    throw refused(handled ? 'process.error.taskClosed' : 'process.error.notProcessing', {
      no: process.subjectNo,
    });
  }
  const context = await actorContext(tx, kinds, process, principal);
  // A kind no module registers (any longer) can only be commented on and closed.
  if (!context.registration && action !== 'comment' && action !== 'close')
    throw refused('process.error.notSupported');
  if (!engineAllows(action, context))
    throw refused(await refusalFor(tx, process, action, context, principal), { no: process.subjectNo });

  const comment = request.comment ?? null;
  await perform[action]({
    tx,
    process,
    request,
    context,
    history: {
      processId: process.id,
      round: process.round,
      stepIndex: process.stepIndex,
      action,
      actorId: principal.userId,
      onBehalfOfId: context.myTasks[0]?.onBehalfOfId ?? null,
      comment,
    },
    now: new Date(),
    myTaskIds: context.myTasks.map((task) => task.id),
    outcome: { principal, comment, lang: request.lang },
  });
  // An approval-needed notice is done once its reader's task is: only those still waiting stay unread.
  await markSubjectNoticesDone(
    tx,
    { subjectKind: process.kind, subjectId: process.subjectId },
    taskNoticeKinds,
    await repo.findPendingAssignees(tx, process.id),
  );
  return process;
}

/** The notices that ask a reader to act on a step (done when the reader's task is). */
const taskNoticeKinds: readonly NoticeKind[] = ['taskWaiting', 'taskDueSoon', 'taskOverdue', 'taskEscalated'];

/**
 * An action on a subject's process from the subject module's own endpoint (a report's approve), in its
 * transaction: on the running process, started now for a subject submitted before the engine existed
 * (`submitterId` is who submitted it).
 */
export async function actOnSubject(
  tx: DbOrTx,
  kind: ProcessKindRegistration,
  subjectId: number,
  submitterId: number,
  request: ActionRequest,
): Promise<void> {
  const existing = await repo.lockProcessOfSubject(tx, kind.kind, subjectId);
  const id =
    existing?.status === processStatus.processing
      ? existing.id
      : (await openProcess(tx, kind, subjectId, submitterId, request.principal, request.lang)).id;
  await act(tx, new ProcessKinds([kind]), id, request, () => true);
}

/**
 * Whether the subject's running process waits for `userId` itself: a pending task of its own (a task its
 * delegation sent to another user is not). A module that approves on a user's behalf asks first.
 */
export async function waitsFor(
  tx: DbOrTx,
  kind: ProcessKindRegistration,
  subjectId: number,
  userId: number,
): Promise<boolean> {
  const process = await repo.lockProcessOfSubject(tx, kind.kind, subjectId);
  if (process?.status !== processStatus.processing) return false;
  return (await repo.findPendingAssignees(tx, process.id)).includes(userId);
}
