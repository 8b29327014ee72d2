/**
 * Browser tests: Debian's Chromium (/usr/bin/chromium) drives the built client served by the built
 * server, each server on a fresh embedded database in a temporary DATA_DIR. A second server with a
 * 5-second access token serves the token-expiry journey.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-${name}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
};
const server = (name: string, port: number, env: Record<string, string> = {}) => ({
  command: 'node apps/server/dist/server.js',
  cwd: root,
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

export const mainPort = 18_310;
export const shortTokenPort = 18_311;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'portal-e2e-results'),
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
  webServer: [server('main', mainPort), server('short', shortTokenPort, { ACCESS_TOKEN_TTL: '5' })],
});
