import { z } from 'zod';
import { processStatus } from '../core/constants';
import { namesSchema } from '../core/names';
import { pageRequestSchema, pageSchema } from '../core/paging';
import { rowVersionSchema } from '../core/versions';
import { recordIdSchema, sortOrders } from '../partners/partners.schema';
import { processActions } from './processes.transitions';

/**
 * Kinds of business subject that go through a process. A module that submits records for approval adds
 * its kind here and registers it with the server's process engine (fields its conditions may use, how to
 * read a subject, and what an outcome does to it).
 */
export const processKinds = [
  'opportunityReport',
  'planningQuotation',
  'solution',
  'partnerTimesheet',
  'staffTimesheet',
  'trainingRegistration',
] as const;
export type ProcessKind = (typeof processKinds)[number];

/** Fields a step's condition may test; each kind declares which of them it answers. */
export const conditionFields = ['amount', 'productLine', 'region', 'partnerTier', 'trainerApproval'] as const;
/** The values a `trainerApproval` condition takes: the session asks for the trainer's approval. */
export const trainerApprovalValues = ['yes'] as const;
export type ConditionField = (typeof conditionFields)[number];

/**
 * Who approves a step: the users holding a role, the users whose roles grant a permission code, the
 * subject's owner, the channel manager of its company, one named user, or the manager of the previous
 * step's approver (which the identity data cannot resolve today: such a step is refused).
 */
export const approverKinds = [
  'role',
  'permission',
  'owner',
  'channelManager',
  'user',
  'previousManager',
] as const;
export type ApproverKind = (typeof approverKinds)[number];

/** One approver or all approvers of a step must approve. */
export const stepModes = ['oneOf', 'allOf'] as const;
export type StepMode = (typeof stepModes)[number];

export const processFieldLimits = {
  stepName: 100,
  comment: 1000,
  steps: 20,
  approvers: 20,
  values: 50,
} as const;

const code = z.string().trim().min(1).max(64);
/** A decimal amount, at most two decimals. */
const amountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, 'process.validation.amount');

export const approverSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('role'), roleCode: code }),
  z.object({ kind: z.literal('permission'), permission: code }),
  z.object({ kind: z.literal('owner') }),
  z.object({ kind: z.literal('channelManager') }),
  z.object({ kind: z.literal('user'), userId: recordIdSchema }),
  z.object({ kind: z.literal('previousManager') }),
]);
export type Approver = z.infer<typeof approverSchema>;

/** A step applies when its condition holds: the amount (in the reporting currency) above a value, or a field among values. */
export const stepConditionSchema = z.union([
  z.object({ field: z.literal('amount'), above: amountSchema }),
  z.object({
    field: z.enum(['productLine', 'region', 'partnerTier', 'trainerApproval']),
    values: z.array(code).min(1).max(processFieldLimits.values),
  }),
]);
export type StepCondition = z.infer<typeof stepConditionSchema>;

/** A step's name in up to three languages (Chinese required), shown through `nameInLanguage`. */
export const stepNamesSchema = namesSchema(processFieldLimits.stepName);
export type StepNames = z.infer<typeof stepNamesSchema>;

export const processStepSchema = z.object({
  names: stepNamesSchema,
  approvers: z.array(approverSchema).max(processFieldLimits.approvers),
  mode: z.enum(stepModes),
  condition: stepConditionSchema.nullish().transform((value) => value ?? null),
  /** Hours the step may wait before it is due. */
  dueHours: z.number().int().min(1).max(8760),
  /**
   * Who an overdue task goes to (the deadline job escalates it once): the same kinds of approver as the
   * step's; empty: an overdue task stays where it is and its assignee is told.
   */
  escalateTo: z.array(approverSchema).max(processFieldLimits.approvers).default([]),
});
export type ProcessStep = z.infer<typeof processStepSchema>;

/** A new version of a kind's definition; `baseVersion` is the version the editor started from. */
export const saveProcessDefinitionBodySchema = z.object({
  kind: z.enum(processKinds),
  steps: z.array(processStepSchema).max(processFieldLimits.steps),
  /** The version the editor started from (0: none yet); refused when another was saved since. */
  baseVersion: rowVersionSchema.optional(),
});
export type SaveProcessDefinitionBody = z.infer<typeof saveProcessDefinitionBodySchema>;

