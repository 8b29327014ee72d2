import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema';

/** A secret generated once and kept in the database, so every server process shares it. */
export async function sharedSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return rows[0]!.value;
}
