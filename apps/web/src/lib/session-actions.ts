import { identityRefs } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { request } from './request';
import { sessionStore } from './session';
import { tokenStore } from './token-store';

let navigateTo: (path: string) => Promise<void> | void = (path) => location.assign(path);
/** Where the app is served (the router's basename). */
export const basePath = '/static/gppclient';
let queryClient: QueryClient | null = null;

/** The router's navigation (from the start) and the query cache (once the signed-in shell has loaded). */
export function configureSessionActions(options: {
  navigate?: (path: string) => Promise<void> | void;
  queryClient?: QueryClient;
}) {
  if (options.navigate) navigateTo = options.navigate;
  if (options.queryClient) queryClient = options.queryClient;
}

/** The sign-in page the user came through (partners have their own). */
export function loginPath(): string {
  return localStorage.getItem('loginType') === 'partner' ? '/partner-login' : '/login';
}

/** Clears both tokens and the session state (spec section 4, logout). */
export function endSession() {
  tokenStore.clear();
  sessionStore.reset();
  queryClient?.clear();
}

export async function logout() {
  const refreshToken = tokenStore.refreshToken ?? undefined;
  // A session an identity provider opened ends there too: the answer is its end-session address.
  const ended = tokenStore.token
    ? await request(identityRefs.logout, { body: { refreshToken }, silent: true }).catch(() => null)
    : null;
  const target = loginPath();
  endSession();
  // A fresh page load: nothing of the session survives in memory, and no gate redirect races it.
  location.replace(ended?.url ?? `${basePath}${target}`);
}

/** Code 6 anywhere: back to sign-in. */
export function onLoginExpired() {
  const target = loginPath();
  endSession();
  // Leaving for the sign-in page: nothing after it waits for the navigation.
  void navigateTo(target);
}
