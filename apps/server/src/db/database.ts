import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];
/** A transaction handle; repositories take `Database | Tx`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

// Numeric and bigint columns arrive as strings unless said otherwise; counts are safe as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(url: string, poolSize = 10) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // An idle client's error (database restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/** The committed migrations folder, found from wherever this code runs (source or bundle). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The migrations folder (drizzle/) was not found');
}

const migrationLockKey = 727_274_001;

/** Applies pending migrations; an advisory lock lets several processes start at once. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    client.release();
  }
}
