import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey, MessageParams } from '@portal/contract';
import { partnerQuotationPageSchema, translate } from '@portal/contract';
import { dataOf } from '../support/api';
import { base, password, searchList, setLanguage, signInAndWait } from '../support/app';

/**
 * The partner's issued formal quotation of the demo data on the deal it already won (the set-up reads it,
 * the journey opens it): accepting it leaves the open demo opportunities open for the other journeys.
 */
async function issuedFormal(request: APIRequestContext) {
  const login = await request.post('/api/login/login', {
    data: { username: 'partner.sales', password, loginType: 'partner' },
  });
  const token: string = (await login.json()).data.token;
  const formal = async (status: 'issued' | 'accepted', opportunityId?: number) => {
    const res = await request.post('/api/quotation/page-quotation-list', {
      headers: { authorization: `Bearer ${token}` },
      data: { pageNum: 1, pageSize: 20, kind: ['formal'], status: [status], opportunityId },
    });
    return (await dataOf(res, partnerQuotationPageSchema)).list;
  };
  const [accepted] = await formal('accepted');
  expect(accepted).toBeDefined();
  const [first] = await formal('issued', accepted!.opportunityId);
  expect(first).toBeDefined();
  return first!;
}

async function signedIn(
  browser: Browser,
  language: Language,
  username: string,
  partner: boolean,
): Promise<{ page: Page; t: (key: MessageKey, params?: MessageParams) => string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/${partner ? 'partner-login' : 'login'}`);
  await setLanguage(page, language);
  await signInAndWait(page, username, { partner });
  return { page, t: (key, params) => translate(language, key, params) };
}

/** Opens the Q&A section of the quotation detail on screen. */
async function openQa(page: Page, t: (key: MessageKey) => string) {
  await page.getByRole('button', { name: new RegExp(t('quotationQa.title')) }).click();
}

test.describe.serial('quotation Q&A and additional quotations', () => {
  test('a Korean partner asks with a file, a Chinese planner sees it unread and answers, the partner reads the answer, accepts and opens the order', async ({
    browser,
    request,
  }) => {
    const quotation = await issuedFormal(request);
    const question = `E2E 납기 확인 ${Date.now()}`;
    const answer = `E2E 交期为合同生效后 6 周 ${Date.now()}`;

    // The partner, in Korean, asks on its company's issued formal quotation, with a file.
    const partner = await signedIn(browser, 'kr', 'partner.sales', true);
    await partner.page.goto(`${base}/main-quotation/index`);
    await searchList(partner.page, '검색어', quotation.quotationNo);
    await partner.page.getByRole('link', { name: quotation.quotationNo }).click();
    await openQa(partner.page, partner.t);
    const askBox = partner.page.getByRole('textbox', { name: partner.t('quotationQa.askPlaceholder') });
    await askBox.fill(question);
    await partner.page
      .locator('.ant-card', { has: askBox })
      .locator('input[type="file"]')
      .setInputFiles({
        name: 'site-plan.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 e2e'),
      });
    await expect(partner.page.getByText('site-plan.pdf')).toBeVisible();
    await partner.page.getByRole('button', { name: partner.t('quotationQa.ask'), exact: true }).click();
    await expect(partner.page.getByText(partner.t('quotationQa.done.ask'))).toBeVisible();
    const asked = partner.page.locator('[data-question]', { hasText: question });
    await expect(asked).toBeVisible();
    await expect(asked.getByText(partner.t('quotationQa.unanswered'))).toBeVisible();

    // A planner, in Chinese, sees the quotation's Q&A unread, the new question marked, and answers it.
    const planner = await signedIn(browser, 'cn', 'planner', false);
    await planner.page.goto(`${base}/main-quotation/create?id=${quotation.id}`);
    await expect(planner.page.locator('#main-content').getByLabel(/条未读$/)).toBeVisible();
    await openQa(planner.page, planner.t);
    const toAnswer = planner.page.locator('[data-question]', { hasText: question });
    await expect(toAnswer.locator('[data-unread]').getByText(planner.t('quotationQa.unread'))).toBeVisible();
    // The partner's file downloads for the planner.
    const [file] = await Promise.all([
      planner.page.waitForEvent('download'),
      toAnswer.getByText('site-plan.pdf').click(),
    ]);
    expect(file.suggestedFilename()).toBe('site-plan.pdf');
    await toAnswer.getByRole('textbox', { name: planner.t('quotationQa.answerPlaceholder') }).fill(answer);
    await toAnswer.getByRole('button', { name: planner.t('quotationQa.sendAnswer'), exact: true }).click();
    await expect(planner.page.getByText(planner.t('quotationQa.done.answer'))).toBeVisible();
    await expect(toAnswer.getByText(answer)).toBeVisible();
    // Read now: the unread count is gone.
    await expect(planner.page.locator('#main-content').getByLabel(/条未读$/)).toHaveCount(0);
    await planner.page.context().close();

    // The partner reads the answer, marked unread, on the Q&A screen of the quotation.
    await partner.page.goto(`${base}/additional-quotation/qa?id=${quotation.id}`);
    const answered = partner.page.locator('[data-question]', { hasText: question });
    const answerBlock = answered.locator('[data-unread]', { hasText: answer });
    await expect(answerBlock).toBeVisible();
    await expect(answerBlock.getByText(partner.t('quotationQa.unread'))).toBeVisible();
    await expect(answered.getByText(partner.t('quotationQa.unanswered'))).toHaveCount(0);

    // The partner accepts the quotation and opens the order made from it.
    await partner.page.getByRole('link', { name: new RegExp(quotation.quotationNo) }).click();
    await partner.page
      .getByRole('button', { name: partner.t('quotation.action.accept'), exact: true })
      .click();
    await partner.page.getByRole('tooltip').getByRole('button', { name: '확인' }).click();
    await expect(
      partner.page.getByText(partner.t('quotation.done.accept', { no: quotation.quotationNo })),
    ).toBeVisible();
    const order = partner.page.locator('.ant-alert').getByRole('link');
    await expect(order).toBeVisible();
    const orderNo = await order.innerText();
    await order.click();
    await expect(partner.page).toHaveURL(/\/business\/orderDetails\?id=\d+$/);
    await expect(partner.page.getByText(orderNo).first()).toBeVisible();
    await partner.page.context().close();
  });

  test('a Korean partner requests an additional quotation; a planner finds it in the additional quotation list', async ({
    browser,
  }) => {
    const note = `E2E 2호 라인용 로봇 1대 추가 견적 ${Date.now()}`;
    const partner = await signedIn(browser, 'kr', 'partner.sales', true);
    await partner.page.goto(`${base}/additional-quotation/index`);
    await partner.page.getByRole('button', { name: partner.t('additionalQuotation.request') }).click();
    await expect(partner.page).toHaveURL(/\/additional-quotation\/create$/);

    // Nothing chosen: the contract's message.
    await partner.page.getByRole('button', { name: partner.t('additionalQuotation.send') }).click();
    await expect(partner.page.getByText(partner.t('quotation.validation.requestNote'))).toBeVisible();

    // The demo customer whose opportunity (BO2025000007) the demo planner plans; found by typing its
    // Chinese name, offered under its Korean one (the reader's language).
    const customer = partner.page.getByRole('combobox', { name: partner.t('quotation.field.customer') });
    await customer.click();
    // The real Select replaces its stand-in and opens: type into it once it is there (a fill that starts on
    // the stand-in can land in the replaced input).
    await expect(partner.page.locator('.ant-select-dropdown').filter({ visible: true })).toBeVisible();
    await customer.fill('东莞恒达');
    await partner.page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTitle('둥관헝다금형 유한공사', { exact: true })
      .click();
    const opportunity = partner.page.getByRole('combobox', {
      name: partner.t('quotation.field.opportunity'),
    });
    await expect(opportunity).toBeEnabled();
    await opportunity.click();
    await partner.page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .getByTitle(/^BO2025000007 · /)
      .click();
    await partner.page.getByRole('textbox', { name: partner.t('additionalQuotation.field.note') }).fill(note);
    await partner.page.getByRole('button', { name: partner.t('additionalQuotation.send') }).click();
    const done = partner.page.getByText(/^추가 견적 QT\d+이\(가\) 요청되었습니다$/);
    await expect(done).toBeVisible();
    const quotationNo = /QT\d+/.exec(await done.innerText())![0];
    // The new quotation opens: requested, with the partner's request.
    await expect(partner.page).toHaveURL(/\/main-quotation\/create\?id=\d+$/);
    await expect(
      partner.page
        .locator('.ant-card-head')
        .getByText(partner.t('quotation.status.requested'), { exact: true }),
    ).toBeVisible();
    await expect(partner.page.getByText(note)).toBeVisible();
    // Read on the formal screen's route, it leads back to the additional quotations, not the formal ones.
    const crumbs = partner.page.locator('.ant-breadcrumb');
    await expect(crumbs.getByRole('link', { name: partner.t('route.additionalIndex') })).toHaveAttribute(
      'href',
      `${base}/additional-quotation/index`,
    );
    await expect(crumbs).not.toContainText(partner.t('route.mainIndex'));
    await partner.page.context().close();

    const planner = await signedIn(browser, 'cn', 'planner', false);
    await planner.page.goto(`${base}/additional-quotation/index`);
    await searchList(planner.page, '关键字', quotationNo);
    const row = planner.page.getByRole('row', { name: new RegExp(quotationNo) });
    await expect(row.getByText(planner.t('quotation.status.requested'))).toBeVisible();
    await row.getByRole('link', { name: quotationNo }).click();
    await expect(planner.page.getByText(note)).toBeVisible();
    // Planning prices it: the draft's moves are there.
    await expect(
      planner.page.getByRole('button', { name: planner.t('quotation.action.submit'), exact: true }),
    ).toBeVisible();
    await planner.page.context().close();
  });
});
