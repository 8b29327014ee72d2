/** Fixtures and helpers of the clues slice's component tests (contract-shaped data, a mocked API). */
import type { CodeTableEntry, Clue, LoginUser, Page } from '@portal/contract';
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

export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

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

export function clue(overrides: Partial<Clue> = {}): Clue {
  return {
    id: 1,
    clueNo: 'CL2026000001',
    status: 'new',
    source: 'campaign',
    customerName: '苏州精工机械有限公司',
    customerCreditCode: null,
    contactName: 'Zhang Wei',
    contactPhone: '0512-66881234',
    contactEmail: 'zhang.wei@example.com',
    productLineCode: 'ROBOT',
    region: 'CN',
    description: null,
    companyId: null,
    companyName: null,
    companyNameEn: null,
    companyNameKr: null,
    assigneeId: null,
    assigneeName: null,
    assignedAt: null,
    closeReason: null,
    convertedReportId: null,
    convertedReportNo: null,
    createdByName: 'Chen Channel',
    followUpCount: 0,
    lastFollowUpAt: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    rowVersion: 1,
    // The server decides; a fixture lists what its test needs.
    actions: [],
    ...overrides,
  };
}

export function pageOf<T>(list: T[], total = list.length): Page<T> {
  return { list, total, pageNum: 1, pageSize: 20 };
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

export const partnerSalesUser: LoginUser = {
  ...channelUser,
  id: 7,
  username: 'partner.sales',
  displayName: 'Sora Partner',
  kind: 'partner',
  employeeId: null,
  companyId: 1,
  companyName: '演示合作伙伴A',
  companyType: 'SYSTEM_INTEGRATOR',
  companyRole: 'TIER1',
  roles: ['partner_sales'],
};

/** Signs a user in for the components, with its buttons and the code tables of start-up. */
export function signInAs(user: LoginUser, buttons: string[]) {
  sessionStore.set({
    userInfo: user,
    roles: user.roles,
    buttonData: buttons,
    partnerInfo: null,
    ready: true,
  });
  appStore.set({
    codeTable: groupByType(
      ['US', 'AP', 'CN', 'JP', 'EU'].map((region) => code('REGION', region, region, region)),
    ),
    cpqCodeTable: groupByType([code('PRODUCT_LINE_TYPE_CRM', 'ROBOT', 'Industrial robots', '工业机器人')]),
    language: 'en',
  });
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

/** Answers the calls of the mocked `request` by endpoint path; an unexpected call fails the test. */
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

export const patience = { timeout: 5000 };
