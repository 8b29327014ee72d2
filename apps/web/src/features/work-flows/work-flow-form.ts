/**
 * The editor's form values and the contract's body: one step per card, its approvers as rows of a kind
 * and the value that kind needs, its condition as a field with the value that field is compared with.
 */
import type {
  ApproverKind,
  ConditionField,
  FieldError,
  Language,
  MessageKey,
  ProcessKind,
  ProcessStep,
  SaveProcessDefinitionBody,
  StepMode,
} from '@portal/contract';
import {
  defaultStepNames,
  interpolate,
  parseWithIssues,
  saveProcessDefinitionBodySchema,
  stepConditionSchema,
} from '@portal/contract';
import i18n from 'i18next';
import { schemaFieldErrors } from '../../lib/form-errors';

export interface ApproverValues {
  kind: ApproverKind;
  roleCode?: string;
  permission?: string;
  userId?: number;
}

export interface ConditionValues {
  /** `none`: the step always applies. */
  field?: ConditionField | typeof noCondition;
  above?: string;
  values?: string[];
}

/** A step's name in each language: Chinese required, English and Korean optional. */
export interface StepNameValues {
  cn: string;
  en?: string | null;
  kr?: string | null;
}

export interface StepValues {
  names: StepNameValues;
  mode: StepMode;
  dueHours: number | null;
  approvers: ApproverValues[];
  /** Whom an overdue task goes to (empty: nobody; its approver is told). */
  escalateTo: ApproverValues[];
  condition: ConditionValues;
}

export interface WorkFlowValues {
  steps: StepValues[];
}

/** The condition select's value of a step without condition. */
export const noCondition = 'none';

/** The hours a new step may wait, as the kinds' defaults have it. */
export const defaultDueHours = 48;

/** The form's values of a stored definition. */
export function toFormValues(steps: readonly ProcessStep[]): WorkFlowValues {
  return {
    steps: steps.map((step) => ({
      names: { cn: step.names.cn, en: step.names.en ?? '', kr: step.names.kr ?? '' },
      mode: step.mode,
      dueHours: step.dueHours,
      approvers: step.approvers.map((approver) => ({ ...approver })),
      escalateTo: step.escalateTo.map((approver) => ({ ...approver })),
      condition: !step.condition
        ? { field: noCondition }
        : step.condition.field === 'amount'
          ? { field: 'amount', above: step.condition.above }
          : { field: step.condition.field, values: [...step.condition.values] },
    })),
  };
}

/** A new step: named by its position in each language, any one approver, due in 48 hours, no approver yet. */
export function newStep(position: number): StepValues {
  const name = (lang: Language) => interpolate(defaultStepNames[lang], { n: position });
  return {
    names: { cn: name('cn'), en: name('en'), kr: name('kr') },
    mode: 'oneOf',
    dueHours: defaultDueHours,
    approvers: [],
    escalateTo: [],
    condition: { field: noCondition },
  };
}

function approverBody(approver: ApproverValues) {
  switch (approver.kind) {
    case 'role':
      return { kind: approver.kind, roleCode: approver.roleCode ?? '' };
    case 'permission':
      return { kind: approver.kind, permission: approver.permission ?? '' };
    case 'user':
      return { kind: approver.kind, userId: approver.userId };
    default:
      return { kind: approver.kind };
  }
}

type ConditionDraft = { field: 'amount'; above: string } | { field: ConditionField; values: string[] };

function conditionBody(condition: ConditionValues | undefined): ConditionDraft | null {
  if (!condition?.field || condition.field === noCondition) return null;
  if (condition.field === 'amount') return { field: 'amount', above: condition.above ?? '' };
  return { field: condition.field, values: condition.values ?? [] };
}

/** The body the form's values make (unchecked: the contract's schema checks it). */
export function toBody(kind: ProcessKind, baseVersion: number, values: Partial<WorkFlowValues> | undefined) {
  return {
    kind,
    baseVersion,
    steps: (values?.steps ?? []).map((step) => ({
      names: {
        cn: step?.names?.cn ?? '',
        en: step?.names?.en?.trim() || null,
        kr: step?.names?.kr?.trim() || null,
      },
      mode: step?.mode,
      dueHours: step?.dueHours ?? undefined,
      approvers: (step?.approvers ?? []).filter(Boolean).map(approverBody),
      escalateTo: (step?.escalateTo ?? []).filter(Boolean).map(approverBody),
      condition: conditionBody(step?.condition),
    })),
  };
}

const fieldLabels: Record<string, MessageKey> = {
  cn: 'workFlow.field.stepNameCn',
  en: 'workFlow.field.stepNameEn',
  kr: 'workFlow.field.stepNameKr',
  mode: 'workFlow.field.mode',
  dueHours: 'workFlow.field.dueHours',
  approvers: 'workFlow.field.approvers',
  escalateTo: 'workFlow.field.escalateTo',
  kind: 'workFlow.field.approverKind',
  roleCode: 'workFlow.field.role',
  permission: 'workFlow.field.permission',
  userId: 'workFlow.field.user',
  condition: 'workFlow.field.condition',
  field: 'workFlow.field.condition',
  above: 'workFlow.field.amountAbove',
  values: 'workFlow.field.values',
};

/** A field's label by its dotted path ('steps.0.approvers.1.roleCode' → Role). */
const labelOf = (field: string) => {
  const key = fieldLabels[field.split('.').pop() ?? ''];
  return key ? i18n.t(key) : field;
};
const chosen = (field: string) => /\.(mode|kind|roleCode|permission|userId|values)$/.test(field);

/**
 * The browser's check of the body with the contract's schemas, each error at its field. A condition is a
 * union of two shapes, whose error names only the condition: it is checked again with the shape its field
 * chose, so the error lands at the amount or the values.
 */
export function checkBody(body: ReturnType<typeof toBody>): {
  errors: FieldError[];
  body: SaveProcessDefinitionBody | null;
} {
  const errors = schemaFieldErrors(saveProcessDefinitionBodySchema, body, labelOf, chosen).filter(
    (error) => !/^steps\.\d+\.condition$/.test(error.field),
  );
  body.steps.forEach((step, index) => {
    if (!step.condition) return;
    const shape = stepConditionSchema.options[step.condition.field === 'amount' ? 0 : 1];
    for (const error of schemaFieldErrors(shape, step.condition, labelOf, chosen))
      errors.push({ field: `steps.${index}.condition.${error.field}`, message: error.message });
  });
  if (errors.length > 0) return { errors, body: null };
  const parsed = parseWithIssues(saveProcessDefinitionBodySchema, body);
  return { errors: [], body: parsed.success ? parsed.data : null };
}
