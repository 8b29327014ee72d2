/** Fixtures and helpers of the opportunity-reports slice's component tests (contract-shaped data, a mocked API). */
import type {
  CodeTableEntry,
  LoginUser,
  Page,
  ProductLine,
  ReportInfo,
  ReportListItem,
} from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
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
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const code = (codeType: string, value: string, en: string): CodeTableEntry => ({
  codeType,
  code: value,
  codeDescCn: en,
  codeDescEn: en,
  codeDescKr: null,
  codeDescLangCode: `codeTable.${codeType}.${value}`,
  activeStatus: 1,
  description: null,
});
export const codeTable = groupByType([
  code('CURRENCY', 'CNY', 'Chinese yuan'),
  code('CURRENCY', 'USD', 'US dollar'),
]);

export const partnerSalesUser: LoginUser = {
  id: 7,
  username: 'partner.sales',
  displayName: 'Sora Partner',
  email: 'sales@partner-a.example',
  mobile: null,
  kind: 'partner',
  employeeId: null,
  companyId: 1,
  companyName: '演示合作伙伴A',
  companyType: 'SYSTEM_INTEGRATOR',
  companyRole: 'TIER1',
  roles: ['partner_sales'],
  language: null,
};
export const channelUser: LoginUser = {
  ...partnerSalesUser,
  id: 2,
  username: 'channel',
  displayName: 'Chen Channel',
  kind: 'internal',
  employeeId: 'E0002',
  companyId: null,
  companyName: null,
  companyType: null,
  companyRole: null,
  roles: ['channel'],
};

export function signInAs(user: LoginUser, buttons: string[] = []) {
  sessionStore.set({
    userInfo: user,
    roles: user.roles,
    buttonData: buttons,
    partnerInfo: null,
    ready: true,
  });
  appStore.set({ codeTable, language: 'en' });
}
export function resetStores() {
  sessionStore.reset();
  appStore.reset();
}

export const productLines: ProductLine[] = [
  { code: 'CNC', nameCn: '数控机床', nameEn: 'CNC machine tools', nameKr: 'CNC 공작기계' },
  { code: 'ROBOT', nameCn: '工业机器人', nameEn: 'Industrial robots', nameKr: '산업용 로봇' },
];
export const cncModels = [
  {
    id: 11,
    productLineCode: 'CNC',
    model: 'VMC-850',
    kind: 'iop' as const,
    description: 'Vertical machining centre',
  },
  { id: 12, productLineCode: 'CNC', model: 'TL-250', kind: 'no_iop' as const, description: 'Turning lathe' },
];

export function reportItem(overrides: Partial<ReportListItem> = {}): ReportListItem {
  return {
    id: 1,
    reportNo: 'BR2026000001',
    status: 'draft',
    projectName: 'Line expansion',
    customerName: '苏州精工机械有限公司',
    customerCreditCode: '91320500MA1000XA00',
    productLineCode: 'CNC',
    amount: '1234567.50',
    currency: 'CNY',
    rate: '50.00',
    expectedCloseDate: '2027-03-31',
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    reporterId: 7,
    reporterName: 'Sora Partner',
    createdAt: '2026-05-01T08:00:00.000Z',
    submittedAt: null,
    conflict: false,
    actions: ['edit', 'submit', 'discard'],
    rowVersion: 1,
    ...overrides,
  };
}

export function reportInfo(overrides: Partial<ReportInfo> = {}): ReportInfo {
  return {
    ...reportItem(),
    customerRegion: 'CN',
    customerAddress: 'Suzhou',
    customerIndustry: 'Machinery',
    description: null,
    clueId: null,
    decidedAt: null,
    decidedByName: null,
    rejectReason: null,
    updatedAt: '2026-05-01T08:00:00.000Z',
    contacts: [{ id: 7, displayName: 'Sora Partner', email: null, mobile: null }],
    lines: [
      { id: 1, equipmentModelId: 11, model: 'VMC-850', modelDescription: null, kind: 'iop', quantity: 2 },
    ],
    files: [],
    timeline: [],
    opportunity: null,
    conflicts: [],
    blockedUntil: null,
    actions: ['edit', 'submit', 'discard'],
    ...overrides,
  };
}

export function pageOf<T>(list: T[], pageNum = 1, pageSize = 20, total = list.length): Page<T> {
  return { list, total, pageNum, pageSize };
}

export interface CallOptions {
  body?: unknown;
  query?: unknown;
}
type Handler = (options: CallOptions) => unknown;

/** Answers the mocked `request` by endpoint path; an unexpected call fails the test. */
export function mockApi(handlers: Record<string, Handler>) {
  const mocked = vi.mocked(request);
  mocked.mockImplementation(answerByPath(handlers));
  return mocked;
}

export function callsTo(mocked: ReturnType<typeof mockApi>, path: string): CallOptions[] {
  return mocked.mock.calls
    .filter(([endpoint]) => endpoint.path === path)
    .map(([, options]): CallOptions => options ?? {});
}

export const patience = { timeout: 5000 };
