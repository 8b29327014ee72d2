import type { RegionCode } from '@portal/contract';

/**
 * The word lists the embedded directory draws its companies from: industries, and per region its
 * cities, name parts, addresses and people.
 */

export type Pick = <T>(items: readonly T[]) => T;

interface City {
  name: string;
  /** ISO 3166-1 alpha-2, when it differs from its locale's. */
  country?: string;
  /** Administrative division code, the 6 digits after the first two characters of a credit code. */
  division: string;
  streets: readonly string[];
}

interface Locale {
  region: RegionCode;
  /** ISO 3166-1 alpha-2 of its companies (a city may say otherwise). */
  country: string;
  weight: number;
  name(pick: Pick, industry: Industry): string;
  cities: readonly City[];
  address(pick: Pick, city: City, number: number): string;
  person(pick: Pick): string;
}

interface Industry {
  /** The industry as the directory reports it (English, like a classification). */
  label: string;
  cn: string;
  en: string;
  kr: string;
  jp: string;
}

export const industries: readonly Industry[] = [
  {
    label: 'Industrial automation',
    cn: '自动化设备',
    en: 'Automation',
    kr: '오토메이션',
    jp: 'オートメーション',
  },
  { label: 'Robotics', cn: '机器人', en: 'Robotics', kr: '로보틱스', jp: 'ロボティクス' },
  { label: 'Precision machinery', cn: '精密机械', en: 'Precision Machinery', kr: '정밀기계', jp: '精機' },
  { label: 'Electronics', cn: '电子科技', en: 'Electronics', kr: '전자', jp: '電子' },
  {
    label: 'Automotive parts',
    cn: '汽车零部件',
    en: 'Automotive Components',
    kr: '자동차부품',
    jp: '自動車部品',
  },
  { label: 'Semiconductors', cn: '半导体', en: 'Semiconductor', kr: '반도체', jp: 'セミコンダクター' },
  { label: 'New energy', cn: '新能源科技', en: 'Energy Systems', kr: '에너지', jp: 'エナジー' },
  { label: 'Logistics', cn: '物流', en: 'Logistics', kr: '물류', jp: '物流' },
  { label: 'Medical devices', cn: '医疗器械', en: 'Medical Devices', kr: '메디칼', jp: 'メディカル' },
  { label: 'Food and beverage', cn: '食品', en: 'Foods', kr: '식품', jp: '食品' },
  { label: 'Chemicals', cn: '化工', en: 'Chemicals', kr: '화학', jp: '化学' },
  { label: 'Packaging', cn: '包装材料', en: 'Packaging', kr: '패키징', jp: 'パッケージ' },
  { label: 'Metal processing', cn: '金属制品', en: 'Metalworks', kr: '금속', jp: '金属工業' },
  { label: 'Batteries', cn: '电池', en: 'Battery Technologies', kr: '배터리', jp: 'バッテリー' },
];

const cnCities: readonly City[] = [
  { name: '上海市浦东新区', division: '310115', streets: ['张江路', '金科路', '川沙路', '世纪大道'] },
  { name: '北京市朝阳区', division: '110105', streets: ['建国路', '酒仙桥路', '望京街', '东三环中路'] },
  { name: '深圳市南山区', division: '440305', streets: ['科技园路', '深南大道', '高新南一道', '桃园路'] },
  { name: '广州市天河区', division: '440106', streets: ['天河路', '中山大道', '黄埔大道', '科韵路'] },
  { name: '杭州市西湖区', division: '330106', streets: ['文三路', '天目山路', '古墩路', '西溪路'] },
  { name: '苏州市吴中区', division: '320506', streets: ['东吴北路', '宝带西路', '吴中大道', '越溪路'] },
  { name: '南京市江宁区', division: '320115', streets: ['双龙大道', '天元中路', '将军大道', '胜太路'] },
  { name: '成都市武侯区', division: '510107', streets: ['武侯大道', '科华北路', '二环路南四段', '高升桥路'] },
  { name: '武汉市洪山区', division: '420111', streets: ['珞喻路', '光谷大道', '关山大道', '雄楚大道'] },
  { name: '天津市滨海新区', division: '120116', streets: ['第一大街', '泰达大街', '黄海路', '新港路'] },
  { name: '重庆市渝北区', division: '500112', streets: ['金开大道', '新南路', '龙山大道', '汽博大道'] },
  { name: '西安市雁塔区', division: '610113', streets: ['科技路', '高新路', '唐延路', '锦业路'] },
  { name: '青岛市黄岛区', division: '370211', streets: ['长江中路', '井冈山路', '海尔路', '嘉陵江路'] },
  { name: '宁波市鄞州区', division: '330212', streets: ['天童南路', '中山东路', '四明中路', '鄞县大道'] },
  { name: '厦门市湖里区', division: '350206', streets: ['湖里大道', '枋湖路', '县后路', '吕岭路'] },
  { name: '东莞市松山湖', division: '441900', streets: ['工业东路', '科技七路', '新竹路', '研发五路'] },
];
const cnCores = [
  '华信',
  '恒通',
  '瑞丰',
  '金桥',
  '宏达',
  '博远',
  '中拓',
  '鼎盛',
  '新源',
  '天合',
  '联创',
  '智联',
  '安泰',
  '海纳',
  '永昌',
  '嘉和',
  '星辰',
  '明德',
  '正远',
  '凯盛',
  '汇通',
  '德润',
  '弘毅',
  '聚力',
  '远航',
  '捷科',
  '锦程',
  '万向',
];
const cnSurnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const cnGiven = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
];

