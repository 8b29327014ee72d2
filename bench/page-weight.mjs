// Page weight: the gzip size of the JavaScript each screen loads, in Debian's Chromium, against the
// budgets, and that no request leaves this machine. Run after `npm run build`: node bench/page-weight.mjs
//  - a journey in one tab: the sign-in page (at most 200 KB), the first screen after sign-in (home, at
//    most 350 KB in all), then each screen opened from there (at most 100 KB more each);
//  - direct landings: every list screen opened by its URL in a fresh browser context (empty cache) that
//    is already signed in (the tokens in local storage), at most 350 KB in all.
// Options: --files lists the scripts of each step, largest first; --only-direct skips the journey;
// --runs N repeats everything N times and prints the largest figure of each step; --before DIR also
// measures another build of the client (e.g. a copy of apps/web/dist made before a change) in the same
// run, and prints its figures beside this build's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const KB = 1024;
const budgets = { signIn: 200 * KB, firstScreen: 350 * KB, nextScreen: 100 * KB, directLanding: 350 * KB };
const password = 'Portal@2026';

/** Screens opened one after the other in the journey, after home (as admin). */
const journey = [
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
];
/** Every list screen, landed on directly; partner screens as a partner's administrator. */
const directLandings = [
  { path: '/business/oppt-filing', user: 'admin' },
  { path: '/business/oppt-list/all', user: 'admin' },
  { path: '/business/oppt-list/sales', user: 'admin' },
  { path: '/business/oppt-list/plan', user: 'admin' },
  { path: '/business/order', user: 'admin' },
  { path: '/clue/assigned', user: 'admin' },
  { path: '/clue/my-clue', user: 'partner.admin' },
  { path: '/business/QaManage', user: 'admin' },
  { path: '/business/policy', user: 'admin' },
  { path: '/partner/company', user: 'admin' },
  { path: '/partner/user', user: 'admin' },
  { path: '/system/exception-log', user: 'admin' },
  { path: '/business/oppt-filing', user: 'partner.admin' },
];

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const listFiles = process.argv.includes('--files');
const onlyDirect = process.argv.includes('--only-direct');
const runs = Number(arg('--runs', '1'));
const beforeDir = arg('--before', undefined);

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  ...(beforeDir ? [{ label: 'before', dir: path.resolve(beforeDir) }] : []),
  { label: beforeDir ? 'after' : 'this build', dir: path.join(root, 'apps/web/dist') },
];

/** Starts the built server on a temporary database, serving the client of `staticDir`. */
async function startServer(staticDir) {
  const port = 18_400 + Math.floor(Math.random() * 50);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 90_000);
    server.stdout.on(
      'data',
      (d) => String(d).includes('Partner portal at') && (clearTimeout(timer), resolve()),
    );
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** The client's address on the server of the build being measured. */
let base = '';
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
const outside = new Set();

/** A tab that records the gzip size of every script it loads (each URL once) and requests leaving the machine. */
async function trackedPage(context) {
  const page = await context.newPage();
  const seen = new Map();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      outside.add(r.url());
  });
  const pending = new Set();
  page.on('response', (r) => {
    if (!r.url().endsWith('.js') || seen.has(r.url())) return;
    seen.set(r.url(), 0);
    const sized = r
      .body()
      .then((body) => seen.set(r.url(), zlib.gzipSync(body, { level: 9 }).length))
      .catch(() => seen.delete(r.url())) // redirected or aborted
      .finally(() => pending.delete(sized));
    pending.add(sized);
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  };
  return { page, seen, settle, total: () => [...seen.values()].reduce((a, b) => a + b, 0) };
}

/** Runs a step and records the JavaScript it loaded: in all so far (cumulative) or only what it added. */
async function measure(rows, tab, name, budget, action, cumulative = false) {
  const before = tab.total();
  const known = new Set(tab.seen.keys());
  await action();
  await tab.settle();
  const added = cumulative ? tab.total() : tab.total() - before;
  const files = [...tab.seen].filter(([url]) => !known.has(url)).sort((a, b) => b[1] - a[1]);
  rows.push({ name, added, budget, files });
}

