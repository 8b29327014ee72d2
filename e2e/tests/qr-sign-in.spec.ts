import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

/** The phone: a second browser context, narrow, signed in as `username`. */
async function phoneOf(browser: Browser, username: string, partner = false) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await signInAndWait(page, username, { partner });
  return { context, page };
}

/** The sign-in page's QR panel: the link the code carries and the number it shows. */
async function showCode(page: Page, path: 'login' | 'partner-login') {
  await page.goto(`${base}/${path}`);
  await page.getByTestId('sign-in-way-qr').click();
  const code = page.getByTestId('qr-code');
  await expect(code).toHaveAttribute('data-link', /\/qr-confirm\?id=/);
  const link = (await code.getAttribute('data-link'))!;
  const number = (await page.getByTestId('qr-number').textContent())!.trim();
  return { link, number };
}

const shots = process.env['QR_SHOTS_DIR'];

test.describe('QR sign-in confirmed on a phone', () => {
  test('a staff user confirms on the phone and the browser signs in (Korean)', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await setLanguage(page, 'kr');
    const { link, number } = await showCode(page, 'login');
    await expect(page.getByText(translate('kr', 'qr.waiting'))).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/login-qr-kr.png` });

    const phone = await phoneOf(browser, 'sales');
    await setLanguage(phone.page, 'kr');
    await phone.page.goto(link);
    await expect(phone.page.getByTestId('qr-confirm-number')).toHaveText(number);
    await expect(phone.page.getByText(translate('kr', 'qr.confirm.staffPage'))).toBeVisible();
    await expect(phone.page.getByText('Chrome', { exact: false })).toBeVisible();
    if (shots) await phone.page.screenshot({ path: `${shots}/phone-kr.png` });
    await phone.page.getByRole('button', { name: translate('kr', 'qr.confirm.confirm') }).click();
    await expect(phone.page.getByText(translate('kr', 'qr.confirm.confirmed'))).toBeVisible();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    // The new session shows in the list as a QR sign-in.
    await page.goto(`${base}/my-sessions`);
    await expect(page.getByText(translate('kr', 'session.way.qr')).first()).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/sessions-kr.png` });
    await phone.context.close();
  });

  test('a refusal on the phone signs nothing in and says so (Chinese)', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await setLanguage(page, 'cn');
    const { link } = await showCode(page, 'partner-login');
    if (shots) await page.screenshot({ path: `${shots}/login-qr-cn.png` });
    const phone = await phoneOf(browser, 'partner.sales', true);
    await setLanguage(phone.page, 'cn');
    await phone.page.goto(link);
    await expect(phone.page.getByText(translate('cn', 'qr.confirm.partnerPage'))).toBeVisible();
    if (shots) await phone.page.screenshot({ path: `${shots}/phone-cn.png` });
    await phone.page.getByRole('button', { name: translate('cn', 'qr.confirm.refuse') }).click();
    await expect(phone.page.getByText(translate('cn', 'qr.confirm.refused'))).toBeVisible();
    await expect(page.getByTestId('qr-refusal')).toHaveText(translate('cn', 'qr.error.refused'));
    await expect(page).toHaveURL(/\/partner-login$/);
    await phone.context.close();
  });

  test('a partner confirming the staff page is refused on both screens (English)', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await setLanguage(page, 'en');
    const { link } = await showCode(page, 'login');
    if (shots) await page.screenshot({ path: `${shots}/login-qr-en.png` });
    const phone = await phoneOf(browser, 'partner.sales', true);
    await setLanguage(phone.page, 'en');
    await phone.page.goto(link);
    await expect(phone.page.getByText('Staff sign-in')).toBeVisible();
    if (shots) await phone.page.screenshot({ path: `${shots}/phone-en.png` });
    await phone.page.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(phone.page.getByRole('alert')).toHaveText('No permission to access this system');
    await expect(page.getByTestId('qr-refusal')).toHaveText('No permission to access this system');
    await expect(page).toHaveURL(/\/login$/);
    await phone.context.close();
  });

  test('the relay attack: a code from browser A opened by browser B gets nothing', async ({ browser }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    const pageA = await a.newPage();
    const { link } = await showCode(pageA, 'login');
    const id = new URL(link).searchParams.get('id')!;
    const pageB = await b.newPage();
    await pageB.goto(`${base}/login`);
    const polled = await pageB.request.get(`/api/login/qr/status?id=${id}`);
    const answer: unknown = await polled.json();
    expect(answer).toMatchObject({ code: 100, data: null });
    await a.close();
    await b.close();
  });
});
