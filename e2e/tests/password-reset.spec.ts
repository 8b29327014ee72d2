import { expect, test } from '@playwright/test';
import { base, password, setLanguage, signIn, signInAndWait } from '../support/app';
import { lastMailTo } from '../support/mailbox';

test('forgot password, in Chinese: the e-mailed link sets a new password', async ({ page }) => {
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await page.reload();
  await page.getByRole('link', { name: '忘记密码' }).click();
  await expect(page).toHaveURL(/forgot-password/);

  await page.locator('#email').fill('not-an-address');
  await page.getByRole('button', { name: '发送链接' }).click();
  await expect(page.getByText('邮箱地址不正确')).toBeVisible();

  await page.locator('#email').fill('planner2@portal.example');
  await page.getByRole('button', { name: '发送链接' }).click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();

  const mail = await lastMailTo('planner2@portal.example');
  expect(mail).toBeDefined();
  const link = /\/static\/gppclient\/reset-password\?token=[\w-]+/.exec(mail!.body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.locator('#password').fill('weak');
  await page.locator('#confirm').fill('weak');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByText(/密码须为 8 到 20 个字符/)).toBeVisible();

  await page.locator('#password').fill('Newpass@2027');
  await page.locator('#confirm').fill('Newpass@2027');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // The same link works once only.
  await page.goto(link!);
  await page.locator('#password').fill('Another@2027');
  await page.locator('#confirm').fill('Another@2027');
  await page.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByText('密码重置链接无效或已过期，请重新申请')).toBeVisible();

  await signIn(page, 'planner2', { password });
  await expect(page.getByTestId('login-refusal')).toHaveText('用户名或密码错误');
  await signInAndWait(page, 'planner2', { password: 'Newpass@2027' });
});
