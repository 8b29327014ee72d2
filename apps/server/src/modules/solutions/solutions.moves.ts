/**
 * The checked moves of a solution: what a caller may read, a move checked against the contract's table
 * and the module's rule, and the state written. The service and the approval process share them.
 */
import type { MessageKey, SolutionAction, SolutionState } from '@portal/contract';
import { solutionTransitions } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { checkTransition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import { solutions } from '../../db/schema';
import * as repo from './solutions.repository';
import type { SolutionRow } from './solutions.repository';
import { partnerVisibleStates } from './solutions.repository';
import { mayMove } from './solutions.rules';

/** The refusal of a move from the wrong state. */
const illegalMove: Record<SolutionAction, MessageKey> = {
  edit: 'solution.refused.notEditable',
  startDesign: 'solution.refused.notDraft',
  submit: 'solution.refused.notEditable',
  approve: 'solution.refused.notSubmitted',
  return: 'solution.refused.notSubmitted',
  revise: 'solution.refused.notApproved',
  delete: 'solution.refused.notDraft',
};

/** A solution the caller may read, else "record not found"; `lock` takes its row for a change. */
export async function visibleSolution(
  db: DbOrTx,
  id: number,
  principal: Principal,
  lock = false,
): Promise<SolutionRow> {
  const row = await repo.findSolutionById(db, id, lock);
  if (!row) throw recordNotFound();
  if (
    principal.kind === 'partner' &&
    (row.companyId !== principal.companyId || !partnerVisibleStates.includes(row.status))
  )
    throw recordNotFound();
  return row;
}

/**
 * Checks a move on a solution: side, permission, the module's rule, version, state; answers the row and
 * the state the move leads to. `lock` (the default) takes the row first.
 */
export async function checkMove(
  tx: DbOrTx,
  id: number,
  action: SolutionAction,
  principal: Principal,
  sentVersion?: number,
  lock = true,
) {
  const row = await visibleSolution(tx, id, principal, lock);
  const to = checkTransition({
    table: solutionTransitions,
    action,
    record: { id, state: row.status, version: row.rowVersion },
    principal,
    sentVersion,
    refusal: row.latest ? illegalMove[action] : 'solution.refused.revised',
    allowed: mayMove({ ...row, latest: true }, action, principal),
  });
  if (!row.latest) throw refused('solution.refused.revised');
  return { row, action, from: row.status, to };
}

export async function setState(
  tx: DbOrTx,
  id: number,
  status: SolutionState,
  principal: Principal,
  extra: { returnReason: string | null },
) {
  if (status === 'deleted') return;
  await tx
    .update(solutions)
    .set({
      status,
      ...extra,
      updatedBy: principal.userId,
      updatedAt: new Date(),
      rowVersion: sql`${solutions.rowVersion} + 1`,
    })
    .where(eq(solutions.id, id));
}
