// Project search at volume (docs/areas/project-search.md): one client, sequential, for one- to four-character
// Chinese queries and for Latin words and numbers, as staff and as a partner, on the built server over a data
// directory with volume (npm run seed:volume -- --reports 1000000 --customers 100000). Each query's API
// p50/p99 beside its raw SQL: the statements the server sent for it, captured on the wire
// (bench/sql-capture.mjs) and replayed through pg in the same rounds. The first start after the migration
// writes every record's search document (the start-up backfill): its time is printed too.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build -w @portal/server && node bench/search-bench.mjs --data-dir DIR [--requests 200] [--warmup 20]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, say, serverBenchOptions, startServer } from './bench-kit.mjs';
import { measureOnHost } from './lib/api-vs-sql.mjs';

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
  // The start-up backfill runs beside the served requests: measure once every report and customer has its document
  // (and each customer its copy per company that has a report of it).
  for (;;) {
    const { missing } = (
      await admin.query(`SELECT
        (SELECT count(*) FROM opportunity_reports r WHERE NOT EXISTS (SELECT 1 FROM search_documents d
           WHERE d.kind = 'opportunity_report' AND d.record_id = r.id))
      + (SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM search_documents d
           WHERE d.kind = 'customer' AND d.record_id = c.id))
      + (SELECT count(*) FROM (SELECT DISTINCT company_id, customer_id FROM opportunity_reports
           WHERE customer_id IS NOT NULL) p WHERE NOT EXISTS (SELECT 1 FROM search_documents d
           WHERE d.kind = 'customer_company' AND d.company_id = p.company_id AND d.record_id = p.customer_id)) AS missing`)
    ).rows[0];
    if (Number(missing) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  say(
    `every record has its search document: ${((Date.now() - started) / 1000).toFixed(1)} s after the start`,
  );
  const sizes = (
    await admin.query(`
      SELECT (SELECT count(*) FROM search_documents) AS documents,
             (SELECT round(avg(cardinality(grams)), 1) FROM search_documents) AS grams,
             pg_size_pretty(pg_table_size('search_documents')) AS heap,
             pg_size_pretty(pg_relation_size('search_documents_company_grams_idx')) AS gin,
             pg_size_pretty(pg_relation_size('search_documents_company_body_idx')) AS company,
             (SELECT count(*) FROM opportunity_reports) AS reports,
             (SELECT count(*) FROM customers) AS customers`)
  ).rows[0];
  say(
    `volume: ${sizes.reports} reports, ${sizes.customers} customers; ${sizes.documents} search documents, ` +
      `${sizes.grams} grams each on average; table ${sizes.heap}, GIN index ${sizes.gin}, company index ${sizes.company}`,
  );
  await admin.query('VACUUM (ANALYZE) search_documents');
  const queries = await queriesOf(admin);
  const users = ['admin', 'partner.admin'];
  const work = queries.flatMap(([label, keyword]) =>
    users.map((username) => ({
      label,
      keyword,
      username,
      body: { keyword },
      path: '/project-search/search',
    })),
  );

  // The statements of each request, captured through a second server of the same build on the same database.
  const measured = await measureOnHost({ host, opt, work, warmup, requests });
  const results = measured.map(({ answer, ...r }) => ({
    ...r,
    found: (answer?.groups ?? []).map(
      (g) =>
        `${g.kind.replace('opportunity_', '').replace('business_', '')} ${g.capped ? `${g.total}+` : g.total}`,
    ),
  }));
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
