/**
 * Demo opportunity reports: a few hundred across both demo partners in every state, with their
 * lines, contacts, audit history and, for approved ones, their business opportunities. Deterministic
 * (the same records every time, dated relative to the seeding day) and bulk-inserted.
 */
import { businessNumberCheckDigit, creditCodeCharset, creditCodeOf, limits } from '@portal/contract';
import { asc, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import {
  auditEntries,
  businessOpportunities,
  businessOpportunityEquipment,
  equipmentModels,
  opportunityReportContacts,
  opportunityReportLines,
  opportunityReports,
  registrationAgreements,
} from '../../db/schema';
import { nextReportNo } from './opportunity-reports.repository';
import type { DemoContext } from '../../core/demo-seed';

type Status = 'draft' | 'submitted' | 'approved' | 'rejected' | 'withdrawn' | 'discarded';

/** End customers: realistic names and 18-character credit codes (fictitious). */
const customers: Array<{ name: string; region: string; industry: string; city: string }> = [
  {
    name: '苏州精工机械有限公司',
    region: 'CN',
    industry: '机械制造',
    city: '江苏省苏州市工业园区星湖街 88 号',
  },
  {
    name: '宁波海天汽车零部件有限公司',
    region: 'CN',
    industry: '汽车零部件',
    city: '浙江省宁波市北仑区大港路 16 号',
  },
  {
    name: '深圳华微电子科技有限公司',
    region: 'CN',
    industry: '电子制造',
    city: '广东省深圳市南山区科技园南路 9 号',
  },
  {
    name: '成都航宇精密制造有限公司',
    region: 'CN',
    industry: '航空航天',
    city: '四川省成都市双流区航空港 3 号',
  },
  {
    name: '青岛海川医疗器械有限公司',
    region: 'CN',
    industry: '医疗器械',
    city: '山东省青岛市崂山区海尔路 61 号',
  },
  {
    name: '天津北方重型装备有限公司',
    region: 'CN',
    industry: '重型装备',
    city: '天津市滨海新区黄海路 220 号',
  },
  {
    name: '武汉光谷激光技术有限公司',
    region: 'CN',
    industry: '激光加工',
    city: '湖北省武汉市东湖高新区光谷大道 77 号',
  },
  {
    name: '重庆长江摩托车配件有限公司',
    region: 'CN',
    industry: '汽车零部件',
    city: '重庆市九龙坡区科城路 5 号',
  },
  {
    name: '西安秦川数控机床有限公司',
    region: 'CN',
    industry: '机床',
    city: '陕西省西安市高新区锦业路 12 号',
  },
  { name: '东莞恒达模具有限公司', region: 'CN', industry: '模具', city: '广东省东莞市长安镇振安路 101 号' },
  {
    name: '合肥新能电池材料有限公司',
    region: 'CN',
    industry: '新能源',
    city: '安徽省合肥市经开区繁华大道 18 号',
  },
  {
    name: '厦门鹭岛五金制品有限公司',
    region: 'CN',
    industry: '五金制品',
    city: '福建省厦门市集美区杏林路 36 号',
  },
  {
    name: '长沙中联液压件有限公司',
    region: 'CN',
    industry: '液压件',
    city: '湖南省长沙市岳麓区麓谷大道 627 号',
  },
  { name: '无锡太湖轴承有限公司', region: 'CN', industry: '轴承', city: '江苏省无锡市新吴区长江路 21 号' },
  {
    name: '大连船舶配套设备有限公司',
    region: 'CN',
    industry: '船舶配套',
    city: '辽宁省大连市甘井子区华北路 45 号',
  },
  {
    name: '佛山顺德家电部件有限公司',
    region: 'CN',
    industry: '家电',
    city: '广东省佛山市顺德区容桂街道 8 号',
  },
  {
    name: '昆山精密电子连接器有限公司',
    region: 'CN',
    industry: '电子制造',
    city: '江苏省昆山市开发区前进东路 300 号',
  },
  {
    name: '杭州云栖智能装备有限公司',
    region: 'CN',
    industry: '智能装备',
    city: '浙江省杭州市西湖区云栖小镇 2 号',
  },
  {
    name: '郑州宇通客车配件有限公司',
    region: 'CN',
    industry: '汽车零部件',
    city: '河南省郑州市管城区宇通路 6 号',
  },
  {
    name: '沈阳金杯精密铸造有限公司',
    region: 'CN',
    industry: '铸造',
    city: '辽宁省沈阳市大东区东望街 39 号',
  },
  {
    name: 'Busan Marine Parts Co., Ltd.',
    region: 'AP',
    industry: 'Shipbuilding',
    city: '45 Haeundae-ro, Busan',
  },
  {
    name: 'Changwon Precision Machinery Inc.',
    region: 'AP',
    industry: 'Machine tools',
    city: '12 Jungang-daero, Changwon',
  },
  {
    name: 'Incheon Auto Components Co., Ltd.',
    region: 'AP',
    industry: 'Automotive parts',
    city: '88 Songdo-ro, Incheon',
  },
  {
    name: 'Osaka Fine Tools K.K.',
    region: 'JP',
    industry: 'Cutting tools',
    city: '3-5 Umeda, Kita-ku, Osaka',
  },
  {
    name: 'Nagoya Motor Works Co., Ltd.',
    region: 'JP',
    industry: 'Automotive parts',
    city: '1-2 Sakae, Naka-ku, Nagoya',
  },
  {
    name: '南京紫金半导体设备有限公司',
    region: 'CN',
    industry: '半导体',
    city: '江苏省南京市江宁区将军大道 19 号',
  },
  {
    name: '常州龙城齿轮有限公司',
    region: 'CN',
    industry: '传动部件',
    city: '江苏省常州市武进区长虹路 52 号',
  },
  { name: '温州瓯江阀门有限公司', region: 'CN', industry: '阀门', city: '浙江省温州市龙湾区永强大道 410 号' },
  { name: '济南二机床配套有限公司', region: 'CN', industry: '机床', city: '山东省济南市历城区工业北路 3 号' },
  {
    name: '珠海格瑞精密部件有限公司',
    region: 'CN',
    industry: '家电',
    city: '广东省珠海市香洲区前山路 14 号',
  },
  {
    name: '哈尔滨东安动力部件有限公司',
    region: 'CN',
    industry: '航空航天',
    city: '黑龙江省哈尔滨市平房区保国街 51 号',
  },
  { name: '福州闽江电机有限公司', region: 'CN', industry: '电机', city: '福建省福州市仓山区金山大道 66 号' },
];

/** The country of a demo customer, from its region (the demo's Asia-Pacific customers are Korean). */
function countryOfCustomer(index: number): 'CN' | 'KR' | 'JP' {
  const region = customers[index]?.region;
  return region === 'AP' ? 'KR' : region === 'JP' ? 'JP' : 'CN';
}

/**
 * A fictitious registration number of customer `index` that passes its country's check: a unified
 * social credit code in China, a business registration number in Korea, a 13-digit corporate number
 * in Japan (a free registration number here).
 */
export function demoRegistrationNumber(index: number): string {
  switch (countryOfCustomer(index)) {
    case 'CN':
      return creditCodeOf(
        `91${String(320500 + index * 7).padStart(6, '0')}`,
        `MA${String(1000 + index).padStart(4, '0')}X${creditCodeCharset.charAt(10 + (index % 21))}`,
      );
    case 'KR': {
      const first9 = `2208${String(10000 + index * 37).slice(-5)}`;
      return first9 + businessNumberCheckDigit(first9);
    }
    case 'JP':
      return `40100010${String(10000 + index * 53).slice(-5)}`;
  }
}

/** A demo customer as a report or opportunity holds it. */
export function demoCustomer(index: number) {
  const c = customers[index]!;
  return {
    customerName: c.name,
    customerCreditCode: demoRegistrationNumber(index),
    customerCountry: countryOfCustomer(index),
    customerRegion: c.region,
  };
}

const projects = [
  '生产线自动化改造',
  '新厂房设备采购',
  '精密加工中心扩产',
  '焊接工作站升级',
  '智能检测线建设',
  '物流自动化项目',
  'Line expansion phase 2',
  'Robot cell retrofit',
  '激光切割产线',
  '数字化车间示范项目',
];

const productLineOfProject = [
  'AUTOMATION',
  'CNC',
  'CNC',
  'LASER',
  'INSPECTION',
  'AUTOMATION',
  'CNC',
  'ROBOT',
  'LASER',
  'ROBOT',
];

/** Status of report `i`: every state, most of them submitted or approved. */
const statusCycle: Status[] = [
  'approved',
  'submitted',
  'draft',
  'approved',
  'rejected',
  'withdrawn',
  'approved',
  'discarded',
  'submitted',
  'approved',
];

const rates = ['10.00', '25.00', '50.00', '75.00', '90.00'];
const hour = 3600 * 1000;
const day = 24 * hour;

interface PlannedReport {
  company: 'A' | 'B';
  status: Status;
  customer: number;
  project: number;
  productLineCode: string;
  reporter: string;
  createdAt: Date;
  submittedAt: Date | null;
  decidedAt: Date | null;
  amount: string;
  rate: string;
  currency: string;
  reason: string | null;
}

function plan(now: number): PlannedReport[] {
  const planned: PlannedReport[] = [];
  const counts = { A: 210, B: 90 };
  for (const company of ['A', 'B'] as const) {
    for (let i = 0; i < counts[company]; i++) {
      const status = statusCycle[(i + (company === 'B' ? 3 : 0)) % statusCycle.length]!;
      // A works customers 0..23, B customers 18..29: a few overlap, as in real life.
      const customer = company === 'A' ? (i * 7) % 24 : 18 + ((i * 5) % 12);
      const project = (i * 3 + (company === 'B' ? 1 : 0)) % projects.length;
      // At least three days old, so submission and decision (two days later) are in the past.
      const ageDays = 3 + ((i * 37) % 400);
      const createdAt = new Date(
        now - ageDays * day - ((i * 13) % 24) * hour - (company === 'B' ? 7 : 0) * hour,
      );
      const submittedAt = status === 'draft' ? null : new Date(createdAt.getTime() + 2 * hour);
      const decided = status === 'approved' || status === 'rejected';
      planned.push({
        company,
        status,
        customer,
        project,
        productLineCode: productLineOfProject[project]!,
        reporter:
          company === 'B'
            ? 'partner.b'
            : i % 9 === 4
              ? 'channel'
              : i % 2 === 0
                ? 'partner.sales'
                : 'partner.admin',
        createdAt,
        submittedAt,
        decidedAt: decided ? new Date(createdAt.getTime() + 2 * day) : null,
        amount: `${(((i * 7919) % 900) + 100) * 1000}.00`,
        rate: rates[i % rates.length]!,
        currency: company === 'B' ? (i % 3 === 0 ? 'KRW' : 'USD') : i % 5 === 0 ? 'USD' : 'CNY',
        reason: status === 'rejected' ? '客户信息不完整，请补充项目预算与采购时间后重新报备。' : null,
      });
    }
  }
  // The demo conflict: A holds customer 20 on CNC (approved yesterday, protected), B has just
  // submitted the same customer and product line, and both have a pending report on customer 21.
  const recent = (hours: number) => new Date(now - hours * hour);
  const base = { amount: '860000.00', rate: '50.00', currency: 'CNY', reason: null } as const;
  planned.push(
    {
      ...base,
      company: 'A',
      status: 'approved',
      customer: 20,
      project: 1,
      productLineCode: 'CNC',
      reporter: 'partner.sales',
      createdAt: recent(50),
      submittedAt: recent(49),
      decidedAt: recent(30),
    },
    {
      ...base,
      company: 'B',
      status: 'submitted',
      customer: 20,
      project: 2,
      productLineCode: 'CNC',
      reporter: 'partner.b',
      createdAt: recent(6),
      submittedAt: recent(5),
      decidedAt: null,
    },
    {
      ...base,
      company: 'A',
      status: 'submitted',
      customer: 21,
      project: 7,
      productLineCode: 'ROBOT',
      reporter: 'partner.admin',
      createdAt: recent(4),
      submittedAt: recent(4),
      decidedAt: null,
    },
    {
      ...base,
      company: 'B',
      status: 'submitted',
      customer: 21,
      project: 9,
      productLineCode: 'ROBOT',
      reporter: 'partner.b',
      createdAt: recent(3),
      submittedAt: recent(3),
      decidedAt: null,
    },
  );
  return planned;
}

const chunk = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

export async function seedDemoReports(tx: Tx, demo: DemoContext): Promise<void> {
  const now = Date.now();
  const userId = (name: string) => demo.userIds.get(name)!;
  const models = await tx
    .select({ id: equipmentModels.id, line: equipmentModels.productLineCode, kind: equipmentModels.kind })
    .from(equipmentModels)
    .orderBy(asc(equipmentModels.id));
  const modelsOf = (line: string) => models.filter((m) => m.line === line);

  const planned = plan(now).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const ids: number[] = [];
  for (const part of chunk(planned, 200)) {
    const rows = await tx
      .insert(opportunityReports)
      .values(
        part.map((p, i) => {
          const c = customers[p.customer]!;
          return {
            reportNo: nextReportNo(sql`${p.createdAt.toISOString()}::timestamptz`),
            companyId: demo.companyIds[p.company],
            reporterId: userId(p.reporter),
            status: p.status,
            projectName: `${c.name.replace(/(有限公司|Co\., Ltd\.|Inc\.|K\.K\.)$/, '').trim()} ${projects[p.project]}`,
            ...demoCustomer(p.customer),
            customerAddress: c.city,
            customerIndustry: c.industry,
            productLineCode: p.productLineCode,
            amount: p.amount,
            currency: p.currency,
            rate: p.rate,
            expectedCloseDate: new Date(p.createdAt.getTime() + (60 + (i % 5) * 30) * day)
              .toISOString()
              .slice(0, 10),
            description: `${projects[p.project]}：预计采购 ${1 + (i % 4)} 台设备，客户已完成技术交流。`,
            submittedAt: p.submittedAt,
            decidedAt: p.decidedAt,
            decidedBy: p.decidedAt ? userId('channel') : null,
            rejectReason: p.reason,
            createdAt: p.createdAt,
            updatedAt: p.decidedAt ?? p.submittedAt ?? p.createdAt,
          };
        }),
      )
      .returning({ id: opportunityReports.id });
    ids.push(...rows.map((row) => row.id));
  }

  const lines: Array<typeof opportunityReportLines.$inferInsert> = [];
  const contacts: Array<typeof opportunityReportContacts.$inferInsert> = [];
  const audits: Array<typeof auditEntries.$inferInsert> = [];
  planned.forEach((p, index) => {
    const reportId = ids[index]!;
    const available = modelsOf(p.productLineCode);
    const lineCount = 1 + (index % 3);
    for (let l = 0; l < lineCount && available.length > 0; l++) {
      const model = available[(index + l) % available.length]!;
      lines.push({
        reportId,
        equipmentModelId: model.id,
        kind: model.kind,
        quantity: 1 + ((index + l) % 6),
        sort: l,
      });
    }
    const contactNames =
      p.company === 'A'
        ? index % 2 === 0
          ? ['partner.sales']
          : ['partner.sales', 'partner.admin']
        : ['partner.b'];
    for (const name of contactNames) contacts.push({ reportId, userId: userId(name) });

    const entity = 'opportunity_report';
    const entityId = String(reportId);
    const actor = userId(p.reporter);
    audits.push({
      entity,
      entityId,
      action: 'create',
      toState: 'draft',
      actorId: actor,
      createdAt: p.createdAt,
    });
    if (p.submittedAt)
      audits.push({
        entity,
        entityId,
        action: 'submit',
        fromState: 'draft',
        toState: 'submitted',
        actorId: actor,
        createdAt: p.submittedAt,
      });
    const later = (hours: number) => new Date(p.createdAt.getTime() + hours * hour);
    if (p.status === 'approved')
      audits.push({
        entity,
        entityId,
        action: 'approve',
        fromState: 'submitted',
        toState: 'approved',
        actorId: userId('channel'),
        comment: '客户及项目信息已核实',
        createdAt: p.decidedAt!,
      });
    if (p.status === 'rejected')
      audits.push({
        entity,
        entityId,
        action: 'reject',
        fromState: 'submitted',
        toState: 'rejected',
        actorId: userId('channel'),
        comment: p.reason,
        createdAt: p.decidedAt!,
      });
    if (p.status === 'withdrawn')
      audits.push({
        entity,
        entityId,
        action: 'withdraw',
        fromState: 'submitted',
        toState: 'withdrawn',
        actorId: actor,
        createdAt: later(5),
      });
    if (p.status === 'discarded') {
      audits.push({
        entity,
        entityId,
        action: 'withdraw',
        fromState: 'submitted',
        toState: 'withdrawn',
        actorId: actor,
        createdAt: later(5),
      });
      audits.push({
        entity,
        entityId,
        action: 'discard',
        fromState: 'withdrawn',
        toState: 'discarded',
        actorId: actor,
        createdAt: later(6),
      });
    }
  });
  for (const part of chunk(lines, 500)) await tx.insert(opportunityReportLines).values(part);
  for (const part of chunk(contacts, 500)) await tx.insert(opportunityReportContacts).values(part);

  // Approved reports became business opportunities; some still wait for their owners.
  const approved = planned
    .map((p, index) => ({ p, reportId: ids[index]! }))
    .filter(({ p }) => p.status === 'approved');
  const opportunities = await tx
    .insert(businessOpportunities)
    .values(
      approved.map(({ p, reportId }, i) => {
        const c = customers[p.customer]!;
        return {
          opptNo: sql`'BO' || to_char(${p.decidedAt!.toISOString()}::timestamptz, 'YYYY') || lpad(nextval('business_opportunity_no_seq')::text, 6, '0')`,
          sourceReportId: reportId,
          companyId: demo.companyIds[p.company],
          projectName: `${c.name.replace(/(有限公司|Co\., Ltd\.|Inc\.|K\.K\.)$/, '').trim()} ${projects[p.project]}`,
          ...demoCustomer(p.customer),
          productLineCode: p.productLineCode,
          amount: p.amount,
          currency: p.currency,
          stage: (['design', 'quotation', 'negotiation', 'design', 'won', 'lost', 'design'] as const)[i % 7]!,
          expectedCloseDate: new Date(p.createdAt.getTime() + 120 * day).toISOString().slice(0, 10),
          salesOwnerId: i % 3 === 0 ? null : userId('sales'),
          planningOwnerId: i % 4 === 0 || i % 3 === 0 ? null : userId('planner'),
          protectedUntil: new Date(p.decidedAt!.getTime() + limits.protectionDays * day),
          createdBy: userId('channel'),
          createdAt: p.decidedAt!,
          updatedAt: p.decidedAt!,
        };
      }),
    )
    .returning({ id: businessOpportunities.id, sourceReportId: businessOpportunities.sourceReportId });
  const opportunityOf = new Map(opportunities.map((o) => [o.sourceReportId!, o.id]));
  const equipment = lines
    .filter((line) => opportunityOf.has(line.reportId))
    .map((line) => ({
      opportunityId: opportunityOf.get(line.reportId)!,
      equipmentModelId: line.equipmentModelId,
      kind: line.kind,
      quantity: line.quantity,
      sort: line.sort ?? 0,
    }));
  for (const part of chunk(equipment, 500)) await tx.insert(businessOpportunityEquipment).values(part);
  for (const { p, reportId } of approved)
    audits.push({
      entity: 'business_opportunity',
      entityId: String(opportunityOf.get(reportId)),
      action: 'create',
      toState: 'design',
      actorId: userId('channel'),
      createdAt: p.decidedAt!,
    });
  for (const part of chunk(audits, 500)) await tx.insert(auditEntries).values(part);

  // Last year's agreement is on record; this year's is still to be confirmed by each partner.
  const lastYear = new Date(now).getUTCFullYear() - 1;
  await tx.insert(registrationAgreements).values([
    {
      companyId: demo.companyIds.A,
      year: lastYear,
      userId: userId('partner.admin'),
      confirmedAt: new Date(now - 300 * day),
    },
    {
      companyId: demo.companyIds.B,
      year: lastYear,
      userId: userId('partner.b'),
      confirmedAt: new Date(now - 300 * day),
    },
  ]);
}
