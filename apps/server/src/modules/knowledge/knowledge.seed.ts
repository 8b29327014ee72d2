/**
 * Demo QA entries (~30, in the three languages, most published) and policies (~10: in effect, expired,
 * future, drafts, one revised to version 2), each with the audit entries the API would have written.
 */
import type { Language } from '@portal/contract';
import type { Tx } from '../../db/database';
import { auditEntries, policies, qaEntries } from '../../db/schema';
import { policyEntity, qaEntity } from './knowledge.repository';
import type { DemoContext } from '../../core/demo-seed';

const qa: [line: string | null, question: string, answer: string, published: boolean][] = [
  [
    'CNC',
    'What is the standard warranty of a vertical machining centre?',
    'Twelve months from commissioning or 2,000 spindle hours, whichever comes first. Spindle cartridges are covered for 18 months.',
    true,
  ],
  [
    'CNC',
    'Can a VMC-850 be delivered with a fourth axis?',
    'Yes. Order the rotary table option RT-170 with the machine; retrofitting later needs a service visit of two days.',
    true,
  ],
  [
    'CNC',
    '加工中心的交货周期一般是多久？',
    '标准配置的立式加工中心交货周期为 8–10 周；带托盘交换装置的卧式加工中心为 14–16 周。',
    true,
  ],
  [
    'CNC',
    '数控车床是否支持西门子系统？',
    '支持。LT 系列可选配西门子 828D 或发那科 0i-TF 系统，报价时请在配置中选择。',
    true,
  ],
  [
    'CNC',
    'CNC 장비의 설치 조건은 무엇인가요?',
    '바닥 하중 3톤/㎡ 이상, 3상 380V 전원, 주변 온도 15–30℃가 필요합니다. 설치 전 현장 점검을 요청해 주세요.',
    true,
  ],
  [
    'ROBOT',
    'Which payloads does the RB series cover?',
    'RB-7 SCARA (7 kg), RB-12 and RB-20 six-axis (12 and 20 kg), and RB-165 for heavy handling.',
    true,
  ],
  [
    'ROBOT',
    '机器人工作站需要哪些安全防护？',
    '必须配置安全围栏、安全门锁和急停回路；协作场景可使用安全激光扫描仪替代围栏，需提交风险评估。',
    true,
  ],
  [
    'ROBOT',
    '로봇 교시 펜던트는 한국어를 지원하나요?',
    '네. 컨트롤러 X5의 교시 펜던트는 한국어, 중국어, 영어, 일본어를 지원합니다.',
    true,
  ],
  [
    'ROBOT',
    'How is a robot registered for remote diagnostics?',
    'Enter the controller serial on the service portal and enable the gateway in the controller network menu.',
    true,
  ],
  [
    'ROBOT',
    'Is offline programming software included?',
    'One licence of the offline programming suite is included per project; further seats are quoted separately.',
    false,
  ],
  [
    'LASER',
    'What gas does the fibre laser cutter need?',
    'Oxygen for carbon steel, nitrogen for stainless steel and aluminium; compressed air works for thin sheet up to 3 mm.',
    true,
  ],
  [
    'LASER',
    '激光切割机的最大切割厚度是多少？',
    '6 kW 光源下，碳钢最大 25 mm，不锈钢 20 mm，铝板 16 mm。实际质量取决于气体与喷嘴。',
    true,
  ],
  [
    'LASER',
    '레이저 헤드 보호 렌즈는 얼마나 자주 교체하나요?',
    '일반적으로 2주마다 점검하고, 오염이나 손상이 보이면 즉시 교체합니다.',
    true,
  ],
  [
    'LASER',
    'Can the laser welding head be fitted to a robot of another brand?',
    'Yes, with the universal flange kit; the wobble controller communicates over EtherCAT or digital I/O.',
    true,
  ],
  [
    'LASER',
    'Is a chiller included with the 3015 cutter?',
    'A matched chiller is included. Specify the site voltage when ordering.',
    false,
  ],
  [
    'AUTOMATION',
    'Which fieldbuses does the PLC cabinet support?',
    'PROFINET and EtherNet/IP as standard, EtherCAT and Modbus TCP as options.',
    true,
  ],
  [
    'AUTOMATION',
    '输送线可以按长度定制吗？',
    '可以。输送模块以 1.2 m 为单位，另可定制 0.3–1.1 m 的非标段。',
    true,
  ],
  [
    'AUTOMATION',
    '자동화 라인의 예비 부품 목록은 어디서 받나요?',
    '프로젝트 인수 시 예비 부품 권장 목록이 함께 제공되며, 서비스 포털에서도 내려받을 수 있습니다.',
    true,
  ],
  [
    'AUTOMATION',
    'How long is the HMI software supported?',
    'Each HMI release gets security updates for five years after its release date.',
    true,
  ],
  [
    'AUTOMATION',
    '如何申请 PLC 程序源代码？',
    '项目验收后，合作伙伴可通过服务工单申请源代码，需签署保密协议。',
    false,
  ],
  [
    'INSPECTION',
    'How often must a CMM be calibrated?',
    'Once a year under ISO 10360-2, or after any relocation of the machine.',
    true,
  ],
  [
    'INSPECTION',
    '3D 视觉相机的精度是多少？',
    '在 500 mm 视野下重复精度为 ±0.05 mm，需在恒定光照条件下使用。',
    true,
  ],
  [
    'INSPECTION',
    '측정기 교정 성적서는 어떻게 발급되나요?',
    '교정 후 5영업일 이내에 KOLAS 인정 성적서가 발급됩니다.',
    true,
  ],
  [
    'INSPECTION',
    'Does the vision kit work with conveyors at 60 m/min?',
    'Yes, with the strobe lighting option and an encoder signal from the conveyor.',
    false,
  ],
  [
    null,
    'How do I register a deal?',
    'Open Opportunity reporting, create a report with the customer looked up by name or credit code, and submit it for review.',
    true,
  ],
  [null, '商机报备的保护期是多长？', '报备审批通过后，该客户与产品线对本合作伙伴保护 180 天。', true],
  [
    null,
    '등록 약관 동의는 언제 필요한가요?',
    '매년 첫 번째 영업 기회 등록을 제출하기 전에 등록 약관에 동의해야 합니다.',
    true,
  ],
  [
    null,
    'Where do I see the status of my orders?',
    'Under Business › Orders: filter by status, date and amount, and open an order for its lines and history.',
    true,
  ],
  [null, '如何下载政策附件？', '在政策页面打开政策，点击附件名称即可下载。', true],
  [
    null,
    'Who approves marketing fund claims?',
    'The channel manager of your company reviews claims; the policy “Marketing development funds” lists the rules.',
    false,
  ],
];

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

