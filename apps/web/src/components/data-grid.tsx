import { DownOutlined } from '@ant-design/icons';
import { limits } from '@portal/contract';
import type { ModalFuncProps, PopconfirmProps, TableColumnsType, TableProps } from 'antd';
import { Button, Dropdown, Empty, Space, Table } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaginationProps } from './pagination';
import { Pagination } from './pagination';

/** One button of a row. */
export interface RowAction {
  key: string;
  /** Already translated. */
  label: ReactNode;
  onClick: () => void | Promise<unknown>;
  danger?: boolean;
  /**
   * A confirmation text (translated) asked before running. An action whose key is 'delete' always asks,
   * with the catalogue's delete confirmation when it gives no text.
   */
  confirm?: string;
  hidden?: boolean;
  disabled?: boolean;
}

/**
 * Headers never wrap (their columns are at least as wide as the header's text). A new object each call:
 * antd adds its own handlers (sorting) to what onHeaderCell answers.
 */
const nowrapHeader = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/** At most this many actions show as links; more show the first two and fold the rest into "more". */
export const maxInlineActions = 3;

type TableChange<T> = Parameters<NonNullable<TableProps<T>['onChange']>>;

export interface DataGridProps<T extends object> extends Omit<
  TableProps<T>,
  'columns' | 'dataSource' | 'rowKey' | 'pagination' | 'onChange' | 'locale' | 'loading' | 'title'
> {
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  /** Required: a property of the row, or a function answering its key. */
  rowKey: NonNullable<TableProps<T>['rowKey']>;
  loading?: boolean;
  /** Show a row-number column; the number runs across pages: (pageNum − 1) × pageSize + i + 1. */
  showIndex?: boolean;
  /** Pages below the table (and the base of the row numbers); none when absent or false. */
  pagination?: PaginationProps | false;
  /** Sorting and filtering changed (the caller keeps them, e.g. in columns' sortOrder/filteredValue). */
  onChange?: (filters: TableChange<T>[1], sorter: TableChange<T>[2], extra: TableChange<T>[3]) => void;
  /** The actions of a row, shown in a last column. */
  actions?: (row: T) => RowAction[];
  /** Title of the action column; the catalogue's "Actions" by default. */
  actionsTitle?: ReactNode;
  actionsWidth?: number;
}

// Confirmations load when a row action first asks (confirmations.tsx).
const Popconfirm = lazy(() => import('./confirmations').then((m) => ({ default: m.Popconfirm })));
const ConfirmDialog = lazy(() => import('./confirmations').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A row's link that asks before running: a plain link until first clicked, then Ant Design's Popconfirm
 * (loaded on that click), opened at once.
 */
function ConfirmLink({
  link,
  ...popconfirm
}: Omit<PopconfirmProps, 'open' | 'onOpenChange'> & { link: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!asked || popconfirm.disabled)
    return (
      <span
        onClickCapture={() => {
          if (popconfirm.disabled) return;
          setAsked(true);
          setOpen(true);
        }}
      >
        {link}
      </span>
    );
  return (
    <Suspense fallback={link}>
      <Popconfirm {...popconfirm} open={open} onOpenChange={setOpen}>
        {link}
      </Popconfirm>
    </Suspense>
  );
}

/** The confirmation an action asks for, if any. */
export function confirmationOf(action: RowAction, deleteText: string): string | undefined {
  if (action.confirm) return action.confirm;
  return action.key === 'delete' ? deleteText : undefined;
}

/** Splits actions into the links shown and those folded into "more". */
export function splitActions(actions: RowAction[]): { inline: RowAction[]; folded: RowAction[] } {
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length <= maxInlineActions) return { inline: visible, folded: [] };
  return { inline: visible.slice(0, maxInlineActions - 1), folded: visible.slice(maxInlineActions - 1) };
}

