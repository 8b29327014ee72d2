/**
 * Issue 21, §5: every page named for what it is (title, crumb, highlighted menu entry), the customer's
 * name in the reader's language, the frame (no body margin, a favicon, menu labels whole), the process
 * centre without a serious axe finding, and the approver's process showing what it decides on. Each
 * screen is also photographed at 1366×800 in cn, en and kr (test-results/, for review).
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Language, MessageKey } from '@portal/contract';
import { customersEndpoints, processesEndpoints, translate } from '@portal/contract';
import { base, pageTitle, setLanguage, signInAndWait, signOut } from '../support/app';
import { expectAccessible, settled } from '../support/axe';
import { apiCall, apiToken } from '../support/opportunity-reports';

const say = (language: Language, key: MessageKey) => translate(language, key);
const languages = ['cn', 'en', 'kr'] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** The selected entry of the side menu. */
const selectedMenu = (page: Page) => page.locator('.ant-layout-sider .ant-menu-item-selected');

test.describe('pages named for what they show', () => {
  test('in Korean, the customer detail is titled, crumbed and highlighted as customer management, with the English name', async ({
    page,
    request,
  }, testInfo) => {
    const token = await apiToken(request, 'admin');
    const found = await apiCall(
      request,
      token,
      'POST',
      customersEndpoints.pageCustomers.path,
      customersEndpoints.pageCustomers.data,
      { body: { pageNum: 1, pageSize: 10, keyword: '苏州精工机械' } },
    );
    // Two demo customers bear that name (one made by a staff opportunity): the one with a registered address.
    const customer = found.list.find(
      (c) => c.nameEn === 'Suzhou Precision Machinery Co., Ltd.' && c.address !== null,
    );
    expect(customer, 'the demo customer with an English name').toBeDefined();
    expect(customer!.addressEn, 'its English address').toBeTruthy();

    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/customerManagement/Details?id=${customer!.id}`);
    await expect(pageTitle(page)).toHaveText('고객 상세');
    const crumbs = page.locator('.ant-breadcrumb');
    await expect(crumbs.getByRole('link', { name: '고객 관리' })).toHaveAttribute(
      'href',
      `${base}/customerManagement`,
    );
    await expect(crumbs).not.toContainText('보충 견적');
    await expect(selectedMenu(page)).toHaveText('고객 관리');
    // A Korean reader of a customer with an English name and no Korean one reads the English name.
    await expect(page.locator('.ant-card-head').first()).toContainText(
      'Suzhou Precision Machinery Co., Ltd.',
    );
    // ... and its English address, its registered (Chinese) one under "등록 주소".
    const item = (label: string) =>
      page
        .locator('.ant-descriptions-item')
        .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) });
    await expect(item('주소')).toContainText(customer!.addressEn!);
    await expect(item('등록 주소')).toContainText(customer!.address!);
    await shoot(page, testInfo, 'customer-detail-kr');

    await page.goto(`${base}/supplementary-quotation/index`);
    await expect(pageTitle(page)).toHaveText('보충 견적 목록');
    await expect(selectedMenu(page)).toHaveText('보충 견적');
    await page.goto(`${base}/additional-quotation/index`);
    await expect(pageTitle(page)).toHaveText('추가 견적 목록');
    await expect(selectedMenu(page)).toHaveText('추가 견적');
    // An additional quotation opened from its list is read on the formal screen: crumb and menu stay on
    // the additional quotations.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first().click();
    await expect(page.locator('.ant-breadcrumb').getByRole('link', { name: '추가 견적 목록' })).toBeVisible();
    await expect(selectedMenu(page)).toHaveText('추가 견적');
    await signOut(page, 'kr');
  });

  test('in English, the menu says leads, solutions and system management, each once and whole', async ({
    page,
  }, testInfo) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'en');
    await signInAndWait(page, 'admin');
    const menu = page.locator('.ant-layout-sider .ant-menu-root');
    // Open every group, so that every label is laid out.
    for (const group of await menu.locator('.ant-menu-submenu-title').all()) {
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    }
    const labels = (await menu.locator('.ant-menu-title-content').allInnerTexts()).map((l) => l.trim());
    expect(labels).toContain('Leads');
    expect(labels).toContain('Solutions');
    expect(labels).toContain('System management');
    expect(labels.join('|')).not.toMatch(/\bClues?\b|Scheme/);
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    // No label is cut: each fits the width it is given (long ones wrap).
    const cut = await menu
      .locator('.ant-menu-title-content')
      .evaluateAll((nodes) =>
        nodes.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent ?? ''),
      );
    expect(cut).toEqual([]);
    await shoot(page, testInfo, 'menu-en');
  });
});

test.describe('the frame', () => {
  test('no screen scrolls for a body margin, and the favicon is served under the base path', async ({
    page,
    request,
  }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'en');
    await signInAndWait(page, 'admin');
    await settled(page);
    const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
    expect(margin).toBe('0px');
    const scrolls = await page.evaluate(
      () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
    );
    expect(scrolls).toBe(false);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(`${base}/favicon.svg`);
    const res = await request.get(icon!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
  });

  for (const language of languages)
    test(`in ${language}, the process centre has no serious axe finding`, async ({ page }, testInfo) => {
      await page.goto(`${base}/login`);
      await setLanguage(page, language);
      await signInAndWait(page, 'admin');
      await page.goto(`${base}/process/index?tab=all`);
      await expect(page.locator('.ant-table').first()).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `/process/index (${language})`);
      await shoot(page, testInfo, `process-centre-${language}`);
    });
});

test.describe("the approver's process", () => {
  for (const language of languages)
    test(`in ${language}, shows the quotation's lines, discount and totals to decide on`, async ({
      page,
      request,
    }, testInfo) => {
      const token = await apiToken(request, 'admin');
      const running = await apiCall(
        request,
        token,
        'POST',
        processesEndpoints.pageProcesses.path,
        processesEndpoints.pageProcesses.data,
        { body: { pageNum: 1, pageSize: 5, view: 'all', kind: 'planningQuotation', status: 1 } },
      );
      const process = running.list[0];
      expect(process, 'a running approval of a planning quotation in the demo data').toBeDefined();

      await page.goto(`${base}/login`);
      await setLanguage(page, language);
      await signInAndWait(page, 'admin');
      await page.goto(`${base}/process/detail?id=${process!.id}`);
      const summary = page.getByTestId('approval-summary');
      await expect(summary).toBeVisible({ timeout: 30_000 });
      await expect(summary.locator('tbody tr').first()).toBeVisible();
      for (const key of [
        'quotation.field.listTotal',
        'quotation.field.discountTotal',
        'quotation.field.netSubtotal',
        'quotation.field.total',
      ] as const)
        await expect(summary.getByTestId('quotation-totals')).toContainText(say(language, key));
      await expect(selectedMenu(page)).toHaveText(say(language, 'menu.process'));
      await shoot(page, testInfo, `process-detail-${language}`);
    });
});