const usCities: readonly City[] = [
  { name: 'Detroit, MI', division: '310000', streets: ['Woodward Ave', 'Michigan Ave', 'Gratiot Ave'] },
  { name: 'Chicago, IL', division: '310000', streets: ['Wacker Dr', 'Clark St', 'Halsted St'] },
  { name: 'Austin, TX', division: '310000', streets: ['Congress Ave', 'Lamar Blvd', 'Research Blvd'] },
  { name: 'San Jose, CA', division: '310000', streets: ['First St', 'Zanker Rd', 'Tasman Dr'] },
  { name: 'Columbus, OH', division: '310000', streets: ['High St', 'Broad St', 'Morse Rd'] },
  { name: 'Charlotte, NC', division: '310000', streets: ['Tryon St', 'Trade St', 'Independence Blvd'] },
];
const euCities: readonly City[] = [
  {
    name: '70173 Stuttgart, Germany',
    division: '110000',
    streets: ['Königstraße', 'Heilbronner Straße', 'Pragstraße'],
  },
  { name: '80331 München, Germany', division: '110000', streets: ['Leopoldstraße', 'Landsberger Straße'] },
  {
    name: '69002 Lyon, France',
    country: 'FR',
    division: '110000',
    streets: ['Rue de la République', 'Avenue Jean Jaurès'],
  },
  {
    name: '20121 Milano, Italy',
    country: 'IT',
    division: '110000',
    streets: ['Via Torino', 'Corso Buenos Aires'],
  },
  {
    name: '5611 Eindhoven, Netherlands',
    country: 'NL',
    division: '110000',
    streets: ['Vestdijk', 'Kennedyplein'],
  },
  {
    name: '08001 Barcelona, Spain',
    country: 'ES',
    division: '110000',
    streets: ['Carrer de Balmes', 'Avinguda Diagonal'],
  },
];
const enCores = [
  'Apex',
  'Northwind',
  'Bluestone',
  'Summit',
  'Ironwood',
  'Crescent',
  'Silverline',
  'Redwood',
  'Harbor',
  'Keystone',
  'Pioneer',
  'Evergreen',
  'Granite',
  'Falcon',
  'Meridian',
  'Sterling',
  'Lakeside',
  'Vanguard',
  'Orion',
  'Westbrook',
];
const enFirst = ['James', 'Mary', 'Robert', 'Linda', 'Michael', 'Sarah', 'David', 'Laura', 'Thomas', 'Anna'];
const enLast = ['Smith', 'Miller', 'Johnson', 'Brown', 'Schmidt', 'Martin', 'Rossi', 'de Vries', 'Garcia'];
const deFirst = ['Lukas', 'Sophie', 'Julien', 'Giulia', 'Pieter', 'Lucía', 'Jonas', 'Claire'];

const krCities: readonly City[] = [
  { name: '서울특별시 강남구', division: '440000', streets: ['테헤란로', '역삼로', '선릉로'] },
  { name: '인천광역시 연수구', division: '440000', streets: ['송도과학로', '컨벤시아대로'] },
  { name: '경기도 수원시 영통구', division: '440000', streets: ['삼성로', '광교로'] },
  { name: '경상남도 창원시 성산구', division: '440000', streets: ['창원대로', '중앙대로'] },
  { name: '부산광역시 해운대구', division: '440000', streets: ['센텀중앙로', '해운대로'] },
  { name: '대구광역시 달서구', division: '440000', streets: ['성서공단로', '달구벌대로'] },
];
const krCores = [
  '한빛',
  '대성',
  '세진',
  '미래',
  '동양',
  '성원',
  '우진',
  '새한',
  '태영',
  '한솔',
  '경일',
  '삼우',
  '신흥',
  '진성',
];
const krSurnames = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const krGiven = ['민준', '서연', '지훈', '수빈', '현우', '지민', '도윤', '하은', '준호', '예진'];

