// The training registration race (issue 22): 50 partner users registered at once for a session of 10 seats,
// as 50 parallel requests (POST /api/training/register, one person each, by the company's administrator).
// The built server starts with the demo data on a temporary database; the 50 people are added to demo
// partner A in its database. Each round makes a new session of 10 seats and fires the 50 requests together;
// it reports the time until the last answer and checks the outcome: exactly 10 seated, 40 waiting, their
// waiting-list places 1..40 and the session's seat count 10. The budget: under a second a round.
// Never part of the test suite. Usage (bench/README.md):
//   npm run build && node bench/training-race-bench.mjs [--rounds 5] [--people 50] [--seats 10]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchRoot,
  cpuSince,
  cpuSnapshot,
  ms,
  say,
  startServer as startBenchServer,
  summary,
} from './bench-kit.mjs';
import { startSqlCapture } from './sql-capture.mjs';

const { values: opt } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    people: { type: 'string', default: '50' },
    seats: { type: 'string', default: '10' },
    password: { type: 'string', default: 'Portal@2026' },
    /** Also count the statements of one seated and one waiting registration (a second server through a capture). */
    statements: { type: 'boolean', default: true },
  },
});
const rounds = Number(opt.rounds);
const peopleCount = Number(opt.people);
const seats = Number(opt.seats);
const budgetMs = 1000;

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

