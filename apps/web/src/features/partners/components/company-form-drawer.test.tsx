import { partnerCompaniesEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, RequestError } from '../../../lib/request';
import {
  callsTo,
  mockApi,
  patience,
  renderWithQueries,
  resetStores,
  signInAs,
} from '../../../test/render-app';
import { adminUser } from '../../../test/fixtures';
import { companyInfo } from '../../../test/fixtures';
import { CompanyFormDrawer } from './company-form-drawer';
import { sentObject } from '../../../test/answer-by-path';

const paths = {
  info: partnerCompaniesEndpoints.getCompanyInfo.path,
  save: partnerCompaniesEndpoints.saveCompany.path,
  managers: partnerCompaniesEndpoints.getChannelManagers.path,
};
const managers = [
  { id: 2, username: 'channel', displayName: 'Chen Channel', email: null, employeeId: 'E0002' },
];

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('CompanyFormDrawer', { timeout: 60_000 }, () => {
  beforeEach(() => signInAs(adminUser, ['partner.company.edit']));
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('shows the contract messages for a missing name and a bad credit code, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [paths.managers]: () => managers });
    renderWithQueries(<CompanyFormDrawer target={{ mode: 'create' }} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('New partner company')).toBeInTheDocument();

    await user.type(within(drawer).getByRole('textbox', { name: 'Company code' }), 'bad code!');
    await user.type(within(drawer).getByRole('textbox', { name: 'Unified social credit code' }), 'ABC123');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('Company name is required', {}, patience)).toBeInTheDocument();
    expect(
      await within(drawer).findByText(
        'The unified social credit code has 18 letters or digits',
        {},
        patience,
      ),
    ).toBeInTheDocument();
    expect(
      await within(drawer).findByText('Only letters, digits and hyphens', {}, patience),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('Company types is required', {}, patience)).toBeInTheDocument();
    expect(await within(drawer).findByText('Country is required', {}, patience)).toBeInTheDocument();
    expect(callsTo(api, paths.save)).toHaveLength(0);

    // The right shape with a wrong check character is refused as the server refuses it.
    const creditCode = within(drawer).getByRole('textbox', { name: 'Unified social credit code' });
    await user.clear(creditCode);
    await user.type(creditCode, '91310000ma1dema001');
    const checkMessage = 'The unified social credit code is not valid: its check character does not match';
    expect(await within(drawer).findByText(checkMessage, {}, patience)).toBeInTheDocument();
    // A good value, in small letters, clears the message.
    await user.clear(creditCode);
    await user.type(creditCode, '91310000ma1dema00k');
    await waitFor(() => expect(within(drawer).queryByText(checkMessage)).not.toBeInTheDocument(), patience);
    expect(
      within(drawer).queryByText('The unified social credit code has 18 letters or digits'),
    ).not.toBeInTheDocument();
  });

  it('edits a company loaded fresh, saves its body and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({
      [paths.info]: () =>
        companyInfo({
          licenceFile: {
            id: '5a0c7f4e-8f7a-4c4e-9d55-8b7ad0b0e001',
            name: 'licence.pdf',
            docUrl: '/api/doc',
          },
        }),
      [paths.managers]: () => managers,
      [paths.save]: ({ body }) => companyInfo(sentObject(body)),
    });
    renderWithQueries(<CompanyFormDrawer target={{ mode: 'edit', id: 1 }} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    const name = await within(drawer).findByRole('textbox', { name: 'Company name' });
    expect(within(drawer).getByText('Edit Demo Partner A')).toBeInTheDocument();
    expect(within(drawer).getByText('licence.pdf')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '新名称');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
    expect(callsTo(api, paths.save)[0]!.body).toEqual({
      id: 1,
      code: 'P-A001',
      name: '新名称',
      nameEn: 'Demo Partner A',
      nameKr: null,
      creditCode: '91310000MA1DEMA00K',
      countryId: 1,
      region: 'CN',
      typeCodes: ['DISTRIBUTOR', 'SYSTEM_INTEGRATOR'],
      companyRole: 'TIER1',
      channelManagerId: 2,
      maxCustomers: 50,
      licenceFileId: '5a0c7f4e-8f7a-4c4e-9d55-8b7ad0b0e001',
      rowVersion: 3,
    });
  });

  it('takes the maximum customers through the formatted input: letters refused as typed, a number saved', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({
      [paths.info]: () => companyInfo(),
      [paths.managers]: () => managers,
      [paths.save]: ({ body }) => companyInfo(sentObject(body)),
    });
    renderWithQueries(<CompanyFormDrawer target={{ mode: 'edit', id: 1 }} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    const max = await within(drawer).findByRole('textbox', { name: 'Maximum customers' });
    expect(max).toHaveValue('50');
    await user.clear(max);
    await user.type(max, '1x2');
    expect(max).toHaveValue('12');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
    expect(callsTo(api, paths.save)[0]!.body).toMatchObject({ id: 1, rowVersion: 3, maxCustomers: 12 });
  });

  it("puts a refusal's field errors on the fields and stays open", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    mockApi({
      [paths.info]: () => companyInfo(),
      [paths.managers]: () => managers,
      [paths.save]: () => {
        throw new RequestError(100, 'code: already taken', {
          fieldErrors: [
            { field: 'code', message: 'code: already taken' },
            { field: 'typeCodes.0', message: 'typeCodes.0: not active' },
          ],
        });
      },
    });
    renderWithQueries(<CompanyFormDrawer target={{ mode: 'edit', id: 1 }} onClose={onClose} />);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('textbox', { name: 'Company name' });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('code: already taken')).toBeInTheDocument();
    expect(within(drawer).getByText('typeCodes.0: not active')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
