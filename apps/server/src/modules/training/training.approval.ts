/**
 * A registration's approval as a kind of process (the engine in `../processes`): the channel manager of
 * the person's company, then the session's trainer when the session asks for it (the step's condition
 * `trainerApproval`). A registration enters approval when it holds a seat (at registration, or when a
 * freed seat moves it up from the waiting list); its outcome moves it through its own transition table
 * (approve, reject), in the engine's transaction, and tells the person and its company's administrators.
 */
import type { Language, ProcessKind, ProcessStep } from '@portal/contract';
import { registrationTransitions, translate } from '@portal/contract';
import { insertAuditEntries } from '../../core/audit';
import { recordNotFound } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { transition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import { findActiveCompanyUsersWithRole } from '../identity';
import { notify } from '../notifications';
import type { ProcessKindRegistration, ProcessOutcome, ProcessSubject } from '../processes';
import { actOnSubject, openProcess, subjectWithdrawn } from '../processes';
import { findApprovalSubject } from './training.approval.repository';
import { returnHeldSeat } from './training.quotas.repository';
import * as repo from './training.registrations.repository';
import * as sessions from './training.repository';

export const registrationProcessKind = 'trainingRegistration' satisfies ProcessKind;

/** The subject's number on the process centre: the registration's id. */
const subjectNo = (id: number) => `TR-${id}`;

/** Channel manager, then the trainer where the session asks for it; each due in 48 hours. */
export const defaultRegistrationSteps: ProcessStep[] = [
  {
    names: { cn: '渠道经理审批', en: 'Channel manager approval', kr: '채널 매니저 승인' },
    approvers: [{ kind: 'channelManager' }],
    mode: 'oneOf',
    condition: null,
    dueHours: 48,
    escalateTo: [],
  },
  {
    names: { cn: '讲师审批', en: 'Trainer approval', kr: '강사 승인' },
    approvers: [{ kind: 'owner' }],
    mode: 'oneOf',
    condition: { field: 'trainerApproval', values: ['yes'] },
    dueHours: 48,
    escalateTo: [],
  },
];

/** The subject the engine reads; its `owner` is the session's trainer (the trainer's portal account). */
async function readRegistration(tx: DbOrTx, id: number): Promise<ProcessSubject | null> {
  const row = await findApprovalSubject(tx, id);
  if (!row) return null;
  return {
    no: subjectNo(row.id),
    title: `${row.courseCode} ${row.startsLocal} · ${row.personName}`,
    companyId: row.companyId,
    ownerId: row.trainerId,
    channelManagerId: row.channelManagerId,
    values: {
      productLine: row.productLineCode,
      region: row.region,
      partnerTier: row.tier,
      trainerApproval: row.trainerApproval ? 'yes' : 'no',
    },
  };
}

/**
 * Gives a freed seat to the first waiting person, and tells them; the seated registration enters its
 * approval. Answers whether somebody took the seat. (In the transaction that freed it, holding the session.)
 */
export async function seatFirstWaiting(
  tx: DbOrTx,
  sessionId: number,
  actor: Principal,
  lang: Language,
): Promise<boolean> {
  const next = await repo.lockFirstWaiting(tx, sessionId);
  if (!next) return false;
  await repo.setRegistrationStatus(tx, next.id, 'seated');
  await insertAuditEntries(tx, [
    {
      entity: 'training_registration',
      entityId: next.id,
      action: 'seatFromWaitingList',
      fromState: 'waiting',
      toState: 'seated',
      actorId: actor.userId,
    },
  ]);
  const facts = await repo.noticeFacts(tx, sessionId);
  await notify(tx, [next.userId], {
    kind: 'trainingSeated',
    subjectKind: 'trainingRegistration',
    subjectId: next.id,
    params: { no: facts?.startsLocal ?? '', title: facts?.code ?? '' },
    companyId: next.companyId,
  });
  await enterApproval(tx, next.id, next.registeredBy ?? actor.userId, actor, lang);
  return true;
}

/**
 * A seat freed by a cancel or a reject (the caller holds the session's row): a held seat goes back to its
 * company's quota while the quota lasts (training.quotas.ts); any other goes to the first waiting person,
 * or back to the general pool.
 */
export async function giveSeatBack(
  tx: DbOrTx,
  registration: { heldSeat: boolean; companyId: number; sessionId: number },
  actor: Principal,
  lang: Language,
): Promise<void> {
  if (registration.heldSeat && (await returnHeldSeat(tx, registration.sessionId, registration.companyId)))
    return;
  if (!(await seatFirstWaiting(tx, registration.sessionId, actor, lang)))
    await repo.freeSeat(tx, registration.sessionId);
}

/** A registration that took a seat enters its approval: its process starts, its first approvers are told. */
export function enterApproval(
  tx: DbOrTx,
  id: number,
  submitterId: number,
  actor: Principal,
  lang: Language,
): Promise<unknown> {
  return openProcess(tx, registrationProcess, id, submitterId, actor, lang);
}

/** A registration left approval by its own move (cancelled, marked): its running process ends, withdrawn. */
export function leaveApproval(tx: DbOrTx, id: number, principal: Principal): Promise<void> {
  return subjectWithdrawn(tx, registrationProcessKind, id, principal);
}

/**
 * approve or reject, as the process decided, through the registration's table with the deciding user:
 * the session's row first, then the registration (the order every move takes); a rejected seat goes to
 * the first waiting person in the same transaction (a held seat back to its company's quota). The person and its company's administrators are told.
 */
async function decide(
  tx: DbOrTx,
  id: number,
  action: 'approve' | 'reject',
  { principal, comment, lang }: ProcessOutcome,
): Promise<void> {
  const [found] = await repo.findRegistrationRowsByIds(tx, [id]);
  if (!found) throw recordNotFound();
  const session = await sessions.lockSession(tx, found.sessionId);
  const current = await repo.lockRegistration(tx, id, undefined);
  if (!current || !session) throw recordNotFound();
  await transition(
    tx,
    'training_registration',
    {
      table: registrationTransitions,
      action,
      record: { id, state: current.status },
      principal,
      refusal: 'training.error.illegalMove',
      refusalParams: { status: translate(lang, `training.status.${current.status}`) },
      comment,
    },
    async () => {
      await repo.setRegistrationStatus(tx, id, action === 'approve' ? 'approved' : 'rejected', comment);
      if (action === 'reject') await giveSeatBack(tx, current, principal, lang);
    },
  );
  const subject = await findApprovalSubject(tx, id);
  if (!subject) return;
  // The submitter hears of the outcome from the engine; the person and the administrators from here.
  const admins = await findActiveCompanyUsersWithRole(tx, subject.companyId, 'partner_admin');
  await notify(
    tx,
    [subject.userId, ...admins].filter((userId) => userId !== subject.registeredBy),
    {
      kind: action === 'approve' ? 'approved' : 'rejected',
      subjectKind: 'trainingRegistration',
      subjectId: id,
      params: {
        no: subjectNo(id),
        title: `${subject.courseCode} ${subject.startsLocal} · ${subject.personName}`,
        ...(comment ? { comment } : {}),
      },
      companyId: subject.companyId,
    },
    principal.userId,
  );
}

/**
 * A decision from the registrations screen (staff), in the caller's transaction: an action of the
 * registration's process (started now for a seated registration that has none), whose outcome moves it.
 */
export async function decideRegistration(
  tx: DbOrTx,
  id: number,
  submitterId: number,
  action: 'approve' | 'reject',
  principal: Principal,
  lang: Language,
  comment: string | null,
): Promise<void> {
  await actOnSubject(tx, registrationProcess, id, submitterId, { action, principal, lang, comment });
}

/** The registration approval, a kind of process the training module hands to the engine (training.module.ts). */
export const registrationProcess: ProcessKindRegistration = {
  kind: registrationProcessKind,
  fields: ['productLine', 'region', 'partnerTier', 'trainerApproval'],
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  defaultSteps: defaultRegistrationSteps,
  read: readRegistration,
  onApproved: (tx, id, outcome) => decide(tx, id, 'approve', outcome),
  onRejected: (tx, id, outcome) => decide(tx, id, 'reject', outcome),
};
