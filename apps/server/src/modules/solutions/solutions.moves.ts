/**
 * The checked moves of a solution: what a caller may read, a move checked against the contract's table
 * and the module's rule, and the state written. The service and the approval process share them.
 */
import type { MessageKey, SolutionAction, SolutionState } from '@portal/contract';
import { solutionTransitions } from '@portal/contract';
import { recordNotFound } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { versionedDocuments } from '../../core/versioned-documents';
import type { DbOrTx } from '../../db/database';
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

/** A solution version's moves, through the versioned-documents kit. */
const versions = versionedDocuments<
  SolutionState,
  SolutionAction,
  SolutionRow,
  { returnReason: string | null }
>({
  table: solutionTransitions,
  visible: visibleSolution,
  mayMove,
  illegalMove,
  revised: 'solution.refused.revised',
  // A deleted solution is gone: no state to write.
  writeState: (tx, id, values) =>
    values.status === 'deleted'
      ? Promise.resolve()
      : repo.updateSolutionState(tx, id, { ...values, status: values.status }),
});

/**
 * Checks a move on a solution: side, permission, the module's rule, version, state; answers the row and
 * the state the move leads to. `lock` (the default) takes the row first.
 */
export const checkMove = versions.check;

/** Writes a solution version's state (and its return reason) as the caller's change. */
export const setState = versions.setState;
