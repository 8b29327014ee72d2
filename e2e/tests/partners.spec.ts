import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { creditCodeOf } from '@portal/contract';
import { base, pageTitle, searchList, setLanguage, signIn, signInAndWait, signOut } from '../support/app';

/** Unique per run: the database lives as long as the server, and a rerun must not collide. */
const stamp = Date.now();
const run = stamp.toString(36).toUpperCase();
const company = {
  code: `E2E-${run}`,
  name: `端到端伙伴${run}`,
  nameEn: `E2E Partner ${run}`,
  /** With its check characters, as the company form asks. */
  creditCode: creditCodeOf('91310000', String(stamp).slice(-8)),
};
const partnerUser = {
  username: `e2e.${run.toLowerCase()}`,
  displayName: `E2E User ${run}`,
  email: `e2e.${run.toLowerCase()}@partner-e2e.example`,
  password: 'Journey@2026',
};

/** The visible option titled `title` of the open select (list cells cut with an ellipsis carry a title too). */
const option = (page: Page, title: string) =>
  page
    .locator('.ant-select-item-option')
    .and(page.getByTitle(title, { exact: true }))
    .filter({ visible: true });

/**
 * Opens a select by its label and picks the options titled `options` (typing `search` first); a multiple
 * select is closed again with Escape.
 */
async function choose(page: Page, scope: Locator, label: string, options: string[], search?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await box.click();
  if (search) await box.fill(search);
  for (const title of options) await option(page, title).click();
  if (options.length > 1 || (await box.getAttribute('aria-expanded')) === 'true') await box.press('Escape');
}

