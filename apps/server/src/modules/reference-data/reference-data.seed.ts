import type { DemoSeedContext } from '../../core/demo-seed';
import { equipmentModels } from '../../db/schema';

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

/** The demo equipment models. */
export async function seedDemoEquipment({ tx }: DemoSeedContext): Promise<void> {
  await tx.insert(equipmentModels).values(equipment).onConflictDoNothing();
}
