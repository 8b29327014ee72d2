import { processesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { request, RequestError } from '../../../lib/request';
import { channelUser } from '../../../test/fixtures';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { DelegationModal } from './delegation-modal';

const ep = processesEndpoints;
const current = {
  delegateId: 9,
  delegateName: 'Sam Sales',
  from: '2026-12-01T01:00:00.000Z',
  until: '2026-12-05T10:00:00.000Z',
};

describe('DelegationModal', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
    vi.restoreAllMocks();
  });

  it('shows the current delegate, saves it again, and shows a refused cycle at the delegate', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    let refuse = true;
    const api = mockApi({
      [ep.getDelegation.path]: () => current,
      [ep.getUserOptions.path]: () => [{ id: 9, name: 'Sam Sales', username: 'sales' }],
      [ep.saveDelegation.path]: () => {
        if (refuse)
          throw new RequestError(
            100,
            'Sam Sales already delegates back to you in this period: delegations must not form a cycle',
          );
        return current;
      },
    });
    const onClose = vi.fn();
    renderApp(<DelegationModal onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('delegation-current')).toHaveTextContent(
      /Delegated to Sam Sales from 2026-12-01 \d\d:00:00 until 2026-12-05 \d\d:00:00/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, ep.saveDelegation.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.saveDelegation.path)[0]?.body).toEqual({
      delegateId: 9,
      from: current.from,
      until: current.until,
    });
    expect(await within(dialog).findByText(/must not form a cycle/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), patience);
    expect(success).toHaveBeenCalledWith('Your delegation is saved');
  });

  it('ends the delegation', async () => {
    signInAs(channelUser);
    const user = userEvent.setup();
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const api = mockApi({
      [ep.getDelegation.path]: () => current,
      [ep.getUserOptions.path]: () => [],
      [ep.saveDelegation.path]: () => ({ delegateId: null, delegateName: null, from: null, until: null }),
    });
    renderApp(<DelegationModal onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'End delegation' }));
    await waitFor(() => expect(callsTo(api, ep.saveDelegation.path)).toHaveLength(1), patience);
    expect(callsTo(api, ep.saveDelegation.path)[0]?.body).toEqual({ delegateId: null });
  });
});
