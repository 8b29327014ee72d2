import type { MenuNode, RoleKind } from '@portal/contract';
import { buttonAudiences, buttonDefinitions, grantableTo, menuAudiences, menuTree } from '@portal/contract';

/** A node of the grant tree: a menu (its code) or a button (`button:` and its code). */
export interface GrantNode {
  key: string;
  titleKey: string;
  button: boolean;
  children?: GrantNode[];
}

export const buttonKey = (code: string) => `button:${code}`;
const isButtonKey = (key: string) => key.startsWith('button:');
const codeOf = (key: string) => (isButtonKey(key) ? key.slice('button:'.length) : key);

/** The menus and their buttons a role of this kind may be granted, as a tree (buttons under their menu). */
export function grantTree(kind: RoleKind, nodes: readonly MenuNode[] = menuTree): GrantNode[] {
  return nodes
    .filter((node) => grantableTo(kind, menuAudiences.get(node.code)))
    .map((node) => {
      const buttons: GrantNode[] = buttonDefinitions
        .filter((b) => b.menuCode === node.code && grantableTo(kind, buttonAudiences.get(b.code)))
        .map((b) => ({ key: buttonKey(b.code), titleKey: b.titleKey, button: true }));
      const children = [...grantTree(kind, node.children ?? []), ...buttons];
      return {
        key: node.code,
        titleKey: node.titleKey,
        button: false,
        ...(children.length ? { children } : {}),
      };
    });
}

function find(nodes: readonly GrantNode[], key: string): GrantNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = find(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

function descendants(node: GrantNode): GrantNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...descendants(child)]);
}

const menuOfButton = new Map<string, string>(buttonDefinitions.map((b) => [b.code, b.menuCode]));

/**
 * The checked keys after the reader checked or unchecked one node (the tree checks each node alone):
 * checking a button checks its menu; checking a menu checks the menus under it; unchecking a menu
 * unchecks everything under it. So a button never stays without its menu (the server's rule).
 */
export function toggleGrant(
  tree: readonly GrantNode[],
  checked: readonly string[],
  key: string,
  on: boolean,
) {
  const next = new Set(checked);
  const node = find(tree, key);
  if (!node) return [...next];
  if (on) {
    next.add(key);
    if (node.button) next.add(menuOfButton.get(codeOf(key))!);
    else for (const child of descendants(node)) if (!child.button) next.add(child.key);
  } else {
    next.delete(key);
    if (!node.button) for (const child of descendants(node)) next.delete(child.key);
  }
  return [...next];
}

/** The checked keys split into the menus and buttons a role body carries. */
export function grantsOf(checked: readonly string[]) {
  return {
    menus: checked.filter((key) => !isButtonKey(key)),
    buttons: checked.filter(isButtonKey).map(codeOf),
  };
}

/** The checked keys of a role's grants. */
export const keysOf = (menus: readonly string[], buttons: readonly string[]) => [
  ...menus,
  ...buttons.map(buttonKey),
];