export const getProcessDefinitionQuerySchema = z.object({
  kind: z.enum(processKinds),
  version: recordIdSchema.optional(),
});
export type GetProcessDefinitionQuery = z.infer<typeof getProcessDefinitionQuerySchema>;

export const processDefinitionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(processKinds),
  version: z.number().int(),
  /** Whether this is the version new processes start with. */
  current: z.boolean(),
  steps: z.array(processStepSchema),
  /** The fields conditions of this kind may test. */
  fields: z.array(z.enum(conditionFields)),
  /** Which approver kinds this kind resolves. */
  approverKinds: z.array(z.enum(approverKinds)),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type ProcessDefinition = z.infer<typeof processDefinitionSchema>;

export const processDefinitionListItemSchema = z.object({
  kind: z.enum(processKinds),
  /** The current version; null while the kind has none. */
  version: z.number().int().nullable(),
  stepCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ProcessDefinitionListItem = z.infer<typeof processDefinitionListItemSchema>;

export const processDefinitionProblemSchema = z.object({
  /** The step (from 0) the problem is in; null for the whole definition. */
  stepIndex: z.number().int().nullable(),
  message: z.string(),
});
export const processDefinitionCheckSchema = z.object({
  valid: z.boolean(),
  problems: z.array(processDefinitionProblemSchema),
});
export type ProcessDefinitionCheck = z.infer<typeof processDefinitionCheckSchema>;

export const approverOptionsSchema = z.object({
  roles: z.array(z.object({ code: z.string(), titleKey: z.string() })),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type ApproverOptions = z.infer<typeof approverOptionsSchema>;

// ---------------------------------------------------------------- processes

export const processStatusCodes = [
  processStatus.toBeSubmitted,
  processStatus.processing,
  processStatus.completed,
  processStatus.closed,
] as const;
export const processStatusSchema = z.union([z.literal(-1), z.literal(1), z.literal(2), z.literal(3)]);
export type ProcessStatusCode = z.infer<typeof processStatusSchema>;

/** How a process ended (or paused): approved or rejected (completed), returned or withdrawn (to be submitted), closed. */
export const processOutcomes = ['approved', 'rejected', 'returned', 'withdrawn', 'closed'] as const;
export type ProcessOutcome = (typeof processOutcomes)[number];

export const processTaskStatuses = [
  'pending',
  'approved',
  'rejected',
  'returned',
  'transferred',
  'escalated',
  'cancelled',
] as const;
export type ProcessTaskStatus = (typeof processTaskStatuses)[number];

export const processStepStatuses = [
  'waiting',
  'active',
  'approved',
  'rejected',
  'returned',
  'skipped',
  'cancelled',
] as const;
export type ProcessStepStatus = (typeof processStepStatuses)[number];

/** The lists of the process centre: my to-dos, what I submitted, what I handled, all (administrators). */
export const processViews = ['todo', 'submitted', 'handled', 'all'] as const;
export type ProcessView = (typeof processViews)[number];

/** What a history entry records: the table's actions, plus a submit, a skipped step and an escalation by the deadline job. */
export const processHistoryActions = ['submit', 'skip', 'escalate', ...processActions] as const;
export type ProcessHistoryAction = (typeof processHistoryActions)[number];

/** What the process centre's lists sort by: submission (start), the current step's due time, status, number, end. */
export const processSortFields = ['startedAt', 'dueAt', 'status', 'subjectNo', 'finishedAt'] as const;
export type ProcessSortField = (typeof processSortFields)[number];

export const pageProcessesBodySchema = pageRequestSchema.extend({
  view: z.enum(processViews).default('todo'),
  kind: z.enum(processKinds).nullish(),
  status: processStatusSchema.nullish(),
  keyword: z.string().trim().max(100).nullish(),
  submittedFrom: z.iso.datetime({ offset: true }).nullish(),
  submittedTo: z.iso.datetime({ offset: true }).nullish(),
  sortField: z.enum(processSortFields).default('startedAt'),
  sortOrder: z.enum(sortOrders).default('desc'),
});
export type PageProcessesBody = z.infer<typeof pageProcessesBodySchema>;

export const processListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(processKinds),
  subjectId: z.number().int(),
  subjectNo: z.string(),
  title: z.string(),
  status: processStatusSchema,
  outcome: z.enum(processOutcomes).nullable(),
  submitterName: z.string(),
  companyId: z.number().int().nullable(),
  definitionVersion: z.number().int(),
  /** The current step (from 0) and its name, in the reader's language, while processing. */
  stepIndex: z.number().int().nullable(),
  stepName: z.string().nullable(),
  /** When the current step is due while processing. */
  dueAt: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  rowVersion: z.number().int(),
  actions: z.array(z.enum(processActions)),
});
export type ProcessListItem = z.infer<typeof processListItemSchema>;
export const processPageSchema = pageSchema(processListItemSchema);

export const processTaskSchema = z.object({
  id: z.number().int(),
  assigneeName: z.string(),
  /** The approver a delegate stands in for. */
  onBehalfOfName: z.string().nullable(),
  status: z.enum(processTaskStatuses),
  dueAt: z.string().nullable(),
  actedAt: z.string().nullable(),
});

export const processStepStateSchema = z.object({
  index: z.number().int(),
  /** The step's name in the reader's language (`nameInLanguage`). */
  name: z.string(),
  mode: z.enum(stepModes),
  dueHours: z.number().int(),
  status: z.enum(processStepStatuses),
  tasks: z.array(processTaskSchema),
});

export const processHistoryEntrySchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  stepIndex: z.number().int().nullable(),
  action: z.enum(processHistoryActions),
  actorName: z.string().nullable(),
  /** "X for Y": the approver the actor (a delegate) acted for. */
  onBehalfOfName: z.string().nullable(),
  /** A transfer's new approver. */
  targetName: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type ProcessHistoryEntry = z.infer<typeof processHistoryEntrySchema>;

export const processInfoSchema = processListItemSchema.extend({
  round: z.number().int(),
  steps: z.array(processStepStateSchema),
  history: z.array(processHistoryEntrySchema),
});
export type ProcessInfo = z.infer<typeof processInfoSchema>;

export const getProcessInfoQuerySchema = z.object({ id: recordIdSchema });

const optionalComment = z
  .string()
  .trim()
  .max(processFieldLimits.comment)
  .nullish()
  .transform((value) => value || null);
const requiredComment = z
  .string()
  .trim()
  .min(1, 'process.validation.commentRequired')
  .max(processFieldLimits.comment);

/** approve, withdraw, close: an optional comment. */
export const processMoveBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  comment: optionalComment,
});
export type ProcessMoveBody = z.infer<typeof processMoveBodySchema>;

