// Project search at volume (docs/areas/project-search.md): one client, sequential, for one- to four-character
// Chinese queries and for Latin words and numbers, as staff and as a partner, on the built server over a data
// directory with volume (npm run seed:volume -- --reports 1000000 --customers 100000). Each query's API
// p50/p99 beside its raw SQL: the statements the server sent for it, captured on the wire
// (bench/sql-capture.mjs) and replayed through pg in the same rounds. The first start after the migration
// writes every record's search document (the start-up backfill): its time is printed too.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build -w @portal/server && node bench/search-bench.mjs --data-dir DIR [--requests 200] [--warmup 20]
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
const p99Budget = 100;

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

/** The queries: Chinese of one to four characters, Latin words, a report number and a registration number. */
async function queriesOf(client) {
  const one = async (text) => (await client.query(text)).rows[0] ?? {};
  const report = await one(
    `SELECT report_no, customer_credit_code FROM opportunity_reports ORDER BY id DESC OFFSET 4242 LIMIT 1`,
  );
  const customer = await one(
    `SELECT registration_number FROM customers ORDER BY id DESC OFFSET 4242 LIMIT 1`,
  );
  return [
    ['CJK, 1 character', '苏'],
    ['CJK, 1 character, rare', '凯'],
    ['CJK, 2 characters', '精工'],
    ['CJK, 3 characters', '海天机'],
    ['CJK, 4 characters', '恒达电子'],
    ['CJK, 2 words', '成都 物流'],
    ['Latin word', 'Volume'],
    ['Latin words', 'Customer 4242'],
    ['report number', report.report_no],
    ['report number, part', String(report.report_no).slice(-7)],
    ['credit code, part', String(report.customer_credit_code).slice(2, 10)],
    ['registration number', customer.registration_number],
  ].filter(([, keyword]) => keyword && keyword !== 'undefined');
}

function replayer(clients) {
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
}

async function timed(work) {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main() {
  say(`load: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
  let started = Date.now();
  const host = await startServer({
    dataDir: opt['data-dir'],
    serverRoot: opt.root,
    logLevel: 'info',
    startSeconds: 3600,
  });
  say(
    `first start (with the start-up backfill of records without a search document): ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const admin = new pg.Client({ connectionString: host.databaseUrl });
  await admin.connect();
  const sizes = (
    await admin.query(`
      SELECT (SELECT count(*) FROM search_documents) AS documents,
             (SELECT round(avg(cardinality(grams)), 1) FROM search_documents) AS grams,
             pg_size_pretty(pg_table_size('search_documents')) AS heap,
             pg_size_pretty(pg_relation_size('search_documents_grams_idx')) AS gin,
             (SELECT count(*) FROM opportunity_reports) AS reports,
             (SELECT count(*) FROM customers) AS customers`)
  ).rows[0];
  say(
    `volume: ${sizes.reports} reports, ${sizes.customers} customers; ${sizes.documents} search documents, ` +
      `${sizes.grams} grams each on average; table ${sizes.heap}, GIN index ${sizes.gin}`,
  );
  await admin.query('VACUUM (ANALYZE) search_documents');
  const queries = await queriesOf(admin);
  const users = ['admin', 'partner.admin'];
  const work = queries.flatMap(([label, keyword]) =>
    users.map((username) => ({ label, keyword, username, body: { keyword } })),
  );

  // The statements of each request, captured through a second server of the same build on the same database.
  const url = new URL(host.databaseUrl);
  const capture = await startSqlCapture({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${capture.port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
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
      await post(capturer.baseUrl, '/project-search/search', w.body, tokens[w.username]);
      capture.start();
      await post(capturer.baseUrl, '/project-search/search', w.body, tokens[w.username]);
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
    let answer;
    for (let i = 0; i < warmup; i++) {
      answer = dataOf(await post(host.baseUrl, '/project-search/search', w.body, tokens[w.username]));
      await replay(captured[index]);
    }
    const api = [];
    const sql = [];
    for (let i = 0; i < requests; i++) {
      api.push(await timed(() => post(host.baseUrl, '/project-search/search', w.body, tokens[w.username])));
      sql.push(await timed(() => replay(captured[index])));
    }
    const found = (answer?.groups ?? []).map(
      (g) =>
        `${g.kind.replace('opportunity_', '').replace('business_', '')} ${g.capped ? `${g.total}+` : g.total}`,
    );
    results.push({
      ...w,
      api: summary(api),
      sql: summary(sql),
      found,
      statements: captured[index].map((r) => r.length),
    });
  }
  for (const client of clients) await client.end();
  await admin.end();
  await host.stopped();

  say('');
  say(
    `${requests} requests each after ${warmup} warm-up, one client; load after: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`,
  );
  say('');
  say(
    `| query | keyword | user | found (capped at 100) | API p50 / p99 ms | SQL p50 / p99 ms | ratio p99 | p99 ≤ ${p99Budget} ms |`,
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    say(
      `| ${r.label} | \`${r.keyword}\` | ${r.username} | ${r.found.join(', ') || '–'} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${(r.api.p99 / r.sql.p99).toFixed(2)} | ${r.api.p99 <= p99Budget ? 'yes' : '**no**'} |`,
    );
  if (opt.json) fs.writeFileSync(opt.json, JSON.stringify({ sizes, results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
