import { cluesEndpoints } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
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
import { partnerSalesUser } from '../../../test/fixtures';
import { clue } from '../test-support';
import { MyClueList } from './my-clue-list';

const paths = {
  page: cluesEndpoints.pageMyClues.path,
  accept: cluesEndpoints.acceptClue.path,
  giveBack: cluesEndpoints.returnClue.path,
  closeMine: cluesEndpoints.closeMyClue.path,
};

const assignedClue = clue({
  status: 'assigned',
  companyId: 1,
  companyName: '演示合作伙伴A',
  assigneeId: 7,
  assigneeName: 'Sora Partner',
  assignedAt: '2026-01-06T08:00:00.000Z',
  actions: ['accept', 'return', 'followUp', 'closeMy', 'convert'],
});
const following = clue({
  ...assignedClue,
  id: 2,
  clueNo: 'CL2026000002',
  customerName: 'Hanbit Precision',
  status: 'following',
  actions: ['followUp', 'closeMy', 'convert'],
});
const converted = clue({
  ...assignedClue,
  id: 3,
  clueNo: 'CL2026000003',
  customerName: 'Sakura Metalworks',
  status: 'converted',
  convertedReportId: 44,
  convertedReportNo: 'BR2026000044',
  actions: [],
});

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('MyClueList', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(partnerSalesUser, []));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows each clue the actions its state allows, and links a converted one to its report', async () => {
    mockApi({ [paths.page]: () => pageOf([assignedClue, following, converted]) });
    renderApp(<MyClueList />);
    await screen.findByText('苏州精工机械有限公司');
    const first = rowOf('苏州精工机械有限公司');
    expect(within(first).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Follow up' })).toBeInTheDocument();
    // Five actions: two inline, the rest under "more".
    expect(within(first).getByRole('button', { name: /More/ })).toBeInTheDocument();
    const second = rowOf('Hanbit Precision');
    expect(within(second).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Follow up' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Convert to opportunity report' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    const third = rowOf('Sakura Metalworks');
    expect(third).toHaveTextContent('Converted');
    expect(within(third).getByRole('link', { name: 'BR2026000044' })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=44',
    );
    expect(within(third).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows exactly the actions the server lists, not those the state would allow', async () => {
    // An assigned clue (whose state allows five moves) the server lets this reader only return.
    mockApi({ [paths.page]: () => pageOf([{ ...assignedClue, actions: ['return'] }]) });
    renderApp(<MyClueList />);
    await screen.findByText('苏州精工机械有限公司');
    const row = rowOf('苏州精工机械有限公司');
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Return']);
  });

  it('accepts a clue after confirmation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf([assignedClue]),
      [paths.accept]: () => ({ ...assignedClue, status: 'following', followUps: [], timeline: [] }),
    });
    renderApp(<MyClueList />);
    await screen.findByText('苏州精工机械有限公司');
    await user.click(within(rowOf('苏州精工机械有限公司')).getByRole('button', { name: 'Accept' }));
    expect(callsTo(api, paths.accept)).toHaveLength(0);
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent('Accept lead CL2026000001 and start following it?');
    await user.click(within(question).getByRole('button', { name: /OK|Confirm/ }));
    await waitFor(() => expect(callsTo(api, paths.accept)).toHaveLength(1), patience);
    expect(callsTo(api, paths.accept)[0]!.body).toEqual({ id: 1, rowVersion: 1 });
  });

  it('returns a clue with a reason', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf([assignedClue]),
      [paths.giveBack]: () => ({ ...assignedClue, status: 'new', followUps: [], timeline: [] }),
    });
    renderApp(<MyClueList />);
    await screen.findByText('苏州精工机械有限公司');
    await user.click(within(rowOf('苏州精工机械有限公司')).getByRole('button', { name: /More/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Return' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Return lead CL2026000001');
    expect(dialog).toHaveTextContent('The lead goes back to the channel team');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Not our region');
    await user.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(callsTo(api, paths.giveBack)).toHaveLength(1), patience);
    expect(callsTo(api, paths.giveBack)[0]!.body).toEqual({ id: 1, rowVersion: 1, reason: 'Not our region' });
  });

  it("closes its own clue with a reason through the partner's close", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.page]: () => pageOf([following]),
      [paths.closeMine]: () => ({ ...following, status: 'closed', followUps: [], timeline: [] }),
    });
    renderApp(<MyClueList />);
    await screen.findByText('Hanbit Precision');
    await user.click(within(rowOf('Hanbit Precision')).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close lead CL2026000002');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No budget');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(callsTo(api, paths.closeMine)).toHaveLength(1), patience);
    expect(callsTo(api, paths.closeMine)[0]!.body).toEqual({ id: 2, rowVersion: 1, reason: 'No budget' });
  });

  it('opened from the to-do link, asks for both statuses and shows them; a search goes to the URL and Back restores it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [paths.page]: () => pageOf([assignedClue, following]) });
    const router = createMemoryRouter([{ path: '/clue/my-clue', element: <MyClueList /> }], {
      initialEntries: ['/clue/my-clue?status=assigned&status=following'],
    });
    renderWithQueries(<RouterProvider router={router} />);
    await screen.findByText('苏州精工机械有限公司');
    expect(callsTo(api, paths.page)[0]?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: ['assigned', 'following'],
    });
    const status = htmlElement(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select'));
    await waitFor(() => expect(status).toHaveTextContent(/Assigned.*Following/), patience);

    const keyword = screen.getByRole('textbox', { name: 'Keyword' });
    await user.type(keyword, 'Hanbit');
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () => expect(router.state.location.search).toBe('?keyword=Hanbit&status=assigned&status=following'),
      patience,
    );
    await waitFor(
      () =>
        expect(callsTo(api, paths.page).at(-1)?.body).toEqual({
          pageNum: 1,
          pageSize: 20,
          keyword: 'Hanbit',
          status: ['assigned', 'following'],
        }),
      patience,
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(keyword).toHaveValue(''), patience);
    expect(router.state.location.search).toBe('?status=assigned&status=following');
  });
});
