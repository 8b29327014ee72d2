/** Demo clues: every state across both demo companies, some assigned to partner.sales, with follow-ups. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ClueSource, ClueStatus } from '@portal/contract';
import type { Tx } from '../../db/database';
import { auditEntries, clueFollowUps, clues, opportunityReports } from '../../db/schema';
import { nextClueNo } from './clues.repository';
import type { DemoContext } from '../../core/demo-seed';

const customers = [
  ['苏州精工机械有限公司', 'Zhang Wei', '0512-66881234', 'zhang.wei@sz-jinggong.example'],
  ['宁波海港自动化设备有限公司', 'Wang Fang', '13857401234', 'wangfang@nbhg.example'],
  ['Hanbit Precision Co., Ltd.', 'Kim Jiho', '010-2345-6789', 'jiho.kim@hanbit.example'],
  ['东莞宏达电子科技有限公司', 'Li Na', '0769-22334455', 'lina@hongda.example'],
  ['Sakura Metalworks K.K.', 'Sato Yui', '03-5555-0101', 'y.sato@sakura-mw.example'],
  ['重庆长江汽车零部件有限公司', 'Liu Yang', '023-68881234', 'liuyang@cjparts.example'],
  ['Nordic Laser Systems AB', 'Erik Lund', '4687654321', 'erik.lund@nls.example'],
  ['青岛蓝海食品包装有限公司', 'Zhao Lei', '0532-85551234', 'zhaolei@lanhai.example'],
  ['Daehan Robotics Inc.', 'Park Minseo', '02-3456-7890', 'minseo.park@daehan.example'],
  ['天津北方重工集团', 'Sun Hao', '022-23456789', 'sunhao@bfzg.example'],
  ['Pacific Assembly Pte. Ltd.', 'Tan Wei Ming', '6561234567', 'wm.tan@pacasm.example'],
  ['武汉光谷激光技术有限公司', 'Chen Jing', '027-87654321', 'chenjing@ggjg.example'],
] as const;

const productLineCodes = ['CNC', 'ROBOT', 'LASER', 'AUTOMATION', 'INSPECTION'];
const regions = ['CN', 'CN', 'AP', 'CN', 'JP', 'CN', 'EU', 'CN', 'AP', 'CN', 'AP', 'CN'];
const sources: ClueSource[] = ['campaign', 'website', 'staff', 'partner'];

interface Plan {
  status: ClueStatus;
  company?: 'A' | 'B';
  assignee?: string;
  followUps?: number;
  reason?: string;
  returned?: boolean;
}

/** The states to show, in order; each plan becomes one clue. */
const plans: Plan[] = [
  ...Array.from({ length: 12 }, (_, i): Plan => ({ status: 'new', returned: i === 0 })),
  { status: 'assigned', company: 'A', assignee: 'partner.sales' },
  { status: 'assigned', company: 'A', assignee: 'partner.sales' },
  { status: 'assigned', company: 'A' },
  { status: 'assigned', company: 'A', assignee: 'partner.admin' },
  { status: 'assigned', company: 'B' },
  { status: 'assigned', company: 'B', assignee: 'partner.b' },
  { status: 'following', company: 'A', assignee: 'partner.sales', followUps: 2 },
  { status: 'following', company: 'A', assignee: 'partner.sales', followUps: 1 },
  { status: 'following', company: 'A', assignee: 'partner.admin', followUps: 3 },
  { status: 'following', company: 'B', assignee: 'partner.b', followUps: 2 },
  { status: 'following', company: 'B', assignee: 'partner.b', followUps: 1 },
  { status: 'closed', reason: 'Duplicate of an existing customer record' },
  {
    status: 'closed',
    company: 'A',
    assignee: 'partner.sales',
    followUps: 1,
    reason: '客户预算取消，项目暂停',
  },
  {
    status: 'closed',
    company: 'B',
    assignee: 'partner.b',
    followUps: 2,
    reason: '고객이 경쟁사 제품을 선택함',
  },
  { status: 'converted', company: 'A', assignee: 'partner.sales', followUps: 2 },
  { status: 'converted', company: 'B', assignee: 'partner.b', followUps: 1 },
];

const followUpTexts = [
  'Called the contact; they want a demo next month.',
  '已拜访客户，介绍了产品方案，客户关注交期。',
  '고객사 현장 방문, 라인 레이아웃 확인 완료.',
  'Sent the brochure and a budget quotation.',
];

const day = 24 * 60 * 60 * 1000;