/** The drawer (or dialog) titled `title`. */
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** The list's row showing `text`. */
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe.serial('partner companies and users', () => {
  test('in Korean, an administrator creates a company and a user of it, who signs in with the partner login', async ({
    page,
  }) => {
    // A wide screen: the list shows the region among its optional columns (a narrow one shows fewer).
    await page.setViewportSize({ width: 2560, height: 1200 });
    await page.goto(`${base}/login`);
    await setLanguage(page, 'kr');
    await signInAndWait(page, 'admin');

    await page.goto(`${base}/partner/company`);
    await expect(pageTitle(page)).toHaveText('파트너사');
    await page.getByRole('button', { name: '신규' }).click();
    const form = dialog(page, '새 파트너사');
    await expect(form).toBeVisible();

    // The contract's rules speak first.
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByText('회사 이름을(를) 입력하세요')).toBeVisible();

    await form.getByLabel('회사 코드').fill(company.code);
    await form.getByLabel('회사 이름').fill(company.name);
    await form.getByLabel('영문 이름').fill(company.nameEn);
    // The code's shape, then its check character (the last one, changed here), as everywhere a code is typed.
    const creditCode = form.getByLabel('통일사회신용코드');
    await creditCode.fill('TOO-SHORT');
    await expect(form.getByText('통일사회신용코드는 영문자 또는 숫자 18자리입니다')).toBeVisible();
    const last = company.creditCode.slice(-1);
    await creditCode.fill(`${company.creditCode.slice(0, -1)}${last === '0' ? '1' : '0'}`);
    await expect(
      form.getByText('통일사회신용코드가 올바르지 않습니다. 검증 문자가 맞지 않습니다.'),
    ).toBeVisible();
    await creditCode.fill(company.creditCode);
    await expect(
      form.getByText('통일사회신용코드가 올바르지 않습니다. 검증 문자가 맞지 않습니다.'),
    ).toHaveCount(0);
    await choose(page, form, '국가', ['대한민국'], '대한');
    await choose(page, form, '지역', ['아시아태평양']);
    await choose(page, form, '회사 유형', ['총판', '리셀러']);
    await choose(page, form, '회사 등급', ['2차 파트너']);
    await choose(page, form, '채널 매니저', ['Chen Channel (channel)']);
    await form.getByLabel('최대 고객 수').fill('12');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('저장되었습니다').first()).toBeVisible();
    await expect(form).toBeHidden();

    await searchList(page, '검색어', company.code);
    const created = row(page, company.code);
    await expect(created).toHaveCount(1);
    // The filter is in the URL: reloading keeps it.
    await expect(page).toHaveURL(new RegExp(`/partner/company\\?keyword=${company.code}$`));
    await page.reload();
    await expect(page.getByRole('textbox', { name: '검색어', exact: true })).toHaveValue(company.code);
    await expect(created).toHaveCount(1);
    // Korean shows the English name; the labels come from the code tables.
    await expect(created).toContainText(company.nameEn);
    await expect(created).toContainText('총판');
    await expect(created).toContainText('리셀러');
    await expect(created).toContainText('2차 파트너');
    await expect(created).toContainText('아시아태평양');
    await expect(created).toContainText('대한민국');
    await expect(created).toContainText('Chen Channel');
    await expect(created.getByText('활성', { exact: true })).toBeVisible();

    await page.goto(`${base}/partner/user`);
    await expect(pageTitle(page)).toHaveText('사용자 관리');
    await page.getByRole('button', { name: '신규' }).click();
    const userForm = dialog(page, '새 사용자');
    await expect(userForm.getByLabel('회사 유형', { exact: true })).toBeDisabled();
    await choose(page, userForm, '회사', [`${company.nameEn} (${company.code})`], company.code);
    // The company role is the company's, shown read-only; the types are the company's.
    await expect(userForm.getByLabel('회사 등급', { exact: true })).toHaveValue('2차 파트너');
    await userForm.getByLabel('회사 유형', { exact: true }).click();
    await expect(option(page, '총판')).toBeVisible();
    await expect(option(page, '시스템 통합업체')).toHaveCount(0);
    await option(page, '리셀러').click();
    await choose(page, userForm, '역할', ['파트너 영업']);
    await userForm.getByLabel('사용자 ID').fill(partnerUser.username);
    await userForm.getByLabel('이름', { exact: true }).fill(partnerUser.displayName);
    await userForm.getByLabel('이메일').fill(partnerUser.email);
    await userForm.getByLabel('비밀번호', { exact: true }).fill(partnerUser.password);
    await userForm.getByLabel('비밀번호 확인').fill(partnerUser.password);
    await userForm.getByRole('button', { name: '저장' }).click();
    await expect(userForm).toBeHidden();

    await searchList(page, '검색어', partnerUser.username);
    const userRow = row(page, partnerUser.username);
    await expect(userRow).toHaveCount(1);
    // The user's company is named as in the company list: in English outside Chinese.
    await expect(userRow).toContainText(company.nameEn);
    await expect(userRow).toContainText('리셀러');
    await expect(userRow).toContainText('파트너 영업');

    await signOut(page, 'kr');
    await signInAndWait(page, partnerUser.username, { partner: true, password: partnerUser.password });
    await expect(page.getByText(`${partnerUser.displayName}님, 환영합니다`)).toBeVisible();
    await signOut(page, 'kr');
  });

  test('a disabled user is refused at the partner sign-in, and enabled again signs in', async ({ page }) => {
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/partner/user`);
    await searchList(page, 'Keyword', partnerUser.username);
    const userRow = row(page, partnerUser.username);
    await expect(userRow).toHaveCount(1);
    await userRow.getByRole('button', { name: 'Disable' }).click();
    const question = page.getByRole('tooltip').filter({ hasText: `Disable ${partnerUser.displayName}?` });
    await expect(question).toContainText('signed out at once');
    await question.getByRole('button', { name: 'OK' }).click();
    await expect(userRow.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(userRow.getByRole('button', { name: 'Enable' })).toBeVisible();
    await signOut(page, 'en');

    await signIn(page, partnerUser.username, { partner: true, password: partnerUser.password });
    await expect(page.getByTestId('login-refusal')).toHaveText(
      "Your account has been disabled, please contact the company's account administrator",
    );

    await signInAndWait(page, 'admin');
    await page.goto(`${base}/partner/user`);
    await searchList(page, 'Keyword', partnerUser.username);
    await row(page, partnerUser.username).getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(row(page, partnerUser.username).getByText('Active', { exact: true })).toBeVisible();
    await signOut(page, 'en');
    await signInAndWait(page, partnerUser.username, { partner: true, password: partnerUser.password });
  });

  test('disabling the company sends its signed-in user to sign in, which then refuses it', async ({
    page,
    browser,
  }) => {
    // The partner user works in its own browser.
    const partnerContext = await browser.newContext();
    const partnerPage = await partnerContext.newPage();
    await signInAndWait(partnerPage, partnerUser.username, { partner: true, password: partnerUser.password });

    await page.goto(`${base}/login`);
    await setLanguage(page, 'cn');
    await signInAndWait(page, 'admin');
    await page.goto(`${base}/partner/company`);
    await searchList(page, '关键字', company.code);
    const companyRow = row(page, company.code);
    // Chinese shows the Chinese name.
    await expect(companyRow).toContainText(company.name);
    await companyRow.getByRole('button', { name: /^停\s?用$/ }).click();
    const question = page.getByRole('tooltip').filter({ hasText: `确定停用“${company.name}”吗？` });
    await expect(question).toContainText('全部 1 个用户将立即退出登录');
    await question.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(companyRow.getByRole('button', { name: /^启\s?用$/ })).toBeVisible();
    await expect(companyRow.getByText('停用', { exact: true })).toBeVisible();

    // The partner's session has ended: its next step leads to the partner sign-in.
    await partnerPage.reload();
    await expect(partnerPage).toHaveURL(/\/partner-login/);
    await signIn(partnerPage, partnerUser.username, { partner: true, password: partnerUser.password });
    await expect(partnerPage.getByTestId('login-refusal')).toHaveText(
      'Your company has been disabled, please contact your channel manager',
    );
    await partnerContext.close();
  });

  test("a partner administrator sees only its own company's users, without company filters", async ({
    page,
  }) => {
    await signInAndWait(page, 'partner.admin', { partner: true });
    await page.goto(`${base}/partner/user`);
    await expect(pageTitle(page)).toHaveText('User management');
    await expect(row(page, 'partner.sales')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Company', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Kind', exact: true })).toHaveCount(0);

    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i += 1) await expect(rows.nth(i)).toContainText('Demo Partner A');
    await expect(row(page, 'partner.b')).toHaveCount(0);
    await expect(row(page, 'Ada Admin')).toHaveCount(0);
    // Its own account cannot be disabled.
    await expect(row(page, 'partner.admin').getByRole('button', { name: 'Disable' })).toHaveCount(0);
  });
});
