import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { MessageKey, MessageParams } from '@portal/contract';
import { agreementConfirmationSchema, translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const run = Date.now().toString(36).toUpperCase();
const kr = (key: MessageKey, params?: MessageParams) => translate('kr', key, params);
const label = (key: MessageKey) => kr(key);

/** The visible option titled `title` of an open select list. */
const option = (page: Page, title: string) =>
  page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(title, { exact: true }))
    .filter({ visible: true });

async function choose(page: Page, name: string, title: string, multiple = false) {
  await page.getByLabel(name, { exact: true }).click();
  await option(page, title).click();
  if (multiple) await page.keyboard.press('Escape');
  await expect(option(page, title)).toHaveCount(0);
}

test('in Korean, a partner files a registration for a Korean customer entered by hand', async ({
  page,
  request,
}) => {
  // The yearly agreement is confirmed beforehand: this journey is about the form.
  await apiCall(
    request,
    await apiToken(request, 'partner.admin'),
    'POST',
    '/businesOpptReporting/confirm-agreement',
    agreementConfirmationSchema,
  );
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(`${base}/partner-login`);
  await setLanguage(page, 'kr');
  await signInAndWait(page, 'partner.admin', { partner: true });
  await page.goto(`${base}/business/oppt-filing/add`);

  // The actions are in reach without scrolling.
  const submit = page.getByRole('button', { name: kr('report.action.submit'), exact: true });
  await expect(submit).toBeInViewport();
  await expect(page.getByRole('button', { name: kr('report.action.cancel'), exact: true })).toBeInViewport();

  // An empty submission: every error at once, each once; a field that is chosen asks to choose.
  await submit.click();
  const errors = [
    kr('validation.required', { name: label('report.field.projectName') }),
    kr('validation.requiredSelect', { name: label('report.field.customer') }),
    kr('validation.requiredSelect', { name: label('report.field.productLine') }),
    kr('validation.requiredSelect', { name: label('report.field.rate') }),
    kr('validation.required', { name: label('report.field.amount') }),
    kr('validation.requiredSelect', { name: label('report.field.expectedCloseDate') }),
    kr('report.validation.linesRequired'),
    kr('report.validation.contactsRequired'),
  ];
  for (const text of errors) await expect(page.getByText(text, { exact: true }), text).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('report-form-kr-errors.png') });

  // The customer is not in the directory: entered by hand, in Korea, with a business number.
  await page.getByRole('button', { name: kr('report.customer.enterManually') }).click();
  await page.getByLabel(label('report.field.customer'), { exact: true }).fill(`한빛정밀 ${run}`);
  await choose(page, label('report.customer.country'), '대한민국');
  const number = page.getByLabel(label('report.customer.id.businessNumber'), { exact: true });
  await number.fill('220-81-62518');
  await choose(page, label('report.field.contacts'), 'Sora Partner (sales@partner-a.example)', true);
  await page.getByLabel(label('report.field.projectName'), { exact: true }).fill(`수동 고객 ${run}`);
  await choose(page, label('report.field.productLine'), 'CNC 공작기계');
  await choose(
    page,
    `${label('report.field.equipmentModel')} 1`,
    'VMC-850 · 수직형 머시닝 센터, 이송 850 mm',
  );
  await choose(page, label('report.field.rate'), '50.00%');
  const amount = page.getByLabel(label('report.field.amount'), { exact: true });
  await amount.fill('150000000');
  // Thousands separators while typed.
  await expect(amount).toHaveValue('150,000,000');
  // The date picker loads on first use: a click, then the picker has the focus.
  await page.getByLabel(label('report.field.expectedCloseDate'), { exact: true }).click();
  const date = page.locator('input[id$="expectedCloseDate"]:not([readonly])');
  await expect(date).toBeFocused();
  await date.fill('2027-03-31');
  await date.press('Enter');

  // A wrong check digit is refused at its field, and nothing is saved.
  await submit.click();
  await expect(page.getByText(kr('report.validation.businessNumberCheck'), { exact: true })).toHaveCount(1);
  await expect(page).toHaveURL(/oppt-filing\/add$/);

  // The right one is taken; the report is saved and shown as not verified.
  await number.fill('220-81-62517');
  await submit.click();
  await expect(page).toHaveURL(/oppt-filing\/detail\?id=\d+$/);
  await expect(page.getByTestId('customer-not-verified')).toHaveText(kr('report.customer.notVerified'));
  await expect(page.getByText('220-81-62517', { exact: true })).toBeVisible();
  await expect(
    page
      .locator('.ant-tag')
      .filter({ hasText: kr('report.status.submitted') })
      .first(),
  ).toBeVisible();
});

test('the form at 1366×800 in Korean and Chinese, for the eye', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  for (const language of ['kr', 'cn'] as const) {
    await page.goto(`${base}/partner-login`);
    await setLanguage(page, language);
    await signInAndWait(page, 'partner.admin', { partner: true });
    await page.goto(`${base}/business/oppt-filing/add`);
    await expect(page.getByTestId('report-form-actions')).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`report-form-${language}.png`) });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});
