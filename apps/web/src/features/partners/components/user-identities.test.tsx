import { identityEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { adminUser } from '../../../test/fixtures';
import { UserIdentities } from './user-identities';
import { systemInfo } from '../../../test/fixtures';

const paths = {
  identities: identityEndpoints.userOidcIdentities.path,
  providers: identityEndpoints.oidcProviders.path,
  info: identityEndpoints.getInfo.path,
  link: identityEndpoints.linkUserOidc.path,
  unlink: identityEndpoints.unlinkUserOidc.path,
};

const info = systemInfo;

const corp = {
  id: 3,
  provider: 'corp',
  label: 'Corp ID',
  issuer: 'https://login.example.com',
  subject: 'sales-at-corp',
  createdAt: '2026-01-05T08:00:00.000Z',
  linkedByAdmin: true,
};

// Real Ant Design in jsdom is slow, more so on a busy machine.
describe('UserIdentities', { timeout: 60_000 }, () => {
  afterEach(() => {
    resetStores();
    vi.mocked(request).mockReset();
  });

  it('lists the linked identities, unlinks one, and links the messaging app user id', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const api = mockApi({
      [paths.identities]: () => [corp],
      [paths.providers]: () => [{ name: 'corp', label: 'Corp ID' }],
      [paths.info]: () => info('WeCom'),
      [paths.link]: () => ({ ...corp, id: 4, provider: 'messaging', label: 'WeCom', subject: 'zhangsan' }),
      [paths.unlink]: () => null,
    });
    const user = userEvent.setup();
    renderWithQueries(<UserIdentities userId={10} kind="internal" />);
    const section = await screen.findByTestId('user-identities');
    expect(await within(section).findByText('sales-at-corp')).toBeInTheDocument();

    // Corp ID is linked already: only the messaging app is offered.
    await user.click(within(section).getByRole('combobox'));
    const option = await screen.findByTitle('WeCom');
    expect(screen.queryByTitle('Corp ID')).not.toBeInTheDocument();
    await user.click(option);
    const idField = await within(section).findByRole('textbox', { name: 'User ID in WeCom' });
    await user.click(within(section).getByTestId('link-identity'));
    expect(await within(section).findByText('User ID in WeCom is required')).toBeInTheDocument();
    expect(callsTo(api, paths.link)).toHaveLength(0);
    await user.click(idField);
    await user.paste('zhangsan');
    await user.click(within(section).getByTestId('link-identity'));
    await waitFor(() => expect(callsTo(api, paths.link)).toHaveLength(1), patience);
    expect(callsTo(api, paths.link)[0]!.body).toEqual({ id: 10, provider: 'messaging', subject: 'zhangsan' });

    await user.click(within(section).getByTestId('unlink-identity-corp'));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo(api, paths.unlink)).toHaveLength(1), patience);
    expect(callsTo(api, paths.unlink)[0]!.body).toEqual({ id: 10, identityId: 3 });
  });

  it('shows nothing where nothing is linked and nothing can be', async () => {
    signInAs(adminUser, ['partner.user.edit']);
    const api = mockApi({
      [paths.identities]: () => [],
      [paths.providers]: () => [],
      [paths.info]: () => info(null),
    });
    renderWithQueries(<UserIdentities userId={10} kind="partner" />);
    await waitFor(() => expect(callsTo(api, paths.info)).toHaveLength(1), patience);
    expect(callsTo(api, paths.providers)[0]!.query).toEqual({ loginType: 'partner' });
    expect(screen.queryByTestId('user-identities')).not.toBeInTheDocument();
  });
});
