import { ordersEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { sessionStore } from '../../../lib/session';
import { mockApi, patience, renderWithQueries, resetStores, signInAs } from '../../../test/render-app';
import { partnerAdminUser } from '../../../test/fixtures';
import { orderInfo } from '../test-support';
import { OrderDetail } from './order-detail';

const path = ordersEndpoints.getOrderInfo.path;
const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <OrderDetail id={7} />
    </MemoryRouter>,
  );

describe('OrderDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the header, the lines with their total, the steps and the history', async () => {
    signInAs(partnerAdminUser, []);
    mockApi({ [path]: () => orderInfo() });
    render();
    expect(await screen.findByText('Order SO2026000007', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('VMC-850-B')).toBeInTheDocument();
    expect(screen.getByText('1,000,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('order-lines-total')).toHaveTextContent('CNY 1,234,567.80');
    const history = screen.getAllByTestId('order-history-entry');
    expect(history).toHaveLength(3);
    // Newest first.
    expect(history[0]).toHaveTextContent('Goods shipped');
    expect(history[0]).toHaveTextContent('by Chen Channel');
    expect(history[2]).toHaveTextContent('Order created');
    const bar = document.querySelector('.ant-steps')!;
    for (const step of ['Created', 'Confirmed', 'Shipped', 'Delivered', 'Closed'])
      expect(bar).toHaveTextContent(step);
    expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent('Shipped');
  });

  it('links the order to its opportunity for a reader of opportunities', async () => {
    signInAs(partnerAdminUser, []);
    const menu = { parentCode: 'business', path: '/business/oppt-list/all', icon: null, sort: 1 };
    sessionStore.set({
      menuData: [{ ...menu, code: 'business.opptList', titleKey: 'menu.businessOpptList' }],
    });
    mockApi({ [path]: () => orderInfo({ opportunityId: 42, opportunityNo: 'BO2026000042' }) });
    render();
    const link = await screen.findByRole('link', { name: 'BO2026000042' }, patience);
    expect(link).toHaveAttribute('href', '/business/detail?id=42');
  });

  it('shows a cancelled order as cancelled after the step it reached', async () => {
    signInAs(partnerAdminUser, []);
    mockApi({
      [path]: () =>
        orderInfo({
          status: 'cancelled',
          history: [
            {
              action: 'create',
              fromStatus: null,
              toStatus: 'created',
              actorName: null,
              comment: null,
              at: '2026-03-01T02:03:04.000Z',
            },
            {
              action: 'cancel',
              fromStatus: 'created',
              toStatus: 'cancelled',
              actorName: 'Sam Sales',
              comment: '<b>Budget</b> not approved',
              at: '2026-03-03T02:03:04.000Z',
            },
          ],
        }),
    });
    render();
    await screen.findByText('Order SO2026000007', {}, patience);
    const bar = document.querySelector('.ant-steps')!;
    expect(bar).toHaveTextContent('Created');
    expect(bar).not.toHaveTextContent('Confirmed');
    expect(bar).not.toHaveTextContent('Shipped');
    expect(document.querySelector('.ant-steps-item-error')).toHaveTextContent('Cancelled');
    // Free text is shown as typed, never as HTML.
    const cancelled = screen.getAllByTestId('order-history-entry')[0]!;
    expect(within(cancelled).getByText('<b>Budget</b> not approved')).toBeInTheDocument();
    expect(cancelled.querySelector('b')).toBeNull();
  });
});