/** The built server with the demo data on a temporary DATA_DIR; answers its URLs and a stop. */
async function startServer() {
  const entry = path.join(benchRoot, 'apps/server/dist/server.js');
  if (!fs.existsSync(entry)) throw new Error('Build first: npm run build');
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-race-'));
  fs.chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [entry], {
    cwd: benchRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 180 s')), 180_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes('Partner portal at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server stopped (${code})`)));
  });
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return {
    pid: child.pid,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/portal`,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One API call through fetch (its own connection pool: the requests of a round run in parallel). */
async function api(baseUrl, pathName, body, token) {
  const res = await fetch(`${baseUrl}/api${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await res.json();
  if (envelope.code !== 0) throw new Error(`${pathName}: ${res.status} ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

async function main() {
  say('Starting the built server with the demo data …');
  const server = await startServer();
  const db = new pg.Client({ connectionString: server.databaseUrl });
  try {
    await db.connect();
    const company = (await db.query(`SELECT company_id FROM users WHERE username = 'partner.admin'`)).rows[0];
    const tag = Date.now().toString(36);
    const people = [];
    for (let i = 0; i < peopleCount; i += 1) {
      const row = await db.query(
        `INSERT INTO users (username, display_name, kind, company_id, password_hash)
         VALUES ($1, $2, 'partner', $3, 'x') RETURNING id`,
        [`race-${tag}-${i}`, `Racer ${i}`, company.company_id],
      );
      people.push(row.rows[0].id);
    }
    const staff = (
      await api(server.baseUrl, '/login/login', {
        username: 'channel',
        password: opt.password,
        loginType: 'staff',
      })
    ).token;
    const admin = (
      await api(server.baseUrl, '/login/login', {
        username: 'partner.admin',
        password: opt.password,
        loginType: 'partner',
      })
    ).token;
    const course = await api(
      server.baseUrl,
      '/training/save-course',
      {
        code: `RACE-${tag}`,
        nameCn: '并发报名',
        nameEn: 'Race',
        nameKr: '동시 신청',
        level: 'basic',
        durationHours: 1,
      },
      staff,
    );
    const times = [];
    const cpus = [];
    const newSession = () =>
      api(
        server.baseUrl,
        '/training/save-session',
        {
          courseId: course.id,
          startsLocal: '2031-01-10T09:00',
          endsLocal: '2031-01-10T17:00',
          deadlineLocal: '2031-01-05T18:00',
          timeZone: 'Asia/Shanghai',
          place: 'Bench',
          trainer: 'Bench',
          capacity: seats,
        },
        staff,
      );
    for (let round = 0; round <= rounds; round += 1) {
      const session = await newSession();
      const load = os.loadavg()[0];
      const cpu = cpuSnapshot(server.pid, server.dataDir);
      const started = performance.now();
      await Promise.all(
        people.map((id) =>
          api(server.baseUrl, '/training/register', { sessionId: session.id, userIds: [id] }, admin),
        ),
      );
      const elapsed = performance.now() - started;
      const used = cpuSince(cpu);
      const counts = (
        await db.query(
          `SELECT status, count(*)::int AS n FROM training_registrations WHERE session_id = $1 GROUP BY status`,
          [session.id],
        )
      ).rows;
      const seated = counts.find((c) => c.status === 'seated')?.n ?? 0;
      const waiting = counts.find((c) => c.status === 'waiting')?.n ?? 0;
      const taken = (await db.query('SELECT seats_taken FROM training_sessions WHERE id = $1', [session.id]))
        .rows[0].seats_taken;
      const ok = seated === seats && waiting === peopleCount - seats && taken === seats;
      say(
        `${round === 0 ? 'warm-up' : `round ${round}`}: ${ms(elapsed)} ms, ${seated} seated, ${waiting} waiting, ` +
          `seat count ${taken} ${ok ? 'ok' : 'WRONG'}; CPU ${ms(used.server * 1000)} ms server + ` +
          `${ms(used.postgres * 1000)} ms PostgreSQL; load average ${load.toFixed(1)}`,
      );
      if (!ok) process.exitCode = 1;
      if (round > 0) {
        times.push(elapsed);
        cpus.push(used.server + used.postgres);
      }
    }
    const s = summary(times);
    say();
    say(
      `${peopleCount} parallel registrations for ${seats} seats, ${rounds} rounds: mean ${ms(s.mean)} ms, ` +
        `max ${ms(s.max)} ms (budget ${budgetMs} ms: ${s.max < budgetMs ? 'within' : 'OVER'}); ` +
        `CPU a round ${ms((cpus.reduce((a, b) => a + b, 0) / cpus.length) * 1000)} ms (server + PostgreSQL), ` +
        `a registration ${ms((cpus.reduce((a, b) => a + b, 0) / cpus.length / peopleCount) * 1000)} ms`,
    );
    if (opt.statements) await countStatements(server, people, newSession);
  } finally {
    await db.end().catch(() => {});
    await server.stop();
  }
}

/**
 * The statements of one registration that takes a seat and of one that joins the waiting list, captured on
 * the wire from a second server of the same build on the same database (each after one uncounted warm-up).
 */
async function countStatements(server, people, newSession) {
  const url = new URL(server.databaseUrl);
  const capture = await startSqlCapture({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${capture.port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'race-capture-'));
  const capturer = await startBenchServer({
    dataDir: scratch,
    databaseUrl: url.toString(),
    logLevel: 'warn',
  });
  try {
    const admin = (
      await api(capturer.baseUrl, '/login/login', {
        username: 'partner.admin',
        password: opt.password,
        loginType: 'partner',
      })
    ).token;
    const full = await newSession();
    // Fill the seats but one, uncounted (warms the second server's statements too).
    for (const id of people.slice(0, seats - 1))
      await api(capturer.baseUrl, '/training/register', { sessionId: full.id, userIds: [id] }, admin);
    for (const [label, id] of [
      ['takes a seat', people[seats - 1]],
      ['joins the waiting list', people[seats]],
    ]) {
      capture.start();
      await api(capturer.baseUrl, '/training/register', { sessionId: full.id, userIds: [id] }, admin);
      const sent = capture.stop().filter((st) => !/pgboss|^\s*(LISTEN|UNLISTEN)\b/i.test(st.text));
      const locked = sent.findIndex((st) => /update\s+"?training_sessions"?/i.test(st.text));
      say(
        `one registration that ${label}: ${sent.length} statements, ` +
          `${locked < 0 ? 0 : sent.length - locked} of them from the seat's UPDATE to the commit`,
      );
      if (process.env.RACE_SQL) for (const st of sent) say(`  ${st.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  } finally {
    await capturer.stopped();
    await capture.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
