import type { MenuNode } from '../identity/menu-tree';
import { buttonDefinitions, menuTree } from '../identity/menu-tree';

/** Who may be granted a menu or button: staff roles only, or staff and partner roles alike. */
export type GrantAudience = 'staff' | 'all';
export type RoleKind = 'internal' | 'partner';

/**
 * The menus never granted to a partner role, with their whole subtrees (kept here rather than as marks in the
 * menu tree, which every page loads).
 */
const staffMenus: ReadonlySet<string> = new Set([
  'training.approval',
  'training.courses',
  'business.opptList',
  'clue.assigned',
  'quotation.planning',
  'virtual',
  'integratedMaterial',
  'partner.company',
  'workFlows',
  'configuration',
  'system',
]);

/** The buttons a partner role may be granted (on a menu partners may hold); every other is for staff. */
const partnerButtons: ReadonlySet<string> = new Set(['partner.user.edit']);

function walk(nodes: readonly MenuNode[], inherited: GrantAudience, out: Map<string, GrantAudience>) {
  for (const node of nodes) {
    const audience: GrantAudience = staffMenus.has(node.code) ? 'staff' : inherited;
    out.set(node.code, audience);
    if (node.children) walk(node.children, audience, out);
  }
}

/** Each menu code's audience: a staff menu (above) and its whole subtree are staff only. */
export const menuAudiences: ReadonlyMap<string, GrantAudience> = (() => {
  const out = new Map<string, GrantAudience>();
  walk(menuTree, 'all', out);
  return out;
})();

/**
 * Each button code's audience: for partners too only when the button is a partner button and its menu is
 * theirs too; every other button is staff only (a button is a change to data, so partners get none unless named).
 */
export const buttonAudiences: ReadonlyMap<string, GrantAudience> = new Map(
  buttonDefinitions.map((b) => [
    b.code,
    partnerButtons.has(b.code) && menuAudiences.get(b.menuCode) === 'all' ? 'all' : 'staff',
  ]),
);

/** Whether a role of this kind may be granted a code of that audience. */
export function grantableTo(kind: RoleKind, audience: GrantAudience | undefined): boolean {
  return audience !== undefined && (kind === 'internal' || audience === 'all');
}

/**
 * The one grant that lets its holder change every grant (and so recover any other): the role editor's
 * menu and button. The last active user holding both may not lose them.
 */
export const administrationGrants = { menu: 'configuration', button: 'role.edit' } as const;

/** The built-in role that always holds every menu and button (granted anew at each start): never edited. */
export const administratorRole = 'admin';
