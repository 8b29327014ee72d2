import { identityRefs } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, RequestError } from '../../lib/request';
import { tokenStore } from '../../lib/token-store';
import { LoginForm } from './login-form';
import { renderWithQueries } from '../../test/render-app';

// The identity providers' buttons (lazy, their own request) are tested in oidc-sign-in.test.tsx.
vi.mock('./oidc-sign-in', () => ({ OidcSignIn: () => null }));

function renderAt(path: string, loginType: 'staff' | 'partner' = 'staff') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginForm loginType={loginType} /> },
      { path: '/partner-login', element: <LoginForm loginType={loginType} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.mocked(request).mockReset();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('LoginForm', () => {
  it('names each missing field under it, does not call the server, and focuses the first', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Username is required', 'Password is required']);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(request).not.toHaveBeenCalled();
  });

  it('treats blank text as missing and clears the message once the field is filled', async () => {
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(screen.getByLabelText('Username'), '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Username is required');
    await user.type(screen.getByLabelText('Username'), 'ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Enter submits; the tokens are stored and the redirect target opens', async () => {
    vi.mocked(request).mockResolvedValue({ token: 't', refreshToken: 'r' });
    const user = userEvent.setup();
    const router = renderAt('/partner-login?redirect=%2Fpartner%2Fuser', 'partner');
    await user.type(screen.getByLabelText('Username'), 'partner.admin');
    await user.type(screen.getByLabelText('Password'), 'Portal@2026{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/user'));
    expect(request).toHaveBeenCalledWith(identityRefs.login, {
      body: { username: 'partner.admin', password: 'Portal@2026', loginType: 'partner' },
    });
    expect([tokenStore.token, tokenStore.refreshToken]).toEqual(['t', 'r']);
    expect(localStorage.getItem('loginType')).toBe('partner');
  });

  it('never follows a redirect to another origin', async () => {
    vi.mocked(request).mockResolvedValue({ token: 't', refreshToken: 'r' });
    const user = userEvent.setup();
    const router = renderAt('/login?redirect=%2F%2Fevil.example');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('shows the refusal as the server words it and stays', async () => {
    vi.mocked(request).mockRejectedValue(new RequestError(100, 'Incorrect username or password'));
    const user = userEvent.setup();
    const router = renderAt('/login');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-refusal')).toHaveTextContent('Incorrect username or password');
    expect(screen.getByTestId('login-refusal')).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('links to the forgot-password page of its kind and to the other sign-in page', () => {
    renderAt('/partner-login', 'partner');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?type=partner',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Partner sign in');
  });
});
