import { createHash } from 'node:crypto';
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

/** Distinct statements one connection keeps prepared; beyond it, statements are planned each time. */
const preparedPerConnection = 300;

/** Statement names by text, shared by the connections: a text is hashed once, not on every call. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('base64url')}`;
    // Texts come from code, so they are few; the bound only keeps a mistake from growing the map.
    if (statementNames.size < preparedPerConnection * 10) statementNames.set(text, name);
  }
  return name;
}

/**
 * A connection that prepares each parameterised statement once, named by a hash of its text: the
 * server parses it once per connection and may reuse its plan, instead of parsing and planning every
 * call (a third of a list call's database time; docs/performance.md). Texts are built from code, values
 * travel as parameters, so the number of distinct texts is bounded; the cap keeps it so regardless.
 */
class PreparingClient extends pg.Client {
  private readonly prepared = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      'text' in config &&
      typeof config.text === 'string' &&
      !('name' in config && config.name) &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(config.text);
      if (this.prepared.has(name) || this.prepared.size < preparedPerConnection) {
        this.prepared.add(name);
        args[0] = { ...config, name };
      }
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- pg.Client.query is a set of overloads; this override forwards whatever arguments it was given, unchanged.
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function createDatabase(url: string, poolSize = 10) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    Client: PreparingClient,
  });
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
