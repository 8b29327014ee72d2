import { defineEndpoint } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '../../lib/request';
import { answerByPath } from '../../test/answer-by-path';
import { ExportButton } from '../export-button';
import { estimateTextWidth } from './column-width';
import { defineList } from './list-definition';
import { isListBusy, ListScreen } from './list-screen';
import { useList } from './use-list';
import { renderWithQueries } from '../../test/render-app';

const statuses = ['submitted', 'approved'] as const;
const filterFields = z.object({
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(statuses).nullish(),
  createdFrom: z.string().optional(),
  createdTo: z.string().optional(),
  ownerId: z.number().int().min(1).nullish(),
  sortField: z.enum(['thingNo', 'createdAt']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
const pageSchema = filterFields.extend({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const exportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/test/export-thing-list',
  permission: 'test.list',
  body: filterFields,
  data: z.null(),
  download: true,
});

interface Thing {
  id: number;
  thingNo: string;
  status: (typeof statuses)[number];
  createdAt: string;
}
const rows: Thing[] = [
  { id: 1, thingNo: 'T-1', status: 'submitted', createdAt: '2026-03-05T14:07:09' },
  { id: 2, thingNo: 'T-2', status: 'approved', createdAt: '2026-03-06T08:00:00' },
];

/** A control of the screen's own: the search form gives it `value` and `onChange`. */
function OwnerPick({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (value: number) => void;
  id?: string;
}) {
  return (
    <select id={id} value={value ?? ''} onChange={(event) => onChange?.(Number(event.target.value))}>
      <option value="" />
      <option value="7">Owner 7</option>
      <option value="8">Owner 8</option>
    </select>
  );
}

/** A list screen of things; shows what it would ask the list endpoint. */
function ThingList() {
  const list = useList(
    defineList<typeof pageSchema, Thing>({
      schema: pageSchema,
      columns: [
        {
          key: 'thingNo',
          title: 'order.field.orderNo',
          kind: 'code',
          dataIndex: 'thingNo',
          sortField: 'thingNo',
        },
        { key: 'status', title: 'report.field.status', kind: 'status', render: (thing) => thing.status },
        // A narrow kind: the header decides the width.
        { key: 'count', title: 'order.field.lineCount', kind: 'count', render: () => 1 },
        // A date-time without a render shows its field as the one DateTime.
        { key: 'createdAt', title: 'order.field.createdAt', kind: 'date-time', dataIndex: 'createdAt' },
      ],
      filters: [
        { name: 'keyword', label: 'order.field.keyword', control: { kind: 'text' } },
        {
          name: 'status',
          label: 'order.field.status',
          control: { kind: 'select', options: statuses.map((value) => ({ value, label: value })) },
        },
        {
          name: 'createdFrom',
          label: 'report.field.createdRange',
          control: { kind: 'dateRange', to: 'createdTo' },
        },
        { name: 'ownerId', label: 'report.field.partner', control: { kind: 'custom', node: <OwnerPick /> } },
      ],
    }),
  );
  return (
    <>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <ListScreen
        list={list}
        page={{ data: { list: rows, total: 95 }, isPending: false, isPlaceholderData: false }}
        rowKey="id"
        toolbar={<ExportButton endpoint={exportEndpoint} body={list.exportFilter} />}
      />
    </>
  );
}

const flagSchema = z.object({
  published: z.boolean().nullish(),
  effectiveOn: z.iso.date().nullish(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A list filtered by a flag (a select of 'true'/'false') and by one day. */
function FlagList() {
  const list = useList(
    defineList<typeof flagSchema, Thing>({
      schema: flagSchema,
      columns: [{ key: 'thingNo', title: 'order.field.orderNo', kind: 'code', dataIndex: 'thingNo' }],
      filters: [
        {
          name: 'published',
          label: 'knowledge.field.publication',
          control: {
            kind: 'select',
            options: [
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ],
          },
        },
        { name: 'effectiveOn', label: 'knowledge.policy.effectiveOn', control: { kind: 'date' } },
      ],
    }),
  );
  return (
    <>
      <output data-testid="query">{JSON.stringify(list.query)}</output>
      <ListScreen
        list={list}
        page={{ data: { list: rows, total: 2 }, isPending: false, isPlaceholderData: false }}
        rowKey="id"
      />
    </>
  );
}

/** A list whose page query is refreshing the same page (`placeholder` false) or asking another (true). */
function ActionList({ placeholder, onOpen }: { placeholder: boolean; onOpen: () => void }) {
  const list = useList(
    defineList<typeof flagSchema, Thing>({
      schema: flagSchema,
      columns: [{ key: 'thingNo', title: 'order.field.orderNo', kind: 'code', dataIndex: 'thingNo' }],
      filters: [],
    }),
  );
  return (
    <ListScreen
      list={list}
      page={{ data: { list: rows, total: 2 }, isPending: false, isPlaceholderData: placeholder }}
      rowKey="id"
      actions={() => [{ key: 'open', label: 'Open', onClick: onOpen }]}
    />
  );
}

const start = (url: string) => {
  const router = createMemoryRouter([{ path: '/things', element: <ThingList /> }], { initialEntries: [url] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
};
/** The machine may be busy: a re-render after a click can take a while. */
const patience = { timeout: 10_000 };
const asked = (): unknown => JSON.parse(screen.getByTestId('query').textContent ?? 'null');

describe('ListScreen', { timeout: 120_000 }, () => {
  afterEach(() => vi.mocked(request).mockReset());

  it('keeps filters and page in the URL: a link fills the form, search and paging push entries, Back restores them', async () => {
    const router = start('/things?keyword=pump&status=approved&pageNum=2&bogus=1&pageSize=oops');
    // A shared link: the URL's filters are asked and shown in the form; unknown and bad params are ignored.
    expect(asked()).toEqual({ keyword: 'pump', status: 'approved', pageNum: 2, pageSize: 20 });
    const keyword = screen.getByLabelText(i18n.t('order.field.keyword'));
    await waitFor(() => expect(keyword).toHaveValue('pump'), patience);

    fireEvent.change(keyword, { target: { value: ' valve ' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () => expect(asked()).toEqual({ keyword: 'valve', status: 'approved', pageNum: 1, pageSize: 20 }),
      patience,
    );
    expect(router.state.location.search).toBe('?keyword=valve&status=approved&bogus=1');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(asked()).toMatchObject({ keyword: 'valve', pageNum: 3 }), patience);

    // Sorting by a column's sort field, back to the first page.
    fireEvent.click(
      screen.getAllByRole('columnheader', { name: new RegExp(i18n.t('order.field.orderNo')) })[0]!,
    );
    await waitFor(
      () => expect(asked()).toMatchObject({ sortField: 'thingNo', sortOrder: 'asc', pageNum: 1 }),
      patience,
    );
    await act(() => router.navigate(-1));
    await act(() => router.navigate(-1));
    expect(asked()).toEqual({ keyword: 'valve', status: 'approved', pageNum: 1, pageSize: 20 });
    await act(() => router.navigate(-1));
    expect(asked()).toEqual({ keyword: 'pump', status: 'approved', pageNum: 2, pageSize: 20 });
    await waitFor(() => expect(keyword).toHaveValue('pump'), patience);
  });

  it('drops the words searched when Back comes before the search has rendered', async () => {
    const router = start('/things?status=approved');
    const keyword = screen.getByLabelText(i18n.t('order.field.keyword'));
    await waitFor(() => expect(keyword).toHaveValue(''), patience);
    fireEvent.change(keyword, { target: { value: 'valve' } });
    // Inside one act React renders nothing until the end: the search's URL is never rendered.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /search/i }));
      await vi.waitFor(() => expect(router.state.location.search).toBe('?keyword=valve&status=approved'));
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?status=approved');
    await waitFor(() => expect(keyword).toHaveValue(''), patience);
    expect(asked()).toEqual({ status: 'approved', pageNum: 1, pageSize: 20 });
  });

  it("a control of the screen's own shows the URL's value and puts its choice in the URL", async () => {
    const router = start('/things?ownerId=7');
    expect(asked()).toEqual({ ownerId: 7, pageNum: 1, pageSize: 20 });
    const owner = screen.getByRole('combobox', { name: i18n.t('report.field.partner') });
    await waitFor(() => expect(owner).toHaveValue('7'), patience);
    fireEvent.change(owner, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(() => expect(asked()).toEqual({ ownerId: 8, pageNum: 1, pageSize: 20 }), patience);
    expect(router.state.location.search).toBe('?ownerId=8');
  });

  it("exports exactly the list's filters without paging", async () => {
    vi.mocked(request).mockImplementation(answerByPath({ [exportEndpoint.path]: () => null }));
    start(
      '/things?keyword=pump&createdFrom=2026-03-01T00%3A00%3A00.000Z&sortField=thingNo&sortOrder=asc&pageNum=4',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1), patience);
    expect(vi.mocked(request).mock.calls[0]?.[1]?.body).toEqual({
      keyword: 'pump',
      createdFrom: '2026-03-01T00:00:00.000Z',
      sortField: 'thingNo',
      sortOrder: 'asc',
    });
  });

  it('sizes columns to header and content, headers on one line, and scrolls sideways by their sum', () => {
    start('/things');
    const table = screen.getByRole('table');
    const widths = [...table.querySelectorAll('col')].map((col) => Number.parseFloat(col.style.width));
    // No., order no., status, count, created at.
    expect(widths).toHaveLength(5);
    const [index = 0, code = 0, status = 0, count = 0, created = 0] = widths;
    expect(count).toBeGreaterThanOrEqual(estimateTextWidth(i18n.t('order.field.lineCount'), 14, true) + 16);
    expect(code).toBeGreaterThanOrEqual(estimateTextWidth(i18n.t('order.field.orderNo'), 14, true) + 16 + 20);
    expect(status).toBeGreaterThan(0);
    expect(table).toHaveStyle({ width: `${index + code + status + count + created}px` });
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveStyle({ whiteSpace: 'nowrap' });
    // The date-time column: date, a space, hours and minutes.
    expect(within(table).getByText('2026-03-05 14:07:09').tagName).toBe('TIME');
  });

  it('reads a flag and a day from the URL, shows them in the form, and writes them back', async () => {
    const router = createMemoryRouter([{ path: '/flags', element: <FlagList /> }], {
      initialEntries: ['/flags?published=false&effectiveOn=2026-03-05'],
    });
    renderWithQueries(<RouterProvider router={router} />);
    expect(asked()).toEqual({ published: false, effectiveOn: '2026-03-05', pageNum: 1, pageSize: 20 });
    const publication = screen.getByRole('combobox', { name: i18n.t('knowledge.field.publication') });
    const select = publication.closest('.ant-select');
    await waitFor(() => expect(select).toHaveTextContent('No'), patience);
    // The day picker loads on demand (at once when the URL holds a day).
    await waitFor(
      () => expect(screen.getByLabelText(i18n.t('knowledge.policy.effectiveOn'))).toHaveValue('2026-03-05'),
      patience,
    );
    fireEvent.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () => expect(router.state.location.search).toBe('?published=false&effectiveOn=2026-03-05'),
      patience,
    );
  });

  it('is busy only while its rows are not those asked: a refresh in the background keeps row actions live', () => {
    expect(isListBusy({ isPending: true, isPlaceholderData: false })).toBe(true);
    expect(isListBusy({ isPending: false, isPlaceholderData: true })).toBe(true);
    expect(isListBusy({ isPending: false, isPlaceholderData: false })).toBe(false);
    const onOpen = vi.fn();
    const routed = (placeholder: boolean) =>
      createMemoryRouter(
        [{ path: '/actions', element: <ActionList placeholder={placeholder} onOpen={onOpen} /> }],
        {
          initialEntries: ['/actions'],
        },
      );
    const { unmount } = renderWithQueries(<RouterProvider router={routed(false)} />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(document.querySelector('[data-list-query]')).toHaveAttribute('data-list-busy', 'false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    expect(onOpen).toHaveBeenCalledTimes(1);
    unmount();
    renderWithQueries(<RouterProvider router={routed(true)} />);
    // The list's own marker is set in the very render that asks the new rows (browser tests wait on it).
    expect(document.querySelector('[data-list-query]')).toHaveAttribute('data-list-busy', 'true');
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  });
});
