/**
 * The approval engine: starts (or restarts) a subject's process, advances it to its next step and finishes
 * it, inside the caller's transaction. The actions on a process are `processes.actions.ts`; what the caller
 * may do beyond the transition table is `processes.rules.ts`.
 */
import type { Language, ProcessKind, ProcessStatusCode, ProcessStep } from '@portal/contract';
import { nameInLanguage, processStatus } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { DbOrTx } from '../../db/database';
import { conditionHolds, resolveApprovers, tasksFor } from './processes.approvers';
import * as definitions from './processes.definitions.repository';
import { tell } from './processes.notices';
import type { ProcessKindRegistration, ProcessSubject } from './processes.registry';
import type { ProcessKinds } from './processes.registry';
import * as repo from './processes.repository';
import type { ProcessRow } from './processes.repository';

export function kindOrThrow(kinds: ProcessKinds, kind: string): ProcessKindRegistration {
  const registration = kinds.of(kind);
  if (!registration) throw refused('process.error.notSupported');
  return registration;
}

/**
 * Activates the first step from `from` whose condition holds (the others are recorded as skipped) and
 * creates its tasks; answers false when no step is left. A refusal names the step in `lang`.
 */
export async function advance(
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
  const found = await definitions.findCurrentDefinition(tx, registration.kind);
  if (found) return found;
  await definitions.lockDefinitionKind(tx, registration.kind);
  return (
    (await definitions.findCurrentDefinition(tx, registration.kind)) ??
    definitions.insertDefinition(tx, {
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
export async function finish(
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
