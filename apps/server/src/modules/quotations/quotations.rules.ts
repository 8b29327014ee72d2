import type { QuotationAction } from '@portal/contract';
import { finalOpportunityStages, permissions, quotationTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import type { QuotationRow } from './quotations.repository';

/** The moves of the planner on a planning quotation. */
const planningMoves: readonly QuotationAction[] = ['edit', 'submit', 'revise', 'createFormal'];
/** The approver's moves on a planning quotation. */
const approvalMoves: readonly QuotationAction[] = ['approve', 'return'];
/** The customer's answer to a formal quotation. */
const answerMoves: readonly QuotationAction[] = ['accept', 'decline'];

/** What the rules read of a quotation and its opportunity. */
export type QuotationFacts = Pick<
  QuotationRow,
  'kind' | 'latest' | 'planningOwnerId' | 'opportunityStage' | 'partnerCompanyId'
>;

const isAdmin = (principal: Principal) => principal.roles.includes('admin');

/** The planner of an opportunity's quotations: its planning owner, or an administrator. */
export function isPlanner(opportunity: { planningOwnerId: number | null }, principal: Principal) {
  return (
    principal.kind === 'internal' && (isAdmin(principal) || opportunity.planningOwnerId === principal.userId)
  );
}

export const opportunityOpen = (stage: QuotationRow['opportunityStage']) =>
  !finalOpportunityStages.includes(stage);

/**
 * The module's own rule of a move, beside the table's state, side and permission: only the latest
 * version moves; a planning quotation is edited by its planner while the opportunity is open and
 * decided by any approver; a formal one is answered by the partner of its company or by an approver;
 * `expire` is the server's alone.
 */
export function mayMove(row: QuotationFacts, action: QuotationAction, principal: Principal): boolean {
  if (!row.latest) return false;
  if (planningMoves.includes(action))
    return row.kind === 'planning' && isPlanner(row, principal) && opportunityOpen(row.opportunityStage);
  if (approvalMoves.includes(action)) return row.kind === 'planning';
  if (answerMoves.includes(action))
    return (
      row.kind === 'formal' &&
      (principal.kind === 'partner'
        ? principal.companyId === row.partnerCompanyId
        : principal.permissions.has(permissions.quotationApprove))
    );
  return false;
}

/** What the caller may do with the quotation now (what the server answers with it). */
export function quotationActionsOf(
  row: QuotationFacts & { status: QuotationRow['status'] },
  principal: Principal,
) {
  return availableActions(quotationTransitions, row.status, principal, (action) =>
    mayMove(row, action, principal),
  );
}

/** The kinds of quotation an action is for. */
export function kindsOf(action: QuotationAction): readonly QuotationRow['kind'][] {
  if (planningMoves.includes(action) || approvalMoves.includes(action)) return ['planning'];
  return ['formal'];
}
