import { Button, Flex, Space, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataGridProps, RowAction } from '../data-grid';
import { DataGrid, splitActions } from '../data-grid';
import { DateTime } from '../date-time';
import { SearchBox, searchBoxDefaults, useSearchForm } from '../search-box';
import { offScreenCount, shownColumnKeys } from './column-choice';
import type { TableFont } from './column-width';
import { cellPadding, columnWidth, headerWidth, kindStyles, measureText } from './column-width';
import { defaultSpan, filterControl } from './filter-control';
import type { ListSchema } from './list-params';
import { ListColumnsContext } from './list-columns-context';
import { useColumnChoice } from './use-column-choice';
import type { ListState } from './use-list';

// The column chooser loads when first opened (page weight).
const ColumnChooser = lazy(() => import('./column-chooser').then((m) => ({ default: m.ColumnChooser })));

/** Width of the row-number column of the data grid, and of a row-selection column. */
const indexWidth = 70;
const selectionWidth = 40;
/** Width of the expand-icon column of expandable rows. */
const expandWidth = 48;
/** A small link button's padding and border around its label. */
const buttonChrome = 16;

export interface ListScreenProps<S extends ListSchema, T extends object, X extends object> {
  /** The list's state (`useList`). */
  list: ListState<S, T, X>;
  /** The page query of the list (its `usePage…` hook's result); see `isListBusy`. */
  page: ListPage<T>;
  rowKey: DataGridProps<T>['rowKey'];
  /** The actions of a row, in a fixed column on the right sized to the longest row of actions. */
  actions?: (row: T) => RowAction[];
  /** Buttons above the table, on the right (export, create). */
  toolbar?: ReactNode;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows that open to show more of the record below them. */
  expandable?: TableProps<T>['expandable'];
  /** Row numbers across pages; on by default. */
  showIndex?: boolean;
}