const policyRows: {
  title: string;
  body: string;
  from: number;
  to: number | null;
  published: boolean;
  revised?: boolean;
}[] = [
  {
    title: '2026 年度渠道返利政策',
    body: '一、适用范围：所有一级、二级合作伙伴。\n二、返利比例：年度完成目标 100% 返 2%，120% 以上返 3.5%。\n三、结算方式：次年第一季度以货款抵扣。',
    from: -120,
    to: 245,
    published: true,
    revised: true,
  },
  {
    title: 'Deal registration protection rules',
    body: 'An approved registration protects its customer and product line for the registering partner for 180 days.\nA competing report for the same customer credit code and product line is shown to the reviewer as a conflict.\nProtection ends early when the opportunity is lost.',
    from: -300,
    to: null,
    published: true,
  },
  {
    title: 'Marketing development funds (MDF)',
    body: "Partners may claim up to 50% of approved marketing activities, capped at 1% of the previous year's purchases.\nClaims are filed within 60 days after the activity with invoices and photos.",
    from: -60,
    to: 305,
    published: true,
  },
  {
    title: '파트너 기술 인증 제도',
    body: '각 파트너는 제품군별로 최소 2명의 인증 엔지니어를 유지해야 합니다.\n인증은 2년간 유효하며, 만료 전 재인증 교육을 이수해야 합니다.',
    from: -30,
    to: null,
    published: true,
  },
  {
    title: '演示样机借用管理办法',
    body: '合作伙伴可申请借用演示样机，借用期最长 60 天。\n借用期间损坏按维修报价承担费用。',
    from: -200,
    to: 165,
    published: true,
  },
  {
    title: '2025 Q4 promotion: laser cutters',
    body: 'Additional 5% discount on LS-FB-3015 orders confirmed before 31 December 2025.',
    from: -400,
    to: -40,
    published: true,
  },
  {
    title: 'Price list update for robots (next quarter)',
    body: 'New list prices for the RB series take effect next quarter. Quotations issued before then stay valid for 30 days.',
    from: 45,
    to: null,
    published: true,
  },
  {
    title: '服务备件价格调整（草稿）',
    body: '拟对主轴、滤芯等常用备件价格进行调整，具体比例待定。',
    from: 30,
    to: null,
    published: false,
  },
  {
    title: 'Partner tier review criteria (draft)',
    body: 'Tier review considers revenue, certified engineers, customer satisfaction and registration quality.',
    from: 10,
    to: 375,
    published: false,
  },
  {
    title: '신규 파트너 온보딩 지원 정책(초안)',
    body: '신규 파트너에게 첫 6개월간 데모 장비 할인과 교육 비용 지원을 제공합니다.',
    from: 0,
    to: 180,
    published: false,
  },
];

