/** Page helpers: the app as a user meets it. Every path is under the client's base path. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const base = '/static/gppclient';
export const password = 'Portal@2026';

export async function setLanguage(page: Page, language: 'cn' | 'en' | 'kr') {
  const url = new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url());
  await page.context().addCookies([
    {
      name: 'language',
      value: language,
      domain: url.hostname === '' ? '127.0.0.1' : '127.0.0.1',
      path: '/',
    },
  ]);
}

export async function signIn(
  page: Page,
  username: string,
  options: { partner?: boolean; password?: string } = {},
) {
  await page.goto(`${base}/${options.partner ? 'partner-login' : 'login'}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(options.password ?? password);
  await page.locator('button[type="submit"]').click();
}

export async function signInAndWait(
  page: Page,
  username: string,
  options: { partner?: boolean; password?: string } = {},
) {
  await signIn(page, username, options);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** The page title under the breadcrumb. */
export function pageTitle(page: Page) {
  return page.locator('#main-content h4').first();
}
