import type { FieldError } from '@portal/contract';
import { fieldErrorSchema } from '@portal/contract';
import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { schemaRule } from '../../../lib/form-rules';
import { RequestError } from '../../../lib/request';

/**
 * schemaRule on a value derived from the field's own: the id of an uploaded file, an empty multiple
 * select read as "absent" (so the message is "X is required", not "at least 1").
 */
export function schemaRuleOf<V>(schema: z.ZodType, label: string, pick: (value: V) => unknown): FormRule {
  const rule = schemaRule(schema, label);
  return {
    validator: (current, value: V) => rule.validator(current, pick(value), () => {}),
  };
}

/** An empty list is an absent value. */
export const emptyListAsAbsent = (value: unknown) =>
  Array.isArray(value) && value.length === 0 ? undefined : value;

/** The field errors a validation refusal carries in its data ({fieldErrors: [{field, message}]}). */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof RequestError) || typeof error.data !== 'object' || error.data === null) return [];
  const parsed = fieldErrorSchema.array().safeParse((error.data as { fieldErrors?: unknown }).fieldErrors);
  return parsed.success ? parsed.data : [];
}

/**
 * Puts a refusal's field errors on the form's fields (the request module has already shown the message).
 * A dotted path ("typeCodes.0") lands on its first part; `aliases` maps body names to form names.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  formFields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): void {
  const byField = new Map<string, string[]>();
  for (const { field, message } of fieldErrorsOf(error)) {
    const head = field.split('.')[0] ?? field;
    const name = aliases[head] ?? head;
    if (!formFields.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message]);
  }
  if (byField.size > 0) form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
}
