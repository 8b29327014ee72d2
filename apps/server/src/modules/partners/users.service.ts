import type {
  ChangeUserStatusBody,
  GrantableRole,
  ManagedUser,
  ManagedUserInfo,
  MessageKey,
  Page,
  PageUsersBody,
  ResetUserPasswordBody,
  SaveUserBody,
  StatusAction,
} from '@portal/contract';
import { statusAction, userStatusTransitions } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import { lockForTransaction } from '../../core/locks';
import type { Principal } from '../../core/principal';
import { availableActions, checkTransition } from '../../core/transitions';
import { assertCurrentVersion } from '../../core/versions';
import type { Database, DbOrTx } from '../../db/database';
import {
  announceGrantsChanged,
  assertAdministrationRemains,
  clearFailures,
  findAllRoles,
  findRolesByCodes,
  hashPassword,
  replaceUserRoles,
  revokeSessionsOfUsers,
} from '../identity';
import { findCompanyWithTypes } from './companies.repository';
import * as repo from './users.repository';
import type { UserRow } from './users.repository';

/** Serialises user saves, so the username check cannot race with another save. */
const saveLockKey = 727_274_012;
const adminRole = 'admin';

const auditedFields = [
  'username',
  'displayName',
  'email',
  'mobile',
  'employeeId',
  'companyId',
  'companyType',
  'companyRole',
  'language',
] as const;

/**
 * The partners module's own rule on a user's status moves, beyond the transition table: only an
 * administrator changes an administrator, and nobody disables itself. Answers the refusal, if any.
 */
function statusRuleRefusal(
  target: Pick<UserRow, 'id' | 'roles'>,
  principal: Principal,
  action: StatusAction,
): MessageKey | undefined {
  if (action === 'disable' && target.id === principal.userId) return 'partner.error.disableSelf';
  if (target.roles.includes(adminRole) && !principal.roles.includes(adminRole))
    return 'partner.error.adminOnly';
  return undefined;
}

function toUser(row: UserRow, principal: Principal): ManagedUser {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    mobile: row.mobile,
    kind: row.kind,
    employeeId: row.employeeId,
    companyId: row.companyId,
    companyName: row.companyName,
    companyNameEn: row.companyNameEn,
    companyNameKr: row.companyNameKr,
    companyType: row.companyType,
    companyRole: row.companyRole,
    status: row.status,
    rowVersion: row.rowVersion,
    actions: availableActions(
      userStatusTransitions,
      row.status,
      principal,
      (action) => statusRuleRefusal(row, principal, action) === undefined,
    ),
    roles: row.roles,
    createdAt: row.createdAt.toISOString(),
  };
}

function toUserInfo(row: UserRow, principal: Principal): ManagedUserInfo {
  return { ...toUser(row, principal), language: row.language, updatedAt: row.updatedAt.toISOString() };
}

/** The company a partner caller is confined to; undefined for staff, who see every user. */
function scopeOf(principal: Principal): number | undefined {
  if (principal.kind !== 'partner') return undefined;
  // A partner user always has a company (database check); -1 matches nothing if that ever failed.
  return principal.companyId ?? -1;
}

/**
 * Users, internal and partner. Staff holding `partner.user` manage every user; a partner
 * administrator manages only its own company's partner users, and any other user is "not found".
 * Only an administrator grants the administrator role or changes an administrator.
 */
export class UsersService {
  constructor(private readonly db: Database) {}

  async page(body: PageUsersBody, principal: Principal): Promise<Page<ManagedUser>> {
    const page = await repo.findUserPage(
      this.db,
      {
        keyword: body.keyword || undefined,
        kind: body.kind ?? undefined,
        companyId: body.companyId ?? undefined,
        status: body.status ?? undefined,
        roleCode: body.roleCode || undefined,
        scopeCompanyId: scopeOf(principal),
      },
      { field: body.sortField, order: body.sortOrder },
      body,
    );
    return { ...page, list: page.list.map((row) => toUser(row, principal)) };
  }

  async get(id: number, principal: Principal): Promise<ManagedUserInfo> {
    return toUserInfo(await this.visibleUser(this.db, id, principal), principal);
  }

  /** The user, if the caller may see it; "record not found" for anyone outside a partner's company. */
  private async visibleUser(db: DbOrTx, id: number, principal: Principal): Promise<UserRow> {
    const row = await repo.findUserById(db, id);
    const scope = scopeOf(principal);
    if (!row || (scope !== undefined && row.companyId !== scope)) throw recordNotFound();
    return row;
  }

