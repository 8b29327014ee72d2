/**
 * Supervision of the embedded PostgreSQL by the built server (docs/security.md, promise 12): an acknowledged
 * write survives kill -9, an orphaned postmaster is stopped, a second portal on a DATA_DIR is refused,
 * SIGTERM and Ctrl-C shut down cleanly, with no error logged. Embedded database only: skipped when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { exceptionLogPageSchema } from '@portal/contract';
import { z } from 'zod';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PortalProcess } from './server-process';
import {
  api,
  buildServer,
  freePort,
  isAlive,
  loginAsAdmin,
  makeDataDir,
  postmastersOf,
  recordedPostmasterPid,
  sleep,
  spawnPortal,
  startPortal,
  stopAll,
  waitFor,
} from './server-process';

const timeout = 120_000;

let dataDir: string | undefined;
let portals: PortalProcess[] = [];

/** Starts a portal on this test's DATA_DIR and remembers it for cleanup. */
async function start(): Promise<PortalProcess> {
  dataDir ??= makeDataDir();
  const portal = await startPortal(dataDir);
  portals.push(portal);
  return portal;
}

/** What the portal logged at error level or above (JSON lines: it writes to a pipe), or printed on stderr. */
function errorLines(portal: PortalProcess): string[] {
  const lines = `${portal.stdout()}\n${portal.stderr()}`.split('\n');
  return lines.filter((line) => /"level":(50|60)\b/.test(line) || /^\s+at /.test(line));
}

async function writeMarker(portal: PortalProcess): Promise<string> {
  const className = `Durability-${randomBytes(6).toString('hex')}`;
  const token = await loginAsAdmin(portal);
  // Throws unless the answer is a success.
  await api(portal, '/exceptionLog/save', { className, errorParam: 'acknowledged' }, z.unknown(), token);
  return className;
}

async function findMarker(portal: PortalProcess, className: string) {
  const token = await loginAsAdmin(portal);
  const page = await api(portal, '/exceptionLog/page', { keyword: className }, exceptionLogPageSchema, token);
  return page.list.filter((e) => e.className === className);
}

describe.skipIf(Boolean(process.env['TEST_DATABASE_URL']))('server process supervision', () => {
  beforeAll(() => buildServer(), timeout);

  afterEach(async () => {
    if (dataDir) {
      await stopAll(portals, dataDir);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    dataDir = undefined;
    portals = [];
  }, timeout);

  it(
    'keeps an acknowledged write through kill -9 of the whole process group',
    async () => {
      const first = await start();
      const className = await writeMarker(first);
      const postmaster = recordedPostmasterPid(first.dataDir)!;
      expect(postmaster).toBeGreaterThan(0);

      process.kill(-first.pid, 'SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      expect(await waitFor(() => !isAlive(postmaster), 10_000)).toBe(true);

      const second = await start();
      const found = await findMarker(second, className);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ username: 'admin', errorParam: 'acknowledged' });
    },
    timeout,
  );

  it(
    'keeps it through kill -9 of Node alone, stopping the orphaned postmaster',
    async () => {
      const first = await start();
      const className = await writeMarker(first);
      const orphan = recordedPostmasterPid(first.dataDir)!;

      process.kill(first.pid, 'SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      expect(isAlive(orphan)).toBe(true); // left running without its portal

      const second = await start();
      expect(isAlive(orphan)).toBe(false);
      expect(second.stdout() + second.stderr()).toContain('orphaned PostgreSQL');
      expect(await findMarker(second, className)).toHaveLength(1);

      const current = recordedPostmasterPid(second.dataDir);
      expect(current).toBeDefined();
      expect(current).not.toBe(orphan);
      expect(isAlive(current!)).toBe(true);
      expect(postmastersOf(second.dataDir)).toEqual([current]);
    },
    timeout,
  );

  it(
    'refuses a second portal on the same DATA_DIR and keeps the first answering',
    async () => {
      const first = await start();
      const className = await writeMarker(first);
      const postmaster = recordedPostmasterPid(first.dataDir);

      const second = spawnPortal(first.dataDir, await freePort());
      portals.push(second);
      const exit = await second.exited;
      expect(exit.code).not.toBe(0);
      expect(exit.code).not.toBeNull();
      expect(second.stderr()).toContain('already running');
      expect(second.stdout()).not.toContain('Partner portal at');

      expect(await findMarker(first, className)).toHaveLength(1);
      expect(recordedPostmasterPid(first.dataDir)).toBe(postmaster);
      expect(postmastersOf(first.dataDir)).toEqual([postmaster]);
    },
    timeout,
  );

  it(
    'shuts down gracefully on SIGTERM, stopping its PostgreSQL',
    async () => {
      const portal = await start();
      const postmaster = recordedPostmasterPid(portal.dataDir)!;
      expect(isAlive(postmaster)).toBe(true);

      process.kill(portal.pid, 'SIGTERM');
      const exit = await portal.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(await waitFor(() => !isAlive(postmaster), 10_000)).toBe(true);
      expect(postmastersOf(portal.dataDir)).toEqual([]);
      expect(fs.existsSync(`${portal.dataDir}/portal.lock`)).toBe(false);
      expect(portal.stdout()).toContain('Partner portal stopped.');
      expect(errorLines(portal)).toEqual([]);
    },
    timeout,
  );

  it(
    'stops on Ctrl-C (SIGINT to its whole process group, PostgreSQL included) saying so, with no error',
    async () => {
      const portal = await start();
      const postmaster = recordedPostmasterPid(portal.dataDir)!;
      // Let the job runner poll, so that its connections are open when PostgreSQL is told to stop.
      await sleep(3_000);

      process.kill(-portal.pid, 'SIGINT');
      expect(await portal.exited).toEqual({ code: 0, signal: null });
      expect(await waitFor(() => !isAlive(postmaster), 10_000)).toBe(true);
      expect(portal.stdout()).toContain('Partner portal stopped.');
      expect(errorLines(portal)).toEqual([]);
    },
    timeout,
  );
});
