import type { QuotationAction } from '@portal/contract';
import { finalOpportunityStages, permissions, quotationTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';
import type { QuotationRow } from './quotations.repository';

/** The planner's moves on a quotation priced by planning. */
const planningMoves: readonly QuotationAction[] = ['edit', 'submit', 'revise'];
/** The approver's moves on a quotation priced by planning. */
const approvalMoves: readonly QuotationAction[] = ['approve', 'return'];
/** The customer's answer to an issued quotation. */
const answerMoves: readonly QuotationAction[] = ['accept', 'decline'];

type Kind = QuotationRow['kind'];
/** The kinds planning prices (lines, totals, approval, versions). */
const pricedKinds: readonly Kind[] = ['planning', 'additional', 'supplementary'];
/** The kinds the customer answers. */
const answeredKinds: readonly Kind[] = ['formal', 'additional', 'supplementary'];
/** The kinds planning issues itself once approved (a planning quotation becomes a formal one instead). */
const issuedKinds: readonly Kind[] = ['additional', 'supplementary'];

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
 * version moves, and only the moves of its kind; a quotation priced by planning (planning, additional,
 * supplementary) is edited, submitted, revised and issued by its planner and decided by any approver;
 * an issued one is answered by the partner of its company or by an approver; `expire` is the server's
 * alone.
 */
export function mayMove(row: QuotationFacts, action: QuotationAction, principal: Principal): boolean {
  if (!row.latest || !kindsOf(action).includes(row.kind)) return false;
  // A planning quotation is made while the opportunity is open; additional and supplementary ones
  // also after it was won (they add to the deal), never once it is lost.
  const workable =
    row.kind === 'planning' ? opportunityOpen(row.opportunityStage) : row.opportunityStage !== 'lost';
  if (planningMoves.includes(action) || action === 'createFormal' || action === 'issue')
    return isPlanner(row, principal) && workable;
  if (approvalMoves.includes(action)) return true;
  if (answerMoves.includes(action))
    return principal.kind === 'partner'
      ? principal.companyId === row.partnerCompanyId
      : principal.permissions.has(permissions.quotationApprove);
  return false;
}

/** What the caller may do with the quotation now (what the server answers with it). */
export function quotationActionsOf(
  row: QuotationFacts & Pick<QuotationRow, 'status' | 'formalLive'>,
  principal: Principal,
) {
  return availableActions(
    quotationTransitions,
    row.status,
    principal,
    // One deal, one order: a planning quotation whose formal quotation is live is not offered for issue
    // again (the move itself refuses it, naming the live one: `placeFormal`).
    (action) => mayMove(row, action, principal) && !(action === 'createFormal' && row.formalLive),
  );
}

/** The kinds of quotation an action is for. */
export function kindsOf(action: QuotationAction): readonly Kind[] {
  if (planningMoves.includes(action) || approvalMoves.includes(action)) return pricedKinds;
  if (action === 'createFormal') return ['planning'];
  if (action === 'issue') return issuedKinds;
  if (answerMoves.includes(action)) return answeredKinds;
  return ['formal', ...issuedKinds];
}
