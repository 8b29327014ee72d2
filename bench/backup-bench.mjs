// How long a backup and a restore of the embedded default take on a volume DATA_DIR (issue 27):
//
//   DATA_DIR=/tmp/portal-bench-data npm run seed:volume -- --reports 1000000     # once
//   npm run build -w @portal/server
//   npm run bench:backup -- --data-dir /tmp/portal-bench-data [--clients 4] [--keep]
//
// With the built server running on the data directory: `npm run backup` once idle and once while
// `--clients` API clients keep reading (the report list) and writing (an exception log entry each), each
// timed with the CPU of the backup's processes (npm, tsx and the backup's Node, reaped children of this
// one) and of PostgreSQL; the archive's size beside the cluster's. Then, with the server stopped,
// `npm run restore` of the busy backup's archive into a fresh DATA_DIR and the first start of the
// server on it (WAL replay, migrations), which must find as many reports as the source had. The load
// average is printed beside each figure: on a shared machine the wall-clock times follow it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchRoot,
  cpuSince,
  cpuSnapshot,
  dataOf,
  post,
  say,
  signIn,
  startServer,
  summary,
} from './bench-kit.mjs';

const { values: opt } = parseArgs({
  options: {
    'data-dir': {
      type: 'string',
      default: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data'),
    },
    /** API clients during the busy backup: half read the report list, half write. */
    clients: { type: 'string', default: '4' },
    /** Where the archives and the restored DATA_DIR go (removed at the end unless --keep). */
    work: { type: 'string', default: path.join(os.tmpdir(), `portal-backup-bench-${process.pid}`) },
    keep: { type: 'boolean', default: false },
    password: { type: 'string', default: 'Portal@2026' },
  },
});

const dataDir = path.resolve(opt['data-dir']);
const work = path.resolve(opt.work);
const clients = Number(opt.clients);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** CPU seconds (user + system) of this process's reaped children, from /proc/self/stat. */
function childrenCpu() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in ticks of 10 ms
}

/** Bytes of the regular files under a directory. */
function du(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    try {
      total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Runs `npm run <script> -- ...args` with DATA_DIR; answers its wall time, its CPU and its output. */
async function npmRun(script, args, env) {
  const cpuBefore = childrenCpu();
  const started = process.hrtime.bigint();
  const childEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL; // the embedded database of DATA_DIR
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: benchRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`npm run ${script} failed (${code}):\n${out}`);
  return { seconds, cpu: childrenCpu() - cpuBefore, out: out.trim() };
}

async function countReports(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*)::int AS n FROM opportunity_reports')).rows[0].n);
  } finally {
    await client.end();
  }
}

