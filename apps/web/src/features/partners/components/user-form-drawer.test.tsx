import { partnerCompaniesEndpoints, partnerUsersEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { company, companyInfo } from '../../../test/fixtures';
import { managedUser, partnerAInfo } from '../test-support';
import { toSaveUserBody, UserFormDrawer } from './user-form-drawer';
import { sentObject, sentWith } from '../../../test/answer-by-path';

const paths = {
  companies: partnerCompaniesEndpoints.pageCompanies.path,
  companyInfo: partnerCompaniesEndpoints.getCompanyInfo.path,
  roles: partnerUsersEndpoints.getRoles.path,
  save: partnerUsersEndpoints.saveUser.path,
  info: partnerUsersEndpoints.getUserInfo.path,
};

const roles = [
  { code: 'admin', titleKey: 'role.admin', kind: 'internal' as const },
  { code: 'sales', titleKey: 'role.sales', kind: 'internal' as const },
  { code: 'partner_admin', titleKey: 'role.partnerAdmin', kind: 'partner' as const },
  { code: 'partner_sales', titleKey: 'role.partnerSales', kind: 'partner' as const },
];
const companyA = companyInfo();
const companyB = companyInfo({
  id: 2,
  code: 'P-B001',
  name: '演示合作伙伴B',
  nameEn: 'Demo Partner B',
  typeCodes: ['RESELLER'],
  companyRole: 'TIER2',
});

/** The option texts of the open select. */
async function optionsOf(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) {
  await user.click(combobox);
  const list = await screen.findAllByRole('listbox');
  const dropdown = list.at(-1)!.closest('.ant-select-dropdown') ?? document.body;
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );
}

