import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/**
 * The states of a QA entry or a policy. `deleted` is where a deleted draft goes: no row holds it (the
 * row is gone), it only ends the machine.
 */
export const knowledgeStates = ['draft', 'published', 'deleted'] as const;
export type KnowledgeState = (typeof knowledgeStates)[number];

/** Every action a QA entry may list in its `actions`. */
export const qaActions = ['edit', 'editPublished', 'publish', 'unpublish', 'delete'] as const;
export type QaAction = (typeof qaActions)[number];

/**
 * QA entries, staff only (qa.edit). Partners read published entries and take no action.
 *
 * | action        | from      | to        | note                                    |
 * | ------------- | --------- | --------- | --------------------------------------- |
 * | edit          | draft     | draft     |                                         |
 * | editPublished | published | published | the entry stays published               |
 * | publish       | draft     | published |                                         |
 * | unpublish     | published | draft     |                                         |
 * | delete        | draft     | deleted   | a published entry is unpublished first  |
 */
export const qaTransitions = defineTransitions<KnowledgeState, QaAction>({
  edit: { from: ['draft'], side: 'staff', permission: permissions.qaEdit },
  editPublished: { from: ['published'], side: 'staff', permission: permissions.qaEdit },
  publish: { from: ['draft'], to: 'published', side: 'staff', permission: permissions.qaEdit },
  unpublish: { from: ['published'], to: 'draft', side: 'staff', permission: permissions.qaEdit },
  delete: { from: ['draft'], to: 'deleted', side: 'staff', permission: permissions.qaEdit },
});

/** Every action a policy may list in its `actions`. */
export const policyActions = ['edit', 'revise', 'publish', 'unpublish', 'delete'] as const;
export type PolicyAction = (typeof policyActions)[number];

/**
 * Policies, staff only (policy.edit). Partners read published policies in effect and take no action.
 * The policy's business `version` (v1, v2, ...) is not its state: `revise` raises it.
 *
 * | action    | from      | to        | note                                               |
 * | --------- | --------- | --------- | -------------------------------------------------- |
 * | edit      | draft     | draft     | the version stays                                  |
 * | revise    | published | published | an edit of a published policy: the next version    |
 * | publish   | draft     | published |                                                    |
 * | unpublish | published | draft     |                                                    |
 * | delete    | draft     | deleted   | a published policy is unpublished first            |
 */
export const policyTransitions = defineTransitions<KnowledgeState, PolicyAction>({
  edit: { from: ['draft'], side: 'staff', permission: permissions.policyEdit },
  revise: { from: ['published'], side: 'staff', permission: permissions.policyEdit },
  publish: { from: ['draft'], to: 'published', side: 'staff', permission: permissions.policyEdit },
  unpublish: { from: ['published'], to: 'draft', side: 'staff', permission: permissions.policyEdit },
  delete: { from: ['draft'], to: 'deleted', side: 'staff', permission: permissions.policyEdit },
});

/** The state of a stored QA entry or policy. */
export function knowledgeStateOf(published: boolean): KnowledgeState {
  return published ? 'published' : 'draft';
}
