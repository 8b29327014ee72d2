import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CollapseTreeItem } from './collapse-tree';
import { CollapseTree, keysUpToLevel } from './collapse-tree';
import { renderApp } from '../test/render-app';

const items: CollapseTreeItem[] = [
  {
    key: 'a',
    title: 'Sales',
    children: [
      { key: 'a1', title: 'North', children: [{ key: 'a1x', title: 'Team X' }] },
      { key: 'a2', title: 'South' },
    ],
  },
  { key: 'b', title: 'Service' },
];

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('CollapseTree', () => {
  it('expands up to level 1 by default: top level and its children show, deeper items do not', () => {
    renderApp(<CollapseTree items={items} label="Organisation" />);
    expect(screen.getByRole('tree', { name: 'Organisation' })).toBeInTheDocument();
    expect(item('Sales')).toHaveAttribute('aria-expanded', 'true');
    expect(item('North')).toHaveAttribute('aria-expanded', 'false');
    expect(item('South')).not.toHaveAttribute('aria-expanded');
    expect(item('Service')).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: 'Team X' })).not.toBeInTheDocument();
  });

  it('indents 44 px per level', async () => {
    const user = userEvent.setup();
    renderApp(<CollapseTree items={items} />);
    await user.click(screen.getByRole('button', { name: 'Expand North' }));
    const row = (name: string) => screen.getByText(name).parentElement!;
    expect(row('Sales')).toHaveStyle({ paddingLeft: '0px' });
    expect(row('North')).toHaveStyle({ paddingLeft: '44px' });
    expect(row('Team X')).toHaveStyle({ paddingLeft: '88px' });
    expect(item('Team X')).toHaveAttribute('aria-level', '3');
  });

  it('toggles an item open and closed', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderApp(<CollapseTree items={items} onExpandedChange={onExpandedChange} />);
    await user.click(screen.getByRole('button', { name: 'Collapse Sales' }));
    expect(item('Sales')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: 'North' })).not.toBeInTheDocument();
    expect(onExpandedChange).toHaveBeenLastCalledWith([]);

    // Keyboard: the toggle is a button.
    screen.getByRole('button', { name: 'Expand Sales' }).focus();
    await user.keyboard('{Enter}');
    expect(within(item('Sales')).getByRole('treeitem', { name: 'North' })).toBeInTheDocument();
  });

  it('takes another default level', () => {
    expect(keysUpToLevel(items, 0)).toEqual([]);
    expect(keysUpToLevel(items, 1)).toEqual(['a']);
    expect(keysUpToLevel(items, 2)).toEqual(['a', 'a1']);
    renderApp(<CollapseTree items={items} defaultExpandLevel={2} />);
    expect(item('Team X')).toBeInTheDocument();
  });
});
