import type { LookedUpCompany, RegionCode } from '@portal/contract';
import type { CompanyDirectory, DirectoryPage, DirectoryResult } from './company-directory';
import { businessNumberCheckDigit, creditCheckCharacter, organisationCheckCharacter } from '@portal/contract';
import type { Pick } from './embedded-directory.data';
import { industries, locales } from './embedded-directory.data';

/** How many companies the embedded directory generates. */
export const embeddedDirectorySize = 6000;

/** A small deterministic generator (mulberry32), so every start builds the same directory. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A valid Korean business registration number (10 digits) from its first 9. */
function businessNumber(first9: string) {
  return first9 + businessNumberCheckDigit(first9);
}

const anchors: readonly LookedUpCompany[] = [
  anchor(
    '上海演示客户智能制造有限公司',
    '9131011500000001',
    'CN',
    'CN',
    '上海市浦东新区张江路88号',
    'Industrial automation',
    '王建国',
    '2008-05-12',
  ),
  anchor(
    'Demo Customer Robotics Inc.',
    '9131000000000002',
    'US',
    'US',
    '100 Woodward Ave, Detroit, MI',
    'Robotics',
    'James Miller',
    '2012-09-03',
  ),
  anchor(
    '(주)데모고객정밀',
    '120811234',
    'AP',
    'KR',
    '서울특별시 강남구 테헤란로 120',
    'Precision machinery',
    '김민준',
    '2015-03-20',
  ),
  // A customer found by any word of its name, in Latin, Hangul and Chinese ("Chang", "정밀", "精密").
  anchor(
    'Changwon Precision Machinery Co., Ltd.',
    '609810515',
    'AP',
    'KR',
    '경상남도 창원시 성산구 창원대로 1144',
    'Precision machinery',
    '박지훈',
    '1998-07-01',
  ),
  anchor(
    '(주)창원정밀기계',
    '609810626',
    'AP',
    'KR',
    '경상남도 창원시 성산구 중앙대로 85',
    'Precision machinery',
    '최서연',
    '2004-11-15',
  ),
  anchor(
    '苏州长城精密机械有限公司',
    '9132050600000007',
    'CN',
    'CN',
    '苏州市吴中区吴中大道 1188 号',
    'Precision machinery',
    '张伟',
    '2010-04-08',
  ),
];

/** A fixed company: `start` is the first 16 characters of a credit code, or the first 9 digits in Korea. */
function anchor(
  name: string,
  start: string,
  region: RegionCode,
  country: string,
  address: string,
  industry: string,
  legalPerson: string,
  establishedOn: string,
): LookedUpCompany {
  let creditCode = businessNumber(start);
  if (country !== 'KR') {
    const first17 = start + organisationCheckCharacter(start.slice(8, 16));
    creditCode = first17 + creditCheckCharacter(first17);
  }
  return {
    name,
    creditCode,
    country,
    address,
    region,
    industry,
    legalPerson,
    establishedOn,
  };
}

/** Characters an organisation code body is drawn from (also legal in a credit code). */
const orgCharset = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** Builds the directory: the anchors, then generated companies with unique names and credit codes. */
export function generateCompanies(count = embeddedDirectorySize, seed = 20_260_101): LookedUpCompany[] {
  const next = random(seed);
  const pick: Pick = (items) => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('Nothing to pick from an empty word list');
    return item;
  };
  const totalWeight = locales.reduce((sum, locale) => sum + locale.weight, 0);
  const names = new Set<string>(anchors.map((c) => c.name));
  const codes = new Set<string>(anchors.map((c) => c.creditCode));
  const companies: LookedUpCompany[] = [...anchors];
  let attempts = 0;
  while (companies.length < count) {
    if (++attempts > count * 50) throw new Error('The company directory word lists are too small');
    let roll = next() * totalWeight;
    const locale = locales.find((l) => (roll -= l.weight) < 0) ?? locales[0]!;
    const industry = pick(industries);
    const name = locale.name(pick, industry);
    if (names.has(name)) continue;
    const city = pick(locale.cities);
    let body = '';
    for (let i = 0; i < 8; i++) body += orgCharset.charAt(Math.floor(next() * orgCharset.length));
    const country = city.country ?? locale.country;
    // Korean companies carry a business registration number (office, kind 81 for a corporation, serial).
    const first17 = `9${pick(['1', '1', '1', '2', '3'])}${city.division}${body}${organisationCheckCharacter(body)}`;
    const creditCode =
      country === 'KR'
        ? businessNumber(
            `${String(101 + Math.floor(next() * 899))}81${String(Math.floor(next() * 10_000)).padStart(4, '0')}`,
          )
        : first17 + creditCheckCharacter(first17);
    if (codes.has(creditCode)) continue;
    names.add(name);
    codes.add(creditCode);
    const year = 1985 + Math.floor(next() * 39);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    companies.push({
      name,
      creditCode,
      country,
      address: locale.address(pick, city, 1 + Math.floor(next() * 998)),
      region: locale.region,
      industry: industry.label,
      legalPerson: locale.person(pick),
      establishedOn: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    });
  }
  return companies;
}

interface Entry {
  company: LookedUpCompany;
  name: string;
  code: string;
}

/**
 * The default provider: generated companies in memory, searched by a fragment of the name anywhere in
 * it (any word, Latin, Hangul or Chinese, case-insensitively) or of the registration number; names and
 * numbers that start with the fragment come first.
 */
export class EmbeddedCompanyDirectory implements CompanyDirectory {
  readonly name = 'embedded';
  private readonly entries: Entry[];

  constructor(companies: LookedUpCompany[] = sharedCompanies()) {
    this.entries = companies.map((company) => ({
      company,
      name: company.name.toLowerCase(),
      code: company.creditCode.toLowerCase(),
    }));
  }

  get size() {
    return this.entries.length;
  }

  search(keyword: string, page: DirectoryPage): Promise<DirectoryResult> {
    const needle = keyword.trim().toLowerCase();
    const starts: LookedUpCompany[] = [];
    const contains: LookedUpCompany[] = [];
    for (const entry of this.entries) {
      if (entry.name.startsWith(needle) || entry.code.startsWith(needle)) starts.push(entry.company);
      else if (entry.name.includes(needle) || entry.code.includes(needle)) contains.push(entry.company);
    }
    const all = starts.concat(contains);
    const offset = (page.pageNum - 1) * page.pageSize;
    return Promise.resolve({ list: all.slice(offset, offset + page.pageSize), total: all.length });
  }
}

let shared: LookedUpCompany[] | undefined;
/** Generated once per process. */
function sharedCompanies() {
  shared ??= generateCompanies();
  return shared;
}
