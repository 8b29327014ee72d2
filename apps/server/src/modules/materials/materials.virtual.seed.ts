/**
 * Twenty demo virtual materials across product lines and function structures: drafts, active ones,
 * three retired, and some replaced by a real material of the demo catalogue (so a line on a replaced
 * virtual material can be shown flagged). Written straight into the table as the module would.
 */
import type { VirtualMaterialStatus } from '@portal/contract';
import type { Tx } from '../../db/database';
import type { VirtualMaterialAttributeRow } from '../../db/schema';
import { virtualMaterials } from '../../db/schema';
import { nextVirtualMaterialCode } from './materials.repository';
import type { DemoContext } from '../../core/demo-seed';

interface DemoVirtualMaterial {
  cn: string;
  en: string;
  kr: string | null;
  line: string;
  structure: '1' | '2' | '3' | '4' | '5' | '6' | '7';
  unit: string;
  price: string | null;
  currency?: string;
  status: VirtualMaterialStatus;
  /** The real material (demo catalogue code) that replaces it. */
  replacedBy?: string;
  attributes: VirtualMaterialAttributeRow[];
}

const text = (key: string, value: string): VirtualMaterialAttributeRow => ({ key, type: 'text', value });
const number = (key: string, value: string, unit: string | null = null): VirtualMaterialAttributeRow => ({
  key,
  type: 'number',
  value,
  unit,
});
const choice = (key: string, value: string, choices: string[]): VirtualMaterialAttributeRow => ({
  key,
  type: 'choice',
  value,
  choices,
});