async function signIn(page, user) {
  const partner = user.startsWith('partner.');
  await page.goto(`${base}/${partner ? 'partner-login' : 'login'}`);
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/home$/);
}

/** The local storage of a signed-in context (the tokens), for fresh contexts that start signed in. */
const signedIn = new Map();
async function storageOf(user) {
  if (!signedIn.has(user)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user);
    signedIn.set(user, await context.storageState());
    await context.close();
  }
  return signedIn.get(user);
}

async function runOnce() {
  const rows = [];
  if (!onlyDirect) {
    const context = await browser.newContext();
    const tab = await trackedPage(context);
    await measure(rows, tab, 'sign-in page', budgets.signIn, () => tab.page.goto(`${base}/login`), true);
    await measure(
      rows,
      tab,
      'first screen after sign-in (home), in all',
      budgets.firstScreen,
      () => signIn(tab.page, 'admin'),
      true,
    );
    for (const screen of journey)
      await measure(rows, tab, `then ${screen}`, budgets.nextScreen, () => tab.page.goto(`${base}${screen}`));
    await context.close();
  }
  for (const { path: screen, user } of directLandings) {
    const context = await browser.newContext({ storageState: await storageOf(user) });
    const tab = await trackedPage(context);
    await measure(
      rows,
      tab,
      `direct ${screen}${user === 'admin' ? '' : ` (${user})`}`,
      budgets.directLanding,
      async () => {
        await tab.page.goto(`${base}${screen}`);
        // A list screen shows its grid: the figure is that of the list, not of a state page.
        await tab.page.locator('.ant-table').first().waitFor({ timeout: 30_000 });
      },
      true,
    );
    await context.close();
  }
  return rows;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
/** Per build, the rows of its steps with the figures of every run. */
const measured = [];
for (const build of builds) {
  const server = await startServer(build.dir);
  base = `${server.origin}/static/gppclient`;
  signedIn.clear();
  const results = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await runOnce());
  } finally {
    await server.stop();
  }
  const rows = results[0].map((row, i) => {
    const figures = results.map((r) => r[i].added);
    return { ...row, figures, worst: Math.max(...figures), ok: Math.max(...figures) <= row.budget };
  });
  measured.push({ build, rows });
}
await browser.close();

for (const { build, rows } of measured) {
  console.log(
    `\nJavaScript loaded (gzip), per step, ${build.label} (${path.relative(root, build.dir) || '.'})${runs > 1 ? ` (${runs} runs; the largest is judged)` : ''}:`,
  );
  for (const r of rows) {
    const shown = runs > 1 ? r.figures.map(kb).join(' / ') : kb(r.worst);
    console.log(
      `  ${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(48)} ${shown.padStart(10 * runs)}  budget ${kb(r.budget)}`,
    );
    if (listFiles)
      for (const [url, size] of r.files)
        console.log(`         ${kb(size).padStart(10)}  ${new URL(url).pathname}`);
  }
}
if (measured.length > 1) {
  const [before, after] = measured;
  console.log('\nSide by side (largest figure of the runs):\n');
  console.log('| step | before | after | budget |');
  console.log('| --- | --- | --- | --- |');
  after.rows.forEach((r, i) => {
    const was = before.rows[i]?.worst ?? 0;
    console.log(
      `| ${r.name} | ${kb(was)} | ${r.ok ? kb(r.worst) : `**${kb(r.worst)}**`} | ${kb(r.budget)} |`,
    );
  });
}
console.log(`  requests to another host: ${outside.size === 0 ? 'none' : [...outside].join(', ')}`);
const judged = measured[measured.length - 1].rows;
process.exitCode = judged.every((r) => r.ok) && outside.size === 0 ? 0 : 1;
