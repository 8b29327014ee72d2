import { ticketsEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { adminUser, partnerAdminUser } from '../../../test/fixtures';
import { ticketInfo } from '../test-support';
import { TicketDetail } from './ticket-detail';

const infoPath = ticketsEndpoints.getTicketInfo.path;
const movePath = ticketsEndpoints.moveTicket.path;
const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <TicketDetail id={9} />
    </MemoryRouter>,
  );

describe('TicketDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the clocks as the server computed them: the resolution paused, the response stopped', async () => {
    signInAs(adminUser, []);
    mockApi({ [infoPath]: () => ticketInfo() });
    render();
    expect(await screen.findByText('Ticket TK2026000009', {}, patience)).toBeInTheDocument();
    const resolution = screen.getByTestId('sla-resolution');
    expect(within(resolution).getByTestId('sla-clock-state')).toHaveTextContent('Paused');
    expect(resolution).toHaveTextContent('120 of 480 business minutes');
    expect(within(screen.getByTestId('sla-response')).getByTestId('sla-clock-state')).toHaveTextContent(
      'Stopped',
    );
    expect(screen.getByText('Please send a photo.')).toBeInTheDocument();
  });

  it('shows exactly the actions the server lists, and sends the version it read', async () => {
    signInAs(partnerAdminUser, []);
    const api = mockApi({
      [infoPath]: () => ticketInfo(),
      [movePath]: () => ticketInfo({ status: 'inProgress', actions: ['comment'] }),
    });
    render();
    const resume = await screen.findByRole('button', { name: 'Resume' }, patience);
    for (const name of ['Take', 'Wait for customer', 'Resolve', 'Close', 'Reopen', 'Change priority'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await userEvent.click(resume);
    await vi.waitFor(() => expect(callsTo(api, movePath)).toHaveLength(1), patience);
    expect(callsTo(api, movePath)[0]!.body).toMatchObject({ id: 9, action: 'resume', rowVersion: 3 });
  });
});
