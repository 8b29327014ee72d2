import type {
  EquipmentKind,
  OpportunityAction,
  OpportunityCaseKind,
  OpportunityStage,
} from '@portal/contract';
import { formats, isOpportunityStageAction, opportunityTransitions, targetStates } from '@portal/contract';
import type { TFunction } from 'i18next';
import { translateKnown } from '../../../lib/message-key';
import type { StatusTone } from '../../../lib/theme';

export const stageKey = (stage: OpportunityStage) => `opportunity.stage.${stage}` as const;
export const caseKindKey = (kind: OpportunityCaseKind) => `opportunity.caseKind.${kind}` as const;
export const equipmentKindKey = (kind: EquipmentKind) => `codeTable.EQUIPMENT_KIND.${kind}` as const;

/** The tone of each stage's tag (its colour comes from the theme). */
export const stageTones: Record<OpportunityStage, StatusTone> = {
  design: 'info',
  quotation: 'progress',
  negotiation: 'pending',
  won: 'success',
  lost: 'neutral',
};

export { companyLabel } from '../../../lib/company-label';

/** A case status's label: the catalogue's when it has one, else the status as stored. */
export function caseStatusLabel(status: string, t: TFunction, exists: (key: string) => boolean) {
  const key = `opportunity.caseStatus.${status}`;
  return translateKnown(t, key, status, { exists });
}

/** An owner's name, or "not assigned". */
export function ownerLabel(name: string | null, t: TFunction) {
  return name ?? t('opportunity.field.unassigned');
}

export function emptyIfNull(value: string | null | undefined) {
  return value ?? formats.emptyPlaceholder;
}

/**
 * The stages the server's listed moves lead to: the server decides which moves the caller may take,
 * the contract's table names where each one leads.
 */
export function stagesOfMoves(actions: readonly OpportunityAction[]): OpportunityStage[] {
  return targetStates(opportunityTransitions, actions.filter(isOpportunityStageAction));
}
