import type {
  AddClueFollowUpBody,
  AssignCluesBody,
  Clue,
  ClueAction,
  ClueCompanyOption,
  ClueCount,
  ClueFields,
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
import { clueActionAllowed, clueTransitions, permissions } from '@portal/contract';
import { noPermission, recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import { insertAuditEntry } from '../../core/audit';
import * as repo from './clues.repository';
import type { ClueFilters, ClueRow, ClueSort, LockedClue, PartnerScope } from './clues.repository';

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

export function toClue(row: ClueRow): Clue {
  return {
    ...row,
    assignedAt: iso(row.assignedAt),
    lastFollowUpAt: iso(row.lastFollowUpAt),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
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

function staffOnly(principal: Principal) {
  if (principal.kind !== 'internal') throw noPermission();
}

function staffFilters(body: PageCluesBody): ClueFilters {
  return {
    keyword: body.keyword || undefined,
    status: body.status ?? undefined,
    source: body.source ?? undefined,
    productLineCode: body.productLineCode || undefined,
    region: body.region ?? undefined,
    companyId: body.companyId ?? undefined,
    createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
    createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
  };
}

function myFilters(body: PageMyCluesBody, scope: PartnerScope): ClueFilters {
  return {
    keyword: body.keyword || undefined,
    status: body.status ?? undefined,
    source: body.source ?? undefined,
    productLineCode: body.productLineCode || undefined,
    region: body.region ?? undefined,
    createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
    createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
    scope,
  };
}

/** Clues (leads): the state machine of clues.transitions.ts, each change one transaction with its audit entry. */
export class CluesService {
  constructor(private readonly db: Database) {}

  // ------------------------------------------------------------ lists

  /** The staff list's filters (shared with its export); refuses a partner. */
  staffFilters(body: PageCluesBody, principal: Principal): ClueFilters {
    staffOnly(principal);
    return staffFilters(body);
  }

  /** A partner's list filters (shared with its export). */
  myFilters(body: PageMyCluesBody, principal: Principal): ClueFilters {
    return myFilters(body, partnerScope(principal));
  }

  async page(filters: ClueFilters, body: PageCluesBody | PageMyCluesBody): Promise<Page<Clue>> {
    const sort: ClueSort = { field: body.sortField, order: body.sortOrder };
    const [rows, total] = await Promise.all([
      repo.findClueRows(this.db, filters, sort, {
        offset: (body.pageNum - 1) * body.pageSize,
        limit: body.pageSize,
      }),
      repo.countClues(this.db, filters),
    ]);
    return { list: rows.map(toClue), total, pageNum: body.pageNum, pageSize: body.pageSize };
  }

  count(filters: ClueFilters): Promise<number> {
    return repo.countClues(this.db, filters);
  }

  async rows(filters: ClueFilters, sort: ClueSort, offset: number, limit: number): Promise<Clue[]> {
    return (await repo.findClueRows(this.db, filters, sort, { offset, limit })).map(toClue);
  }

  // ------------------------------------------------------------ one clue

  /** Staff with `clue.assigned` read any clue; a partner user only one it may see. */
  async get(id: number, principal: Principal): Promise<ClueInfo> {
    if (principal.kind === 'internal') {
      if (!principal.permissions.has(permissions.clueAssigned)) throw noPermission();
      return this.info(this.db, id);
    }
    if (!principal.permissions.has(permissions.myClue)) throw noPermission();
    return this.info(this.db, id, partnerScope(principal));
  }

  private async info(db: DbOrTx, id: number, scope?: PartnerScope): Promise<ClueInfo> {
    const row = await repo.findClueById(db, id, scope);
    if (!row) throw recordNotFound();
    // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
    const followUps = await repo.findFollowUps(db, id);
    const timeline = await repo.findTimeline(db, id);
    return {
      ...toClue(row),
      followUps: followUps.map((f) => ({ ...f, createdAt: iso(f.createdAt)! })),
      timeline: timeline.map((t) => ({ ...t, createdAt: iso(t.createdAt)! })),
    };
  }

  // ------------------------------------------------------------ staff changes

  /** Creates a clue (no id) or edits a new one. */
  async save(body: SaveClueBody, principal: Principal): Promise<ClueInfo> {
    staffOnly(principal);
    const { id, ...fields } = body;
    await this.checkProductLine(this.db, fields.productLineCode);
    return this.db.transaction(async (tx) => {
      if (id === undefined) {
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
        return this.info(tx, created!.id);
      }
      const clue = await this.lockOne(tx, id);
      this.allow('edit', clue);
      await repo.updateClue(tx, id, fields);
      await insertAuditEntry(tx, {
        entity: 'clue',
        entityId: id,
        action: 'edit',
        fromState: clue.status,
        toState: clue.status,
        actorId: principal.userId,
      });
      return this.info(tx, id);
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
        for (const clue of created) {
          await insertAuditEntry(tx, {
            entity: 'clue',
            entityId: clue.id,
            action: 'import',
            toState: 'new',
            actorId: principal.userId,
            comment: fileName,
          });
        }
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
      for (const clue of locked) this.allow('assign', clue);
      await repo.updateClues(tx, ids, {
        status: 'assigned',
        companyId: company.id,
        assigneeId: user?.id ?? null,
        assignedAt: new Date(),
      });
      const target = user ? `${company.name} / ${user.displayName}` : company.name;
      for (const clue of locked) {
        await insertAuditEntry(tx, {
          entity: 'clue',
          entityId: clue.id,
          action: 'assign',
          fromState: clue.status,
          toState: 'assigned',
          actorId: principal.userId,
          comment: target,
        });
      }
      return { count: ids.length };
    });
  }

  /** Staff close a new clue with a reason. */
  async close(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    staffOnly(principal);
    return this.move(body.id, 'close', principal, undefined, { closeReason: body.reason }, body.reason);
  }

  // ------------------------------------------------------------ partner changes

  /** assigned → following; an unowned clue becomes the accepting user's. */
  accept(id: number, principal: Principal): Promise<ClueInfo> {
    const scope = partnerScope(principal);
    return this.move(id, 'accept', principal, scope, (clue) => ({
      assigneeId: clue.assigneeId ?? principal.userId,
    }));
  }

  /** assigned → new: back to staff, company and user cleared. */
  giveBack(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    const scope = partnerScope(principal);
    return this.move(
      body.id,
      'return',
      principal,
      scope,
      { companyId: null, assigneeId: null, assignedAt: null },
      body.reason,
      // The partner no longer sees it: answer the clue as staff would.
      false,
    );
  }

  /** A follow-up on an assigned (which it moves to following) or following clue. */
  addFollowUp(body: AddClueFollowUpBody, principal: Principal): Promise<ClueInfo> {
    const scope = partnerScope(principal);
    return this.move(
      body.id,
      'followUp',
      principal,
      scope,
      (clue) => ({ assigneeId: clue.assigneeId ?? principal.userId }),
      body.content.slice(0, 500),
      true,
      async (tx) =>
        repo.insertFollowUp(tx, {
          clueId: body.id,
          userId: principal.userId,
          content: body.content,
          nextFollowUpDate: body.nextFollowUpDate,
        }),
    );
  }

  /** The partner closes an assigned or following clue with a reason. */
  closeMine(body: ClueReasonBody, principal: Principal): Promise<ClueInfo> {
    const scope = partnerScope(principal);
    return this.move(body.id, 'closeMy', principal, scope, { closeReason: body.reason }, body.reason);
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
   * One move of the state machine: lock the clue (a partner only finds what it may see), check
   * the move is allowed from its state, change it, write the audit entry, all in one transaction.
   */
  private move(
    id: number,
    action: Exclude<ClueAction, 'convert' | 'edit' | 'assign'>,
    principal: Principal,
    scope: PartnerScope | undefined,
    values: Partial<repo.ClueValues> | ((clue: LockedClue) => Partial<repo.ClueValues>),
    comment?: string,
    answerScoped = true,
    extra?: (tx: DbOrTx) => Promise<void>,
  ): Promise<ClueInfo> {
    return this.db.transaction(async (tx) => {
      const clue = await this.lockOne(tx, id, scope);
      this.allow(action, clue);
      const to: ClueStatus = clueTransitions[action].to;
      const changes = typeof values === 'function' ? values(clue) : values;
      await repo.updateClue(tx, id, { ...changes, status: to });
      if (extra) await extra(tx);
      await insertAuditEntry(tx, {
        entity: 'clue',
        entityId: id,
        action,
        fromState: clue.status,
        toState: to,
        actorId: principal.userId,
        comment: comment ?? null,
      });
      return this.info(tx, id, answerScoped ? scope : undefined);
    });
  }

  /** Locks one clue; another company's (or, for partner sales, another user's) is "not found". */
  private async lockOne(tx: DbOrTx, id: number, scope?: PartnerScope): Promise<LockedClue> {
    const [clue] = await repo.lockClues(tx, [id]);
    if (!clue || (scope && !visibleTo(clue, scope))) throw recordNotFound();
    return clue;
  }

  private allow(action: Exclude<ClueAction, 'convert'>, clue: LockedClue) {
    if (!clueActionAllowed(action, clue.status)) throw refused(illegalMove[action], { clueNo: clue.clueNo });
  }

  private async checkProductLine(db: DbOrTx, code: string | null) {
    if (code !== null && !(await repo.productLineIsActive(db, code)))
      throw refused('clue.error.productLineInvalid', { code });
  }
}

/** Whether a partner's scope reaches a clue (its company; for a non-administrator, its own or unassigned ones). */
export function visibleTo(clue: Pick<LockedClue, 'companyId' | 'assigneeId'>, scope: PartnerScope): boolean {
  if (clue.companyId !== scope.companyId) return false;
  return scope.userId === null || clue.assigneeId === null || clue.assigneeId === scope.userId;
}

/**
 * A clue the caller may turn into a report of `companyId`: assigned to that company, still open
 * (the `convert` move of the clue transitions) and, for a partner's sales user, its own or unassigned.
 * Not found otherwise. `lock` locks it for the conversion.
 */
export async function findConvertibleClue(
  db: DbOrTx,
  clueId: number,
  principal: Principal,
  lock: boolean,
  companyId?: number,
): Promise<repo.ConvertibleClue> {
  const clue = await repo.findClueForConversion(db, clueId, lock);
  if (!clue || clue.companyId === null) throw recordNotFound();
  if (companyId !== undefined && clue.companyId !== companyId) throw recordNotFound();
  if (principal.kind === 'partner' && !visibleTo(clue, partnerScope(principal))) throw recordNotFound();
  return clue;
}

/**
 * Marks a clue converted into a report, in the report's transaction, with its audit entry. Refuses a
 * clue no longer convertible (`report.error.clueNotConvertible`).
 */
export async function convertClueIntoReport(
  tx: DbOrTx,
  move: { clueId: number; companyId: number; reportId: number; reportNo: string; principal: Principal },
): Promise<void> {
  const clue = await findConvertibleClue(tx, move.clueId, move.principal, true, move.companyId);
  if (!clueActionAllowed('convert', clue.status)) throw refused('report.error.clueNotConvertible');
  await repo.updateClue(tx, clue.id, { status: 'converted', convertedReportId: move.reportId });
  await insertAuditEntry(tx, {
    entity: 'clue',
    entityId: clue.id,
    action: 'convert',
    fromState: clue.status,
    toState: 'converted',
    actorId: move.principal.userId,
    comment: move.reportNo,
  });
}
