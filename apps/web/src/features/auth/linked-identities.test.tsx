import type { OidcIdentity } from '@portal/contract';
import { translate } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, patience, renderApp } from '../../test/render-app';
import { LinkedIdentities } from './linked-identities';
import { systemInfo } from '../../test/fixtures';

const info = systemInfo;

const weCom: OidcIdentity = {
  id: 7,
  provider: 'messaging',
  label: 'WeCom',
  issuer: 'messaging:corp-1',
  subject: 'zhaoliu',
  createdAt: '2026-11-29T01:00:00.000Z',
  linkedByAdmin: false,
};

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('LinkedIdentities', () => {
  it('offers to link the messaging app user id through the app, and the browser goes there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = mockApi({
      '/login/oidc/providers': () => [],
      '/login/get-info': () => info('WeCom'),
      '/login/oidc/identities': () => [],
      '/login/oidc/link': () => ({ url: 'https://open.weixin.qq.com/connect/oauth2/authorize?state=link.x' }),
    });
    const user = userEvent.setup();
    renderApp(<LinkedIdentities loginType="partner" />);
    await user.click(await screen.findByRole('button', { name: 'Link WeCom' }));
    expect(callsTo(api, '/login/oidc/link')).toEqual([{ body: { provider: 'messaging' } }]);
    await waitFor(
      () =>
        expect(assign).toHaveBeenCalledWith(
          'https://open.weixin.qq.com/connect/oauth2/authorize?state=link.x',
        ),
      patience,
    );
  });

  it.each(['cn', 'en', 'kr'] as const)(
    'shows the linked messaging user id and offers no second link (%s)',
    async (lang) => {
      await i18n.changeLanguage(lang);
      mockApi({
        '/login/oidc/providers': () => [],
        '/login/get-info': () => info('WeCom'),
        '/login/oidc/identities': () => [weCom],
      });
      renderApp(<LinkedIdentities loginType="staff" />);
      expect(await screen.findByText('zhaoliu')).toBeInTheDocument();
      expect(screen.getByText(translate(lang, 'oidc.identities.title'))).toBeInTheDocument();
      expect(screen.getByText('WeCom', { exact: false })).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: translate(lang, 'oidc.identities.unlink') }),
      ).toBeInTheDocument();
      expect(
        screen.queryByRole('button', { name: translate(lang, 'oidc.identities.link', { label: 'WeCom' }) }),
      ).not.toBeInTheDocument();
    },
  );

  it('shows nothing when neither a provider nor the app is configured and nothing is linked', async () => {
    const api = mockApi({
      '/login/oidc/providers': () => [],
      '/login/get-info': () => info(null),
      '/login/oidc/identities': () => [],
    });
    const { container } = renderApp(<LinkedIdentities loginType="staff" />);
    await waitFor(() => expect(callsTo(api, '/login/get-info')).toHaveLength(1), patience);
    expect(container.querySelector('[data-testid="linked-identities"]')).toBeNull();
  });
});
