/**
 * The checked moves of a quotation and the approval: one function decides a submitted planning
 * quotation, so that a process engine can take the approval over by calling it.
 */
import type {
  DecideQuotationBody,
  MessageKey,
  QuotationAction,
  QuotationDecision,
  QuotationState,
} from '@portal/contract';
import { quotationTransitions } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { checkTransition, recordTransition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import { quotations } from '../../db/schema';
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

/**
 * Locks a quotation and checks a move on it: its kind, side, permission, the module's rule, version and
 * state; answers the row and the state the move leads to.
 */
export async function check(
  tx: DbOrTx,
  id: number,
  action: QuotationAction,
  principal: Principal,
  sentVersion?: number,
) {
  const row = await visibleQuotation(tx, id, principal, true);
  if (!kindsOf(action).includes(row.kind)) throw refused('quotation.refused.wrongKind');
  const to = checkTransition({
    table: quotationTransitions,
    action,
    record: { id, state: row.status, version: row.rowVersion },
    principal,
    sentVersion,
    refusal: row.latest ? illegalMove[action] : 'quotation.refused.revised',
    allowed: mayMove({ ...row, latest: true }, action, principal),
  });
  if (!row.latest) throw refused('quotation.refused.revised');
  return { row, action, from: row.status, to };
}

export async function setState(
  tx: DbOrTx,
  id: number,
  status: QuotationState,
  principal: Principal,
  extra: Partial<typeof quotations.$inferInsert> = {},
) {
  await tx
    .update(quotations)
    .set({
      status,
      ...extra,
      updatedBy: principal.userId,
      updatedAt: new Date(),
      rowVersion: sql`${quotations.rowVersion} + 1`,
    })
    .where(eq(quotations.id, id));
}

/**
 * The approver's decision on a submitted quotation priced by planning (planning, additional or
 * supplementary), in the caller's transaction: approve, or
 * return with a reason overall and per line. One function, so that a process engine can take the
 * approval over by calling it.
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
  const move = await check(tx, id, decision, principal, details.rowVersion);
  const lines = await repo.findLines(tx, id);
  const reasons = new Map<number, string | null>();
  if (decision === 'return')
    for (const { lineId, reason } of details.lineReasons) {
      if (!lines.some((line) => line.id === lineId)) throw recordNotFound();
      reasons.set(lineId, reason);
    }
  await repo.setLineReasons(tx, id, reasons);
  await setState(tx, id, move.to, principal, { returnReason: decision === 'return' ? details.reason : null });
  await recordTransition(tx, repo.quotationEntity, {
    id,
    actorId: principal.userId,
    comment: decision === 'return' ? details.reason : null,
    ...move,
  });
}
