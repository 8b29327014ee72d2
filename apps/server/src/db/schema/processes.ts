/** Tables owned by the processes module (the approval engine): only that module writes them. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProcessHistoryAction, ProcessKind, ProcessStatusCode, ProcessStep } from '@portal/contract';
import { createdAt, rowVersion, updatedAt } from './columns';
import { companies, users } from './partners';

/** Work flows: one row per version of a kind's definition; new processes start with the highest version. */
export const processDefinitions = pgTable(
  'process_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ProcessKind>().notNull(),
    version: integer('version').notNull(),
    /** The ordered steps, as the contract's `processStepSchema` reads them. */
    steps: jsonb('steps').$type<ProcessStep[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('process_definitions_kind_version_uq').on(t.kind, t.version)],
);

/**
 * One process per submitted subject (kind, subject id). A resubmission after a return or a withdrawal
 * starts a new round of the same process, with the definition current at that time.
 */
export const processes = pgTable(
  'processes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<ProcessKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject's number and title when it was (last) submitted, for lists. */
    subjectNo: text('subject_no').notNull(),
    title: text('title').notNull(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => processDefinitions.id),
    /** -1 to be submitted, 1 processing, 2 processing completed, 3 closed. */
    status: smallint('status').$type<ProcessStatusCode>().notNull(),
    outcome: text('outcome', { enum: ['approved', 'rejected', 'returned', 'withdrawn', 'closed'] }),
    submitterId: integer('submitter_id')
      .notNull()
      .references(() => users.id),
    /** The partner company of the subject: partners see only their company's processes. */
    companyId: integer('company_id').references(() => companies.id),
    round: integer('round').notNull().default(1),
    /** The current step (from 0) while processing. */
    stepIndex: integer('step_index'),
    stepDueAt: timestamp('step_due_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    rowVersion: rowVersion(),
  },
  (t) => [
    uniqueIndex('processes_subject_uq').on(t.kind, t.subjectId),
    index('processes_submitter_idx').on(t.submitterId, t.startedAt),
    index('processes_company_idx').on(t.companyId, t.startedAt),
    // A status's processes newest first; with the round and step, so that the to-do list's page and count
    // read the running processes from the index alone.
    index('processes_status_idx').on(t.status, t.startedAt, t.id, t.round, t.stepIndex),
    // The process centre's order (newest first) for the views without a narrower index: all, handled.
    index('processes_started_idx').on(t.startedAt, t.id),
  ],
);

/** One approver's task in one step of one round; a delegate's task names the approver it stands in for. */
export const processTasks = pgTable(
  'process_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    stepIndex: integer('step_index').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    /** The approver the step resolved to, when a delegation (or a chain of them) sent the task elsewhere. */
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id),
    status: text('status', {
      enum: ['pending', 'approved', 'rejected', 'returned', 'transferred', 'escalated', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    /** When the deadline job reminded the assignee that the task is near its due time. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the deadline job found the task overdue (and escalated it, when its step says so). */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    /** The overdue task this one was escalated from: such a task is not escalated again. */
    escalatedFromId: integer('escalated_from_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('process_tasks_process_idx').on(t.processId, t.round, t.stepIndex),
    // What the deadline job looks at: pending tasks by due time.
    index('process_tasks_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending' AND ${t.overdueAt} IS NULL`),
    // Monitoring: pending tasks past their due time, whether the deadline job has marked them or not.
    index('process_tasks_pending_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'pending'`),
    // The to-do list: a user's pending tasks, with their round and step (read from the index alone).
    index('process_tasks_pending_idx')
      .on(t.assigneeId, t.processId, t.round, t.stepIndex)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** What happened to a process: action, actor, the approver a delegate acted for, comment, time. */
export const processHistory = pgTable(
  'process_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    processId: integer('process_id')
      .notNull()
      .references(() => processes.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    stepIndex: integer('step_index'),
    action: text('action').$type<ProcessHistoryAction>().notNull(),
    actorId: integer('actor_id').references(() => users.id),
    onBehalfOfId: integer('on_behalf_of_id').references(() => users.id),
    targetId: integer('target_id').references(() => users.id),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('process_history_process_idx').on(t.processId, t.id),
    index('process_history_actor_idx').on(t.actorId, t.processId),
    // "What I handled": the processes a user decided or transferred, read from the index alone.
    index('process_history_handled_idx')
      .on(t.actorId, t.processId)
      .where(sql`${t.action} IN ('approve', 'reject', 'return', 'transfer')`),
  ],
);

/** Absence: an approver's delegate for a period; tasks resolving to the approver then go to the delegate. */
export const processDelegations = pgTable(
  'process_delegations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    delegateId: integer('delegate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    untilAt: timestamp('until_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('process_delegations_delegate_idx').on(t.delegateId)],
);
