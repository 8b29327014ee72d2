import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callsTo, mockApi, patience, renderApp } from '../../test/render-app';
import { ColumnChooser } from './column-chooser';
import { defineList } from './list-definition';
import { ListScreen } from './list-screen';
import { useList } from './use-list';

const columns = [
  { key: 'no', title: 'Number' },
  { key: 'status', title: 'Status' },
  { key: 'owner', title: 'Owner' },
  { key: 'note', title: 'Note' },
];

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('ColumnChooser', () => {
  it('shows, hides and reorders columns; OK saves the shown ones in order on the server', async () => {
    const api = mockApi({ '/user-settings/save-list-columns': ({ body }) => body });
    const onExportAllChange = vi.fn();
    renderApp(
      <ColumnChooser
        list="orders"
        columns={columns}
        shown={['status', 'no']}
        exportAll={false}
        onExportAllChange={onExportAllChange}
        onClose={vi.fn()}
      />,
    );
    // The shown columns first, in their order, then the hidden ones.
    const list = screen.getByRole('list', { name: 'Columns shown' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Status', 'Number', 'Owner', 'Note']);
    expect(checkbox('Owner')).not.toBeChecked();
    fireEvent.click(checkbox('Status'));
    fireEvent.click(checkbox('Owner'));
    fireEvent.click(checkbox('Note'));
    fireEvent.click(screen.getByRole('button', { name: 'Move Note up' }));
    fireEvent.click(checkbox('Export all columns'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(callsTo(api, '/user-settings/save-list-columns').map((call) => call.body)).toEqual([
        { list: 'orders', columns: ['no', 'note', 'owner'] },
      ]),
    );
    expect(onExportAllChange).toHaveBeenCalledWith(true);
  });

  it('keeps one column at least, and restores the defaults on the server', async () => {
    const api = mockApi({ '/user-settings/reset-list-columns': () => ({ list: 'orders', columns: null }) });
    const onClose = vi.fn();
    renderApp(
      <ColumnChooser
        list="orders"
        columns={columns}
        shown={['no']}
        exportAll={false}
        onExportAllChange={vi.fn()}
        onClose={onClose}
      />,
    );
    fireEvent.click(checkbox('Number'));
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Number up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(callsTo(api, '/user-settings/reset-list-columns')).toHaveLength(1));
  });
});

const schema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
interface Thing {
  id: number;
  thingNo: string;
  owner: string;
}

function ThingList() {
  const list = useList(
    defineList<typeof schema, Thing>({
      name: 'orders',
      schema,
      columns: [
        { key: 'thingNo', title: 'order.field.orderNo', kind: 'code', dataIndex: 'thingNo' },
        { key: 'owner', title: 'order.field.partner', kind: 'name', dataIndex: 'owner', optional: true },
        { key: 'note', title: 'order.field.customer', kind: 'name', dataIndex: 'owner', optional: 'off' },
      ],
      filters: [],
    }),
  );
  return (
    <ListScreen
      list={list}
      page={{
        data: { list: [{ id: 1, thingNo: 'T-1', owner: 'Ann' }], total: 1 },
        isPending: false,
        isPlaceholderData: false,
      }}
      rowKey="id"
    />
  );
}

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .filter((text) => text !== 'No.');

describe('ListScreen with a column chooser', () => {
  it("shows the reader's saved columns and saves a new choice on the server", async () => {
    const api = mockApi({
      '/user-settings/get-list-columns': () => ({ list: 'orders', columns: ['owner', 'thingNo'] }),
      '/user-settings/save-list-columns': ({ body }) => body,
    });
    renderApp(<ThingList />, { route: '/orders' });
    await waitFor(() => expect(headers()).toEqual(['Partner', 'Order number']), patience);

    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Customer' }, patience));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Partner' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(headers()).toEqual(['Order number', 'Customer']), patience);
    expect(callsTo(api, '/user-settings/save-list-columns').map((call) => call.body)).toEqual([
      { list: 'orders', columns: ['thingNo', 'note'] },
    ]);
  });
});
