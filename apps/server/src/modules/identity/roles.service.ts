import type {
  ChangeRoleStatusBody,
  Language,
  CreateRoleBody,
  RoleAction,
  RoleItem,
  RoleKind,
  UpdateRoleBody,
} from '@portal/contract';
import {
  administratorRole,
  buttonAudiences,
  buttonDefinitions,
  catalogs,
  grantableTo,
  menuAudiences,
  permissions,
} from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import { assertAdministrationRemains } from './administration-guard';
import { announceGrantsChanged } from './identity.repository';
import * as repo from './roles.repository';
import type { RoleRow } from './roles.repository';

const menuOfButton = new Map<string, string>(buttonDefinitions.map((b) => [b.code, b.menuCode]));

/**
 * The grants asked for, checked against the menu tree: every code exists, a partner role gets nothing for
 * staff only, and every button comes with its menu. Answers them without duplicates, in a stable order.
 */
export function checkGrants(kind: RoleKind, menus: readonly string[], buttons: readonly string[]) {
  const menuSet = [...new Set(menus)];
  const buttonSet = [...new Set(buttons)];
  for (const code of menuSet) {
    const audience = menuAudiences.get(code);
    if (!audience) throw refused('roles.error.unknownMenu', { code });
    if (!grantableTo(kind, audience)) throw refused('roles.error.staffOnly', { code });
  }
  for (const code of buttonSet) {
    const audience = buttonAudiences.get(code);
    if (!audience) throw refused('roles.error.unknownButton', { code });
    if (!grantableTo(kind, audience)) throw refused('roles.error.staffOnly', { code });
    const menu = menuOfButton.get(code)!;
    if (!menuSet.includes(menu)) throw refused('roles.error.buttonWithoutMenu', { code, menu });
  }
  return { menus: menuSet.sort(), buttons: buttonSet.sort() };
}

/** What the audit trail keeps of a role, before and after a change. */
function snapshot(row: RoleRow) {
  return {
    code: row.code,
    kind: row.kind,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    nameKr: row.nameKr,
    status: row.status,
    menus: [...row.menus].sort(),
    buttons: [...row.buttons].sort(),
  };
}

/** A built-in role never renamed is named by its title in each language. */
const titleIn = (language: Language, row: RoleRow) =>
  (catalogs[language] as Record<string, string | undefined>)[row.titleKey] ?? row.code;

function toItem(row: RoleRow, principal: Principal): RoleItem {
  const locked = row.code === administratorRole;
  const actions: RoleAction[] = [];
  if (!locked && principal.permissions.has(permissions.roleEdit))
    actions.push('edit', row.status === 'active' ? 'disable' : 'enable');
  return {
    ...row,
    nameCn: row.nameCn ?? titleIn('cn', row),
    nameEn: row.nameEn ?? titleIn('en', row),
    nameKr: row.nameKr ?? titleIn('kr', row),
    locked,
    actions,
  };
}

/**
 * Roles and their grants, kept by administrators (docs/areas/roles.md). Every change is one transaction
 * with its audit entry (before and after), passes the last-administrator guard, and reaches the holders of
 * the role at once in every server process (their cached callers are dropped through the database).
 */
export class RolesService {
  constructor(private readonly db: Database) {}

  async list(principal: Principal) {
    return { list: (await repo.findRoles(this.db)).map((row) => toItem(row, principal)) };
  }

  async create(body: CreateRoleBody, principal: Principal): Promise<RoleItem> {
    const grants = checkGrants(body.kind, body.menus, body.buttons);
    return this.db.transaction(async (tx) => {
      await this.checkNames(tx, body);
      const id = await repo.insertRole(tx, {
        kind: body.kind,
        nameCn: body.nameCn,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
      });
      await repo.replaceRoleGrants(tx, id, grants.menus, grants.buttons);
      const after = (await repo.findRole(tx, id))!;
      await insertAuditEntry(tx, {
        entity: 'role',
        entityId: id,
        action: 'create',
        toState: after.status,
        actorId: principal.userId,
        after: snapshot(after),
      });
      return toItem(after, principal);
    });
  }

  async update(body: UpdateRoleBody, principal: Principal): Promise<RoleItem> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRole(tx, body.id);
      const grants = checkGrants(before.kind, body.menus, body.buttons);
      await this.checkNames(tx, body, body.id);
      await repo.updateRole(tx, body.id, { nameCn: body.nameCn, nameEn: body.nameEn, nameKr: body.nameKr });
      await repo.replaceRoleGrants(tx, body.id, grants.menus, grants.buttons);
      return this.finish(tx, before, 'update', principal);
    });
  }

  async changeStatus(body: ChangeRoleStatusBody, principal: Principal): Promise<RoleItem> {
    return this.db.transaction(async (tx) => {
      const before = await this.lockedRole(tx, body.id);
      if (before.status === body.status) return toItem(before, principal);
      await repo.updateRole(tx, body.id, { status: body.status });
      return this.finish(tx, before, body.status === 'active' ? 'enable' : 'disable', principal);
    });
  }

  /** The role, locked for the transaction; the administrator role is never changed. */
  private async lockedRole(tx: DbOrTx, id: number): Promise<RoleRow> {
    if (!(await repo.lockRole(tx, id))) throw recordNotFound();
    const row = (await repo.findRole(tx, id))!;
    if (row.code === administratorRole) throw refused('roles.error.locked');
    return row;
  }

  private async checkNames(tx: DbOrTx, names: CreateRoleBody | UpdateRoleBody, exceptId?: number) {
    const taken = await repo.roleNameTaken(tx, names, exceptId);
    if (taken !== undefined) throw refused('roles.error.nameTaken', { name: taken });
  }

  /** After a change: the guard, the audit entry with before and after, and every process told. */
  private async finish(tx: DbOrTx, before: RoleRow, action: string, principal: Principal) {
    await assertAdministrationRemains(tx);
    const after = (await repo.findRole(tx, before.id))!;
    await insertAuditEntry(tx, {
      entity: 'role',
      entityId: before.id,
      action,
      fromState: before.status,
      toState: after.status,
      actorId: principal.userId,
      before: snapshot(before),
      after: snapshot(after),
    });
    await announceGrantsChanged(tx, await repo.findUserIdsOfRole(tx, before.id));
    return toItem(after, principal);
  }
}
