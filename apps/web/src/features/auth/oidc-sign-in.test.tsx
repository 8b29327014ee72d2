import { identityRefs } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, RequestError } from '../../lib/request';
import { renderWithQueries } from '../../test/render-app';
import { OidcSignIn } from './oidc-sign-in';

beforeEach(() => {
  vi.mocked(request).mockReset();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('OidcSignIn', () => {
  it('shows nothing when no provider is configured', async () => {
    vi.mocked(request).mockResolvedValue([]);
    const { container } = renderWithQueries(<OidcSignIn loginType="staff" />);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(identityRefs.oidcProviders, {
        query: { loginType: 'staff' },
        silent: true,
      }),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('offers a button per provider; the login call answers url and the browser goes there', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    vi.mocked(request).mockImplementation((endpoint) =>
      Promise.resolve(
        endpoint === identityRefs.oidcProviders
          ? [
              { name: 'corp', label: 'Corp ID' },
              { name: 'other', label: 'Other' },
            ]
          : { url: 'https://id.example.com/auth?state=s' },
      ),
    );
    const user = userEvent.setup();
    renderWithQueries(<OidcSignIn loginType="partner" />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp ID' }));
    expect(screen.getByRole('button', { name: 'Sign in with Other' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(identityRefs.login, {
      body: { provider: 'corp', loginType: 'partner' },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example.com/auth?state=s'));
    expect(localStorage.getItem('loginType')).toBe('partner');
  });

  it('shows a refusal as the server words it', async () => {
    vi.mocked(request).mockImplementation((endpoint) =>
      endpoint === identityRefs.oidcProviders
        ? Promise.resolve([{ name: 'corp', label: 'Corp ID' }])
        : Promise.reject(new RequestError(100, 'The identity provider did not answer in time')),
    );
    const user = userEvent.setup();
    renderWithQueries(<OidcSignIn loginType="staff" />);
    await user.click(await screen.findByRole('button', { name: 'Sign in with Corp ID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The identity provider did not answer in time',
    );
  });
});
