import { chromium } from '@playwright/test';
const root = 'http://127.0.0.1:18930';
const base = `${root}/static/gppclient`;
const out = '/tmp/pc-shots';
const api = async (token, method, path, body) => {
  const res = await fetch(`${root}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()).data;
};
const sales = (await api(null, 'POST', '/login/login', { username: 'sales', password: 'Portal@2026', loginType: 'staff' })).token;
const users = await api(sales, 'GET', '/process/get-user-options');
const channel = users.find((u) => u.username === 'channel');
await api(sales, 'POST', '/process/save-delegation', {
  delegateId: channel.id,
  from: '2026-12-01T00:00:00.000Z',
  until: '2026-12-10T00:00:00.000Z',
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of ['cn', 'en', 'kr']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#username').fill('channel');
  await page.locator('#password').fill('Portal@2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/home$/);
  await page.goto(`${base}/process/index`);
  await page.locator('.ant-table-tbody tr.ant-table-row a').first().click();
  await page.getByTestId('process-history').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/todo-detail-${lang}.png` });
  await page.locator('.ant-space-item button.ant-btn-primary').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/approve-${lang}.png` });
  await page.goto(`${base}/process/index`);
  await page.locator('.ant-tabs-extra-content button').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '(sales)' }).click();
  const inputs = dialog.locator('.ant-picker input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill('2026-12-02 09:00');
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill('2026-12-04 18:00');
  await inputs.nth(1).press('Enter');
  await page.waitForTimeout(500);
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/delegation-cycle-${lang}.png` });
  await context.close();
}
await browser.close();
