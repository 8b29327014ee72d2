/** Test helpers: a fresh database per test file, the real app on it, and a small API client. */
import { randomBytes } from 'node:crypto';
import type { Envelope, FieldError, Language, UploadData } from '@portal/contract';
import { fieldErrorSchema } from '@portal/contract';
import { z } from 'zod';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import type { Config } from '../src/config';
import { loadConfig } from '../src/config';
import { errorCode } from '../src/core/system-errors';
import type { Database } from '../src/db/database';
import type { PortalModule } from '../src/modules/module-deps';
import { createDatabase } from '../src/db/database';

export const demoPassword = 'Portal@2026';

/** Creates a database cloned from the migrated, seeded template; answers its URL. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminUrl');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateName')}`);
        break;
      } catch (error) {
        // 55006: the template is briefly in use by another clone; try again.
        if (errorCode(error) !== '55006' || attempt > 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestContext {
  app: App;
  db: Database;
  pool: pg.Pool;
  config: Config;
  /** Every log line the app wrote, for the no-secrets-in-logs test. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * `modules`: the module list to compose (by default the portal's), for a test that adds or swaps one.
 * `embedded`: the app is configured as on the embedded default (no DATABASE_URL, DATA_DIR the run's
 * embedded PostgreSQL's, `embeddedDataDir()`), while it still works on its own cloned database; only
 * where `embeddedDataDir()` is not empty, so never on a TEST_DATABASE_URL server.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { modules, embedded = false }: { modules?: readonly PortalModule[]; embedded?: boolean } = {},
): Promise<TestContext> {
  const databaseUrl = await createTestDatabase();
  if (embedded && !embeddedDataDir()) throw new Error('This test run has no embedded PostgreSQL');
  const config = loadConfig({
    NODE_ENV: 'test',
    ...(embedded
      ? { DATA_DIR: embeddedDataDir() }
      : { DATABASE_URL: databaseUrl, DATA_DIR: dataDirForTests() }),
    ...env,
  });
  const { db, pool } = createDatabase(databaseUrl, 4);
  const logLines: string[] = [];
  const sink: pino.DestinationStream = { write: (line: string) => void logLines.push(line) };
  const logger = pino({ level: env['LOG_LEVEL'] ?? 'info' }, sink);
  const app = await buildApp({ config, db, logger, ...(modules ? { modules } : {}) });
  await app.ready();
  return {
    app,
    db,
    pool,
    config,
    logLines,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** The DATA_DIR of the run's embedded PostgreSQL; '' when the run uses a TEST_DATABASE_URL server. */
export function embeddedDataDir(): string {
  return inject('embeddedDataDir');
}

function dataDirForTests(): string {
  return `${process.env['TMPDIR'] ?? '/tmp'}/portal-test-data-${process.pid}`;
}

export interface CallOptions {
  token?: string;
  body?: object | string;
  query?: Record<string, string>;
  lang?: Language;
  headers?: Record<string, string>;
}

/** Calls /api through inject and answers the envelope (and the raw response). */
export async function call<T = unknown>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.lang) headers['language'] = options.lang;
  const response = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    query: options.query,
    ...(options.body !== undefined ? { payload: options.body } : {}),
  });
  let envelope: Envelope<T>;
  try {
    envelope = response.json<Envelope<T>>();
  } catch {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- an answer that is not JSON has no data; tests check its code (-1) before reading data.
    envelope = { code: -1, msg: response.body, data: undefined as T };
  }
  return { ...envelope, status: response.statusCode, response };
}

/** A multipart body of one `file` part: the headers and body of an upload request. */
export function multipartFile(name: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----test${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
}

/** Uploads a small text document as `token`'s user (`/doc-upload/uploadDocument`); answers its envelope. */
export function uploadDocument(app: App, token: string | undefined, name: string, text = 'Notes\n') {
  return call<UploadData>(app, 'POST', '/doc-upload/uploadDocument', {
    ...(token ? { token } : {}),
    ...multipartFile(name, Buffer.from(text), 'text/plain'),
  });
}

const validationDataSchema = z.object({ fieldErrors: z.array(fieldErrorSchema) });

/** The field errors of a validation refusal (code 100), parsed from its data. */
export function fieldErrorsOf(data: unknown): FieldError[] {
  return validationDataSchema.parse(data).fieldErrors;
}

export async function login(
  app: App,
  username: string,
  password = demoPassword,
  loginType?: 'staff' | 'partner',
) {
  const result = await call<{ token: string; refreshToken: string }>(app, 'POST', '/login/login', {
    body: { username, password, ...(loginType ? { loginType } : {}) },
  });
  if (result.code !== 0) throw new Error(`login ${username} failed: ${result.code} ${result.msg}`);
  return result.data;
}

export const partnerAccounts = new Set([
  'partner.admin',
  'partner.sales',
  'partner.b',
  'partner.disabled',
  'partner.mismatch',
]);

/** Signs a demo account in with the right login type; answers its access token. */
export async function tokenOf(app: App, username: string): Promise<string> {
  return (await login(app, username, demoPassword, partnerAccounts.has(username) ? 'partner' : 'staff'))
    .token;
}
