import type {
  Delegation,
  Language,
  Page,
  PageProcessesBody,
  ProcessAction,
  ProcessInfo,
  ProcessListItem,
  ProcessStepStatus,
  SaveDelegationBody,
} from '@portal/contract';
import { nameInLanguage, processStatus, processTransitions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { availableActions, mayTakeRule } from '../../core/transitions';
import type { Database, DbOrTx } from '../../db/database';
import * as delegations from './processes.delegations.repository';
import * as people from './processes.people.repository';
import { act } from './processes.actions';
import type { ActorContext } from './processes.rules';
import { actorContext, engineAllows, stateOf } from './processes.rules';
import type { ProcessKinds } from './processes.registry';
import * as queries from './processes.queries';
import type { ProcessListRow } from './processes.queries';
import * as repo from './processes.repository';
import type { ProcessRow } from './processes.repository';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const isAdmin = (principal: Principal) => mayTakeRule(processTransitions.close, principal);

/** Partners reach only their company's processes; staff reach any (the engine's rule decides what they may do). */
function reachable(row: Pick<ProcessRow, 'companyId'>, principal: Principal): boolean {
  return (
    principal.kind === 'internal' || (principal.companyId !== null && row.companyId === principal.companyId)
  );
}

function toItem(
  row: ProcessListRow,
  principal: Principal,
  context: ActorContext,
  lang: Language,
): ProcessListItem {
  const step = row.step_index === null ? undefined : row.steps[row.step_index];
  return {
    id: row.id,
    kind: row.kind,
    subjectId: row.subject_id,
    subjectNo: row.subject_no,
    title: row.title,
    status: row.status,
    outcome: row.outcome,
    submitterName: row.submitter_name,
    companyId: row.company_id,
    definitionVersion: row.definition_version,
    stepIndex: row.step_index,
    stepName: step ? nameInLanguage(step.names, lang) : null,
    dueAt: iso(row.step_due_at),
    startedAt: iso(row.started_at)!,
    finishedAt: iso(row.finished_at),
    rowVersion: row.row_version,
    actions: availableActions(processTransitions, stateOf(row.status), principal, (action: ProcessAction) =>
      engineAllows(action, context),
    ),
  };
}

/** A list's view for the caller: the user, and a partner's company (only its subjects). */
const scopeOf = (view: queries.ProcessFilters['view'], principal: Principal) => ({
  view,
  userId: principal.userId,
  companyId: principal.kind === 'partner' ? principal.companyId : undefined,
});

/** How many process steps wait for the user: the process centre's to-do list, counted (the home page's to-do). */
export function countProcessTodos(db: DbOrTx, principal: Principal): Promise<number> {
  return queries.countProcesses(db, scopeOf('todo', principal));
}

/** The process centre: the lists, a process's detail, the actions, and the caller's absence delegation. */
export class ProcessesService {
  constructor(
    private readonly db: Database,
    private readonly kinds: ProcessKinds,
  ) {}

  async page(body: PageProcessesBody, principal: Principal, lang: Language): Promise<Page<ProcessListItem>> {
    if (body.view === 'all' && (!isAdmin(principal) || principal.kind !== 'internal')) throw noPermission();
    const filters: queries.ProcessFilters = {
      ...scopeOf(body.view, principal),
      kind: body.kind ?? undefined,
      status: body.status ?? undefined,
      keyword: body.keyword || undefined,
      submittedFrom: body.submittedFrom ? new Date(body.submittedFrom) : undefined,
      submittedTo: body.submittedTo ? new Date(body.submittedTo) : undefined,
    };
    const page = await pagedQuery(
      this.db,
      body,
      (window) =>
        queries.findProcessPage(this.db, filters, { field: body.sortField, order: body.sortOrder }, window),
      () => queries.countProcesses(this.db, filters),
    );
    const pending = await repo.findMyPendingTasks(
      this.db,
      page.list.map((row) => row.id),
      principal.userId,
    );
    return {
      ...page,
      list: page.list.map((row) => {
        const myTasks = pending.filter((task) => task.processId === row.id);
        const isSubmitter = row.submitter_id === principal.userId;
        // Every row a list reaches is one the caller takes part in (submitted, handled, waiting, or all as admin).
        const context = {
          myTasks,
          isSubmitter,
          takesPart: true,
          registration: this.kinds.of(row.kind),
        };
        return toItem(row, principal, context, lang);
      }),
    };
  }

  get(id: number, principal: Principal, lang: Language): Promise<ProcessInfo> {
    return readProcess(this.db, this.kinds, id, principal, lang);
  }

  /** One action, one transaction; answers the process as the caller now sees it. */
  take(
    id: number,
    action: ProcessAction,
    principal: Principal,
    lang: Language,
    details: { comment?: string | null; rowVersion?: number | undefined; toUserId?: number } = {},
  ): Promise<ProcessInfo> {
    return this.db.transaction(async (tx) => {
      await act(
        tx,
        this.kinds,
        id,
        {
          action,
          principal,
          lang,
          comment: details.comment ?? null,
          sentVersion: details.rowVersion,
          ...(details.toUserId === undefined ? {} : { toUserId: details.toUserId }),
        },
        (row) => reachable(row, principal),
      );
      // The caller just acted: the history names them, so they take part.
      return readProcess(tx, this.kinds, id, principal, lang, true);
    });
  }

  /** The users a transfer or a delegation may name: active internal users; partners take no part in either. */
  userOptions(principal: Principal) {
    if (principal.kind !== 'internal') throw noPermission();
    return people.findInternalUserOptions(this.db);
  }

  async delegation(principal: Principal): Promise<Delegation> {
    const row = await delegations.findDelegation(this.db, principal.userId);
    return {
      delegateId: row?.delegateId ?? null,
      delegateName: row?.delegateName ?? null,
      from: row ? row.fromAt.toISOString() : null,
      until: row ? row.untilAt.toISOString() : null,
    };
  }

  /**
   * Names (or, with no delegate, ends) the caller's delegate for a period. Refused for oneself, for a
   * user who is not an active internal user, and when the delegate's own delegations in that period
   * lead back to the caller (a cycle).
   */
  async saveDelegation(body: SaveDelegationBody, principal: Principal): Promise<Delegation> {
    await this.db.transaction(async (tx) => {
      await delegations.lockDelegations(tx);
      if (body.delegateId === null) {
        await delegations.saveDelegation(tx, principal.userId, null);
        return;
      }
      if (body.delegateId === principal.userId) throw refused('process.error.delegateSelf');
      const delegate = await people.findUser(tx, body.delegateId);
      if (!delegate || delegate.kind !== 'internal' || delegate.status !== 'active')
        throw refused('process.error.delegateInvalid');
      const fromAt = new Date(body.from!);
      const untilAt = new Date(body.until!);
      const chain = await delegations.findOverlappingDelegations(tx, fromAt, untilAt);
      chain.delete(principal.userId);
      const seen = new Set<number>();
      for (
        let current: number | undefined = delegate.id;
        current !== undefined;
        current = chain.get(current)
      ) {
        if (current === principal.userId)
          throw refused('process.error.delegationCycle', { name: delegate.name });
        if (seen.has(current)) break;
        seen.add(current);
      }
      await delegations.saveDelegation(tx, principal.userId, { delegateId: delegate.id, fromAt, untilAt });
    });
    return this.delegation(principal);
  }
}

const stepStatusOfTasks = (statuses: string[]): ProcessStepStatus => {
  if (statuses.includes('pending')) return 'active';
  if (statuses.includes('rejected')) return 'rejected';
  if (statuses.includes('returned')) return 'returned';
  if (statuses.includes('approved')) return 'approved';
  return 'cancelled';
};

/**
 * A process with its steps (this round's tasks) and its whole history, as the caller sees it, step names in
 * `lang`; `knownParticipant`: the caller is known to take part (they just acted on it).
 */
export async function readProcess(
  db: DbOrTx,
  kinds: ProcessKinds,
  id: number,
  principal: Principal,
  lang: Language,
  knownParticipant = false,
): Promise<ProcessInfo> {
  const row = await queries.findProcessRow(db, id);
  if (!row || !reachable({ companyId: row.company_id }, principal)) throw recordNotFound();
  const context = await actorContext(
    db,
    kinds,
    {
      id: row.id,
      kind: row.kind,
      status: row.status,
      round: row.round,
      stepIndex: row.step_index,
      submitterId: row.submitter_id,
    },
    principal,
    knownParticipant,
  );
  if (principal.kind === 'internal' && !context.takesPart) throw recordNotFound();
  const [tasks, history] = [
    await queries.findRoundTasks(db, id, row.round),
    await queries.findHistory(db, id),
  ];
  const skipped = new Set(
    history.filter((h) => h.round === row.round && h.action === 'skip').map((h) => h.stepIndex),
  );
  return {
    ...toItem(row, principal, context, lang),
    round: row.round,
    steps: row.steps.map((step, index) => {
      const own = tasks.filter((task) => task.stepIndex === index);
      let status: ProcessStepStatus = 'waiting';
      if (skipped.has(index)) status = 'skipped';
      else if (own.length > 0) status = stepStatusOfTasks(own.map((task) => task.status));
      return {
        index,
        name: nameInLanguage(step.names, lang),
        mode: step.mode,
        dueHours: step.dueHours,
        status: row.status === processStatus.closed && status === 'waiting' ? 'cancelled' : status,
        tasks: own.map((task) => ({
          id: task.id,
          assigneeName: task.assigneeName,
          onBehalfOfName: task.onBehalfOfName,
          status: task.status,
          dueAt: iso(task.dueAt),
          actedAt: iso(task.actedAt),
        })),
      };
    }),
    history: history.map((h) => ({
      id: h.id,
      round: h.round,
      stepIndex: h.stepIndex,
      action: h.action,
      actorName: h.actorName,
      onBehalfOfName: h.onBehalfOfName,
      targetName: h.targetName,
      comment: h.comment,
      createdAt: h.createdAt.toISOString(),
    })),
  };
}
