import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey, MessageParams } from '@portal/contract';
import { quotationInfoSchema, solutionInfoSchema, solutionPageSchema, translate } from '@portal/contract';
import type { z } from 'zod';
import { dataOf } from '../support/api';
import { base, password, setLanguage, signInAndWait } from '../support/app';

/**
 * One deal, one order, and every hand-off told: a Korean planner issues a formal quotation through its
 * confirmation (Enter in the validity date issues nothing), a second issue of the same planning quotation
 * is refused on the screen, the Chinese partner is told by the bell and asks, and the planner is told.
 * The partner accepts nothing here: the demo opportunity stays open for the other journeys.
 */

/** A day `days` from today, as the date field reads it. */
const dayFromToday = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Text matched literally in a regular expression. */
const escaped = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function apiAs(request: APIRequestContext, username: string, partner = false) {
  const login = await request.post('/api/login/login', {
    data: { username, password, ...(partner ? { loginType: 'partner' } : {}) },
  });
  const token: string = (await login.json()).data.token;
  return { authorization: `Bearer ${token}` };
}

/**
 * An approved planning quotation (no discount: approved at once) of a new solution with the material lines
 * of the demo's approved solution, on the open opportunity of Demo Partner A that the planner plans.
 */
async function approvedPlanning(request: APIRequestContext) {
  const headers = await apiAs(request, 'planner');
  const post = async <S extends z.ZodType>(path: string, data: unknown, schema: S, as = headers) =>
    dataOf(await request.post(`/api${path}`, { headers: as, data }), schema);
  const demo = await post(
    '/solution/page-solution-list',
    { pageNum: 1, pageSize: 1, keyword: '焊接工作站方案', status: ['approved'], allVersions: true },
    solutionPageSchema,
  );
  const info = await dataOf(
    await request.get(`/api/solution/get-solution-info?id=${demo.list[0]!.id}`, { headers }),
    solutionInfoSchema,
  );
  const made = await post(
    '/solution/save-solution',
    {
      opportunityId: info.opportunityId,
      title: `E2E 一单一订单 ${Date.now().toString(36)}`,
      lines: info.lines
        .filter((line) => line.kind === 'material')
        .map((line) => ({ kind: line.kind, itemId: line.itemId, quantity: line.quantity })),
    },
    solutionInfoSchema,
  );
  const submitted = await post('/solution/submit-solution', { id: made.id }, solutionInfoSchema);
  await post(
    '/solution/approve-solution',
    { id: made.id, rowVersion: submitted.rowVersion },
    solutionInfoSchema,
    await apiAs(request, 'sales'),
  );
  const draft = await post('/quotation/create-from-solution', { solutionId: made.id }, quotationInfoSchema);
  return post('/quotation/submit-quotation', { id: draft.id }, quotationInfoSchema);
}

