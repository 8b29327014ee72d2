import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey } from '@portal/contract';
import {
  designableOpportunitySchema,
  loginUserSchema,
  opportunityInfoSchema,
  pageSchema,
  solutionInfoSchema,
  solutionPageSchema,
  translate,
} from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait, signOut } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const comment = `配置合理，同意 ${run}`;

const say = (key: MessageKey, params?: Record<string, string | number>) => translate('cn', key, params);

/** The status tag of the solution screen. */
const solutionStatus = (page: Page, status: 'submitted' | 'approved') =>
  page
    .locator('.ant-tag')
    .filter({ hasText: say(`solution.status.${status}`) })
    .first();

test.describe.serial('solution approval', () => {
  let solutionId = 0;
  let solutionNo = '';

  test('in Chinese, the designer submits a solution, which starts its approval process', async ({
    page,
    request,
  }) => {
    // Set-up through the API: a draft on an open opportunity the planner designs for and sales sells (the
    // journeys before this file may have won the demo's), with the first line of the demo's approved solution.
    const token = await apiToken(request, 'planner');
    const salesToken = await apiToken(request, 'sales');
    const sales = await apiCall(request, salesToken, 'POST', '/login/get-login-user', loginUserSchema);
    const designable = await apiCall(
      request,
      token,
      'POST',
      '/solution/page-designable-opportunities',
      pageSchema(designableOpportunitySchema),
      { body: { pageNum: 1, pageSize: 100 } },
    );
    let opportunityId: number | undefined;
    for (const candidate of designable.list) {
      const info = await apiCall(
        request,
        salesToken,
        'GET',
        '/businessOppt/get-businessOppt-info',
        opportunityInfoSchema,
        { query: { id: candidate.id } },
      );
      if (info.salesOwnerId === sales.id) {
        opportunityId = candidate.id;
        break;
      }
    }
    expect(opportunityId, 'an open opportunity planned by planner and sold by sales').toBeDefined();
    const demo = await apiCall(request, token, 'POST', '/solution/page-solution-list', solutionPageSchema, {
      body: { pageNum: 1, pageSize: 1, keyword: '焊接工作站方案', allVersions: true },
    });
    const approved = await apiCall(request, token, 'GET', '/solution/get-solution-info', solutionInfoSchema, {
      query: { id: demo.list[0]!.id },
    });
    const line = approved.lines.find((l) => l.kind === 'material')!;
    const draft = await apiCall(request, token, 'POST', '/solution/save-solution', solutionInfoSchema, {
      body: {
        opportunityId,
        title: `E2E 审批方案 ${run}`,
        lines: [{ kind: line.kind, itemId: line.itemId, quantity: '2' }],
      },
    });
    solutionId = draft.id;
    solutionNo = draft.solutionNo;

    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'planner');
    await page.goto(`${base}/solution/create?id=${solutionId}`);
    await page.getByRole('button', { name: say('solution.action.submit'), exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`方案 ${solutionNo} 已提交`)).toBeVisible();
    await expect(solutionStatus(page, 'submitted')).toBeVisible();

    // The designer's process centre lists it under what it submitted, processing.
    await page.goto(`${base}/process/index?tab=submitted`);
    await searchList(page, say('processCentre.field.keyword'), solutionNo);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: solutionNo });
    await expect(row).toContainText(say('process.kind.solution'));
    await expect(row.locator('.ant-tag')).toHaveText(say('process.status.processing'));
    await signOut(page, 'cn');
  });

  test("in Chinese, the opportunity's sales owner approves it from the process centre, and the solution is approved", async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'sales');
    await page.goto(`${base}/process/index`);
    await expect(
      page.getByRole('tab', { name: say('processCentre.tab.todo'), selected: true }),
    ).toBeVisible();
    await searchList(page, say('processCentre.field.keyword'), solutionNo);
    await page.getByRole('link', { name: solutionNo, exact: true }).click();
    await expect(page).toHaveURL(/\/process\/detail\?id=\d+$/);

    // The subject's summary: the kind, the solution's number and title, a link to its screen.
    await expect(page.getByText(say('processCentre.detail.title', { no: solutionNo }))).toBeVisible();
    const summary = page.locator('.ant-descriptions');
    // The kind, and the current step in the reader's language (the demo work flow's "方案审核").
    await expect(summary.getByText(say('process.kind.solution'), { exact: true })).toBeVisible();
    await expect(summary.getByText('方案审核')).toBeVisible();
    await expect(summary.getByText(`E2E 审批方案 ${run} v1`)).toBeVisible();
    const open = page.getByRole('link', { name: say('processCentre.detail.open.solution') });
    await expect(open).toHaveAttribute('href', `${base}/solution/create?id=${solutionId}`);

    await page.getByRole('button', { name: say('process.action.approve'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: say('processCentre.field.comment') }).fill(comment);
    await dialog.getByRole('button', { name: say('process.action.approve'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const completed = say('processCentre.statusWithOutcome', {
      status: say('process.status.completed'),
      outcome: say('process.outcome.approved'),
    });
    await expect(page.locator('.ant-tag').filter({ hasText: completed }).first()).toBeVisible();
    await expect(page.getByTestId('process-history')).toContainText(comment);

    // The solution itself moved: approved, with nothing left to approve on its own screen.
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/solution/create\\?id=${solutionId}$`));
    await expect(solutionStatus(page, 'approved')).toBeVisible();
    await expect(page.getByRole('button', { name: say('solution.action.approve'), exact: true })).toHaveCount(
      0,
    );
    await signOut(page, 'cn');
  });
});
