import type { Pool } from 'pg';
import { buildApp, moduleJobRunner } from './app';
import { ConfigError, loadConfig } from './config';
import type { JobRunner } from './core/jobs';
import { createLogger } from './core/logger';
import { createDatabase, runMigrations } from './db/database';
import type { EmbeddedDatabase } from './db/embedded-postgres';
import { DataDirInUseError, startEmbeddedPostgres } from './db/embedded-postgres';
import { seedBaseData } from './seed/base-data';
import { demoAccounts, seedDemoData } from './seed/demo-data';
import { ensureInitialAdmin } from './seed/initial-admin';
import { createFileStore, ObjectStoreError } from './modules/files';
import type { ModuleDeps } from './modules/module-deps';

interface Resources {
  embedded?: EmbeddedDatabase;
  pool?: Pool;
  jobs?: JobRunner<ModuleDeps>;
  app?: Awaited<ReturnType<typeof buildApp>>;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  // Handlers first: a signal during start-up still closes what has been opened, PostgreSQL included.
  const resources: Resources = {};
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Ctrl-C at a terminal signals the whole process group, the embedded PostgreSQL too: its sessions
    // end under the job runner, which is stopping anyway, so that is no error.
    resources.jobs?.expectShutdown();
    logger.info(`${signal} received, shutting down`);
    // Each step runs even when the one before failed: the job runner stops before the database it
    // works in, and PostgreSQL is stopped (and DATA_DIR released) last.
    const steps: [string, (() => Promise<void>) | undefined][] = [
      ['the jobs', resources.jobs && (() => resources.jobs!.stop())],
      ['the server', resources.app && (() => resources.app!.close())],
      ['the database pool', resources.pool && (() => resources.pool!.end())],
      ['PostgreSQL', resources.embedded && (() => resources.embedded!.stop())],
    ];
    for (const [name, step] of steps)
      try {
        await step?.();
      } catch (error) {
        logger.error({ err: error }, `closing ${name} failed`);
      }
    process.stdout.write('Partner portal stopped.\n');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (!config.databaseUrl) {
    resources.embedded = await startEmbeddedPostgres(config.dataDir, logger, { port: config.embeddedPgPort });
  }
  const databaseUrl = config.databaseUrl ?? resources.embedded!.url;
  const { db, pool } = createDatabase(databaseUrl, config.databasePoolSize);
  resources.pool = pool;

  await runMigrations(pool);
  await seedBaseData(db);
  const seeded = config.demoData ? await seedDemoData(db, undefined, createFileStore(config)) : false;
  const initialAdminPassword = config.demoData
    ? undefined
    : await ensureInitialAdmin(db, config.initialAdminPassword);
  const app = await buildApp({ config, db, logger });
  resources.app = app;

  await app.listen({ host: config.host, port: config.port });
  if (config.jobs && !stopping) {
    const jobs = moduleJobRunner({ connectionString: databaseUrl, db, config, logger });
    resources.jobs = jobs;
    await jobs.start();
  }
  const address = `http://${config.host}:${config.port}`;
  const lines = [
    `Partner portal at ${address}/static/gppclient/ (API under ${address}/api)`,
    resources.embedded ? `Database: embedded PostgreSQL in ${config.dataDir}/pg` : 'Database: DATABASE_URL',
    config.objectStore.kind === 's3'
      ? `Files: S3 bucket ${config.objectStore.bucket}${config.objectStore.endpoint ? ` at ${config.objectStore.endpoint}` : ''}`
      : `Files: ${config.filesDir}`,
  ];
  if (initialAdminPassword) {
    lines.push(
      config.initialAdminPassword
        ? 'Created the administrator `admin` with INITIAL_ADMIN_PASSWORD.'
        : `Created the administrator \`admin\` with the password ${initialAdminPassword} (shown once: keep it safe).`,
    );
  }
  if (config.demoData) {
    lines.push(
      `Demo accounts${seeded ? ' (just created)' : ''}, password ${demoAccounts.password}:`,
      ...demoAccounts.list.map((a) => `  ${a.username.padEnd(18)} ${a.description}`),
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof ObjectStoreError
  ) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
