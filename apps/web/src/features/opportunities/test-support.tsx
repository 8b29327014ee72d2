/** Fixtures and helpers of the opportunities slice's component tests (contract-shaped data, a mocked API). */
import type { CodeTableEntry, LoginUser, Opportunity, OwnerCandidate, Page } from '@portal/contract';
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

const productLine = (code: string, en: string, cn: string): CodeTableEntry => ({
  codeType: 'PRODUCT_LINE_TYPE_CRM',
  code,
  codeDescCn: cn,
  codeDescEn: en,
  codeDescKr: null,
  codeDescLangCode: null,
  activeStatus: 1,
  description: null,
});

export const cpqCodeTable = groupByType([
  productLine('CNC', 'CNC machine tools', '数控机床'),
  productLine('ROBOT', 'Industrial robots', '工业机器人'),
]);

export function opportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 1,
    opptNo: 'BO2026000001',
    projectName: 'New plant machining',
    customerName: 'Suzhou Precision',
    customerCreditCode: '91320500MA1XDEMO01',
    customerRegion: 'CN',
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    productLineCode: 'CNC',
    productLineNameCn: '数控机床',
    productLineNameEn: 'CNC machine tools',
    productLineNameKr: null,
    amount: '1234567.50',
    currency: 'CNY',
    stage: 'design',
    expectedCloseDate: '2027-03-31',
    salesOwnerId: null,
    salesOwnerName: null,
    planningOwnerId: null,
    planningOwnerName: null,
    protectedUntil: null,
    sourceReportId: null,
    sourceReportNo: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-06T09:30:00.000Z',
    rowVersion: 1,
    actions: [],
    ...overrides,
  };
}

export const salesCandidates: OwnerCandidate[] = [
  { id: 3, username: 'sales', displayName: 'Sam Sales', email: null, employeeId: 'E0003' },
  { id: 30, username: 'sales2', displayName: 'Sue Second', email: null, employeeId: null },
];
export const planningCandidates: OwnerCandidate[] = [
  { id: 4, username: 'planner', displayName: 'Pia Planner', email: null, employeeId: 'E0004' },
  { id: 40, username: 'planner2', displayName: 'Pete Second', email: null, employeeId: null },
];

export function pageOf<T>(list: T[], pageNum = 1, pageSize = 20, total = list.length): Page<T> {
  return { list, total, pageNum, pageSize };
}

export const channelUser: LoginUser = {
  id: 2,
  username: 'channel',
  displayName: 'Chen Channel',
  email: 'channel@portal.example',
  mobile: null,
  kind: 'internal',
  employeeId: 'E0002',
  companyId: null,
  companyName: null,
  companyType: null,
  companyRole: null,
  roles: ['channel'],
  language: null,
};

export const plannerUser: LoginUser = {
  ...channelUser,
  id: 4,
  username: 'planner',
  displayName: 'Pia Planner',
  roles: ['planning'],
};

/** Signs a user in for the components: its buttons, and the code tables of start-up. */
export function signInAs(user: LoginUser, buttons: string[]) {
  sessionStore.set({
    userInfo: user,
    roles: user.roles,
    buttonData: buttons,
    partnerInfo: null,
    ready: true,
  });
  appStore.set({ cpqCodeTable, language: 'en' });
}

export function resetStores() {
  sessionStore.reset();
  appStore.reset();
}

export interface CallOptions {
  body?: unknown;
  query?: unknown;
  silent?: boolean;
}
type Handler = (options: CallOptions) => unknown;

/** Answers the calls of `request` (mocked by the test file) by endpoint path; an unexpected call fails the test. */
export function mockApi(handlers: Record<string, Handler>) {
  const mocked = vi.mocked(request);
  mocked.mockImplementation(answerByPath(handlers));
  return mocked;
}

/** The options sent to one endpoint path, in order. */
export function callsTo(mocked: ReturnType<typeof mockApi>, path: string): CallOptions[] {
  return mocked.mock.calls
    .filter(([endpoint]) => endpoint.path === path)
    .map(([, options]): CallOptions => options ?? {});
}

/** waitFor options for chains of mocked calls and antd re-renders on a busy machine. */
export const patience = { timeout: 5000 };
