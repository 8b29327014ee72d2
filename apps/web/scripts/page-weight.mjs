// The page-weight check of every route of the route table, part of `npm test` (after the build):
//   npm run test:weight [-- --before DIR] [--files PATH] [--all]
// What a user downloads on each screen, as gzip of every script and stylesheet, read from the build's Vite
// manifest (dist/.vite/manifest.json): a chunk and what it imports statically, CSS included. No browser, no
// server: the sizes are of files, so the figures do not depend on the machine. bench/page-weight.mjs loads
// the same screens in Chromium; bench/README.md says how close the two agree.
//  - a page outside the signed-in frame (sign-in, password forms): the entry (index.html's script, its
//    imports and CSS) and the page's chunk (a password form also the message host it loads on mount),
//    with the Ant Design locale chunk of the heaviest language;
//  - a signed-in screen landed on directly (fresh browser, signed in, URL typed): the entry, the signed-in
//    frame (router.tsx: shell, session gate, layout), the message host the shell loads at start, and the
//    page, plus the dayjs and Ant Design locale chunks of the heaviest language (English needs none);
//  - home is also judged as the first screen after sign-in (the sign-in page's chunk counted too);
//  - a further screen: what the screen adds to the one it is opened from: its menu entry's screen
//    (`highlight`) for a detail or form, else home (the least a signed-in user has loaded); a password
//    form, what it adds to the sign-in page.
// - a page's view (routes.ts, `views`: a screen the page opens by a search parameter from a module it imports on
//   demand) is measured as the page with that module (landing) and what the module adds to the page (further).
// Budgets by the route's kind (routes.ts, `kind`): sign-in 200 KB, home 350, a list (or another screen) 430,
// a form (editor, creation form, record detail) 480, each further screen 100; index.html and the stylesheets
// name no outside host. Prints a table; exits 1 over a budget.
// Every route holds its budget: there is no list of exceptions (decision 0008).
// Options: --before DIR prints another build's figures beside (e.g. a copy of apps/web/dist from before a
// change); --files PATH lists the files of that route's landing, largest first; --all prints every route (by
// default routes with the same page are printed once); --language en|cn|kr counts that language's locale
// chunks, not the heaviest's; --json FILE writes every route's figures and files; --dist DIR another build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { runnerImport } from 'vite';
import { budgets } from './page-weight-budgets.mjs';

const KB = 1024;
/** The signed-in frame every signed-in screen loads before its page, outermost first (router.tsx). */
const signedInFrame = [
  'src/app/signed-in-shell.tsx',
  'src/app/session-gate.tsx',
  'src/app/layout/app-layout.tsx',
];
/**
 * The message host, imported dynamically but at start: by the signed-in shell (errors must show even when the
 * connection is gone) and by the password forms on mount (lib/notify.ts, prepareNotify); the sign-in page
 * loads it only when the form is sent.
 */
const messageHost = 'src/lib/message-host.tsx';
/** The locale chunks each language loads (app.tsx: Ant Design's, at start; the signed-in shell: dayjs'). */
const allLocaleChunks = {
  en: { any: [], signedIn: [] },
  cn: { any: ['antd/es/locale/zh_CN.js'], signedIn: ['dayjs/locale/zh-cn.js'] },
  kr: { any: ['antd/es/locale/ko_KR.js'], signedIn: ['dayjs/locale/ko.js'] },
};

const web = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const kb = (n) => (n / KB).toFixed(1);
/** --language en|cn|kr: that language's locale chunks only (bench/page-weight.mjs compares with Chromium in en). */
const language = arg('--language', undefined);
const localeChunks = language ? { [language]: allLocaleChunks[language] } : allLocaleChunks;

/** The route table (routes.ts), read through Vite so that its `import.meta.glob` resolves; no page is loaded. */
async function routeTable() {
  const { module } = await runnerImport('/src/app/routes.ts', {
    root: web,
    configFile: false,
    logLevel: 'error',
  });
  return { signInRoutes: module.signInRoutes, pageRoutes: module.pageRoutes };
}

