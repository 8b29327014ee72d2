import type { ProcessInfo, ProcessListItem } from '@portal/contract';

/** A process of the list as the server answers it (an opportunity report waiting for review). */
export function processItem(overrides: Partial<ProcessListItem> = {}): ProcessListItem {
  return {
    id: 11,
    kind: 'opportunityReport',
    subjectId: 21,
    subjectNo: 'BR2026000021',
    title: 'Line upgrade',
    status: 1,
    outcome: null,
    submitterName: 'Sora Partner',
    companyId: 1,
    definitionVersion: 1,
    stepIndex: 0,
    stepName: 'Channel review',
    dueAt: '2026-11-26T08:00:00.000Z',
    startedAt: '2026-11-24T08:00:00.000Z',
    finishedAt: null,
    rowVersion: 3,
    actions: ['approve', 'reject', 'transfer', 'comment'],
    ...overrides,
  };
}

/** The same process with its step, tasks (one held by a delegate) and history. */
export function processInfo(overrides: Partial<ProcessInfo> = {}): ProcessInfo {
  return {
    ...processItem(),
    round: 1,
    steps: [
      {
        index: 0,
        name: 'Channel review',
        mode: 'oneOf',
        dueHours: 48,
        status: 'active',
        tasks: [
          {
            id: 1,
            assigneeName: 'Chen Channel',
            onBehalfOfName: 'Sam Sales',
            status: 'pending',
            dueAt: '2026-11-26T08:00:00.000Z',
            actedAt: null,
          },
        ],
      },
    ],
    history: [
      {
        id: 1,
        round: 1,
        stepIndex: null,
        action: 'submit',
        actorName: 'Sora Partner',
        onBehalfOfName: null,
        targetName: null,
        comment: null,
        createdAt: '2026-11-24T08:00:00.000Z',
      },
      {
        id: 2,
        round: 1,
        stepIndex: 0,
        action: 'comment',
        actorName: 'Chen Channel',
        onBehalfOfName: 'Sam Sales',
        targetName: null,
        comment: 'Checking the customer first',
        createdAt: '2026-11-24T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
