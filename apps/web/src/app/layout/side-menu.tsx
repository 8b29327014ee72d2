import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { menuIcon } from './menu-icons';
import type { MenuNode } from './menu-tree';
import { buildMenuTree, selectedMenu } from './menu-tree';
import { translateKnown } from '../../lib/message-key';

type Items = NonNullable<MenuProps['items']>;

/** The side menu, built from the server's menus: icons, nesting, the current entry highlighted. */
export function SideMenu({ activePath, collapsed }: { activePath: string; collapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menuData = useSession((s) => s.menuData);
  const tree = useMemo(() => buildMenuTree(menuData), [menuData]);
  const { selected, open } = useMemo(() => selectedMenu(menuData, activePath), [menuData, activePath]);
  const [openKeys, setOpenKeys] = useState<string[]>(open);
  const [openedFor, setOpenedFor] = useState(activePath);
  // On navigation, open the groups of the new entry too (adjusting state while rendering, not in an effect).
  if (openedFor !== activePath) {
    setOpenedFor(activePath);
    setOpenKeys((keys) => Array.from(new Set([...keys, ...open])));
  }

  const toItems = (nodes: MenuNode[]): Items =>
    nodes.map((node) => ({
      key: node.code,
      icon: menuIcon(node.icon),
      label: translateKnown(t, node.titleKey, node.titleKey, i18n),
      ...(node.children.length ? { children: toItems(node.children) } : {}),
    }));

  const paths = useMemo(() => new Map(menuData.map((m) => [m.code, m.path])), [menuData]);

  return (
    <Menu
      // index.html's style lets a label longer than the menu is wide wrap instead of being cut.
      className={collapsed ? undefined : 'portal-side-menu'}
      mode="inline"
      theme="dark"
      aria-label={t('layout.mainNavigation')}
      items={toItems(tree)}
      selectedKeys={selected}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        const path = paths.get(key);
        // A router navigation: nothing to wait for in a click handler.
        if (path) void navigate(path);
      }}
    />
  );
}
