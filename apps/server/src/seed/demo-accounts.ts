/**
 * The demo accounts: the two demo partner companies (the partners' demo seed), the demo users with their
 * roles (the identity seed) and the demo equipment models (the reference data's seed).
 */
import { eq } from 'drizzle-orm';
import { creditCodeOf } from '@portal/contract';
import type { DemoSeedContext } from '../core/demo-seed';
import { companies, companyTypes, equipmentModels, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/identity';

interface DemoAccount {
  username: string;
  displayName: string;
  description: string;
  kind: 'internal' | 'partner';
  role: string;
  company?: 'A' | 'B';
  companyType?: string;
  companyRole?: string;
  status?: 'active' | 'disabled';
  employeeId?: string;
  email: string;
}

const accounts: DemoAccount[] = [
  {
    username: 'admin',
    displayName: 'Ada Admin',
    description: 'administrator, everything',
    kind: 'internal',
    role: 'admin',
    employeeId: 'E0001',
    email: 'admin@portal.example',
  },
  {
    username: 'channel',
    displayName: 'Chen Channel',
    description: 'channel manager',
    kind: 'internal',
    role: 'channel',
    employeeId: 'E0002',
    email: 'channel@portal.example',
  },
  {
    username: 'sales',
    displayName: 'Sam Sales',
    description: 'internal sales',
    kind: 'internal',
    role: 'sales',
    employeeId: 'E0003',
    email: 'sales@portal.example',
  },
  {
    username: 'planner',
    displayName: 'Pia Planner',
    description: 'internal planning',
    kind: 'internal',
    role: 'planning',
    employeeId: 'E0004',
    email: 'planner@portal.example',
  },
  {
    username: 'sales2',
    displayName: 'Sue Second',
    description: 'second internal sales, to move an owner to',
    kind: 'internal',
    role: 'sales',
    employeeId: 'E0006',
    email: 'sales2@portal.example',
  },
  {
    username: 'planner2',
    displayName: 'Paul Second',
    description: 'second internal planning, to move an owner to',
    kind: 'internal',
    role: 'planning',
    employeeId: 'E0007',
    email: 'planner2@portal.example',
  },
  {
    username: 'service',
    displayName: 'Seo Service',
    description: 'internal service',
    kind: 'internal',
    role: 'service',
    employeeId: 'E0005',
    email: 'service@portal.example',
  },
  {
    username: 'partner.admin',
    displayName: 'Alex Partner',
    description: 'partner admin at Demo Partner A',
    kind: 'partner',
    role: 'partner_admin',
    company: 'A',
    companyType: 'DISTRIBUTOR',
    companyRole: 'TIER1',
    email: 'admin@partner-a.example',
  },
  {
    username: 'partner.sales',
    displayName: 'Sora Partner',
    description: 'partner sales at Demo Partner A',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'SYSTEM_INTEGRATOR',
    companyRole: 'TIER1',
    email: 'sales@partner-a.example',
  },
  {
    username: 'partner.b',
    displayName: 'Ben Partner',
    description: 'partner admin at Demo Partner B',
    kind: 'partner',
    role: 'partner_admin',
    company: 'B',
    companyType: 'RESELLER',
    companyRole: 'TIER2',
    email: 'admin@partner-b.example',
  },
  {
    username: 'partner.disabled',
    displayName: 'Dana Disabled',
    description: 'disabled account at Demo Partner A',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'DISTRIBUTOR',
    companyRole: 'TIER1',
    status: 'disabled',
    email: 'disabled@partner-a.example',
  },
  {
    username: 'partner.mismatch',
    displayName: 'Max Mismatch',
    description: 'at Demo Partner A, holding a type A no longer has',
    kind: 'partner',
    role: 'partner_sales',
    company: 'A',
    companyType: 'SERVICE_PARTNER',
    companyRole: 'TIER1',
    email: 'mismatch@partner-a.example',
  },
];

export const demoAccounts = { password: 'Portal@2026', list: accounts };

/** Demo equipment models, described in English, Chinese and Korean. */
const equipment: Array<{
  productLineCode: string;
  model: string;
  kind: 'iop' | 'no_iop' | 'robot';
  description: string;
  descriptionCn: string;
  descriptionKr: string;
}> = [
  {
    productLineCode: 'CNC',
    model: 'VMC-850',
    kind: 'iop',
    description: 'Vertical machining centre, 850 mm travel',
    descriptionCn: '立式加工中心，行程 850 mm',
    descriptionKr: '수직형 머시닝 센터, 이송 850 mm',
  },
  {
    productLineCode: 'CNC',
    model: 'VMC-1160',
    kind: 'iop',
    description: 'Vertical machining centre, 1160 mm travel',
    descriptionCn: '立式加工中心，行程 1160 mm',
    descriptionKr: '수직형 머시닝 센터, 이송 1160 mm',
  },
  {
    productLineCode: 'CNC',
    model: 'HMC-630',
    kind: 'iop',
    description: 'Horizontal machining centre, 630 mm pallet',
    descriptionCn: '卧式加工中心，630 mm 托盘',
    descriptionKr: '수평형 머시닝 센터, 630 mm 팔레트',
  },
  {
    productLineCode: 'CNC',
    model: 'TL-250',
    kind: 'no_iop',
    description: 'Turning lathe, 250 mm chuck',
    descriptionCn: '数控车床，250 mm 卡盘',
    descriptionKr: 'CNC 선반, 250 mm 척',
  },
  {
    productLineCode: 'ROBOT',
    model: 'RB-6A',
    kind: 'robot',
    description: 'Six-axis robot, 6 kg payload',
    descriptionCn: '六轴机器人，负载 6 kg',
    descriptionKr: '6축 로봇, 가반 하중 6 kg',
  },
  {
    productLineCode: 'ROBOT',
    model: 'RB-20A',
    kind: 'robot',
    description: 'Six-axis robot, 20 kg payload',
    descriptionCn: '六轴机器人，负载 20 kg',
    descriptionKr: '6축 로봇, 가반 하중 20 kg',
  },
  {
    productLineCode: 'ROBOT',
    model: 'SC-400',
    kind: 'robot',
    description: 'SCARA robot, 400 mm reach',
    descriptionCn: 'SCARA 机器人，臂展 400 mm',
    descriptionKr: '스카라 로봇, 도달 거리 400 mm',
  },
  {
    productLineCode: 'LASER',
    model: 'LC-3015',
    kind: 'iop',
    description: 'Fibre laser cutter, 3 × 1.5 m bed',
    descriptionCn: '光纤激光切割机，3 × 1.5 m 工作台',
    descriptionKr: '파이버 레이저 절단기, 3 × 1.5 m 베드',
  },
  {
    productLineCode: 'LASER',
    model: 'LW-2000',
    kind: 'no_iop',
    description: 'Laser welding station, 2 kW',
    descriptionCn: '激光焊接工作站，2 kW',
    descriptionKr: '레이저 용접 스테이션, 2 kW',
  },
  {
    productLineCode: 'AUTOMATION',
    model: 'CV-LINE',
    kind: 'no_iop',
    description: 'Conveyor line module',
    descriptionCn: '输送线模块',
    descriptionKr: '컨베이어 라인 모듈',
  },
  {
    productLineCode: 'AUTOMATION',
    model: 'AGV-500',
    kind: 'robot',
    description: 'Automated guided vehicle, 500 kg',
    descriptionCn: '自动导引车，500 kg',
    descriptionKr: '무인 운반차(AGV), 500 kg',
  },
  {
    productLineCode: 'INSPECTION',
    model: 'CMM-700',
    kind: 'iop',
    description: 'Coordinate measuring machine',
    descriptionCn: '三坐标测量机',
    descriptionKr: '3차원 측정기',
  },
  {
    productLineCode: 'INSPECTION',
    model: 'VIS-2',
    kind: 'no_iop',
    description: 'Vision inspection cell',
    descriptionCn: '视觉检测单元',
    descriptionKr: '비전 검사 셀',
  },
];

/** The two demo partner companies and their types. */
export async function seedDemoCompanies(ctx: DemoSeedContext): Promise<void> {
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

/** The demo users with their roles; the channel manager manages every company. */
export async function seedDemoUsers(ctx: DemoSeedContext): Promise<void> {
  const { tx, companyIds, userIds } = ctx;
  const passwordHash = await hashPassword(demoAccounts.password);
  const roleRows = await tx.select().from(roles);
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
  for (const a of accounts) {
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
    await tx.insert(userRoles).values({ userId: user!.id, roleId: roleId.get(a.role)! });
  }
  const channel = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'channel'));
  await tx.update(companies).set({ channelManagerId: channel[0]!.id });
}

/** The demo equipment models. */
export async function seedDemoEquipment({ tx }: DemoSeedContext): Promise<void> {
  await tx.insert(equipmentModels).values(equipment).onConflictDoNothing();
}
