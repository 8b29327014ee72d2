import type { ModelDefinition, ModelGroup, ModelRule } from '@portal/contract';
import { checkModel, evaluate, modelDefinitionSchema } from '@portal/contract';
import type { Tx } from '../../db/database';
import { configurableModels, configurableModelVersions, configurations } from '../../db/schema';
import { priceConfiguration } from './configuration-price';
import { findItems } from './material-reads';
import type { DemoContext } from '../../core/demo-seed';

type Names = [cn: string, en: string, kr: string];
type OptionSpec = [
  code: string,
  material: string,
  names: Names,
  extra?: { quantity?: string; priceDifference?: string; leadTimeDays?: number },
];

/** The three demo configurable products, each on real demo materials, with real rules. */
function definitions(material: (code: string) => number) {
  const group = (
    code: string,
    names: Names,
    mode: 'single' | 'multiple',
    bounds: [min: number, max: number],
    defaults: string[],
    options: OptionSpec[],
    sort: number,
  ): ModelGroup => ({
    code,
    names: { cn: names[0], en: names[1], kr: names[2] },
    mode,
    minPicks: bounds[0],
    maxPicks: bounds[1],
    defaults,
    sort,
    options: options.map(([optionCode, materialCode, [cn, en, kr], extra]) => ({
      code: optionCode,
      names: { cn, en, kr },
      item: { kind: 'material', id: material(materialCode) },
      quantity: extra?.quantity ?? '1',
      priceDifference: extra?.priceDifference ?? '0',
      leadTimeDays: extra?.leadTimeDays ?? 14,
    })),
  });
  const requires = (code: string, option: string, target: string): ModelRule => ({
    kind: 'requires',
    code,
    option,
    target: { type: 'option', code: target },
  });
  const excludes = (code: string, option: string, other: string): ModelRule => ({
    kind: 'excludes',
    code,
    option,
    other,
  });
  const adds = (code: string, option: string, materialCode: string, quantity: string): ModelRule => ({
    kind: 'quantity',
    code,
    option,
    item: { kind: 'material', id: material(materialCode) },
    quantity,
  });

  const robot: ModelDefinition = {
    baseMaterialId: material('RB-ARM-12-1400'),
    groups: [
      group(
        'CTL',
        ['控制柜', 'Controller', '컨트롤러'],
        'single',
        [1, 1],
        ['CTL-S'],
        [
          ['CTL-S', 'RB-CTL-S', ['标准控制柜', 'Standard controller', '표준 컨트롤러']],
          [
            'CTL-C',
            'RB-CTL-C',
            ['紧凑型控制柜', 'Compact controller', '소형 컨트롤러'],
            { priceDifference: '-500' },
          ],
        ],
        1,
      ),
      group(
        'TP',
        ['示教器', 'Teach pendant', '티치 펜던트'],
        'single',
        [1, 1],
        ['TP-STD'],
        [
          ['TP-STD', 'RB-TP-STD', ['标准示教器', 'Standard pendant', '표준 펜던트']],
          ['TP-SAFE', 'RB-TP-SAFE', ['安全示教器', 'Safety pendant', '안전 펜던트']],
        ],
        2,
      ),
      group(
        'GRIP',
        ['夹爪', 'Gripper', '그리퍼'],
        'single',
        [1, 1],
        ['GR-2F'],
        [
          ['GR-2F', 'RB-GR-2F', ['两指夹爪', 'Two-finger gripper', '2지 그리퍼']],
          ['GR-VAC', 'RB-GR-VAC', ['真空吸盘', 'Vacuum gripper', '진공 그리퍼']],
        ],
        3,
      ),
      group(
        'CAB',
        ['电缆', 'Cable', '케이블'],
        'single',
        [1, 1],
        ['CAB-5'],
        [
          ['CAB-5', 'RB-CAB-5', ['5 米电缆', '5 m cable', '5m 케이블']],
          ['CAB-10', 'RB-CAB-10', ['10 米电缆', '10 m cable', '10m 케이블']],
        ],
        4,
      ),
      group(
        'SW',
        ['软件', 'Software', '소프트웨어'],
        'multiple',
        [0, 2],
        [],
        [
          ['SW-VIS', 'RB-SW-VIS', ['视觉软件', 'Vision software', '비전 소프트웨어']],
          ['SW-COL', 'RB-SW-COL', ['协作软件', 'Collaboration software', '협동 소프트웨어']],
          ['TC-Q', 'RB-TC-Q', ['快换盘', 'Quick tool changer', '퀵 툴 체인저']],
        ],
        5,
      ),
      group(
        'SAFE',
        ['安全防护', 'Safety', '안전 장치'],
        'multiple',
        [0, 3],
        [],
        [
          ['FENCE', 'SF-FENCE-M', ['安全围栏', 'Safety fence', '안전 펜스'], { quantity: '4' }],
          ['DOOR', 'SF-DOOR', ['安全门', 'Safety door', '안전 도어']],
          ['LC', 'SF-LC-1200', ['安全光栅', 'Light curtain', '라이트 커튼']],
          ['SCAN', 'SF-SCAN', ['安全扫描仪', 'Safety scanner', '안전 스캐너']],
        ],
        6,
      ),
      group(
        'MOUNT',
        ['安装', 'Mounting', '설치'],
        'single',
        [0, 1],
        [],
        [
          ['BASE', 'RB-BASE-600', ['600 底座', '600 base', '600 베이스']],
          ['TRACK', 'RB-TRK-3M', ['3 米地轨', '3 m track', '3m 트랙'], { leadTimeDays: 45 }],
        ],
        7,
      ),
    ],
    rules: [
      requires('RB-R1', 'SW-COL', 'TP-SAFE'),
      excludes('RB-R2', 'SW-COL', 'FENCE'),
      requires('RB-R3', 'FENCE', 'DOOR'),
      excludes('RB-R4', 'TRACK', 'CAB-5'),
      adds('RB-R5', 'SW-VIS', 'IN-CAM-5MP', '1'),
      adds('RB-R6', 'SW-VIS', 'IN-LIGHT-R', '2'),
    ],
  };

  const vmc: ModelDefinition = {
    baseMaterialId: material('CN-VMC-850'),
    groups: [
      group(
        'SPINDLE',
        ['主轴', 'Spindle', '주축'],
        'single',
        [1, 1],
        ['SP-12K'],
        [
          ['SP-12K', 'CN-SP-12K', ['12000 转主轴', '12,000 rpm spindle', '12,000rpm 주축']],
          [
            'SP-15K',
            'CN-SP-15K',
            ['15000 转主轴', '15,000 rpm spindle', '15,000rpm 주축'],
            { leadTimeDays: 30 },
          ],
        ],
        1,
      ),
      group(
        'ATC',
        ['刀库', 'Tool magazine', '공구 매거진'],
        'single',
        [1, 1],
        ['ATC-24'],
        [
          ['ATC-24', 'CN-ATC-24', ['24 刀位刀库', '24-tool magazine', '24 공구 매거진']],
          ['ATC-30', 'CN-ATC-30', ['30 刀位刀库', '30-tool magazine', '30 공구 매거진']],
        ],
        2,
      ),
      group(
        'COOLANT',
        ['冷却', 'Coolant', '절삭유'],
        'single',
        [0, 1],
        [],
        [['CTS', 'CN-CTS', ['主轴中心出水', 'Through-spindle coolant', '주축 관통 절삭유']]],
        3,
      ),
      group(
        'MEASURE',
        ['测量', 'Measuring', '측정'],
        'multiple',
        [0, 2],
        [],
        [
          ['PROBE', 'CN-PROBE', ['工件测头', 'Workpiece probe', '공작물 프로브']],
          ['TSET', 'CN-TSET', ['对刀仪', 'Tool setter', '공구 세터']],
        ],
        4,
      ),
      group(
        'AXIS',
        ['第四轴', 'Fourth axis', '4축'],
        'single',
        [0, 1],
        [],
        [['4AX', 'CN-4AX', ['数控转台', 'Rotary table', '로터리 테이블'], { leadTimeDays: 40 }]],
        5,
      ),
      group(
        'CHIP',
        ['排屑', 'Chip handling', '칩 처리'],
        'single',
        [0, 1],
        [],
        [['CHIP', 'CN-CHIP', ['排屑机', 'Chip conveyor', '칩 컨베이어']]],
        6,
      ),
      group(
        'SERVICE',
        ['服务', 'Service', '서비스'],
        'multiple',
        [0, 3],
        [],
        [
          ['INST', 'SV-INST-D', ['安装调试', 'Installation', '설치 시운전']],
          ['TRAIN', 'SV-TRAIN-D', ['培训', 'Training', '교육'], { quantity: '2' }],
          ['WAR', 'SV-WAR-1Y', ['延保一年', 'One more year of warranty', '1년 연장 보증']],
        ],
        7,
      ),
    ],
    rules: [
      requires('CN-R1', 'SP-15K', 'CTS'),
      requires('CN-R2', 'CTS', 'CHIP'),
      requires('CN-R3', '4AX', 'PROBE'),
      excludes('CN-R4', 'SP-15K', 'ATC-24'),
      adds('CN-R5', '4AX', 'SV-INST-D', '1'),
    ],
  };

  const laserGroups = (withTwelve: boolean): ModelGroup[] => [
    group(
      'SRC',
      ['激光源', 'Laser source', '레이저 소스'],
      'single',
      [1, 1],
      ['S3'],
      [
        ['S3', 'LS-SRC-3KW', ['3 kW 激光源', '3 kW source', '3kW 소스']],
        ['S6', 'LS-SRC-6KW', ['6 kW 激光源', '6 kW source', '6kW 소스']],
        ...(withTwelve
          ? [
              [
                'S12',
                'LS-SRC-12KW',
                ['12 kW 激光源', '12 kW source', '12kW 소스'],
                { leadTimeDays: 60 },
              ] satisfies OptionSpec,
            ]
          : []),
      ],
      1,
    ),
    group(
      'COOL',
      ['冷却', 'Cooling', '냉각'],
      'single',
      [0, 1],
      [],
      [['CHIL', 'LS-CHIL', ['冷水机', 'Chiller', '칠러']]],
      2,
    ),
    group(
      'TABLE',
      ['工作台', 'Table', '작업대'],
      'single',
      [0, 1],
      [],
      [['EXCH', 'LS-EXCH', ['交换工作台', 'Exchange table', '교환 작업대']]],
      3,
    ),
    group(
      'FUME',
      ['除尘', 'Fume extraction', '집진'],
      'single',
      [0, 1],
      [],
      [['FUME', 'LS-FUME', ['除尘器', 'Fume extractor', '집진기']]],
      4,
    ),
    group(
      'SOFT',
      ['软件', 'Software', '소프트웨어'],
      'single',
      [0, 1],
      [],
      [['NEST', 'LS-NEST', ['套料软件', 'Nesting software', '네스팅 소프트웨어']]],
      5,
    ),
    group(
      'SERVICE',
      ['服务', 'Service', '서비스'],
      'multiple',
      [0, 2],
      [],
      [
        ['INST', 'SV-INST-D', ['安装调试', 'Installation', '설치 시운전']],
        ['WAR', 'SV-WAR-1Y', ['延保一年', 'One more year of warranty', '1년 연장 보증']],
      ],
      6,
    ),
  ];
  const laserV1: ModelDefinition = {
    baseMaterialId: material('LS-CUT-3015'),
    groups: laserGroups(false),
    rules: [excludes('LS-R2', 'S3', 'EXCH'), adds('LS-R4', 'EXCH', 'SV-INST-D', '1')],
  };
  const laser: ModelDefinition = {
    ...laserV1,
    groups: laserGroups(true),
    rules: [requires('LS-R1', 'S12', 'CHIL'), ...laserV1.rules, requires('LS-R3', 'S12', 'FUME')],
  };
  return { robot, vmc, laserV1, laser };
}

