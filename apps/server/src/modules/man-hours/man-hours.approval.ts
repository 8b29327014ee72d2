/**
 * A timesheet's approval as two kinds of process (the engine in `../processes`). A partner's person:
 * the company's partner administrator (the `owner` of the subject: the administrator who submitted the
 * week, else the company's first), then the company's channel manager. Staff: an administrator (user
 * accounts record no manager, so "their manager" cannot be resolved; an administrator may name one in the
 * work-flow editor). The callbacks move the timesheet through its own table, in the engine's transaction.
 */
import type { ProcessKind } from '@portal/contract';
import { timesheetTransitions, translate } from '@portal/contract';
import { recordNotFound } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { transition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import type { ProcessKindRegistration, ProcessOutcome, ProcessSubject } from '../processes';
import * as repo from './man-hours.repository';

export const partnerTimesheetKind = 'partnerTimesheet' satisfies ProcessKind;
export const staffTimesheetKind = 'staffTimesheet' satisfies ProcessKind;

/**
 * The reasons per entry of a rejection decided on the timesheet's own screen, handed to the rejection's
 * callback in the same transaction (the engine locks the process before the callback locks the
 * timesheet, the order every decision takes).
 */
const reasonsOfRejection = new WeakMap<DbOrTx, Map<number, string>>();

export function withRejectionReasons(tx: DbOrTx, reasons: Map<number, string>): void {
  reasonsOfRejection.set(tx, reasons);
}

async function readTimesheet(tx: DbOrTx, id: number): Promise<ProcessSubject | null> {
  const row = await repo.findTimesheetRow(tx, id);
  if (!row) return null;
  const person = await repo.findPerson(tx, row.userId);
  const title = `${person?.name ?? ''} ${row.weekStart}`;
  if (row.companyId === null)
    return {
      no: `TS-${row.weekStart}-${row.userId}`,
      title,
      companyId: null,
      ownerId: null,
      channelManagerId: null,
      values: {},
    };
  const admins = await repo.partnerAdminsOf(tx, row.companyId);
  const owner =
    row.submittedBy !== null && admins.includes(row.submittedBy) ? row.submittedBy : (admins[0] ?? null);
  return {
    no: `TS-${row.weekStart}-${row.userId}`,
    title,
    companyId: row.companyId,
    ownerId: owner,
    channelManagerId: await repo.channelManagerOf(tx, row.companyId),
    values: {},
  };
}

async function decide(
  tx: DbOrTx,
  id: number,
  action: 'approve' | 'reject' | 'withdraw',
  { principal, comment, lang }: ProcessOutcome,
): Promise<void> {
  const row = await repo.lockTimesheet(tx, id, undefined);
  if (!row) throw recordNotFound();
  await transition(
    tx,
    repo.timesheetEntity,
    {
      table: timesheetTransitions,
      action,
      record: { id, state: row.status },
      principal: principal satisfies Principal,
      refusal: 'manHours.error.illegalMove',
      refusalParams: { status: translate(lang, `manHours.status.${row.status}`) },
      comment,
      // The engine decided who may act; the timesheet's own rule is the state.
      allowed: true,
    },
    async (to) => {
      await repo.setTimesheet(tx, id, {
        status: to,
        decidedAt: to === 'approved' || to === 'rejected' ? new Date() : null,
      });
      if (to === 'approved') await repo.setEntriesOfTimesheet(tx, id, 'approved');
      else if (to === 'open') await repo.setEntriesOfTimesheet(tx, id, 'draft');
      else if (to === 'rejected') {
        const reasons = reasonsOfRejection.get(tx);
        reasonsOfRejection.delete(tx);
        if (reasons && reasons.size > 0)
          for (const [entryId, reason] of reasons) await repo.rejectEntry(tx, entryId, reason);
        else
          // Rejected from the process centre: every entry, with the comment as its reason.
          for (const entry of await repo.entriesOfTimesheet(tx, id))
            await repo.rejectEntry(tx, entry.id, comment ?? '');
      }
    },
  );
}

const outcomes = {
  fields: [],
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  read: readTimesheet,
  onApproved: (tx, id, outcome) => decide(tx, id, 'approve', outcome),
  onRejected: (tx, id, outcome) => decide(tx, id, 'reject', outcome),
  onWithdrawn: (tx, id, outcome) => decide(tx, id, 'withdraw', outcome),
} satisfies Omit<ProcessKindRegistration, 'kind' | 'defaultSteps'>;

/** A partner's person's week: the partner administrator, then the channel manager. */
export const partnerTimesheetProcess: ProcessKindRegistration = {
  ...outcomes,
  kind: partnerTimesheetKind,
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  defaultSteps: [
    {
      names: { cn: '伙伴管理员审批', en: 'Partner administrator approval', kr: '파트너 관리자 승인' },
      approvers: [{ kind: 'owner' }],
      mode: 'oneOf',
      condition: null,
      dueHours: 48,
      escalateTo: [],
    },
    {
      names: { cn: '渠道经理审批', en: 'Channel manager approval', kr: '채널 매니저 승인' },
      approvers: [{ kind: 'channelManager' }],
      mode: 'oneOf',
      condition: null,
      dueHours: 48,
      escalateTo: [],
    },
  ],
};

/** A staff member's week: an administrator. */
export const staffTimesheetProcess: ProcessKindRegistration = {
  ...outcomes,
  kind: staffTimesheetKind,
  approvers: ['role', 'permission', 'user'],
  defaultSteps: [
    {
      names: { cn: '管理员审批', en: 'Administrator approval', kr: '관리자 승인' },
      approvers: [{ kind: 'role', roleCode: 'admin' }],
      mode: 'oneOf',
      condition: null,
      dueHours: 48,
      escalateTo: [],
    },
  ],
};

export const timesheetProcessOf = (companyId: number | null) =>
  companyId === null ? staffTimesheetProcess : partnerTimesheetProcess;
