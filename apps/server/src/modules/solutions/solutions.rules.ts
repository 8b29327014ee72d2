import type { SolutionAction } from '@portal/contract';
import { finalOpportunityStages, solutionTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import type { SolutionRow } from './solutions.repository';

/** The moves of the designer; the others (approve, return) are the approver's. */
const designMoves: readonly SolutionAction[] = ['edit', 'startDesign', 'submit', 'revise', 'delete'];

export const isDesignMove = (action: SolutionAction) => designMoves.includes(action);

/** What the rules read of a solution and its opportunity. */
export type SolutionState = Pick<
  SolutionRow,
  'status' | 'latest' | 'planningOwnerId' | 'salesOwnerId' | 'opportunityStage'
>;

const isAdmin = (principal: Principal) => principal.roles.includes('admin');

/** The designer of an opportunity's solutions: its planning owner, or an administrator. */
export function isDesigner(opportunity: Pick<SolutionState, 'planningOwnerId'>, principal: Principal) {
  return isAdmin(principal) || opportunity.planningOwnerId === principal.userId;
}

/** The approver: the opportunity's sales owner, a channel manager or an administrator. */
export function isApprover(opportunity: Pick<SolutionState, 'salesOwnerId'>, principal: Principal) {
  return (
    isAdmin(principal) || principal.roles.includes('channel') || opportunity.salesOwnerId === principal.userId
  );
}

export const opportunityOpen = (stage: SolutionState['opportunityStage']) =>
  !finalOpportunityStages.includes(stage);

/**
 * The module's own rule of a move, beside the table's state, side and permission: only the latest
 * version moves; the designer designs while the opportunity is open; the approver approves or returns.
 */
export function mayMove(row: SolutionState, action: SolutionAction, principal: Principal): boolean {
  if (principal.kind !== 'internal' || !row.latest) return false;
  return isDesignMove(action)
    ? isDesigner(row, principal) && opportunityOpen(row.opportunityStage)
    : isApprover(row, principal);
}

/** What the caller may do with the solution now (what the server answers with it). */
export function solutionActionsOf(row: SolutionState, principal: Principal): SolutionAction[] {
  return availableActions(solutionTransitions, row.status, principal, (action) =>
    mayMove(row, action, principal),
  );
}