/** A build's manifest with the gzip size of each file, and the files of a module and its static imports. */
function readBuild(dist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const gzip = (file) => {
    if (!sizes.has(file))
      sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const keyOf = (suffix) => {
    const key = Object.keys(manifest).find((k) => k === suffix || k.endsWith(`/node_modules/${suffix}`));
    if (!key) throw new Error(`the manifest of ${dist} has no ${suffix}`);
    return key;
  };
  /** Every script and stylesheet a module's chunk loads before it runs: its file, static imports, CSS. */
  const files = (key, into = new Set(), seen = new Set()) => {
    if (seen.has(key)) return into;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest of ${dist} has no ${key}`);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) files(imported, into, seen);
    return into;
  };
  const union = (...keys) => {
    const all = new Set();
    for (const key of keys) for (const file of files(key)) all.add(file);
    return all;
  };
  const total = (set) => [...set].reduce((sum, file) => sum + gzip(file), 0);
  return { dist, manifest, gzip, keyOf, union, total };
}

/** Every route's figures in one build. */
function measure(build, { signInRoutes, pageRoutes }, { before = false } = {}) {
  const entry = 'index.html';
  const withLocales = (keys, signedIn) =>
    Object.values(localeChunks)
      .map((l) => build.union(...keys, ...[...l.any, ...(signedIn ? l.signedIn : [])].map(build.keyOf)))
      .reduce((a, b) => (build.total(b) > build.total(a) ? b : a));
  const landing = (route) => withLocales([entry, ...signedInFrame, messageHost, route.module], true);
  const homeRoute = pageRoutes.find((route) => route.kind === 'home');
  const home = landing(homeRoute);
  const rows = [];
  const firstSignIn = signInRoutes[0];
  const signInPage = withLocales([entry, firstSignIn.module], false);
  for (const route of signInRoutes) {
    // Outside the signed-in frame; a password form is further from the sign-in page.
    const files = withLocales(
      [entry, ...(route.kind === 'sign-in' ? [] : [messageHost]), route.module],
      false,
    );
    const further =
      route.kind === 'sign-in'
        ? undefined
        : build.total(new Set([...files].filter((f) => !signInPage.has(f))));
    rows.push({ route, files, weight: build.total(files), budget: budgets[route.kind], further });
  }
  const afterSignIn = withLocales(
    [entry, firstSignIn.module, ...signedInFrame, messageHost, homeRoute.module],
    true,
  );
  const landings = new Map(pageRoutes.map((route) => [route.path, landing(route)]));
  for (const route of pageRoutes) {
    const files = landings.get(route.path);
    const from = (route.highlight !== route.path && landings.get(route.highlight)) || home;
    const added = new Set([...files].filter((file) => !from.has(file)));
    rows.push({
      route,
      files,
      weight: build.total(files),
      budget: budgets[route.kind],
      further: route === homeRoute ? undefined : build.total(added),
      afterSignIn: route === homeRoute ? build.total(afterSignIn) : undefined,
    });
  }
  // A page's views (routes.ts, `views`): the page with the view's module, and what the view adds to the page.
  for (const route of pageRoutes)
    for (const view of route.views ?? []) {
      if (!(build.manifest[route.module]?.dynamicImports ?? []).includes(view.module)) {
        // A build from before the view was split off (--before) has no such view to measure.
        if (before) continue;
        throw new Error(
          `${route.module} does not import ${view.module} on demand (routes.ts, views of ${route.path})`,
        );
      }
      const files = withLocales([entry, ...signedInFrame, messageHost, route.module, view.module], true);
      const page = landings.get(route.path);
      rows.push({
        route: { ...route, path: `${route.path}?${view.query}=`, kind: view.kind, component: view.module },
        files,
        weight: build.total(files),
        budget: budgets[view.kind],
        further: build.total(new Set([...files].filter((file) => !page.has(file)))),
      });
    }
  for (const row of rows) {
    const figures = [
      ['landing', row.weight, row.budget],
      ['afterSignIn', row.afterSignIn, budgets.home],
      ['further', row.further, budgets.further],
    ].filter(([, figure]) => figure !== undefined);
    row.over = figures
      .filter(([, figure, budget]) => figure > budget)
      .map(([name, figure, budget]) => `${name} ${kb(figure)} KB > budget ${kb(budget)} KB`);
  }
  return rows;
}

/** Outside hosts named where the browser would fetch them without a script: index.html and the stylesheets. */
function outsideHosts(build) {
  const found = [];
  const texts = [path.join(build.dist, 'index.html')];
  for (const chunk of Object.values(build.manifest))
    for (const css of chunk.css ?? []) texts.push(path.join(build.dist, css));
  for (const file of new Set(texts)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /(?:src|href)\s*=\s*["']?((?:https?:)?\/\/[^"'\s>]+)|url\(\s*["']?((?:https?:)?\/\/[^"')]+)/g,
    ))
      found.push(`${path.relative(build.dist, file)}: ${m[1] ?? m[2]}`);
  }
  return found;
}

const table = await routeTable();
const current = readBuild(path.resolve(arg('--dist', path.join(web, 'dist'))));
const rows = measure(current, table);
const beforeDir = arg('--before', undefined);
const before = beforeDir ? measure(readBuild(path.resolve(beforeDir)), table, { before: true }) : undefined;
const showAll = process.argv.includes('--all');

const shown = new Set();
const lines = [];
rows.forEach((row, i) => {
  const key = `${row.route.module}#${row.route.component}`;
  if (!showAll && shown.has(key) && row.over.length === 0) return;
  shown.add(key);
  const was = before?.[i];
  const fig = (now, then) => (then === undefined ? kb(now) : `${kb(then)} → ${kb(now)}`);
  lines.push([
    row.over.length ? 'FAIL' : 'ok',
    row.route.path,
    row.route.kind,
    fig(row.weight, was?.weight),
    kb(row.budget),
    row.further === undefined
      ? row.afterSignIn === undefined
        ? ''
        : `after sign-in ${fig(row.afterSignIn, was?.afterSignIn)}`
      : fig(row.further, was?.further),
  ]);
});
const head = [
  '',
  'route',
  'kind',
  before ? 'landing KB (before → after)' : 'landing KB',
  'budget',
  'further KB (≤ 100)',
];
const widths = head.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
const print = (cells) =>
  console.log(
    cells
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd(),
  );
console.log(
  `Page weight (gzip JS + CSS) of ${rows.length} routes, ${path.relative(process.cwd(), current.dist) || '.'}:`,
);
print(head);
lines.forEach(print);

const filesOf = arg('--files', undefined);
if (filesOf) {
  const row = rows.find((r) => r.route.path === filesOf);
  if (!row) throw new Error(`no route ${filesOf}`);
  console.log(`\n${filesOf}: ${row.files.size} files`);
  for (const file of [...row.files].sort((a, b) => current.gzip(b) - current.gzip(a)))
    console.log(`  ${kb(current.gzip(file)).padStart(7)}  ${file}`);
}

const jsonFile = arg('--json', undefined);
if (jsonFile)
  fs.writeFileSync(
    jsonFile,
    JSON.stringify(
      rows.map((row) => ({
        path: row.route.path,
        kind: row.route.kind,
        landing: row.weight,
        further: row.further,
        files: Object.fromEntries([...(row.files ?? [])].map((file) => [file, current.gzip(file)])),
      })),
      null,
      1,
    ),
  );

const outside = outsideHosts(current);
const over = rows.filter((row) => row.over.length);
console.log(`\nOutside hosts in index.html and stylesheets: ${outside.length ? outside.join(', ') : 'none'}`);
if (over.length || outside.length) {
  console.log(`\nFailed (${over.length} of ${rows.length} routes):`);
  for (const row of over) console.log(`  ${row.route.path} (${row.route.kind}): ${row.over.join('; ')}`);
  process.exitCode = 1;
} else {
  console.log(`All ${rows.length} routes within budget.`);
}
