/**
 * Issue 26: the export of a list writes the columns the reader sees, in their order, or every column when
 * the reader ticks "Export all columns". A Chinese partner administrator on the order list (the opportunity
 * list's Korean journey is in list-columns.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import { base, setLanguage, signInAndWait } from '../support/app';
import { settled } from '../support/axe';

const cn = (key: MessageKey) => translate('cn', key);
const listPath = `${base}/business/order`;

/** The grid's data headers, without the row number and the actions. */
async function gridHeaders(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-table thead th').allInnerTexts();
  return texts
    .map((text) => text.trim())
    .filter((text) => text && text !== cn('widget.index') && text !== cn('widget.actions'));
}

/** Clicks Export and answers the header row of the file saved. */
async function exportedHeaders(page: Page): Promise<string[]> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: cn('export.button') }).click();
  const file = await downloaded;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const headers: string[] = [];
  workbook.worksheets[0]!.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
  return headers;
}

test('the order list’s export writes the columns shown in their order, or all of them when chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/login`);
  await setLanguage(page, 'cn');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await page.goto(listPath);
  await expect(page.locator('.ant-table tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);

  // The defaults, as the grid shows them.
  const defaults = await gridHeaders(page);
  expect(defaults[0]).toBe(cn('order.field.orderNo'));
  expect(await exportedHeaders(page)).toEqual(defaults);

  // Hide the customer, move the total up: the export follows the grid.
  await page.getByRole('button', { name: cn('columns.button') }).click();
  const chooser = page.getByRole('dialog', { name: cn('columns.title') });
  await chooser.getByRole('checkbox', { name: cn('order.field.customer'), exact: true }).uncheck();
  await chooser
    .getByRole('button', { name: translate('cn', 'columns.moveUp', { name: cn('order.field.total') }) })
    .click();
  const saved = page.waitForResponse((r) => r.url().includes('/user-settings/save-list-columns'));
  await chooser.getByRole('button', { name: cn('widget.ok') }).click();
  expect((await (await saved).json()).code).toBe(0);
  await expect.poll(() => gridHeaders(page)).not.toEqual(defaults);
  const chosen = await gridHeaders(page);
  expect(chosen).not.toContain(cn('order.field.customer'));
  expect(chosen.indexOf(cn('order.field.total'))).toBeLessThan(defaults.indexOf(cn('order.field.total')));
  expect(await exportedHeaders(page)).toEqual(chosen);

  // Every column: the customer and the currency too, whatever the grid shows.
  await page.getByRole('button', { name: cn('columns.button') }).click();
  await chooser.getByRole('checkbox', { name: cn('columns.exportAll') }).check();
  await chooser.getByRole('button', { name: cn('widget.ok') }).click();
  await expect(chooser).toBeHidden();
  const all = await exportedHeaders(page);
  expect(all).toEqual(expect.arrayContaining([cn('order.field.customer'), cn('order.field.currency')]));
  expect(all.length).toBeGreaterThan(chosen.length);

  // Reset: the defaults again, for the grid and the export.
  await page.getByRole('button', { name: cn('columns.button') }).click();
  const reset = page.waitForResponse((r) => r.url().includes('/user-settings/reset-list-columns'));
  await chooser.getByRole('button', { name: cn('columns.reset') }).click();
  expect((await (await reset).json()).code).toBe(0);
  await expect.poll(() => gridHeaders(page)).toEqual(defaults);
});
