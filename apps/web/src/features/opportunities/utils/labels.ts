import type {
  EquipmentKind,
  Language,
  MessageKey,
  Opportunity,
  OpportunityCaseKind,
  OpportunityStage,
} from '@portal/contract';
import { finalOpportunityStages, formats, nextOpportunityStages } from '@portal/contract';
import type { TFunction } from 'i18next';

export const stageKey = (stage: OpportunityStage) => `opportunity.stage.${stage}` as const;
export const caseKindKey = (kind: OpportunityCaseKind) => `opportunity.caseKind.${kind}` as const;
export const equipmentKindKey = (kind: EquipmentKind) => `codeTable.EQUIPMENT_KIND.${kind}` as const;

/** The tag colour of each stage. */
export const stageColors: Record<OpportunityStage, string> = {
  design: 'blue',
  quotation: 'cyan',
  negotiation: 'gold',
  won: 'success',
  lost: 'default',
};

export { companyLabel } from '../../../lib/company-label';

/** A product line's name: the catalogue's when it has one, else basic data's name in the language, else the code. */
export function productLineLabel(
  row: { productLineCode: string; productLineNameCn: string | null; productLineNameEn: string | null },
  language: Language,
  t: TFunction,
  exists: (key: string) => boolean,
) {
  const key = `codeTable.PRODUCT_LINE.${row.productLineCode}`;
  if (exists(key)) return t(key as MessageKey);
  return (language === 'cn' ? row.productLineNameCn : row.productLineNameEn) ?? row.productLineCode;
}

/** A case status's label: the catalogue's when it has one, else the status as stored. */
export function caseStatusLabel(status: string, t: TFunction, exists: (key: string) => boolean) {
  const key = `opportunity.caseStatus.${status}`;
  return exists(key) ? t(key as MessageKey) : status;
}

/** An owner's name, or "not assigned". */
export function ownerLabel(name: string | null, t: TFunction) {
  return name ?? t('opportunity.field.unassigned');
}

export function emptyIfNull(value: string | null | undefined) {
  return value ?? formats.emptyPlaceholder;
}

export interface Caller {
  userId: number | null;
  roles: readonly string[];
  canAssign: boolean;
}

/**
 * What a list row offers, mirroring the server's rules (get-sale-operation-authority decides on the
 * detail page and in the edit dialog; the server enforces every write).
 */
export function rowAbilities(row: Opportunity, caller: Caller) {
  const final = finalOpportunityStages.includes(row.stage);
  const manager = caller.roles.includes('admin') || caller.roles.includes('channel');
  const canEdit = !final && (manager || (row.salesOwnerId !== null && row.salesOwnerId === caller.userId));
  return {
    canEdit,
    canChangeDistribution: caller.canAssign && (row.salesOwnerId !== null || row.planningOwnerId !== null),
    nextStages: canEdit ? nextOpportunityStages(row.stage) : [],
  };
}