  /** Only an administrator changes a user who holds the administrator role. */
  private checkAdminTarget(target: UserRow, principal: Principal) {
    if (target.roles.includes(adminRole) && !principal.roles.includes(adminRole))
      throw refused('partner.error.adminOnly');
  }

  /** Creates a user (no id) or updates one, with its roles, in one transaction with its audit entry. */
  async save(body: SaveUserBody, principal: Principal): Promise<ManagedUserInfo> {
    const partnerCaller = principal.kind === 'partner';
    if (partnerCaller && body.kind !== 'partner') throw refused('partner.error.internalUserRefused');
    // The hash takes a while: compute it before the transaction, not while holding the lock.
    const passwordHash = body.password !== undefined ? await hashPassword(body.password) : undefined;

    return this.db.transaction(async (tx) => {
      await lockForTransaction(tx, saveLockKey);
      const before = body.id !== undefined ? await this.visibleUser(tx, body.id, principal) : undefined;
      if (before) {
        const locked = await repo.lockUser(tx, before.id);
        if (!locked) throw recordNotFound();
        assertCurrentVersion(locked.rowVersion, body.rowVersion);
        this.checkAdminTarget(before, principal);
        if (before.kind !== body.kind) throw refused('partner.error.kindFixed');
      }
      if (await repo.usernameTaken(tx, body.username, body.id))
        throw refused('partner.error.usernameTaken', { username: body.username });

      const placement = await this.placement(tx, body, principal);
      const roleIds = await this.grantableRoleIds(tx, body, principal, before?.roles ?? []);
      const values = {
        username: body.username,
        displayName: body.displayName,
        email: body.email,
        mobile: body.mobile,
        employeeId: body.kind === 'internal' ? body.employeeId : null,
        ...placement,
        language: body.language,
      };

      let id: number;
      if (before) {
        id = before.id;
        await repo.updateUser(tx, id, values);
        await replaceUserRoles(tx, id, roleIds);
        const changed: string[] = auditedFields.filter((field) => before[field] !== values[field]);
        const roleCodes = [...new Set(body.roleCodes)].sort();
        if (before.roles.join(',') !== roleCodes.join(',')) {
          changed.push('roles');
          // Roles lost may be the last administrator's; the user's next request has the new grants everywhere.
          await assertAdministrationRemains(tx);
          await announceGrantsChanged(tx, [id]);
        }
        await insertAuditEntry(tx, {
          entity: 'user',
          entityId: id,
          action: 'update',
          fromState: before.status,
          toState: before.status,
          actorId: principal.userId,
          comment: changed.length > 0 ? `changed: ${changed.join(', ')}` : 'no change',
        });
      } else {
        id = await repo.insertUser(tx, {
          ...values,
          kind: body.kind,
          status: 'active',
          passwordHash: passwordHash!,
        });
        await replaceUserRoles(tx, id, roleIds);
        await insertAuditEntry(tx, {
          entity: 'user',
          entityId: id,
          action: 'create',
          toState: 'active',
          actorId: principal.userId,
          comment: body.username,
        });
      }
      return toUserInfo((await repo.findUserById(tx, id))!, principal);
    });
  }

  /**
   * Where a user belongs: nowhere for internal users; for partners a company (the caller's own, for
   * a partner administrator), one of that company's types and that company's role.
   */
  private async placement(tx: DbOrTx, body: SaveUserBody, principal: Principal) {
    if (body.kind === 'internal') return { companyId: null, companyType: null, companyRole: null };
    const scope = scopeOf(principal);
    const companyId = body.companyId ?? scope ?? null;
    if (companyId === null) throw refused('validation.required', { name: 'companyId' });
    if (scope !== undefined && companyId !== scope) throw refused('partner.error.otherCompany');
    const company = await findCompanyWithTypes(tx, companyId);
    if (!company) throw refused('partner.error.companyInvalid');
    if (body.companyType === null) throw refused('validation.required', { name: 'companyType' });
    if (!company.typeCodes.includes(body.companyType))
      throw refused('partner.error.companyTypeInvalid', { code: body.companyType });
    const companyRole = body.companyRole ?? company.companyRole;
    if (companyRole !== company.companyRole)
      throw refused('partner.error.companyRoleMismatch', { role: company.companyRole });
    return { companyId, companyType: body.companyType, companyRole };
  }

