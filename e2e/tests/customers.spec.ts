import { expect, test } from '@playwright/test';
import { customerPageSchema, envelopeSchema, translate } from '@portal/contract';
import { base, searchList, setLanguage, signInAndWait } from '../support/app';
import { apiCall, apiToken } from '../support/opportunity-reports';

const listPath = '/customer/page-customer-list';

test.describe('customers', () => {
  test('in Korean, staff open a customer from the list and see its registrations', async ({ page }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'channel');
    await page.goto(`${base}/customerManagement`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();

    await searchList(page, translate('kr', 'customer.field.keyword'), '苏州精工机械');
    // The one its registrations name (verified through the directory); opportunities staff created hold
    // another of that name.
    await page
      .getByRole('combobox', { name: translate('kr', 'customer.field.verified'), exact: true })
      .click();
    await page
      .getByTitle(translate('kr', 'customer.verified'), { exact: true })
      .filter({ visible: true })
      .click();
    await page.getByRole('button', { name: translate('kr', 'widget.search') }).click();
    await expect(page).toHaveURL(/verified=true/);
    await expect(rows).toHaveCount(1);
    // A Korean reader reads the English name of a customer that has one and no Korean one (#21).
    await rows.first().getByRole('link', { name: 'Suzhou Precision Machinery Co., Ltd.' }).click();
    await expect(page).toHaveURL(/\/customerManagement\/Details\?id=\d+$/);
    await expect(page.getByText('Suzhou Precision Machinery Co., Ltd.').first()).toBeVisible();
    await expect(page.getByText('苏州精工机械有限公司')).toBeVisible();
    // Its registrations, with links to them.
    const registrations = page.getByTestId('customer-registrations');
    const first = registrations.getByRole('link', { name: /^BR\d+$/ }).first();
    await expect(first).toBeVisible();
    const reportNo = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/business\/oppt-filing\/detail\?id=\d+$/);
    await expect(page.getByText(reportNo).first()).toBeVisible();
  });

  test('a partner sees only the customers of its own company’s registrations', async ({ page, request }) => {
    const [a, b] = await Promise.all([apiToken(request, 'partner.sales'), apiToken(request, 'partner.b')]);
    const body = { body: { pageNum: 1, pageSize: 100 } };
    const ofA = await apiCall(request, a, 'POST', listPath, customerPageSchema, body);
    const ofB = await apiCall(request, b, 'POST', listPath, customerPageSchema, body);
    const idsOfA = new Set(ofA.list.map((c) => c.id));
    const onlyB = ofB.list.find((c) => !idsOfA.has(c.id));
    expect(onlyB, 'a customer only partner B has registered').toBeDefined();

    await page.goto(`${base}/partner-login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'partner.sales', { partner: true });
    const answered = page.waitForResponse((r) => r.url().endsWith(`/api${listPath}`));
    await page.goto(`${base}/customerManagement`);
    const shown = envelopeSchema(customerPageSchema).parse(await (await answered).json());
    expect(shown.data.total).toBe(ofA.total);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    // Partners read customers; they do not create them.
    await expect(page.getByRole('button', { name: translate('kr', 'customer.create') })).toHaveCount(0);
    await expect(page.getByText(onlyB!.name, { exact: true })).toHaveCount(0);

    // Another company's customer by its id: not shown.
    await page.goto(`${base}/customerManagement/Details?id=${onlyB!.id}`);
    await expect(page.getByText(translate('kr', 'state.loadError'))).toBeVisible();
    await expect(page.getByText(onlyB!.name, { exact: true })).toHaveCount(0);
  });

  for (const language of ['cn', 'en', 'kr'] as const) {
    test(`in ${language}, the list and a detail at 1366×800 (screenshots)`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${base}/login`);
      await setLanguage(page, language);
      await signInAndWait(page, 'channel');
      await page.goto(`${base}/customerManagement`);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`customers-${language}-list.png`) });
      await page.goto(
        `${base}/customerManagement?keyword=${encodeURIComponent('苏州精工机械')}&verified=true`,
      );
      await expect(rows).toHaveCount(1);
      await rows.first().getByRole('link').first().click();
      await expect(page.getByTestId('customer-registrations')).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`customers-${language}-detail.png`),
        fullPage: true,
      });
    });
  }
});
