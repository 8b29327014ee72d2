import type { MenuNode } from '../identity/menu-tree';
import { buttonDefinitions, menuTree } from '../identity/menu-tree';

/** Who may be granted a menu or button: staff roles only, or staff and partner roles alike. */
export type GrantAudience = 'staff' | 'all';
export type RoleKind = 'internal' | 'partner';

function walk(nodes: readonly MenuNode[], inherited: GrantAudience, out: Map<string, GrantAudience>) {
  for (const node of nodes) {
    const audience: GrantAudience = node.audience === 'staff' ? 'staff' : inherited;
    out.set(node.code, audience);
    if (node.children) walk(node.children, audience, out);
  }
}

/** Each menu code's audience: a menu marked 'staff' in the menu tree, and its whole subtree, are staff only. */
export const menuAudiences: ReadonlyMap<string, GrantAudience> = (() => {
  const out = new Map<string, GrantAudience>();
  walk(menuTree, 'all', out);
  return out;
})();

/**
 * Each button code's audience: for partners too only when the button is marked so and its menu is theirs
 * too; every other button is staff only (a button is a change to data, so partners get none unless named).
 */
export const buttonAudiences: ReadonlyMap<string, GrantAudience> = new Map(
  buttonDefinitions.map((b) => [
    b.code,
    'audience' in b && b.audience === 'all' && menuAudiences.get(b.menuCode) === 'all' ? 'all' : 'staff',
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
