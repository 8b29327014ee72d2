import { expect, test } from '@playwright/test';
import { base, pageTitle, setLanguage, signInAndWait } from '../support/app';

/** Every route of spec section 2 (and the odd spellings), as admin, with its title. */
const routes: Array<[string, string]> = [
  ['/home', 'Home'],
  ['/process', 'Process centre'],
  ['/quote', 'Planning quotation'],
  ['/quote/create', 'Quotation configuration'],
  ['/supplementary-quotation/index', 'Supplementary quotation list'],
  ['/supplementary-quotation/create', 'Supplementary quotation configuration'],
  ['/supplementaryQuotation.js', 'Supplementary quotation list'],
  ['/additionalQuotation', 'Additional quotation list'],
  ['/additional-quotation/create', 'Request an additional quotation'],
  ['/additionalQuotation/qa', 'Quotation Q&A'],
  ['/mainQuotation', 'Formal quotation list'],
  ['/main-quotation/index', 'Formal quotation list'],
  ['/main-quotation/create', 'New formal quotation'],
  ['/partner', 'Partner companies'],
  ['/partner/user', 'User management'],
  ['/business', 'Opportunity filing'],
  ['/business/oppt-filing/add', 'New opportunity report'],
  ['/business/oppt-list', 'All opportunities'],
  ['/business/oppt-list/sales', 'Opportunities to assign sales'],
  ['/business/oppt-list/plan', 'Opportunities to assign planning'],
  ['/business/order', 'Orders'],
  ['/business/QaManage', 'QA'],
  ['/business/policy', 'Policy'],
  ['/clue', 'Lead assignment'],
  ['/clue/my-clue', 'My leads'],
  ['/training/index', 'Register for training'],
  ['/training/training-registration', 'Registration approval'],
  ['/training/Training', 'Courses'],
  ['/empower', 'Empowerment training'],
  ['/empower/resource', 'Resources'],
  ['/solution', 'Solutions'],
  ['/solution/create', 'Design stage'],
  ['/customerManagement', 'Customer management'],
  ['/virtual', 'Virtual material'],
  ['/integrated-material/list', 'Integrated material configuration'],
  ['/integrated-material/create', 'Configurable product'],
  ['/system/exception-log', 'Exception log'],
];

test.describe('the shell', () => {
  test('every route is reachable as admin with its title', async ({ page }) => {
    // A full page load per route: the time allowed grows with the routes walked.
    test.setTimeout(routes.length * 5_000);
    await signInAndWait(page, 'admin');
    for (const [path, title] of routes) {
      await page.goto(`${base}${path}`);
      await expect(pageTitle(page), path).toHaveText(title);
    }
  });

  test('detail routes without an id ask to choose a record', async ({ page }) => {
    await signInAndWait(page, 'admin');
    for (const path of [
      '/business/detail',
      '/business/orderDetails',
      '/customerManagement/Details',
      '/virtual/detail',
      '/clue/detail',
    ]) {
      await page.goto(`${base}${path}`);
      await expect(page.getByText('Choose a record first'), path).toBeVisible();
    }
  });

  test('an unknown path shows not found, and a route outside the menus says no permission', async ({
    page,
  }) => {
    await signInAndWait(page, 'partner.sales', { partner: true });
    await page.goto(`${base}/no/such/page`);
    await expect(page.getByText('This page does not exist')).toBeVisible();
    await page.goto(`${base}/partner/company`);
    await expect(page.getByText('You may not open this page')).toBeVisible();
  });

  test('the breadcrumb leads back and the menu highlights the current entry', async ({ page }) => {
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/business/oppt-filing/add`);
    await expect(page.locator('.ant-menu-item-selected')).toHaveText('Opportunity filing');
    await page.locator('.ant-breadcrumb').getByRole('link', { name: 'Opportunity filing' }).click();
    await expect(page).toHaveURL(/\/business\/oppt-filing$/);
  });

  test('display=hideMenu hides the side menu', async ({ page }) => {
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/home?display=hideMenu`);
    await expect(pageTitle(page)).toHaveText('Home');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('menus open without animation for a reader who asked the system to reduce motion, with it otherwise', async ({
    page,
  }) => {
    /** Opens the user menu and answers whether it slid open (Ant Design's class of a running opening motion, seen while it lasts). */
    const menuSlides = async () => {
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenMotion: seen });
        new MutationObserver((records) => {
          for (const record of records)
            if (record.target instanceof Element && /slide-up-appear-active/.test(record.target.className))
              seen.push(record.target.className);
        }).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      });
      await page.getByTestId('user-menu').click();
      await expect(page.locator('.ant-dropdown').filter({ visible: true })).toHaveCount(1);
      return page.evaluate(() =>
        'seenMotion' in window && Array.isArray(window.seenMotion) ? window.seenMotion.length > 0 : false,
      );
    };

    // This project runs every journey with reduced motion (playwright.config.ts).
    await signInAndWait(page, 'admin');
    expect(await menuSlides()).toBe(false);

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    expect(await menuSlides()).toBe(true);
  });

  test('switching to Chinese and Korean and back changes the texts and the cookie', async ({
    page,
    context,
  }) => {
    await signInAndWait(page, 'admin');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(pageTitle(page)).toHaveText('首页');
    await expect(page.getByRole('menu').getByText('合作伙伴', { exact: true })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('cn');

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await expect(pageTitle(page)).toHaveText('홈');
    await expect(page.getByText('Ada Admin님, 환영합니다')).toBeVisible();

    await page.reload();
    await expect(pageTitle(page)).toHaveText('홈');
    await page.getByRole('button', { name: '언어' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(pageTitle(page)).toHaveText('Home');
  });

  test('the sign-in page switches language with its buttons and keeps it in the cookie', async ({
    page,
    context,
  }) => {
    await page.goto(`${base}/login`);
    const english = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
    await expect(page.getByText('员工登录')).toBeVisible();
    await expect(
      page.getByRole('group', { name: '语言' }).getByRole('button', { name: '中文' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('cn');

    await page.reload();
    await expect(page.getByText('员工登录')).toBeVisible();
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Staff sign in')).toBeVisible();
  });

  test('the language comes from the cookie on the sign-in page', async ({ page }) => {
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await page.reload();
    await expect(page.getByText('직원 로그인')).toBeVisible();
  });
});
