// The report list under volume: the built server on a DATA_DIR holding the
// volume (npm run seed:volume -- --reports 1000000), measured on
//   POST /api/businesOpptReporting/page-opptReporting-list
//   { pageNum: 1 | 500, pageSize: 20, status, companyId, sortField: 'createdAt', sortOrder: 'desc' }
// (a) one client, sequential, after a warm-up: p50/p95/p99 of page 1 and page 500 (target p99 ≤ 15 ms);
// (b) 50 concurrent clients with autocannon: requests/s, latency, errors (target ≥ 1 000 rps, no error);
// (c) the raw SQL of the same page and count queries through pg, and EXPLAIN ANALYZE execution
//     times, beside the API figures with their ratio.
// `--list customers` measures the customer list instead: POST /api/customer/page-customer-list
//   { pageNum: 1 | 500, pageSize: 20, sortField: 'createdAt', sortOrder: 'desc' } as staff (every customer),
// beside the same page and count queries in raw SQL (volume: npm run seed:volume -- --customers 100000).
// Never part of the test suite. Usage (docs/performance.md, bench/README.md):
//   npm run build && npm run bench -- [--data-dir DIR] [--requests 2000] [--warmup 300]
//     [--duration 20] [--connections 50] [--company ID] [--status S] [--username admin]
//   or against a running server: --url http://127.0.0.1:8080 --database-url postgres://…
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const { values: opt } = parseArgs({
  options: {
    'data-dir': {
      type: 'string',
      default: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data'),
    },
    url: { type: 'string' },
    /** Where apps/server/dist/server.js is: the checkout, or a private copy (.e2e-builds/NAME). */
    root: { type: 'string', default: root },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '300' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    company: { type: 'string' },
    status: { type: 'string' },
    username: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Portal@2026' },
    pages: { type: 'string', default: '1,500' },
    /** The raw SQL total: `counters` (opportunity_report_counts, what the API reads for this filter) or `scan` (count(*)). */
    'count-sql': { type: 'string', default: 'counters' },
    /** The list measured: `reports` (the registration list) or `customers`. */
    list: { type: 'string', default: 'reports' },
    'log-level': { type: 'string', default: process.env.LOG_LEVEL ?? 'info' },
    'pool-size': { type: 'string', default: process.env.DATABASE_POOL_SIZE ?? '' },
    'skip-load': { type: 'boolean', default: false },
    json: { type: 'string' },
    /** Runs this SQL file on the database first (e.g. to try an index or a variant). */
    'apply-sql': { type: 'string' },
    /** Writes a V8 CPU profile of the server into this folder (node --cpu-prof). */
    'cpu-prof': { type: 'string' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const duration = Number(opt.duration);
const connections = Number(opt.connections);
const pages = opt.pages.split(',').map(Number);
const say = (line = '') => process.stdout.write(`${line}\n`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- the server
let server;
let baseUrl = opt.url;
let databaseUrl = opt['database-url'] ?? process.env.DATABASE_URL;
async function startServer() {
  const dataDir = path.resolve(opt['data-dir']);
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `No database in ${dataDir}: generate it first with\n  DATA_DIR=${dataDir} npm run seed:volume -- --reports 1000000`,
    );
  }
  const serverRoot = path.resolve(opt.root);
  if (!fs.existsSync(path.join(serverRoot, 'apps/server/dist/server.js')))
    throw new Error('Build first: npm run build');
  const [port, pgPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: opt['log-level'],
  };
  delete env.DATABASE_URL;
  if (opt['pool-size']) env.DATABASE_POOL_SIZE = opt['pool-size'];
  const profile = opt['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(opt['cpu-prof'])] : [];
  server = spawn(process.execPath, [...profile, path.join(serverRoot, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Request logs (LOG_LEVEL=info) are read and dropped, as a log shipper would.
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    server.stdout.on('data', (d) => {
      if (String(d).includes('Partner portal at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  databaseUrl = `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`;
}
function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
}
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

// ---------------------------------------------------------------- CPU accounting
// Other work on the machine disturbs wall-clock figures; the CPU each request costs does not much.
// Counts the server process, every PostgreSQL process of the data directory, and this process.
const ticksPerSecond = 100;
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime + stime
  } catch {
    return 0;
  }
}
function postgresPids() {
  const dataDir = path.resolve(opt['data-dir']);
  let postmaster;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}
function cpuSnapshot() {
  const pg = new Map(postgresPids().map((pid) => [pid, cpuOf(pid)]));
  const self = process.cpuUsage();
  return { server: server ? cpuOf(server.pid) : NaN, pg, self: (self.user + self.system) / 1e6 };
}
function cpuSince(before) {
  const after = cpuSnapshot();
  let pgSeconds = 0;
  for (const [pid, seconds] of after.pg) pgSeconds += seconds - (before.pg.get(pid) ?? 0);
  return { server: after.server - before.server, postgres: pgSeconds, generator: after.self - before.self };
}

// ---------------------------------------------------------------- HTTP client
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function post(pathName, body, token) {
  const payload = JSON.stringify(body);
  const url = new URL(`/api${pathName}`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    n: sorted.length,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}
const ms = (v) => (Number.isFinite(v) ? v.toFixed(2) : '–');

// ---------------------------------------------------------------- the SQL of the list
// Mirrors findReportPage (apps/server/src/modules/opportunity-reports/opportunity-reports.repository.ts):
// the page's ids from the index (filter, order, offset), joined for their fields; and the count.
const pageSql = `
  SELECT r.id, r.report_no, r.status, r.project_name, r.customer_name, r.customer_credit_code,
         r.product_line_code, r.amount, r.currency, r.rate, r.expected_close_date, r.company_id,
         c.name AS company_name, r.reporter_id, reporter.display_name AS reporter_name, r.created_at,
         r.submitted_at
  FROM (SELECT id FROM opportunity_reports
        WHERE company_id = $1 AND status = $2
        ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT $3 OFFSET $4) page_ids
  JOIN opportunity_reports r ON r.id = page_ids.id
  JOIN companies c ON c.id = r.company_id
  JOIN users reporter ON reporter.id = r.reporter_id
  ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST`;
const scanCountSql = `SELECT count(*)::int AS n FROM opportunity_reports WHERE company_id = $1 AND status = $2`;
const countSql =
  opt['count-sql'] === 'counters'
    ? `SELECT coalesce(sum(n), 0)::int AS n FROM opportunity_report_counts WHERE company_id = $1 AND status = $2`
    : scanCountSql;

// Mirrors findCustomers (apps/server/src/modules/customers/customers.repository.ts) for staff, no filter.
const customerPageSql = `
  SELECT c.id, c.name, c.name_en, c.name_kr, c.country, c.registration_number, c.region, c.industry_code,
         c.verified, c.address,
         (SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = c.id) AS registration_count,
         c.created_by, c.created_at, c.updated_at, c.row_version
  FROM customers c
  ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST LIMIT $1 OFFSET $2`;
const customerCountSql = `SELECT count(*)::int AS n FROM customers`;

/** The page and count queries of the list measured, with their parameters. */
function queriesOf(filter, pageNum) {
  const window = [20, (pageNum - 1) * 20];
  return opt.list === 'customers'
    ? { page: customerPageSql, pageParams: window, count: customerCountSql, countParams: [] }
    : {
        page: pageSql,
        pageParams: [filter.companyId, filter.status, ...window],
        count: countSql,
        countParams: [filter.companyId, filter.status],
      };
}

async function sqlFigures(filter, pageNum) {
  const clients = [
    new pg.Client({ connectionString: databaseUrl }),
    new pg.Client({ connectionString: databaseUrl }),
  ];
  await Promise.all(clients.map((c) => c.connect()));
  const [a, b] = clients;
  const q = queriesOf(filter, pageNum);
  const once = () =>
    Promise.all([
      a.query({ name: 'bench-page', text: q.page, values: q.pageParams }),
      b.query({ name: 'bench-count', text: q.count, values: q.countParams }),
    ]);
  for (let i = 0; i < warmup; i++) await once();
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const t = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const explain = async (text, values) => {
    const times = [];
    for (let i = 0; i < 20; i++) {
      const res = await a.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
      times.push(res.rows[0]['QUERY PLAN'][0]['Execution Time']);
    }
    const plan = await a.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    return { ...summary(times), plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n') };
  };
  const page = await explain(q.page, q.pageParams);
  const count = await explain(q.count, q.countParams);
  await Promise.all(clients.map((c) => c.end()));
  return { roundTrip: summary(samples), explainPage: page, explainCount: count };
}

// ---------------------------------------------------------------- the run
const listPath =
  opt.list === 'customers' ? '/customer/page-customer-list' : '/businesOpptReporting/page-opptReporting-list';

async function main() {
  if (!baseUrl) {
    say(
      `Starting the built server on ${opt['data-dir']} (NODE_ENV=production, LOG_LEVEL=${opt['log-level']}) …`,
    );
    await startServer();
  } else if (!databaseUrl) {
    throw new Error('--url needs --database-url (or DATABASE_URL) for the raw SQL figures');
  }

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  if (opt['apply-sql']) {
    await db.query(fs.readFileSync(opt['apply-sql'], 'utf8'));
    say(`applied ${opt['apply-sql']}`);
  }
  let total;
  let filter;
  let matching;
  if (opt.list === 'customers') {
    total = (await db.query(customerCountSql)).rows[0].n;
    matching = total;
    filter = {};
    await db.end();
    say(`${total.toLocaleString('en')} customers; staff list, no filter, newest first`);
  } else {
    total = (await db.query('SELECT count(*)::int AS n FROM opportunity_reports')).rows[0].n;
    const companyId = opt.company
      ? Number(opt.company)
      : (
          await db.query(
            'SELECT company_id FROM opportunity_reports GROUP BY company_id ORDER BY count(*) DESC LIMIT 1',
          )
        ).rows[0].company_id;
    const status =
      opt.status ??
      (
        await db.query(
          'SELECT status FROM opportunity_reports WHERE company_id = $1 GROUP BY status ORDER BY count(*) DESC LIMIT 1',
          [companyId],
        )
      ).rows[0].status;
    matching = (await db.query(scanCountSql, [companyId, status])).rows[0].n;
    const companyName = (await db.query('SELECT name FROM companies WHERE id = $1', [companyId])).rows[0]
      ?.name;
    await db.end();
    filter = { companyId, status };
    say(
      `${total.toLocaleString('en')} reports; filter: company ${companyId} (${companyName}), status ${status}: ${matching.toLocaleString('en')} rows`,
    );
  }
  if (matching < Math.max(...pages) * 20) say(`warning: fewer rows than page ${Math.max(...pages)} needs`);

  const login = await post('/login/login', {
    username: opt.username,
    password: opt.password,
    loginType: 'staff',
  });
  const envelope = JSON.parse(login.text);
  if (envelope.code !== 0) throw new Error(`sign-in failed: ${login.text}`);
  const token = envelope.data.token;

  const bodyOf = (pageNum) => ({
    pageNum,
    pageSize: 20,
    ...filter,
    sortField: 'createdAt',
    sortOrder: 'desc',
  });
  const results = {
    total,
    filter: { ...filter, matching },
    pages: {},
    load: {},
    at: new Date().toISOString(),
    cpus: os.cpus().length,
  };

  // (a) sequential
  for (const pageNum of pages) {
    const body = bodyOf(pageNum);
    const check = (res) => {
      if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 200)}`);
      const e = JSON.parse(res.text);
      if (e.code !== 0 || e.data.list.length !== 20 || e.data.total !== matching)
        throw new Error(`unexpected answer: ${res.text.slice(0, 300)}`);
    };
    for (let i = 0; i < warmup; i++) check(await post(listPath, body, token));
    const samples = [];
    for (let i = 0; i < requests; i++) {
      const t = process.hrtime.bigint();
      const res = await post(listPath, body, token);
      samples.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (i % 100 === 0) check(res);
    }
    results.pages[pageNum] = { api: summary(samples), sql: await sqlFigures(filter, pageNum) };
    const r = results.pages[pageNum];
    say(
      `page ${pageNum}: API p50 ${ms(r.api.p50)} p95 ${ms(r.api.p95)} p99 ${ms(r.api.p99)} ms; SQL (page ‖ count) p50 ${ms(r.sql.roundTrip.p50)} p99 ${ms(r.sql.roundTrip.p99)} ms`,
    );
  }

  // (b) concurrent
  if (!opt['skip-load']) {
    for (const [name, bodies] of [
      ...pages.map((p) => [`page ${p}`, [bodyOf(p)]]),
      ['pages 1 and 500 alternating', pages.map(bodyOf)],
    ]) {
      let badEnvelopes = 0;
      const before = cpuSnapshot();
      const result = await autocannon({
        url: `${baseUrl}/api${listPath}`,
        connections,
        duration,
        requests: bodies.map((b) => ({
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(b),
          onResponse: (status, resBody) => {
            if (status === 200 && !resBody.startsWith('{"code":0,')) badEnvelopes++;
          },
        })),
      });
      results.load[name] = {
        connections,
        duration,
        rps: result.requests.average,
        total: result.requests.total,
        latency: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        badEnvelopes,
      };
      const cpu = cpuSince(before);
      const per = (seconds) => (seconds * 1000) / result.requests.total;
      results.load[name].cpuPerRequestMs = {
        server: per(cpu.server),
        postgres: per(cpu.postgres),
        generator: per(cpu.generator),
      };
      const l = results.load[name];
      say(
        `${name}, ${connections} clients × ${duration} s: ${l.rps.toFixed(0)} rps, p50 ${l.latency.p50} p99 ${l.latency.p99} ms, errors ${l.errors}, timeouts ${l.timeouts}, non-2xx ${l.non2xx}, envelope errors ${badEnvelopes}; CPU per request: server ${ms(l.cpuPerRequestMs.server)} ms, PostgreSQL ${ms(l.cpuPerRequestMs.postgres)} ms, load generator ${ms(l.cpuPerRequestMs.generator)} ms`,
      );
    }
  }

  // The table.
  say();
  say(`| figure | ${pages.map((p) => `page ${p}`).join(' | ')} |`);
  say(`| --- | ${pages.map(() => '---').join(' | ')} |`);
  const row = (label, f) => say(`| ${label} | ${pages.map((p) => f(results.pages[p])).join(' | ')} |`);
  row('API, 1 client: p50 / p95 / p99 ms', (r) => `${ms(r.api.p50)} / ${ms(r.api.p95)} / ${ms(r.api.p99)}`);
  row(
    'SQL round trip (page ‖ count, pg): p50 / p95 / p99 ms',
    (r) => `${ms(r.sql.roundTrip.p50)} / ${ms(r.sql.roundTrip.p95)} / ${ms(r.sql.roundTrip.p99)}`,
  );
  row('EXPLAIN ANALYZE execution, page query: p50 ms', (r) => ms(r.sql.explainPage.p50));
  row('EXPLAIN ANALYZE execution, count query: p50 ms', (r) => ms(r.sql.explainCount.p50));
  row(
    'ratio API / SQL round trip: p50 / p99',
    (r) =>
      `${(r.api.p50 / r.sql.roundTrip.p50).toFixed(2)} / ${(r.api.p99 / r.sql.roundTrip.p99).toFixed(2)}`,
  );
  row('p99 ≤ 15 ms', (r) => (r.api.p99 <= 15 ? 'yes' : '**no**'));
  if (!opt['skip-load']) {
    say();
    say(
      `| ${connections} clients, ${duration} s | requests/s | p50 / p90 / p99 / max ms | errors / timeouts / non-2xx / envelope errors | ≥ 1 000 rps, no error | CPU ms per request: server + PostgreSQL (+ generator) | rps the 2 cores allow at that cost |`,
    );
    say('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, l] of Object.entries(results.load)) {
      const ok = l.rps >= 1000 && l.errors + l.timeouts + l.non2xx + l.badEnvelopes === 0;
      const c = l.cpuPerRequestMs;
      const capacity = (os.cpus().length * 1000) / (c.server + c.postgres + c.generator);
      say(
        `| ${name} | ${l.rps.toFixed(0)} | ${l.latency.p50} / ${l.latency.p90} / ${l.latency.p99} / ${l.latency.max} | ${l.errors} / ${l.timeouts} / ${l.non2xx} / ${l.badEnvelopes} | ${ok ? 'yes' : '**no**'} | ${ms(c.server)} + ${ms(c.postgres)} (+ ${ms(c.generator)}) | ${capacity.toFixed(0)} |`,
      );
    }
  }
  if (process.env.BENCH_PLANS || opt.json) {
    for (const p of pages) {
      say(`\nplan, page ${p}:\n${results.pages[p].sql.explainPage.plan}`);
      say(`\nplan, count:\n${results.pages[p].sql.explainCount.plan}`);
    }
  }
  if (opt.json) fs.writeFileSync(opt.json, JSON.stringify(results, null, 2));
}

main()
  .then(async () => {
    if (server && opt['cpu-prof'] && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      stopServer();
      await exited;
      say(`CPU profile written to ${opt['cpu-prof']}`);
    }
    stopServer();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    stopServer();
    process.exit(1);
  });
