/** Fixtures of the opportunities slice's component tests (contract-shaped data). */
import type { Opportunity, OwnerCandidate } from '@portal/contract';

export function opportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 1,
    opptNo: 'BO2026000001',
    projectName: 'New plant machining',
    customerName: 'Suzhou Precision',
    customerCreditCode: '91320500MA1XDEMO01',
    customerCountry: 'CN',
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
