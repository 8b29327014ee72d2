// Page weight in Debian's Chromium: the gzip size of every script and stylesheet each screen loads, against
// the budgets, and that no request leaves this machine. Run after `npm run build`: node bench/page-weight.mjs
//  - a journey in one tab: the sign-in page (at most 200 KB), the first screen after sign-in (home, at
//    most 350 KB in all), then each screen opened from there (at most 100 KB more each);
//  - direct landings: every route of the route table (apps/web/src/app/routes.ts) that needs no record id,
//    opened by its URL in a fresh browser context (empty cache) that is already signed in (the tokens in
//    local storage): a list at most 430 KB, a form 480, home 350, a sign-in page 200 (the budgets and kinds
//    of apps/web/scripts/page-weight.mjs, the check `npm test` runs from the build's manifest). Each row
//    shows that check's figure beside Chromium's, so the two can be compared.
// Options: --files lists the files of each step, largest first; --only-direct skips the journey;
// --only PATH[,PATH] lands only on those routes; --runs N repeats everything N times and prints the largest
// figure of each step; --before DIR also measures another build of the client (e.g. a copy of
// apps/web/dist made before a change) in the same run, and prints its figures beside this build's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { signInInBrowser, startDemoServer } from './bench-kit.mjs';

const KB = 1024;
const web = path.resolve(import.meta.dirname, '../apps/web');
const { budgets } = await import(path.join(web, 'scripts/page-weight-budgets.mjs'));
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
/** Routes a partner's administrator sees (admin has no menu for them). */
const partnerRoutes = new Set(['/clue/my-clue', '/additional-quotation/create']);

/** The route table, read as the check reads it; routes that need a record id are left out here. */
const { module: table } = await runnerImport('/src/app/routes.ts', {
  root: web,
  configFile: false,
  logLevel: 'error',
});
const landingRoutes = [
  ...table.signInRoutes.map((route) => ({ ...route, user: null })),
  ...table.pageRoutes
    .filter((route) => !route.needsId)
    .map((route) => ({ ...route, user: partnerRoutes.has(route.path) ? 'partner.admin' : 'admin' })),
];

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const listFiles = process.argv.includes('--files');
const onlyDirect = process.argv.includes('--only-direct');
const runs = Number(arg('--runs', '1'));
const only = arg('--only', '').split(',').filter(Boolean);
const beforeDir = arg('--before', undefined);

const root = path.resolve(import.meta.dirname, '..');
const builds = [
  ...(beforeDir ? [{ label: 'before', dir: path.resolve(beforeDir) }] : []),
  { label: beforeDir ? 'after' : 'this build', dir: path.join(root, 'apps/web/dist') },
];

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

/** A tab that records the gzip size of every script and stylesheet it loads (each URL once) and requests leaving the machine. */
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
    if (!/\.(js|css)$/.test(new URL(r.url()).pathname) || seen.has(r.url())) return;
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

/** The local storage of a signed-in context (the tokens), for fresh contexts that start signed in. */
const signedIn = new Map();
async function storageOf(user) {
  if (!signedIn.has(user)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInInBrowser(page, base, user, password);
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
    await measure(rows, tab, 'sign-in page', budgets['sign-in'], () => tab.page.goto(`${base}/login`), true);
    await measure(
      rows,
      tab,
      'first screen after sign-in (home), in all',
      budgets.home,
      () => signInInBrowser(tab.page, base, 'admin', password),
      true,
    );
    for (const screen of journey)
      await measure(rows, tab, `then ${screen}`, budgets.further, () => tab.page.goto(`${base}${screen}`));
    await context.close();
  }
  for (const route of landingRoutes) {
    if (only.length && !only.includes(route.path)) continue;
    const context = await browser.newContext(route.user ? { storageState: await storageOf(route.user) } : {});
    const tab = await trackedPage(context);
    let state = '';
    await measure(
      rows,
      tab,
      `direct ${route.path}${route.user && route.user !== 'admin' ? ` (${route.user})` : ''}`,
      budgets[route.kind],
      async () => {
        await tab.page.goto(`${base}${route.path}`);
        // A list screen shows its grid: the figure is that of the list, not of a state page.
        if (route.kind === 'list') await tab.page.locator('.ant-table').first().waitFor({ timeout: 30_000 });
        if (await tab.page.locator('.ant-result-403').count()) state = ' NO PERMISSION';
      },
      true,
    );
    rows[rows.length - 1].route = route;
    rows[rows.length - 1].name += state;
    await context.close();
  }
  return rows;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
/** Per build, the rows of its steps with the figures of every run. */
const measured = [];
for (const build of builds) {
  const server = await startDemoServer(build.dir);
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
  // The check's figure of each direct landing (same build, English locale), to compare with Chromium's.
  const checkJson = path.join(os.tmpdir(), `page-weight-check-${process.pid}.json`);
  spawnSync('node', [
    path.join(web, 'scripts/page-weight.mjs'),
    '--dist',
    build.dir,
    '--language',
    'en',
    '--json',
    checkJson,
  ]);
  const checked = new Map(JSON.parse(fs.readFileSync(checkJson, 'utf8')).map((c) => [c.path, c.landing]));
  fs.rmSync(checkJson, { force: true });
  for (const row of rows) if (row.route) row.check = checked.get(row.route.path);
  measured.push({ build, rows });
}
await browser.close();

for (const { build, rows } of measured) {
  console.log(
    `\nScripts and stylesheets loaded (gzip), per step, ${build.label} (${path.relative(root, build.dir) || '.'})${runs > 1 ? ` (${runs} runs; the largest is judged)` : ''}:`,
  );
  for (const r of rows) {
    const shown = runs > 1 ? r.figures.map(kb).join(' / ') : kb(r.worst);
    const check = r.check === undefined ? '' : `  check (en) ${kb(r.check)}`;
    console.log(
      `  ${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(52)} ${shown.padStart(10 * runs)}  budget ${kb(r.budget)}${check}`,
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
