import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/**
 * The states of a solution version. `deleted` is where a deleted draft goes: no row holds it, it only
 * ends the machine.
 */
export const solutionStates = ['draft', 'designing', 'submitted', 'approved', 'returned', 'deleted'] as const;
export type SolutionState = (typeof solutionStates)[number];

/** Every action a solution may list in its `actions`. */
export const solutionActions = [
  'edit',
  'startDesign',
  'submit',
  'approve',
  'return',
  'revise',
  'delete',
] as const;
export type SolutionAction = (typeof solutionActions)[number];

/**
 * Solutions, staff only. The designer (the opportunity's planning owner, or an administrator) with
 * solution.design edits and submits; the approver (the opportunity's sales owner, a channel manager or an
 * administrator) with solution.approve approves or returns with a reason. Partners read.
 *
 * | action      | from                         | to        | note                                         |
 * | ----------- | ---------------------------- | --------- | -------------------------------------------- |
 * | edit        | draft, designing, returned   | (same)    |                                              |
 * | startDesign | draft                        | designing |                                              |
 * | submit      | draft, designing, returned   | submitted | at least one line                            |
 * | approve     | submitted                    | approved  |                                              |
 * | return      | submitted                    | returned  | with a reason                                |
 * | revise      | approved                     | (same)    | makes the next version, a draft copy of it   |
 * | delete      | draft                        | deleted   | a revision's draft: the approved one stays   |
 */
export const solutionTransitions = defineTransitions<SolutionState, SolutionAction>({
  edit: { from: ['draft', 'designing', 'returned'], side: 'staff', permission: permissions.solutionDesign },
  startDesign: { from: ['draft'], to: 'designing', side: 'staff', permission: permissions.solutionDesign },
  submit: {
    from: ['draft', 'designing', 'returned'],
    to: 'submitted',
    side: 'staff',
    permission: permissions.solutionDesign,
  },
  approve: { from: ['submitted'], to: 'approved', side: 'staff', permission: permissions.solutionApprove },
  return: { from: ['submitted'], to: 'returned', side: 'staff', permission: permissions.solutionApprove },
  revise: { from: ['approved'], side: 'staff', permission: permissions.solutionDesign },
  delete: { from: ['draft'], to: 'deleted', side: 'staff', permission: permissions.solutionDesign },
});
