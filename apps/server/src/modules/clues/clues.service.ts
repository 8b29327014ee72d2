import type {
  AddClueFollowUpBody,
  AssignCluesBody,
  Clue,
  ClueAction,
  ClueCompanyOption,
  ClueCount,
  ClueFields,
  ClueIdBody,
  ClueInfo,
  ClueReasonBody,
  ClueStatus,
  ClueUserOption,
  MessageKey,
  Page,
  PageCluesBody,
  PageMyCluesBody,
  SaveClueBody,
} from '@portal/contract';
import { clueTransitions, permissions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import { findTimeline, insertAuditEntries, insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import { pagedQuery } from '../../core/sql';
import { availableActions, checkTransition, recordTransition, transition } from '../../core/transitions';
import type { Database, DbOrTx } from '../../db/database';
import * as repo from './clues.repository';
import type { ClueFilters, ClueRow, ClueSort, LockedClue, PartnerScope } from './clues.repository';
import { notifyClueAssigned } from '../notifications';

/** The refusal of each action when the clue is in another state. */
const illegalMove: Record<Exclude<ClueAction, 'convert'>, MessageKey> = {
  edit: 'clue.error.notEditable',
  assign: 'clue.error.cannotAssign',
  close: 'clue.error.cannotClose',
  accept: 'clue.error.cannotAccept',
  return: 'clue.error.cannotReturn',
  followUp: 'clue.error.cannotFollowUp',
  closeMy: 'clue.error.cannotCloseMy',
};

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * A clue as its reader receives it, with the actions the reader may take: the transition table's,
 * for the reader's side and permissions. The partner scope needs no second check here: a clue outside
 * it is never read.
 */
export function toClue(row: ClueRow, principal: Principal): Clue {
  return {
    ...row,
    assignedAt: iso(row.assignedAt),
    lastFollowUpAt: iso(row.lastFollowUpAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    actions: availableActions(clueTransitions, row.status, principal),
  };
}

/** The partner's view: its company, and for a non-administrator its own or unassigned clues. */
export function partnerScope(principal: Principal): PartnerScope {
  if (principal.kind !== 'partner' || principal.companyId === null) throw refused('clue.error.partnerOnly');
  return {
    companyId: principal.companyId,
    userId: principal.roles.includes('partner_admin') ? null : principal.userId,
  };
}

/** What a caller reaches: staff every clue, a partner user its scope. */
export function scopeOf(principal: Principal): PartnerScope | undefined {
  return principal.kind === 'partner' ? partnerScope(principal) : undefined;
}

function staffOnly(principal: Principal) {
  if (principal.kind !== 'internal') throw noPermission();
}

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : undefined);

function commonFilters(body: PageCluesBody | PageMyCluesBody): ClueFilters {
  return {
    keyword: body.keyword || undefined,
    status: body.status ?? undefined,
    source: body.source ?? undefined,
    productLineCode: body.productLineCode || undefined,
    region: body.region ?? undefined,
    createdFrom: dateOf(body.createdFrom),
    createdTo: dateOf(body.createdTo),
  };
}

/** One move of the state machine on one clue. */
interface Move {
  id: number;
  action: Exclude<ClueAction, 'convert' | 'assign'>;
  principal: Principal;
  rowVersion: number | undefined;
  /** The column changes besides the state. */
  values: Partial<repo.ClueValues> | ((clue: LockedClue) => Partial<repo.ClueValues>);
  comment?: string;
  /** Whether to answer the clue within the caller's scope (false when the move takes it out). */
  answerScoped?: boolean;
  /** What else the move writes in its transaction. */
  extra?: (tx: DbOrTx) => Promise<void>;
}

/**
 * Clues (leads). Every change goes through the transition table (clues.transitions.ts in the
 * contract) in one transaction: the row is locked within the caller's scope, the move is checked
 * (side, permission, row version, state), applied and written to the audit trail.
 */
export class CluesService {
  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------ lists

  /** The staff list's filters (shared with its export); refuses a partner. */
  staffFilters(body: PageCluesBody, principal: Principal): ClueFilters {
    staffOnly(principal);
    return { ...commonFilters(body), companyId: body.companyId ?? undefined };
  }

  /**
   * The my-clue list's filters (shared with its export): a partner user's scope. Staff reach this list
   * only through a grant of every menu (admin); they read it unscoped, as they read any clue's detail,
   * and the answered actions stay their own.
   */
  myFilters(body: PageMyCluesBody, principal: Principal): ClueFilters {
    return { ...commonFilters(body), scope: scopeOf(principal) };
  }

  page(
    filters: ClueFilters,
    body: PageCluesBody | PageMyCluesBody,
    principal: Principal,
  ): Promise<Page<Clue>> {
    const sort: ClueSort = { field: body.sortField, order: body.sortOrder };
    return pagedQuery(
      this.db,
      body,
      (window) => repo.findClueRows(this.db, filters, sort, window),
      () => repo.countClues(this.db, filters),
      (row) => toClue(row, principal),
    );
  }

  count(filters: ClueFilters): Promise<number> {
    return repo.countClues(this.db, filters);
  }

  async rows(
    filters: ClueFilters,
    sort: ClueSort,
    offset: number,
    limit: number,
    principal: Principal,
  ): Promise<Clue[]> {
    return (await repo.findClueRows(this.db, filters, sort, { offset, limit })).map((row) =>
      toClue(row, principal),
    );
  }

  // ------------------------------------------------------------ one clue

  /** Staff with `clue.assigned` read any clue; a partner user with `clue.myClue` one of its scope. */
  async get(id: number, principal: Principal): Promise<ClueInfo> {
    const needed = principal.kind === 'internal' ? permissions.clueAssigned : permissions.myClue;
    if (!principal.permissions.has(needed)) throw noPermission();
    return this.info(this.db, id, principal, scopeOf(principal));
  }

  private async info(db: DbOrTx, id: number, principal: Principal, scope?: PartnerScope): Promise<ClueInfo> {
    const row = await repo.findClueById(db, id, scope);
    if (!row) throw recordNotFound();
    // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
    const followUps = await repo.findFollowUps(db, id);
    const timeline = await findTimeline(db, 'clue', id);
    return {
      ...toClue(row, principal),
      followUps: followUps.map((f) => ({ ...f, createdAt: iso(f.createdAt)! })),
      timeline: timeline.map((t) => ({
        id: t.id,
        action: t.action,
        fromState: t.fromState,
        toState: t.toState,
        actorName: t.actorName,
        comment: t.comment,
        createdAt: iso(t.createdAt)!,
      })),
    };
  }

  // ------------------------------------------------------------ staff changes

  /** Creates a clue (no id) or edits a new one (the `edit` move, which keeps its state). */
  async save(body: SaveClueBody, principal: Principal): Promise<ClueInfo> {
    staffOnly(principal);
    const { id, rowVersion, ...fields } = body;
    await this.checkProductLine(this.db, fields.productLineCode);
    if (id !== undefined) return this.move({ id, action: 'edit', principal, rowVersion, values: fields });
    return this.db.transaction(async (tx) => {
      const [created] = await repo.insertClues(tx, [
        { ...fields, status: 'new', createdBy: principal.userId },
      ]);
      await insertAuditEntry(tx, {
        entity: 'clue',
        entityId: created!.id,
        action: 'create',
        toState: 'new',
        actorId: principal.userId,
        comment: fields.customerName,
      });
      return this.info(tx, created!.id, principal);
    });
  }

  /** Inserts imported rows, all or none, as new clues. */
  async importRows(rows: ClueFields[], principal: Principal, fileName: string): Promise<number> {
    staffOnly(principal);
    return this.db.transaction(async (tx) => {
      let count = 0;
      for (let start = 0; start < rows.length; start += 500) {
        const batch = rows.slice(start, start + 500);
        const created = await repo.insertClues(
          tx,
          batch.map((fields) => ({ ...fields, status: 'new' as const, createdBy: principal.userId })),
        );
        await insertAuditEntries(
          tx,
          created.map((clue) => ({
            entity: 'clue' as const,
            entityId: clue.id,
            action: 'import',
            toState: 'new',
            actorId: principal.userId,
            comment: fileName,
          })),
        );
        count += created.length;
      }
      return count;
    });
  }

  /** Assigns several new clues to a partner company (and optionally one of its active users). */
  async assign(body: AssignCluesBody, principal: Principal): Promise<ClueCount> {
    staffOnly(principal);
    const ids = [...new Set(body.ids)];
    return this.db.transaction(async (tx) => {
      const company = await repo.findActiveCompany(tx, body.companyId);
      if (!company) throw refused('clue.error.companyInvalid');
      const user =
        body.userId === null ? null : await repo.findActiveCompanyUser(tx, company.id, body.userId);
      if (body.userId !== null && !user) throw refused('clue.error.userInvalid');
      const locked = await repo.lockClues(tx, ids);
      if (locked.length !== ids.length) throw recordNotFound();
      const moves = locked.map((clue) => ({
        clue,
        to: checkTransition({
          table: clueTransitions,
          action: 'assign',
          record: { id: clue.id, state: clue.status },
          principal,
          refusal: illegalMove.assign,
          refusalParams: { clueNo: clue.clueNo },
        }),
      }));
      await repo.updateClues(tx, ids, {
        status: moves[0]!.to,
        companyId: company.id,
        assigneeId: user?.id ?? null,
        assignedAt: new Date(),
      });
      const target = user ? `${company.name} / ${user.displayName}` : company.name;
      for (const { clue, to } of moves)
        await recordTransition(tx, 'clue', {
          id: clue.id,
          action: 'assign',
          from: clue.status,
          to,
          actorId: principal.userId,
          comment: target,
        });
      for (const { clue } of moves) await notifyClueAssigned(tx, clue, company.id, user?.id ?? null);
      return { count: ids.length };
    });
  }

  /** Staff close a new clue with a reason. */
  close(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    staffOnly(principal);
    return this.move({
      id: body.id,
      action: 'close',
      principal,
      rowVersion: body.rowVersion,
      values: { closeReason: body.reason },
      comment: body.reason,
    });
  }

  // ------------------------------------------------------------ partner changes

  /** assigned → following; an unowned clue becomes the accepting user's. */
  accept(body: ClueIdBody, principal: Principal): Promise<ClueInfo> {
    return this.move({
      id: body.id,
      action: 'accept',
      principal,
      rowVersion: body.rowVersion,
      values: (clue) => ({ assigneeId: clue.assigneeId ?? principal.userId }),
    });
  }

  /** assigned → new: back to staff, company and user cleared. */
  giveBack(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    return this.move({
      id: body.id,
      action: 'return',
      principal,
      rowVersion: body.rowVersion,
      values: { companyId: null, assigneeId: null, assignedAt: null },
      comment: body.reason,
      // The partner no longer sees it: answer the clue as it now stands, outside the partner's scope.
      answerScoped: false,
    });
  }

  /** A follow-up on an assigned (which it moves to following) or following clue. */
  addFollowUp(body: AddClueFollowUpBody, principal: Principal): Promise<ClueInfo> {
    return this.move({
      id: body.id,
      action: 'followUp',
      principal,
      rowVersion: body.rowVersion,
      values: (clue) => ({ assigneeId: clue.assigneeId ?? principal.userId }),
      comment: body.content.slice(0, 500),
      extra: (tx) =>
        repo.insertFollowUp(tx, {
          clueId: body.id,
          userId: principal.userId,
          content: body.content,
          nextFollowUpDate: body.nextFollowUpDate,
        }),
    });
  }

  /** The partner closes an assigned or following clue with a reason. */
  closeMine(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    return this.move({
      id: body.id,
      action: 'closeMy',
      principal,
      rowVersion: body.rowVersion,
      values: { closeReason: body.reason },
      comment: body.reason,
    });
  }

  // ------------------------------------------------------------ drop-downs

  async companies(principal: Principal): Promise<ClueCompanyOption[]> {
    staffOnly(principal);
    return repo.findActiveCompanies(this.db);
  }

  async companyUsers(companyId: number, principal: Principal): Promise<ClueUserOption[]> {
    staffOnly(principal);
    return repo.findActiveCompanyUsers(this.db, companyId);
  }

  // ------------------------------------------------------------ the machine

  /**
   * One move: lock the clue within the caller's scope (a partner move refuses staff, whose scope is
   * not a company), let the kernel check it against the table and the row version, change it and
   * write the audit entry, all in one transaction.
   */
  private move(move: Move): Promise<ClueInfo> {
    const { id, action, principal } = move;
    const side = clueTransitions[action].side;
    const scope = side === 'partner' ? partnerScope(principal) : scopeOf(principal);
    return this.db.transaction(async (tx) => {
      const clue = await repo.lockClue(tx, id, scope);
      if (!clue) throw recordNotFound();
      const changes = typeof move.values === 'function' ? move.values(clue) : move.values;
      await transition(
        tx,
        'clue',
        {
          table: clueTransitions,
          action,
          record: { id, state: clue.status, version: clue.rowVersion },
          principal,
          sentVersion: move.rowVersion,
          refusal: illegalMove[action],
          refusalParams: { clueNo: clue.clueNo },
          comment: move.comment ?? null,
        },
        async (to: ClueStatus) => {
          await repo.updateClue(tx, id, { ...changes, status: to });
          if (move.extra) await move.extra(tx);
        },
      );
      return this.info(tx, id, principal, move.answerScoped === false ? undefined : scope);
    });
  }

  private async checkProductLine(db: DbOrTx, code: string | null) {
    if (code !== null && !(await repo.productLineIsActive(db, code)))
      throw refused('clue.error.productLineInvalid', { code });
  }
}
