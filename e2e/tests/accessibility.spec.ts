import { expect, test } from '@playwright/test';
import { opportunityReportsEndpoints } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';
import { expectAccessible } from '../support/axe';
import { apiCall, apiToken } from '../support/opportunity-reports';

/** The list screens of a partner's administrator. */
const partnerLists = [
  '/business/oppt-filing',
  '/business/order',
  '/clue/my-clue',
  '/business/QaManage',
  '/business/policy',
  '/partner/user',
];

for (const language of ['en', 'kr'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, language);
    });

    test('the sign-in pages', async ({ page }) => {
      await page.goto(`${base}/login`);
      await expect(page.locator('#username')).toBeVisible();
      await expectAccessible(page, `/login (${language})`);
      await page.goto(`${base}/partner-login`);
      await expect(page.locator('#username')).toBeVisible();
      await expectAccessible(page, `/partner-login (${language})`);
    });

    // Every list of the route table is checked as staff (admin) in cn, en and kr by list-columns.spec.ts.
    test('staff: home and a report detail', async ({ page, request }) => {
      test.setTimeout(120_000);
      await signInAndWait(page, 'admin');
      await expectAccessible(page, `/home as admin (${language})`);
      const reports = opportunityReportsEndpoints.pageReports;
      const newest = await apiCall(
        request,
        await apiToken(request, 'admin'),
        'POST',
        reports.path,
        reports.data,
        {
          body: { pageNum: 1, pageSize: 1 },
        },
      );
      await page.goto(`${base}/business/oppt-filing/detail?id=${newest.list[0]!.id}`);
      await expect(page.getByText(newest.list[0]!.reportNo).first()).toBeVisible();
      await expectAccessible(page, `report detail as admin (${language})`);
    });

    test('partner: home, its lists and the registration form', async ({ page }) => {
      test.setTimeout(480_000);
      await signInAndWait(page, 'partner.admin', { partner: true });
      await expectAccessible(page, `/home as partner.admin (${language})`);
      for (const path of partnerLists) {
        await page.goto(`${base}${path}`);
        await expect(page.locator('.ant-table').first()).toBeVisible({ timeout: 30_000 });
        await expectAccessible(page, `${path} as partner.admin (${language})`);
      }
      await page.goto(`${base}/business/oppt-filing/add`);
      await expect(page.locator('form').first()).toBeVisible();
      await expectAccessible(page, `/business/oppt-filing/add as partner.admin (${language})`);
    });
  });
}
