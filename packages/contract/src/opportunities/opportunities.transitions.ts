import { defineTransitions, finalStates } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/** The stages of an opportunity, in their order; won and lost are final. */
export const opportunityStages = ['design', 'quotation', 'negotiation', 'won', 'lost'] as const;
export type OpportunityStage = (typeof opportunityStages)[number];

/** The moves of the stage machine, one per target stage. */
export const opportunityStageActions = ['quote', 'negotiate', 'win', 'lose'] as const;
export type OpportunityStageAction = (typeof opportunityStageActions)[number];

/**
 * The stage machine: a stage moves forward one step at a time (design → quotation → negotiation →
 * won), any open stage may go to lost, and nothing leaves won or lost. Staff take these moves; the
 * server adds its own rule (an administrator, a channel manager or the opportunity's sales owner).
 */
export const opportunityTransitions = defineTransitions<OpportunityStage, OpportunityStageAction>({
  quote: { from: ['design'], to: 'quotation', side: 'staff', permission: permissions.opptList },
  negotiate: { from: ['quotation'], to: 'negotiation', side: 'staff', permission: permissions.opptList },
  win: { from: ['negotiation'], to: 'won', side: 'staff', permission: permissions.opptList },
  lose: {
    from: ['design', 'quotation', 'negotiation'],
    to: 'lost',
    side: 'staff',
    permission: permissions.opptList,
  },
});

/** The stages no move leaves: nothing of such an opportunity changes any more. */
export const finalOpportunityStages: readonly OpportunityStage[] = finalStates(
  opportunityTransitions,
  opportunityStages,
);

/**
 * What else a caller may do with an opportunity, beside the stage moves: edit its amount and date,
 * assign a sales or planning owner where there is none, and move an owner that is set
 * (`changeDistribution` when either owner may be moved, `changeSales`/`changePlanning` per owner).
 */
export const opportunityModuleActions = [
  'edit',
  'assignSales',
  'assignPlanning',
  'changeDistribution',
  'changeSales',
  'changePlanning',
] as const;
export type OpportunityModuleAction = (typeof opportunityModuleActions)[number];

/** Every action the server may answer with an opportunity. */
export const opportunityActions = [...opportunityStageActions, ...opportunityModuleActions] as const;
export type OpportunityAction = (typeof opportunityActions)[number];

/** Whether an action is a stage move (its target stage is `opportunityTransitions[action].to`). */
export function isOpportunityStageAction(action: OpportunityAction): action is OpportunityStageAction {
  return (opportunityStageActions as readonly string[]).includes(action);
}
