/** The main e2e server's embedded PostgreSQL, read (and set up) by a test as an operator would. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Runs `work` with a client of the main server's database, closed after. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dir = process.env['E2E_DATA_DIR_MAIN']!;
  const password = fs.readFileSync(path.join(dir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(process.env['E2E_PG_PORT']),
    user: 'portal',
    password,
    database: 'portal',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
