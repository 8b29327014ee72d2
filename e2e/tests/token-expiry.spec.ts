import { expect, test } from '@playwright/test';
import { base, pageTitle, signInAndWait } from '../support/app';

// This server signs access tokens valid for 5 seconds.
test('an access token expiring mid-session is refreshed without the user noticing', async ({ page }) => {
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/login/refreshToken')) refreshes.push(r.url());
  });
  await signInAndWait(page, 'admin');
  const first = await page.evaluate(() => localStorage.getItem('token'));
  await page.waitForTimeout(6_500);
  await page.goto(`${base}/system/exception-log`);
  await expect(pageTitle(page)).toHaveText('Exception log');
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/login/);
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(first);
  await expect(page.locator('.ant-message-error')).toHaveCount(0);
});
