import type { ClueReasonBody } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { RequestError } from '../../../lib/request';
import { partnerSalesUser } from '../../../test/fixtures';
import { patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { clue } from '../test-support';
import { CloseClueModal } from './close-clue-modal';

// The one dialog staff (a new clue) and partners (their own clue) close a clue with.
describe('CloseClueModal', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(partnerSalesUser, []));
  afterEach(() => {
    resetStores();
    vi.restoreAllMocks();
  });

  it('asks for a reason, sends it with the clue and its row version through the given close, and tells it', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const close = vi.fn((_body: ClueReasonBody) => Promise.resolve());
    const onClose = vi.fn();
    renderApp(<CloseClueModal clue={clue({ id: 7, rowVersion: 3 })} close={close} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Close lead CL2026000001');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No budget');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce(), patience);
    expect(close).toHaveBeenCalledExactlyOnceWith({ id: 7, rowVersion: 3, reason: 'No budget' });
    expect(success).toHaveBeenCalledExactlyOnceWith('Lead CL2026000001 closed');
  });

  it('stays open and tells nothing when the close is refused', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const close = vi.fn((_body: ClueReasonBody) =>
      Promise.reject(new RequestError(100, 'Clue CL2026000001 is finished')),
    );
    const onClose = vi.fn();
    renderApp(<CloseClueModal clue={clue()} close={close} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(close).toHaveBeenCalledOnce(), patience);
    expect(onClose).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
