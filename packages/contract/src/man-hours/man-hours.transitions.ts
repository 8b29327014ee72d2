import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/**
 * A person's week of man-hours. Open while being filled; submitted locks it (no entry of that person in
 * that week can be added, changed or deleted); withdrawn before a decision it is open again. The approval
 * engine decides: approved, or rejected (the rejected entries, each with its reason, become editable again
 * and the week can be submitted anew).
 *
 * | action   | who                                       | from             | to        |
 * | -------- | ----------------------------------------- | ---------------- | --------- |
 * | submit   | the person, its partner admin             | open, rejected   | submitted |
 * | withdraw | the person, its partner admin             | submitted        | open      |
 * | approve  | the engine (an approver with a task)      | submitted        | approved  |
 * | reject   | the engine (an approver with a task)      | submitted        | rejected  |
 */
export const timesheetStates = ['open', 'submitted', 'approved', 'rejected'] as const;
export type TimesheetState = (typeof timesheetStates)[number];

export const timesheetActions = ['submit', 'withdraw', 'approve', 'reject'] as const;
export type TimesheetAction = (typeof timesheetActions)[number];

export const timesheetTransitions = defineTransitions<TimesheetState, TimesheetAction>({
  submit: { from: ['open', 'rejected'], to: 'submitted', side: 'any', permission: permissions.manHours },
  withdraw: { from: ['submitted'], to: 'open', side: 'any', permission: permissions.manHours },
  approve: { from: ['submitted'], to: 'approved', side: 'any', permission: null },
  reject: { from: ['submitted'], to: 'rejected', side: 'any', permission: null },
});

/** The week states in which a person's entries may be written (a rejected week: its rejected entries and new ones). */
export const timesheetWritableStates: readonly TimesheetState[] = ['open', 'rejected'];
