// The harness of the benches that set a request's API time beside its raw SQL (dashboard, resources, search):
// sign in, capture the statements each request sends (a second server of the same build on the same database,
// through bench/sql-capture.mjs), replay them through pg in the same rounds, and time both, one client,
// sequentially. Each bench keeps what is its own: its data, its requests, its table.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMeter, dataOf, post, startServer, summary } from '../bench-kit.mjs';
import { roundsOf, startSqlCapture } from '../sql-capture.mjs';

/** Signs each user in (partners as partners): their tokens by username. */
export async function signInAll(baseUrl, usernames, password) {
  const tokens = {};
  for (const username of usernames) {
    const loginType = username.startsWith('partner') ? 'partner' : 'staff';
    tokens[username] = dataOf(await post(baseUrl, '/login/login', { username, password, loginType })).token;
  }
  return tokens;
}

/** How long `work` took, in ms. */
export async function timed(work) {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * The statements each request of `work` ({ path, body, username }) sends, in rounds (those sent together),
 * captured on the wire from a second server of the same build on the same database (its second call, warm).
 */
export async function captureStatements({ databaseUrl, serverRoot, password, work }) {
  const url = new URL(databaseUrl);
  const capture = await startSqlCapture({ host: url.hostname, port: Number(url.port) });
  url.host = `127.0.0.1:${capture.port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-capture-'));
  const capturer = await startServer({
    dataDir: scratch,
    databaseUrl: url.toString(),
    serverRoot,
    logLevel: 'warn',
  });
  const captured = [];
  // The job queue's polling, which is not a request's.
  const ofRequests = (statements) =>
    statements.filter((s) => !/pgboss|^\s*(LISTEN|UNLISTEN)\b/i.test(s.text) && s.text.trim() !== '');
  try {
    // Its start-up work first (project search's start-up backfill checks every kind for records without a
    // document): until a second passes without a statement, so that none is captured as a request's.
    for (let i = 0; i < 120; i++) {
      capture.start();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (ofRequests(capture.stop()).length === 0) break;
    }
    const tokens = await signInAll(capturer.baseUrl, [...new Set(work.map((w) => w.username))], password);
    for (const w of work) {
      await post(capturer.baseUrl, w.path, w.body, tokens[w.username]);
      capture.start();
      await post(capturer.baseUrl, w.path, w.body, tokens[w.username]);
      captured.push(roundsOf(ofRequests(capture.stop())));
    }
  } finally {
    await capturer.stopped();
    await capture.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return captured;
}

/** Enough pg clients for the widest round, and a replay of captured rounds through them (prepared by text). */
export async function openReplay(databaseUrl, captured) {
  const width = Math.max(1, ...captured.flatMap((rounds) => rounds.map((r) => r.length)));
  const clients = [];
  for (let i = 0; i < width; i++) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    clients.push(client);
  }
  const named = (text) => `s_${createHash('sha1').update(text).digest('base64url')}`;
  const replay = async (rounds) => {
    for (const round of rounds)
      await Promise.all(
        round.map((s, i) =>
          clients[i].query(
            s.values.length > 0 ? { name: named(s.text), text: s.text, values: s.values } : s.text,
          ),
        ),
      );
  };
  return { replay, close: () => Promise.all(clients.map((client) => client.end())) };
}

/**
 * Times each request of `work` on the server at `baseUrl` and its captured statements replayed, alternately,
 * after `warmup` of each: the API and SQL summaries, the statements per round, and the last answer's data.
 * With `cpu` ({ serverPid, dataDir }: the server's process and its embedded database's folder) also the CPU
 * each costs, in ms a request (`cpu.api`: server and PostgreSQL; `cpu.sql`: PostgreSQL), from /proc: steadier
 * than the times on a machine others load.
 */
export async function measure({ baseUrl, databaseUrl, password, work, captured, warmup, requests, cpu }) {
  const { replay, close } = await openReplay(databaseUrl, captured);
  const tokens = await signInAll(baseUrl, [...new Set(work.map((w) => w.username))], password);
  const results = [];
  try {
    for (const [index, w] of work.entries()) {
      let answer;
      for (let i = 0; i < warmup; i++) {
        answer = await post(baseUrl, w.path, w.body, tokens[w.username]);
        await replay(captured[index]);
      }
      const api = [];
      const sql = [];
      const meter = cpu ? cpuMeter(cpu.serverPid, cpu.dataDir) : undefined;
      const run = (kind, work) => (meter ? meter.time(kind, work) : timed(work));
      for (let i = 0; i < requests; i++) {
        api.push(await run('api', () => post(baseUrl, w.path, w.body, tokens[w.username])));
        sql.push(await run('sql', () => replay(captured[index])));
      }
      results.push({
        ...w,
        api: summary(api),
        sql: summary(sql),
        ...(meter
          ? { cpu: { api: meter.perRequest('api', requests), sql: meter.perRequest('sql', requests) } }
          : {}),
        statements: captured[index].map((r) => r.length),
        answer: answer === undefined ? undefined : dataOf(answer),
      });
    }
  } finally {
    await close();
  }
  return results;
}

/**
 * `measure` on a started host (bench-kit's `startHost`): the statements of each request captured through a
 * second server of the build at `opt.root`, then both timed alternately; with `cpu`, the host's CPU too.
 */
export async function measureOnHost({ host, opt, work, warmup, requests, cpu = false }) {
  const { baseUrl, databaseUrl } = host;
  const captured = await captureStatements({
    databaseUrl,
    serverRoot: opt.root,
    password: opt.password,
    work,
  });
  return measure({
    baseUrl,
    databaseUrl,
    password: opt.password,
    work,
    captured,
    warmup,
    requests,
    cpu: cpu ? { serverPid: host.process.pid, dataDir: opt['data-dir'] } : undefined,
  });
}
