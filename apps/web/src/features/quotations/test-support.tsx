/** Quotation records of the component tests, as the server answers them. */
import type {
  LoginUser,
  PartnerQuotationInfo,
  QuotationDiff,
  QuotationInfo,
  QuotationLine,
} from '@portal/contract';
import { partnerQuotationInfoSchema } from '@portal/contract';
import { channelUser } from '../../test/fixtures';

/** An approver of quotations (the sales role). */
export const salesUser: LoginUser = {
  ...channelUser,
  id: 3,
  username: 'sales',
  displayName: 'Sam Sales',
  roles: ['sales'],
};

export function quotationLine(overrides: Partial<QuotationLine> = {}): QuotationLine {
  return {
    id: 11,
    lineNo: 1,
    itemKind: 'configured',
    itemId: 3,
    code: 'CFG-ROBOT-CELL',
    name: 'Robot cell',
    productLineCode: 'ROBOT',
    bom: [
      { code: 'RB-ARM-6-700', name: '6-axis robot arm', quantity: '1', unit: 'SET' },
      { code: 'RB-TP-SAFE', name: 'Safety teach pendant', quantity: '1', unit: 'PCS' },
    ],
    quantity: '2',
    unit: 'SET',
    netPrice: '80000.00',
    lineTotal: '160000.00',
    listPrice: '100000.00',
    discountType: 'percent',
    discountValue: '20',
    discountPercent: '20',
    maxDiscountPercent: '15',
    overThreshold: true,
    returnReason: null,
    ...overrides,
  };
}

export function quotationInfo(overrides: Partial<QuotationInfo> = {}): QuotationInfo {
  return {
    id: 21,
    quotationNo: 'QT20261124000021',
    kind: 'planning',
    version: 2,
    latest: true,
    rootId: 20,
    previousVersionId: 20,
    status: 'draft',
    opportunityId: 42,
    opptNo: 'BO2026000042',
    projectName: 'Line 3',
    customerName: 'Suzhou Precision',
    companyName: 'Demo Partner A',
    sourceQuotationId: null,
    currency: 'CNY',
    taxRate: '13',
    validUntil: null,
    language: 'en',
    subtotal: '169500.00',
    taxTotal: '22035.00',
    total: '191535.00',
    lineCount: 2,
    orderId: null,
    orderNo: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    rowVersion: 4,
    actions: ['edit', 'submit'],
    solutionId: 7,
    exchangeRate: '1',
    reportingCurrency: 'CNY',
    discountTotal: '40500.00',
    returnReason: null,
    needsApproval: true,
    paymentTerms: '30 % on order',
    deliveryTerms: null,
    notes: null,
    files: [],
    lines: [
      quotationLine(),
      quotationLine({
        id: 12,
        lineNo: 2,
        itemKind: 'material',
        itemId: 5,
        code: 'CN-SP-15K',
        name: 'Spindle 15k',
        productLineCode: 'CNC',
        bom: [],
        quantity: '1',
        unit: 'PCS',
        listPrice: '10000.00',
        discountType: 'amount',
        discountValue: '500.00',
        discountPercent: '5',
        maxDiscountPercent: '10',
        overThreshold: false,
        netPrice: '9500.00',
        lineTotal: '9500.00',
      }),
    ],
    versions: [
      { id: 21, version: 2, status: 'draft', updatedAt: '2026-11-21T08:00:00.000Z' },
      { id: 20, version: 1, status: 'returned', updatedAt: '2026-11-20T08:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** The same quotation as a partner reads it: the contract's partner schema drops the cost side. */
export function partnerQuotationInfo(overrides: Partial<QuotationInfo> = {}): PartnerQuotationInfo {
  return partnerQuotationInfoSchema.parse(
    quotationInfo({
      kind: 'formal',
      status: 'issued',
      validUntil: '2026-12-31',
      actions: ['accept', 'decline'],
      ...overrides,
    }),
  );
}

export const quotationDiff: QuotationDiff = {
  fromId: 20,
  toId: 21,
  fromVersion: 1,
  toVersion: 2,
  header: [{ field: 'paymentTerms', from: null, to: '30 % on order' }],
  lines: [
    {
      change: 'changed',
      itemKind: 'configured',
      itemId: 3,
      code: 'CFG-ROBOT-CELL',
      name: 'Robot cell',
      fields: [
        { field: 'discountValue', from: '25', to: '20' },
        { field: 'lineTotal', from: '150000.00', to: '160000.00' },
      ],
    },
    { change: 'added', itemKind: 'material', itemId: 5, code: 'CN-SP-15K', name: 'Spindle 15k', fields: [] },
    {
      change: 'removed',
      itemKind: 'virtual',
      itemId: 9,
      code: 'VM2026000001',
      name: 'Custom fixture',
      fields: [],
    },
  ],
};