  /**
   * The ids of the roles asked for: each must exist, be of the user's kind, and be the caller's to grant; a
   * disabled role is kept by a user who has it, never granted anew.
   */
  private async grantableRoleIds(tx: DbOrTx, body: SaveUserBody, principal: Principal, held: string[]) {
    const codes = [...new Set(body.roleCodes)];
    const found = new Map((await findRolesByCodes(tx, codes)).map((r) => [r.code, r]));
    for (const code of codes) {
      const role = found.get(code);
      if (!role || role.kind !== body.kind) throw refused('partner.error.roleInvalid', { code });
      if (role.status !== 'active' && !held.includes(code))
        throw refused('partner.error.roleInvalid', { code });
      if (code === adminRole && !principal.roles.includes(adminRole))
        throw refused('partner.error.adminOnly');
    }
    return codes.map((code) => found.get(code)!.id);
  }

  /**
   * Enables or disables a user, through its transition table and the module's own rule; disabling
   * ends its login sessions at once. Asking for the status the user already has changes nothing.
   */
  async changeStatus(body: ChangeUserStatusBody, principal: Principal): Promise<ManagedUserInfo> {
    const action = statusAction(body.status);
    if (body.id === principal.userId && action === 'disable') throw refused('partner.error.disableSelf');
    return this.db.transaction(async (tx) => {
      const target = await this.visibleUser(tx, body.id, principal);
      const ruleRefusal = statusRuleRefusal(target, principal, action);
      if (ruleRefusal) throw refused(ruleRefusal);
      const locked = await repo.lockUser(tx, body.id);
      if (!locked) throw recordNotFound();
      assertCurrentVersion(locked.rowVersion, body.rowVersion);
      if (locked.status !== body.status) {
        const to = checkTransition({
          table: userStatusTransitions,
          action,
          record: { id: body.id, state: locked.status },
          principal,
          // Only reachable when the status moved since the client read it.
          refusal: 'error.staleRecord',
        });
        await repo.updateUser(tx, body.id, { status: to });
        if (to === 'disabled') {
          await assertAdministrationRemains(tx);
          await revokeSessionsOfUsers(tx, [body.id], 'user-disabled');
        }
        await insertAuditEntry(tx, {
          entity: 'user',
          entityId: body.id,
          action: 'change-status',
          fromState: locked.status,
          toState: to,
          actorId: principal.userId,
        });
      }
      return toUserInfo((await repo.findUserById(tx, body.id))!, principal);
    });
  }

  /**
   * Signs a user out of every session, in every server process. A partner administrator reaches only its
   * own company's users ("not found" for anyone else); only an administrator signs out an administrator.
   */
  async endSessions(id: number, principal: Principal): Promise<{ ended: number }> {
    const target = await this.visibleUser(this.db, id, principal);
    this.checkAdminTarget(target, principal);
    return this.db.transaction(async (tx) => {
      const ended = await revokeSessionsOfUsers(tx, [id], 'ended-by-administrator');
      await insertAuditEntry(tx, {
        entity: 'user',
        entityId: id,
        action: 'end-sessions',
        fromState: target.status,
        toState: target.status,
        actorId: principal.userId,
      });
      return { ended };
    });
  }

  /** Sets a new password chosen by an administrator; the user's sessions end and its lock-out is cleared. */
  async resetPassword(body: ResetUserPasswordBody, principal: Principal): Promise<void> {
    const target = await this.visibleUser(this.db, body.id, principal);
    this.checkAdminTarget(target, principal);
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction(async (tx) => {
      const locked = await repo.lockUser(tx, body.id);
      if (!locked) throw recordNotFound();
      await repo.updateUser(tx, body.id, { passwordHash });
      await revokeSessionsOfUsers(tx, [body.id], 'password-reset');
      await clearFailures(tx, target.username.toLowerCase());
      await insertAuditEntry(tx, {
        entity: 'user',
        entityId: body.id,
        action: 'reset-password',
        fromState: locked.status,
        toState: locked.status,
        actorId: principal.userId,
      });
    });
  }

  /**
   * The roles the caller may grant: partner roles for a partner administrator; admin only by an admin; a
   * disabled role is not offered. Names an administrator gave a role come with it.
   */
  async roles(principal: Principal): Promise<GrantableRole[]> {
    const all = await findAllRoles(this.db);
    return all
      .filter((role) => {
        if (role.status !== 'active') return false;
        if (principal.kind === 'partner' && role.kind !== 'partner') return false;
        return role.code !== adminRole || principal.roles.includes(adminRole);
      })
      .map(({ status: _status, ...role }) => role);
  }
}
