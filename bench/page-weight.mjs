// Page weight: the gzip size of the JavaScript each screen loads, in Debian's Chromium, against the
// budgets (sign-in 200 KB, first screen after sign-in 350 KB, each lazy screen 100 KB more), and that
// no request leaves this machine. Run after `npm run build`: node bench/page-weight.mjs
// With --files, each step also lists the scripts it loaded, largest first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const port = 18_400 + Math.floor(Math.random() * 50);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
fs.chmodSync(dataDir, 0o755);
const server = spawn('node', ['apps/server/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('server did not start')), 90_000);
  server.stdout.on(
    'data',
    (d) => String(d).includes('Partner portal at') && (clearTimeout(timer), resolve()),
  );
});

const origin = `http://127.0.0.1:${port}`;
const base = `${origin}/static/gppclient`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const seen = new Map();
const outside = new Set();
page.on('request', (r) => {
  const url = new URL(r.url());
  if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
    outside.add(r.url());
});
page.on('response', async (r) => {
  if (!r.url().endsWith('.js') || seen.has(r.url())) return;
  try {
    seen.set(r.url(), zlib.gzipSync(await r.body(), { level: 9 }).length);
  } catch {
    /* redirected or aborted */
  }
});
const listFiles = process.argv.includes('--files');
const total = () => [...seen.values()].reduce((a, b) => a + b, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
/** Runs a step and records the JavaScript it loaded: in all so far (cumulative) or only what it added. */
async function measure(name, budget, action, cumulative = false) {
  const before = total();
  const known = new Set(seen.keys());
  await action();
  await page.waitForLoadState('networkidle');
  const added = cumulative ? total() : total() - before;
  const files = [...seen].filter(([url]) => !known.has(url)).sort((a, b) => b[1] - a[1]);
  rows.push({ name, added, budget, ok: added <= budget, files });
}

await measure('sign-in page', 200 * 1024, () => page.goto(`${base}/login`), true);
await measure(
  'first screen after sign-in (home), in all',
  350 * 1024,
  async () => {
    await page.fill('#username', 'admin');
    await page.fill('#password', 'Portal@2026');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/home$/);
  },
  true,
);
for (const screen of [
  '/partner/company',
  '/partner/user',
  '/system/exception-log',
  '/business/oppt-filing',
  '/business/oppt-filing/add',
  '/business/oppt-list/all',
  '/business/order',
  '/business/QaManage',
  '/business/policy',
  '/clue/assigned',
]) {
  await measure(`lazy screen ${screen}`, 100 * 1024, () => page.goto(`${base}${screen}`));
}

await browser.close();
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });

console.log('\nJavaScript loaded (gzip), per step:');
for (const r of rows) {
  console.log(
    `  ${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(40)} ${kb(r.added).padStart(10)}  budget ${kb(r.budget)}`,
  );
  if (listFiles)
    for (const [url, size] of r.files)
      console.log(`         ${kb(size).padStart(10)}  ${new URL(url).pathname}`);
}
console.log(`  requests to another host: ${outside.size === 0 ? 'none' : [...outside].join(', ')}`);
process.exitCode = rows.every((r) => r.ok) && outside.size === 0 ? 0 : 1;
