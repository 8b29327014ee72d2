// The process centre's approval action under volume: the built server on a DATA_DIR holding running report
// reviews (npm run seed:volume -- --processes-open 10000 --processes-finished 100000), signed in as a reviewer
// (`channel` by default), approves the reviewer's waiting processes one after the other from one client:
//   POST /api/process/approve { id, rowVersion, comment }
// as the process centre sends it. Each approval is one transaction: the process row locked, the caller's task
// closed, the step's other tasks cancelled, the report approved through its own table with its opportunity
// and protection, the submitter notified, and the process read back with its steps and history.
// Beside each approval, the smallest signed-in request (POST /login/get-login-user): what any request costs
// on this server and machine at that moment. Reports p50/p95/p99, the server's own time (its request log),
// and CPU per request; the budget: p99 ≤ 30 ms. The approved processes stay approved: each run takes the
// next waiting ones (newest first). Never part of the test suite. Usage (bench/README.md):
//   npm run build && node bench/process-action-bench.mjs --data-dir DIR [--requests 500] [--warmup 50]
//     [--username channel] [--cpu-prof DIR]
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cpuMeter,
  ms,
  post,
  requestLogTimes,
  say,
  signIn,
  startServer,
  summary,
  serverBenchOptions,
} from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    ...serverBenchOptions,
    requests: { type: 'string', default: '500' },
    warmup: { type: 'string', default: '50' },
    username: { type: 'string', default: 'channel' },
  },
});
const requests = Number(opt.requests);
const warmup = Number(opt.warmup);
const approvePath = '/process/approve';
const budgetMs = 30;

const serverTimes = requestLogTimes();

/** The reviewer's waiting processes (the to-do list's query), newest first, with their row versions. */
async function waitingProcesses(databaseUrl, username, limit) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const user = (await db.query('SELECT id FROM users WHERE lower(username) = lower($1)', [username]))
      .rows[0];
    if (!user) throw new Error(`no user ${username}`);
    const waiting = await db.query(
      `SELECT p.id, p.row_version FROM processes p
       WHERE p.status = 1 AND EXISTS (SELECT 1 FROM process_tasks t WHERE t.process_id = p.id
         AND t.round = p.round AND t.step_index = p.step_index AND t.status = 'pending' AND t.assignee_id = $1)
       ORDER BY p.started_at DESC, p.id DESC`,
      [user.id],
    );
    const counts = (
      await db.query(
        `SELECT count(*) FILTER (WHERE status = 1)::int AS open, count(*)::int AS total FROM processes`,
      )
    ).rows[0];
    return { list: waiting.rows.slice(0, limit), waiting: waiting.rows.length, ...counts };
  } finally {
    await db.end();
  }
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
    onLogLine: serverTimes.onLogLine,
  });
  const { baseUrl } = server;
  try {
    const found = await waitingProcesses(server.databaseUrl, opt.username, warmup + requests);
    say(
      `${found.total.toLocaleString('en')} processes, ${found.open.toLocaleString('en')} running; ` +
        `${found.waiting.toLocaleString('en')} wait for ${opt.username}`,
    );
    if (found.list.length < warmup + requests)
      throw new Error(
        `only ${found.list.length} processes wait for ${opt.username}: generate more (--processes-open)`,
      );
    const token = await signIn(baseUrl, opt.username, opt.password);
    const approve = (row, i) =>
      post(
        baseUrl,
        approvePath,
        { id: row.id, rowVersion: row.row_version, comment: i % 3 === 0 ? null : `基准审批 ${i}` },
        token,
      );
    const whoAmI = () => post(baseUrl, '/login/get-login-user', {}, token);
    /** The envelope's code, and the message of a refusal (a competitor's protection refuses an approval). */
    const outcomeOf = (res) => {
      let envelope;
      try {
        envelope = JSON.parse(res.text);
      } catch {
        return { ok: false, why: `HTTP ${res.status}: ${res.text.slice(0, 200)}` };
      }
      return res.status === 200 && envelope.code === 0
        ? { ok: true, data: envelope.data }
        : { ok: false, why: `HTTP ${res.status} code ${envelope.code}: ${envelope.msg}` };
    };

    for (const [i, row] of found.list.slice(0, warmup).entries()) {
      await approve(row, i);
      await whoAmI();
    }
    const cpu = cpuMeter(server.process.pid, opt['data-dir']);
    const samples = [];
    const refused = new Map();
    const baselineSamples = [];
    serverTimes.recording = true;
    for (const [i, row] of found.list.slice(warmup).entries()) {
      let res;
      const elapsed = await cpu.time('approve', async () => {
        res = await approve(row, warmup + i);
      });
      const outcome = outcomeOf(res);
      if (outcome.ok) {
        samples.push(elapsed);
        if (outcome.data.status !== 2 || outcome.data.outcome !== 'approved')
          throw new Error(`process ${row.id} not completed: ${res.text.slice(0, 300)}`);
      } else refused.set(outcome.why, (refused.get(outcome.why) ?? 0) + 1);
      baselineSamples.push(await cpu.time('baseline', whoAmI));
    }
    // The last log lines arrive a moment after the last answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    serverTimes.recording = false;
    const api = summary(samples);
    const baseline = summary(baselineSamples);
    const inServer = summary(serverTimes.of(`/api${approvePath}`));
    const baselineInServer = summary(serverTimes.of('/api/login/get-login-user'));
    const [approveCpu, baselineCpu] = [
      cpu.perRequest('approve', requests),
      cpu.perRequest('baseline', requests),
    ];
    const line = (label, s) =>
      say(`| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.mean)} | ${ms(s.max)} |`);
    say();
    say(`| figure (${requests} approvals after ${warmup}, one client), ms | p50 | p95 | p99 | mean | max |`);
    say('| --- | --- | --- | --- | --- | --- |');
    line(`API POST ${approvePath} (approved: ${samples.length})`, api);
    line('beside it: POST /login/get-login-user', baseline);
    line('approval, inside the server (its request log)', inServer);
    line('who-am-I, inside the server (its request log)', baselineInServer);
    say();
    say(
      `CPU per request: approval: server ${ms(approveCpu.server)} ms + PostgreSQL ${ms(approveCpu.postgres)} ms; ` +
        `who-am-I: server ${ms(baselineCpu.server)} ms + PostgreSQL ${ms(baselineCpu.postgres)} ms`,
    );
    for (const [why, n] of refused) say(`refused ${n}×: ${why}`);
    say(`p99 ≤ ${budgetMs} ms: ${api.p99 <= budgetMs ? 'yes' : '**no**'}`);
  } finally {
    await server.stopped();
    if (opt['cpu-prof']) say(`CPU profile written to ${opt['cpu-prof']}`);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
