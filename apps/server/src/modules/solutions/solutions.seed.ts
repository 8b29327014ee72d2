/**
 * Demo solutions: one in every status on opportunities planned by `planner` (among them one of Demo
 * Partner A, so its users read a submitted and an approved solution), a second submitted one whose
 * approval was closed, and an approved solution revised into a second version. Lines on real materials
 * and equipment models, priced as the service prices.
 */
import type { SolutionLineKind } from '@portal/contract';
import { finalOpportunityStages } from '@portal/contract';
import { and, asc, eq, isNull, isNotNull, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { businessOpportunities, equipmentModels, materials, solutionLines, solutions } from '../../db/schema';
import { insertAuditEntry } from '../../core/audit';
import { listTotalOf, pricedLine } from './solutions.pricing';
import { nextSolutionNo, solutionEntity } from './solutions.repository';
import type { DemoContext } from '../../core/demo-seed';
import { setDemoOwner } from '../opportunities';

type Status = 'draft' | 'designing' | 'submitted' | 'approved' | 'returned';

interface DemoLine {
  kind: Extract<SolutionLineKind, 'material' | 'model'>;
  code: string;
  quantity: string;
}

const cellLines: DemoLine[] = [
  { kind: 'material', code: 'RB-ARM-12-1400', quantity: '2' },
  { kind: 'material', code: 'RB-CTL-S', quantity: '2' },
  { kind: 'material', code: 'RB-GR-2F', quantity: '2' },
  { kind: 'material', code: 'SF-FENCE-M', quantity: '18.5' },
  { kind: 'material', code: 'SF-DOOR', quantity: '1' },
  { kind: 'material', code: 'SV-INST-D', quantity: '6' },
];

const plans: { status: Status; title: string; returnReason?: string }[] = [
  { status: 'approved', title: '焊接工作站方案' },
  { status: 'submitted', title: '上下料机器人单元' },
  { status: 'designing', title: '检测线改造方案' },
  { status: 'returned', title: '激光切割产线', returnReason: '请补充除尘系统和安全门的配置。' },
  { status: 'draft', title: '备件与服务方案' },
  // Submitted, and its approval process closed by an administrator (demo-processes.ts): no to-do waits.
  { status: 'submitted', title: '码垛机器人单元' },
];

async function insertLines(tx: Tx, solutionId: number, lines: DemoLine[], modelId: number | undefined) {
  const codes = lines.filter((line) => line.kind === 'material').map((line) => line.code);
  const rows = await tx.select().from(materials);
  const byCode = new Map(rows.filter((row) => codes.includes(row.code)).map((row) => [row.code, row]));
  const priced: { amount: string | null; currency: string | null }[] = [];
  const values: (typeof solutionLines.$inferInsert)[] = [];
  lines.forEach((line, sort) => {
    const material = byCode.get(line.code);
    if (!material) return;
    values.push({ solutionId, kind: 'material', materialId: material.id, quantity: line.quantity, sort });
    priced.push({
      ...pricedLine(
        {
          code: material.code,
          names: { cn: material.nameCn },
          unit: material.unit,
          unitPrice: material.listPrice,
          currency: material.currency,
          usable: true,
          replacedBy: null,
          modelVersion: null,
        },
        line.quantity,
      ),
      currency: material.currency,
    });
  });
  if (modelId !== undefined)
    values.push({ solutionId, kind: 'model', equipmentModelId: modelId, quantity: '1', sort: values.length });
  if (values.length > 0) await tx.insert(solutionLines).values(values);
  return listTotalOf(priced);
}

export async function seedDemoSolutions(tx: Tx, demo: DemoContext): Promise<void> {
  const planner = demo.userIds.get('planner');
  const channel = demo.userIds.get('channel') ?? null;
  const sales = demo.userIds.get('sales');
  if (planner === undefined || sales === undefined) return;
  const open = notInArray(businessOpportunities.stage, [...finalOpportunityStages]);
  // Partner A's first open opportunity with a sales owner and no planner gets `planner`.
  const [ofA] = await tx
    .select({ id: businessOpportunities.id })
    .from(businessOpportunities)
    .where(
      and(
        open,
        eq(businessOpportunities.companyId, demo.companyIds.A),
        isNotNull(businessOpportunities.salesOwnerId),
        isNull(businessOpportunities.planningOwnerId),
      ),
    )
    .orderBy(asc(businessOpportunities.id))
    .limit(1);
  if (ofA) await setDemoOwner(tx, ofA.id, 'planning', planner, channel);
  const planned = await tx
    .select({ id: businessOpportunities.id, productLineCode: businessOpportunities.productLineCode })
    .from(businessOpportunities)
    .where(and(open, eq(businessOpportunities.planningOwnerId, planner)))
    .orderBy(asc(businessOpportunities.id));
  // Partner A's opportunity first: it carries the approved and the submitted solutions.
  const targets = [...planned].sort((a, b) => Number(b.id === ofA?.id) - Number(a.id === ofA?.id));
  if (targets.length === 0) return;
  const now = new Date();
  for (const [index, plan] of plans.entries()) {
    const opportunity = index < 2 ? targets[0]! : targets[index % targets.length]!;
    const [model] = await tx
      .select({ id: equipmentModels.id })
      .from(equipmentModels)
      .where(eq(equipmentModels.productLineCode, opportunity.productLineCode))
      .limit(1);
    const solutionNo = await nextSolutionNo(tx, now);
    const [row] = await tx
      .insert(solutions)
      .values({
        solutionNo,
        opportunityId: opportunity.id,
        title: plan.title,
        notes: index === 0 ? '两台机器人对称布置，共用一套安全围栏。' : null,
        status: plan.status,
        returnReason: plan.returnReason ?? null,
        createdBy: planner,
        updatedBy: planner,
      })
      .returning({ id: solutions.id });
    const id = row!.id;
    const total = await insertLines(tx, id, index === 4 ? [] : cellLines.slice(0, 6 - index), model?.id);
    await tx.update(solutions).set(total).where(eq(solutions.id, id));
    await insertAuditEntry(tx, {
      entity: solutionEntity,
      entityId: id,
      action: 'create',
      toState: plan.status,
      actorId: planner,
      comment: 'v1',
    });
    // The approved one is revised: its second version is in design.
    if (plan.status === 'approved') {
      await tx.update(solutions).set({ latest: false }).where(eq(solutions.id, id));
      const [next] = await tx
        .insert(solutions)
        .values({
          solutionNo,
          version: 2,
          opportunityId: opportunity.id,
          title: plan.title,
          status: 'designing',
          createdBy: planner,
          updatedBy: planner,
        })
        .returning({ id: solutions.id });
      const nextTotal = await insertLines(tx, next!.id, cellLines, model?.id);
      await tx.update(solutions).set(nextTotal).where(eq(solutions.id, next!.id));
    }
  }
}
