import type { MessageKey } from '@portal/contract';
import { describeIssue, parseWithIssues } from '@portal/contract';
import type { RuleObject } from 'antd/es/form';
import i18n from 'i18next';
import type { z } from 'zod';

/**
 * The one adapter from contract schemas to Ant Design form rules: a field is checked
 * by the same schema the server checks, with the same message keys.
 */
/** A rule object whose validator is always there (callers may run it themselves). */
export type SchemaRule = RuleObject & { validator: NonNullable<RuleObject['validator']> };

/**
 * `kind: 'choice'` for a select, date or upload: a missing value then asks to choose ("请选择…",
 * "…을(를) 선택하세요") instead of to enter.
 */
export function schemaRule(schema: z.ZodType, label: string, kind: 'input' | 'choice' = 'input'): SchemaRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = parseWithIssues(schema, value === '' ? undefined : value);
      if (result.success) return;
      const issue = result.error.issues[0]!;
      const { key, params } = describeIssue(issue);
      const shown: MessageKey =
        kind === 'choice' && key === 'validation.required' ? 'validation.requiredSelect' : key;
      throw new Error(i18n.t(shown, { name: label, ...params }));
    },
  };
}

/**
 * For a `catch` around `form.validateFields()`: true for Ant Design's validation failure (its
 * fields already show what is wrong); anything else is a programming error to rethrow.
 */
export function isValidationFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'errorFields' in error;
}
