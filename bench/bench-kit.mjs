// What the API benchmarks share: the built server started on a data directory (its embedded PostgreSQL),
// a keep-alive HTTP client for the API's envelopes, CPU accounting from /proc, and percentiles.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const benchRoot = path.resolve(import.meta.dirname, '..');
export const say = (line = '') => process.stdout.write(`${line}\n`);

/** The options (node:util parseArgs) of every benchmark that starts the built server; spread into its own. */
export const serverBenchOptions = {
  'data-dir': {
    type: 'string',
    default: process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data'),
  },
  /** Where apps/server/dist/server.js is: the checkout, or a private copy (.e2e-builds/NAME). */
  root: { type: 'string', default: benchRoot },
  password: { type: 'string', default: 'Portal@2026' },
  // Request log lines are at debug: measured with them, as a deployment that logs requests runs.
  'log-level': { type: 'string', default: process.env.LOG_LEVEL ?? 'debug' },
  /** Writes a V8 CPU profile of the server into this folder (node --cpu-prof). */
  'cpu-prof': { type: 'string' },
};

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (`NODE_ENV=production`) on `dataDir`; answers its process, base URL and the URL
 * of its database. `serverRoot` is where apps/server/dist/server.js is (the checkout or a private copy);
 * `cpuProf` a folder for a V8 CPU profile of the server (node --cpu-prof), written when it stops;
 * `onLogLine` receives each line the server logs (JSON), else they are dropped. With `databaseUrl` the
 * server uses that database (another server's embedded one) and `dataDir` only for its files. `startSeconds`:
 * how long its start may take (a first start after a migration may index the data, as project search does).
 */
export async function startServer({
  dataDir,
  databaseUrl,
  serverRoot = benchRoot,
  logLevel = 'debug',
  poolSize,
  cpuProf,
  onLogLine,
  startSeconds = 180,
}) {
  const dir = path.resolve(dataDir);
  if (!databaseUrl && !fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))) {
    throw new Error(
      `No database in ${dir}: generate it first with\n  DATA_DIR=${dir} npm run seed:volume -- --reports 1000000`,
    );
  }
  const entry = path.join(path.resolve(serverRoot), 'apps/server/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const [port, pgPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: logLevel,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
    delete env.EMBEDDED_PG_PORT;
  }
  if (poolSize) env.DATABASE_POOL_SIZE = poolSize;
  const profile = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProf)] : [];
  const child = spawn(process.execPath, [...profile, entry], {
    cwd: benchRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Request logs (LOG_LEVEL=debug) are read and dropped, as a log shipper would, or handed to onLogLine.
  if (onLogLine) {
    let rest = '';
    child.stdout.on('data', (d) => {
      const lines = (rest + String(d)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLogLine(line);
    });
  }
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start within ${startSeconds} s`)),
      startSeconds * 1000,
    );
    child.stdout.on('data', (d) => {
      if (String(d).includes('Partner portal at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const password = databaseUrl ? '' : fs.readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  /** Stops the server and waits for it (and for its CPU profile). */
  const stopped = () =>
    child.exitCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => {
          child.once('exit', resolve);
          stop();
        });
  process.on('exit', stop);
  return {
    process: child,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl:
      databaseUrl ?? `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`,
    stop,
    stopped,
  };
}

/**
 * Starts the built server with the demo data on a temporary database, serving the client of `staticDir`
 * (the page-weight and Lighthouse benchmarks); `stop` ends it and removes the database.
 */
export async function startDemoServer(staticDir) {
  const port = 18_400 + Math.floor(Math.random() * 50);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const server = spawn('node', ['apps/server/dist/server.js'], {
    cwd: benchRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 90_000);
    server.stdout.on(
      'data',
      (d) => String(d).includes('Partner portal at') && (clearTimeout(timer), resolve()),
    );
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin: `http://127.0.0.1:${port}`, stop };
}

/** Signs in through the sign-in page of the client at `base` (a Playwright page); partner users on theirs. */
export async function signInInBrowser(page, base, user, password) {
  const partner = user.startsWith('partner.');
  await page.goto(`${base}/${partner ? 'partner-login' : 'login'}`);
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.click('button[type=submit]');
  await page.waitForURL(/\/home$/);
}

// ---------------------------------------------------------------- CPU accounting
// Other work on the machine disturbs wall-clock figures; the CPU each request costs does not much.
const ticksPerSecond = 100;
/** Seconds of CPU (user + system) a process has used; 0 when it is gone. */
export function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond; // utime + stime
  } catch {
    return 0;
  }
}
/** The postmaster of a data directory and its children. */
export function postgresPids(dataDir) {
  let postmaster;
  try {
    postmaster = Number(
      fs.readFileSync(path.join(path.resolve(dataDir), 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return [];
  }
  const pids = [postmaster];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}
/** CPU seconds so far of the server process, every PostgreSQL process of the data directory, and this one. */
export function cpuSnapshot(serverPid, dataDir) {
  const pg = new Map(postgresPids(dataDir).map((pid) => [pid, cpuOf(pid)]));
  const self = process.cpuUsage();
  return {
    serverPid,
    dataDir,
    server: serverPid ? cpuOf(serverPid) : NaN,
    pg,
    self: (self.user + self.system) / 1e6,
  };
}
/** CPU seconds used since a snapshot: server, PostgreSQL, this process (the load generator). */
export function cpuSince(before) {
  const after = cpuSnapshot(before.serverPid, before.dataDir);
  let pgSeconds = 0;
  for (const [pid, seconds] of after.pg) pgSeconds += seconds - (before.pg.get(pid) ?? 0);
  return { server: after.server - before.server, postgres: pgSeconds, generator: after.self - before.self };
}

/**
 * CPU added up by kind around requests (`time(kind, work)` answers the work's wall time in ms): the server
 * process and the PostgreSQL processes of the data directory that exist now (none without `dataDir`). /proc counts in 10 ms ticks,
 * so one request's figure is coarse, but the sums over hundreds are fair; `perRequest(kind, n)` in ms.
 */
export function cpuMeter(serverPid, dataDir) {
  const pgPids = dataDir ? postgresPids(dataDir) : [];
  const now = () => ({
    server: serverPid ? cpuOf(serverPid) : 0,
    postgres: pgPids.map((pid) => cpuOf(pid)),
  });
  // A PostgreSQL process that ended meanwhile (a closed connection) reads 0: it adds nothing, not minus its total.
  const pgSince = (before, after) =>
    after.reduce((total, seconds, i) => total + (seconds > 0 ? seconds - before[i] : 0), 0);
  const totals = new Map();
  return {
    async time(kind, work) {
      const before = now();
      const t = process.hrtime.bigint();
      await work();
      const elapsed = Number(process.hrtime.bigint() - t) / 1e6;
      const after = now();
      const into = totals.get(kind) ?? { server: 0, postgres: 0 };
      into.server += after.server - before.server;
      into.postgres += pgSince(before.postgres, after.postgres);
      totals.set(kind, into);
      return elapsed;
    },
    perRequest(kind, n) {
      const sum = totals.get(kind) ?? { server: 0, postgres: 0 };
      return { server: (sum.server * 1000) / n, postgres: (sum.postgres * 1000) / n };
    },
  };
}

/**
 * The server's own time of each request from its request log (`ms`: from its arrival to the answer sent),
 * by URL, while `recording` is true: pass `onLogLine` to `startServer`, read `of('/api/…')`.
 */
export function requestLogTimes() {
  const times = new Map();
  const log = {
    recording: false,
    onLogLine(line) {
      if (!log.recording || !line.includes('"request completed"')) return;
      const entry = JSON.parse(line);
      times.set(entry.url, [...(times.get(entry.url) ?? []), entry.ms]);
    },
    of: (url) => times.get(url) ?? [],
  };
  return log;
}

// ---------------------------------------------------------------- HTTP client
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
/** One request to the API, one connection kept alive; answers the status and the body's text. */
export function request(baseUrl, method, pathName, { body, query, token } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(`/api${pathName}`, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
export const post = (baseUrl, pathName, body, token) => request(baseUrl, 'POST', pathName, { body, token });

/** The `data` of a successful envelope; throws with the answer otherwise. */
export function dataOf(res) {
  const envelope = res.status === 200 ? JSON.parse(res.text) : undefined;
  if (envelope?.code !== 0) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 400)}`);
  return envelope.data;
}

/** Signs a staff user in; answers the bearer token. */
export async function signIn(baseUrl, username, password) {
  return dataOf(await post(baseUrl, '/login/login', { username, password, loginType: 'staff' })).token;
}

// ---------------------------------------------------------------- figures
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
export function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
  return {
    n: sorted.length,
    mean,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}
export const ms = (v) => (Number.isFinite(v) ? v.toFixed(2) : '–');
