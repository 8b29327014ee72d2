/**
 * The engine's rule beyond the transition table: what the caller may do on a process (their tasks, whether
 * they submitted it or take part in it) and the message of a refusal. The table of
 * `packages/contract/src/processes/processes.transitions.ts` names the side and permission; this file the rest.
 */
import type { MessageKey, ProcessAction, ProcessState } from '@portal/contract';
import { processStatus, processTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { mayTakeRule } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import type { ProcessKindRegistration } from './processes.registry';
import type { ProcessKinds } from './processes.registry';
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

/** The actions an approver takes on their task. */
export const taskActions: readonly ProcessAction[] = ['approve', 'reject', 'return', 'transfer'];

/**
 * The refusal of an action the engine's rule does not allow the caller. An approver whose task of this
 * round was already handled (by another approver of a one-of step, or by an earlier request) is told so.
 */
export async function refusalFor(
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
