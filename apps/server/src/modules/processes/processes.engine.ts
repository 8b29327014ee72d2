/**
 * The approval engine: starts a subject's process and takes the process's actions, each inside the
 * caller's transaction with the process row locked (`FOR UPDATE`), so concurrent actions on one step
 * resolve one after the other: the first wins, the second finds its task closed and is refused.
 */
import type {
  Language,
  MessageKey,
  ProcessAction,
  ProcessKind,
  ProcessState,
  ProcessStatusCode,
  ProcessStep,
} from '@portal/contract';
import { nameInLanguage, processStatus, processTransitions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { mayTakeRule } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { DbOrTx } from '../../db/database';
import type { ProcessKindRegistration, ProcessSubject } from './processes.registry';
import { ProcessKinds } from './processes.registry';
import { conditionHolds, delegateOf, resolveApprovers, tasksFor } from './processes.approvers';
import { tell } from './processes.notices';
import * as repo from './processes.repository';
import type { ProcessRow, TaskRow } from './processes.repository';

const stateOfStatus: Record<number, ProcessState> = {
  [processStatus.toBeSubmitted]: 'toBeSubmitted',
  [processStatus.processing]: 'processing',
  [processStatus.completed]: 'completed',
  [processStatus.closed]: 'closed',
};

export function stateOf(status: number): ProcessState {
  return stateOfStatus[status] ?? 'closed';
}

export function kindOrThrow(kinds: ProcessKinds, kind: string): ProcessKindRegistration {
  const registration = kinds.of(kind);
  if (!registration) throw refused('process.error.notSupported');
  return registration;
}

/**
 * Activates the first step from `from` whose condition holds (the others are recorded as skipped) and
 * creates its tasks; answers false when no step is left. A refusal names the step in `lang`.
 */
async function advance(
  tx: DbOrTx,
  process: ProcessRow,
  steps: ProcessStep[],
  from: number,
  subject: ProcessSubject,
  lang: Language,
) {
  const now = new Date();
  for (let index = from; index < steps.length; index++) {
    const step = steps[index]!;
    if (!conditionHolds(step.condition, subject)) {
      await repo.insertHistory(tx, {
        processId: process.id,
        round: process.round,
        stepIndex: index,
        action: 'skip',
      });
      continue;
    }
    const approvers = await resolveApprovers(tx, step, subject);
    if (approvers.length === 0)
      throw refused('process.error.noApprover', { step: nameInLanguage(step.names, lang) });
    const dueAt = new Date(now.getTime() + step.dueHours * 3_600_000);
    const tasks = await tasksFor(tx, approvers, now);
    await repo.insertTasks(
      tx,
      tasks.map((task) => ({
        processId: process.id,
        round: process.round,
        stepIndex: index,
        dueAt,
        ...task,
      })),
    );
    await repo.updateProcess(tx, process.id, { stepIndex: index, stepDueAt: dueAt });
    await tell(
      tx,
      process,
      'taskWaiting',
      tasks.map((task) => task.assigneeId),
    );
    return true;
  }
  return false;
}

/** The definition new processes of a kind start with: the current version, or version 1 from the kind's default. */
export async function currentDefinition(tx: DbOrTx, registration: ProcessKindRegistration) {
  const found = await repo.findCurrentDefinition(tx, registration.kind);
  if (found) return found;
  await repo.lockDefinitionKind(tx, registration.kind);
  return (
    (await repo.findCurrentDefinition(tx, registration.kind)) ??
    repo.insertDefinition(tx, {
      kind: registration.kind,
      version: 1,
      steps: registration.defaultSteps,
      createdBy: null,
    })
  );
}

/**
 * Starts (or, after a return or a withdrawal, restarts as a new round) the process of a submitted
 * subject, in the submitting transaction, with the kind's current definition; `submitterId` is who
 * submitted it. Refused while the subject's process is running, or when a step's approvers resolve to
 * nobody. A definition whose every step is skipped completes at once (approved).
 */
export async function openProcess(
  tx: DbOrTx,
  registration: ProcessKindRegistration,
  subjectId: number,
  submitterId: number,
  actor: Principal,
  lang: Language = 'en',
): Promise<ProcessRow> {
  const { kind } = registration;
  const subject = await registration.read(tx, subjectId);
  if (!subject) throw recordNotFound();
  const definition = await currentDefinition(tx, registration);
  const existing = await repo.lockProcessOfSubject(tx, kind, subjectId);
  if (existing?.status === processStatus.processing)
    throw refused('process.error.alreadyRunning', { no: subject.no });
  const values = {
    subjectNo: subject.no,
    title: subject.title,
    definitionId: definition.id,
    status: processStatus.processing,
    outcome: null,
    submitterId,
    companyId: subject.companyId,
    stepIndex: null,
    stepDueAt: null,
    startedAt: new Date(),
    finishedAt: null,
  };
  let process: ProcessRow;
  if (existing) {
    await repo.cancelPendingTasks(tx, existing.id);
    await repo.updateProcess(tx, existing.id, { ...values, round: existing.round + 1 });
    process = { ...existing, ...values, round: existing.round + 1 };
  } else {
    process = await repo.insertProcess(tx, { kind, subjectId, ...values });
  }
  await repo.insertHistory(tx, {
    processId: process.id,
    round: process.round,
    action: 'submit',
    actorId: submitterId,
  });
  if (!(await advance(tx, process, definition.steps, 0, subject, lang))) {
    await finish(tx, process, processStatus.completed, 'approved');
    await registration.onApproved(tx, subjectId, { principal: actor, comment: null, lang });
  }
  return process;
}

/** `startProcess(tx, kind, subjectId, principal)`: the submitter is the caller; `kind` is the subject module's own. */
export function startProcess(
  tx: DbOrTx,
  kind: ProcessKindRegistration,
  subjectId: number,
  principal: Principal,
  lang?: Language,
) {
  return openProcess(tx, kind, subjectId, principal.userId, principal, lang);
}

/** Ends a process; `tasksClosed`: the caller already closed every pending task (no UPDATE of them). */
async function finish(
  tx: DbOrTx,
  process: ProcessRow,
  status: ProcessStatusCode,
  outcome: ProcessRow['outcome'],
  tasksClosed = false,
) {
  if (!tasksClosed) await repo.cancelPendingTasks(tx, process.id);
  await repo.updateProcess(tx, process.id, {
    status,
    outcome,
    stepIndex: null,
    stepDueAt: null,
    finishedAt: status === processStatus.toBeSubmitted ? null : new Date(),
  });
}

export interface ActionRequest {
  action: ProcessAction;
  principal: Principal;
  lang: Language;
  comment?: string | null;
  sentVersion?: number | undefined;
  /** transfer: the new approver. */
  toUserId?: number;
}

/** What the caller may do on a process beyond the table's side and permission (the engine's rule). */
export interface ActorContext {
  /** The caller's pending tasks of the current step. */
  myTasks: readonly { id: number }[];
  isSubmitter: boolean;
  takesPart: boolean;
  registration: ProcessKindRegistration | undefined;
}

export function engineAllows(action: ProcessAction, context: ActorContext): boolean {
  switch (action) {
    case 'approve':
    case 'reject':
    case 'transfer':
      return context.myTasks.length > 0;
    case 'return':
      return context.myTasks.length > 0 && context.registration?.onReturned !== undefined;
    case 'withdraw':
      return context.isSubmitter && context.registration?.onWithdrawn !== undefined;
    case 'comment':
      return context.takesPart;
    case 'close':
      return true;
  }
}

/**
 * The caller's context on a locked (or read) process; `stepTasks` are every task of the current step (none
 * unless processing). `knownParticipant`: the caller is known to take part (they just acted on it).
 */
export async function actorContext(
  db: DbOrTx,
  kinds: ProcessKinds,
  process: Pick<ProcessRow, 'id' | 'kind' | 'status' | 'round' | 'stepIndex' | 'submitterId'>,
  principal: Principal,
  knownParticipant = false,
): Promise<ActorContext & { myTasks: TaskRow[]; stepTasks: TaskRow[] }> {
  const stepTasks =
    process.status === processStatus.processing && process.stepIndex !== null
      ? await repo.findStepTasks(db, process.id, process.round, process.stepIndex)
      : [];
  const myTasks = stepTasks.filter(
    (task) => task.status === 'pending' && task.assigneeId === principal.userId,
  );
  const isSubmitter = process.submitterId === principal.userId;
  const admin = mayTakeRule(processTransitions.close, principal);
  return {
    myTasks,
    stepTasks,
    isSubmitter,
    takesPart:
      knownParticipant ||
      isSubmitter ||
      admin ||
      myTasks.length > 0 ||
      (await repo.takesPart(db, process.id, principal.userId)),
    registration: kinds.of(process.kind),
  };
}

const taskActions: readonly ProcessAction[] = ['approve', 'reject', 'return', 'transfer'];

/**
 * The refusal of an action the engine's rule does not allow the caller. An approver whose task of this
 * round was already handled (by another approver of a one-of step, or by an earlier request) is told so.
 */
async function refusalFor(
  tx: DbOrTx,
  process: ProcessRow,
  action: ProcessAction,
  context: ActorContext,
  principal: Principal,
): Promise<MessageKey> {
  if (action === 'withdraw')
    return context.registration?.onWithdrawn ? 'process.error.notSubmitter' : 'process.error.notSupported';
  if (action === 'comment') return 'process.error.notParticipant';
  if (action === 'return' && context.myTasks.length > 0) return 'process.error.notSupported';
  return (await repo.hadClosedTask(tx, process.id, process.round, principal.userId))
    ? 'process.error.taskClosed'
    : 'process.error.notYourTask';
}

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

  const now = new Date();
  const comment = request.comment ?? null;
  const myTask = context.myTasks[0];
  const history = {
    processId: process.id,
    round: process.round,
    stepIndex: process.stepIndex,
    action,
    actorId: principal.userId,
    onBehalfOfId: myTask?.onBehalfOfId ?? null,
    comment,
  };
  const registration = context.registration;
  const outcome = { principal, comment, lang: request.lang };
  const myTaskIds = context.myTasks.map((task) => task.id);

  switch (action) {
    case 'comment':
      await repo.insertHistory(tx, { ...history, onBehalfOfId: null });
      break;
    case 'approve': {
      const step = process.steps[process.stepIndex!]!;
      // The step's other pending tasks, as read under the process's lock.
      const pending = context.stepTasks.filter(
        (task) => task.status === 'pending' && !myTaskIds.includes(task.id),
      );
      const stepDone = !(step.mode === 'allOf' && pending.length > 0);
      // My task approved and, when that ends the step, the others cancelled: one statement.
      await repo.closeTasks(tx, myTaskIds, 'approved', now, stepDone ? pending.map((task) => task.id) : []);
      await repo.insertHistory(tx, history);
      if (!stepDone) {
        await repo.updateProcess(tx, process.id, {});
        break;
      }
      const subject = await registration!.read(tx, process.subjectId);
      if (!subject) throw recordNotFound();
      if (!(await advance(tx, process, process.steps, process.stepIndex! + 1, subject, request.lang))) {
        await finish(tx, process, processStatus.completed, 'approved', true);
        await registration!.onApproved(tx, process.subjectId, outcome);
        await tell(tx, process, 'approved', [process.submitterId], { comment, actorId: principal.userId });
      }
      break;
    }
    case 'reject':
      await repo.setTaskStatus(tx, myTaskIds, 'rejected', now);
      await repo.insertHistory(tx, history);
      await finish(tx, process, processStatus.completed, 'rejected');
      await registration!.onRejected(tx, process.subjectId, outcome);
      await tell(tx, process, 'rejected', [process.submitterId], { comment, actorId: principal.userId });
      break;
    case 'return':
      await repo.setTaskStatus(tx, myTaskIds, 'returned', now);
      await repo.insertHistory(tx, history);
      await finish(tx, process, processStatus.toBeSubmitted, 'returned');
      await registration!.onReturned!(tx, process.subjectId, outcome);
      await tell(tx, process, 'returned', [process.submitterId], { comment, actorId: principal.userId });
      break;
    case 'transfer': {
      const target = request.toUserId === undefined ? undefined : await repo.findUser(tx, request.toUserId);
      if (
        !target ||
        target.kind !== 'internal' ||
        target.status !== 'active' ||
        target.id === principal.userId
      )
        throw refused('process.error.transferTarget');
      await repo.setTaskStatus(tx, myTaskIds, 'transferred', now);
      await repo.insertHistory(tx, { ...history, targetId: target.id });
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
            dueAt: myTask?.dueAt ?? null,
          },
        ]);
      await tell(tx, process, 'taskWaiting', [assigneeId]);
      await repo.updateProcess(tx, process.id, {});
      break;
    }
    case 'withdraw':
      await repo.insertHistory(tx, { ...history, onBehalfOfId: null });
      await finish(tx, process, processStatus.toBeSubmitted, 'withdrawn');
      await registration!.onWithdrawn!(tx, process.subjectId, outcome);
      break;
    case 'close':
      await repo.insertHistory(tx, { ...history, onBehalfOfId: null });
      await finish(tx, process, processStatus.closed, 'closed');
      break;
  }
  return process;
}

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
 * The subject left its process by its own module's move (a report withdrawn from its own screen): the
 * running process becomes "to be submitted" (outcome withdrawn) with an entry in its history. No callback.
 */
export async function subjectWithdrawn(
  tx: DbOrTx,
  kind: ProcessKind,
  subjectId: number,
  principal: Principal,
) {
  const process = await repo.lockProcessOfSubject(tx, kind, subjectId);
  if (process?.status !== processStatus.processing) return;
  await repo.insertHistory(tx, {
    processId: process.id,
    round: process.round,
    stepIndex: process.stepIndex,
    action: 'withdraw',
    actorId: principal.userId,
  });
  await finish(tx, process, processStatus.toBeSubmitted, 'withdrawn');
}
