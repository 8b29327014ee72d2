/** Fixtures of the clues slice's component tests (contract-shaped data). */
import type { Clue } from '@portal/contract';

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