export async function seedDemoClues(tx: Tx, demo: DemoContext): Promise<void> {
  const channel = demo.userIds.get('channel') ?? null;
  const now = Date.now();

  // A converted clue must point to a real report of its company; without one it is left out.
  const reportOf = async (companyId: number) => {
    const [row] = await tx
      .select({ id: opportunityReports.id })
      .from(opportunityReports)
      .where(
        and(
          eq(opportunityReports.companyId, companyId),
          inArray(opportunityReports.status, ['submitted', 'approved']),
          isNull(opportunityReports.clueId),
        ),
      )
      .orderBy(asc(opportunityReports.id))
      .limit(1);
    return row?.id;
  };

  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i]!;
    const [name, contact, phone, email] = customers[i % customers.length]!;
    const companyId = plan.company ? demo.companyIds[plan.company] : null;
    const assigneeId = plan.assignee ? (demo.userIds.get(plan.assignee) ?? null) : null;
    let reportId: number | undefined;
    if (plan.status === 'converted') {
      reportId = companyId === null ? undefined : await reportOf(companyId);
      if (reportId === undefined) continue;
    }
    const createdAt = new Date(now - (plans.length - i) * 2 * day);
    const assignedAt = companyId ? new Date(createdAt.getTime() + day / 2) : null;
    const [clue] = await tx
      .insert(clues)
      .values({
        clueNo: nextClueNo,
        source: sources[i % sources.length]!,
        status: plan.status,
        customerName: name,
        contactName: contact,
        contactPhone: phone,
        contactEmail: email,
        productLineCode: productLineCodes[i % productLineCodes.length]!,
        region: regions[i % regions.length]!,
        description: i % 3 === 0 ? 'Looking to automate a manual assembly step.' : null,
        companyId,
        assigneeId,
        assignedAt,
        closeReason: plan.reason ?? null,
        convertedReportId: reportId ?? null,
        createdBy: channel,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: clues.id });
    const id = clue!.id;
    if (reportId !== undefined)
      await tx.update(opportunityReports).set({ clueId: id }).where(eq(opportunityReports.id, reportId));

    // The history the clue went through, so its timeline reads true.
    const history: (typeof auditEntries.$inferInsert)[] = [
      { entity: 'clue', entityId: String(id), action: 'create', toState: 'new', actorId: channel, createdAt },
    ];
    const at = (hours: number) => new Date(createdAt.getTime() + hours * 60 * 60 * 1000);
    if (plan.returned) {
      history.push(
        {
          entity: 'clue',
          entityId: String(id),
          action: 'assign',
          fromState: 'new',
          toState: 'assigned',
          actorId: channel,
          comment: 'Demo Partner B',
          createdAt: at(2),
        },
        {
          entity: 'clue',
          entityId: String(id),
          action: 'return',
          fromState: 'assigned',
          toState: 'new',
          actorId: demo.userIds.get('partner.b') ?? null,
          comment: 'Outside our sales region',
          createdAt: at(5),
        },
      );
    }
    if (companyId !== null) {
      history.push({
        entity: 'clue',
        entityId: String(id),
        action: 'assign',
        fromState: 'new',
        toState: 'assigned',
        actorId: channel,
        createdAt: assignedAt ?? at(12),
      });
    }
    const followUpUser = assigneeId ?? demo.userIds.get(plan.company === 'B' ? 'partner.b' : 'partner.admin');
    for (let f = 0; f < (plan.followUps ?? 0); f++) {
      const when = at(24 * (f + 1));
      await tx.insert(clueFollowUps).values({
        clueId: id,
        userId: followUpUser!,
        content: followUpTexts[(i + f) % followUpTexts.length]!,
        nextFollowUpDate: new Date(when.getTime() + 7 * day).toISOString().slice(0, 10),
        createdAt: when,
      });
      history.push({
        entity: 'clue',
        entityId: String(id),
        action: 'followUp',
        fromState: f === 0 ? 'assigned' : 'following',
        toState: 'following',
        actorId: followUpUser ?? null,
        comment: followUpTexts[(i + f) % followUpTexts.length]!,
        createdAt: when,
      });
    }
    if (plan.status === 'closed') {
      history.push({
        entity: 'clue',
        entityId: String(id),
        action: companyId === null ? 'close' : 'closeMy',
        fromState: companyId === null ? 'new' : 'following',
        toState: 'closed',
        actorId: companyId === null ? channel : (followUpUser ?? null),
        comment: plan.reason ?? null,
        createdAt: at(24 * ((plan.followUps ?? 0) + 1)),
      });
    }
    if (plan.status === 'converted') {
      history.push({
        entity: 'clue',
        entityId: String(id),
        action: 'convert',
        fromState: 'following',
        toState: 'converted',
        actorId: followUpUser ?? null,
        createdAt: at(24 * ((plan.followUps ?? 0) + 1)),
      });
    }
    await tx.insert(auditEntries).values(history);
  }
}
