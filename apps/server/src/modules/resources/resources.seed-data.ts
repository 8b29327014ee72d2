/** The demo library's items (names in three languages; who may read each): data only. */
import type { Language, ResourceCategory } from '@portal/contract';

export interface DemoResource {
  category: ResourceCategory;
  productLineCode: string | null;
  names: [cn: string, en: string, kr: string];
  languages: Language[];
  /** A video (the generated clip) or a PDF generated for it. */
  video?: boolean;
  types?: string[];
  tiers?: string[];
}

const lines = ['CNC', 'ROBOT', 'LASER', 'AUTOMATION', 'INSPECTION'] as const;
const lineNames: Record<(typeof lines)[number], [string, string, string]> = {
  CNC: ['数控机床', 'CNC machines', 'CNC 장비'],
  ROBOT: ['机器人', 'Robots', '로봇'],
  LASER: ['激光设备', 'Laser equipment', '레이저 장비'],
  AUTOMATION: ['自动化', 'Automation', '자동화'],
  INSPECTION: ['检测设备', 'Inspection equipment', '검사 장비'],
};

const kinds: Array<{
  category: ResourceCategory;
  names: (l: [string, string, string]) => [string, string, string];
  video?: boolean;
  languages: Language[];
}> = [
  {
    category: 'courseware',
    names: ([c, e, k]) => [`${c}培训讲义`, `${e} training handbook`, `${k} 교육 교재`],
    languages: ['cn', 'en', 'kr'],
  },
  {
    category: 'tutorial',
    names: ([c, e, k]) => [`${c}操作演示视频`, `${e} operation video`, `${k} 조작 시연 영상`],
    video: true,
    languages: ['en'],
  },
  {
    category: 'certification',
    names: ([c, e, k]) => [`${c}认证考试大纲`, `${e} certification syllabus`, `${k} 인증 시험 요강`],
    languages: ['cn', 'en'],
  },
  {
    category: 'brochure',
    names: ([c, e, k]) => [`${c}产品手册`, `${e} brochure`, `${k} 제품 브로슈어`],
    languages: ['cn', 'en', 'kr'],
  },
  {
    category: 'datasheet',
    names: ([c, e, k]) => [`${c}技术参数表`, `${e} data sheet`, `${k} 기술 사양서`],
    languages: ['en'],
  },
  {
    category: 'caseStudy',
    names: ([c, e, k]) => [`${c}客户案例`, `${e} customer case study`, `${k} 고객 사례`],
    languages: ['cn'],
  },
  {
    category: 'presentation',
    names: ([c, e, k]) => [`${c}销售演示文稿`, `${e} sales presentation`, `${k} 영업 프레젠테이션`],
    languages: ['kr', 'en'],
  },
];

/**
 * 35 items: each kind for each product line. Most are for every company; the data sheets and case
 * studies of two lines are for distributors only, the presentations of the laser line for tier 1 only,
 * and the inspection line's certification syllabus for resellers only (Demo Partner B).
 */
export const demoResources: DemoResource[] = lines.flatMap((line) =>
  kinds.map((kind): DemoResource => {
    const item: DemoResource = {
      category: kind.category,
      productLineCode: line,
      names: kind.names(lineNames[line]),
      languages: kind.languages,
      ...(kind.video ? { video: true } : {}),
    };
    if (
      (line === 'ROBOT' || line === 'AUTOMATION') &&
      (kind.category === 'datasheet' || kind.category === 'caseStudy')
    )
      item.types = ['DISTRIBUTOR'];
    if (line === 'LASER' && kind.category === 'presentation') item.tiers = ['TIER1'];
    if (line === 'INSPECTION' && kind.category === 'certification') item.types = ['RESELLER'];
    return item;
  }),
);
