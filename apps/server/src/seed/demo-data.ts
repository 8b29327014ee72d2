/** Demo data, seeded on the first start of an empty database when DEMO_DATA is on. */
import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../core/demo-seed';
import { orderDemoSeeds } from '../core/demo-seed';
import { rebuildSearchDocuments } from '../core/search-index';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { portalModules } from '../modules';
import { refreshDashboardSummaries } from '../modules/dashboards';
import type { PortalModule } from '../modules/module-deps';
import type { DemoFileStore } from '../core/demo-seed';

export { demoAccounts } from '../modules/partners';

/**
 * Runs the demo seeds of the list's modules in their order (core/demo-seed.ts): the demo data is found
 * through the module list alone.
 */
export async function runDemoSeeds(
  ctx: DemoSeedContext,
  modules: readonly PortalModule[] = portalModules,
): Promise<void> {
  for (const module of orderDemoSeeds(modules)) await module.demoSeed.run(ctx);
}

/** Seeds demo data into an empty database, through the demo seeds of the modules; answers whether it did. */
export async function seedDemoData(
  db: Database,
  modules: readonly PortalModule[] = portalModules,
  fileStore?: DemoFileStore,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727274003)`);
    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) return false;
    await runDemoSeeds(
      { tx, companyIds: { A: 0, B: 0 }, userIds: new Map(), materialIds: new Map(), fileStore },
      modules,
    );
    // The seeds write in their own order (reports before the customers they link to): index the finished data.
    await rebuildSearchDocuments(
      tx,
      modules.flatMap((m) => m.search ?? []),
    );
    // And give the dashboards their summaries at once, not at the refresh job's next run.
    await refreshDashboardSummaries(
      tx,
      modules.flatMap((m) => m.figures ?? []),
    );
    return true;
  });
}
