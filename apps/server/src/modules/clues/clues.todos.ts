import { clueTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { DbOrTx } from '../../db/database';
import { countClues } from './clues.repository';
import { partnerScope } from './clues.service';

/** New clues waiting for staff to assign them. */
export function countCluesToAssign(db: DbOrTx): Promise<number> {
  return countClues(db, { status: clueTransitions.assign.from });
}

/** Clues the partner user may follow up: the my-clue list's own scope, in the states a follow-up starts from. */
export function countCluesToFollow(db: DbOrTx, principal: Principal): Promise<number> {
  return countClues(db, { status: clueTransitions.followUp.from, scope: partnerScope(principal) });
}
