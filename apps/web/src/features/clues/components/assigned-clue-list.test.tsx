import type { ClueImportRefusal } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, upload } from '../../../lib/request';
import { htmlElement } from '../../../test/answer-by-path';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { channelUser } from '../../../test/fixtures';
import { clue } from '../test-support';
import { AssignedClueList } from './assigned-clue-list';
import type * as requestModule from '../../../lib/request';

const paths = {
  page: cluesEndpoints.pageClues.path,
  assign: cluesEndpoints.assignClues.path,
  companies: cluesEndpoints.getCompanies.path,
  users: cluesEndpoints.getCompanyUsers.path,
  close: cluesEndpoints.closeClue.path,
};

// The actions the server answers staff with clue.edit: new clues may be edited, assigned, closed.
const staffNew = ['edit', 'assign', 'close'] as const;
const clues = [
  clue({ actions: [...staffNew] }),
  clue({
    id: 2,
    clueNo: 'CL2026000002',
    customerName: 'Hanbit Precision',
    status: 'new',
    actions: [...staffNew],
  }),
  clue({
    id: 3,
    clueNo: 'CL2026000003',
    customerName: 'Sakura Metalworks',
    status: 'assigned',
    companyId: 1,
    companyName: '演示合作伙伴A',
    assigneeName: 'Sora Partner',
  }),
];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('AssignedClueList', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(channelUser, ['clue.edit']));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
    vi.mocked(upload).mockReset();
  });

  it('lists clues with status tags, labelled codes, and actions only where the state allows', async () => {
    mockApi({ [paths.page]: () => pageOf(clues, 1, 20, 42), [paths.companies]: () => [] });
    renderApp(<AssignedClueList />);
    expect(await screen.findByText('苏州精工机械有限公司')).toBeInTheDocument();
    const first = rowOf('苏州精工机械有限公司');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('Campaign');
    expect(first).toHaveTextContent('Industrial robots');
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const third = rowOf('Sakura Metalworks');
    expect(third).toHaveTextContent('Assigned');
    expect(third).toHaveTextContent('演示合作伙伴A');
    expect(third).toHaveTextContent('Sora Partner');
    expect(within(third).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(third).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByText('Total 42 items')).toBeInTheDocument();
  });

  it('selects only new clues and assigns them to a company and one of its users', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf(clues),
      [paths.companies]: () => [
        { id: 1, code: 'P-A001', name: '演示合作伙伴A', nameEn: 'Demo Partner A', nameKr: null },
      ],
      [paths.users]: () => [{ id: 7, username: 'partner.sales', displayName: 'Sora Partner' }],
      [paths.assign]: () => ({ count: 2 }),
    });
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    const assignButton = screen.getByRole('button', { name: /Assign selected/ });
    expect(assignButton).toBeDisabled();
    expect(within(rowOf('Sakura Metalworks')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(rowOf('苏州精工机械有限公司')).getByRole('checkbox'));
    await user.click(within(rowOf('Hanbit Precision')).getByRole('checkbox'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(assignButton);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Assign 2 leads');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Partner company is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Partner company' }));
    await user.click(await screen.findByTitle('Demo Partner A (P-A001)'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Assigned user' }));
    await user.click(await screen.findByTitle('Sora Partner (partner.sales)'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(callsTo(api, paths.assign)).toHaveLength(1), patience);
    expect(callsTo(api, paths.assign)[0]!.body).toEqual({ ids: [1, 2], companyId: 1, userId: 7 });
    await waitFor(() => expect(screen.queryByText('2 selected')).toBeNull(), patience);
  });

  it('hides the write buttons from staff without clue.edit', async () => {
    signInAs(channelUser, []);
    // The server answers such a reader no action.
    const readOnly = clues.map((item) => ({ ...item, actions: [] }));
    mockApi({ [paths.page]: () => pageOf(readOnly), [paths.companies]: () => [] });
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    expect(screen.queryByRole('button', { name: /New lead/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Assign selected/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(rowOf('苏州精工机械有限公司')).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('shows the errors of a refused import by row and column', async () => {
    const user = userEvent.setup();
    mockApi({ [paths.page]: () => pageOf(clues), [paths.companies]: () => [] });
    const refusal: ClueImportRefusal = {
      total: 2,
      errors: [
        { row: 2, field: 'Customer name *', message: 'Customer name is required' },
        {
          row: 5,
          field: 'Source *',
          message: 'Unknown code fax; use one of: campaign, website, staff, partner',
        },
      ],
    };
    const { RequestError } = await vi.importActual<typeof requestModule>('../../../lib/request');
    vi.mocked(upload).mockRejectedValue(new RequestError(100, '2 problems found', refusal));
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    const file = new File(['PK'], 'clues.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(screen.getByTestId('clue-import-input'), file);

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The file was not imported');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2');
    expect(rows[0]).toHaveTextContent('Customer name *');
    expect(rows[0]).toHaveTextContent('Customer name is required');
    expect(rows[1]).toHaveTextContent('5');
    expect(rows[1]).toHaveTextContent('Unknown code fax');
    expect(vi.mocked(upload).mock.calls[0]![0]).toBe(cluesEndpoints.importClues);
  });

  it('refuses a file that is not .xlsx before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockApi({ [paths.page]: () => pageOf(clues), [paths.companies]: () => [] });
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    await user.upload(
      screen.getByTestId('clue-import-input'),
      new File(['a,b'], 'clues.csv', { type: 'text/csv' }),
    );
    expect(vi.mocked(upload)).not.toHaveBeenCalled();
  });

  it("shows exactly the actions the server lists, whatever the clue's state", async () => {
    // A new clue the server lets this reader close only: no edit, and no assigning it.
    mockApi({
      [paths.page]: () => pageOf([clue({ actions: ['close'] })]),
      [paths.companies]: () => [],
    });
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    const row = rowOf('苏州精工机械有限公司');
    expect(within(row).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).getByRole('checkbox')).toBeDisabled();
  });

  it('closes a new clue only with a reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf(clues),
      [paths.companies]: () => [],
      [paths.close]: () => ({ ...clue({ status: 'closed' }), followUps: [], timeline: [] }),
    });
    renderApp(<AssignedClueList />);
    await screen.findByText('苏州精工机械有限公司');
    await user.click(within(rowOf('苏州精工机械有限公司')).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close lead CL2026000001');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(callsTo(api, paths.close)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(callsTo(api, paths.close)).toHaveLength(1), patience);
    expect(callsTo(api, paths.close)[0]!.body).toEqual({ id: 1, rowVersion: 1, reason: 'Duplicate' });
  });

  it("opened from the to-do link (?status=new), asks for new clues; the URL's company and sort are asked and shown, and a search writes the URL", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf(clues),
      [paths.companies]: () => [
        { id: 1, code: 'P-A001', name: '演示合作伙伴A', nameEn: 'Demo Partner A', nameKr: null },
      ],
    });
    const router = createMemoryRouter([{ path: '/clue/assigned', element: <AssignedClueList /> }], {
      initialEntries: ['/clue/assigned?status=new&companyId=1&sortField=clueNo&sortOrder=asc'],
    });
    renderWithQueries(<RouterProvider router={router} />);
    await screen.findByText('苏州精工机械有限公司');
    expect(callsTo(api, paths.page)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 'new',
      companyId: 1,
      sortField: 'clueNo',
      sortOrder: 'asc',
    });
    // The company filter is past the first row of the search box; it is named in the reader's language.
    const form = htmlElement(screen.getByRole('button', { name: /search/i }).closest('form'));
    await user.click(within(form).getByRole('button', { name: 'More' }));
    const company = htmlElement(
      screen.getByRole('combobox', { name: 'Partner company' }).closest('.ant-select'),
    );
    await waitFor(() => expect(company).toHaveTextContent('Demo Partner A'), patience);
    const status = htmlElement(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select'));
    expect(status).toHaveTextContent('New');
    expect(screen.getAllByRole('columnheader', { name: /Lead number/ })[0]).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'Sakura');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?keyword=Sakura&status=new&companyId=1&sortField=clueNo&sortOrder=asc',
        ),
      patience,
    );
    await waitFor(
      () => expect(callsTo(api, paths.page).at(-1)?.body).toMatchObject({ keyword: 'Sakura', status: 'new' }),
      patience,
    );
  });
});
