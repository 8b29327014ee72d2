import type { ClueInfo } from '@portal/contract';
import { cluesEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, patience, renderApp, resetStores, signInAs } from '../../../test/render-app';
import { channelUser, partnerSalesUser } from '../../../test/fixtures';
import { clue } from '../test-support';
import { ClueDetail } from './clue-detail';

const paths = { info: cluesEndpoints.getClueInfo.path, followUp: cluesEndpoints.addFollowUp.path };

function info(overrides: Partial<ClueInfo> = {}): ClueInfo {
  return {
    ...clue({
      status: 'following',
      companyId: 1,
      companyName: '演示合作伙伴A',
      assigneeId: 7,
      assigneeName: 'Sora Partner',
      assignedAt: '2026-01-06T08:00:00.000Z',
    }),
    followUps: [
      {
        id: 1,
        content: 'Called the buyer <b>now</b>',
        nextFollowUpDate: '2026-02-01',
        userName: 'Sora Partner',
        createdAt: '2026-01-07T08:00:00.000Z',
      },
    ],
    timeline: [
      {
        id: 1,
        action: 'assign',
        fromState: 'new',
        toState: 'assigned',
        actorName: 'Chen Channel',
        comment: '演示合作伙伴A / Sora Partner',
        createdAt: '2026-01-06T08:00:00.000Z',
      },
      {
        id: 2,
        action: 'accept',
        fromState: 'assigned',
        toState: 'following',
        actorName: 'Sora Partner',
        comment: null,
        createdAt: '2026-01-06T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

describe('ClueDetail', { timeout: 120_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows a partner the fields, follow-ups (escaped) and history, and adds a follow-up', async () => {
    signInAs(partnerSalesUser, []);
    const user = userEvent.setup();
    const following = info({ actions: ['followUp', 'closeMy', 'convert'] });
    const api = mockApi({ [paths.info]: () => following, [paths.followUp]: () => following });
    renderApp(<ClueDetail id={1} />);
    expect(await screen.findByText('苏州精工机械有限公司')).toBeInTheDocument();
    expect(screen.getByText('Called the buyer <b>now</b>')).toBeInTheDocument();
    expect(screen.getByText(/Next: 2026-02-01/)).toBeInTheDocument();
    expect(screen.getByText('Assigned · New → Assigned')).toBeInTheDocument();
    expect(screen.getByText('Accepted · Assigned → Following')).toBeInTheDocument();
    // Following: convert and close, no accept or return.
    expect(screen.getByRole('button', { name: 'Convert to opportunity report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    expect(await screen.findByText('What happened is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'What happened' }), 'Sent the quotation');
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    await waitFor(() => expect(callsTo(api, paths.followUp)).toHaveLength(1), patience);
    expect(callsTo(api, paths.followUp)[0]!.body).toEqual({
      id: 1,
      rowVersion: 1,
      content: 'Sent the quotation',
      nextFollowUpDate: null,
    });
  });

  it('offers a partner nothing on a closed clue, and shows its reason', async () => {
    signInAs(partnerSalesUser, []);
    mockApi({ [paths.info]: () => info({ status: 'closed', closeReason: 'No budget' }) });
    renderApp(<ClueDetail id={1} />);
    expect(await screen.findByText('No budget')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add follow-up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert to opportunity report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('offers staff with clue.edit edit, assign and close on a new clue, nothing on an assigned one', async () => {
    signInAs(channelUser, ['clue.edit']);
    mockApi({
      [paths.info]: () =>
        info({
          status: 'new',
          companyId: null,
          companyName: null,
          followUps: [],
          actions: ['edit', 'assign', 'close'],
        }),
    });
    const { unmount } = renderApp(<ClueDetail id={1} />);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign selected' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('No follow-ups yet')).toBeInTheDocument();
    unmount();
    mockApi({ [paths.info]: () => info({ status: 'assigned' }) });
    renderApp(<ClueDetail id={2} />);
    expect(await screen.findByText('苏州精工机械有限公司')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('shows exactly the actions the server lists, whatever the state and the reader', async () => {
    // A following clue a partner may only convert: no close, no follow-up form.
    signInAs(partnerSalesUser, []);
    mockApi({ [paths.info]: () => info({ actions: ['convert'] }) });
    renderApp(<ClueDetail id={1} />);
    expect(await screen.findByRole('button', { name: 'Convert to opportunity report' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add follow-up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
