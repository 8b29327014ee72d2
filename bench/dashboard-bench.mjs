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
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { dataOf, ms, post, say, serverBenchOptions, startServer, summary } from './bench-kit.mjs';
import { roundsOf, startSqlCapture } from './sql-capture.mjs';

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

const timed = async (work) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

const replayer = (clients) => {
  const named = (text) => `s_${createHash('sha1').update(text).digest('base64url')}`;
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
};

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
  ].map(([label, username, body]) => ({ label, username, body }));
  const users = [...new Set(work.map((w) => w.username))];

  const url = new URL(host.databaseUrl);
  const capture = await startSqlCapture({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${capture.port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-bench-'));
  const capturer = await startServer({
    dataDir: scratch,
    databaseUrl: url.toString(),
    serverRoot: opt.root,
    logLevel: 'warn',
  });
  const captured = [];
  try {
    const tokens = await signInAll(capturer.baseUrl, users);
    for (const w of work) {
      await post(capturer.baseUrl, path_, w.body, tokens[w.username]);
      capture.start();
      await post(capturer.baseUrl, path_, w.body, tokens[w.username]);
      captured.push(
        roundsOf(
          capture
            .stop()
            .filter((s) => !/pgboss|^\s*(LISTEN|UNLISTEN)\b/i.test(s.text) && s.text.trim() !== ''),
        ),
      );
    }
  } finally {
    await capturer.stopped();
    await capture.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }

  const width = Math.max(1, ...captured.flatMap((rounds) => rounds.map((r) => r.length)));
  const clients = [];
  for (let i = 0; i < width; i++) {
    const client = new pg.Client({ connectionString: host.databaseUrl });
    await client.connect();
    clients.push(client);
  }
  const replay = replayer(clients);
  const tokens = await signInAll(host.baseUrl, users);
  const results = [];
  for (const [index, w] of work.entries()) {
    for (let i = 0; i < warmup; i++) {
      await post(host.baseUrl, path_, w.body, tokens[w.username]);
      await replay(captured[index]);
    }
    const api = [];
    const sql = [];
    for (let i = 0; i < requests; i++) {
      api.push(await timed(() => post(host.baseUrl, path_, w.body, tokens[w.username])));
      sql.push(await timed(() => replay(captured[index])));
    }
    results.push({
      ...w,
      api: summary(api),
      sql: summary(sql),
      statements: captured[index].map((r) => r.length),
    });
  }
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
  for (const client of clients) await client.end();
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
