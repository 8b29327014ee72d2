import type { MenuItem } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildMenuTree, selectedMenu } from './menu-tree';

const item = (
  code: string,
  parentCode: string | null,
  sort: number,
  path: string | null = null,
): MenuItem => ({
  code,
  parentCode,
  sort,
  path,
  titleKey: `menu.${code}`,
  icon: null,
});
const items = [
  item('b', null, 2),
  item('b.2', 'b', 2, '/b/2'),
  item('a', null, 1, '/a'),
  item('b.1', 'b', 1, '/b/1'),
];

describe('menu tree', () => {
  it('nests children under parents and sorts each level', () => {
    const tree = buildMenuTree(items);
    expect(tree.map((n) => n.code)).toEqual(['a', 'b']);
    expect(tree[1]!.children.map((n) => n.code)).toEqual(['b.1', 'b.2']);
  });
  it('highlights the entry of a path and opens its parents', () => {
    expect(selectedMenu(items, '/b/2')).toEqual({ selected: ['b.2'], open: ['b'] });
    expect(selectedMenu(items, '/nowhere')).toEqual({ selected: [], open: [] });
  });
});
