/** Fixtures of the tickets component tests (contract-shaped data). */
import type { SlaClock, TicketInfo } from '@portal/contract';

function clock(overrides: Partial<SlaClock> = {}): SlaClock {
  return {
    state: 'running',
    elapsedMinutes: 120,
    targetMinutes: 480,
    dueAt: '2026-11-03T06:00:00.000Z',
    breachedAt: null,
    segments: [{ state: 'running', from: '2026-11-02T01:00:00.000Z', to: null }],
    ...overrides,
  };
}

export function ticketInfo(overrides: Partial<TicketInfo> = {}): TicketInfo {
  return {
    id: 9,
    ticketNo: 'TK2026000009',
    title: 'Spindle alarm 2041',
    type: 'repair',
    priority: 'high',
    status: 'waitingForCustomer',
    companyId: 1,
    companyName: '演示合作伙伴A',
    companyNameEn: 'Demo Partner A',
    companyNameKr: null,
    equipmentId: 4,
    customerId: 7,
    customerName: '苏州精工机械有限公司',
    serialNo: 'VMC850-24001',
    modelName: 'VMC-850',
    site: 'CN',
    orderNo: null,
    assigneeName: 'Sun Service',
    responseDueAt: null,
    resolutionDueAt: null,
    breached: false,
    createdAt: '2026-11-02T01:00:00.000Z',
    updatedAt: '2026-11-02T03:00:00.000Z',
    rowVersion: 3,
    actions: ['resume', 'comment'],
    description: null,
    installedOn: '2026-03-02',
    documents: [],
    policyName: 'Standard service',
    resolvedAt: null,
    reopenUntil: null,
    sla: {
      timeZone: 'Asia/Shanghai',
      response: clock({ state: 'stopped', elapsedMinutes: 60, targetMinutes: 120, dueAt: null }),
      resolution: clock({
        state: 'paused',
        dueAt: null,
        segments: [
          { state: 'running', from: '2026-11-02T01:00:00.000Z', to: '2026-11-02T03:00:00.000Z' },
          { state: 'paused', from: '2026-11-02T03:00:00.000Z', to: null },
        ],
      }),
    },
    comments: [
      {
        id: 1,
        body: 'Please send a photo.',
        shared: true,
        authorName: 'Sun Service',
        createdAt: '2026-11-02T03:00:00.000Z',
      },
    ],
    history: [],
    ...overrides,
  };
}
