import { processesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { request, RequestError } from '../../../lib/request';
import { channelUser } from '../../../test/fixtures';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { processInfo } from '../test-support';
import { ProcessDetail } from './process-detail';

const ep = processesEndpoints;

describe('ProcessDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
    vi.restoreAllMocks();
  });

  it('shows the subject with its link, the steps with "X for Y", the history with comments, and exactly the listed actions', async () => {
    signInAs(channelUser);
    mockApi({ [ep.getProcessInfo.path]: () => processInfo() });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    expect(await screen.findByText('Process BR2026000021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the opportunity report' })).toHaveAttribute(
      'href',
      '/business/oppt-filing/detail?id=21',
    );
    const steps = screen.getByTestId('process-steps');
    expect(within(steps).getByText('1. Channel review')).toBeInTheDocument();
    expect(within(steps).getByText('Chen Channel for Sam Sales')).toBeInTheDocument();
    expect(within(steps).getByText('Pending approval')).toBeInTheDocument();
    const history = screen.getByTestId('process-history');
    expect(within(history).getByText('Checking the customer first')).toBeInTheDocument();
    expect(within(history).getByText('Comment · Chen Channel for Sam Sales')).toBeInTheDocument();
    for (const name of ['Approve', 'Reject', 'Transfer', 'Comment'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Return', 'Withdraw', 'Close'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('a planning quotation links to its editor; a submitter reads only withdraw and comment', async () => {
    signInAs(channelUser);
    mockApi({
      [ep.getProcessInfo.path]: () =>
        processInfo({ kind: 'planningQuotation', subjectId: 5, actions: ['comment', 'withdraw'] }),
    });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    expect(await screen.findByRole('link', { name: 'Open the planning quotation' })).toHaveAttribute(
      'href',
      '/quote/detail?id=5',
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves with the comment and the version it read, then shows the answer', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let approved = false;
    const api = mockApi({
      [ep.getProcessInfo.path]: () =>
        approved ? processInfo({ status: 2, outcome: 'approved', actions: ['comment'] }) : processInfo(),
      [ep.approve.path]: () => {
        approved = true;
        return processInfo({ status: 2, outcome: 'approved', actions: ['comment'] });
      },
    });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Looks right');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo(api, ep.approve.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.approve.path)[0]?.body).toEqual({ id: 11, rowVersion: 3, comment: 'Looks right' });
    expect(success).toHaveBeenCalledWith('Process BR2026000021 approved');
    expect(await screen.findByText('Completed · Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('asks for a comment to reject, says it ends the process, and stays open when the server refuses', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = mockApi({
      [ep.getProcessInfo.path]: () => processInfo(),
      [ep.reject.path]: () => {
        throw new RequestError(
          100,
          'The step of process BR2026000021 has already been handled by another approver',
        );
      },
    });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Rejecting ends process BR2026000021');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Comment is required|Enter a comment/)).toBeInTheDocument();
    expect(callsTo(api, ep.reject.path)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(api, ep.reject.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.reject.path)[0]?.body).toEqual({ id: 11, rowVersion: 3, comment: 'Duplicate' });
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('transfers to a chosen user', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = mockApi({
      [ep.getProcessInfo.path]: () => processInfo(),
      [ep.getUserOptions.path]: () => [{ id: 9, name: 'Sam Sales', username: 'sales' }],
      [ep.transfer.path]: () => processInfo({ actions: ['comment'] }),
    });
    renderApp(<ProcessDetail id={11} />, { route: '/process/detail?id=11' });
    await user.click(await screen.findByRole('button', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Transfer to' }));
    await user.click(await screen.findByText('Sam Sales (sales)'));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(callsTo(api, ep.transfer.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.transfer.path)[0]?.body).toEqual({
      id: 11,
      rowVersion: 3,
      comment: null,
      toUserId: 9,
    });
  });
});
