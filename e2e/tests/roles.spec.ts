/**
 * Roles on the system management page, in Chinese: an administrator removes a button from a role; the
 * role's user no longer sees the button after a reload, and its call is refused by the server.
 */
import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import { z } from 'zod';
import { base, setLanguage, signInAndWait } from '../support/app';
import { apiToken } from '../support/opportunity-reports';

const cn = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('cn', key, params);

test('an administrator removes a button from a role: its user loses the button and its call', async ({
  browser,
  request,
}) => {
  // The channel manager sees "create" on the customer list (the customer edit button).
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await setLanguage(user, 'cn');
  await signInAndWait(user, 'channel');
  await user.goto(`${base}/customerManagement`);
  await expect(user.getByRole('button', { name: cn('customer.create') })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await setLanguage(admin, 'cn');
  await signInAndWait(admin, 'admin');
  await admin.goto(`${base}/configuration?tab=roles`);
  const row = admin.getByRole('row', { name: new RegExp(cn('role.channel')) });
  await row.getByRole('button', { name: cn('roles.edit') }).click();
  const grants = admin.getByTestId('role-grants');
  const button = grants.locator('.ant-tree-treenode', {
    hasText: `${cn('button.customerEdit')} · ${cn('roles.button')}`,
  });
  await expect(button.locator('.ant-tree-checkbox-checked')).toHaveCount(1);
  await button.locator('.ant-tree-checkbox').click();
  await expect(button.locator('.ant-tree-checkbox-checked')).toHaveCount(0);
  await admin.getByRole('button', { name: cn('common.save') }).click();
  await expect(admin.getByText(cn('roles.saved', { name: cn('role.channel') }))).toBeVisible();

  // After a reload the button is gone, and the server refuses its call.
  await user.reload();
  await expect(user.locator('[data-list-query]').first()).toBeVisible();
  await expect(user.getByRole('button', { name: cn('customer.create') })).toHaveCount(0);
  const token = await apiToken(request, 'channel');
  const res = await request.post('/api/customer/create-customer', {
    headers: { authorization: `Bearer ${token}`, language: 'cn' },
    data: {},
  });
  const envelope = z.object({ code: z.number(), msg: z.string() }).parse(await res.json());
  expect(envelope).toEqual({ code: 100, msg: cn('error.noPermission') });
});