/** What the list screen reads of its page query (a TanStack Query result). */
export interface ListPage<T> {
  data?: { list: readonly T[]; total: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * Whether the list shows itself busy (spinner, `aria-busy`, rows dimmed and not clickable): only while the
 * rows shown are not those of the query asked, the first load or another page, filter or sort. A refresh
 * of the same page in the background (after a save elsewhere, on returning to the window) keeps the rows
 * live: a busy table swallows clicks, and a click on a row action must never be lost.
 */
export function isListBusy(page: ListPage<unknown>): boolean {
  return page.isPending || page.isPlaceholderData;
}

/** Horizontal padding and border of a default button (15 px each side and 1 px borders). */
const defaultButtonChrome = 32;

/**
 * The room the search box keeps on its right for Reset and Search side by side: at least the default,
 * more when the words are longer in the reader's language (they would otherwise wrap onto two lines).
 */
function searchButtonsRoom(reset: string, search: string, font: TableFont): number {
  const buttons = measureText(reset, font) + measureText(search, font) + 2 * defaultButtonChrome;
  // 8 px between the buttons, 16 px from the fields, and the spinner Search shows while the list loads
  // (14 px and its gap), so the buttons never jump onto two lines during a search.
  return Math.max(searchBoxDefaults.paddingRight, Math.ceil(buttons + 8 + 16 + 22));
}

/** One line; a new object each call, as antd adds its own handlers (sorting) to what a cell callback answers. */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' } }) as const;

/**
 * The width of a box in px, kept up to date as the window changes; 0 until measured (and in jsdom, which
 * lays nothing out).
 */
function useBoxWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const read = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The width of the actions column: the header, or the widest row of inline action links. */
function actionsWidth<T>(
  rows: readonly T[],
  actions: (row: T) => RowAction[],
  font: TableFont,
  title: string,
  more: string,
): number {
  const label = (text: ReactNode) => (typeof text === 'string' ? measureText(text, font) : 48) + buttonChrome;
  let widest = headerWidth(title, font, false);
  for (const row of rows) {
    const { inline, folded } = splitActions(actions(row));
    const links = inline.reduce((sum, action) => sum + label(action.label), 0);
    // "more" carries an arrow icon (12 px and a gap).
    const rest = folded.length > 0 ? label(more) + 16 : 0;
    widest = Math.max(widest, links + rest + cellPadding + 4);
  }
  return widest;
}

/**
 * A list screen from its definition: the search box of its filters (showing the URL's values), the data
 * grid of its columns (widths from content and language, sideways scrolling, sorting by the contract's sort
 * fields), pages, and a toolbar (export, create). See components/README.md.
 */
export function ListScreen<S extends ListSchema, T extends object, X extends object>({
  list,
  page,
  rowKey,
  actions,
  toolbar,
  rowSelection,
  expandable,
  showIndex = true,
}: ListScreenProps<S, T, X>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const form = useSearchForm();
  const { definition, query } = list;
  const rows = page.data?.list;
  const total = page.data?.total;
  const loading = isListBusy(page);
  const font: TableFont = {
    family: token.fontFamily,
    size: token.fontSize,
    strongWeight: token.fontWeightStrong,
  };

  // The form shows the URL's filters: on arrival, after Back, after following a link. In the commit itself
  // (a layout effect): no frame shows the new list with the words of the one before, and a key pressed
  // as soon as the list shows is never overwritten by a late fill.
  useLayoutEffect(() => list.syncForm((values) => form.setFieldsValue(values)));

  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(boxRef);
  const choice = useColumnChoice(definition.name);
  const [choosing, setChoosing] = useState(false);
  const [exportAll, setExportAll] = useState(false);

  // Every column the reader may show, with its least width in the reader's language.
  const available = definition.columns
    .filter((column) => !column.hidden)
    .map((column) => {
      const title = t(column.title);
      const width = columnWidth(
        {
          kind: column.kind,
          title,
          sortable: Boolean(column.sortField),
          samples: column.samples,
          width: column.width,
        },
        font,
      );
      return { column, key: column.key, title, width, optional: column.optional };
    });
  const actionsColumnWidth = actions
    ? actionsWidth(rows ?? [], actions, font, t('widget.actions'), t('widget.more'))
    : 0;
  const fixedWidth =
    (showIndex ? indexWidth : 0) +
    (rowSelection ? selectionWidth : 0) +
    (expandable ? expandWidth : 0) +
    actionsColumnWidth;
  // The room of the data columns: the grid's box less the fixed columns (and a little for rounding).
  const room = boxWidth > 0 ? boxWidth - fixedWidth - 2 : Infinity;
  const shownKeys = shownColumnKeys(available, choice, room);
  const shown = shownKeys.flatMap((key) => available.filter((candidate) => candidate.key === key));
  const offScreen =
    room === Infinity
      ? 0
      : offScreenCount(
          shown.map((entry) => entry.width),
          room,
        );

  // Room left over goes to the free-text columns (cut with an ellipsis), not to numbers and statuses.
  const used = shown.reduce((sum, entry) => sum + entry.width, 0);
  const flexible = shown.filter((entry) => kindStyles[entry.column.kind].ellipsis).length;
  const share = room !== Infinity && used < room && flexible > 0 ? Math.floor((room - used) / flexible) : 0;

  const columns: TableColumnsType<T> = shown.map(({ column, title, width: least }) => {
    const style = kindStyles[column.kind];
    const width = style.ellipsis ? least + share : least;
    const { render, sortField } = column;
    return {
      key: column.key,
      dataIndex: column.dataIndex,
      title,
      width,
      align: style.align,
      ellipsis: style.ellipsis ? { showTitle: true } : undefined,
      render: render
        ? (_value: unknown, row: T, index: number) => render(row, index)
        : column.kind === 'date-time'
          ? (value: unknown) => <DateTime value={typeof value === 'string' ? value : null} />
          : undefined,
      sorter: sortField ? true : undefined,
      sortOrder:
        sortField === undefined
          ? undefined
          : query.sortField === sortField
            ? query.sortOrder === 'asc'
              ? 'ascend'
              : 'descend'
            : null,
      onHeaderCell: nowrap,
      onCell: style.nowrap ? nowrap : undefined,
    };
  });

  const scrollX =
    columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0) +
    fixedWidth;

  const filters = definition.filters.filter((filter) => !filter.hidden);

  return (
    // `data-list-query` and `data-list-busy`: the query of this render and whether its rows are still
    // coming, both set in the same render, so that one look at the page tells whether the rows shown are
    // those of a given search; browser tests wait on them after searching. (antd's Spin sets its own
    // `aria-busy` in an effect after a timer, so for a moment a new query would show old rows unmarked.)
    <ListColumnsContext.Provider value={definition.name && !exportAll ? shownKeys : null}>
      <Flex
        vertical
        gap={16}
        data-list-query={JSON.stringify(query)}
        data-list-busy={loading ? 'true' : 'false'}
      >
        {filters.length > 0 && (
          <Panel>
            <SearchBox
              form={form}
              loading={loading}
              onSearch={list.search}
              paddingRight={searchButtonsRoom(t('widget.reset'), t('widget.search'), font)}
              fields={filters.map((filter) => ({
                name: filter.name,
                label: t(filter.label),
                span: filter.span ?? defaultSpan(filter.control),
                node: filterControl(filter.control),
              }))}
            />
          </Panel>
        )}
        <Panel>
          {(toolbar || definition.name) && (
            <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
              <span role="status" data-off-screen={offScreen} style={{ color: token.colorTextSecondary }}>
                {offScreen > 0 ? t('columns.offScreen', { count: offScreen }) : null}
              </span>
              <Space wrap>
                {toolbar}
                {definition.name && <Button onClick={() => setChoosing(true)}>{t('columns.button')}</Button>}
              </Space>
            </Flex>
          )}
          {choosing && definition.name && (
            <Suspense fallback={null}>
              <ColumnChooser
                list={definition.name}
                columns={available}
                shown={shownKeys}
                exportAll={exportAll}
                onExportAllChange={setExportAll}
                onClose={() => setChoosing(false)}
              />
            </Suspense>
          )}
          <div ref={boxRef}>
            <DataGrid<T>
              rowKey={rowKey}
              showIndex={showIndex}
              loading={loading}
              dataSource={rows ?? []}
              columns={columns}
              actions={actions}
              actionsWidth={actions ? actionsColumnWidth : undefined}
              rowSelection={rowSelection}
              expandable={expandable}
              size="small"
              scroll={{ x: scrollX }}
              onChange={(_filters, sorter) => {
                const single = Array.isArray(sorter) ? sorter[0] : sorter;
                const column = shown.find((candidate) => candidate.key === single?.columnKey)?.column;
                const order =
                  single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : undefined;
                list.setSort(column?.sortField, order);
              }}
              pagination={{
                pageNum: query.pageNum,
                pageSize: query.pageSize,
                total: total ?? 0,
                onChange: list.setPage,
              }}
            />
          </div>
        </Panel>
      </Flex>
    </ListColumnsContext.Provider>
  );
}

/**
 * A bordered white panel drawn like Ant Design's small bordered Card, from the same theme tokens; Card
 * itself would bring Tabs and Skeleton (about 8 KB gzip) to every list.
 */
function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style: CSSProperties = {
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    padding: token.paddingSM,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  return <div style={style}>{children}</div>;
}
