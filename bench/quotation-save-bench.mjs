// A planning quotation of 500 lines saved, its totals answered by the server:
//   as `planner`, a planning quotation is made from an approved solution of an opportunity that planner owns
//   (POST /api/quotation/create-from-solution), then saved with 500 lines (POST /api/quotation/save-quotation:
//   header and lines; the server prices every line exactly, adds the totals and answers the whole quotation)
//   from one client, sequentially, after a warm-up, each save with other discounts and quantities. Prints
//   p50/p95/p99 (target p99 ≤ 200 ms), the answer's size and the CPU each save costs the server and PostgreSQL.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build && node bench/quotation-save-bench.mjs [--data-dir DIR] [--requests 100] [--warmup 20] [--lines 500] [--cpu-prof DIR]
// The data directory needs the demo data and at least 500 active virtual materials in CNY
// (DATA_DIR=DIR npm run seed:volume -- --reports 1000 --virtual-materials 2000 --customers 0).
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cpuOf,
  dataOf,
  ms,
  post,
  postgresPids,
  say,
  signIn,
  startServer,
  summary,
  serverBenchOptions,
} from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    requests: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    lines: { type: 'string', default: '500' },
    username: { type: 'string', default: 'planner' },
    approver: { type: 'string', default: 'admin' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const lineCount = Number(opt.lines);

/** An open opportunity the user plans, and `lineCount` quotable virtual materials. */
async function fixtures(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const opportunity = await db.query(
      `SELECT o.id FROM business_opportunities o JOIN users u ON u.id = o.planning_owner_id
        WHERE u.username = $1 AND o.stage NOT IN ('won', 'lost') ORDER BY o.id LIMIT 1`,
      [opt.username],
    );
    if (!opportunity.rows[0])
      throw new Error(`no open opportunity planned by ${opt.username}: seed the demo data`);
    const items = await db.query(
      `SELECT id FROM virtual_materials
        WHERE status <> 'retired' AND currency = 'CNY' AND reference_price IS NOT NULL
        ORDER BY id LIMIT $1`,
      [lineCount],
    );
    if (items.rows.length < lineCount)
      throw new Error(
        `${items.rows.length} quotable virtual materials, ${lineCount} needed: seed more (--virtual-materials)`,
      );
    return { opportunityId: opportunity.rows[0].id, itemIds: items.rows.map((row) => row.id) };
  } finally {
    await db.end();
  }
}

/** The body of save number `n`: every line's discount and quantity vary with n, so each save prices anew. */
function body(id, rowVersion, itemIds, n) {
  return {
    id,
    rowVersion,
    validUntil: null,
    paymentTerms: '30% advance, 70% before delivery',
    deliveryTerms: 'FCA Suzhou',
    taxRate: '13',
    lines: itemIds.map((itemId, index) => ({
      itemKind: 'virtual',
      itemId,
      quantity: String(1 + ((index + n) % 7)),
      discountType: index % 3 === 0 ? 'amount' : 'percent',
      discountValue: index % 3 === 0 ? '0.01' : String((index + n) % 9),
    })),
  };
}

async function main() {
  say(
    `Starting the built server on ${opt['data-dir']} (NODE_ENV=production, LOG_LEVEL=${opt['log-level']}) …`,
  );
  const server = await startServer({
    dataDir: opt['data-dir'],
    serverRoot: opt.root,
    logLevel: opt['log-level'],
    cpuProf: opt['cpu-prof'],
  });
  const { baseUrl } = server;
  try {
    const token = await signIn(baseUrl, opt.username, opt.password);
    const { opportunityId, itemIds } = await fixtures(server.databaseUrl);
    // A solution of the opportunity, designed and approved for this run (every line priced).
    const solution = dataOf(
      await post(
        baseUrl,
        '/solution/save-solution',
        {
          opportunityId,
          title: `Bench ${Date.now()}`,
          lines: [{ kind: 'virtual', itemId: itemIds[0], quantity: '1' }],
        },
        token,
      ),
    );
    dataOf(await post(baseUrl, '/solution/submit-solution', { id: solution.id }, token));
    const approver = await signIn(baseUrl, opt.approver, opt.password);
    dataOf(await post(baseUrl, '/solution/approve-solution', { id: solution.id }, approver));
    const solutionId = solution.id;
    const draft = dataOf(await post(baseUrl, '/quotation/create-from-solution', { solutionId }, token));
    say(
      `planning quotation ${draft.quotationNo} (id ${draft.id}) from solution ${solutionId}; ${itemIds.length} lines`,
    );
    let rowVersion = draft.rowVersion;
    const save = async (n) => {
      const answer = dataOf(
        await post(baseUrl, '/quotation/save-quotation', body(draft.id, rowVersion, itemIds, n), token),
      );
      rowVersion = answer.rowVersion;
      return answer;
    };
    for (let n = 0; n < warmup; n += 1) await save(n);

    const pgPids = postgresPids(opt['data-dir']);
    const cpuNow = () => ({
      server: cpuOf(server.process.pid),
      postgres: pgPids.reduce((total, pid) => total + cpuOf(pid), 0),
    });
    const samples = [];
    let bytes = 0;
    let last;
    const before = cpuNow();
    for (let n = warmup; n < warmup + requests; n += 1) {
      const started = process.hrtime.bigint();
      last = await save(n);
      samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      bytes += JSON.stringify(last).length;
    }
    const after = cpuNow();
    if (last.lines.length !== lineCount)
      throw new Error(`answered ${last.lines.length} lines, sent ${lineCount}`);
    const s = summary(samples);
    say();
    say(`| figure (${requests} saves of ${lineCount} lines, one client) | p50 | p95 | p99 | mean |`);
    say('| --- | --- | --- | --- | --- |');
    say(
      `| POST /quotation/save-quotation, ms | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.mean)} |`,
    );
    say();
    say(
      `CPU per save: server ${ms(((after.server - before.server) * 1000) / requests)} ms + PostgreSQL ` +
        `${ms(((after.postgres - before.postgres) * 1000) / requests)} ms; answer ${(bytes / requests / 1024).toFixed(1)} KB; ` +
        `last totals: subtotal ${last.subtotal}, tax ${last.taxTotal}, total ${last.total} ${last.currency}`,
    );
    say(`p99 ≤ 200 ms: ${s.p99 <= 200 ? 'yes' : 'NO'}`);
  } finally {
    await server.stopped();
  }
}

await main();
