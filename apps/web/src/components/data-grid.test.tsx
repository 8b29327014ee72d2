import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RowAction } from './data-grid';
import { DataGrid, splitActions } from './data-grid';
import { renderApp } from '../test/render-app';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Alpha', amount: 30 },
  { id: 2, name: 'Beta', amount: 10 },
  { id: 3, name: 'Gamma', amount: 20 },
];
const columns: TableColumnsType<Row> = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'amount', dataIndex: 'amount', title: 'Amount', sorter: true },
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('DataGrid', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('numbers rows across pages: (pageNum - 1) * pageSize + i + 1', () => {
    renderApp(
      <DataGrid
        rowKey="id"
        columns={columns}
        dataSource={rows}
        showIndex
        pagination={{ pageNum: 3, pageSize: 10, total: 23, onChange: () => {} }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'No.' })).toBeInTheDocument();
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['21', '22', '23']);
    expect(screen.getByText('Total 23 items')).toBeInTheDocument();
  });

  it('numbers from 1 without pagination, and moving pages renumbers', async () => {
    const user = userEvent.setup();
    function Paged() {
      const [page, setPage] = useState({ pageNum: 1, pageSize: 2 });
      const data = rows.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize);
      return (
        <DataGrid
          rowKey="id"
          columns={columns}
          dataSource={data}
          showIndex
          pagination={{
            ...page,
            total: rows.length,
            onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
          }}
        />
      );
    }
    renderApp(<Paged />);
    expect(bodyRows().map((row) => cellTexts(row)[0])).toEqual(['1', '2']);
    await user.click(screen.getByTitle('2'));
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 2))).toEqual([['3', 'Gamma']]);
  });

  it('shows the empty text from the catalogue, and a loading state', () => {
    const { unmount } = renderApp(<DataGrid rowKey="id" columns={columns} dataSource={[]} />);
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    unmount();
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={rows} loading />);
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });

  it('shows up to three actions as links; hidden ones do not count', () => {
    const actions = (): RowAction[] => [
      { key: 'view', label: 'View', onClick: () => {} },
      { key: 'edit', label: 'Edit', onClick: () => {} },
      { key: 'secret', label: 'Secret', onClick: () => {}, hidden: true },
      { key: 'copy', label: 'Copy', onClick: () => {}, disabled: true },
    ];
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} actions={actions} />);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const row = bodyRows()[0]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit', 'Copy']);
    expect(within(row).getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(within(row).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('with four actions shows two and folds the rest into "More"', async () => {
    const user = userEvent.setup();
    const archive = vi.fn();
    const actions = (row: Row): RowAction[] => [
      { key: 'view', label: 'View', onClick: () => {} },
      { key: 'edit', label: 'Edit', onClick: () => {} },
      { key: 'archive', label: 'Archive', onClick: () => archive(row.id) },
      { key: 'export', label: 'Export', onClick: () => {} },
    ];
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} actions={actions} />);
    const row = bodyRows()[0]!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['View', 'Edit', 'More']);
    await user.click(within(row).getByRole('button', { name: 'More' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Archive', 'Export']);
    await user.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(archive).toHaveBeenCalledWith(1);
  });

  it('splits actions as the spec says', () => {
    const make = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ key: `a${i}`, label: `A${i}`, onClick: () => {} }));
    expect(splitActions(make(3))).toMatchObject({ inline: { length: 3 }, folded: { length: 0 } });
    expect(splitActions(make(5))).toMatchObject({ inline: { length: 2 }, folded: { length: 3 } });
  });

  it('asks before deleting and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    const actions = (row: Row): RowAction[] => [
      { key: 'delete', label: 'Delete', danger: true, onClick: () => remove(row.id) },
    ];
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={rows.slice(0, 2)} actions={actions} />);
    const second = bodyRows()[1]!;

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Are you sure you want to delete this record?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(tooltip).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(second).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'OK' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('asks with the action text, in a dialog when the action is folded into "More"', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    const actions = (row: Row): RowAction[] => [
      { key: 'view', label: 'View', onClick: () => {} },
      { key: 'edit', label: 'Edit', onClick: () => {} },
      { key: 'close', label: 'Close', onClick: () => {}, confirm: 'Close this deal?' },
      { key: 'delete', label: 'Delete', onClick: () => remove(row.id) },
    ];
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={rows.slice(0, 1)} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this record?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(remove).toHaveBeenCalledExactlyOnceWith(1));
  });

  it('passes sorting and filtering out through onChange, and selection through rowSelection', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSelect = vi.fn();
    renderApp(
      <DataGrid
        rowKey="id"
        columns={columns}
        dataSource={rows}
        onChange={onChange}
        rowSelection={{ onChange: onSelect }}
      />,
    );
    await user.click(screen.getByText('Amount'));
    expect(onChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ columnKey: 'amount', order: 'ascend' }),
      expect.objectContaining({ action: 'sort' }),
    );
    await user.click(within(bodyRows()[1]!).getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith([2], [rows[1]], expect.anything());
  });

  it('expands rows', async () => {
    const user = userEvent.setup();
    renderApp(
      <DataGrid
        rowKey="id"
        columns={columns}
        dataSource={rows.slice(0, 1)}
        expandable={{ expandedRowRender: (row) => <p>{`Details of ${row.name}`}</p> }}
      />,
    );
    expect(screen.queryByText('Details of Alpha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(screen.getByText('Details of Alpha')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('kr');
    renderApp(<DataGrid rowKey="id" columns={columns} dataSource={[]} showIndex actions={() => []} />);
    expect(screen.getByRole('columnheader', { name: '순번' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '작업' })).toBeInTheDocument();
    expect(screen.getByText('데이터 없음')).toBeInTheDocument();
  });
});
