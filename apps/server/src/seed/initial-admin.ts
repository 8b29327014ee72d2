import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/identity';

/** A password that follows the rule of spec section 5 (letters, digits and one of $@!%*#?&). */
export function generatePassword(): string {
  const specials = '$@!%*#?&';
  const core = randomBytes(12)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12);
  return `${core}${randomInt(10)}${specials[randomInt(specials.length)]}a`;
}

/**
 * Without demo data an empty database would have nobody to sign in: create `admin` once, with
 * INITIAL_ADMIN_PASSWORD or a generated password that is answered to be printed once.
 */
export async function ensureInitialAdmin(db: Database, password?: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274003)`);
    if ((await tx.select({ id: users.id }).from(users).limit(1)).length > 0) return undefined;
    const chosen = password ?? generatePassword();
    const [admin] = await tx
      .insert(users)
      .values({
        username: 'admin',
        displayName: 'Administrator',
        kind: 'internal',
        passwordHash: await hashPassword(chosen),
      })
      .returning({ id: users.id });
    const [role] = await tx.select().from(roles).where(eq(roles.code, 'admin'));
    await tx.insert(userRoles).values({ userId: admin!.id, roleId: role!.id });
    return chosen;
  });
}
