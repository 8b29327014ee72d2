/**
 * Data every slice's component tests share: the demo users as the sign-in answers them, and the
 * reference data the app loads at start-up (code tables, countries). A slice's own records are in its
 * `features/<noun>/test-support.tsx`.
 */
import type { AppState } from '../lib/app-state';
import type { CodeTableEntry, Company, CompanyInfo, Location, LoginUser } from '@portal/contract';
import { groupByType } from '../lib/code-tables';

const code = (codeType: string, value: string, en: string, cn: string): CodeTableEntry => ({
  codeType,
  code: value,
  codeDescCn: cn,
  codeDescEn: en,
  codeDescKr: null,
  codeDescLangCode: `codeTable.${codeType}.${value}`,
  activeStatus: 1,
  description: null,
});

const productLine = (value: string, en: string, cn: string): CodeTableEntry => ({
  ...code('PRODUCT_LINE_TYPE_CRM', value, en, cn),
  codeDescLangCode: null,
});

export const countries: Location[] = [
  { id: 1, parentId: -1, code: 'CN', nameCn: '中国', nameEn: 'China', nameKr: '중국', hasChildren: true },
  { id: 4, parentId: -1, code: 'KR', nameCn: '韩国', nameEn: 'Korea', nameKr: '한국', hasChildren: false },
];

/** The code tables, CPQ code tables and countries the app loads after sign-in. */
export const startUpData: Pick<AppState, 'codeTable' | 'cpqCodeTable' | 'countryList'> = {
  codeTable: groupByType([
    code('PARTNER_TYPE', 'DISTRIBUTOR', 'Distributor', '分销商'),
    code('PARTNER_TYPE', 'SYSTEM_INTEGRATOR', 'System integrator', '系统集成商'),
    code('PARTNER_TYPE', 'SERVICE_PARTNER', 'Service partner', '服务合作伙伴'),
    code('PARTNER_TYPE', 'RESELLER', 'Reseller', '经销商'),
    code('COMPANY_ROLE', 'TIER1', 'Tier-1 partner', '一级合作伙伴'),
    code('COMPANY_ROLE', 'TIER2', 'Tier-2 partner', '二级合作伙伴'),
    code('CURRENCY', 'CNY', 'Chinese yuan', 'Chinese yuan'),
    code('CURRENCY', 'USD', 'US dollar', 'US dollar'),
    ...['US', 'AP', 'CN', 'JP', 'EU'].map((region) => code('REGION', region, region, region)),
  ]),
  cpqCodeTable: groupByType([
    productLine('CNC', 'CNC machine tools', '数控机床'),
    productLine('ROBOT', 'Industrial robots', '工业机器人'),
  ]),
  countryList: countries,
};

export const adminUser: LoginUser = {
  id: 1,
  username: 'admin',
  displayName: 'Ada Admin',
  email: 'admin@portal.example',
  mobile: null,
  kind: 'internal',
  employeeId: 'E0001',
  companyId: null,
  companyName: null,
  companyType: null,
  companyRole: null,
  roles: ['admin'],
  language: null,
};

export const channelUser: LoginUser = {
  ...adminUser,
  id: 2,
  username: 'channel',
  displayName: 'Chen Channel',
  email: 'channel@portal.example',
  employeeId: 'E0002',
  roles: ['channel'],
};

export const plannerUser: LoginUser = {
  ...channelUser,
  id: 4,
  username: 'planner',
  displayName: 'Pia Planner',
  email: 'planner@portal.example',
  employeeId: 'E0004',
  roles: ['planning'],
};

export const partnerAdminUser: LoginUser = {
  ...adminUser,
  id: 6,
  username: 'partner.admin',
  displayName: 'Alex Partner',
  email: 'admin@partner-a.example',
  kind: 'partner',
  employeeId: null,
  companyId: 1,
  companyName: '演示合作伙伴A',
  companyType: 'DISTRIBUTOR',
  companyRole: 'TIER1',
  roles: ['partner_admin'],
};

export const partnerSalesUser: LoginUser = {
  ...partnerAdminUser,
  id: 7,
  username: 'partner.sales',
  displayName: 'Sora Partner',
  email: 'sales@partner-a.example',
  companyType: 'SYSTEM_INTEGRATOR',
  roles: ['partner_sales'],
};

/** A partner company as the company list answers it (Demo Partner A unless overridden). */
export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    code: 'P-A001',
    name: '演示合作伙伴A',
    nameEn: 'Demo Partner A',
    nameKr: null,
    creditCode: '91310000MA1DEMA00K',
    region: 'CN',
    countryId: 1,
    companyRole: 'TIER1',
    status: 'active',
    rowVersion: 3,
    actions: ['disable'],
    typeCodes: ['DISTRIBUTOR', 'SYSTEM_INTEGRATOR'],
    channelManagerId: 2,
    channelManagerName: 'Chen Channel',
    maxCustomers: 50,
    userCount: 3,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-06T09:30:00.000Z',
    ...overrides,
  };
}

/** A partner company as its detail answers it. */
export function companyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return { ...company(), licenceFile: null, ...overrides };
}

/** The server's get-info answer, with the enterprise messaging app's name when one is configured. */
export const systemInfo = (messagingApp: string | null) => ({
  appName: 'Partner Portal',
  version: '1.0.0',
  serverTime: '2026-01-05T08:00:00.000Z',
  defaultLanguage: 'en',
  languages: ['cn', 'en', 'kr'],
  loginMethods: ['password' as const, 'qr' as const],
  messagingApp,
});
