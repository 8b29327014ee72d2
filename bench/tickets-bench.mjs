// The ticket list at volume (issue 23, performance): 1M tickets filtered by "breaching within 4 hours" (the
// resolution due within 4 hours or already overdue, from the due time cached on the ticket) within 2× its raw
// SQL and 20 ms at p99. As staff (every company) and as a partner (its own company), by date (the list's
// default) and by due time, beside the unfiltered first page; each request's API p50/p99 beside its raw SQL
// (the statements the server sent, captured on the wire by bench/sql-capture.mjs and replayed through pg in
// the same rounds, bench/lib/api-vs-sql.mjs). The load average is printed before and after.
// Never part of the test suite. Usage (bench/README.md):
//   DATA_DIR=DIR npm run seed:volume -- --reports 0 --customers 0 --virtual-materials 0 --tickets 1000000
//   npm run build -w @portal/server && node bench/tickets-bench.mjs --data-dir DIR [--requests 200]
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
    hours: { type: 'string', default: '4' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const hours = Number(opt.hours);
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
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE resolution_due_at IS NOT NULL)::int AS running,
            count(*) FILTER (WHERE resolution_due_at <= now() + $1 * interval '1 hour')::int AS breaching
       FROM tickets`,
    [hours],
  );
  await admin.end();
  const volume = rows[0];
  say(
    `volume: ${volume.total} tickets, ${volume.running} with a running resolution clock, ` +
      `${volume.breaching} due within ${hours} h or overdue`,
  );
  const path = '/ticket/page-ticket-list';
  const bodies = [
    ['first page, newest', { pageSize: 20 }],
    [`due within ${hours} h, newest`, { pageSize: 20, dueWithinHours: hours }],
    [
      `due within ${hours} h, by due time`,
      { pageSize: 20, dueWithinHours: hours, sortField: 'resolutionDueAt', sortOrder: 'asc' },
    ],
    [`due within ${hours} h, page 50`, { pageSize: 20, pageNum: 50, dueWithinHours: hours }],
  ];
  const work = ['admin', 'partner.admin'].flatMap((username) =>
    bodies.map(([label, body]) => ({ label, username, body, path })),
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
    '| list | user | total | statements | API p50 / p99 ms | SQL p50 / p99 ms | ratio p50 / p99 | within 2× | p99 ≤ 20 ms | CPU a request: API server + PostgreSQL / SQL PostgreSQL ms |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of measured)
    say(
      `| ${r.label} | ${r.username} | ${r.answer?.total} | ${r.statements.join('+')} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${(r.api.p50 / r.sql.p50).toFixed(2)} / ${(r.api.p99 / r.sql.p99).toFixed(2)} | ` +
        `${r.api.p50 <= 2 * r.sql.p50 ? 'yes' : '**no**'} | ${r.api.p99 <= 20 ? 'yes' : '**no**'} | ` +
        `${ms(r.cpu.api.server)} + ${ms(r.cpu.api.postgres)} / ${ms(r.cpu.sql.postgres)} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
