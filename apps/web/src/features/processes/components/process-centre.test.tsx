import { processesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { sessionStore } from '../../../lib/session';
import { channelUser, partnerSalesUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { sentWith } from '../../../test/answer-by-path';
import { processItem } from '../test-support';
import { ProcessCentre } from './process-centre';

const ep = processesEndpoints;
const bodyRows = () => screen.getAllByRole('row').slice(1);
const menu = (code: string) => ({
  code,
  parentCode: null,
  path: null,
  titleKey: `menu.${code}`,
  icon: null,
  sort: 1,
});

describe('ProcessCentre', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists my to-dos with their status tags and links, and each tab asks the server for its view', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    const api = mockApi({
      [ep.pageProcesses.path]: ({ body }) =>
        sentWith(ep.pageProcesses.body, body).view === 'todo'
          ? pageOf([processItem()])
          : pageOf([
              processItem({ id: 12, subjectNo: 'BR2026000022', status: 2, outcome: 'approved', actions: [] }),
              processItem({
                id: 13,
                subjectNo: 'BR2026000023',
                status: -1,
                outcome: 'withdrawn',
                actions: [],
              }),
            ]),
    });
    renderApp(<ProcessCentre />, { route: '/process/index' });
    await screen.findByRole('link', { name: 'BR2026000021' }, patience);
    const row = bodyRows()[0]!;
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(within(row).getByText('Opportunity report review')).toBeInTheDocument();
    expect(within(row).getByText('Channel review')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'BR2026000021' })).toHaveAttribute(
      'href',
      '/process/detail?id=11',
    );
    expect(callsTo(api, ep.pageProcesses.path)[0]?.body).toMatchObject({ view: 'todo', pageNum: 1 });
    // The to-dos sort by the due time and by submission, as the contract's sort fields.
    const dueHeader = screen.getByRole('columnheader', { name: /Current step \/ due at/ });
    await user.click(within(dueHeader).getByText('Current step / due at'));
    await waitFor(
      () =>
        expect(callsTo(api, ep.pageProcesses.path).at(-1)?.body).toMatchObject({
          view: 'todo',
          sortField: 'dueAt',
          sortOrder: 'asc',
        }),
      patience,
    );
    const submittedHeader = screen.getByRole('columnheader', { name: /Submitter \/ submitted at/ });
    await user.click(within(submittedHeader).getByText('Submitter / submitted at'));
    await waitFor(
      () =>
        expect(callsTo(api, ep.pageProcesses.path).at(-1)?.body).toMatchObject({
          sortField: 'startedAt',
          sortOrder: 'asc',
        }),
      patience,
    );
    // No "all" for a reader without work flows; a staff member names a delegate from here.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My to-dos',
      'Submitted by me',
      'Handled by me',
    ]);
    expect(screen.getByRole('button', { name: /My delegation/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Submitted by me' }));
    await screen.findByRole('link', { name: 'BR2026000022' }, patience);
    expect(callsTo(api, ep.pageProcesses.path).at(-1)?.body).toMatchObject({ view: 'submitted' });
    expect(within(bodyRows()[0]!).getByText('Completed · Approved')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('To be submitted · Withdrawn')).toBeInTheDocument();
  });

  it('shows "all processes" to an administrator of work flows, and no delegation to a partner', async () => {
    signInAs(channelUser);
    sessionStore.set({ menuData: [menu('process'), menu('workFlows')] });
    mockApi({ [ep.pageProcesses.path]: () => pageOf([]) });
    const { unmount } = renderApp(<ProcessCentre />, { route: '/process/index?tab=all' });
    expect(await screen.findByRole('tab', { name: 'All processes', selected: true })).toBeInTheDocument();
    unmount();

    resetStores();
    signInAs(partnerSalesUser);
    sessionStore.set({ menuData: [menu('process'), menu('workFlows')] });
    renderApp(<ProcessCentre />, { route: '/process/index?tab=all' });
    // A partner never reads "all": the tab falls back to the to-dos.
    expect(await screen.findByRole('tab', { name: 'My to-dos', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'All processes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My delegation/ })).not.toBeInTheDocument();
  });
});
