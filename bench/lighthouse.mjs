// Lighthouse 12 (desktop preset, performance only) on landings of the built client, signed in, empty cache
// each run: the median score of N runs per landing with FCP, LCP and total blocking time, and with
// --details the scripts that take the main thread (bootup-time) and what the main thread does.
// Lighthouse is not a dependency of the repository (about 200 packages): install it aside, then
//   npm install --prefix /tmp/lh lighthouse@12
//   npm run build
//   LIGHTHOUSE_DIR=/tmp/lh/node_modules/lighthouse CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs \
//     [--runs 3] [--only /process/index,/home] [--details /process/index] [--dist DIR (another build)]
// Landings: every route of the route table that needs no record id (as bench/page-weight.mjs), sign-in
// pages signed out. A benchmark only: its figures depend on the machine, never on CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
import { benchRoot, signInInBrowser, startDemoServer } from './bench-kit.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('--runs', '3'));
const only = arg('--only', '').split(',').filter(Boolean);
const details = arg('--details', '').split(',').filter(Boolean);
const lighthouseDir = process.env.LIGHTHOUSE_DIR;
if (!lighthouseDir)
  throw new Error('Set LIGHTHOUSE_DIR to an installed lighthouse@12 (see the head of this file)');
const load = (file) => import(pathToFileURL(path.join(lighthouseDir, file)).href);
const { default: lighthouse } = await load('core/index.js');
const { default: desktopConfig } = await load('core/config/desktop-config.js');

const web = path.join(benchRoot, 'apps/web');
const { module: table } = await runnerImport('/src/app/routes.ts', {
  root: web,
  configFile: false,
  logLevel: 'error',
});
const partnerRoutes = new Set(['/clue/my-clue', '/additional-quotation/create']);
const landings = [
  ...table.signInRoutes.map((route) => ({ path: route.path, kind: route.kind, user: null })),
  ...table.pageRoutes
    .filter((route) => !route.needsId)
    .map((route) => ({
      path: route.path,
      kind: route.kind,
      user: partnerRoutes.has(route.path) ? 'partner.admin' : 'admin',
    })),
].filter((landing) => !only.length || only.includes(landing.path));

const server = await startDemoServer(path.resolve(arg('--dist', path.join(web, 'dist'))));
const base = `${server.origin}/static/gppclient`;
const port = 19_200 + Math.floor(Math.random() * 200);
const profiles = new Map();
/** One browser profile per user (signed out for the sign-in pages), shared by Lighthouse through the port. */
async function profileOf(user) {
  const key = user ?? '(signed out)';
  if (!profiles.has(key)) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lh-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [`--remote-debugging-port=${port + profiles.size}`, '--no-sandbox', '--no-first-run'],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    if (user) await signInInBrowser(page, base, user, 'Portal@2026');
    const cdp = await context.newCDPSession(page);
    profiles.set(key, { context, dir, cdp, port: port + profiles.size });
  }
  return profiles.get(key);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
try {
  for (const landing of landings) {
    const profile = await profileOf(landing.user);
    const results = [];
    for (let i = 0; i < runs; i++) {
      await profile.cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        `${base}${landing.path}`,
        // Storage kept (the tokens); the cache is cleared above, so each run loads every file.
        { port: profile.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
      );
      results.push(result.lhr);
    }
    const figure = (id) => median(results.map((lhr) => lhr.audits[id].numericValue));
    const score = median(results.map((lhr) => lhr.categories.performance.score * 100));
    rows.push({
      ...landing,
      score,
      fcp: figure('first-contentful-paint'),
      lcp: figure('largest-contentful-paint'),
      tbt: figure('total-blocking-time'),
    });
    console.log(
      `${landing.path.padEnd(36)} ${landing.kind.padEnd(7)} score ${String(Math.round(score)).padStart(3)}  FCP ${Math.round(rows.at(-1).fcp)} ms  LCP ${Math.round(rows.at(-1).lcp)} ms  TBT ${Math.round(rows.at(-1).tbt)} ms  (${results.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(' / ')})`,
    );
    if (details.includes(landing.path)) {
      // The run with the median blocking time.
      const lhr = [...results].sort(
        (a, b) => a.audits['total-blocking-time'].numericValue - b.audits['total-blocking-time'].numericValue,
      )[Math.floor(results.length / 2)];
      console.log('  main thread by script (bootup-time), ms: total / scripting / parse+compile');
      for (const item of lhr.audits['bootup-time'].details.items.slice(0, 12))
        console.log(
          `    ${String(Math.round(item.total)).padStart(5)} / ${String(Math.round(item.scripting)).padStart(5)} / ${String(Math.round(item.scriptParseCompile)).padStart(4)}  ${item.url.replace(base, '')}`,
        );
      console.log('  main thread by kind (mainthread-work-breakdown), ms:');
      for (const item of lhr.audits['mainthread-work-breakdown'].details.items)
        console.log(`    ${String(Math.round(item.duration)).padStart(5)}  ${item.groupLabel}`);
      console.log('  long tasks (the ones that block), ms:');
      for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 10))
        console.log(
          `    ${String(Math.round(item.duration)).padStart(5)} at ${Math.round(item.startTime)}  ${String(item.url).replace(base, '')}`,
        );
    }
  }
} finally {
  for (const profile of profiles.values()) {
    await profile.context.close();
    fs.rmSync(profile.dir, { recursive: true, force: true });
  }
  await server.stop();
}
const under = rows.filter((row) => row.score < 90);
console.log(
  `\n${rows.length} landings, Lighthouse ${runs > 1 ? `median of ${runs}` : 'one run'}; under 90: ${under.length ? under.map((row) => `${row.path} ${Math.round(row.score)}`).join(', ') : 'none'}`,
);
