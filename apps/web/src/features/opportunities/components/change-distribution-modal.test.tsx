import { identityEndpoints, opportunitiesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { channelUser } from '../../../test/fixtures';
import { opportunity, planningCandidates, salesCandidates } from '../test-support';
import { ChangeDistributionModal } from './change-distribution-modal';
import { sentWith } from '../../../test/answer-by-path';

const paths = {
  change: opportunitiesEndpoints.changeDistribution.path,
  saleUsers: identityEndpoints.getSaleUsers.path,
  planningUsers: identityEndpoints.getPlanningUsers.path,
};

describe('ChangeDistributionModal', { timeout: 120_000 }, () => {
  beforeEach(() => signInAs(channelUser, ['opportunity.assign']));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('moves the sales owner to another candidate with a reason', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({
      [paths.saleUsers]: () => salesCandidates,
      [paths.planningUsers]: () => planningCandidates,
      [paths.change]: ({ body }) =>
        opportunity({ salesOwnerId: sentWith(opportunitiesEndpoints.changeDistribution.body, body).userId }),
    });
    renderApp(
      <ChangeDistributionModal
        opportunity={opportunity({
          id: 5,
          opptNo: 'BO2026000005',
          salesOwnerId: 3,
          salesOwnerName: 'Sam Sales',
          rowVersion: 2,
          actions: ['assignPlanning', 'changeDistribution', 'changeSales'],
        })}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change the distribution of BO2026000005');
    expect(dialog).toHaveTextContent('Sam Sales');
    // No planning owner yet: that type cannot be chosen.
    expect(within(dialog).getByRole('radio', { name: 'Planning owner' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Sales owner' })).toBeChecked();

    // Owner and reason are required; the reason by the contract's own rule.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('New owner is required')).toBeInTheDocument();
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'New owner' }));
    // The current owner is offered but disabled.
    expect(
      (await screen.findByTitle('Sam Sales')).closest('.ant-select-item-option-disabled'),
    ).not.toBeNull();
    await user.click(await screen.findByTitle('Sue Second'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Territory moved');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo(api, paths.change)).toHaveLength(1), patience);
    expect(callsTo(api, paths.change)[0]!.body).toEqual({
      id: 5,
      ownerType: 'sales',
      userId: 30,
      reason: 'Territory moved',
      rowVersion: 2,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
  });

  it('opens on the owner type asked for and offers its candidates', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [paths.saleUsers]: () => salesCandidates,
      [paths.planningUsers]: () => planningCandidates,
    });
    renderApp(
      <ChangeDistributionModal
        opportunity={opportunity({
          salesOwnerId: 3,
          salesOwnerName: 'Sam Sales',
          planningOwnerId: 4,
          planningOwnerName: 'Pia Planner',
          actions: ['changeDistribution', 'changeSales', 'changePlanning'],
        })}
        initialOwnerType="planning"
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Planning owner' })).toBeChecked();
    expect(dialog).toHaveTextContent('Pia Planner');
    await user.click(within(dialog).getByRole('combobox', { name: 'New owner' }));
    expect(await screen.findByTitle('Pete Second')).toBeInTheDocument();
    expect(callsTo(api, paths.planningUsers)).toHaveLength(1);
  });
});
