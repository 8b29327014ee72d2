/**
 * Every list of the route table fits a 1366×800 screen with its default columns, in cn, en and kr: the grid
 * needs no sideways scroll, no header and no number, amount, date or status is cut (a cell that may be cut
 * is free text with an ellipsis, whole on hover), and axe finds nothing serious. And a Korean user's choice
 * of columns follows the user to another browser and into the export, until reset.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import { base, setLanguage, signInAndWait } from '../support/app';
import { expectAccessible, settled } from '../support/axe';
import { listRoutes } from '../support/list-routes';

/** What does not fit in the first grid: sideways scroll, cut headers and cells, cut cells without hover text. */
async function measureFit(page: Page) {
  return page
    .locator('.ant-table-wrapper')
    .first()
    .evaluate((wrapper) => {
      const scroller = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      const overflow = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
      const cut: string[] = [];
      const noHover: string[] = [];
      for (const cell of wrapper.querySelectorAll<HTMLElement>('thead th, tbody tr.ant-table-row td')) {
        const text = cell.innerText.trim();
        if (cell.classList.contains('ant-table-cell-ellipsis')) {
          // Free text may end in an ellipsis, with the whole text on hover.
          const inner = cell.querySelector<HTMLElement>('.ant-table-cell-content') ?? cell;
          const hover = cell.title || inner.title;
          if (inner.scrollWidth > inner.clientWidth + 1 && text && !hover) noHover.push(text);
          continue;
        }
        if (cell.scrollWidth > cell.clientWidth + 1) cut.push(text);
        for (const part of cell.querySelectorAll<HTMLElement>('.ant-tag, a, time, .ant-table-column-title')) {
          if (part.scrollWidth > part.clientWidth + 1) cut.push(part.innerText.trim());
        }
      }
      return {
        overflow,
        pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        cut,
        noHover,
        headers: [...wrapper.querySelectorAll('thead th')].map((th) => th.textContent.trim()),
      };
    });
}

for (const language of ['cn', 'en', 'kr'] as const) {
  test(`in ${language}, every list of the route table fits 1366×800 with its default columns`, async ({
    page,
  }) => {
    const routes = await listRoutes();
    test.setTimeout(60_000 + routes.length * 20_000);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${base}/login`);
    await setLanguage(page, language);
    await signInAndWait(page, 'admin');

    for (const route of routes) {
      await test.step(route, async () => {
        await page.goto(`${base}${route}`);
        await expect(page.locator('.ant-table thead th').first(), `${route}: a grid`).toBeVisible({
          timeout: 30_000,
        });
        await settled(page);
        const fit = await measureFit(page);
        expect(
          fit.overflow,
          `${route}: sideways scroll of the grid (${fit.headers.join(' | ')})`,
        ).toBeLessThanOrEqual(0);
        expect(fit.pageOverflow, `${route}: sideways scroll of the page`).toBeLessThanOrEqual(0);
        expect(fit.cut, `${route}: cut headers and cells`).toEqual([]);
        expect(fit.noHover, `${route}: cut text without hover`).toEqual([]);
        await expect(page.locator('[data-off-screen]').first()).toHaveAttribute('data-off-screen', '0');
        await expectAccessible(page, `${route} (${language})`);
      });
    }
  });
}

const kr = (key: MessageKey) => translate('kr', key);
const listPath = `${base}/business/oppt-list/all`;

/** The grid's data headers, without the row number and the actions. */
async function gridHeaders(page: Page): Promise<string[]> {
  const texts = await page.locator('.ant-table thead th').allInnerTexts();
  return texts
    .map((text) => text.trim())
    .filter((text) => text && text !== kr('widget.index') && text !== kr('widget.actions'));
}

async function signedInKorean(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'sales2');
  return { context, page };
}

test('a Korean user’s columns follow the user to another browser and into the export; reset restores them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await signedInKorean(browser);
  const { page } = first;
  await page.goto(listPath);
  await expect(page.locator('.ant-table tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
  const defaults = await gridHeaders(page);
  const hide = [kr('opportunity.field.projectName'), kr('opportunity.field.stage')];
  const show = kr('common.createdAt');
  for (const header of hide) expect(defaults).toContain(header);
  expect(defaults).not.toContain(show);

  await page.getByRole('button', { name: kr('columns.button') }).click();
  const chooser = page.getByRole('dialog', { name: kr('columns.title') });
  for (const header of hide) await chooser.getByRole('checkbox', { name: header, exact: true }).uncheck();
  await chooser.getByRole('checkbox', { name: show, exact: true }).check();
  const saved = page.waitForResponse((r) => r.url().includes('/user-settings/save-list-columns'));
  await chooser.getByRole('button', { name: kr('widget.ok') }).click();
  expect((await (await saved).json()).code).toBe(0);
  const chosen = [...defaults.filter((header) => !hide.includes(header)), show];
  await expect.poll(() => gridHeaders(page)).toEqual(chosen);

  await page.reload();
  await expect(page.locator('.ant-table tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => gridHeaders(page)).toEqual(chosen);

  // The export writes the columns shown, in their order.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: kr('export.button') }).click();
  const file = await downloaded;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const headerRow = workbook.worksheets[0]!.getRow(1);
  const exported: string[] = [];
  headerRow.eachCell((cell) => exported.push(String(cell.value)));
  expect(exported).toEqual(chosen);
  await first.context.close();

  // Another browser: the same columns, from the server.
  const second = await signedInKorean(browser);
  await second.page.goto(listPath);
  await expect(second.page.locator('.ant-table tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => gridHeaders(second.page)).toEqual(chosen);

  // Reset: the defaults again, here and after a reload.
  await second.page.getByRole('button', { name: kr('columns.button') }).click();
  const reset = second.page.waitForResponse((r) => r.url().includes('/user-settings/reset-list-columns'));
  await second.page
    .getByRole('dialog', { name: kr('columns.title') })
    .getByRole('button', { name: kr('columns.reset') })
    .click();
  expect((await (await reset).json()).code).toBe(0);
  await expect.poll(() => gridHeaders(second.page)).toEqual(defaults);
  await second.page.reload();
  await expect(second.page.locator('.ant-table tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => gridHeaders(second.page)).toEqual(defaults);
  await second.context.close();
});
