/**
 * `npm run seed:volume -- --reports 1000000 [--companies 200] [--batch 100000] [--share-a 0.08]
 *   [--customers 100000] [--virtual-materials 100000] [--processes-open 10000 --processes-finished 100000]
 *   [--tickets 1000000] [--registrations 100000]`
 *
 * Against DATABASE_URL, or else the embedded PostgreSQL of DATA_DIR started the way the server starts
 * it (the DATA_DIR lock refuses while a server runs on it). Migrates and seeds like the server first
 * (so an empty DATA_DIR works), then generates the volume (src/seed/volume.ts). docs/performance.md.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createDatabase, runMigrations } from '../src/db/database';
import type { EmbeddedDatabase } from '../src/db/embedded-postgres';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { seedBaseData } from '../src/seed/base-data';
import { seedDemoData } from '../src/seed/demo-data';
import { generateVolume } from '../src/seed/volume';

async function main() {
  const { values } = parseArgs({
    options: {
      reports: { type: 'string', default: '1000000' },
      companies: { type: 'string' },
      batch: { type: 'string', default: '100000' },
      'share-a': { type: 'string', default: '0.08' },
      'virtual-materials': { type: 'string', default: '100000' },
      customers: { type: 'string', default: '100000' },
      'processes-open': { type: 'string', default: '0' },
      'processes-finished': { type: 'string', default: '0' },
      tickets: { type: 'string', default: '0' },
      registrations: { type: 'string', default: '0' },
    },
  });
  const int = (name: string, value: string | undefined) => {
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0`);
    return n;
  };
  const reports = int('reports', values.reports) ?? 1_000_000;
  const shareA = Number(values['share-a']);
  if (!(shareA >= 0 && shareA <= 1)) throw new Error('--share-a must be between 0 and 1');

  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, logger, { port: config.embeddedPgPort });
  }
  const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, 2);
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    say(
      `Volume: ${reports.toLocaleString('en')} reports into ${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pg`}`,
    );
    await runMigrations(pool);
    await seedBaseData(db);
    if (config.demoData) await seedDemoData(db);
    await generateVolume(pool, {
      reports,
      companies: int('companies', values.companies),
      batch: int('batch', values.batch),
      shareA,
      virtualMaterials: int('virtual-materials', values['virtual-materials']),
      customers: int('customers', values.customers),
      processesOpen: int('processes-open', values['processes-open']),
      processesFinished: int('processes-finished', values['processes-finished']),
      tickets: int('tickets', values.tickets),
      registrations: int('registrations', values.registrations),
      log: say,
    });
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
