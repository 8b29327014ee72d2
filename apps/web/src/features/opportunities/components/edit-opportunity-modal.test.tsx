import { opportunitiesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { channelUser } from '../../../test/fixtures';
import { opportunity } from '../test-support';
import { EditOpportunityModal } from './edit-opportunity-modal';

const paths = {
  update: opportunitiesEndpoints.updateOpportunity.path,
};

/** What the server lists for an editor of an opportunity in design. */
const editable = opportunity({ id: 9, rowVersion: 4, actions: ['quote', 'lose', 'edit'] });

describe('EditOpportunityModal', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(channelUser, []));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('offers the stages of the moves the server listed and sends only what changed, with the version', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({
      [paths.update]: () => opportunity({ stage: 'quotation' }),
    });
    renderApp(<EditOpportunityModal opportunity={editable} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Edit BO2026000001');

    await user.click(within(dialog).getByRole('combobox', { name: 'Stage' }));
    expect(await screen.findByTitle('Lost')).toBeInTheDocument();
    expect(screen.queryByTitle('Negotiation')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Won')).not.toBeInTheDocument();
    await user.click(await screen.findByTitle('Quotation'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api, paths.update)).toHaveLength(1), patience);
    expect(callsTo(api, paths.update)[0]!.body).toEqual({ id: 9, stage: 'quotation', rowVersion: 4 });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
  });

  it('checks the amount with the contract rule and sends a cleared amount as null', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.update]: () => opportunity(),
    });
    renderApp(<EditOpportunityModal opportunity={editable} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect(
      await within(dialog).findByText('At most 16 digits with up to 2 decimals, not negative'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api, paths.update)).toHaveLength(1), patience);
    expect(callsTo(api, paths.update)[0]!.body).toEqual({ id: 9, amount: null, rowVersion: 4 });
  });
});
