/** The identity demo seed: each demo user's role (the users are the partners' seed's). */
import type { DemoSeedContext } from '../../core/demo-seed';
import { roles, userRoles } from '../../db/schema';
import { demoAccounts } from '../partners';

export async function seedDemoRoles({ tx, userIds }: DemoSeedContext): Promise<void> {
  const roleRows = await tx.select().from(roles);
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
  for (const a of demoAccounts.list)
    await tx.insert(userRoles).values({ userId: userIds.get(a.username)!, roleId: roleId.get(a.role)! });
}