const demoVirtualMaterials: DemoVirtualMaterial[] = [
  {
    cn: '双臂协作机器人（规划中）',
    en: 'Dual-arm collaborative robot (planned)',
    kr: '양팔 협동 로봇(계획)',
    line: 'ROBOT',
    structure: '1',
    unit: 'SET',
    price: '268000.00',
    status: 'active',
    attributes: [
      number('Payload', '7', 'kg'),
      number('Reach', '900', 'mm'),
      choice('Mount', 'floor', ['floor', 'ceiling']),
    ],
  },
  {
    cn: '焊接工作站套件',
    en: 'Welding workcell kit',
    kr: '용접 작업 셀 키트',
    line: 'ROBOT',
    structure: '3',
    unit: 'SET',
    price: '415000.00',
    status: 'active',
    attributes: [choice('Process', 'MIG', ['MIG', 'TIG', 'Spot']), number('Positioner axes', '2')],
  },
  {
    cn: '码垛生产线方案件',
    en: 'Palletising line package',
    kr: '팔레타이징 라인 패키지',
    line: 'ROBOT',
    structure: '2',
    unit: 'SET',
    price: '980000.00',
    status: 'draft',
    attributes: [number('Cycles per minute', '12'), text('Pallet', 'EUR 1200 x 800')],
  },
  {
    cn: '定制快换夹具',
    en: 'Custom quick-change gripper',
    kr: '맞춤형 퀵 체인지 그리퍼',
    line: 'ROBOT',
    structure: '4',
    unit: 'PCS',
    price: '18600.00',
    status: 'retired',
    replacedBy: 'RB-GR-2F',
    attributes: [choice('Jaws', 'parallel', ['parallel', 'angular']), number('Stroke', '40', 'mm')],
  },
  {
    cn: '视觉引导上下料单元',
    en: 'Vision-guided loading cell',
    kr: '비전 가이드 로딩 셀',
    line: 'AUTOMATION',
    structure: '4',
    unit: 'SET',
    price: '156000.00',
    status: 'active',
    replacedBy: 'AU-CONV-2M',
    attributes: [text('Camera', '5 MP'), number('Parts per hour', '600')],
  },
  {
    cn: '输送线延长段（非标）',
    en: 'Conveyor extension (non-standard)',
    kr: '컨베이어 연장 구간(비표준)',
    line: 'AUTOMATION',
    structure: '2',
    unit: 'M',
    price: '3200.00',
    status: 'active',
    attributes: [number('Width', '600', 'mm'), choice('Belt', 'PU', ['PU', 'PVC', 'Modular'])],
  },
  {
    cn: '产线集成调试服务',
    en: 'Line integration and commissioning',
    kr: '라인 통합 및 시운전 서비스',
    line: 'AUTOMATION',
    structure: '7',
    unit: 'DAY',
    price: '4800.00',
    status: 'active',
    attributes: [text('Scope', 'On site, two engineers')],
  },
  {
    cn: '安全围栏改造包',
    en: 'Safety fence retrofit pack',
    kr: '안전 펜스 개조 패키지',
    line: 'AUTOMATION',
    structure: '6',
    unit: 'SET',
    price: '22000.00',
    status: 'draft',
    attributes: [number('Perimeter', '18', 'm'), choice('Door', 'sliding', ['sliding', 'hinged'])],
  },
  {
    cn: '五轴加工中心（概念）',
    en: 'Five-axis machining centre (concept)',
    kr: '5축 머시닝 센터(콘셉트)',
    line: 'CNC',
    structure: '1',
    unit: 'SET',
    price: '1650000.00',
    status: 'active',
    attributes: [number('Table', '630', 'mm'), number('Spindle speed', '20000', 'rpm')],
  },
  {
    cn: '高速主轴 18000 转（预研）',
    en: 'High-speed spindle 18,000 rpm (pre-study)',
    kr: '고속 주축 18,000rpm(선행 연구)',
    line: 'CNC',
    structure: '1',
    unit: 'PCS',
    price: '98000.00',
    status: 'retired',
    replacedBy: 'CN-SP-15K',
    attributes: [number('Speed', '18000', 'rpm'), choice('Taper', 'BT40', ['BT40', 'HSK-A63'])],
  },
  {
    cn: '机床自动上下料改造',
    en: 'Machine tending retrofit',
    kr: '공작 기계 자동 로딩 개조',
    line: 'CNC',
    structure: '6',
    unit: 'SET',
    price: null,
    status: 'draft',
    attributes: [text('Machine', 'VMC 850')],
  },
  {
    cn: '刀具管理系统接口',
    en: 'Tool management interface',
    kr: '공구 관리 시스템 인터페이스',
    line: 'CNC',
    structure: '7',
    unit: 'PCS',
    price: '15000.00',
    status: 'active',
    attributes: [choice('Protocol', 'OPC UA', ['OPC UA', 'MTConnect'])],
  },
  {
    cn: '光纤激光切割线（双交换台）',
    en: 'Fibre laser cutting line, dual table',
    kr: '파이버 레이저 절단 라인(이중 교환대)',
    line: 'LASER',
    structure: '2',
    unit: 'SET',
    price: '2350000.00',
    status: 'active',
    attributes: [number('Power', '12', 'kW'), text('Sheet', '3000 x 1500')],
  },
  {
    cn: '激光焊接头（定制）',
    en: 'Laser welding head (custom)',
    kr: '레이저 용접 헤드(맞춤형)',
    line: 'LASER',
    structure: '3',
    unit: 'PCS',
    price: '76000.00',
    status: 'draft',
    attributes: [choice('Optics', 'wobble', ['fixed', 'wobble'])],
  },
  {
    cn: '除尘系统升级',
    en: 'Fume extraction upgrade',
    kr: '흄 집진 시스템 업그레이드',
    line: 'LASER',
    structure: '6',
    unit: 'SET',
    price: '45000.00',
    status: 'active',
    attributes: [number('Air flow', '4500', 'm³/h')],
  },
  {
    cn: '在线尺寸检测站',
    en: 'In-line dimensional inspection station',
    kr: '인라인 치수 검사 스테이션',
    line: 'INSPECTION',
    structure: '5',
    unit: 'SET',
    price: '320000.00',
    status: 'active',
    attributes: [number('Accuracy', '0.005', 'mm'), choice('Sensor', 'laser', ['laser', 'tactile'])],
  },
  {
    cn: '表面缺陷检测相机组',
    en: 'Surface defect camera set',
    kr: '표면 결함 검사 카메라 세트',
    line: 'INSPECTION',
    structure: '5',
    unit: 'SET',
    price: '128000.00',
    status: 'draft',
    attributes: [number('Cameras', '4'), text('Lighting', 'Dome, white')],
  },
  {
    cn: '三坐标测量软件模块',
    en: 'CMM software module',
    kr: '3차원 측정기 소프트웨어 모듈',
    line: 'INSPECTION',
    structure: '7',
    unit: 'PCS',
    price: '26000.00',
    status: 'retired',
    attributes: [text('Licence', 'Perpetual')],
  },
  {
    cn: '韩国客户专用控制柜',
    en: 'Control cabinet for Korean customers',
    kr: '한국 고객 전용 제어반',
    line: 'ROBOT',
    structure: '1',
    unit: 'SET',
    price: '21500000',
    currency: 'KRW',
    status: 'active',
    attributes: [choice('Voltage', '380 V', ['220 V', '380 V', '440 V'])],
  },
  {
    cn: '操作培训（现场）',
    en: 'Operator training on site',
    kr: '현장 운영자 교육',
    line: 'AUTOMATION',
    structure: '7',
    unit: 'H',
    price: '600.00',
    status: 'active',
    attributes: [number('Participants', '8')],
  },
];

/** Seeds the demo virtual materials (created and last edited by the planner). */
export async function seedDemoVirtualMaterials(tx: Tx, demo: DemoContext): Promise<void> {
  const planner = demo.userIds.get('planner') ?? null;
  // One at a time so that the generated codes follow the list's order.
  for (const m of demoVirtualMaterials) {
    await tx.insert(virtualMaterials).values({
      code: nextVirtualMaterialCode,
      nameCn: m.cn,
      nameEn: m.en,
      nameKr: m.kr,
      productLineCode: m.line,
      functionStructure: m.structure,
      unit: m.unit,
      attributes: m.attributes,
      referencePrice: m.price,
      currency: m.currency ?? 'CNY',
      status: m.status,
      replacedByMaterialId: m.replacedBy ? (demo.materialIds.get(m.replacedBy) ?? null) : null,
      createdBy: planner,
      updatedBy: planner,
    });
  }
}
