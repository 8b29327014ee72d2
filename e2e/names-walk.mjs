import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:18940';
const base = `${origin}/static/gppclient`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const lang of ['cn', 'en', 'kr']) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('#username').fill('admin');
  await page.locator('#password').fill('Portal@2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/home$/);
  await page.goto(`${base}/work-flows?kind=opportunityReport`);
  await page.getByTestId('work-flow-step-1').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/names-shots/editor-${lang}.png` });
  // unsaved guard
  await page.getByTestId('work-flow-step-1').locator('input').nth(1).fill('Channel review!');
  await page.locator('.ant-card').first().locator('button').first().click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/names-shots/leave-${lang}.png` });
  await page.getByRole('dialog').locator('button').last().click();
  await page.waitForTimeout(800);
  await page.goto(`${base}/process/index?tab=all`);
  await page.locator('.ant-table-row').first().waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/names-shots/list-${lang}.png` });
  const href = await page.locator('.ant-table-row a[href*="process/detail"]').first().getAttribute('href');
  await page.goto(`${origin}${href}`);
  await page.getByTestId('process-steps').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/names-shots/detail-${lang}.png` });
  await context.close();
}
await browser.close();
