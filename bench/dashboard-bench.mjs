// Dashboards at volume (docs/areas/dashboards.md): one client, sequential, the one request of a dashboard
// (reports/get-dashboard) as staff (no filter, a region, a region + product line + period) and as a partner, on
// the built server over a data directory with volume (npm run seed:volume -- --reports 1000000). Each
// request's API p50/p99 beside its raw SQL: the statements the server sent for it, captured on the wire
// (bench/sql-capture.mjs) and replayed through pg in the same rounds; and, for scale, what one figure would
// cost counted from the raw table per request (what the kept summaries avoid).
// The summaries are refreshed by the dashboard-refresh job (every 5 minutes): the bench waits for a refresh
// after the server's start and prints how long it took.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build -w @portal/server && node bench/dashboard-bench.mjs --data-dir DIR [--requests 200] [--warmup 20]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, say, serverBenchOptions, startServer, summary } from './bench-kit.mjs';
import { captureStatements, measure, timed } from './lib/api-vs-sql.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    json: { type: 'string' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const p99Budget = 200;
const path_ = '/reports/get-dashboard';

async function waitForRefresh(admin, since) {
  const started = Date.now();
  for (;;) {
    const row = (await admin.query('SELECT refreshed_at, millis FROM dashboard_refreshes WHERE id = 1'))
      .rows[0];
    if (row && new Date(row.refreshed_at).getTime() >= since) return { ...row, waited: Date.now() - started };
    if (Date.now() - started > 7 * 60_000)
      throw new Error('no refresh of the dashboard summaries in 7 minutes');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function main() {
  say(`load: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const since = Date.now();
  const host = await startServer({ dataDir: opt['data-dir'], serverRoot: opt.root, logLevel: 'info' });
  const admin = new pg.Client({ connectionString: host.databaseUrl });
  await admin.connect();
  const refresh = await waitForRefresh(admin, since);
  const sizes = (
    await admin.query(`SELECT (SELECT count(*) FROM opportunity_reports) AS reports,
      (SELECT count(*) FROM business_opportunities) AS opportunities, (SELECT count(*) FROM orders) AS orders,
      (SELECT count(*) FROM dashboard_figures) AS summaries,
      pg_size_pretty(pg_total_relation_size('dashboard_figures')) AS size`)
  ).rows[0];
  say(
    `volume: ${sizes.reports} reports, ${sizes.opportunities} opportunities, ${sizes.orders} orders; ` +
      `${sizes.summaries} summary rows (${sizes.size}); the refresh took ${refresh.millis} ms (waited ${(refresh.waited / 1000).toFixed(0)} s for it)`,
  );
  const [{ month }] = (
    await admin.query(`SELECT to_char(max(created_at), 'YYYY-MM') AS month FROM opportunity_reports`)
  ).rows;
  const work = [
    ['staff, no filter', 'admin', {}],
    ['staff, a region', 'channel', { region: 'CN' }],
    [
      'staff, region + line + period',
      'channel',
      { region: 'CN', productLineCode: 'CNC', from: '2020-01', to: month },
    ],
    ['partner', 'partner.admin', {}],
  ].map(([label, username, body]) => ({ label, username, body, path: path_ }));
  const captured = await captureStatements({
    databaseUrl: host.databaseUrl,
    serverRoot: opt.root,
    password: opt.password,
    work,
  });
  const results = await measure({
    baseUrl: host.baseUrl,
    databaseUrl: host.databaseUrl,
    password: opt.password,
    work,
    captured,
    warmup,
    requests,
  });
  // For scale: one figure (registrations per month and status) counted from the raw table, as a request would
  // without the summaries.
  const raw = [];
  for (let i = 0; i < 5; i++)
    raw.push(
      await timed(() =>
        admin.query(`SELECT to_char(date_trunc('month', created_at AT TIME ZONE 'UTC'), 'YYYY-MM'), status, count(*)
          FROM opportunity_reports WHERE status IN ('submitted', 'approved', 'rejected') GROUP BY 1, 2`),
      ),
    );
  await admin.end();
  await host.stopped();

  say('');
  say(
    `${requests} requests each after ${warmup} warm-up, one client; load after: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  say('');
  say(
    `| dashboard | user | statements | API p50 / p99 ms | SQL p50 / p99 ms | ratio p99 | p99 ≤ ${p99Budget} ms |`,
  );
  say('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    say(
      `| ${r.label} | ${r.username} | ${r.statements.join('+')} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${(r.api.p99 / r.sql.p99).toFixed(2)} | ${r.api.p99 <= p99Budget ? 'yes' : '**no**'} |`,
    );
  say('');
  say(
    `one figure from the raw table instead (registrations per month, 5 runs): p50 ${ms(summary(raw).p50)} ms`,
  );
  if (opt.json)
    fs.writeFileSync(opt.json, JSON.stringify({ sizes, refresh, results, raw: summary(raw) }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
