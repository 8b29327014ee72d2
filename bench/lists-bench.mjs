// Every list of the contract, one command: each endpoint whose answer is a page (bench/list-endpoints.ts
// finds them in the contract; a new one is refused until it has a case below) is measured on the built
// server over a data directory with volume (npm run seed:volume), page 1 and, where the list holds 10 000
// rows or more, page 500 of 20:
// (a) one client, sequential: API p50/p95/p99 beside the raw SQL of the same request (the statements the
//     server sent, captured on the wire by bench/sql-capture.mjs and replayed through pg in the same rounds),
//     the ratio, and the CPU per request of the server and of PostgreSQL;
// (b) under load (autocannon, --connections × --duration s, page 1): requests/s and CPU per request.
// With --before ROOT (a private copy of another build: ROOT/apps/server/dist/server.js) a second server of
// that build runs on the same database, and every figure is taken for both, in turn, in the same run; the
// answers of both are compared (they must be identical).
// Never part of the test suite. Usage (bench/README.md, docs/performance.md):
//   npm run build -w @portal/server && npm run bench:lists -- --data-dir DIR [--before ROOT]
//     [--requests 300] [--warmup 50] [--duration 5] [--connections 10] [--only customers,reports]
//     [--skip-load] [--cpu-prof DIR] [--json FILE]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchRoot,
  cpuOf,
  dataOf,
  ms,
  post,
  postgresPids,
  say,
  serverBenchOptions,
  startServer,
  summary,
} from './bench-kit.mjs';
import { roundsOf, startSqlCapture } from './sql-capture.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    before: { type: 'string' },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    /** Case names to run (comma-separated); every case by default. */
    only: { type: 'string' },
    'skip-load': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const duration = Number(opt.duration);
const connections = Number(opt.connections);
const deepPage = 500;
const pageSize = 20;
const p99Budget = 20;

