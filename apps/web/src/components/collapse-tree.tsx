import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Key, ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An item of the tree whose children are items of the same type T. */
export interface CollapseTreeNode<T> {
  key: Key;
  /** Already translated. */
  title: ReactNode;
  children?: T[];
}

export interface CollapseTreeItem extends CollapseTreeNode<CollapseTreeItem> {
  children?: CollapseTreeItem[];
}

/** Indent per level, in pixels (spec section 2). */
export const collapseTreeIndent = 44;

export interface CollapseTreeProps<T extends CollapseTreeNode<T>> {
  items: T[];
  /**
   * Items above this depth start expanded: with 1 (the default) the top level is expanded, so its
   * children show, and deeper items start collapsed. 0 starts with everything collapsed.
   */
  defaultExpandLevel?: number;
  /** The expanded keys (controlled); without it the tree keeps its own state. */
  expandedKeys?: Key[];
  onExpandedChange?: (expandedKeys: Key[]) => void;
  /** Extra content at the end of an item's row (buttons and the like). */
  extra?: (item: T) => ReactNode;
  /** Accessible name of the tree, already translated. */
  label?: string;
}

/** Keys of the items with children whose depth (top = 0) is below `level`. */
export function keysUpToLevel<T extends CollapseTreeNode<T>>(
  items: readonly T[],
  level: number,
  depth = 0,
): Key[] {
  if (depth >= level) return [];
  return items.flatMap((item) =>
    item.children?.length ? [item.key, ...keysUpToLevel(item.children, level, depth + 1)] : [],
  );
}

/** Nested items shown as a collapsible tree, 44 px of indent per level. */
export function CollapseTree<T extends CollapseTreeNode<T>>({
  items,
  defaultExpandLevel = 1,
  expandedKeys,
  onExpandedChange,
  extra,
  label,
}: CollapseTreeProps<T>) {
  const { t } = useTranslation();
  const treeId = useId();
  const [inner, setInner] = useState<Key[]>(() => keysUpToLevel(items, defaultExpandLevel));
  const expanded = expandedKeys ?? inner;

  const toggle = (key: Key) => {
    const next = expanded.includes(key) ? expanded.filter((k) => k !== key) : [...expanded, key];
    setInner(next);
    onExpandedChange?.(next);
  };

  const renderItems = (list: T[], depth: number, path: string): ReactNode =>
    list.map((item, index) => {
      const children = item.children ?? [];
      const hasChildren = children.length > 0;
      const open = hasChildren && expanded.includes(item.key);
      const id = `${treeId}-${path}${index}`;
      return (
        <li
          key={item.key}
          role="treeitem"
          aria-labelledby={`${id}-title`}
          aria-level={depth + 1}
          aria-expanded={hasChildren ? open : undefined}
          style={{ listStyle: 'none' }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              minHeight: 32,
              paddingLeft: depth * collapseTreeIndent,
            }}
          >
            {hasChildren ? (
              <Button
                id={`${id}-toggle`}
                type="text"
                size="small"
                icon={open ? <CaretDownOutlined /> : <CaretRightOutlined />}
                aria-label={open ? t('widget.collapse') : t('widget.expand')}
                aria-labelledby={`${id}-toggle ${id}-title`}
                aria-expanded={open}
                onClick={() => toggle(item.key)}
              />
            ) : (
              <span style={{ display: 'inline-block', width: 24 }} aria-hidden />
            )}
            <span id={`${id}-title`} style={{ flex: 1 }}>
              {item.title}
            </span>
            {extra?.(item)}
          </div>
          {open && (
            <ul role="group" style={{ margin: 0, padding: 0 }}>
              {renderItems(children, depth + 1, `${path}${index}-`)}
            </ul>
          )}
        </li>
      );
    });

  return (
    <ul role="tree" aria-label={label} style={{ margin: 0, padding: 0 }}>
      {renderItems(items, 0, '')}
    </ul>
  );
}
