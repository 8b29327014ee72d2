import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18900/static/gppclient';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(lang, user, partner = false) {
  const ctx = await b.newContext({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  await ctx.addCookies([{ name: 'language', value: lang, domain: '127.0.0.1', path: '/' }]);
  const p = await ctx.newPage();
  await p.goto(`${base}/${partner ? 'partner-login' : 'login'}`);
  await p.locator('#username').fill(user);
  await p.locator('#password').fill('Portal@2026');
  await p.locator('button[type="submit"]').click();
  await p.waitForURL(/home$/);
  return p;
}
// 1. company form, wrong check character, in kr
let p = await session('kr', 'admin');
await p.goto(`${base}/partner`);
await p.getByRole('button', { name: '신규' }).first().click();
const cc = p.getByLabel('통일사회신용코드', { exact: true });
await cc.fill('91310000MA1DEMA00A');
await cc.blur();
await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/shots/kr-company-credit-code.png' });
// 2. clue close dialog, cn
p = await session('cn', 'admin');
await p.goto(`${base}/clue?status=new`);
await p.waitForTimeout(1500);
await p.getByRole('button', { name: '关闭' }).first().click();
await p.waitForTimeout(800);
await p.screenshot({ path: '/tmp/shots/cn-clue-close.png' });
// 3. en, oppt-list with reduced motion user menu open
p = await session('en', 'channel');
await p.goto(`${base}/business/oppt-list/all`);
await p.waitForTimeout(1500);
await p.getByTestId('user-menu').click();
await p.waitForTimeout(300);
await p.screenshot({ path: '/tmp/shots/en-oppt-list-menu.png' });
await b.close();