/** An antd Table with row numbers, row actions, a translated empty state and our pagination. */
export function DataGrid<T extends object>({
  columns,
  dataSource,
  rowKey,
  loading = false,
  showIndex = false,
  pagination,
  onChange,
  actions,
  actionsTitle,
  actionsWidth,
  ...rest
}: DataGridProps<T>) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<ModalFuncProps | null>(null);
  const closeDialog = useCallback(() => setAsking(null), []);
  const indexOffset = pagination
    ? (pagination.pageNum - 1) * (pagination.pageSize ?? limits.defaultPageSize)
    : 0;

  const allColumns = useMemo(() => {
    const result: TableColumnsType<T> = [];
    if (showIndex) {
      result.push({
        key: '__index',
        title: t('widget.index'),
        width: 70,
        align: 'center',
        onHeaderCell: nowrapHeader,
        render: (_value, _row, index) => indexOffset + index + 1,
      });
    }
    result.push(...columns);
    if (actions) {
      const deleteText = t('widget.deleteConfirm');
      const run = (action: RowAction) => {
        const text = confirmationOf(action, deleteText);
        if (!text) {
          void action.onClick();
          return;
        }
        setAsking({
          title: t('widget.confirmTitle'),
          content: text,
          okText: t('widget.ok'),
          cancelText: t('widget.cancel'),
          okButtonProps: { danger: action.danger || action.key === 'delete' },
          onOk: () => action.onClick(),
        });
      };
      result.push({
        key: '__actions',
        title: actionsTitle ?? t('widget.actions'),
        width: actionsWidth,
        onHeaderCell: nowrapHeader,
        // Row actions stay in view when a wide table scrolls sideways.
        fixed: 'right',
        render: (_value, row) => {
          const { inline, folded } = splitActions(actions(row));
          return (
            <Space size={0} wrap>
              {inline.map((action) => {
                const text = confirmationOf(action, deleteText);
                const link = (
                  <Button
                    key={action.key}
                    type="link"
                    size="small"
                    danger={action.danger}
                    disabled={action.disabled}
                    onClick={text ? undefined : () => void action.onClick()}
                  >
                    {action.label}
                  </Button>
                );
                return text ? (
                  <ConfirmLink
                    key={action.key}
                    link={link}
                    title={text}
                    okText={t('widget.ok')}
                    cancelText={t('widget.cancel')}
                    okButtonProps={{ danger: action.danger || action.key === 'delete' }}
                    disabled={action.disabled}
                    onConfirm={() => action.onClick()}
                  />
                ) : (
                  link
                );
              })}
              {folded.length > 0 && (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: folded.map((action) => ({
                      key: action.key,
                      label: action.label,
                      danger: action.danger,
                      disabled: action.disabled,
                    })),
                    onClick: ({ key }) => {
                      const action = folded.find((candidate) => candidate.key === key);
                      if (action) run(action);
                    },
                  }}
                >
                  <Button type="link" size="small" icon={<DownOutlined aria-hidden />} iconPlacement="end">
                    {t('widget.more')}
                  </Button>
                </Dropdown>
              )}
            </Space>
          );
        },
      });
    }
    return result;
  }, [showIndex, columns, actions, actionsTitle, actionsWidth, indexOffset, t]);

  return (
    <div>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog config={asking} onClosed={closeDialog} />
        </Suspense>
      )}
      <Table<T>
        {...rest}
        columns={allColumns}
        dataSource={dataSource}
        rowKey={rowKey}
        loading={loading}
        // Fits the page where it can (wrapping); scrolls sideways where it cannot, row actions fixed on the right.
        scroll={rest.scroll ?? (actions ? { x: true } : undefined)}
        // Korean words wrap whole, at spaces; Chinese may wrap between any two characters.
        style={i18n.language === 'kr' ? { wordBreak: 'keep-all', ...rest.style } : rest.style}
        pagination={false}
        onChange={(_pagination, filters, sorter, extra) => onChange?.(filters, sorter, extra)}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widget.empty')} />,
          filterTitle: t('widget.table.filterTitle'),
          filterConfirm: t('widget.ok'),
          filterReset: t('widget.reset'),
          filterEmptyText: t('widget.table.filterEmpty'),
          filterCheckAll: t('widget.table.filterCheckAll'),
          filterSearchPlaceholder: t('widget.table.filterSearch'),
          selectAll: t('widget.table.selectAll'),
          selectInvert: t('widget.table.selectInvert'),
          selectNone: t('widget.table.selectNone'),
          selectionAll: t('widget.table.selectionAll'),
          sortTitle: t('widget.table.sortTitle'),
          expand: t('widget.table.expandRow'),
          collapse: t('widget.table.collapseRow'),
          triggerDesc: t('widget.table.triggerDesc'),
          triggerAsc: t('widget.table.triggerAsc'),
          cancelSort: t('widget.table.cancelSort'),
        }}
      />
      {pagination && (
        <div style={{ marginTop: 16 }}>
          <Pagination {...pagination} />
        </div>
      )}
    </div>
  );
}