// ---------------------------------------------------------------- the cases
/** A setup that asks for the `column` value (as body field `field`) with the most rows of `table`. */
const withMostRows = (table, column, field) => async (db) => {
  const row = (
    await db.query(`SELECT ${column} AS id FROM ${table} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)
  ).rows[0];
  return row && { [field]: row.id };
};
// One or more per list endpoint: who asks (admin unless said) and the body beyond { pageNum, pageSize };
// `setup(db)` answers body fields read from the data (an id with the most rows), or undefined to skip.
const cases = [
  {
    name: 'reports',
    path: '/businesOpptReporting/page-opptReporting-list',
    note: 'company with most reports, its most common status',
    setup: async (db) => {
      const { company_id: companyId } = (
        await db.query(
          'SELECT company_id FROM opportunity_reports GROUP BY company_id ORDER BY count(*) DESC LIMIT 1',
        )
      ).rows[0];
      const { status } = (
        await db.query(
          'SELECT status FROM opportunity_reports WHERE company_id = $1 GROUP BY status ORDER BY count(*) DESC LIMIT 1',
          [companyId],
        )
      ).rows[0];
      return { companyId, status, sortField: 'createdAt', sortOrder: 'desc' };
    },
  },
  { name: 'reports-all', path: '/businesOpptReporting/page-opptReporting-list', note: 'no filter' },
  { name: 'equipment', path: '/businesOpptReporting/page-equipment-list' },
  {
    name: 'company-lookup',
    path: '/businesOpptReporting/page-company-from-tyc',
    body: { keyword: 'Technology' },
  },
  {
    name: 'customers',
    path: '/customer/page-customer-list',
    body: { sortField: 'createdAt', sortOrder: 'desc' },
  },
  {
    name: 'virtual-materials',
    path: '/virtual-material/page-virtual-material-list',
    body: { sortField: 'updatedAt', sortOrder: 'desc' },
  },
  { name: 'quotations', path: '/quotation/page-quotation-list' },
  {
    name: 'quotation-qa',
    path: '/quotation/page-qa-thread',
    setup: withMostRows('quotation_questions', 'quotation_id', 'quotationId'),
  },
  { name: 'opportunities', path: '/businessOppt/page-businessOppt-list' },
  {
    name: 'opportunity-cases',
    path: '/businessOppt/get-oppt-case-businessOppt-list',
    setup: withMostRows('opportunity_cases', 'opportunity_id', 'opportunityId'),
  },
  { name: 'solutions', path: '/solution/page-solution-list' },
  { name: 'designable-opportunities', path: '/solution/page-designable-opportunities' },
  { name: 'orders', path: '/order/page-order-list' },
  { name: 'models', path: '/integrated-material/page-model-list' },
  { name: 'exception-logs', path: '/exceptionLog/page' },
  { name: 'partner-companies', path: '/partner/page-company-list' },
  { name: 'partner-users', path: '/user/page-user-list' },
  { name: 'clues', path: '/clue/page-clue-list' },
  { name: 'my-clues', path: '/clue/page-my-clue-list', username: 'partner.admin' },
  { name: 'qa', path: '/qa/page-qa-list' },
  { name: 'policies', path: '/policy/page-policy-list' },
  { name: 'notices', path: '/notice/page', username: 'channel' },
  { name: 'process-todo', path: '/process/page-process-list', username: 'channel', body: { view: 'todo' } },
  {
    name: 'process-handled',
    path: '/process/page-process-list',
    username: 'channel',
    body: { view: 'handled' },
  },
  {
    name: 'process-submitted',
    path: '/process/page-process-list',
    username: 'partner.sales',
    body: { view: 'submitted' },
  },
  { name: 'process-all', path: '/process/page-process-list', body: { view: 'all' } },
];

// Every list endpoint of the contract has a case.
const endpoints = JSON.parse(
  execFileSync(
    path.join(benchRoot, 'node_modules/.bin/tsx'),
    [path.join(benchRoot, 'bench/list-endpoints.ts')],
    {
      cwd: benchRoot,
      encoding: 'utf8',
    },
  ),
);
const missing = endpoints.filter((e) => !cases.some((c) => c.path === e.path));
if (missing.length > 0)
  throw new Error(`lists without a case in bench/lists-bench.mjs: ${missing.map((e) => e.path).join(', ')}`);
const only = opt.only?.split(',');
const chosen = only ? cases.filter((c) => only.includes(c.name)) : cases;

// ---------------------------------------------------------------- CPU by kind
// PostgreSQL's processes are listed once per measured page (a /proc scan is slow) and read by pid; a backend
// that ends between two readings is left out of that difference instead of making it negative.
let pgPids = [];
const refreshPgPids = () => {
  pgPids = postgresPids(opt['data-dir']);
};
/** CPU seconds of the server processes, and of each PostgreSQL process (by pid). */
function cpuNow(servers) {
  const out = { postgres: new Map() };
  for (const [build, s] of Object.entries(servers)) out[build] = cpuOf(s.process.pid);
  for (const pid of pgPids) out.postgres.set(pid, cpuOf(pid));
  return out;
}
/**
 * Seconds of CPU between two readings: of a server (`build`) or of PostgreSQL (`postgres`). With `born`, a
 * PostgreSQL process missing from the first reading started in between (a pool growing under load) and
 * counts from zero; without, it is left out (the pids were listed before both readings).
 */
function cpuDelta(before, after, key, born = false) {
  if (key !== 'postgres') return after[key] - before[key];
  let seconds = 0;
  for (const [pid, now] of after.postgres) {
    const then = before.postgres.get(pid) ?? (born ? 0 : undefined);
    if (then !== undefined && now >= then) seconds += now - then;
  }
  return seconds;
}

// ---------------------------------------------------------------- the run
const builds = opt.before ? ['after', 'before'] : ['after'];
const servers = {};
const extraServers = [];
const extraDirs = [];
process.on('SIGINT', () => process.exit(130));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lists-bench-'));
  extraDirs.push(dir);
  return dir;
};

async function signInAll(baseUrl, usernames) {
  const tokens = {};
  for (const username of usernames) {
    const loginType = username.startsWith('partner') ? 'partner' : 'staff';
    tokens[username] = dataOf(
      await post(baseUrl, '/login/login', { username, password: opt.password, loginType }),
    ).token;
  }
  return tokens;
}

/** Captures, for every case and page, the statements one request runs on a server of `root`. */
async function captureStatements(root, target, work) {
  const capture = await startSqlCapture(target);
  const url = new URL(target.databaseUrl);
  url.host = `127.0.0.1:${capture.port}`;
  const server = await startServer({
    dataDir: tempDir(),
    databaseUrl: url.toString(),
    serverRoot: root,
    logLevel: 'warn',
  });
  try {
    const tokens = await signInAll(server.baseUrl, [...new Set(work.map((w) => w.username))]);
    const out = [];
    for (const w of work) {
      await post(server.baseUrl, w.path, w.body, tokens[w.username]); // warms the caller's cache
      capture.start();
      await post(server.baseUrl, w.path, w.body, tokens[w.username]);
      const statements = capture
        .stop()
        .filter((s) => !/pgboss|^\s*(LISTEN|UNLISTEN)\b/i.test(s.text) && s.text.trim() !== '');
      out.push(roundsOf(statements));
    }
    return out;
  } finally {
    await server.stopped();
    await capture.close();
  }
}

/** Runs captured rounds through pg: each round's statements at once on as many connections. */
function replayer(clients) {
  const named = (text) => `b_${createHash('sha1').update(text).digest('base64url')}`;
  return async (rounds) => {
    for (const round of rounds)
      await Promise.all(
        round.map((s, i) =>
          clients[i].query(
            s.values.length > 0 ? { name: named(s.text), text: s.text, values: s.values } : s.text,
          ),
        ),
      );
  };
}

async function main() {
  say(`load: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  // The server that starts the data directory's PostgreSQL only hosts it; the servers measured all use it
  // through DATABASE_URL, so that the builds compared run alike.
  const host = await startServer({
    dataDir: opt['data-dir'],
    serverRoot: opt.root,
    logLevel: 'warn',
  });
  extraServers.push(host);
  const databaseUrl = host.databaseUrl;
  servers.after = await startServer({
    dataDir: tempDir(),
    databaseUrl,
    serverRoot: opt.root,
    logLevel: opt['log-level'],
    cpuProf: opt['cpu-prof'],
  });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const pgTarget = { host: '127.0.0.1', port: Number(new URL(databaseUrl).port), databaseUrl };

  // The work: each case's body, checked by one request; its pages.
  const tokens = await signInAll(servers.after.baseUrl, [
    ...new Set(chosen.map((c) => c.username ?? 'admin')),
  ]);
  const work = [];
  for (const c of chosen) {
    const username = c.username ?? 'admin';
    const extra = c.setup ? await c.setup(db) : {};
    if (extra === undefined) {
      say(`${c.name}: skipped, no data for it`);
      continue;
    }
    const base = { ...c.body, ...extra, pageSize };
    const first = await post(servers.after.baseUrl, c.path, { ...base, pageNum: 1 }, tokens[username]);
    const envelope = first.status === 200 ? JSON.parse(first.text) : undefined;
    if (envelope?.code !== 0) {
      say(`${c.name}: skipped, ${first.status} ${first.text.slice(0, 160)}`);
      continue;
    }
    const total = envelope.data.total;
    for (const pageNum of total >= deepPage * pageSize ? [1, deepPage] : [1])
      work.push({ case: c, username, path: c.path, pageNum, total, body: { ...base, pageNum } });
  }
  await db.end();

  const captured = {};
  for (const build of builds) {
    say(`capturing the SQL of ${work.length} requests (${build}) …`);
    captured[build] = await captureStatements(build === 'before' ? opt.before : opt.root, pgTarget, work);
  }
  if (opt.before)
    servers.before = await startServer({
      dataDir: tempDir(),
      databaseUrl,
      serverRoot: opt.before,
      logLevel: opt['log-level'],
    });
  const buildTokens = {};
  for (const build of builds)
    buildTokens[build] = await signInAll(servers[build].baseUrl, [...new Set(work.map((w) => w.username))]);
  const sqlClients = {};
  for (const build of builds) {
    const width = Math.max(1, ...captured[build].flatMap((rounds) => rounds.map((r) => r.length)));
    sqlClients[build] = await Promise.all(
      Array.from({ length: width }, async () => {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        return client;
      }),
    );
  }

  const results = [];
  for (const [index, w] of work.entries()) {
    // A run outlasts an access token (30 minutes): each list signs in again.
    for (const build of builds)
      buildTokens[build][w.username] = (await signInAll(servers[build].baseUrl, [w.username]))[w.username];
    const result = {
      name: w.case.name,
      username: w.username,
      pageNum: w.pageNum,
      total: w.total,
      builds: {},
    };
    // Answers of both builds must be identical.
    const answers = {};
    for (const build of builds)
      answers[build] = (
        await post(servers[build].baseUrl, w.path, w.body, buildTokens[build][w.username])
      ).text;
    result.identical = builds.every((b) => answers[b] === answers.after);
    const samples = Object.fromEntries(builds.map((b) => [b, { api: [], sql: [] }]));
    const cpu = Object.fromEntries(
      builds.map((b) => [b, { api: { server: 0, postgres: 0 }, sql: { postgres: 0 } }]),
    );
    const replay = Object.fromEntries(builds.map((b) => [b, replayer(sqlClients[b])]));
    const timed = async (work) => {
      const before = cpuNow(servers);
      const t = performance.now();
      await work();
      const elapsed = performance.now() - t;
      const after = cpuNow(servers);
      return { elapsed, delta: (key) => cpuDelta(before, after, key) };
    };
    for (let i = 0; i < warmup + requests; i++) {
      if (i === warmup) refreshPgPids();
      for (const build of builds) {
        const api = await timed(async () => {
          const res = await post(servers[build].baseUrl, w.path, w.body, buildTokens[build][w.username]);
          if (res.status !== 200 || !res.text.startsWith('{"code":0,'))
            throw new Error(`${w.case.name} (${build}): ${res.status} ${res.text.slice(0, 200)}`);
        });
        const sql = await timed(() => replay[build](captured[build][index]));
        if (i < warmup) continue;
        samples[build].api.push(api.elapsed);
        samples[build].sql.push(sql.elapsed);
        cpu[build].api.server += api.delta(build);
        cpu[build].api.postgres += api.delta('postgres');
        cpu[build].sql.postgres += sql.delta('postgres');
      }
    }
    for (const build of builds) {
      const per = (seconds) => (seconds * 1000) / requests;
      result.builds[build] = {
        statements: captured[build][index].map((round) => round.length),
        api: summary(samples[build].api),
        sql: summary(samples[build].sql),
        cpu: {
          server: per(cpu[build].api.server),
          postgres: per(cpu[build].api.postgres),
          sqlPostgres: per(cpu[build].sql.postgres),
        },
      };
    }
    if (!opt['skip-load'] && w.pageNum === 1) {
      for (const build of builds) {
        refreshPgPids();
        const before = cpuNow(servers);
        const load = await autocannon({
          url: `${servers[build].baseUrl}/api${w.path}`,
          connections,
          duration,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${buildTokens[build][w.username]}`,
          },
          body: JSON.stringify(w.body),
        });
        refreshPgPids();
        const after = cpuNow(servers);
        const n = load.requests.total;
        const delta = (key) => cpuDelta(before, after, key, true);
        result.builds[build].load = {
          rps: load.requests.average,
          p99: load.latency.p99,
          failed: load.errors + load.timeouts + load.non2xx,
          server: (delta(build) * 1000) / n,
          postgres: (delta('postgres') * 1000) / n,
        };
      }
    }
    results.push(result);
    const line = builds
      .map((b) => {
        const r = result.builds[b];
        const load = r.load
          ? `; load ${r.load.rps.toFixed(0)} rps, CPU ${ms(r.load.server)} + ${ms(r.load.postgres)} ms`
          : '';
        return `${b}: API ${ms(r.api.p50)}/${ms(r.api.p99)}, SQL ${ms(r.sql.p50)}/${ms(r.sql.p99)} ms, CPU ${ms(r.cpu.server)} + ${ms(r.cpu.postgres)} ms${load}`;
      })
      .join(' | ');
    say(
      `${w.case.name} p${w.pageNum} (${w.total.toLocaleString('en')} rows): ${line}${result.identical ? '' : ' ANSWERS DIFFER'}`,
    );
  }
  for (const build of builds) for (const client of sqlClients[build]) await client.end();

  // The table.
  say();
  say(`load at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  say();
  const head = builds.length > 1 ? ' (after ← before)' : '';
  say(
    `| list (user), page | rows | rounds × statements | API p50 / p99 ms${head} | SQL p50 / p99 ms${head} | ratio API / SQL p50 / p99${head} | CPU ms per request, 1 client: server + PostgreSQL${head} | under load: rps, CPU ms server + PostgreSQL${head} | p99 ≤ ${p99Budget} ms |`,
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const both = (f, r) => builds.map((b) => f(r.builds[b])).join(' ← ');
  for (const r of results) {
    const a = r.builds.after;
    say(
      `| ${r.name} (${r.username}), ${r.pageNum} | ${r.total.toLocaleString('en')} | ${both((x) => x.statements.join('+'), r)} | ${both((x) => `${ms(x.api.p50)} / ${ms(x.api.p99)}`, r)} | ${both((x) => `${ms(x.sql.p50)} / ${ms(x.sql.p99)}`, r)} | ${both((x) => `${(x.api.p50 / x.sql.p50).toFixed(2)} / ${(x.api.p99 / x.sql.p99).toFixed(2)}`, r)} | ${both((x) => `${ms(x.cpu.server)} + ${ms(x.cpu.postgres)}`, r)} | ${a.load ? both((x) => `${x.load.rps.toFixed(0)}, ${ms(x.load.server)} + ${ms(x.load.postgres)}${x.load.failed ? ` (${x.load.failed} failed)` : ''}`, r) : '–'} | ${a.api.p99 <= p99Budget ? 'yes' : '**no**'}${r.identical ? '' : ', answers differ'} |`,
    );
  }
  if (opt.json)
    fs.writeFileSync(opt.json, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
}

const stopAll = async () => {
  await Promise.all(Object.values(servers).map((s) => s.stopped()));
  await Promise.all(extraServers.map((s) => s.stopped()));
  for (const dir of extraDirs) fs.rmSync(dir, { recursive: true, force: true });
};
main()
  .then(async () => {
    await stopAll();
    if (opt['cpu-prof']) say(`CPU profile written to ${opt['cpu-prof']}`);
    process.exit(0);
  })
  .catch(async (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stopAll().catch(() => {});
    process.exit(1);
  });
