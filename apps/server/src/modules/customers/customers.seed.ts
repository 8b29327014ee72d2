/**
 * Demo customers: the customers of the demo registrations, found or created as a submission does (through
 * the customers module), with an industry, other-language names, an English address and contacts on some of them.
 */
import type { IndustryCode } from '@portal/contract';
import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { businessOpportunities, customerContacts, customers, opportunityReports } from '../../db/schema';
import { findOrCreateCustomer } from './customers.find-or-create.service';

/** The demo reports' industries (as their reporters typed them) in the INDUSTRY code table. */
const industryOfDemo: Record<string, IndustryCode> = {
  机械制造: 'MACHINERY',
  重型装备: 'MACHINERY',
  传动部件: 'MACHINERY',
  轴承: 'MACHINERY',
  液压件: 'MACHINERY',
  阀门: 'MACHINERY',
  航空航天: 'OTHER',
  船舶配套: 'OTHER',
  Shipbuilding: 'OTHER',
  汽车零部件: 'AUTOMOTIVE',
  'Automotive parts': 'AUTOMOTIVE',
  电子制造: 'ELECTRONICS',
  家电: 'ELECTRONICS',
  半导体: 'SEMICONDUCTOR',
  新能源: 'ENERGY',
  医疗器械: 'MEDICAL',
  智能装备: 'AUTOMATION',
  激光加工: 'MACHINERY',
  机床: 'MACHINERY',
  'Machine tools': 'MACHINERY',
  'Cutting tools': 'METAL',
  铸造: 'METAL',
  五金制品: 'METAL',
  模具: 'METAL',
};

const demoContacts = [
  [
    { name: '王建国', title: '采购经理', phone: '0512-62885566', email: 'wang.jg@example.cn' },
    { name: '李晓燕', title: '设备部主管', phone: '13912345678', email: 'li.xy@example.cn' },
  ],
  [{ name: '陈志强', title: '技术总监', phone: '0574-86801234', email: 'chen.zq@example.cn' }],
  [{ name: '김민수', title: '구매팀장', phone: '055-123-4567', email: 'minsu.kim@example.kr' }],
  [{ name: '赵磊', title: '总经理', phone: '0755-26001234', email: null }],
];

/** Customers a Korean reader knows by a Korean name: the quotations' customer, and the customers in Korea. */
const koreanNames: [string, string][] = [
  ['东莞恒达模具有限公司', '둥관헝다금형 유한공사'],
  ['Changwon Precision Machinery Inc.', '창원정밀기계'],
  ['Busan Marine Parts Co., Ltd.', '부산해양부품'],
  ['Incheon Auto Components Co., Ltd.', '인천자동차부품'],
];

/** Finds or creates the customer of every submitted demo report and opportunity and links them to it. */
export async function seedDemoCustomers(tx: Tx): Promise<void> {
  const reports = await tx
    .select({
      id: opportunityReports.id,
      name: opportunityReports.customerName,
      country: opportunityReports.customerCountry,
      number: opportunityReports.customerCreditCode,
      region: opportunityReports.customerRegion,
      address: opportunityReports.customerAddress,
      industry: opportunityReports.customerIndustry,
      verified: opportunityReports.customerVerified,
      reporterId: opportunityReports.reporterId,
      submittedAt: opportunityReports.submittedAt,
    })
    .from(opportunityReports)
    .where(isNotNull(opportunityReports.submittedAt))
    .orderBy(asc(opportunityReports.submittedAt), asc(opportunityReports.id));
  const seen: number[] = [];
  for (const report of reports) {
    const customerId = await findOrCreateCustomer(tx, {
      name: report.name,
      country: report.country,
      registrationNumber: report.number,
      region: report.region,
      address: report.address,
      industry: (report.industry && industryOfDemo[report.industry]) || null,
      verified: report.verified,
      createdBy: report.reporterId,
      createdAt: report.submittedAt ?? undefined,
    });
    await tx.update(opportunityReports).set({ customerId }).where(eq(opportunityReports.id, report.id));
    if (!seen.includes(customerId)) seen.push(customerId);
  }
  // Opportunities the demo made straight from its approved reports (others were created through the
  // opportunities module, which finds their customers itself).
  const opportunities = await tx
    .select({
      id: businessOpportunities.id,
      name: businessOpportunities.customerName,
      country: businessOpportunities.customerCountry,
      number: businessOpportunities.customerCreditCode,
      region: businessOpportunities.customerRegion,
      createdAt: businessOpportunities.createdAt,
    })
    .from(businessOpportunities)
    .where(isNull(businessOpportunities.customerId))
    .orderBy(asc(businessOpportunities.id));
  for (const opportunity of opportunities) {
    const customerId = await findOrCreateCustomer(tx, {
      name: opportunity.name,
      country: opportunity.country,
      registrationNumber: opportunity.number,
      region: opportunity.region,
      createdAt: opportunity.createdAt,
    });
    await tx
      .update(businessOpportunities)
      .set({ customerId })
      .where(eq(businessOpportunities.id, opportunity.id));
  }
  // Contacts on the first few customers, and an English name and address on one.
  for (const [index, contacts] of demoContacts.entries()) {
    const customerId = seen[index];
    if (customerId === undefined) continue;
    await tx.insert(customerContacts).values(contacts.map((c) => ({ customerId, ...c })));
  }
  await tx
    .update(customers)
    .set({
      nameEn: 'Suzhou Precision Machinery Co., Ltd.',
      addressEn: '88 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu, China',
    })
    .where(eq(customers.name, '苏州精工机械有限公司'));
  // Korean names, as a Korean reader knows these customers (project search finds them by any two letters).
  for (const [name, nameKr] of koreanNames)
    await tx.update(customers).set({ nameKr }).where(eq(customers.name, name));
}
