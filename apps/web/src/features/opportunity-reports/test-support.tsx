/** Fixtures of the opportunity-reports slice's component tests (contract-shaped data). */
import type { ProductLine, ReportInfo, ReportListItem } from '@portal/contract';

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
    customerCountry: 'CN',
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
    customerVerified: true,
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
