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
 * until the list shows their result: the list screen renders the query it shows (`data-list-query`), and
 * the table in it is no longer loading. The URL alone is not enough: it changes a moment before the list
 * renders the new query, and in that moment the rows of the list before are shown and not busy (a newly
 * made record is often on the first page too); a next step would act on them as the search lands.
 */
export async function searchList(page: Page, label: string, words: string) {
  // First the list as it opened, loaded: the search box takes the URL's filters when the list first
  // shows them, and would put back what was typed before that moment.
  const shown = page.locator('[data-list-query]');
  await expect(shown.first()).toBeVisible();
  await expect(page.locator('[data-list-busy="true"]')).toHaveCount(0);
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(words);
  await field.press('Enter');
  // The list of that search with its rows come (`data-list-busy` is set in the same render as the query;
  // antd's own `aria-busy` comes a timer later, and would let old rows pass for the new ones).
  const list = page.locator(
    `[data-list-query*=${JSON.stringify(JSON.stringify(words.trim()))}][data-list-busy="false"]`,
  );
  await expect(list).toHaveCount(1);
}

/** Signs out through the user menu, whose entry is in the reader's language. */
export async function signOut(page: Page, language: Language) {
  await page.getByTestId('user-menu').click();
  await page.getByText(translate(language, 'layout.logout'), { exact: true }).click();
  await expect(page).toHaveURL(/login$/);
}
