/** Countries (parent -1) with their first-level divisions, in cn, en and kr. */
interface Place {
  cn: string;
  en: string;
  kr: string;
}
export interface CountrySeed extends Place {
  id: number;
  code: string;
  provinces: Place[];
}

export const countries: CountrySeed[] = [
  {
    id: 1,
    code: 'CN',
    cn: '中国',
    en: 'China',
    kr: '중국',
    provinces: [
      { cn: '北京', en: 'Beijing', kr: '베이징' },
      { cn: '上海', en: 'Shanghai', kr: '상하이' },
      { cn: '广东', en: 'Guangdong', kr: '광둥' },
      { cn: '江苏', en: 'Jiangsu', kr: '장쑤' },
      { cn: '浙江', en: 'Zhejiang', kr: '저장' },
      { cn: '四川', en: 'Sichuan', kr: '쓰촨' },
    ],
  },
  {
    id: 2,
    code: 'US',
    cn: '美国',
    en: 'United States',
    kr: '미국',
    provinces: [
      { cn: '加利福尼亚州', en: 'California', kr: '캘리포니아' },
      { cn: '得克萨斯州', en: 'Texas', kr: '텍사스' },
      { cn: '纽约州', en: 'New York', kr: '뉴욕' },
      { cn: '伊利诺伊州', en: 'Illinois', kr: '일리노이' },
      { cn: '密歇根州', en: 'Michigan', kr: '미시간' },
    ],
  },
  {
    id: 3,
    code: 'JP',
    cn: '日本',
    en: 'Japan',
    kr: '일본',
    provinces: [
      { cn: '东京都', en: 'Tokyo', kr: '도쿄' },
      { cn: '大阪府', en: 'Osaka', kr: '오사카' },
      { cn: '爱知县', en: 'Aichi', kr: '아이치' },
      { cn: '神奈川县', en: 'Kanagawa', kr: '가나가와' },
    ],
  },
  {
    id: 4,
    code: 'KR',
    cn: '韩国',
    en: 'South Korea',
    kr: '대한민국',
    provinces: [
      { cn: '首尔', en: 'Seoul', kr: '서울' },
      { cn: '釜山', en: 'Busan', kr: '부산' },
      { cn: '京畿道', en: 'Gyeonggi', kr: '경기도' },
      { cn: '仁川', en: 'Incheon', kr: '인천' },
      { cn: '蔚山', en: 'Ulsan', kr: '울산' },
    ],
  },
  {
    id: 5,
    code: 'DE',
    cn: '德国',
    en: 'Germany',
    kr: '독일',
    provinces: [
      { cn: '巴伐利亚州', en: 'Bavaria', kr: '바이에른' },
      { cn: '柏林', en: 'Berlin', kr: '베를린' },
      { cn: '巴登-符腾堡州', en: 'Baden-Württemberg', kr: '바덴뷔르템베르크' },
      { cn: '北莱茵-威斯特法伦州', en: 'North Rhine-Westphalia', kr: '노르트라인베스트팔렌' },
    ],
  },
  {
    id: 6,
    code: 'FR',
    cn: '法国',
    en: 'France',
    kr: '프랑스',
    provinces: [
      { cn: '法兰西岛', en: 'Île-de-France', kr: '일드프랑스' },
      { cn: '奥弗涅-罗讷-阿尔卑斯', en: 'Auvergne-Rhône-Alpes', kr: '오베르뉴론알프' },
      { cn: '上法兰西', en: 'Hauts-de-France', kr: '오드프랑스' },
    ],
  },
  {
    id: 7,
    code: 'GB',
    cn: '英国',
    en: 'United Kingdom',
    kr: '영국',
    provinces: [
      { cn: '英格兰', en: 'England', kr: '잉글랜드' },
      { cn: '苏格兰', en: 'Scotland', kr: '스코틀랜드' },
      { cn: '威尔士', en: 'Wales', kr: '웨일스' },
      { cn: '北爱尔兰', en: 'Northern Ireland', kr: '북아일랜드' },
    ],
  },
  {
    id: 8,
    code: 'IT',
    cn: '意大利',
    en: 'Italy',
    kr: '이탈리아',
    provinces: [
      { cn: '伦巴第', en: 'Lombardy', kr: '롬바르디아' },
      { cn: '拉齐奥', en: 'Lazio', kr: '라치오' },
      { cn: '皮埃蒙特', en: 'Piedmont', kr: '피에몬테' },
    ],
  },
  {
    id: 9,
    code: 'SG',
    cn: '新加坡',
    en: 'Singapore',
    kr: '싱가포르',
    provinces: [
      { cn: '中区', en: 'Central Region', kr: '중부 지역' },
      { cn: '西区', en: 'West Region', kr: '서부 지역' },
    ],
  },
  {
    id: 10,
    code: 'IN',
    cn: '印度',
    en: 'India',
    kr: '인도',
    provinces: [
      { cn: '马哈拉施特拉邦', en: 'Maharashtra', kr: '마하라슈트라' },
      { cn: '卡纳塔克邦', en: 'Karnataka', kr: '카르나타카' },
      { cn: '泰米尔纳德邦', en: 'Tamil Nadu', kr: '타밀나두' },
    ],
  },
  {
    id: 11,
    code: 'VN',
    cn: '越南',
    en: 'Vietnam',
    kr: '베트남',
    provinces: [
      { cn: '河内', en: 'Hanoi', kr: '하노이' },
      { cn: '胡志明市', en: 'Ho Chi Minh City', kr: '호찌민시' },
    ],
  },
  {
    id: 12,
    code: 'TH',
    cn: '泰国',
    en: 'Thailand',
    kr: '태국',
    provinces: [
      { cn: '曼谷', en: 'Bangkok', kr: '방콕' },
      { cn: '春武里府', en: 'Chon Buri', kr: '촌부리' },
    ],
  },
  {
    id: 13,
    code: 'AU',
    cn: '澳大利亚',
    en: 'Australia',
    kr: '호주',
    provinces: [
      { cn: '新南威尔士州', en: 'New South Wales', kr: '뉴사우스웨일스' },
      { cn: '维多利亚州', en: 'Victoria', kr: '빅토리아' },
    ],
  },
  {
    id: 14,
    code: 'BR',
    cn: '巴西',
    en: 'Brazil',
    kr: '브라질',
    provinces: [
      { cn: '圣保罗州', en: 'São Paulo', kr: '상파울루' },
      { cn: '米纳斯吉拉斯州', en: 'Minas Gerais', kr: '미나스제라이스' },
    ],
  },
];