const jpCities: readonly City[] = [
  { name: '東京都港区', division: '320000', streets: ['芝浦', '海岸', '高輪'] },
  { name: '大阪府大阪市北区', division: '320000', streets: ['梅田', '中之島', '天満'] },
  { name: '愛知県名古屋市中村区', division: '320000', streets: ['名駅', '椿町', '則武'] },
  { name: '神奈川県横浜市西区', division: '320000', streets: ['みなとみらい', '高島', '北幸'] },
  { name: '福岡県福岡市博多区', division: '320000', streets: ['博多駅前', '祇園町', '住吉'] },
];
const jpCores = [
  '山田',
  '東洋',
  '日進',
  '大和',
  '三協',
  '富士',
  '旭',
  '北辰',
  '栄光',
  '中央',
  '日の出',
  '明和',
];
const jpSurnames = ['佐藤', '鈴木', '高橋', '田中', '渡辺', '伊藤', '中村', '小林'];
const jpGiven = ['太郎', '花子', '健一', '美咲', '大輔', '由美', '翔', '直樹'];

const apCities: readonly City[] = [
  {
    name: 'Singapore 138632',
    division: '310000',
    streets: ['Fusionopolis Way', 'Jurong West St', 'Tuas Ave'],
  },
  {
    name: '10110 Bangkok, Thailand',
    country: 'TH',
    division: '310000',
    streets: ['Sukhumvit Rd', 'Rama IV Rd'],
  },
  {
    name: '50450 Kuala Lumpur, Malaysia',
    country: 'MY',
    division: '310000',
    streets: ['Jalan Ampang', 'Jalan Sultan Ismail'],
  },
  {
    name: 'Penang 11900, Malaysia',
    country: 'MY',
    division: '310000',
    streets: ['Bayan Lepas FIZ', 'Jalan Tengah'],
  },
  {
    name: 'Ho Chi Minh City, Vietnam',
    country: 'VN',
    division: '310000',
    streets: ['Nguyen Hue Blvd', 'Dien Bien Phu St'],
  },
];

export const locales: readonly Locale[] = [
  {
    region: 'CN',
    country: 'CN',
    weight: 50,
    cities: cnCities,
    name: (pick, industry) =>
      `${pick(cnCities).name.slice(0, 2)}${pick(cnCores)}${industry.cn}${pick(['有限公司', '有限公司', '股份有限公司'])}`,
    address: (pick, city, number) => `${city.name}${pick(city.streets)}${number}号`,
    person: (pick) => `${pick(cnSurnames)}${pick(cnGiven)}${pick(['', ...cnGiven])}`,
  },
  {
    region: 'US',
    country: 'US',
    weight: 12,
    cities: usCities,
    name: (pick, industry) => `${pick(enCores)} ${industry.en} ${pick(['Inc.', 'LLC', 'Corp.'])}`,
    address: (pick, city, number) => `${number} ${pick(city.streets)}, ${city.name}`,
    person: (pick) => `${pick(enFirst)} ${pick(enLast)}`,
  },
  {
    region: 'EU',
    country: 'DE',
    weight: 12,
    cities: euCities,
    name: (pick, industry) =>
      `${pick(enCores)} ${industry.en} ${pick(['GmbH', 'S.A.', 'B.V.', 'S.r.l.', 'AG'])}`,
    address: (pick, city, number) => `${pick(city.streets)} ${number}, ${city.name}`,
    person: (pick) => `${pick(deFirst)} ${pick(enLast)}`,
  },
  {
    region: 'AP',
    country: 'KR',
    weight: 10,
    cities: krCities,
    name: (pick, industry) => `(주)${pick(krCores)}${industry.kr}`,
    address: (pick, city, number) => `${city.name} ${pick(city.streets)} ${number}`,
    person: (pick) => `${pick(krSurnames)}${pick(krGiven)}`,
  },
  {
    region: 'AP',
    country: 'SG',
    weight: 6,
    cities: apCities,
    name: (pick, industry) =>
      `${pick(enCores)} ${industry.en} ${pick(['Pte. Ltd.', 'Sdn. Bhd.', 'Co., Ltd.'])}`,
    address: (pick, city, number) => `${number} ${pick(city.streets)}, ${city.name}`,
    person: (pick) => `${pick(enFirst)} ${pick(enLast)}`,
  },
  {
    region: 'JP',
    country: 'JP',
    weight: 10,
    cities: jpCities,
    name: (pick, industry) =>
      `${pick(['株式会社', ''])}${pick(jpCores)}${industry.jp}${pick(['', '', '株式会社'])}`,
    address: (pick, city, number) => `${city.name}${pick(city.streets)}${number}丁目`,
    person: (pick) => `${pick(jpSurnames)} ${pick(jpGiven)}`,
  },
];

/** Fixed companies at the head of the directory, for demos and tests that need a name known in advance. */
