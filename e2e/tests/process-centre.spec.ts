import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey } from '@portal/contract';
import { translate } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';
import { submitReportByApi } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const comment = `审核通过，客户信息已核实 ${run}`;

const say = (language: Language, key: MessageKey, params?: Record<string, string | number>) =>
  translate(language, key, params);
/** The demo report review's step (apps/server/src/seed/demo-processes.ts), in each language. */
const reviewStep: Record<Language, string> = { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' };

/** A draft report of partner.sales, made through the API as the form would (the agreement confirmed). */
const draftReport = (request: APIRequestContext) =>
  submitReportByApi(request, {
    customerName: `E2E 프로세스 고객 ${run}`,
    projectName: `E2E 프로세스 ${run}`,
    amount: '500000',
    username: 'partner.sales',
    submit: false,
  });

/** Opens a process of the list found by its number. */
async function openProcess(page: Page, language: Language, reportNo: string) {
  await searchList(page, say(language, 'processCentre.field.keyword'), reportNo);
  await page.getByRole('link', { name: reportNo, exact: true }).click();
  await expect(page).toHaveURL(/\/process\/detail\?id=\d+$/);
}

test.describe.serial('process centre', () => {
  let reportId = 0;
  let reportNo = '';

  test('in Korean, a partner submits its opportunity report, which starts its review process', async ({
    page,
    request,
  }) => {
    const draft = await draftReport(request);
    reportId = draft.id;
    reportNo = draft.reportNo;
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/business/oppt-filing/detail?id=${reportId}`);
    await page.getByRole('button', { name: say('kr', 'report.action.submit'), exact: true }).click();
    await expect(
      page
        .locator('.ant-tag')
        .filter({ hasText: say('kr', 'report.status.submitted') })
        .first(),
    ).toBeVisible();

    // The partner's process centre lists it under what it submitted, processing.
    await page.goto(`${base}/process/index`);
    await expect(page.locator('[data-list-query]')).toHaveCount(1);
    await expect(page.locator('[data-list-busy="true"]')).toHaveCount(0);
    await page.getByRole('tab', { name: say('kr', 'processCentre.tab.submitted') }).click();
    await expect(page).toHaveURL(/\?tab=submitted$/);
    await expect(
      page.getByRole('tab', { name: say('kr', 'processCentre.tab.submitted'), selected: true }),
    ).toBeVisible();
    await searchList(page, say('kr', 'processCentre.field.keyword'), reportNo);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: reportNo });
    await expect(row.locator('.ant-tag')).toHaveText(say('kr', 'process.status.processing'));
    // The current step in the reader's language.
    await expect(row).toContainText(reviewStep.kr);
    await expect(row).not.toContainText(reviewStep.cn);
    await signOut(page, 'kr');
  });

  test('in Chinese, a reviewer finds it among the to-dos, opens it and approves it with a comment', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'channel');

    // The home page's approvals to-do opens the process centre's to-dos.
    const todo = page.locator('li').filter({ hasText: say('cn', 'home.todo.approvals') });
    expect(Number(await todo.locator('.ant-badge-count').getAttribute('title'))).toBeGreaterThan(0);
    await todo.getByRole('link').click();
    await expect(page).toHaveURL(/\/process\/index$/);
    await expect(
      page.getByRole('tab', { name: say('cn', 'processCentre.tab.todo'), selected: true }),
    ).toBeVisible();
    await openProcess(page, 'cn', reportNo);

    await expect(page.getByText(say('cn', 'processCentre.detail.title', { no: reportNo }))).toBeVisible();
    await expect(page.getByTestId('process-steps')).toContainText(`1. ${reviewStep.cn}`);
    await expect(
      page.getByRole('link', { name: say('cn', 'processCentre.detail.open.opportunityReport') }),
    ).toHaveAttribute('href', `${base}/business/oppt-filing/detail?id=${reportId}`);
    await page.getByRole('button', { name: say('cn', 'process.action.approve'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: say('cn', 'processCentre.field.comment') }).fill(comment);
    await dialog.getByRole('button', { name: say('cn', 'process.action.approve'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const completed = say('cn', 'processCentre.statusWithOutcome', {
      status: say('cn', 'process.status.completed'),
      outcome: say('cn', 'process.outcome.approved'),
    });
    await expect(page.locator('.ant-tag').filter({ hasText: completed }).first()).toBeVisible();
    await expect(page.getByTestId('process-history')).toContainText(comment);
    // No action is left for the reviewer but a comment.
    await expect(
      page.getByRole('button', { name: say('cn', 'process.action.approve'), exact: true }),
    ).toHaveCount(0);
    await signOut(page, 'cn');
  });

  test('in Korean, the partner sees the process completed with the comment in what it submitted', async ({
    page,
  }) => {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/process/index?tab=submitted`);
    await expect(
      page.getByRole('tab', { name: say('kr', 'processCentre.tab.submitted'), selected: true }),
    ).toBeVisible();
    const completed = say('kr', 'processCentre.statusWithOutcome', {
      status: say('kr', 'process.status.completed'),
      outcome: say('kr', 'process.outcome.approved'),
    });
    await searchList(page, say('kr', 'processCentre.field.keyword'), reportNo);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: reportNo });
    await expect(row.locator('.ant-tag')).toHaveText(completed);
    await row.getByRole('link', { name: reportNo, exact: true }).click();
    await expect(page.getByTestId('process-history')).toContainText(comment);
    await expect(page.getByTestId('process-history')).toContainText(say('kr', 'process.action.approve'));
  });
});