async function signedIn(browser: Browser, language: Language, username: string, partner = false) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/${partner ? 'partner-login' : 'login'}`);
  await setLanguage(page, language);
  await signInAndWait(page, username, { partner });
  return { page, t: (key: MessageKey, params?: MessageParams) => translate(language, key, params) };
}

/** Types a day into the validity date (loaded on first use) and presses Enter in it. */
async function typeValidUntil(page: Page, label: string, day: string) {
  await page.getByLabel(label, { exact: true }).click();
  const picker = page.locator('input[id$="_validUntil"]:not([readonly])');
  await expect(picker).toBeFocused();
  await picker.fill(day);
  await picker.press('Enter');
}

/** Opens the bell's panel and answers it. */
async function bellPanel(page: Page) {
  await page.getByTestId('notice-bell').click();
  return page.getByTestId('notice-panel');
}

/** Whether `body` is the envelope of quotation `id` with its actions. */
function answerOf(body: unknown, id: number): body is { data: { id: number; actions: string[] } } {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false;
  const data: unknown = body.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'id' in data &&
    data.id === id &&
    'actions' in data &&
    Array.isArray(data.actions)
  );
}

test.describe.serial('one deal, one order', () => {
  let planningId = 0;
  let formalNo = '';
  let formalId = 0;

  test('a Korean planner issues a formal quotation through its confirmation; Enter in the validity date issues nothing', async ({
    browser,
    request,
  }) => {
    const planning = await approvedPlanning(request);
    planningId = planning.id;
    const { page, t } = await signedIn(browser, 'kr', 'planner');
    await page.goto(`${base}/main-quotation/create?id=${planningId}`);
    const validUntil = dayFromToday(20);
    await typeValidUntil(page, t('quotation.field.validUntil'), validUntil);
    // The date is picked; nothing is issued, nothing asked.
    await expect(page.getByLabel(t('quotation.field.validUntil'), { exact: true })).toHaveValue(validUntil);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/main-quotation/create\\?id=${planningId}$`));
    const headers = await apiAs(request, 'planner');
    const formals = async () =>
      (
        await (
          await request.post('/api/quotation/page-quotation-list', {
            headers,
            data: { pageNum: 1, pageSize: 50, kind: ['formal'], opportunityId: planning.opportunityId },
          })
        ).json()
      ).data.list.filter((q: { sourceQuotationId: number }) => q.sourceQuotationId === planningId);
    expect(await formals()).toHaveLength(0);

    // The button asks first, showing what the partner will receive.
    await page.getByRole('button', { name: t('quotation.action.issueFormal') }).click();
    // Titled by the partner (named in the reader's language), it shows what the partner will receive.
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: t('quotation.issueConfirm.title', { company: '' }).trim() });
    await expect(confirm).toBeVisible();
    for (const label of ['customer', 'total', 'validUntil', 'language'] as const)
      await expect(confirm.getByText(t(`quotation.field.${label}`), { exact: true })).toBeVisible();
    await expect(confirm.getByText(validUntil, { exact: true })).toBeVisible();
    await expect(
      confirm.getByText(t('quotation.issueConfirm.lineCount', { count: planning.lines.length })),
    ).toBeVisible();
    await expect(confirm.getByRole('columnheader', { name: t('quotation.field.lineNo') })).toBeVisible();
    await confirm.getByRole('button', { name: t('quotation.issueConfirm.ok') }).click();
    const [before, after] = t('quotation.done.createFormal', { no: '@' }).split('@').map(escaped);
    const issued = page.getByText(new RegExp(`^${before}QT\\d+${after}$`));
    await expect(issued).toBeVisible();
    formalNo = /QT\d+/.exec(await issued.innerText())![0];
    await expect(page).toHaveURL(/\/main-quotation\/create\?id=\d+$/);
    formalId = Number(new URL(page.url()).searchParams.get('id'));
    expect(await formals()).toHaveLength(1);
    await page.context().close();
  });

  test('a second issue of the same planning quotation is refused in place', async ({ browser }) => {
    expect(formalNo).not.toBe('');
    const { page, t } = await signedIn(browser, 'kr', 'planner');
    const issueButton = page.getByRole('button', { name: t('quotation.action.issueFormal') });
    // While its formal quotation is live, the planning quotation no longer offers to issue one.
    const answered = page.waitForResponse((r) => r.url().includes('/api/quotation/get-quotation-info'));
    await page.goto(`${base}/main-quotation/create?id=${planningId}`);
    await answered;
    await expect(page.locator('#main-content h4').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(issueButton).toHaveCount(0);

    // A screen opened before the issue still offers it (its answer is the one of before): refused in place.
    await page.route('**/api/quotation/get-quotation-info*', async (route) => {
      const response = await route.fetch();
      const body: unknown = await response.json();
      if (answerOf(body, planningId)) body.data.actions.push('createFormal');
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await typeValidUntil(page, t('quotation.field.validUntil'), dayFromToday(25));
    await page.getByRole('button', { name: t('quotation.action.issueFormal') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('quotation.issueConfirm.ok') })
      .click();
    const refusal = t('quotation.refused.formalLive', { no: formalNo });
    await expect(page.locator('#main-content').getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/main-quotation/create\\?id=${planningId}$`));
    await page.context().close();
  });

  test('the Chinese partner is told of the issue by the bell and asks; the planner is told', async ({
    browser,
  }) => {
    expect(formalNo).not.toBe('');
    const partner = await signedIn(browser, 'cn', 'partner.sales', true);
    const issuedText = partner.t('notice.text.quotationIssued', { no: formalNo });
    const panel = await bellPanel(partner.page);
    await expect(panel.getByText(issuedText)).toBeVisible();
    await panel.getByText(issuedText).click();
    await expect(partner.page).toHaveURL(new RegExp(`/main-quotation/create\\?id=${formalId}$`));
    await partner.page.getByRole('button', { name: new RegExp(partner.t('quotationQa.title')) }).click();
    const question = `E2E 能否三月交货？${Date.now()}`;
    await partner.page.getByRole('textbox', { name: partner.t('quotationQa.askPlaceholder') }).fill(question);
    await partner.page.getByRole('button', { name: partner.t('quotationQa.ask'), exact: true }).click();
    await expect(partner.page.getByText(partner.t('quotationQa.done.ask'))).toBeVisible();
    await partner.page.context().close();

    const planner = await signedIn(browser, 'kr', 'planner');
    const askedText = planner.t('notice.text.qaAsked', { no: formalNo });
    const plannerPanel = await bellPanel(planner.page);
    await expect(plannerPanel.getByText(askedText).first()).toBeVisible();
    await plannerPanel.getByText(askedText).first().click();
    await expect(planner.page.getByText(question)).toBeVisible();
    await planner.page.context().close();
  });
});
