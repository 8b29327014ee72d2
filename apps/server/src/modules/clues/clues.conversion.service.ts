import { clueTransitions } from '@portal/contract';
import { recordNotFound } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { transition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import * as repo from './clues.repository';
import { scopeOf } from './clues.service';

/**
 * A clue the caller may turn into a report of `companyId`: assigned to a company (that one, when
 * given) and, for a partner user, within its scope (the one scope of the clue screens). Not found
 * otherwise. Whether its state still allows the `convert` move is the caller's or the conversion's
 * question. `lock` locks it for the conversion.
 */
export async function findConvertibleClue(
  db: DbOrTx,
  clueId: number,
  principal: Principal,
  lock: boolean,
  companyId?: number,
): Promise<repo.ConvertibleClue> {
  const clue = await repo.findClueForConversion(db, clueId, lock, scopeOf(principal));
  if (!clue || clue.companyId === null) throw recordNotFound();
  if (companyId !== undefined && clue.companyId !== companyId) throw recordNotFound();
  return clue;
}

/**
 * The `convert` move, in the report's transaction: the clue becomes converted into the report, with
 * its audit entry. Refuses a clue no longer convertible (`report.error.clueNotConvertible`).
 */
export async function convertClueIntoReport(
  tx: DbOrTx,
  move: { clueId: number; companyId: number; reportId: number; reportNo: string; principal: Principal },
): Promise<void> {
  const clue = await findConvertibleClue(tx, move.clueId, move.principal, true, move.companyId);
  await transition(
    tx,
    'clue',
    {
      table: clueTransitions,
      action: 'convert',
      record: { id: clue.id, state: clue.status },
      principal: move.principal,
      refusal: 'report.error.clueNotConvertible',
      comment: move.reportNo,
    },
    (to) => repo.updateClue(tx, clue.id, { status: to, convertedReportId: move.reportId }),
  );
}
