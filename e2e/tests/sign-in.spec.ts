import { expect, test } from '@playwright/test';
import { base, password, setLanguage, signIn, signInAndWait } from '../support/app';

test.describe('sign-in', () => {
  test('staff sign in and land on home with the admin menus', async ({ page }) => {
    await signInAndWait(page, 'admin');
    const nav = page.getByRole('menu');
    await expect(nav.getByText('Partners', { exact: true })).toBeVisible();
    await expect(nav.getByText('System', { exact: true })).toBeVisible();
    await expect(page.getByText('Welcome, Ada Admin')).toBeVisible();
  });

  test('a partner signs in on the partner page and sees a partner menu with its types', async ({ page }) => {
    await signInAndWait(page, 'partner.admin', { partner: true });
    const nav = page.getByRole('menu');
    await expect(nav.getByText('Opportunities', { exact: true })).toBeVisible();
    await expect(nav.getByText('System', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('partner-types')).toHaveText(
      'Company types: Distributor;System integrator',
    );
  });

  test('the required rule names the field', async ({ page }) => {
    await page.goto(`${base}/login`);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  const refusals: Array<[string, boolean, string, string, 'en' | 'cn' | 'kr']> = [
    ['wrong password', false, 'admin', 'Incorrect username or password', 'en'],
    ['unknown user', false, 'nobody', 'Incorrect username or password', 'en'],
    ['partner on the staff page', false, 'partner.admin', 'No permission to access this system', 'en'],
    ['staff on the partner page', true, 'sales', 'No permission to access this system', 'en'],
    [
      'disabled account',
      true,
      'partner.disabled',
      '계정이 비활성화되었습니다. 회사의 계정 관리자에게 문의하세요',
      'kr',
    ],
    ['company type mismatch', true, 'partner.mismatch', '您账号的公司类型与公司当前类型不一致', 'cn'],
  ];
  for (const [name, partner, username, message, language] of refusals) {
    test(`refuses: ${name} (${language})`, async ({ page }) => {
      await page.goto(`${base}/login`);
      await setLanguage(page, language);
      await signIn(page, username, {
        partner,
        password: name === 'wrong password' ? 'Wrong@2026' : password,
      });
      await expect(page.getByTestId('login-refusal')).toHaveText(message);
      await expect(page).toHaveURL(/login/);
    });
  }

  test('sign-out clears the session and protected pages send you to sign in', async ({ page }) => {
    await signInAndWait(page, 'sales');
    await page.getByTestId('user-menu').click();
    await page.getByText('Sign out').click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('refreshToken')]),
    ).toEqual([null, null]);
    await page.goto(`${base}/partner/company`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpartner%2Fcompany/);
  });

  test('an ended session (login expired) sends the user to sign in with the message', async ({
    page,
    request,
  }) => {
    await signInAndWait(page, 'planner');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // The session ends elsewhere (here: logged out through the API with the same token).
    await request.post('/api/login/logout', { headers: { authorization: `Bearer ${token}` }, data: {} });
    await page.evaluate(() => localStorage.removeItem('refreshToken'));
    await page.getByRole('menu').getByText('Process centre').click();
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
  });
});
