/** The two stored values of spec section 3: the access token and the refresh token. */
const tokenKey = 'token';
const refreshKey = 'refreshToken';

export const tokenStore = {
  get token(): string | null {
    return localStorage.getItem(tokenKey);
  },
  get refreshToken(): string | null {
    return localStorage.getItem(refreshKey);
  },
  set(token: string, refreshToken: string) {
    localStorage.setItem(tokenKey, token);
    localStorage.setItem(refreshKey, refreshToken);
  },
  clearAccess() {
    localStorage.removeItem(tokenKey);
  },
  clear() {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(refreshKey);
  },
};
