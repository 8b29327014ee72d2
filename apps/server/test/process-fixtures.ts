import type { ProcessStep } from '@portal/contract';
import { portalModules } from '../src/modules';
import type { PortalModule } from '../src/modules/module-deps';
import type { ProcessKindRegistration } from '../src/modules/processes';

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

/**
 * The portal's modules with `registration` in place of the kind of the same name its owner declares: the
 * engine's tests drive a kind of their own, whose subjects they hold in memory.
 */
export function modulesWithKind(registration: ProcessKindRegistration): PortalModule[] {
  return portalModules.map((module) => ({
    ...module,
    processKinds: module.processKinds?.map((kind) => (kind.kind === registration.kind ? registration : kind)),
  }));
}