/**
 * Three published configurable products (a robot cell, a machining centre, a laser cutter with two versions)
 * and a few configurations made from them, priced as the server prices them.
 */
export async function seedDemoConfigurations(tx: Tx, demo: DemoContext): Promise<void> {
  const material = (code: string) => {
    const id = demo.materialIds.get(code);
    if (id === undefined) throw new Error(`demo material ${code} is missing`);
    return id;
  };
  const planner = demo.userIds.get('planner') ?? null;
  const { robot, vmc, laserV1, laser } = definitions(material);
  const models: {
    code: string;
    names: Names;
    line: string;
    versions: ModelDefinition[];
    configure: string[][];
  }[] = [
    {
      code: 'CFG-ROBOT-CELL',
      names: ['机器人工作站', 'Robot cell', '로봇 셀'],
      line: 'ROBOT',
      versions: [robot],
      configure: [
        ['CTL-S', 'TP-SAFE', 'GR-VAC', 'CAB-10', 'SW-COL', 'SW-VIS', 'LC', 'TRACK'],
        ['CTL-S', 'TP-STD', 'GR-2F', 'CAB-5', 'FENCE', 'DOOR'],
      ],
    },
    {
      code: 'CFG-VMC-850',
      names: ['立式加工中心', 'Vertical machining centre', '수직형 머시닝 센터'],
      line: 'CNC',
      versions: [vmc],
      configure: [['SP-15K', 'ATC-30', 'CTS', 'CHIP', '4AX', 'PROBE', 'INST', 'TRAIN']],
    },
    {
      code: 'CFG-LASER-3015',
      names: ['激光切割机 3015', 'Laser cutter 3015', '레이저 절단기 3015'],
      line: 'LASER',
      versions: [laserV1, laser],
      configure: [['S12', 'CHIL', 'FUME', 'EXCH', 'NEST', 'INST']],
    },
  ];
  for (const model of models) {
    const versions = model.versions.map((definition) => modelDefinitionSchema.parse(definition));
    for (const definition of versions) {
      const issues = checkModel(definition);
      if (issues.length > 0) throw new Error(`demo model ${model.code}: ${JSON.stringify(issues)}`);
    }
    const latest = versions[versions.length - 1]!;
    const [row] = await tx
      .insert(configurableModels)
      .values({
        code: model.code,
        nameCn: model.names[0],
        nameEn: model.names[1],
        nameKr: model.names[2],
        productLineCode: model.line,
        status: 'published',
        draft: latest,
        latestVersion: versions.length,
        createdBy: planner,
        updatedBy: planner,
      })
      .returning({ id: configurableModels.id });
    const versionIds: number[] = [];
    for (const [index, definition] of versions.entries()) {
      const [version] = await tx
        .insert(configurableModelVersions)
        .values({ modelId: row!.id, version: index + 1, definition, publishedBy: planner })
        .returning({ id: configurableModelVersions.id });
      versionIds.push(version!.id);
    }
    // The first version's default configuration, then the listed ones on the latest version.
    const made: [number, ModelDefinition, string[]][] = [
      ...(versions.length > 1
        ? [
            [versionIds[0]!, versions[0]!, versions[0]!.groups.flatMap((g) => g.defaults)] as [
              number,
              ModelDefinition,
              string[],
            ],
          ]
        : []),
      ...model.configure.map((selection): [number, ModelDefinition, string[]] => [
        versionIds[versionIds.length - 1]!,
        latest,
        selection,
      ]),
    ];
    for (const [versionId, definition, selection] of made) {
      const evaluation = evaluate(definition, selection);
      if (!evaluation.resolution)
        throw new Error(`demo configuration of ${model.code}: ${JSON.stringify(evaluation.violations)}`);
      const items = await findItems(
        tx,
        evaluation.resolution.bom.map((line) => line.item),
      );
      const priced = priceConfiguration(definition, evaluation.resolution, items);
      await tx.insert(configurations).values({
        modelVersionId: versionId,
        selection,
        bom: priced.bom,
        listPrice: priced.listPrice,
        currency: priced.currency,
        createdBy: planner,
      });
    }
  }
}