/** `clients` API clients, half reading the report list and half writing, until `stop()`. */
function startClients(baseUrl, token) {
  let running = true;
  let times = { read: [], write: [] };
  const loop = async (kind, n) => {
    for (let i = 0; running; i++) {
      const t = process.hrtime.bigint();
      if (kind === 'read')
        dataOf(
          await post(
            baseUrl,
            '/businesOpptReporting/page-opptReporting-list',
            { pageNum: 1 + (i % 50), pageSize: 20 },
            token,
          ),
        );
      else
        dataOf(
          await post(
            baseUrl,
            '/exceptionLog/save',
            { className: `BackupBench-${n}-${i}`, errorParam: 'bench' },
            token,
          ),
        );
      times[kind].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  };
  const loops = Array.from({ length: clients }, (_, n) => loop(n % 2 === 0 ? 'read' : 'write', n));
  return {
    get times() {
      return times;
    },
    /** Starts new samples; answers the summary of the ones so far. */
    reset() {
      const done = { read: summary(times.read), write: summary(times.write) };
      times = { read: [], write: [] };
      return done;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function line(label, value) {
  say(`${label.padEnd(44)} ${value}`);
}

async function main() {
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')))
    throw new Error(
      `No database in ${dataDir}: DATA_DIR=${dataDir} npm run seed:volume -- --reports 1000000`,
    );
  fs.mkdirSync(work, { recursive: true });
  fs.chmodSync(work, 0o755);
  say(`Backup bench: ${dataDir}, work in ${work}, ${os.cpus().length} cores, load average ${load()}`);

  const server = await startServer({ dataDir, logLevel: 'warn' });
  const results = {};
  try {
    const reports = await countReports(server.databaseUrl);
    const cluster = du(path.join(dataDir, 'pg'));
    line('reports', reports.toLocaleString('en'));
    line('cluster (DATA_DIR/pg), files', mb(cluster));

    // Idle: nothing but the server.
    let pgBefore = cpuSnapshot(server.process.pid, dataDir);
    let loadBefore = load();
    const idleFile = path.join(work, 'idle.tar.gz');
    const idle = await npmRun('backup', ['--out', idleFile], { DATA_DIR: dataDir });
    let pgCpu = cpuSince(pgBefore).postgres;
    results.idle = { ...idle, bytes: fs.statSync(idleFile).size, pgCpu, load: `${loadBefore} → ${load()}` };
    say(idle.out);
    fs.rmSync(idleFile);

    // Busy: clients read and write throughout.
    const token = await signIn(server.baseUrl, 'admin', opt.password);
    const traffic = startClients(server.baseUrl, token);
    await new Promise((r) => setTimeout(r, 2000));
    // The clients alone first, for as long as the idle backup took: their latency without a backup.
    traffic.reset();
    await new Promise((r) => setTimeout(r, Math.max(5000, idle.seconds * 1000)));
    results.baseline = traffic.reset();
    pgBefore = cpuSnapshot(server.process.pid, dataDir);
    loadBefore = load();
    const busyFile = path.join(work, 'busy.tar.gz');
    const busy = await npmRun('backup', ['--out', busyFile], { DATA_DIR: dataDir });
    pgCpu = cpuSince(pgBefore).postgres;
    await traffic.stop();
    results.busy = { ...busy, bytes: fs.statSync(busyFile).size, pgCpu, load: `${loadBefore} → ${load()}` };
    say(busy.out);
    results.traffic = { read: summary(traffic.times.read), write: summary(traffic.times.write) };
    results.reports = reports;
    results.cluster = cluster;
    results.busyFile = busyFile;
  } finally {
    await server.stopped();
  }

  // Restore into a fresh DATA_DIR, then the first start on it.
  const target = path.join(work, 'restored');
  fs.mkdirSync(target);
  fs.chmodSync(target, 0o755);
  let loadBefore = load();
  const restore = await npmRun('restore', [results.busyFile], { DATA_DIR: target });
  results.restore = { ...restore, load: `${loadBefore} → ${load()}` };
  say(restore.out);
  loadBefore = load();
  const started = process.hrtime.bigint();
  const restored = await startServer({ dataDir: target, logLevel: 'warn' });
  const firstStart = Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const count = await countReports(restored.databaseUrl);
    if (count !== results.reports)
      throw new Error(`the restored database has ${count} reports, the source ${results.reports}`);
    results.firstStart = { seconds: firstStart, load: `${loadBefore} → ${load()}` };
  } finally {
    await restored.stopped();
  }
  if (!opt.keep) fs.rmSync(work, { recursive: true, force: true });

  const f = (s) => `${s.toFixed(1)} s`;
  say('');
  say(
    `| step (${results.reports.toLocaleString('en')} reports, cluster ${mb(results.cluster)}) | wall | CPU | load average (1/5/15 min) before → after |`,
  );
  say('| --- | --- | --- | --- |');
  say(
    `| \`npm run backup\`, idle | ${f(results.idle.seconds)} | ${f(results.idle.cpu)} backup + ${f(results.idle.pgCpu)} PostgreSQL | ${results.idle.load} |`,
  );
  say(
    `| \`npm run backup\`, ${clients} clients reading and writing | ${f(results.busy.seconds)} | ${f(results.busy.cpu)} backup + ${f(results.busy.pgCpu)} PostgreSQL | ${results.busy.load} |`,
  );
  say(
    `| \`npm run restore\` into a fresh DATA_DIR | ${f(results.restore.seconds)} | ${f(results.restore.cpu)} | ${results.restore.load} |`,
  );
  say(
    `| first start on it (to "Partner portal at") | ${f(results.firstStart.seconds)} | | ${results.firstStart.load} |`,
  );
  say('');
  line('archive, idle / busy', `${mb(results.idle.bytes)} / ${mb(results.busy.bytes)}`);
  const clientLine = (label, t) =>
    line(
      label,
      `read ${t.read.p50.toFixed(1)} / ${t.read.p99.toFixed(1)} (${t.read.n}), ` +
        `write ${t.write.p50.toFixed(1)} / ${t.write.p99.toFixed(1)} (${t.write.n})`,
    );
  clientLine('clients alone, p50 / p99 ms (requests)', results.baseline);
  clientLine('clients during the backup, p50 / p99 ms', results.traffic);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
