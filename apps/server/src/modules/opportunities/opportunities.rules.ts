import type { OpportunityAction, OpportunityModuleAction, OpportunityStage } from '@portal/contract';
import { finalOpportunityStages, keysOf, opportunityTransitions, permissions } from '@portal/contract';
import { noPermission } from '../../core/app-error';
import { availableActions } from '../../core/transitions';
import type { Principal } from '../../core/principal';

/** The roles that may edit and move any opportunity; its sales owner may too. */
const managerRoles = ['admin', 'channel'];

/** What the rules read of an opportunity. */
export interface OpportunityState {
  stage: OpportunityStage;
  salesOwnerId: number | null;
  planningOwnerId: number | null;
}

export function isManager(principal: Principal): boolean {
  return principal.roles.some((role) => managerRoles.includes(role));
}

/** Opportunities are staff business: a partner role granted the code by mistake still gets nothing. */
export function staffOnly(principal: Principal): void {
  if (principal.kind !== 'internal') throw noPermission();
}

/** The module's own rule of the stage moves and the edit: a manager or the opportunity's sales owner. */
export function isEditor(row: OpportunityState, principal: Principal): boolean {
  return isManager(principal) || (row.salesOwnerId !== null && row.salesOwnerId === principal.userId);
}

/**
 * What the caller may do with the opportunity now: the stage moves the table allows from its stage to
 * an editor, then the module's actions (edit an open one; assign an owner where there is none and
 * move one that is set, with opportunity.assign). The writes enforce the same rules.
 */
export function opportunityActionsOf(row: OpportunityState, principal: Principal): OpportunityAction[] {
  if (principal.kind !== 'internal') return [];
  const editor = isEditor(row, principal);
  const moves = availableActions(opportunityTransitions, row.stage, principal, () => editor);
  const mayAssign = principal.permissions.has(permissions.opportunityAssign);
  const own: Record<OpportunityModuleAction, boolean> = {
    edit: editor && !finalOpportunityStages.includes(row.stage),
    assignSales: mayAssign && row.salesOwnerId === null,
    assignPlanning: mayAssign && row.planningOwnerId === null,
    changeDistribution: mayAssign && (row.salesOwnerId !== null || row.planningOwnerId !== null),
    changeSales: mayAssign && row.salesOwnerId !== null,
    changePlanning: mayAssign && row.planningOwnerId !== null,
  };
  const module = keysOf(own).filter((action) => own[action]);
  return [...moves, ...module];
}
