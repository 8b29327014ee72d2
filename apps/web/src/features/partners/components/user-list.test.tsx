import { partnerCompaniesEndpoints, partnerUsersEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/request';
import { callsTo, mockApi, pageOf, patience, resetStores, signInAs } from '../../../test/render-app';
import { adminUser, partnerAdminUser } from '../../../test/fixtures';
import { company, companyInfo } from '../../../test/fixtures';
import { managedUser, partnerAInfo, renderListAt } from '../test-support';
import { UserList } from './user-list';
import { sentObject } from '../../../test/answer-by-path';

const paths = {
  page: partnerUsersEndpoints.pageUsers.path,
  roles: partnerUsersEndpoints.getRoles.path,
  status: partnerUsersEndpoints.changeUserStatus.path,
  reset: partnerUsersEndpoints.resetUserPassword.path,
  companies: partnerCompaniesEndpoints.pageCompanies.path,
  company: partnerCompaniesEndpoints.getCompanyInfo.path,
};
const roles = [
  { code: 'partner_admin', titleKey: 'role.partnerAdmin', kind: 'partner' as const },
  { code: 'partner_sales', titleKey: 'role.partnerSales', kind: 'partner' as const },
];
const users = [
  managedUser({
    id: 6,
    username: 'partner.admin',
    displayName: 'Alex Partner',
    companyType: 'DISTRIBUTOR',
    roles: ['partner_admin'],
    // The server offers nobody the move that disables itself.
    actions: [],
  }),
  managedUser(),
];

const bodyRows = () => screen.getAllByRole('row').slice(1);
const route = '/partner/user';
const renderList = (url = route) => renderListAt(route, <UserList />, url);
/** The option of the open select titled `title` (cells cut with an ellipsis carry their text as a title too). */
const optionTitled = async (title: string) => {
  const found = (await screen.findAllByTitle(title)).find((element) =>
    element.classList.contains('ant-select-item-option'),
  );
  if (!found) throw new Error(`no option ${title}`);
  return found;
};
/** The text a select of the search box shows (its chosen option). */
const chosenIn = (label: string) =>
  screen.getByRole('combobox', { name: label }).closest('.ant-select')?.textContent;

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('UserList', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('a partner administrator has no kind or company filter, and sees its company by its English name', async () => {
    signInAs(partnerAdminUser, ['partner.user.edit'], partnerAInfo);
    const api = mockApi({ [paths.page]: () => pageOf(users), [paths.roles]: () => roles });
    renderList();
    expect(await screen.findByText('Sora Partner')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Kind' })).not.toBeInTheDocument();
    expect(callsTo(api, paths.companies)).toHaveLength(0);
    expect(bodyRows()[1]).toHaveTextContent('Demo Partner A');
    expect(bodyRows()[1]).toHaveTextContent('System integrator');
    expect(bodyRows()[1]).toHaveTextContent('Partner sales');
  });

  it('staff filter by kind and company too, and the search sends them', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      [paths.page]: () => pageOf(users),
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([company()]),
    });
    const router = renderList();
    await screen.findByText('Sora Partner');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await optionTitled('Partner'));
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByTitle('Demo Partner A (P-A001)'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(2), patience);
    expect(callsTo(api, paths.page)[1]!.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      kind: 'partner',
      companyId: 1,
    });
    expect(router.state.location.search).toBe('?kind=partner&companyId=1');
  });

  it('staff open the list filtered by the URL: the company is named even when its search does not list it', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const api = mockApi({
      [paths.page]: () => pageOf(users),
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([]),
      [paths.company]: () => companyInfo(),
    });
    renderList(
      `${route}?companyId=1&kind=partner&roleCode=partner_sales&sortField=displayName&sortOrder=desc`,
    );
    await screen.findByText('Sora Partner');
    expect(callsTo(api, paths.page)[0]!.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      kind: 'partner',
      companyId: 1,
      roleCode: 'partner_sales',
      sortField: 'displayName',
      sortOrder: 'desc',
    });
    await waitFor(() => expect(chosenIn('Company')).toContain('Demo Partner A'), patience);
    expect(callsTo(api, paths.company).map((call) => call.query)).toEqual([{ id: 1 }]);
    expect(chosenIn('Kind')).toContain('Partner');
    await waitFor(() => expect(chosenIn('Role')).toContain('Partner sales'), patience);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a partner administrator never asks for a kind or a company, even when the URL names them', async () => {
    signInAs(partnerAdminUser, ['partner.user.edit'], partnerAInfo);
    const user = userEvent.setup({ delay: null });
    const api = mockApi({ [paths.page]: () => pageOf(users), [paths.roles]: () => roles });
    const router = renderList(`${route}?companyId=2&kind=internal&status=active`);
    await screen.findByText('Sora Partner');
    expect(callsTo(api, paths.page)[0]!.body).toEqual({ pageNum: 1, pageSize: 20, status: 'active' });
    await waitFor(() => expect(chosenIn('Status')).toContain('Active'), patience);

    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), 'sora{Enter}');
    await waitFor(() => expect(callsTo(api, paths.page)).toHaveLength(2), patience);
    expect(callsTo(api, paths.page)[1]!.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      keyword: 'sora',
      status: 'active',
    });
    expect(router.state.location.search).toBe('?keyword=sora&status=active');
  });

  it('offers only the status moves the server listed; disabling asks first and sends the version read', async () => {
    signInAs(partnerAdminUser, ['partner.user.edit'], partnerAInfo);
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      [paths.page]: () => pageOf(users),
      [paths.roles]: () => roles,
      [paths.status]: ({ body }) => ({
        ...managedUser(),
        ...sentObject(body),
        language: null,
        updatedAt: '',
      }),
    });
    renderList();
    await screen.findByText('Sora Partner');
    const [own, other] = bodyRows();
    expect(within(own!).queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();

    await user.click(within(other!).getByRole('button', { name: 'Disable' }));
    const question = await screen.findByRole('tooltip');
    expect(question).toHaveTextContent(
      'Disable Sora Partner? The user is signed out at once and can no longer sign in.',
    );
    expect(callsTo(api, paths.status)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(
      () =>
        expect(callsTo(api, paths.status)).toEqual([{ body: { id: 10, status: 'disabled', rowVersion: 2 } }]),
      patience,
    );
  });

  it('resets a password only when it follows the rule and is confirmed', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      [paths.page]: () => pageOf(users),
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([company()]),
      [paths.reset]: () => null,
    });
    renderList();
    await screen.findByText('Sora Partner');
    await user.click(within(bodyRows()[1]!).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Reset the password of Sora Partner');
    await user.click(within(dialog).getByLabelText('New password'));
    await user.paste('password');
    await user.click(within(dialog).getByLabelText('Confirm password'));
    await user.paste('different');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Password must be 8 to 20 characters with at least one letter, one digit and one of $@!%*#?&',
      ),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('The two passwords differ')).toBeInTheDocument();
    expect(callsTo(api, paths.reset)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.paste('Reset@2026');
    await user.clear(within(dialog).getByLabelText('Confirm password'));
    await user.paste('Reset@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(callsTo(api, paths.reset)).toEqual([{ body: { id: 10, password: 'Reset@2026' } }]),
      patience,
    );
  });

  it('without partner.user.edit there is no new user and no change, only view', async () => {
    signInAs(adminUser, []);
    mockApi({
      [paths.page]: () => pageOf(users),
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([]),
    });
    renderList();
    await screen.findByText('Sora Partner');
    expect(screen.queryByRole('button', { name: /New user/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'View' })).toHaveLength(2);
  });
});
