/** Reads the mail outbox of the main e2e server's database, as a mail catcher would. */
import { withDatabase } from './database';

export async function lastMailTo(address: string): Promise<{ subject: string; body: string } | undefined> {
  return withDatabase(async (client) => {
    const result = await client.query<{ subject: string; body: string }>(
      'SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [address],
    );
    return result.rows[0];
  });
}
