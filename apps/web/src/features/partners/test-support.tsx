/** Fixtures and helpers of the partners slice's component tests (contract-shaped data, a mocked API). */
import type {
  CodeTableEntry,
  Company,
  CompanyInfo,
  Location,
  LoginUser,
  ManagedUser,
  Page,
  PartnerInfo,
} from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { appStore } from '../../lib/app-state';
import { groupByType } from '../../lib/code-tables';
import { request } from '../../lib/request';
import { sessionStore } from '../../lib/session';
import { answerByPath } from '../../test/answer-by-path';

export function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const code = (codeType: string, value: string, en: string, cn: string, active = 1): CodeTableEntry => ({
  codeType,
  code: value,
  codeDescCn: cn,
  codeDescEn: en,
  codeDescKr: null,
  codeDescLangCode: `codeTable.${codeType}.${value}`,
  activeStatus: active,
  description: null,
});

export const codeTable = groupByType([
  code('PARTNER_TYPE', 'DISTRIBUTOR', 'Distributor', '分销商'),
  code('PARTNER_TYPE', 'SYSTEM_INTEGRATOR', 'System integrator', '系统集成商'),
  code('PARTNER_TYPE', 'SERVICE_PARTNER', 'Service partner', '服务合作伙伴'),
  code('PARTNER_TYPE', 'RESELLER', 'Reseller', '经销商'),
  code('COMPANY_ROLE', 'TIER1', 'Tier-1 partner', '一级合作伙伴'),
  code('COMPANY_ROLE', 'TIER2', 'Tier-2 partner', '二级合作伙伴'),
  ...['US', 'AP', 'CN', 'JP', 'EU'].map((region) => code('REGION', region, region, region)),
]);

export const countries: Location[] = [
  { id: 1, parentId: -1, code: 'CN', nameCn: '中国', nameEn: 'China', nameKr: '중국', hasChildren: true },
  { id: 4, parentId: -1, code: 'KR', nameCn: '韩国', nameEn: 'Korea', nameKr: '한국', hasChildren: false },
];

export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    code: 'P-A001',
    name: '演示合作伙伴A',
    nameEn: 'Demo Partner A',
    nameKr: null,
    creditCode: '91310000MA1DEMOA01',
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

export function companyInfo(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return { ...company(), licenceFile: null, ...overrides };
}

export function managedUser(overrides: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: 10,
    username: 'partner.sales',
    displayName: 'Sora Partner',
    email: 'sales@partner-a.example',
    mobile: null,
    kind: 'partner',
    employeeId: null,
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    companyType: 'SYSTEM_INTEGRATOR',
    companyRole: 'TIER1',
    status: 'active',
    rowVersion: 2,
    actions: ['disable'],
    roles: ['partner_sales'],
    createdAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

export function pageOf<T>(list: T[], pageNum = 1, pageSize = 20, total = list.length): Page<T> {
  return { list, total, pageNum, pageSize };
}

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

export const partnerAdminUser: LoginUser = {
  ...adminUser,
  id: 6,
  username: 'partner.admin',
  displayName: 'Alex Partner',
  kind: 'partner',
  employeeId: null,
  companyId: 1,
  companyName: '演示合作伙伴A',
  companyType: 'DISTRIBUTOR',
  companyRole: 'TIER1',
  roles: ['partner_admin'],
};

export const partnerAInfo: PartnerInfo = {
  companyId: 1,
  companyCode: 'P-A001',
  companyName: '演示合作伙伴A',
  companyNameEn: 'Demo Partner A',
  companyNameKr: null,
  companyRole: 'TIER1',
  region: 'CN',
  status: 'active',
  partnerTypeList: [
    { typeCode: 'DISTRIBUTOR', typeName: '分销商', typeNameEn: 'Distributor', typeNameKr: '유통업체' },
    {
      typeCode: 'SYSTEM_INTEGRATOR',
      typeName: '系统集成商',
      typeNameEn: 'System integrator',
      typeNameKr: '시스템 통합업체',
    },
  ],
};

/** Signs a user in for the components: its buttons, and the code tables and countries of start-up. */
export function signInAs(user: LoginUser, buttons: string[], partnerInfo: PartnerInfo = null) {
  sessionStore.set({ userInfo: user, roles: user.roles, buttonData: buttons, partnerInfo, ready: true });
  appStore.set({ codeTable, countryList: countries, language: 'en' });
}

export function resetStores() {
  sessionStore.reset();
  appStore.reset();
}

export interface CallOptions {
  body?: unknown;
  query?: unknown;
}
type Handler = (options: CallOptions) => unknown;

/**
 * Answers the calls of `request` (mocked by the test file with vi.mock) by endpoint path; an unexpected
 * call fails the test. Answers the mock, whose calls the test reads.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const mocked = vi.mocked(request);
  mocked.mockImplementation(answerByPath(handlers));
  return mocked;
}

/** The bodies (or queries) sent to one endpoint path, in order. */
export function callsTo(mocked: ReturnType<typeof mockApi>, path: string): CallOptions[] {
  return mocked.mock.calls
    .filter(([endpoint]) => endpoint.path === path)
    .map(([, options]): CallOptions => options ?? {});
}

/** waitFor options for chains of mocked calls and antd re-renders on a busy machine. */
export const patience = { timeout: 5000 };
