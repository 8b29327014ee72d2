import type { ProcessStep } from '@portal/contract';

/** A work-flow step for the engine's tests: one of its approvers (none yet), due in 24 hours, no condition. */
export function processStep(overrides: Partial<ProcessStep> = {}): ProcessStep {
  return {
    names: { cn: '检查', en: 'Check' },
    approvers: [],
    mode: 'oneOf',
    condition: null,
    dueHours: 24,
    escalateTo: [],
    ...overrides,
  };
}
