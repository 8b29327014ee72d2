import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey, ProcessStep } from '@portal/contract';
import { processDefinitionSchema, processInfoSchema, processPageSchema, translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { expectAccessible } from '../support/axe';
import { apiCall, apiToken, submitReportByApi } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const cn = (key: MessageKey, params?: Record<string, string | number>) => translate('cn', key, params);
/** The added step's names, as the administrator types them. */
const stepNames = { cn: '渠道经理审核', en: 'Channel manager review', kr: '채널 매니저 검토' };

async function currentDefinition(request: APIRequestContext, token: string) {
  return apiCall(request, token, 'GET', '/work-flow/get-definition', processDefinitionSchema.nullable(), {
    query: { kind: 'opportunityReport' },
  });
}

/** A report of partner.admin, filed and submitted through the API as the form would. */
const submitReport = (request: APIRequestContext) =>
  submitReportByApi(request, {
    customerName: `E2E Work Flow Customer ${run}`,
    projectName: `E2E work flow ${run}`,
    amount: '600000',
  });

test.describe.serial('work flows', () => {
  /** The review's steps before this file: saved back at the end, so other files review in one step. */
  let original: ProcessStep[] = [];
  let before = 0;

  test.beforeAll(async ({ request }) => {
    const admin = await apiToken(request, 'admin');
    const definition = await currentDefinition(request, admin);
    original = definition!.steps;
    before = definition!.version;
  });

  test.afterAll(async ({ request }) => {
    const admin = await apiToken(request, 'admin');
    const definition = await currentDefinition(request, admin);
    if (definition && definition.steps.length !== original.length)
      await apiCall(request, admin, 'POST', '/work-flow/save-definition', processDefinitionSchema, {
        body: { kind: 'opportunityReport', steps: original, baseVersion: definition.version },
      });
  });

  test('in Chinese, the administrator adds a channel-manager step to the report review and saves the next version', async ({
    page,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/work-flows`);
    const row = page.getByRole('row').filter({ hasText: cn('process.kind.opportunityReport') });
    await expect(row.getByText(cn('workFlow.versionLabel', { version: before }))).toBeVisible();
    await expectAccessible(page, '/work-flows (cn)');
    await row.getByRole('link', { name: cn('process.kind.opportunityReport'), exact: true }).click();
    await expect(page).toHaveURL(/\/work-flows\?kind=opportunityReport$/);
    await expect(
      page.getByText(cn('workFlow.saveHint', { next: before + 1, current: before })),
    ).toBeVisible();

    await page.getByRole('button', { name: cn('workFlow.action.addStep') }).click();
    const step = page.getByRole('group', { name: cn('workFlow.stepTitle', { n: 2 }) });
    // The server's reason is shown at the new step until it names an approver.
    await expect(step.getByText(cn('process.definition.noApprovers', { step: 2 }))).toBeVisible();
    await expectAccessible(page, '/work-flows?kind=opportunityReport (cn)');
    // Named in three languages: Chinese required, English and Korean for readers of those languages.
    await step.getByLabel(cn('workFlow.field.stepNameCn'), { exact: true }).fill(stepNames.cn);
    await step.getByLabel(cn('workFlow.field.stepNameEn'), { exact: true }).fill(stepNames.en);
    await step.getByLabel(cn('workFlow.field.stepNameKr'), { exact: true }).fill(stepNames.kr);
    await step.getByRole('button', { name: new RegExp(cn('workFlow.action.addApprover')) }).click();
    await step.getByLabel(cn('workFlow.field.approverKind'), { exact: true }).click();
    await page
      .getByTitle(cn('workFlow.approver.channelManager'), { exact: true })
      .filter({ visible: true })
      .click();
    await expect(step.getByText(cn('process.definition.noApprovers', { step: 2 }))).toBeHidden();
    // An overdue task of the step goes to the administrators (the deadline job escalates it).
    await step.getByRole('button', { name: new RegExp(cn('workFlow.action.addEscalation')) }).click();
    const escalation = step.getByTestId('work-flow-step-2-escalateTo');
    await expect(escalation.getByLabel(cn('workFlow.field.approverKind'), { exact: true })).toBeVisible();
    await escalation.getByLabel(cn('workFlow.field.role'), { exact: true }).click();
    await page.getByTitle(cn('role.admin'), { exact: true }).filter({ visible: true }).click();
    await expect(page.getByText(cn('workFlow.check.valid'))).toBeVisible();

    // Leaving with the step unsaved asks first; staying keeps it.
    await page.getByRole('button', { name: cn('workFlow.action.backToList') }).click();
    const leave = page.getByRole('dialog', { name: cn('leaveGuard.title') });
    await expect(leave).toContainText(cn('workFlow.leaveText'));
    await leave.getByRole('button', { name: cn('leaveGuard.stay') }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/work-flows\?kind=opportunityReport$/);
    await expect(step.getByLabel(cn('workFlow.field.stepNameCn'), { exact: true })).toHaveValue(stepNames.cn);

    await page.getByRole('button', { name: cn('workFlow.action.save', { version: before + 1 }) }).click();
    await expect(page.getByText(cn('workFlow.saved', { version: before + 1 }))).toBeVisible();
    await expect(
      page.getByText(cn('workFlow.saveHint', { next: before + 2, current: before + 1 })),
    ).toBeVisible();

    await page.goto(`${base}/work-flows`);
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: cn('process.kind.opportunityReport') })
        .getByText(cn('workFlow.versionLabel', { version: before + 1 })),
    ).toBeVisible();
  });

  test('a report submitted now starts a process of two steps, the second the channel manager, named in Korean on a Korean screen', async ({
    page,
    request,
  }) => {
    const report = await submitReport(request);
    expect(report.status).toBe('submitted');
    const admin = await apiToken(request, 'admin');
    const found = await apiCall(request, admin, 'POST', '/process/page-process-list', processPageSchema, {
      body: { view: 'all', kind: 'opportunityReport', keyword: report.reportNo, pageNum: 1, pageSize: 10 },
    });
    const listed = found.list.find((item) => item.subjectNo === report.reportNo);
    expect(listed?.definitionVersion).toBe(before + 1);
    const info = await apiCall(request, admin, 'GET', '/process/get-process-info', processInfoSchema, {
      query: { id: listed!.id },
    });
    expect(info.steps).toHaveLength(2);
    expect(info.steps[0]!.status).toBe('active');
    expect(info.steps[1]!.status).toBe('waiting');
    const saved = await currentDefinition(request, admin);
    expect(saved!.steps[1]!.names).toEqual(stepNames);
    expect(saved!.steps[1]!.escalateTo).toEqual([{ kind: 'role', roleCode: 'admin' }]);

    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/process/detail?id=${listed!.id}`);
    await expect(page.getByText(`2. ${stepNames.kr}`, { exact: true })).toBeVisible();
    await expect(page.getByText(stepNames.cn)).toHaveCount(0);
  });
});
