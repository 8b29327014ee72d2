import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { translate } from '@portal/contract';
import { base, setLanguage, signInAndWait } from '../support/app';

/** The server whose QR codes live 6 seconds (playwright.config.ts: the short-token server). */
const shortServer = `http://127.0.0.1:${18_311 + 2 * Number(process.env['E2E_PORT_OFFSET'] ?? 0)}`;

/** The phone: a second browser context, narrow, signed in as `username`. */
async function phoneOf(browser: Browser, username: string, partner = false, baseURL?: string) {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
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
  // The QR panel loads on demand; a cold server on a busy machine may take a while for the first one.
  await expect(code).toHaveAttribute('data-link', /\/qr-confirm\?id=/, { timeout: 20_000 });
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

  test('the relay attack: a code from browser A confirmed while browser B polls gives B nothing', async ({
    browser,
  }) => {
    const a = await browser.newContext();
    const b = await browser.newContext();
    const pageA = await a.newPage();
    await setLanguage(pageA, 'en');
    const { link } = await showCode(pageA, 'login');
    const id = new URL(link).searchParams.get('id')!;
    // B is a sign-in page with a QR cookie of its own (it asked for a code too), polling A's request.
    const pageB = await b.newPage();
    await setLanguage(pageB, 'en');
    await showCode(pageB, 'login');
    const poll = async () =>
      (await pageB.request.get(`/api/login/qr/status?id=${id}`)).json() as Promise<unknown>;
    const refusal = { code: 100, msg: translate('en', 'qr.error.foreign'), data: null };
    expect(await poll()).toMatchObject(refusal);
    expect((await pageB.request.get(`/api/login/qr/events?id=${id}`)).status()).toBe(403);

    const phone = await phoneOf(browser, 'sales');
    await setLanguage(phone.page, 'en');
    await phone.page.goto(link);
    await phone.page.getByRole('button', { name: 'Confirm sign-in' }).click();
    await expect(phone.page.getByText('Confirmed. The browser is now signing in.')).toBeVisible();

    // Once confirmed, B's poll and B's finish are still refused; A (the asking browser) signs in.
    expect(await poll()).toMatchObject(refusal);
    const finishB = await pageB.request.post('/api/login/qr/finish', { data: { id } });
    expect(await finishB.json()).toMatchObject(refusal);
    await expect(pageA).toHaveURL(/\/home$/);
    await expect(pageA.getByTestId('user-menu')).toBeVisible();
    await expect(pageB).toHaveURL(/\/login$/);
    expect(await pageB.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await a.close();
    await b.close();
    await phone.context.close();
  });

  test('a code opened in another browser: the phone shows that browser, device, place and number', async ({
    browser,
  }) => {
    const firefox = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const desk = await firefox.newPage();
    await setLanguage(desk, 'en');
    const { link, number } = await showCode(desk, 'login');
    const phone = await phoneOf(browser, 'sales');
    await setLanguage(phone.page, 'en');
    await phone.page.goto(link);
    await expect(phone.page.getByTestId('qr-confirm-number')).toHaveText(number);
    const details = phone.page.locator('.ant-descriptions');
    await expect(details).toContainText('Staff sign-in');
    await expect(details).toContainText('Firefox 128 · Windows');
    await expect(details).toContainText('127.0.0.1');
    // The phone's own browser is not the one asking.
    await expect(details).not.toContainText('iPhone');
    await phone.page.getByRole('button', { name: 'Refuse' }).click();
    await expect(desk.getByTestId('qr-refusal')).toHaveText(translate('en', 'qr.error.refused'));
    await firefox.close();
    await phone.context.close();
  });

  test('replay: a confirmed code confirmed again is refused and the phone says so (Chinese)', async ({
    page,
    browser,
  }) => {
    await setLanguage(page, 'cn');
    const { link } = await showCode(page, 'login');
    const id = new URL(link).searchParams.get('id')!;
    const phone = await phoneOf(browser, 'sales');
    await setLanguage(phone.page, 'cn');
    // Two tabs on the phone show the same request; the first confirms it.
    const second = await phone.context.newPage();
    await phone.page.goto(link);
    await second.goto(link);
    const confirm = translate('cn', 'qr.confirm.confirm');
    // Both tabs show the request before the first decides (the second must not load it afterwards).
    await expect(second.getByRole('button', { name: confirm })).toBeVisible();
    await phone.page.getByRole('button', { name: confirm }).click();
    await expect(phone.page.getByText(translate('cn', 'qr.confirm.confirmed'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await second.getByRole('button', { name: confirm }).click();
    await expect(second.getByRole('alert')).toHaveText(translate('cn', 'qr.error.decided'));
    // Opening the code again says the same; the asking browser's finish cannot be replayed either.
    await phone.page.goto(link);
    await expect(phone.page.getByRole('alert')).toHaveText(translate('cn', 'qr.error.decided'));
    const again = await page.request.post('/api/login/qr/finish', { data: { id } });
    expect(await again.json()).toMatchObject({ code: 100, data: null });
    await phone.context.close();
  });

  test('expiry: the waiting page says the code expired and the phone refuses it (Korean)', async ({
    browser,
  }) => {
    // The short-token server: QR codes live 6 seconds there, so nothing waits two minutes.
    const phone = await phoneOf(browser, 'sales', false, shortServer);
    await setLanguage(phone.page, 'kr');
    const desk = await browser.newContext({ baseURL: shortServer });
    const page = await desk.newPage();
    await setLanguage(page, 'kr');
    const { link } = await showCode(page, 'login');
    await expect(page.getByTestId('qr-refusal')).toHaveText(translate('kr', 'qr.error.expired'), {
      timeout: 15_000,
    });
    await expect(page.getByTestId('qr-refresh')).toBeVisible();
    await phone.page.goto(link);
    await expect(phone.page.getByRole('alert')).toHaveText(translate('kr', 'qr.error.expired'));
    await expect(phone.page.getByRole('button', { name: translate('kr', 'qr.confirm.confirm') })).toHaveCount(
      0,
    );
    await expect(page).toHaveURL(/\/login$/);
    await desk.close();
    await phone.context.close();
  });
});