/** The language a demo text is written in, told by its script: Hangul is Korean, Han Chinese, else English. */
export function demoTextLanguage(text: string): Language {
  if (/[\uac00-\ud7a3]/.test(text)) return 'kr';
  if (/[\u4e00-\u9fff]/.test(text)) return 'cn';
  return 'en';
}

export async function seedDemoKnowledge(tx: Tx, demo: DemoContext): Promise<void> {
  const author = demo.userIds.get('channel') ?? demo.userIds.get('admin') ?? null;
  const now = Date.now();

  for (const [index, [line, question, answer, published]] of qa.entries()) {
    const createdAt = new Date(now - (200 - index * 5) * day);
    const publishedAt = published ? new Date(createdAt.getTime() + 2 * day) : null;
    const [row] = await tx
      .insert(qaEntries)
      .values({
        question,
        answer,
        productLineCode: line,
        language: demoTextLanguage(question),
        published,
        publishedAt,
        createdBy: author,
        updatedBy: author,
        createdAt,
        updatedAt: publishedAt ?? createdAt,
      })
      .returning({ id: qaEntries.id });
    const entityId = String(row!.id);
    await tx.insert(auditEntries).values([
      { entity: qaEntity, entityId, action: 'create', toState: 'draft', actorId: author, createdAt },
      ...(publishedAt
        ? [
            {
              entity: qaEntity,
              entityId,
              action: 'publish',
              fromState: 'draft',
              toState: 'published',
              actorId: author,
              createdAt: publishedAt,
            },
          ]
        : []),
    ]);
  }

  for (const [index, policy] of policyRows.entries()) {
    const createdAt = new Date(now - (Math.max(-policy.from, 0) + 10 + index) * day);
    const publishedAt = policy.published ? new Date(createdAt.getTime() + day) : null;
    const revisedAt = policy.revised ? new Date(createdAt.getTime() + 20 * day) : null;
    const [row] = await tx
      .insert(policies)
      .values({
        title: policy.title,
        body: policy.body,
        effectiveFrom: iso(policy.from),
        effectiveTo: policy.to === null ? null : iso(policy.to),
        version: policy.revised ? 2 : 1,
        language: demoTextLanguage(policy.title),
        published: policy.published,
        publishedAt,
        createdBy: author,
        updatedBy: author,
        createdAt,
        updatedAt: revisedAt ?? publishedAt ?? createdAt,
      })
      .returning({ id: policies.id });
    const entityId = String(row!.id);
    await tx.insert(auditEntries).values([
      {
        entity: policyEntity,
        entityId,
        action: 'create',
        toState: 'draft',
        actorId: author,
        comment: 'v1',
        createdAt,
      },
      ...(publishedAt
        ? [
            {
              entity: policyEntity,
              entityId,
              action: 'publish',
              fromState: 'draft',
              toState: 'published',
              actorId: author,
              comment: 'v1',
              createdAt: publishedAt,
            },
          ]
        : []),
      ...(revisedAt
        ? [
            {
              entity: policyEntity,
              entityId,
              action: 'revise',
              fromState: 'v1',
              toState: 'v2',
              actorId: author,
              comment: JSON.stringify({
                version: 1,
                title: policy.title,
                body: policy.body.split('\n')[0],
                fileIds: [],
              }),
              createdAt: revisedAt,
            },
          ]
        : []),
    ]);
  }
}
