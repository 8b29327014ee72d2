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
// `--list virtual-materials` measures POST /api/virtual-material/page-virtual-material-list
//   { pageNum: 1 | 500, pageSize: 20, sortField: 'updatedAt', sortOrder: 'desc' } as staff (no filter),
// beside its page and count queries in raw SQL (volume: npm run seed:volume -- --virtual-materials 100000).
// `--list process-todo | process-handled | process-submitted | process-all` measures the process centre's
// inbox, POST /api/process/page-process-list { view, pageNum: 1 | 100, pageSize: 20 }: my to-dos and what I
// handled as the demo reviewer `channel`, what I submitted as `partner.sales` (a partner: its company only),
// all as `admin`; beside the same page, count and "my pending tasks of the page" queries in raw SQL
// (volume: npm run seed:volume -- --processes-open 10000 --processes-finished 100000, see bench/README.md).
// Never part of the test suite. Usage (docs/performance.md, bench/README.md):
//   npm run build && npm run bench -- [--data-dir DIR] [--requests 2000] [--warmup 300]
//     [--duration 20] [--connections 50] [--company ID] [--status S] [--username admin]
//     [--list reports|customers|virtual-materials|process-todo|process-handled|process-submitted|process-all]
//     [--interleave] [--skip-load]
//   or against a running server: --url http://127.0.0.1:8080 --database-url postgres://…
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cpuMeter,
  cpuSince,
  cpuSnapshot as kitCpuSnapshot,
  ms,
  post as kitPost,
  say,
  startServer,
  summary,
  serverBenchOptions,
} from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    url: { type: 'string' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '300' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    company: { type: 'string' },
    status: { type: 'string' },
    /** Who signs in: admin, or for the process lists the user of the view (channel, partner.sales, admin). */
    username: { type: 'string' },
    /** Default 1,500 (1,100 for the process lists). */
    pages: { type: 'string' },
    /** The raw SQL total: `counters` (opportunity_report_counts, what the API reads for this filter) or `scan` (count(*)). */
    'count-sql': { type: 'string', default: 'counters' },
    /** The list measured: `reports` (the registration list), `customers` or `virtual-materials`. */
    list: { type: 'string', default: 'reports' },
    'pool-size': { type: 'string', default: process.env.DATABASE_POOL_SIZE ?? '' },
    'skip-load': { type: 'boolean', default: false },
    /** One API request, then one SQL round trip, in turn (the ratio on a noisy machine). */
    interleave: { type: 'boolean', default: false },
    json: { type: 'string' },
    /** Runs this SQL file on the database first (e.g. to try an index or a variant). */
    'apply-sql': { type: 'string' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const duration = Number(opt.duration);
const connections = Number(opt.connections);
const processView = {
  'process-todo': 'todo',
  'process-handled': 'handled',
  'process-submitted': 'submitted',
  'process-all': 'all',
}[opt.list];
const pages = (opt.pages ?? (processView ? '1,100' : '1,500')).split(',').map(Number);
const username =
  opt.username ?? { todo: 'channel', handled: 'channel', submitted: 'partner.sales' }[processView] ?? 'admin';
const loginType = username.startsWith('partner') ? 'partner' : 'staff';

// ---------------------------------------------------------------- the server
let server;
let baseUrl = opt.url;
let databaseUrl = opt['database-url'] ?? process.env.DATABASE_URL;
process.on('SIGINT', () => process.exit(130));
const cpuSnapshot = () => kitCpuSnapshot(server?.process.pid, opt['data-dir']);
const post = (pathName, body, token) => kitPost(baseUrl, pathName, body, token);

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

// Mirrors findCustomerPage (apps/server/src/modules/customers/customers.repository.ts) for staff, no filter:
// the page's ids from the index, joined for their fields, the kept count (row_counts) a column of it.
const customerPageSql = `
  SELECT c.id, c.name, c.name_en, c.name_kr, c.country, c.registration_number, c.region, c.industry_code,
         c.verified, c.address,
         (SELECT count(*)::int FROM opportunity_reports r WHERE r.customer_id = c.id) AS registration_count,
         c.created_by, c.created_at, c.updated_at, c.row_version,
         (SELECT coalesce(sum(n), 0)::int FROM row_counts WHERE table_name = 'customers') AS page_total
  FROM (SELECT id FROM customers ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT $1 OFFSET $2) page_ids
  JOIN customers c ON c.id = page_ids.id
  ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST`;
const customerCountSql = `SELECT count(*)::int AS n FROM customers`;

// Mirrors findVirtualMaterialPage (apps/server/src/modules/materials/materials.repository.ts): no filter,
// newest first (updated_at, then id, both descending NULLS LAST: the index), the page's ids first, joined to
// the replacing material and the last editor, the kept count (row_counts) a column of it.
const virtualMaterialPageSql = `
  SELECT v.id, v.code, v.name_cn, v.name_en, v.name_kr, v.product_line_code, v.function_structure, v.unit,
         v.attributes, v.reference_price, v.currency, v.status, replacement.id AS replaced_by_id,
         replacement.code AS replaced_by_code, replacement.name_cn AS replaced_by_name_cn,
         replacement.name_en AS replaced_by_name_en, replacement.name_kr AS replaced_by_name_kr,
         u.display_name AS updated_by_name, v.created_at, v.updated_at, v.row_version,
         (SELECT coalesce(sum(n), 0)::int FROM row_counts WHERE table_name = 'virtual_materials') AS page_total
  FROM (SELECT id FROM virtual_materials ORDER BY updated_at DESC NULLS LAST, id DESC NULLS LAST
        LIMIT $1 OFFSET $2) page_ids
  JOIN virtual_materials v ON v.id = page_ids.id
  LEFT JOIN materials replacement ON replacement.id = v.replaced_by_material_id
  LEFT JOIN users u ON u.id = v.updated_by
  ORDER BY v.updated_at DESC NULLS LAST, v.id DESC NULLS LAST`;
const virtualMaterialCountSql = `SELECT count(*)::int AS n FROM virtual_materials`;

// Mirrors findProcessPage and countProcesses (apps/server/src/modules/processes/processes.queries.ts; "handled"
// alone is counted from its history) for a view of the process centre ($1 the user; a partner's company $2), and findMyPendingTasks
// (processes.repository.ts), which the service runs after the page with the page's ids.
const processWhere = {
  todo: `p.status = 1 AND EXISTS (SELECT 1 FROM process_tasks t WHERE t.process_id = p.id
      AND t.round = p.round AND t.step_index = p.step_index AND t.status = 'pending' AND t.assignee_id = $1)`,
  submitted: `p.submitter_id = $1`,
  handled: `EXISTS (SELECT 1 FROM process_history h WHERE h.process_id = p.id AND h.actor_id = $1
      AND h.action IN ('approve', 'reject', 'return', 'transfer'))`,
  all: `$1::int IS NOT NULL`,
};
/** The view's WHERE with the caller's scope: a partner sees its company's processes only. */
const processWhereOf = (filter) =>
  filter.companyId === undefined
    ? processWhere[processView]
    : `${processWhere[processView]} AND p.company_id = $2`;
const processPageSql = (filter, next) => `
  SELECT p.id, p.kind, p.subject_id, p.subject_no, p.title, p.status, p.outcome, p.submitter_id,
         s.display_name AS submitter_name, p.company_id, d.version AS definition_version, d.steps, p.round,
         p.step_index, p.step_due_at, p.started_at, p.finished_at, p.row_version
  FROM (SELECT p.id FROM processes p
        WHERE ${processWhereOf(filter)}
        ORDER BY p.started_at DESC, p.id DESC
        OFFSET $${next} LIMIT $${next + 1}) page
  JOIN processes p ON p.id = page.id
  JOIN users s ON s.id = p.submitter_id
  JOIN process_definitions d ON d.id = p.definition_id
  ORDER BY p.started_at DESC, p.id DESC`;
const processCountSql = (filter) =>
  processView === 'handled' && filter.companyId === undefined
    ? `SELECT count(DISTINCT h.process_id) AS n FROM process_history h WHERE h.actor_id = $1
         AND h.action IN ('approve', 'reject', 'return', 'transfer')`
    : `SELECT count(*) AS n FROM processes p WHERE ${processWhereOf(filter)}`;
const myPendingTasksSql = `
  SELECT t.process_id, t.id FROM process_tasks t JOIN processes p ON p.id = t.process_id
  WHERE t.process_id = ANY($1::int[]) AND t.assignee_id = $2 AND t.status = 'pending'
    AND t.round = p.round AND t.step_index = p.step_index`;

/**
 * The page and count queries of the list measured, with their parameters; `after` (the process lists) the
 * query the API runs once the page is read, from its rows.
 */
function queriesOf(filter, pageNum) {
  const window = [20, (pageNum - 1) * 20];
  if (processView) {
    const scope = filter.companyId === undefined ? [filter.userId] : [filter.userId, filter.companyId];
    return {
      page: processPageSql(filter, scope.length + 1),
      pageParams: [...scope, window[1], window[0]],
      count: processCountSql(filter),
      countParams: scope,
      after: (rows) => ({
        name: 'bench-after',
        text: myPendingTasksSql,
        values: [rows.map((row) => row.id), filter.userId],
      }),
    };
  }
  // The customer and virtual-material pages carry their total: one statement, no count beside it.
  if (opt.list === 'virtual-materials') return { page: virtualMaterialPageSql, pageParams: window };
  return opt.list === 'customers'
    ? { page: customerPageSql, pageParams: window }
    : {
        page: pageSql,
        pageParams: [filter.companyId, filter.status, ...window],
        count: countSql,
        countParams: [filter.companyId, filter.status],
      };
}

/**
 * The sequential figures of one page: the API (`apiOnce`) and the same queries through pg, one after the
 * other, or with --interleave one API request then one SQL round trip, so that the machine's load weighs
 * on both alike; then the EXPLAIN ANALYZE times.
 */
async function sequentialFigures(filter, pageNum, apiOnce) {
  const clients = [
    new pg.Client({ connectionString: databaseUrl }),
    new pg.Client({ connectionString: databaseUrl }),
  ];
  await Promise.all(clients.map((c) => c.connect()));
  const [a, b] = clients;
  const q = queriesOf(filter, pageNum);
  const once = async () => {
    const [page] = await Promise.all([
      a.query({ name: 'bench-page', text: q.page, values: q.pageParams }),
      q.count && b.query({ name: 'bench-count', text: q.count, values: q.countParams }),
    ]);
    if (q.after) await a.query(q.after(page.rows));
  };
  // CPU per request, by side: the server and PostgreSQL while the API answers, PostgreSQL while the raw
  // SQL runs (the PostgreSQL processes counted are those after the warm-up).
  let cpu;
  const apiSamples = [];
  const samples = [];
  if (opt.interleave) {
    for (let i = 0; i < warmup; i++) {
      await apiOnce(i);
      await once();
    }
    cpu = cpuMeter(server?.process.pid, server && opt['data-dir']);
    for (let i = 0; i < requests; i++) {
      apiSamples.push(await cpu.time('api', () => apiOnce(i)));
      samples.push(await cpu.time('sql', once));
    }
  } else {
    for (let i = 0; i < warmup; i++) await apiOnce(i);
    cpu = cpuMeter(server?.process.pid, server && opt['data-dir']);
    for (let i = 0; i < requests; i++) apiSamples.push(await cpu.time('api', () => apiOnce(i)));
    for (let i = 0; i < warmup; i++) await once();
    for (let i = 0; i < requests; i++) samples.push(await cpu.time('sql', once));
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
  const count = q.count ? await explain(q.count, q.countParams) : summary([]);
  await Promise.all(clients.map((c) => c.end()));
  return {
    api: summary(apiSamples),
    sql: { roundTrip: summary(samples), explainPage: page, explainCount: count },
    cpuPerRequestMs: { api: cpu.perRequest('api', requests), sql: cpu.perRequest('sql', requests) },
  };
}

// ---------------------------------------------------------------- the run
const listPaths = {
  'process-todo': '/process/page-process-list',
  'process-handled': '/process/page-process-list',
  'process-submitted': '/process/page-process-list',
  'process-all': '/process/page-process-list',
  reports: '/businesOpptReporting/page-opptReporting-list',
  customers: '/customer/page-customer-list',
  'virtual-materials': '/virtual-material/page-virtual-material-list',
};
const listPath = listPaths[opt.list];
if (!listPath) throw new Error(`--list must be one of ${Object.keys(listPaths).join(', ')}`);
const sortField = opt.list === 'virtual-materials' ? 'updatedAt' : 'createdAt';

async function main() {
  if (!baseUrl) {
    say(
      `Starting the built server on ${opt['data-dir']} (NODE_ENV=production, LOG_LEVEL=${opt['log-level']}) …`,
    );
    server = await startServer({
      dataDir: opt['data-dir'],
      serverRoot: opt.root,
      logLevel: opt['log-level'],
      poolSize: opt['pool-size'],
      cpuProf: opt['cpu-prof'],
    });
    baseUrl = server.baseUrl;
    databaseUrl = server.databaseUrl;
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
  } else if (processView) {
    const user = (
      await db.query('SELECT id, kind, company_id FROM users WHERE lower(username) = lower($1)', [username])
    ).rows[0];
    if (!user) throw new Error(`no user ${username}`);
    filter = { userId: user.id, ...(user.kind === 'partner' ? { companyId: user.company_id } : {}) };
    total = Number((await db.query('SELECT count(*) AS n FROM processes')).rows[0].n);
    const open = Number((await db.query('SELECT count(*) AS n FROM processes WHERE status = 1')).rows[0].n);
    const q = queriesOf(filter, 1);
    matching = Number((await db.query(q.count, q.countParams)).rows[0].n);
    await db.end();
    say(
      `${total.toLocaleString('en')} processes (${open.toLocaleString('en')} running); view ${processView} of ${username}: ${matching.toLocaleString('en')} rows`,
    );
  } else if (opt.list === 'virtual-materials') {
    total = (await db.query(virtualMaterialCountSql)).rows[0].n;
    matching = total;
    filter = {};
    await db.end();
    say(`${total.toLocaleString('en')} virtual materials; staff list, no filter, newest first (updatedAt)`);
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
    username,
    password: opt.password,
    loginType,
  });
  const envelope = JSON.parse(login.text);
  if (envelope.code !== 0) throw new Error(`sign-in failed: ${login.text}`);
  const token = envelope.data.token;

  const bodyOf = (pageNum) =>
    processView
      ? { view: processView, pageNum, pageSize: 20 }
      : { pageNum, pageSize: 20, ...filter, sortField, sortOrder: 'desc' };
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
    const apiOnce = async (i) => {
      const res = await post(listPath, body, token);
      if (i % 100 === 0) check(res);
    };
    results.pages[pageNum] = await sequentialFigures(filter, pageNum, apiOnce);
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
    'CPU ms per request, API: server + PostgreSQL',
    (r) => `${ms(r.cpuPerRequestMs.api.server)} + ${ms(r.cpuPerRequestMs.api.postgres)}`,
  );
  row('CPU ms per request, raw SQL: PostgreSQL', (r) => ms(r.cpuPerRequestMs.sql.postgres));
  row(
    'ratio API / SQL round trip: p50 / p99',
    (r) =>
      `${(r.api.p50 / r.sql.roundTrip.p50).toFixed(2)} / ${(r.api.p99 / r.sql.roundTrip.p99).toFixed(2)}`,
  );
  if (opt.list === 'reports') row('p99 ≤ 15 ms', (r) => (r.api.p99 <= 15 ? 'yes' : '**no**'));
  else
    row('API within 2× the SQL round trip (p50, p99)', (r) =>
      r.api.p50 <= 2 * r.sql.roundTrip.p50 && r.api.p99 <= 2 * r.sql.roundTrip.p99 ? 'yes' : '**no**',
    );
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
    if (server && opt['cpu-prof']) {
      await server.stopped();
      say(`CPU profile written to ${opt['cpu-prof']}`);
    }
    server?.stop();
    process.exit(0);
  })
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    server?.stop();
    process.exit(1);
  });
