import { defineTransitions } from '../core/transitions';

/** The menu codes of the process centre and of the work flows (administrators). */
export const processPermissions = { centre: 'process', workFlows: 'workFlows' } as const;

/** A process's states by name; on the wire a process carries the spec's numbers (`processStatus`). */
export const processStates = ['toBeSubmitted', 'processing', 'completed', 'closed'] as const;
export type ProcessState = (typeof processStates)[number];

export const processActions = [
  'approve',
  'reject',
  'return',
  'transfer',
  'comment',
  'withdraw',
  'close',
] as const;
export type ProcessAction = (typeof processActions)[number];

/**
 * The process's own actions. The engine adds its rule on top (`allowed`): approve, reject, return and
 * transfer need a task of the current step waiting for the caller; withdraw is the submitter's; comment
 * is for those who take part (submitter, approvers) and administrators; return and withdraw only where
 * the subject's kind supports them.
 *
 * | action   | who                           | from                              | to            |
 * | -------- | ----------------------------- | --------------------------------- | ------------- |
 * | approve  | an approver of the step       | processing                        | (engine: next step, or completed) |
 * | reject   | an approver of the step       | processing                        | completed     |
 * | return   | an approver of the step       | processing                        | toBeSubmitted |
 * | transfer | an approver of the step       | processing                        | unchanged     |
 * | comment  | submitter, approvers, admins  | toBeSubmitted, processing, completed | unchanged  |
 * | withdraw | the submitter                 | processing                        | toBeSubmitted |
 * | close    | administrators (workFlows)    | toBeSubmitted, processing         | closed        |
 */
export const processTransitions = defineTransitions<ProcessState, ProcessAction>({
  approve: { from: ['processing'], side: 'any', permission: null },
  reject: { from: ['processing'], to: 'completed', side: 'any', permission: null },
  return: { from: ['processing'], to: 'toBeSubmitted', side: 'any', permission: null },
  transfer: { from: ['processing'], side: 'any', permission: null },
  comment: { from: ['toBeSubmitted', 'processing', 'completed'], side: 'any', permission: null },
  withdraw: { from: ['processing'], to: 'toBeSubmitted', side: 'any', permission: null },
  close: {
    from: ['toBeSubmitted', 'processing'],
    to: 'closed',
    side: 'staff',
    permission: processPermissions.workFlows,
  },
});
