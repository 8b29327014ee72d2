import type { Notice } from '@portal/contract';
import { saveMailPreferencesBodySchema } from '@portal/contract';
import { z } from 'zod';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnerSalesUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderApp,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { NoticeBell } from './notice-bell';

/** A stand-in for the browser's EventSource: the test sends its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const notice = (overrides: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind: 'approved',
  subjectKind: 'opportunityReport',
  subjectId: 42,
  params: { no: 'BB2026000042', title: 'Line 2', comment: 'Complete' },
  createdAt: '2026-11-24T08:30:05.000Z',
  readAt: null,
  ...overrides,
});

describe('NoticeBell', { timeout: 120_000 }, () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    signInAs(partnerSalesUser, []);
  });
  afterEach(() => {
    resetStores();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the unread count and raises it live from the stream, without reading it again', async () => {
    const api = mockApi({
      '/notice/unread-count': () => ({ unread: 2 }),
      '/notice/stream-ticket': () => ({ ticket: '7.1795565999.sig' }),
    });
    renderApp(<NoticeBell />);
    const bell = await screen.findByRole('button', { name: 'Notices, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), patience);
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/notice/stream?ticket=7.1795565999.sig');
    stream.send('count', { unread: 3 });
    expect(await screen.findByRole('button', { name: 'Notices, 3 unread' })).toBeInTheDocument();
    expect(callsTo(api, '/notice/unread-count')).toHaveLength(1);
  });

  it('opens a new stream with a new ticket after the stream fails', async () => {
    let tickets = 0;
    const api = mockApi({
      '/notice/unread-count': () => ({ unread: 0 }),
      '/notice/stream-ticket': () => ({ ticket: `ticket-${++tickets}` }),
    });
    renderApp(<NoticeBell />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), patience);
    FakeEventSource.opened[0]!.onerror?.();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), patience);
    expect(FakeEventSource.opened[1]!.url).toContain('ticket-2');
    expect(callsTo(api, '/notice/stream-ticket')).toHaveLength(2);
  });

  it('lists the notices, marks all read and opens a notice on its subject', async () => {
    const user = userEvent.setup();
    let unread = 2;
    const api = mockApi({
      '/notice/unread-count': () => ({ unread }),
      '/notice/stream-ticket': () => ({ ticket: 't' }),
      '/notice/page': () =>
        pageOf(
          [
            notice(),
            notice({ id: 2, kind: 'taskWaiting', params: { no: 'BB2026000043' }, subjectId: 43 }),
          ].map((n) => (unread === 0 ? { ...n, readAt: '2026-11-24T09:00:00.000Z' } : n)),
        ),
      '/notice/mark-all-read': () => {
        unread = 0;
        return { unread };
      },
      '/notice/mark-read': () => ({ unread }),
    });
    renderApp(
      <Routes>
        <Route path="/" element={<NoticeBell />} />
        <Route path="/business/oppt-filing/detail" element={<p>report detail</p>} />
      </Routes>,
    );
    await user.click(await screen.findByRole('button', { name: 'Notices, 2 unread' }));
    const panel = await screen.findByTestId('notice-panel');
    expect(
      await within(panel).findByText('Your opportunity report BB2026000042 was approved'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Comment: Complete')).toBeInTheDocument();
    expect(within(panel).getByText('Approval needed: opportunity report BB2026000043')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notices, 0 unread' })).toBeInTheDocument();
    expect(callsTo(api, '/notice/mark-all-read')).toHaveLength(1);
    await user.click(within(panel).getByText('Your opportunity report BB2026000042 was approved'));
    expect(await screen.findByText('report detail')).toBeInTheDocument();
    // Already read: opening it marks nothing.
    expect(callsTo(api, '/notice/mark-read')).toHaveLength(0);
  });

  it('saves the e-mail choices from the list, offering a partner no approval step', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      '/notice/unread-count': () => ({ unread: 0 }),
      '/notice/stream-ticket': () => ({ ticket: 't' }),
      '/notice/page': () => pageOf([]),
      '/notice/get-mail-preferences': () => ({ kinds: ['approved'], hasEmail: false }),
      '/notice/save-mail-preferences': (options) =>
        saveMailPreferencesBodySchema
          .extend({ hasEmail: z.literal(false).default(false) })
          .parse(options.body),
    });
    renderApp(<NoticeBell />);
    await user.click(await screen.findByRole('button', { name: 'Notices, 0 unread' }));
    expect(await screen.findByText('No notices')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail notices' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/has no e-mail address/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'My submission was approved' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'A step waits for my approval' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'My submission was rejected' }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patience);
    expect(callsTo(api, '/notice/save-mail-preferences')).toEqual([
      { body: { kinds: ['approved', 'rejected'] } },
    ]);
  });
});
