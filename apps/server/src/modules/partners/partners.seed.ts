/**
 * The partners' demo seed: the two demo partner companies and the demo users (partners-owned tables); the
 * identity seed gives the users their roles.
 */
import { eq } from 'drizzle-orm';
import { creditCodeOf } from '@portal/contract';
import type { DemoSeedContext } from '../../core/demo-seed';
import { companies, companyTypes, users } from '../../db/schema';
import { hashPassword } from '../identity';
import { demoAccounts } from './partners.seed-data';

/** The demo companies, then the demo users at them. */
export async function seedDemoPartners(ctx: DemoSeedContext): Promise<void> {
  await seedDemoCompanies(ctx);
  await seedDemoUsers(ctx);
}

/** The two demo partner companies and their types. */
async function seedDemoCompanies(ctx: DemoSeedContext): Promise<void> {
  const { tx } = ctx;
  const [companyA] = await tx
    .insert(companies)
    .values({
      code: 'P-A001',
      name: '演示合作伙伴A',
      nameEn: 'Demo Partner A',
      nameKr: '데모 파트너 A',
      creditCode: creditCodeOf('91310000', 'MA1DEMA0'),
      countryId: 1,
      region: 'CN',
      companyRole: 'TIER1',
      maxCustomers: 50,
    })
    .returning({ id: companies.id });
  const [companyB] = await tx
    .insert(companies)
    .values({
      code: 'P-B001',
      name: '演示合作伙伴B',
      nameEn: 'Demo Partner B',
      nameKr: '데모 파트너 B',
      creditCode: creditCodeOf('91110000', 'MA1DEMB0'),
      countryId: 4,
      region: 'AP',
      companyRole: 'TIER2',
      maxCustomers: 20,
    })
    .returning({ id: companies.id });
  await tx.insert(companyTypes).values([
    { companyId: companyA!.id, typeCode: 'DISTRIBUTOR' },
    { companyId: companyA!.id, typeCode: 'SYSTEM_INTEGRATOR' },
    { companyId: companyB!.id, typeCode: 'RESELLER' },
  ]);
  ctx.companyIds.A = companyA!.id;
  ctx.companyIds.B = companyB!.id;
}

/** The demo users (their roles are the identity seed's); the channel manager manages every company. */
async function seedDemoUsers(ctx: DemoSeedContext): Promise<void> {
  const { tx, companyIds, userIds } = ctx;
  const passwordHash = await hashPassword(demoAccounts.password);
  for (const a of demoAccounts.list) {
    const [user] = await tx
      .insert(users)
      .values({
        username: a.username,
        displayName: a.displayName,
        email: a.email,
        kind: a.kind,
        employeeId: a.employeeId ?? null,
        companyId: a.company ? companyIds[a.company] : null,
        companyType: a.companyType ?? null,
        companyRole: a.companyRole ?? null,
        status: a.status ?? 'active',
        passwordHash,
      })
      .returning({ id: users.id });
    userIds.set(a.username, user!.id);
  }
  const channel = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'channel'));
  await tx.update(companies).set({ channelManagerId: channel[0]!.id });
}
