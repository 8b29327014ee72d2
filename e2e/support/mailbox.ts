/** Reads the mail outbox of the main e2e server's database, as a mail catcher would. */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export async function lastMailTo(address: string): Promise<{ subject: string; body: string } | undefined> {
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
    const result = await client.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [address],
    );
    return result.rows[0];
  } finally {
    await client.end();
  }
}
