/**
 * Demo opportunities: staff-created ones beside those the reports seed made from approved reports,
 * with sales and planning owners on part of them (so every tab of the list has rows), every stage,
 * and a few cases each. Every record has its audit entries, as if made through the API.
 */
import type { OpportunityStage } from '@portal/contract';
import { businessNumberCheckDigit, creditCodeOf, limits } from '@portal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { businessOpportunities, equipmentModels } from '../../db/schema';
import { createCase, createOpportunity } from './opportunities.creation.repository';
import { opportunityEntity } from './opportunities.repository';
import { insertAuditEntry } from '../../core/audit';
import { nameDemoCustomers } from '../customers';
import type { DemoContext } from '../../core/demo-seed';

/** Customers of staff-made opportunities, each with the registration number its country uses. */
const customers = [
  {
    name: '苏州精工机械有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91320500', 'MA1XDE01'),
    region: 'CN',
  },
  {
    name: '宁波海天装备股份有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91330200', 'MA2XDE02'),
    region: 'CN',
  },
  {
    name: '青岛智造科技有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91370200', 'MA3XDE03'),
    region: 'CN',
  },
  {
    name: '深圳优控自动化有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91440300', 'MA5XDE04'),
    region: 'CN',
  },
  {
    name: 'Busan Precision Co., Ltd.',
    country: 'KR',
    creditCode: `617810245${businessNumberCheckDigit('617810245')}`,
    region: 'AP',
  },
  { name: 'Osaka Motion Works', country: 'JP', creditCode: '4120001077166', region: 'JP' },
  {
    name: '武汉光谷激光有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91420100', 'MA4XDE07'),
    region: 'CN',
  },
  {
    name: '成都天府检测技术有限公司',
    country: 'CN',
    creditCode: creditCodeOf('91510100', 'MA6XDE08'),
    region: 'CN',
  },
];

const projects = [
  '新厂房加工中心扩产',
  '焊接机器人工作站',
  '激光切割产线升级',
  '智能仓储输送线',
  '质检视觉系统改造',
  '五轴加工单元',
];

const stages: OpportunityStage[] = ['design', 'quotation', 'negotiation', 'won', 'lost', 'design'];

const caseStatuses = ['draft', 'in_progress', 'submitted', 'approved', 'closed'];

/** How many staff-created opportunities the demo has. */
export const demoOpportunityCount = 24;

export async function seedDemoOpportunities(tx: Tx, demo: DemoContext): Promise<void> {
  const admin = demo.userIds.get('admin') ?? null;
  const channel = demo.userIds.get('channel') ?? admin;
  const sales = demo.userIds.get('sales') ?? null;
  const planner = demo.userIds.get('planner') ?? null;
  const models = await tx
    .select({
      id: equipmentModels.id,
      productLineCode: equipmentModels.productLineCode,
      kind: equipmentModels.kind,
    })
    .from(equipmentModels)
    .orderBy(asc(equipmentModels.id));
  const productLineCodes = [...new Set(models.map((m) => m.productLineCode))];
  if (productLineCodes.length === 0) return;

  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < demoOpportunityCount; i++) {
    const customer = customers[i % customers.length]!;
    const productLineCode = productLineCodes[i % productLineCodes.length]!;
    const lineModels = models.filter((m) => m.productLineCode === productLineCode);
    const createdAt = new Date(now - (demoOpportunityCount - i) * 3 * day);
    const { id } = await createOpportunity(
      tx,
      {
        companyId: i % 3 === 2 ? demo.companyIds.B : demo.companyIds.A,
        projectName: `${projects[i % projects.length]} ${String(i + 1).padStart(2, '0')}`,
        customerName: customer.name,
        customerCreditCode: customer.creditCode,
        customerCountry: customer.country,
        customerRegion: customer.region,
        productLineCode,
        amount: `${(i + 1) * 125_000}.${i % 2 === 0 ? '00' : '50'}`,
        currency: i % 5 === 4 ? 'USD' : 'CNY',
        expectedCloseDate: new Date(now + (30 + i * 7) * day).toISOString().slice(0, 10),
        protectedUntil: i % 4 === 0 ? new Date(createdAt.getTime() + limits.protectionDays * day) : null,
        equipment: lineModels.slice(0, 1 + (i % 3)).map((model, index) => ({
          equipmentModelId: model.id,
          kind: model.kind,
          quantity: 1 + ((i + index) % 4),
        })),
        createdAt,
      },
      channel,
    );
    await seedOwnersAndStage(tx, id, i, { channel, sales, planner });
    for (let c = 0; c < i % 4; c++) {
      await createCase(
        tx,
        {
          opportunityId: id,
          kind: c % 2 === 0 ? 'solution' : 'quotation',
          title: c % 2 === 0 ? `方案 ${c + 1}` : `报价 ${c + 1}`,
          status: caseStatuses[(i + c) % caseStatuses.length]!,
          amount: c % 2 === 0 ? null : `${(i + 1) * 100_000 + c * 1000}.00`,
          createdAt: new Date(createdAt.getTime() + (c + 1) * day),
        },
        channel,
      );
    }
  }

  // Opportunities from approved reports (the reports seed): a sales owner on every other one.
  const fromReports = await tx
    .select({ id: businessOpportunities.id })
    .from(businessOpportunities)
    .where(sql`${businessOpportunities.sourceReportId} IS NOT NULL`)
    .orderBy(asc(businessOpportunities.id));
  for (const [index, row] of fromReports.entries()) {
    if (index % 2 === 0 && sales !== null) await setOwner(tx, row.id, 'sales', sales, channel);
  }
  // The customers these opportunities created get their names in the other languages too.
  await nameDemoCustomers(tx);
}

async function seedOwnersAndStage(
  tx: Tx,
  id: number,
  i: number,
  who: { channel: number | null; sales: number | null; planner: number | null },
) {
  // A third has no owner (both tabs), a third only a sales owner (planning tab), a third both.
  if (i % 3 !== 0 && who.sales !== null) await setOwner(tx, id, 'sales', who.sales, who.channel);
  if (i % 3 === 2 && who.planner !== null) await setOwner(tx, id, 'planning', who.planner, who.channel);
  // Stages move one step at a time, each with its entry.
  const target = stages[i % stages.length]!;
  const path: OpportunityStage[] =
    target === 'lost'
      ? ['lost']
      : (['quotation', 'negotiation', 'won'] as OpportunityStage[]).slice(
          0,
          ['design', 'quotation', 'negotiation', 'won'].indexOf(target),
        );
  let from: OpportunityStage = 'design';
  for (const stage of path) {
    await tx.update(businessOpportunities).set({ stage }).where(eq(businessOpportunities.id, id));
    await insertAuditEntry(tx, {
      entity: opportunityEntity,
      entityId: id,
      action: 'stage',
      fromState: from,
      toState: stage,
      actorId: who.channel,
    });
    from = stage;
  }
}

/** Makes a user the sales or planning owner of a demo opportunity, with its audit entry. */
export async function setOwner(
  tx: Tx,
  id: number,
  ownerType: 'sales' | 'planning',
  userId: number,
  actorId: number | null,
) {
  await tx
    .update(businessOpportunities)
    .set(ownerType === 'sales' ? { salesOwnerId: userId } : { planningOwnerId: userId })
    .where(eq(businessOpportunities.id, id));
  await insertAuditEntry(tx, {
    entity: opportunityEntity,
    entityId: id,
    action: `assign-${ownerType}`,
    toState: String(userId),
    actorId,
  });
}
