import type { Language, Opportunity, OpportunityStage, UpdateOpportunityBody } from '@portal/contract';
import {
  finalOpportunityStages,
  opportunityStageActions,
  opportunityTransitions,
  translate,
} from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { checkTransition, recordTransition } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { Database } from '../../db/database';
import * as repo from './opportunities.repository';
import { isEditor, staffOnly } from './opportunities.rules';
import { stageKey, toOpportunity } from './opportunities.service';

/** "12.5" and "12.50" are the same amount: compare at the column's scale of two decimals. */
function atScale2(amount: string | null): string | null {
  if (amount === null) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The stage move that leads to `stage`, if the table has one (no move leads back to design). */
function moveTo(stage: OpportunityStage) {
  return opportunityStageActions.find((action) => opportunityTransitions[action].to === stage);
}

/** The edit of an opportunity: its stage (a move of the table), its amount and its expected close date. */
export class OpportunityUpdateService {
  constructor(private readonly db: Database) {}

  /**
   * Changes the stage, amount or expected close date. Who: an administrator, a channel manager, or the
   * opportunity's sales owner. The stage moves are `opportunityTransitions`; nothing of a final
   * (won or lost) opportunity changes any more.
   */
  async update(body: UpdateOpportunityBody, principal: Principal, lang: Language): Promise<Opportunity> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      const [row] = await repo.lockOpportunities(tx, [body.id]);
      if (!row) throw recordNotFound();
      if (!isEditor(row, principal)) throw refused('opportunity.error.notEditor');
      assertCurrentVersion(row.rowVersion, body.rowVersion);
      if (finalOpportunityStages.includes(row.stage))
        throw refused('opportunity.error.final', {
          opptNo: row.opptNo,
          stage: translate(lang, stageKey(row.stage)),
        });

      const values: { stage?: OpportunityStage; amount?: string | null; expectedCloseDate?: string | null } =
        {};
      if (body.stage !== undefined && body.stage !== row.stage) {
        const refusalParams = {
          from: translate(lang, stageKey(row.stage)),
          to: translate(lang, stageKey(body.stage)),
        };
        const action = moveTo(body.stage);
        if (!action) throw refused('opportunity.error.stageIllegal', refusalParams);
        values.stage = checkTransition({
          table: opportunityTransitions,
          action,
          record: { id: row.id, state: row.stage },
          principal,
          refusal: 'opportunity.error.stageIllegal',
          refusalParams,
        });
      }
      const changes: string[] = [];
      if (body.amount !== undefined && atScale2(body.amount) !== atScale2(row.amount)) {
        values.amount = body.amount;
        changes.push(`amount: ${row.amount ?? '--'} → ${body.amount ?? '--'}`);
      }
      if (body.expectedCloseDate !== undefined && body.expectedCloseDate !== row.expectedCloseDate) {
        values.expectedCloseDate = body.expectedCloseDate;
        changes.push(
          `expectedCloseDate: ${row.expectedCloseDate ?? '--'} → ${body.expectedCloseDate ?? '--'}`,
        );
      }
      if (Object.keys(values).length === 0) throw refused('opportunity.error.nothingChanged');

      if (!(await repo.updateOpportunity(tx, body.id, row.stage, values)))
        throw refused('opportunity.error.changedMeanwhile', { opptNo: row.opptNo });
      // A stage move is recorded as the audit action "stage" (the timeline's word for every move).
      if (values.stage)
        await recordTransition<OpportunityStage, string>(tx, repo.opportunityEntity, {
          id: body.id,
          action: 'stage',
          from: row.stage,
          to: values.stage,
          actorId: principal.userId,
        });
      if (changes.length > 0)
        await insertAuditEntry(tx, {
          entity: repo.opportunityEntity,
          entityId: body.id,
          action: 'update',
          fromState: values.stage ?? row.stage,
          toState: values.stage ?? row.stage,
          actorId: principal.userId,
          comment: changes.join('; '),
        });
      return toOpportunity((await repo.findOpportunityById(tx, body.id))!, principal);
    });
  }
}
