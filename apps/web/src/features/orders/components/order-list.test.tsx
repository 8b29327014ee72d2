import { ordersEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  pageOf,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { adminUser, partnerAdminUser } from '../../../test/fixtures';
import { order } from '../test-support';
import { OrderList } from './order-list';

const paths = {
  page: ordersEndpoints.pageOrders.path,
  partners: ordersEndpoints.getPartners.path,
};
const orders = [
  order(),
  order({
    id: 8,
    orderNo: 'SO2026000008',
    status: 'cancelled',
    total: '99.5',
    currency: 'USD',
    companyName: '演示合作伙伴B',
    companyNameEn: 'Demo Partner B',
    companyId: 2,
  }),
];
const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <OrderList />
    </MemoryRouter>,
  );
const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('OrderList', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows a partner its orders with status tags and exact amounts, without a partner filter', async () => {
    signInAs(partnerAdminUser, []);
    const mocked = mockApi({ [paths.page]: () => pageOf(orders) });
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), patience);
    const first = within(bodyRows()[0]!);
    expect(first.getByRole('link', { name: 'SO2026000007' })).toHaveAttribute(
      'href',
      '/business/orderDetails?id=7',
    );
    expect(first.getByText('CNY 1,234,567.80')).toBeInTheDocument();
    expect(first.getByText('Shipped')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('USD 99.50')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Partner')).toBeNull();
    expect(callsTo(mocked, paths.partners)).toHaveLength(0);
  });

  it('sends the status and amount range of the search box', async () => {
    signInAs(adminUser, []);
    const mocked = mockApi({
      [paths.page]: () => pageOf(orders),
      [paths.partners]: () => [
        { id: 1, code: 'P-A001', name: '演示合作伙伴A', nameEn: 'Demo Partner A', nameKr: null },
      ],
    });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(bodyRows()).toHaveLength(2), patience);
    expect(screen.getAllByText('Partner').length).toBeGreaterThan(0);
    // Partners are named in the reader's language.
    expect(within(bodyRows()[1]!).getByText('Demo Partner B')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Lowest total'));
    await user.paste('100.5');
    await user.click(screen.getByLabelText('Highest total'));
    await user.paste('2000.');
    // A third decimal is refused as it is typed.
    await user.type(screen.getByLabelText('Highest total'), '999');
    expect(screen.getByLabelText('Highest total')).toHaveValue('2000.99');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Delivered'));
    await user.click(screen.getByRole('button', { name: /search/i }));
    await waitFor(
      () =>
        expect(callsTo(mocked, paths.page).at(-1)?.body).toMatchObject({
          pageNum: 1,
          status: 'delivered',
          amountMin: '100.5',
          amountMax: '2000.99',
        }),
      patience,
    );
  });
});
