/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium) drives the built client served by the built
 * server, each server on a fresh embedded database in a temporary DATA_DIR. A second server with a
 * 5-second access token serves the token-expiry journey (and 6-second QR codes, the QR expiry case).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { oidcServerEnv } from './support/oidc';

const root = path.resolve(import.meta.dirname, '..');
/** Where the built server and client run from: the repository, or a private copy (scripts/e2e-private.sh). */
const buildRoot = process.env['E2E_BUILD_ROOT'] ?? root;
/** Shifts every port, so several runs (one per developer area) can share a machine. */
const portOffset = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Data folders of earlier runs whose portal has stopped are removed. */
function sweepEarlierRuns() {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('portal-e2e-') || name.startsWith('portal-e2e-results')) continue;
    const dir = path.join(os.tmpdir(), name);
    const lock = path.join(dir, 'portal.lock');
    const pid = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8')) : 0;
    if (!pid || !alive(pid)) fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (!process.env['E2E_DATA_DIR_MAIN']) sweepEarlierRuns();

/** A fresh DATA_DIR per run; workers re-read this file, so the folder is kept in the environment they inherit. */
const dataDir = (name: string) => {
  const variable = `E2E_DATA_DIR_${name.toUpperCase()}`;
  if (process.env[variable]) return process.env[variable];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  fs.chmodSync(dir, 0o755);
  process.env[variable] = dir;
  return dir;
};
const server = (name: string, port: number, env: Record<string, string> = {}) => ({
  command: 'node apps/server/dist/server.js',
  cwd: buildRoot,
  url: `http://127.0.0.1:${port}/api/login/get-info`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir(name),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  },
});

/** Two servers per run: offsets step by two ports, so runs with neighbouring offsets never share one. */
export const mainPort = 18_310 + 2 * portOffset;
export const shortTokenPort = 18_311 + 2 * portOffset;
/** The main server's embedded PostgreSQL, which tests read like a mail catcher (the mail outbox). */
process.env['E2E_PG_PORT'] = String(18_390 + portOffset);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One results folder per offset: a run never deletes another run's screenshots.
  outputDir: path.join(os.tmpdir(), portOffset ? `portal-e2e-results-${portOffset}` : 'portal-e2e-results'),
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 800 },
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // As a reader who asked the system to reduce motion, which the app honours (no animations): a click
    // never lands on a menu or list still sliding into place (pointer down on an option, up on the page
    // below). The shell spec checks both settings.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'main', testIgnore: /token-expiry/, use: { baseURL: `http://127.0.0.1:${mainPort}` } },
    {
      name: 'short-token',
      testMatch: /token-expiry/,
      use: { baseURL: `http://127.0.0.1:${shortTokenPort}` },
    },
  ],
  webServer: [
    // The main server's backups go beside its database, so they go when the run's DATA_DIR goes.
    server('main', mainPort, {
      EMBEDDED_PG_PORT: process.env['E2E_PG_PORT']!,
      BACKUP_DIR: path.join(dataDir('main'), 'backups'),
      // An OpenID provider the OIDC spec starts (its discovery waits for the first sign-in through it).
      ...oidcServerEnv(`http://127.0.0.1:${mainPort}`),
    }),
    // It also lets QR codes live 6 seconds, for the QR spec's expiry case.
    server('short', shortTokenPort, { ACCESS_TOKEN_TTL: '5', QR_LOGIN_TTL: '6' }),
  ],
});
