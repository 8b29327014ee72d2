// The resource library at volume (issue 22, performance): 10 000 resources, each shelf's list as staff and as a
// partner (rights by type and tier), first page by date, by downloads, a keyword and a filter: each request's
// API p50/p99 beside its raw SQL (the statements the server sent, captured on the wire by bench/sql-capture.mjs
// and replayed through pg in the same rounds). Budget: the API within 2× its SQL.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build -w @portal/server && node bench/resources-bench.mjs --data-dir DIR [--resources 10000]
// DIR holds a portal database (any start of the server with DEMO_DATA makes one); the missing resources are
// added with SQL, all on the demo library's first file.
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ms, say, serverBenchOptions, startServer } from './bench-kit.mjs';
import { measureOnHost } from './lib/api-vs-sql.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    resources: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);

async function fill(client, wanted) {
  const { rows } = await client.query('SELECT count(*)::int AS n, min(file_id::text) AS file FROM resources');
  const missing = wanted - rows[0].n;
  if (missing <= 0 || !rows[0].file) return rows[0].n;
  await client.query(
    `INSERT INTO resources (shelf, category, product_line_code, name_cn, name_en, name_kr, description_en, languages,
       kind, file_id, audience_company_types, audience_tiers, download_count, updated_at)
     SELECT CASE WHEN i % 2 = 0 THEN 'training' ELSE 'resource' END,
            (ARRAY['courseware','tutorial','certification'])[1 + i % 3] || '' ,
            (ARRAY['CNC','ROBOT','LASER','AUTOMATION','INSPECTION'])[1 + i % 5],
            '资料 ' || i, 'Volume material ' || i, '자료 ' || i, 'Generated for the bench ' || i,
            CASE WHEN i % 3 = 0 THEN ARRAY['cn','en'] ELSE ARRAY['en'] END,
            CASE WHEN i % 7 = 0 THEN 'video' ELSE 'document' END, $1::uuid,
            CASE WHEN i % 4 = 0 THEN ARRAY['DISTRIBUTOR'] ELSE '{}'::text[] END,
            CASE WHEN i % 5 = 0 THEN ARRAY['TIER1'] ELSE '{}'::text[] END,
            i % 97, now() - (i || ' minutes')::interval
     FROM generate_series(1, $2) AS i`,
    [rows[0].file, missing],
  );
  // The resource shelf's categories for its rows.
  await client.query(
    `UPDATE resources SET category = (ARRAY['brochure','datasheet','caseStudy','presentation'])[1 + id % 4]
     WHERE shelf = 'resource' AND category IN ('courseware','tutorial','certification')`,
  );
  await client.query('VACUUM (ANALYZE) resources');
  return wanted;
}

async function main() {
  const host = await startServer({ dataDir: opt['data-dir'], serverRoot: opt.root, logLevel: 'info' });
  const admin = new pg.Client({ connectionString: host.databaseUrl });
  await admin.connect();
  const total = await fill(admin, Number(opt.resources));
  const loadBefore = os.loadavg()[0].toFixed(1);
  say(`volume: ${total} resources`);
  const users = ['admin', 'partner.b'];
  const bodies = [
    ['first page, newest', { pageSize: 20 }],
    ['by downloads', { pageSize: 20, sortField: 'downloadCount', sortOrder: 'desc' }],
    ['page 100', { pageSize: 20, pageNum: 100 }],
    ['keyword', { pageSize: 20, keyword: 'material 42' }],
    ['product line and language', { pageSize: 20, productLineCode: 'LASER', language: 'cn' }],
  ];
  const work = ['training', 'resource'].flatMap((shelf) =>
    bodies.flatMap(([label, body]) =>
      users.map((username) => ({ label, shelf, username, body, path: `/empower/${shelf}/page-resources` })),
    ),
  );

  const measured = await measureOnHost({ host, opt, work, warmup, requests, cpu: true });
  const results = measured.map(({ answer, ...r }) => ({ ...r, total: answer?.total }));
  await admin.end();
  await host.stopped();
  const loadAfter = os.loadavg()[0].toFixed(1);

  say('');
  say(
    `${requests} requests each after ${warmup} warm-up, one client; load average (1 min) ${loadBefore} → ${loadAfter}`,
  );
  say(
    '| shelf | list | user | total | API p50 / p99 ms | SQL p50 / p99 ms | ratio p50 | within 2× | CPU a request: API server + PostgreSQL / SQL PostgreSQL ms |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results)
    say(
      `| ${r.shelf} | ${r.label} | ${r.username} | ${r.total} | ${ms(r.api.p50)} / ${ms(r.api.p99)} | ` +
        `${ms(r.sql.p50)} / ${ms(r.sql.p99)} | ${(r.api.p50 / r.sql.p50).toFixed(2)} | ${r.api.p50 <= 2 * r.sql.p50 ? 'yes' : '**no**'} | ` +
        `${ms(r.cpu.api.server)} + ${ms(r.cpu.api.postgres)} / ${ms(r.cpu.sql.postgres)} |`,
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
