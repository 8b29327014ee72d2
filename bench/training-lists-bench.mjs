// The training lists at volume (issue 22, performance): the session list and the registration list at 100 000
// registrations within 2× their raw SQL. As staff (`admin`: every session and registration) and as a partner
// administrator (`partner.admin`: the sessions for its company, its company's registrations): each request's
// API p50/p99 beside its raw SQL (the statements the server sent, captured on the wire by bench/sql-capture.mjs
// and replayed through pg in the same rounds, bench/lib/api-vs-sql.mjs), with the CPU of each and the load
// average. Never part of the test suite. Usage (bench/README.md):
//   DATA_DIR=DIR npm run seed:volume -- --reports 0 --customers 0 --virtual-materials 0 --registrations 100000
//   npm run build -w @portal/server && node bench/training-lists-bench.mjs --data-dir DIR [--requests 200]
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, say, serverBenchOptions, startServer } from './bench-kit.mjs';
import { measureOnHost } from './lib/api-vs-sql.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' / ');

async function main() {
  const host = await startServer({
    dataDir: opt['data-dir'],
    serverRoot: opt.root,
    logLevel: opt['log-level'],
  });
  const admin = new pg.Client({ connectionString: host.databaseUrl });
  await admin.connect();
  const { rows } = await admin.query(
    `SELECT (SELECT count(*)::int FROM training_sessions) AS sessions,
            (SELECT count(*)::int FROM training_registrations) AS registrations`,
  );
  await admin.end();
  say(`volume: ${rows[0].sessions} sessions, ${rows[0].registrations} registrations`);
  const lists = [
    ['sessions, first page', '/training/page-sessions', { pageSize: 20 }],
    ['sessions, open ones', '/training/page-sessions', { pageSize: 20, openOnly: true }],
    ['sessions, page 50', '/training/page-sessions', { pageSize: 20, pageNum: 50 }],
    ['registrations, newest', '/training/page-registrations', { pageSize: 20 }],
    ['registrations, waiting', '/training/page-registrations', { pageSize: 20, status: 'waiting' }],
  ];
  const work = ['admin', 'partner.admin'].flatMap((username) =>
    lists.map(([label, path, body]) => ({ label, username, body, path })),
  );
  const loadBefore = load();
  const measured = await measureOnHost({ host, opt, work, warmup, requests, cpu: true });
  const loadAfter = load();
  await host.stopped();

  say('');
  say(
    `${requests} requests each after ${warmup} warm-up, one client; load average (1/5/15 min) ${loadBefore} → ${loadAfter}`,
  );
  say(
    '| list | user | total | statements | API p50 / p99 ms | SQL p50 / p99 ms | ratio p50 | within 2× | CPU a request: API server + PostgreSQL / SQL PostgreSQL ms |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of measured)
    say(
      `| ${r.label} | ${r.username} | ${r.answer?.total} | ${r.statements.join('+')} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${(r.api.p50 / r.sql.p50).toFixed(2)} | ` +
        `${r.api.p50 <= 2 * r.sql.p50 ? 'yes' : '**no**'} | ` +
        `${ms(r.cpu.api.server)} + ${ms(r.cpu.api.postgres)} / ${ms(r.cpu.sql.postgres)} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