/** reject, return, comment: the comment is required. */
export const processCommentBodySchema = z.object({
  id: recordIdSchema,
  rowVersion: rowVersionSchema.optional(),
  comment: requiredComment,
});
export type ProcessCommentBody = z.infer<typeof processCommentBodySchema>;

export const transferProcessBodySchema = processMoveBodySchema.extend({ toUserId: recordIdSchema });
export type TransferProcessBody = z.infer<typeof transferProcessBodySchema>;

// ---------------------------------------------------------------- absence delegation

export const delegationSchema = z.object({
  delegateId: z.number().int().nullable(),
  delegateName: z.string().nullable(),
  from: z.string().nullable(),
  until: z.string().nullable(),
});
export type Delegation = z.infer<typeof delegationSchema>;

/** Names a delegate for a period; `delegateId: null` ends the delegation. */
export const saveDelegationBodySchema = z
  .object({
    delegateId: recordIdSchema.nullable(),
    from: z.iso.datetime({ offset: true }).nullish(),
    until: z.iso.datetime({ offset: true }).nullish(),
  })
  .refine((body) => body.delegateId === null || (body.from && body.until), {
    message: 'process.validation.periodRequired',
    path: ['until'],
  })
  .refine((body) => !body.from || !body.until || new Date(body.from) < new Date(body.until), {
    message: 'process.validation.periodOrder',
    path: ['until'],
  });
export type SaveDelegationBody = z.infer<typeof saveDelegationBodySchema>;
