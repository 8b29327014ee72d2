import type { MenuItem } from '@portal/contract';

export interface MenuNode extends MenuItem {
  children: MenuNode[];
}

/** The server's flat menu list as a tree, each level sorted. */
export function buildMenuTree(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>(items.map((m) => [m.code, { ...m, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode ? nodes.get(node.parentCode) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort);
    list.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** The menu entry to highlight for a path, and its ancestors to open. */
export function selectedMenu(
  items: readonly MenuItem[],
  path: string,
): { selected: string[]; open: string[] } {
  const match = items.find((m) => m.path === path);
  if (!match) return { selected: [], open: [] };
  const open: string[] = [];
  let parent = match.parentCode;
  while (parent) {
    open.unshift(parent);
    parent = items.find((m) => m.code === parent)?.parentCode ?? null;
  }
  return { selected: [match.code], open };
}
