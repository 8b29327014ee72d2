/** Page helpers: the app as a user meets it. Every path is under the client's base path. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Language } from '@portal/contract';
import { translate } from '@portal/contract';

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

/**
 * Searches a list by the words of its text field labelled `label`, with Enter as a user does, and waits
 * until the list shows their result: the URL carries the words and the table is no longer loading. Rows
 * of the list before (a newly made record is often on its first page too) would otherwise satisfy the
 * next step, which then acts on them while the search lands (a new search clears the selection).
 */
export async function searchList(page: Page, label: string, words: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(words);
  await field.press('Enter');
  await expect.poll(() => [...new URL(page.url()).searchParams.values()]).toContain(words.trim());
  await expect(page.locator('.ant-table-wrapper [aria-busy="true"]')).toHaveCount(0);
}

/** Signs out through the user menu, whose entry is in the reader's language. */
export async function signOut(page: Page, language: Language) {
  await page.getByTestId('user-menu').click();
  await page.getByText(translate(language, 'layout.logout'), { exact: true }).click();
  await expect(page).toHaveURL(/login$/);
}
