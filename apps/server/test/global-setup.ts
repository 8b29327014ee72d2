/**
 * One PostgreSQL per test run: the embedded one in a temporary directory, or the server named by
 * TEST_DATABASE_URL (CI sets it to Debian's PostgreSQL). A template database is migrated and seeded
 * once; every test file clones its own database from it (CREATE DATABASE … TEMPLATE).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, runMigrations } from '../src/db/database';
import type { EmbeddedDatabase } from '../src/db/embedded-postgres';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { seedBaseData } from '../src/seed/base-data';
import { seedDemoData } from '../src/seed/demo-data';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateName: string;
    /**
     * The DATA_DIR of the run's embedded PostgreSQL ('' on a TEST_DATABASE_URL server): what a test of
     * the embedded default's backups backs up, as the portal backs up the PostgreSQL it runs on.
     */
    embeddedDataDir: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
    fs.chmodSync(tempDir, 0o755);
    embedded = await startEmbeddedPostgres(tempDir, { info: () => {}, warn: () => {} }, { lock: false });
    adminUrl = embedded.url;
  }
  const templateName = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
  await admin.query(`CREATE DATABASE ${templateName}`);

  const { db, pool } = createDatabase(withDatabase(adminUrl, templateName), 2);
  await runMigrations(pool);
  await seedBaseData(db);
  await seedDemoData(db);
  await pool.end();

  project.provide('adminUrl', adminUrl);
  project.provide('templateName', templateName);
  project.provide('embeddedDataDir', tempDir ?? '');

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'portal_test_%' OR datname = $1`,
      [templateName],
    );
    for (const { datname } of leftovers.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    }
    await admin.end();
    await embedded?.stop();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  };
}
