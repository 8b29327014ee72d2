import type { z } from 'zod';
import type { Language } from './constants';
import type { FieldError } from './envelope';
import type { MessageKey, MessageParams } from '../i18n/catalog';
import { catalogs, translate } from '../i18n/catalog';

/** Message keys are dotted identifiers ('validation.password'); zod's own messages are sentences. */
export function looksLikeMessageKey(message: string): boolean {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/.test(message);
}

/**
 * The message key and parameters that describe one zod issue, the same on both sides. Parse with
 * `{ reportInput: true }` (see parseWithIssues) so a missing value can be told from a wrong one.
 */
export function describeIssue(issue: z.core.$ZodIssue): { key: MessageKey; params: MessageParams } {
  // A schema may name its own message key: z.string().regex(re, 'validation.password'). Checked by
  // shape, not against the catalogue, so clients need not bundle the catalogue to use this.
  // The value refused is a parameter (`{{value}}`) for the messages that name it.
  if (looksLikeMessageKey(issue.message))
    return {
      // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- checked by shape, not against the catalogue (see above); a schema's message key is the schema author's claim.
      key: issue.message as MessageKey,
      params: typeof issue.input === 'string' ? { value: issue.input.slice(0, 60) } : {},
    };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null)
        return { key: 'validation.required', params: {} };
      if (issue.expected === 'number' || issue.expected === 'int')
        return { key: 'validation.number', params: {} };
      return { key: 'validation.invalid', params: {} };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { key: 'validation.required', params: {} }
          : { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
      return { key: 'validation.tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_value':
      return { key: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email', params: {} };
      return { key: 'validation.pattern', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}

/**
 * Field errors of a failed parse, translated; the field is the dotted path, and every message names
 * its field once ("Username is required", "parentId: Must be a number").
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
  fieldLabel: (field: string) => string = (field) => field,
): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'body';
    const { key, params } = describeIssue(issue);
    const label = fieldLabel(field);
    const text = translate(language, key, { name: label, ...params });
    return { field, message: catalogs.en[key].includes('{{name}}') ? text : `${label}: ${text}` };
  });
}

/** Parses and reports the input on each issue, which describeIssue needs. */
export function parseWithIssues<T extends z.ZodType>(schema: T, value: unknown) {
  return schema.safeParse(value, { reportInput: true });
}
