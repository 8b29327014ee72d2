import type { OpportunityStage } from '@portal/contract';
import { finalOpportunityStages } from '@portal/contract';
import { recordTransition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import { lockOpportunityStage } from './opportunities.facts.repository';
import * as repo from './opportunities.repository';

/**
 * Moves an open opportunity to won, whatever its open stage, because its customer accepted a formal
 * quotation (the business fact, not a staff move of the stage table); recorded as a stage move with
 * `comment`. Answers false when the opportunity is already won or lost (nothing changes).
 */
export async function markOpportunityWon(
  tx: DbOrTx,
  id: number,
  actorId: number,
  comment: string,
): Promise<boolean> {
  const row = await lockOpportunityStage(tx, id);
  if (!row || finalOpportunityStages.includes(row.stage)) return false;
  if (!(await repo.updateOpportunity(tx, id, row.stage, { stage: 'won' }))) return false;
  await recordTransition<OpportunityStage, string>(tx, repo.opportunityEntity, {
    id,
    action: 'stage',
    from: row.stage,
    to: 'won',
    actorId,
    comment,
  });
  return true;
}
