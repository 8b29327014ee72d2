/**
 * Helpers for tests that drive the built server (dist/server.js) as a real process: build it, start it
 * in its own process group on a DATA_DIR, wait for it, kill it, and look at its PostgreSQL.
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envelopeSchema, loginDataSchema } from '@portal/contract';
import { z } from 'zod';
import { errorCode } from '../src/core/system-errors';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readyLine = 'Partner portal at';

/** Bundles the server into dist/server.js, as `npm run build` does. */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe' });
}

/** A fresh DATA_DIR; traversable, because as root PostgreSQL runs as the `postgres` user. */
export function makeDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface PortalProcess {
  child: ChildProcess;
  /** The process group (the Node process is its leader). */
  pid: number;
  dataDir: string;
  url: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  hasExited(): boolean;
}

/**
 * Starts dist/server.js in a process group of its own; does not wait for it. `extra` adds settings (a
 * second portal on the first one's database: `DATABASE_URL`).
 */
export function spawnPortal(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): PortalProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'TEST_DATABASE_URL', 'EMBEDDED_PG_PORT', 'TOKEN_SECRET', 'STATIC_DIR'])
    delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    ...extra,
  });
  const child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
    cwd: serverDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  let done = false;
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
  });
  if (!child.pid) throw new Error('The server process did not start');
  return {
    child,
    pid: child.pid,
    dataDir,
    url: `http://127.0.0.1:${port}`,
    stdout: () => out,
    stderr: () => err,
    exited,
    hasExited: () => done,
  };
}

/** Waits until the portal prints its address; fails with its output when it exits or times out. */
export async function waitUntilReady(portal: PortalProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!portal.stdout().includes(readyLine)) {
    if (portal.hasExited() || Date.now() > until) {
      throw new Error(
        `The portal did not start (${portal.hasExited() ? 'it exited' : 'timed out'}).\n` +
          `stdout:\n${portal.stdout()}\nstderr:\n${portal.stderr()}`,
      );
    }
    await sleep(100);
  }
}

export async function startPortal(
  dataDir: string,
  port?: number,
  extra: Record<string, string> = {},
): Promise<PortalProcess> {
  const portal = spawnPortal(dataDir, port ?? (await freePort()), extra);
  await waitUntilReady(portal);
  return portal;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Alive and not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

export async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await sleep(100);
  }
  return check();
}

/** Signals a whole process group; quiet when it is gone already. */
export function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* gone */
  }
}

/** The postmaster pid recorded in DATA_DIR/pg/postmaster.pid, if the file is there. */
export function recordedPostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid || undefined;
  } catch {
    return undefined;
  }
}

/** Every live postmaster (`postgres -D <dataDir>/pg`) of this data directory, from /proc. */
export function postmastersOf(dataDir: string): number[] {
  const wanted = ['-D', path.join(dataDir, 'pg')];
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    if (!path.basename(args[0] ?? '').startsWith('postgres')) continue;
    const d = args.indexOf(wanted[0]!);
    if (d >= 0 && args[d + 1] === wanted[1] && isAlive(Number(entry))) found.push(Number(entry));
  }
  return found;
}

/**
 * Stops everything a test started on a data directory: the portal's process group (gracefully first),
 * then any postmaster of the directory left behind; answers when all are gone.
 */
export async function stopAll(portals: PortalProcess[], dataDir: string): Promise<void> {
  for (const portal of portals) {
    if (!portal.hasExited()) signalGroup(portal.pid, 'SIGTERM');
  }
  for (const portal of portals) {
    if (!(await waitFor(() => portal.hasExited(), 15_000))) signalGroup(portal.pid, 'SIGKILL');
    signalGroup(portal.pid, 'SIGKILL'); // anything left in its group
  }
  for (const pid of postmastersOf(dataDir)) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      /* gone */
    }
    if (!(await waitFor(() => !isAlive(pid), 15_000))) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      await waitFor(() => !isAlive(pid), 5_000);
    }
  }
}

/** A small client of the running portal's API: the data of a successful answer, parsed with `data`. */
export async function api<T>(
  portal: PortalProcess,
  apiPath: string,
  body: unknown,
  data: z.ZodType<T>,
  token?: string,
): Promise<T> {
  const response = await fetch(`${portal.url}/api${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = envelopeSchema(z.unknown()).parse(await response.json());
  if (envelope.code !== 0) throw new Error(`${apiPath} failed: ${envelope.code} ${envelope.msg}`);
  return data.parse(envelope.data);
}

/** The URL of the embedded PostgreSQL a portal started on `dataDir` with `EMBEDDED_PG_PORT=port`. */
export function embeddedDatabaseUrl(dataDir: string, port: number): string {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}

export async function loginAsAdmin(portal: PortalProcess): Promise<string> {
  return loginAs(portal, 'admin');
}

/** Signs a demo account in (`partner`: on the partner sign-in page) and answers its access token. */
export async function loginAs(portal: PortalProcess, username: string, partner = false): Promise<string> {
  const { token } = await api(
    portal,
    '/login/login',
    { username, password: 'Portal@2026', ...(partner ? { loginType: 'partner' } : {}) },
    loginDataSchema,
  );
  if (!token) throw new Error('login answered no token');
  return token;
}
