/**
 * Who takes a step: conditions, approvers resolved to users, and absence delegation followed to the
 * user who receives the task.
 */
import type { ProcessStep, StepCondition } from '@portal/contract';
import Big from 'big.js';
import type { DbOrTx } from '../../db/database';
import * as delegations from './processes.delegations.repository';
import * as people from './processes.people.repository';
import { findActiveInternalUsersWithRole, findActiveUsersWithPermission } from '../identity';
import type { ProcessSubject } from './processes.registry';

/** Whether a step's condition holds for a subject (no condition: always). */
export function conditionHolds(condition: StepCondition | null, subject: ProcessSubject): boolean {
  if (!condition) return true;
  const value = subject.values[condition.field];
  if (value === undefined || value === null) return false;
  if (condition.field === 'amount') return new Big(value).gt(condition.above);
  return condition.values.includes(value);
}

/**
 * The users a step's approvers resolve to, in order, without repeats. `previousManager` resolves to
 * nobody: user accounts record no manager (definitions naming it are refused when saved).
 */
export async function resolveApprovers(
  db: DbOrTx,
  step: ProcessStep,
  subject: ProcessSubject | null,
): Promise<number[]> {
  const found: number[] = [];
  for (const approver of step.approvers) {
    switch (approver.kind) {
      case 'role':
        found.push(...(await findActiveInternalUsersWithRole(db, approver.roleCode)).map((user) => user.id));
        break;
      case 'permission':
        found.push(...(await findActiveUsersWithPermission(db, approver.permission)));
        break;
      case 'user':
        found.push(approver.userId);
        break;
      case 'owner':
        if (subject?.ownerId) found.push(subject.ownerId);
        break;
      case 'channelManager':
        if (subject?.channelManagerId) found.push(subject.channelManagerId);
        break;
      case 'previousManager':
        break;
    }
  }
  const active = await people.activeUsersAmong(db, found);
  return [...new Set(found)].filter((id) => active.has(id));
}

/** Follows a user's delegations active at `at` to the user who takes the task (cycles stop the walk). */
export async function delegateOf(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const seen = new Set([userId]);
  let current = userId;
  for (;;) {
    const next = await delegations.findActiveDelegate(db, current, at);
    if (next === undefined || seen.has(next)) return current;
    seen.add(next);
    current = next;
  }
}

/** Tasks for the given approvers: each goes to the end of its delegation chain, one task per assignee. */
export async function tasksFor(db: DbOrTx, approvers: number[], at: Date) {
  const byAssignee = new Map<number, number | null>();
  for (const approver of approvers) {
    const assignee = await delegateOf(db, approver, at);
    if (!byAssignee.has(assignee)) byAssignee.set(assignee, assignee === approver ? null : approver);
  }
  return [...byAssignee].map(([assigneeId, onBehalfOfId]) => ({ assigneeId, onBehalfOfId }));
}