/** Types a whole value at once (one input event: antd fields re-validate per keystroke otherwise). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('UserFormDrawer', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it("offers the chosen company's types and shows its role read-only; another company brings its own", async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const user = userEvent.setup({ delay: null });
    mockApi({
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([company(), company({ ...companyB })]),
      [paths.companyInfo]: ({ query }) =>
        sentWith(partnerCompaniesEndpoints.getCompanyInfo.query, query).id === 2 ? companyB : companyA,
    });
    renderWithQueries(<UserFormDrawer target={{ mode: 'create' }} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    const typeBox = within(drawer).getByRole('combobox', { name: 'Company type' });
    const roleShown = within(drawer).getByRole('textbox', { name: 'Company role' });
    expect(typeBox).toBeDisabled();
    expect(roleShown).toHaveAttribute('placeholder', 'Choose the company first');

    await user.click(within(drawer).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByTitle('Demo Partner A (P-A001)'));
    await waitFor(() => expect(roleShown).toHaveValue('Tier-1 partner'), patience);
    expect(roleShown).toHaveAttribute('readonly');
    expect(await optionsOf(user, typeBox)).toEqual(['Distributor', 'System integrator']);
    await user.click(screen.getByTitle('System integrator'));

    await user.click(within(drawer).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByTitle('Demo Partner B (P-B001)'));
    await waitFor(() => expect(roleShown).toHaveValue('Tier-2 partner'), patience);
    // The type of the former company went with it.
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Company type is required')).toBeInTheDocument();
    expect(await optionsOf(user, typeBox)).toEqual(['Reseller']);
  });

  it('creates a partner user with the chosen company, type, role, roles and a password of the rule', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const user = userEvent.setup({ delay: null });
    const api = mockApi({
      [paths.roles]: () => roles,
      [paths.companies]: () => pageOf([company(), company({ ...companyB })]),
      [paths.companyInfo]: ({ query }) =>
        sentWith(partnerCompaniesEndpoints.getCompanyInfo.query, query).id === 2 ? companyB : companyA,
      [paths.save]: ({ body }) => ({ ...managedUser(), language: null, updatedAt: '', ...sentObject(body) }),
    });
    const onClose = vi.fn();
    renderWithQueries(<UserFormDrawer target={{ mode: 'create' }} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByTitle('Demo Partner B (P-B001)'));
    await waitFor(
      () =>
        expect(within(drawer).getByRole('textbox', { name: 'Company role' })).toHaveValue('Tier-2 partner'),
      patience,
    );
    await optionsOf(user, within(drawer).getByRole('combobox', { name: 'Company type' }));
    await user.click(screen.getByTitle('Reseller'));
    // Roles follow the kind: partner roles for a partner user.
    expect(await optionsOf(user, within(drawer).getByRole('combobox', { name: 'Roles' }))).toEqual([
      'Partner administrator',
      'Partner sales',
    ]);
    await user.click(screen.getByTitle('Partner sales'));

    await fill(user, within(drawer).getByRole('textbox', { name: 'Username' }), 'new.user');
    await fill(user, within(drawer).getByRole('textbox', { name: 'Name' }), 'New User');
    await fill(user, within(drawer).getByRole('textbox', { name: 'E-mail' }), 'new@partner-b.example');
    await fill(user, within(drawer).getByLabelText('Password'), 'short');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText(
        'Password must be 8 to 20 characters with at least one letter, one digit and one of $@!%*#?&',
      ),
    ).toBeInTheDocument();
    expect(callsTo(api, paths.save)).toHaveLength(0);
    await user.clear(within(drawer).getByLabelText('Password'));
    await fill(user, within(drawer).getByLabelText('Password'), 'Partner@2026');
    await fill(user, within(drawer).getByLabelText('Confirm password'), 'Partner@2026');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
    expect(callsTo(api, paths.save)[0]!.body).toEqual({
      username: 'new.user',
      displayName: 'New User',
      email: 'new@partner-b.example',
      mobile: null,
      kind: 'partner',
      employeeId: null,
      companyId: 2,
      companyType: 'RESELLER',
      companyRole: 'TIER2',
      roleCodes: ['partner_sales'],
      language: null,
      password: 'Partner@2026',
    });
  });

  it('a partner administrator creates users of its own company: no kind or company, its types and role', async () => {
    signInAs(partnerAdminUser, ['partner.user.edit'], partnerAInfo);
    const user = userEvent.setup();
    const api = mockApi({ [paths.roles]: () => roles.filter((role) => role.kind === 'partner') });
    renderWithQueries(<UserFormDrawer target={{ mode: 'create' }} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Kind')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: 'Company role' })).toHaveValue('Tier-1 partner');
    expect(await optionsOf(user, within(drawer).getByRole('combobox', { name: 'Company type' }))).toEqual([
      'Distributor',
      'System integrator',
    ]);
    expect(callsTo(api, paths.companies)).toHaveLength(0);
    expect(callsTo(api, paths.companyInfo)).toHaveLength(0);
  });

  it('edits a user without a password field and keeps its kind', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    mockApi({
      [paths.roles]: () => roles,
      [paths.info]: () => ({ ...managedUser(), language: 'kr', updatedAt: '2026-01-05T08:00:00.000Z' }),
      [paths.companies]: () => pageOf([company()]),
      [paths.companyInfo]: () => companyA,
    });
    renderWithQueries(<UserFormDrawer target={{ mode: 'edit', id: 10 }} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('textbox', { name: 'Username' })).toHaveValue('partner.sales');
    expect(within(drawer).getByText('Edit Sora Partner')).toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('radio', { name: 'Partner' })).toBeChecked();
    expect(within(drawer).getByRole('radio', { name: 'Staff' })).toBeDisabled();
  });

  it('sends the row version the user was read at with an update', () => {
    const body = toSaveUserBody(
      {
        kind: 'partner',
        username: 'partner.sales',
        displayName: 'Sora',
        email: 's@p.example',
        roleCodes: [],
      },
      { companyId: 1, companyRole: 'TIER1' },
      { id: 10, rowVersion: 4, language: null },
    );
    expect(body).toMatchObject({ id: 10, rowVersion: 4 });
    expect(body).not.toHaveProperty('password');
  });
});
