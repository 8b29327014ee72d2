import { expect, test } from '@playwright/test';
import type { MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { expectAccessible } from '../support/axe';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const cn = (key: MessageKey, params?: Record<string, string | number>) => translate('cn', key, params);
const entry = {
  code: `E2E_${run}`,
  cn: `半导体设备${run}`,
  en: `Semiconductor ${run}`,
  kr: `반도체 장비 ${run}`,
};

test('in Chinese, an administrator adds an industry to the code table and a form offers it at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'admin');
  await page.goto(`${base}/configuration`);
  await expect(
    page.locator('.ant-segmented').getByText(cn('systemSettings.tab.codeTables'), { exact: true }),
  ).toBeVisible();
  // Checked at rest: the pointer over a just-clicked button shows its lighter hover colour.
  await expectAccessible(page, '/configuration (cn)');
  await page.getByRole('button', { name: /^INDUSTRY/ }).click();

  await page.getByRole('button', { name: cn('systemSettings.newEntry') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(cn('systemSettings.code')).fill(entry.code);
  await dialog.getByLabel(cn('systemSettings.nameCn')).fill(entry.cn);
  await dialog.getByLabel(cn('systemSettings.nameEn')).fill(entry.en);
  // Without its Korean name the entry is refused, and nothing is saved.
  await dialog.getByRole('button', { name: cn('common.save') }).click();
  await expect(
    dialog.getByText(cn('validation.required', { name: cn('systemSettings.nameKr') })),
  ).toBeVisible();
  await dialog.getByLabel(cn('systemSettings.nameKr')).fill(entry.kr);
  await dialog.getByRole('button', { name: cn('common.save') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: entry.code })).toContainText(entry.cn);

  // Without reloading the page or the server: the customer form offers the new industry.
  await page.getByRole('menuitem', { name: new RegExp(`${cn('menu.customer')}$`) }).click();
  await expect(page).toHaveURL(/\/customerManagement$/);
  await page.getByRole('button', { name: cn('customer.create') }).click();
  await page.getByRole('dialog').getByLabel(cn('customer.field.industry')).click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: entry.cn })).toBeVisible();
  await page.keyboard.press('Escape');

  // The change is in the history, with its values after.
  await page.goto(`${base}/configuration?tab=history`);
  const change = page.getByRole('row').filter({ hasText: entry.code }).first();
  await expect(change).toContainText(cn('systemSettings.action.create'));
  await expect(change).toContainText(entry.kr);
});
