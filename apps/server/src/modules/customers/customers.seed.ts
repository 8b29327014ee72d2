/**
 * Demo customers: the customers of the demo registrations, found or created as a submission does (through
 * the customers module), with an industry, other-language names, an English address and contacts on some of them.
 */
import type { IndustryCode } from '@portal/contract';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
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
  ['Busan Precision Co., Ltd.', '부산정밀'],
];

/**
 * The other demo customers' names in English and Korean (places and brands as Korean writes Chinese names), so
 * an English or Korean reader reads them in its language. 苏州精工机械 keeps only its English name: it shows a
 * Korean reader the English fallback.
 */
const otherNames: [string, string, string | null][] = [
  ['青岛智造科技有限公司', 'Qingdao Zhizao Technology Co., Ltd.', '칭다오즈짜오기술 유한공사'],
  ['深圳优控自动化有限公司', 'Shenzhen Youkong Automation Co., Ltd.', '선전유쿵자동화 유한공사'],
  ['武汉光谷激光有限公司', 'Wuhan Optics Valley Laser Co., Ltd.', '우한광구레이저 유한공사'],
  [
    '武汉光谷激光技术有限公司',
    'Wuhan Optics Valley Laser Technology Co., Ltd.',
    '우한광구레이저기술 유한공사',
  ],
  ['成都天府检测技术有限公司', 'Chengdu Tianfu Testing Technology Co., Ltd.', '청두톈푸검측기술 유한공사'],
  ['宁波海天装备股份有限公司', 'Ningbo Haitian Equipment Co., Ltd.', '닝보하이톈장비 주식유한공사'],
  ['东莞恒达模具有限公司', 'Dongguan Hengda Mould Co., Ltd.', null],
  ['青岛蓝海食品包装有限公司', 'Qingdao Lanhai Food Packaging Co., Ltd.', '칭다오란하이식품포장 유한공사'],
  ['青岛海川医疗器械有限公司', 'Qingdao Haichuan Medical Devices Co., Ltd.', '칭다오하이촨의료기기 유한공사'],
  ['长沙中联液压件有限公司', 'Changsha Zhonglian Hydraulic Parts Co., Ltd.', '창사중롄유압부품 유한공사'],
  ['重庆长江汽车零部件有限公司', 'Chongqing Changjiang Auto Parts Co., Ltd.', '충칭창장자동차부품 유한공사'],
  [
    '重庆长江摩托车配件有限公司',
    'Chongqing Changjiang Motorcycle Parts Co., Ltd.',
    '충칭창장오토바이부품 유한공사',
  ],
  ['郑州宇通客车配件有限公司', 'Zhengzhou Yutong Bus Parts Co., Ltd.', '정저우위퉁버스부품 유한공사'],
  ['西安秦川数控机床有限公司', "Xi'an Qinchuan CNC Machine Tool Co., Ltd.", '시안친촨CNC공작기계 유한공사'],
  ['福州闽江电机有限公司', 'Fuzhou Minjiang Electric Motor Co., Ltd.', '푸저우민장전동기 유한공사'],
  ['珠海格瑞精密部件有限公司', 'Zhuhai Gerui Precision Parts Co., Ltd.', '주하이거루이정밀부품 유한공사'],
  ['温州瓯江阀门有限公司', 'Wenzhou Oujiang Valve Co., Ltd.', '원저우어우장밸브 유한공사'],
  [
    '深圳华微电子科技有限公司',
    'Shenzhen Huawei Electronic Technology Co., Ltd.',
    '선전화웨이전자기술 유한공사',
  ],
  ['济南二机床配套有限公司', 'Jinan No. 2 Machine Tool Components Co., Ltd.', '지난제2공작기계부품 유한공사'],
  ['沈阳金杯精密铸造有限公司', 'Shenyang Jinbei Precision Casting Co., Ltd.', '선양진베이정밀주조 유한공사'],
  [
    '杭州云栖智能装备有限公司',
    'Hangzhou Yunqi Intelligent Equipment Co., Ltd.',
    '항저우윈치스마트장비 유한공사',
  ],
  [
    '昆山精密电子连接器有限公司',
    'Kunshan Precision Electronic Connector Co., Ltd.',
    '쿤산정밀전자커넥터 유한공사',
  ],
  ['无锡太湖轴承有限公司', 'Wuxi Taihu Bearing Co., Ltd.', '우시타이후베어링 유한공사'],
  [
    '成都航宇精密制造有限公司',
    'Chengdu Hangyu Precision Manufacturing Co., Ltd.',
    '청두항위정밀제조 유한공사',
  ],
  ['常州龙城齿轮有限公司', 'Changzhou Longcheng Gear Co., Ltd.', '창저우룽청기어 유한공사'],
  [
    '宁波海港自动化设备有限公司',
    'Ningbo Haigang Automation Equipment Co., Ltd.',
    '닝보하이강자동화설비 유한공사',
  ],
  ['宁波海天汽车零部件有限公司', 'Ningbo Haitian Auto Parts Co., Ltd.', '닝보하이톈자동차부품 유한공사'],
  ['天津北方重工集团', 'Tianjin Northern Heavy Industry Group', '톈진북방중공업그룹'],
  ['天津北方重型装备有限公司', 'Tianjin Northern Heavy Equipment Co., Ltd.', '톈진북방중장비 유한공사'],
  ['大连船舶配套设备有限公司', 'Dalian Marine Auxiliary Equipment Co., Ltd.', '다롄선박부품설비 유한공사'],
  ['哈尔滨东安动力部件有限公司', "Harbin Dong'an Power Components Co., Ltd.", '하얼빈둥안동력부품 유한공사'],
  ['合肥新能电池材料有限公司', 'Hefei Xinneng Battery Materials Co., Ltd.', '허페이신넝배터리소재 유한공사'],
  ['厦门鹭岛五金制品有限公司', 'Xiamen Ludao Hardware Co., Ltd.', '샤먼루다오철물 유한공사'],
  [
    '南京紫金半导体设备有限公司',
    'Nanjing Zijin Semiconductor Equipment Co., Ltd.',
    '난징쯔진반도체설비 유한공사',
  ],
  ['佛山顺德家电部件有限公司', 'Foshan Shunde Home Appliance Parts Co., Ltd.', '포산순더가전부품 유한공사'],
  [
    '东莞松湖电子科技有限公司',
    'Dongguan Songhu Electronic Technology Co., Ltd.',
    '둥관쑹후전자기술 유한공사',
  ],
  [
    '东莞宏达电子科技有限公司',
    'Dongguan Hongda Electronic Technology Co., Ltd.',
    '둥관훙다전자기술 유한공사',
  ],
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
  await nameDemoCustomers(tx);
}

/**
 * The demo customers' names in the other languages, on every customer of that name: also on those the
 * opportunities' demo creates later through the opportunities module (it calls this again when done).
 */
export async function nameDemoCustomers(tx: Tx): Promise<void> {
  const suzhou = eq(customers.name, '苏州精工机械有限公司');
  await tx.update(customers).set({ nameEn: 'Suzhou Precision Machinery Co., Ltd.' }).where(suzhou);
  // The English address translates a registered one: only the customer that has one gets it.
  await tx
    .update(customers)
    .set({ addressEn: '88 Xinghu Street, Suzhou Industrial Park, Suzhou, Jiangsu, China' })
    .where(and(suzhou, isNotNull(customers.address)));
  // Korean names, as a Korean reader knows these customers (project search finds them by any two letters).
  for (const [name, nameKr] of koreanNames)
    await tx.update(customers).set({ nameKr }).where(eq(customers.name, name));
  for (const [name, nameEn, nameKr] of otherNames)
    await tx
      .update(customers)
      .set(nameKr ? { nameEn, nameKr } : { nameEn })
      .where(eq(customers.name, name));
}
