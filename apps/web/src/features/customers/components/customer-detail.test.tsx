import type { CustomerInfo } from '@portal/contract';
import { customersEndpoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { channelUser, partnerSalesUser } from '../../../test/fixtures';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { CustomerDetail } from './customer-detail';

function customerInfo(overrides: Partial<CustomerInfo> = {}): CustomerInfo {
  return {
    id: 5,
    name: '苏州精工机械有限公司',
    nameEn: 'Suzhou Precision Machinery Co., Ltd.',
    nameKr: null,
    country: 'KR',
    registrationNumber: '2208162517',
    region: 'AP',
    industryCode: null,
    verified: false,
    address: null,
    addressEn: null,
    registrationCount: 1,
    createdAt: '2026-03-01T02:03:04.000Z',
    updatedAt: '2026-03-01T02:03:04.000Z',
    rowVersion: 1,
    createdByName: 'Chen Channel',
    contacts: [{ id: 9, name: 'Wang Jianguo', title: 'Buyer', phone: '0512-62885566', email: null }],
    registrations: [
      {
        id: 31,
        reportNo: 'BR2026000031',
        projectName: 'Line upgrade',
        productLineCode: 'CNC',
        status: 'approved',
        submittedAt: '2026-03-02T02:03:04.000Z',
        companyId: 1,
        companyName: '演示合作伙伴A',
        companyNameEn: 'Demo Partner A',
        companyNameKr: null,
      },
    ],
    opportunities: [],
    orders: [],
    actions: ['edit'],
    ...overrides,
  };
}

const path = customersEndpoints.getCustomerInfo.path;
const render = () =>
  renderWithQueries(
    <MemoryRouter>
      <CustomerDetail id={5} />
    </MemoryRouter>,
  );

describe('CustomerDetail', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the identity by its country’s number, and the registrations with links', async () => {
    signInAs(channelUser, ['customer.edit']);
    mockApi({ [path]: () => customerInfo() });
    render();
    expect(await screen.findByText('苏州精工机械有限公司', {}, patience)).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('Business registration number')).toBeInTheDocument();
    expect(screen.getByText('220-81-62517')).toBeInTheDocument();
    const registrations = screen.getByTestId('customer-registrations');
    const link = within(registrations).getByRole('link', { name: 'BR2026000031' });
    expect(link).toHaveAttribute('href', '/business/oppt-filing/detail?id=31');
    expect(within(registrations).getByText('Demo Partner A')).toBeInTheDocument();
  });

  it('checks a new contact with the contract’s patterns before sending it', async () => {
    signInAs(channelUser, ['customer.edit']);
    const calls = mockApi({ [path]: () => customerInfo() });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }, patience));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Anna');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Incorrect email address')).toBeInTheDocument();
    expect(callsTo(calls, customersEndpoints.saveContact.path)).toHaveLength(0);
  });

  it('lets a reader without customer.edit read the contacts only', async () => {
    signInAs(partnerSalesUser, []);
    mockApi({ [path]: () => customerInfo({ actions: [] }) });
    render();
    expect(await screen.findByText('Wang Jianguo', {}, patience)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
  });

  it('edits the other names, region, industry and address, sending the version read', async () => {
    signInAs(channelUser, ['customer.edit']);
    const calls = mockApi({
      [path]: () => customerInfo(),
      [customersEndpoints.updateCustomer.path]: () => customerInfo({ nameKr: '쑤저우 정밀기계' }),
    });
    render();
    // An English reader reads the customer's English name in the title (#21); the registered one below.
    const [title] = await screen.findAllByText('Suzhou Precision Machinery Co., Ltd.', {}, patience);
    expect(screen.getByText('苏州精工机械有限公司')).toBeInTheDocument();
    const header = title!.closest('.ant-card-head');
    if (!(header instanceof HTMLElement)) throw new Error('no card header');
    await userEvent.click(within(header).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('English name')).toHaveValue('Suzhou Precision Machinery Co., Ltd.');
    await userEvent.type(within(dialog).getByLabelText('Korean name'), '쑤저우 정밀기계');
    await userEvent.type(within(dialog).getByLabelText('Address'), 'Seoul');
    await userEvent.type(within(dialog).getByLabelText('English address'), '1 Sejong-daero, Seoul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer saved', {}, patience)).toBeInTheDocument();
    const [sent] = callsTo(calls, customersEndpoints.updateCustomer.path);
    expect(sent?.body).toMatchObject({
      id: 5,
      rowVersion: 1,
      nameEn: 'Suzhou Precision Machinery Co., Ltd.',
      nameKr: '쑤저우 정밀기계',
      region: 'AP',
      address: 'Seoul',
      addressEn: '1 Sejong-daero, Seoul',
    });
  });

  it('shows an English reader the English address, and the registered one below it (#21)', async () => {
    signInAs(channelUser, []);
    mockApi({
      [path]: () =>
        customerInfo({
          address: '江苏省苏州市工业园区星湖街 88 号',
          addressEn: '88 Xinghu Street, Suzhou Industrial Park',
        }),
    });
    render();
    const address = await screen.findByText('88 Xinghu Street, Suzhou Industrial Park', {}, patience);
    expect(address.closest('.ant-descriptions-item')).toHaveTextContent('Address');
    const registered = screen.getByText('江苏省苏州市工业园区星湖街 88 号');
    expect(registered.closest('.ant-descriptions-item')).toHaveTextContent('Registered address');
  });

  it('shows the solutions the page gives, and no edit without customer.edit', async () => {
    signInAs(partnerSalesUser, []);
    mockApi({ [path]: () => customerInfo({ actions: [] }) });
    renderWithQueries(
      <MemoryRouter>
        <CustomerDetail id={5} solutions={<p>solution rows</p>} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Solutions' }, patience));
    expect(await screen.findByText('solution rows')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
