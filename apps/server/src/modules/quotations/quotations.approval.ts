/**
 * The checked moves of a quotation and the approval: one function decides a submitted planning
 * quotation, so that a process engine can take the approval over by calling it.
 */
import type {
  DecideQuotationBody,
  MessageKey,
  ProcessKind,
  QuotationAction,
  QuotationDecision,
} from '@portal/contract';
import { permissions, quotationTransitions } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { recordTransition } from '../../core/transitions';
import { versionedDocuments } from '../../core/versioned-documents';
import type { DbOrTx } from '../../db/database';
import type { ProcessSubject } from '../processes';
import type { ProcessKindRegistration } from '../processes';
import { actOnSubject, oneStepByPermission } from '../processes';
import { findApprovalSubject, updateQuotationState } from './quotations.approval.repository';
import * as repo from './quotations.repository';
import { kindsOf, mayMove } from './quotations.rules';
import { visibleQuotation } from './quotations.service';

/** The refusal of a move from the wrong state. */
const illegalMove: Record<QuotationAction, MessageKey> = {
  edit: 'quotation.refused.notEditable',
  submit: 'quotation.refused.notEditable',
  approve: 'quotation.refused.notSubmitted',
  return: 'quotation.refused.notSubmitted',
  revise: 'quotation.refused.notRevisable',
  createFormal: 'quotation.refused.notApproved',
  accept: 'quotation.refused.notIssued',
  decline: 'quotation.refused.notIssued',
  expire: 'quotation.refused.notIssued',
  issue: 'quotation.refused.notIssuable',
};

/** A quotation version's moves, through the versioned-documents kit. */
const versions = versionedDocuments({
  table: quotationTransitions,
  visible: visibleQuotation,
  refuseFirst: (row, action) => {
    if (!kindsOf(action).includes(row.kind)) throw refused('quotation.refused.wrongKind');
  },
  mayMove,
  illegalMove,
  revised: 'quotation.refused.revised',
  writeState: updateQuotationState,
});

/**
 * Locks a quotation and checks a move on it: its kind, side, permission, the module's rule, version and
 * state; answers the row and the state the move leads to.
 */
export const check = (
  tx: DbOrTx,
  id: number,
  action: QuotationAction,
  principal: Principal,
  sentVersion?: number,
) => versions.check(tx, id, action, principal, sentVersion);

/** Writes a quotation version's state (and other columns) as the caller's change. */
export const setState = versions.setState;

/** The kind of a priced quotation's approval process (planning, additional, supplementary). */
export const quotationProcessKind = 'planningQuotation' satisfies ProcessKind;

/** submitted → approved | returned on a quotation, when its approval process decides. */
async function applyDecision(
  tx: DbOrTx,
  id: number,
  decision: QuotationDecision,
  principal: Principal,
  reason: string | null,
): Promise<void> {
  const move = await check(tx, id, decision, principal);
  await setState(tx, id, move.to, principal, { returnReason: decision === 'return' ? reason : null });
  await recordTransition(tx, repo.quotationEntity, {
    id,
    actorId: principal.userId,
    comment: decision === 'return' ? reason : null,
    ...move,
  });
}

/**
 * The approver's decision on a submitted quotation priced by planning (planning, additional or
 * supplementary), in the caller's transaction: approve, or return with a reason overall and per line.
 * The quotation's move, version and state are checked first (the same refusals as ever); the line
 * reasons are kept; then the decision is an action of the quotation's approval process (the engine,
 * started now for a quotation submitted before it existed), whose outcome moves the quotation.
 */
export async function decideQuotation(
  tx: DbOrTx,
  id: number,
  decision: QuotationDecision,
  principal: Principal,
  details: Pick<DecideQuotationBody, 'reason' | 'lineReasons'> & { rowVersion?: number | undefined } = {
    reason: null,
    lineReasons: [],
  },
): Promise<void> {
  await check(tx, id, decision, principal, details.rowVersion);
  const lines = await repo.findLines(tx, id);
  const reasons = new Map<number, string | null>();
  if (decision === 'return')
    for (const { lineId, reason } of details.lineReasons) {
      if (!lines.some((line) => line.id === lineId)) throw recordNotFound();
      reasons.set(lineId, reason);
    }
  await repo.setLineReasons(tx, id, reasons);
  // The submitter of a quotation submitted before the engine existed: its author.
  const submitterId = (await readQuotation(tx, id))?.ownerId ?? principal.userId;
  await actOnSubject(tx, quotationProcess, id, submitterId, {
    action: decision,
    principal,
    lang: 'en',
    comment: decision === 'return' ? details.reason : null,
  });
}

/** The subject the engine reads: number, owner, channel manager, amount in the reporting currency, company. */
async function readQuotation(tx: DbOrTx, id: number): Promise<ProcessSubject | null> {
  const row = await findApprovalSubject(tx, id);
  if (!row) return null;
  return {
    no: row.quotationNo,
    title: `${row.quotationNo} v${row.version}`,
    // Priced quotations are internal until issued: partners never see their approval.
    companyId: null,
    ownerId: row.createdBy,
    channelManagerId: row.channelManagerId,
    values: { amount: row.reportingTotal, region: row.region, partnerTier: row.tier },
  };
}

/** The quotation approval, a kind of process the quotations module hands to the engine (quotations.module.ts). */
export const quotationProcess: ProcessKindRegistration = {
  kind: quotationProcessKind,
  fields: ['amount', 'region', 'partnerTier'],
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  defaultSteps: oneStepByPermission(
    { cn: '规划报价审批', en: 'Planning quotation approval', kr: '기획 견적 승인' },
    permissions.quotationApprove,
  ),
  read: readQuotation,
  onApproved: (tx, id, { principal }) => applyDecision(tx, id, 'approve', principal, null),
  // A quotation has no rejection of its own: both send it back to planning, revisable.
  onReturned: (tx, id, { principal, comment }) => applyDecision(tx, id, 'return', principal, comment),
  onRejected: (tx, id, { principal, comment }) => applyDecision(tx, id, 'return', principal, comment),
};
