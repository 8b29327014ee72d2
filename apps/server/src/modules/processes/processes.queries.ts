/** The process centre's reads: the lists (one SQL per view), a process row, its tasks and history. */
import type {
  ProcessKind,
  ProcessSortField,
  ProcessStatusCode,
  ProcessStep,
  SortOrder,
} from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern, countAllRows } from '../../core/sql';
import type { DbOrTx } from '../../db/database';
import { processes, processHistory, processTasks, users } from '../../db/schema';
import type { ProcessRow } from './processes.repository';

export interface ProcessFilters {
  view: 'todo' | 'submitted' | 'handled' | 'all';
  userId: number;
  /** A partner's company: only its subjects. */
  companyId: number | null | undefined;
  kind?: string | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
  submittedFrom?: Date | undefined;
  submittedTo?: Date | undefined;
}

function whereOf(filters: ProcessFilters): SQL {
  const parts: SQL[] = [];
  const me = filters.userId;
  if (filters.view === 'todo')
    parts.push(sql`p.status = 1 AND EXISTS (SELECT 1 FROM process_tasks t WHERE t.process_id = p.id
      AND t.round = p.round AND t.step_index = p.step_index AND t.status = 'pending' AND t.assignee_id = ${me})`);
  if (filters.view === 'submitted') parts.push(sql`p.submitter_id = ${me}`);
  if (filters.view === 'handled')
    parts.push(sql`EXISTS (SELECT 1 FROM process_history h WHERE h.process_id = p.id AND h.actor_id = ${me}
      AND h.action IN ('approve', 'reject', 'return', 'transfer'))`);
  if (filters.companyId !== undefined) parts.push(sql`p.company_id = ${filters.companyId ?? -1}`);
  if (filters.kind) parts.push(sql`p.kind = ${filters.kind}`);
  if (filters.status !== undefined) parts.push(sql`p.status = ${filters.status}`);
  if (filters.keyword) {
    const like = containsPattern(filters.keyword);
    parts.push(sql`(p.subject_no ILIKE ${like} OR p.title ILIKE ${like})`);
  }
  if (filters.submittedFrom) parts.push(sql`p.started_at >= ${filters.submittedFrom.toISOString()}`);
  if (filters.submittedTo) parts.push(sql`p.started_at <= ${filters.submittedTo.toISOString()}`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
}

export type ProcessListRow = {
  id: number;
  kind: ProcessKind;
  subject_id: number;
  subject_no: string;
  title: string;
  status: ProcessStatusCode;
  outcome: ProcessRow['outcome'];
  submitter_id: number;
  submitter_name: string;
  company_id: number | null;
  definition_version: number;
  steps: ProcessStep[];
  round: number;
  step_index: number | null;
  step_due_at: Date | string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  row_version: number;
};

const listColumns = sql`p.id, p.kind, p.subject_id, p.subject_no, p.title, p.status, p.outcome, p.submitter_id,
  s.display_name AS submitter_name, p.company_id, d.version AS definition_version, d.steps, p.round,
  p.step_index, p.step_due_at, p.started_at, p.finished_at, p.row_version`;

/** The columns the lists sort by (the contract's `processSortFields`). */
const sortColumns = {
  startedAt: sql`p.started_at`,
  dueAt: sql`p.step_due_at`,
  status: sql`p.status`,
  subjectNo: sql`p.subject_no`,
  finishedAt: sql`p.finished_at`,
} as const satisfies Record<ProcessSortField, SQL>;

export async function findProcessPage(
  db: DbOrTx,
  filters: ProcessFilters,
  sort: { field: ProcessSortField; order: SortOrder },
  window: { offset: number; limit: number },
): Promise<ProcessListRow[]> {
  // Empty due and end times (not processing, not finished) last in both directions; the id breaks ties.
  // The other columns are never empty: their order stays the one the (…, started_at) indexes read.
  const direction = sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC');
  const nulls = sort.field === 'dueAt' || sort.field === 'finishedAt' ? sql` NULLS LAST` : sql``;
  const order = sql`${sortColumns[sort.field]} ${direction}${nulls}, p.id ${direction}`;
  // The page's ids first (filter, order, offset on processes alone), then their submitters and definitions:
  // the joins run for the page's rows, not for every row the view matches before the offset.
  const rows = await db.execute<ProcessListRow>(sql`
    SELECT ${listColumns}
    FROM (SELECT p.id FROM processes p
          WHERE ${whereOf(filters)}
          ORDER BY ${order}
          OFFSET ${window.offset} LIMIT ${window.limit}) page
    JOIN processes p ON p.id = page.id
    JOIN users s ON s.id = p.submitter_id
    JOIN process_definitions d ON d.id = p.definition_id
    ORDER BY ${order}`);
  return rows.rows;
}

/** Whether a list asks for its view alone: no company scope, no filter. */
const viewAlone = (filters: ProcessFilters) =>
  filters.companyId === undefined &&
  !filters.kind &&
  filters.status === undefined &&
  !filters.keyword &&
  !filters.submittedFrom &&
  !filters.submittedTo;

export async function countProcesses(db: DbOrTx, filters: ProcessFilters): Promise<number> {
  // Every process (staff, the "all" view, no filter): the kept count, not a count(*) of every process.
  if (filters.view === 'all' && viewAlone(filters)) return countAllRows(db, processes);
  // What a staff user handled, unfiltered: the processes their handling history names (a process's history
  // goes with it), counted from the history's partial index alone instead of probing every process.
  const rows = await db.execute<{ n: string }>(
    filters.view === 'handled' && viewAlone(filters)
      ? sql`SELECT count(DISTINCT h.process_id) AS n FROM process_history h WHERE h.actor_id = ${filters.userId}
          AND h.action IN ('approve', 'reject', 'return', 'transfer')`
      : sql`SELECT count(*) AS n FROM processes p WHERE ${whereOf(filters)}`,
  );
  return Number(rows.rows[0]?.n ?? 0);
}

export async function findProcessRow(db: DbOrTx, id: number): Promise<ProcessListRow | undefined> {
  const rows = await db.execute<ProcessListRow>(sql`
    SELECT ${listColumns} FROM processes p
    JOIN users s ON s.id = p.submitter_id
    JOIN process_definitions d ON d.id = p.definition_id
    WHERE p.id = ${id}`);
  return rows.rows[0];
}

/** The tasks of a round with their people's names. */
export function findRoundTasks(db: DbOrTx, processId: number, round: number) {
  const assignee = alias(users, 'assignee');
  const principal = alias(users, 'principal');
  return db
    .select({
      id: processTasks.id,
      stepIndex: processTasks.stepIndex,
      assigneeName: assignee.displayName,
      onBehalfOfName: principal.displayName,
      status: processTasks.status,
      dueAt: processTasks.dueAt,
      actedAt: processTasks.actedAt,
    })
    .from(processTasks)
    .innerJoin(assignee, eq(assignee.id, processTasks.assigneeId))
    .leftJoin(principal, eq(principal.id, processTasks.onBehalfOfId))
    .where(and(eq(processTasks.processId, processId), eq(processTasks.round, round)))
    .orderBy(asc(processTasks.id));
}

export function findHistory(db: DbOrTx, processId: number) {
  const actor = alias(users, 'actor');
  const principal = alias(users, 'principal');
  const target = alias(users, 'target');
  return db
    .select({
      id: processHistory.id,
      round: processHistory.round,
      stepIndex: processHistory.stepIndex,
      action: processHistory.action,
      actorName: actor.displayName,
      onBehalfOfName: principal.displayName,
      targetName: target.displayName,
      comment: processHistory.comment,
      createdAt: processHistory.createdAt,
    })
    .from(processHistory)
    .leftJoin(actor, eq(actor.id, processHistory.actorId))
    .leftJoin(principal, eq(principal.id, processHistory.onBehalfOfId))
    .leftJoin(target, eq(target.id, processHistory.targetId))
    .where(eq(processHistory.processId, processId))
    .orderBy(asc(processHistory.id));
}
