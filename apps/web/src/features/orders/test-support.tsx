/** Fixtures of the orders and knowledge component tests (contract-shaped data). */
import type { Order, OrderInfo } from '@portal/contract';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    orderNo: 'SO2026000007',
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    customerName: '苏州精工机械有限公司',
    quotationNo: 'QM2026000123',
    opportunityId: null,
    opportunityNo: null,
    currency: 'CNY',
    total: '1234567.80',
    status: 'shipped',
    lineCount: 2,
    orderedAt: '2026-03-01T02:03:04.000Z',
    updatedAt: '2026-03-10T02:03:04.000Z',
    ...overrides,
  };
}

export function orderInfo(overrides: Partial<OrderInfo> = {}): OrderInfo {
  return {
    ...order(),
    createdAt: '2026-03-01T02:03:04.000Z',
    lines: [
      {
        id: 1,
        materialCode: 'VMC-850-B',
        materialDesc: 'Vertical machining centre',
        quantity: 2,
        unitPrice: '500000.00',
        amount: '1000000.00',
      },
      {
        id: 2,
        materialCode: 'SP-FILTER-K',
        materialDesc: null,
        quantity: 3,
        unitPrice: '78189.26',
        amount: '234567.80',
      },
    ],
    history: [
      {
        action: 'create',
        fromStatus: null,
        toStatus: 'created',
        actorName: 'Sam Sales',
        comment: null,
        at: '2026-03-01T02:03:04.000Z',
      },
      {
        action: 'confirm',
        fromStatus: 'created',
        toStatus: 'confirmed',
        actorName: 'Sam Sales',
        comment: null,
        at: '2026-03-02T02:03:04.000Z',
      },
      {
        action: 'ship',
        fromStatus: 'confirmed',
        toStatus: 'shipped',
        actorName: 'Chen Channel',
        comment: null,
        at: '2026-03-09T02:03:04.000Z',
      },
    ],
    ...overrides,
  };
}
