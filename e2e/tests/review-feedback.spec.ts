import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait, signOut } from '../support/app';
import { submitReportByApi } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();

const say = (language: Language, key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);

/** A report of partner.admin, filed and submitted through the API as the form would. */
const submitReport = (request: APIRequestContext) =>
  submitReportByApi(request, {
    customerName: `E2E Review Customer ${run}`,
    projectName: `E2E review ${run}`,
    amount: '800000',
  });

test.describe.serial('review and feedback', () => {
  let reportNo = '';

  test('partner.admin submits a report (through the API)', async ({ request }) => {
    const report = await submitReport(request);
    expect(report.status).toBe('submitted');
    reportNo = report.reportNo;
  });

  test('in Chinese, the reviewer opens the submitted reports, approves, and follows the link to the opportunity; the partner sees it approved', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');

    // The approvals to-do opens the process centre (process-centre.spec.ts); the submitted reports are a filter of the list.
    await page.goto(`${base}/business/oppt-filing?status=submitted`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    // A list call can take a while on a busy machine: wait for the rows before reading them.
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    const submitted = say('cn', 'report.status.submitted');
    for (const row of await rows.all()) await expect(row.locator('.ant-tag').first()).toHaveText(submitted);

    // Open the report, approve it, and follow the new opportunity's number.
    await page.getByRole('link', { name: reportNo, exact: true }).click();
    await expect(page).toHaveURL(/\/business\/oppt-filing\/detail\?id=\d+$/);
    await page.getByRole('button', { name: say('cn', 'report.action.approve'), exact: true }).click();
    const modal = page
      .getByRole('dialog')
      .filter({ hasText: say('cn', 'report.detail.approveTitle', { reportNo }) });
    await modal.getByRole('button', { name: say('cn', 'report.action.approve'), exact: true }).click();
    await expect(modal).toHaveCount(0);
    const opportunity = page.getByRole('link', { name: /^BO\d{10}$/ });
    await expect(opportunity).toBeVisible();
    const opptNo = (await opportunity.textContent()) ?? '';
    await opportunity.click();
    await expect(page).toHaveURL(/\/business\/detail\?id=\d+$/);
    await expect(page.getByText(opptNo, { exact: true }).first()).toBeVisible();
    // And back: the opportunity links its report.
    await expect(page.getByRole('link', { name: reportNo })).toBeVisible();
    await signOut(page, 'cn');

    await signInAndWait(page, 'partner.admin', { partner: true });
    const recent = page.locator('li').filter({ hasText: reportNo });
    await expect(recent.locator('.ant-tag')).toHaveText(say('cn', 'report.status.approved'));
  });
});

/** Clicks every entry of the side menu; none may show an error message or the "no permission" state. */
async function walkMenu(page: Page) {
  const menu = page.getByRole('menu', { name: say('kr', 'layout.mainNavigation') });
  // Open every group (a click on a group title opens it; groups stay open while walking).
  for (let closed = menu.locator('.ant-menu-submenu-title[aria-expanded="false"]'); await closed.count();)
    await closed.first().click();
  const entries = menu.locator('li.ant-menu-item');
  const total = await entries.count();
  expect(total).toBeGreaterThan(3);
  const visited: string[] = [];
  for (let i = 0; i < total; i += 1) {
    const entry = entries.nth(i);
    await entry.click();
    await expect(entry).toHaveClass(/ant-menu-item-selected/);
    await page.waitForLoadState('networkidle');
    visited.push(new URL(page.url()).pathname);
    await expect(page.locator('#main-content h4').first()).toBeVisible();
    await expect(page.getByText(say('kr', 'state.noPermission'))).toHaveCount(0);
    await expect(page.locator('.ant-message-error'), `error message on ${page.url()}`).toHaveCount(0);
  }
  return visited;
}

test.describe('menus', () => {
  // Some thirty screens in a row.
  test.describe.configure({ timeout: 300_000 });

  test('in Korean, every menu entry of admin opens its screen without an error', async ({ page }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'admin');
    const visited = await walkMenu(page);
    expect(visited).toContain(`${base}/clue/my-clue`);
  });

  test('in Korean, every menu entry of partner.admin opens its screen; /partner opens user management', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.admin', { partner: true });
    await walkMenu(page);
    await page.goto(`${base}/partner`);
    await expect(page).toHaveURL(/\/partner\/user$/);
    await expect(page.getByText(say('kr', 'state.noPermission'))).toHaveCount(0);
  });
});
