import type { LookedUpCompany, RegionCode } from '@portal/contract';
import type { CompanyDirectory, DirectoryPage, DirectoryResult } from './company-directory';
import { creditCheckCharacter, organisationCheckCharacter } from './credit-code';
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

const anchors: readonly LookedUpCompany[] = [
  anchor(
    '上海演示客户智能制造有限公司',
    '9131011500000001',
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
    '100 Woodward Ave, Detroit, MI',
    'Robotics',
    'James Miller',
    '2012-09-03',
  ),
  anchor(
    '(주)데모고객정밀',
    '9144000000000003',
    'AP',
    '서울특별시 강남구 테헤란로 120',
    'Precision machinery',
    '김민준',
    '2015-03-20',
  ),
];

function anchor(
  name: string,
  first16: string,
  region: RegionCode,
  address: string,
  industry: string,
  legalPerson: string,
  establishedOn: string,
): LookedUpCompany {
  const body = first16.slice(8, 16);
  const first17 = first16 + organisationCheckCharacter(body);
  return {
    name,
    creditCode: first17 + creditCheckCharacter(first17),
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
    const first17 = `9${pick(['1', '1', '1', '2', '3'])}${city.division}${body}${organisationCheckCharacter(body)}`;
    const creditCode = first17 + creditCheckCharacter(first17);
    if (codes.has(creditCode)) continue;
    names.add(name);
    codes.add(creditCode);
    const year = 1985 + Math.floor(next() * 39);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    companies.push({
      name,
      creditCode,
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

/** The default provider: generated companies in memory, searched by name or credit code fragment. */
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
