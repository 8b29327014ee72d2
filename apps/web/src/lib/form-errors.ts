/**
 * The one mapping of field errors onto Ant Design forms: the contract's checks run in the browser and
 * the server's refusal (the envelope's `data.fieldErrors`) land the same way, every error at once, once,
 * next to its field, the first one scrolled to. An error shown at its field is not shown again as a
 * message; `showFieldErrors` answers the ones that found no field, for the caller to show otherwise.
 */
import type { FieldError, MessageKey } from '@portal/contract';
import { describeIssue, fieldErrorSchema, parseWithIssues } from '@portal/contract';
import type { FormInstance } from 'antd';
import i18n from 'i18next';
import type { z } from 'zod';
import { notify } from './notify';
import { RequestError } from './request';

/** A field's path in a form: ['customer', 'creditCode'], ['lines', 0, 'kind']. */
export type FormPath = (string | number)[];

/** The field errors a refused request carries (a bad body), or none. */
export function requestFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof RequestError)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('fieldErrors' in data)) return [];
  const parsed = fieldErrorSchema.array().safeParse(data.fieldErrors);
  return parsed.success ? parsed.data : [];
}

/**
 * Field errors of `value` checked by a contract schema, translated; `label` names a field by its
 * dotted path ('customer.creditCode'), as the server's messages do. A missing value of a field that is
 * chosen (a select, a date: `chosen(field)`) asks to choose ("请选择…", "…을(를) 선택하세요").
 */
export function schemaFieldErrors(
  schema: z.ZodType,
  value: unknown,
  label: (field: string) => string,
  chosen: (field: string) => boolean = () => false,
): FieldError[] {
  const result = parseWithIssues(schema, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const { key, params } = describeIssue(issue);
    const shown: MessageKey =
      key === 'validation.required' && chosen(field) ? 'validation.requiredSelect' : (key as MessageKey);
    return { field, message: i18n.t(shown, { name: label(field), ...params }) };
  });
}

/** A path of a dotted field name: 'lines.0.kind' → ['lines', 0, 'kind']. */
export function pathOf(field: string, aliases: Record<string, string> = {}): FormPath {
  const segments: FormPath = field
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const head = segments[0];
  if (typeof head === 'string' && aliases[head]) segments[0] = aliases[head];
  return segments;
}

const keyOf = (path: readonly (string | number)[]) => JSON.stringify(path);

/** The server names the field first ("customer.creditCode: …"); next to the field that name is dropped. */
function messageAtField({ field, message }: FieldError): string {
  return message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

export interface ShowFieldErrorsOptions {
  /** Body fields named otherwise in the form (`fileIds` → `files`). */
  aliases?: Record<string, string>;
  /** Scroll the first field with an error into view (default true). */
  scroll?: boolean;
}

/**
 * Shows `errors` on the form in one go: each on the field of its path, or on the nearest field holding
 * it ('lines.0' on 'lines'); one message per field (the first); every other field's error cleared.
 * Scrolls to the first field (in the form's order) with an error. Answers the errors no field took.
 */
export function showFieldErrors(
  form: FormInstance,
  errors: readonly FieldError[],
  options: ShowFieldErrorsOptions = {},
): FieldError[] {
  const registered = form.getFieldsError().map((field) => field.name);
  const known = new Set(registered.map(keyOf));
  const shown = new Map<string, string>();
  const unplaced: FieldError[] = [];
  for (const error of errors) {
    const path = pathOf(error.field, options.aliases);
    let target: FormPath | undefined;
    for (let length = path.length; length > 0 && !target; length -= 1) {
      const candidate = path.slice(0, length);
      if (known.has(keyOf(candidate))) target = candidate;
    }
    if (!target) {
      unplaced.push(error);
      continue;
    }
    if (!shown.has(keyOf(target))) shown.set(keyOf(target), messageAtField(error));
  }
  form.setFields(
    registered.map((name) => {
      const message = shown.get(keyOf(name));
      return { name, errors: message ? [message] : [] };
    }),
  );
  const first = registered.find((name) => shown.has(keyOf(name)));
  if (first && options.scroll !== false) form.scrollToField(first, { block: 'center' });
  return unplaced;
}

/**
 * A check's errors on the form before sending: each at its field, the first one no field took as a message.
 * Answers whether there were any (then nothing is to be sent).
 */
export function showCheckErrors(
  form: FormInstance,
  errors: readonly FieldError[],
  options: ShowFieldErrorsOptions = {},
): boolean {
  if (errors.length === 0) return false;
  const unplaced = showFieldErrors(form, errors, options);
  if (unplaced[0]) notify.error(unplaced[0].message);
  return true;
}

/**
 * A failed save's answer on the form: a refusal's field errors at their fields, and a refusal naming no field
 * (or an error no field took) as a message. Anything other than a refused request is thrown on.
 */
export function showRequestError(
  form: FormInstance,
  error: unknown,
  options: ShowFieldErrorsOptions = {},
): void {
  if (!(error instanceof RequestError)) throw error;
  const fieldErrors = requestFieldErrors(error);
  const left = showFieldErrors(form, fieldErrors, options);
  if (fieldErrors.length === 0 || left.length > 0) notify.error(left[0]?.message ?? error.message);
}

/**
 * Every path a change touches: { customer: { name } } → ['customer'], ['customer', 'name']. A change of a
 * list row comes as a sparse array ({ lines: [, { quantity: 3 }] }); its holes are rows left alone.
 */
export function changedPaths(changed: unknown, prefix: FormPath = []): FormPath[] {
  if (typeof changed !== 'object' || changed === null || changed instanceof Date) return [];
  const paths: FormPath[] = [];
  const entries: [string | number, unknown][] = Array.isArray(changed)
    ? Object.keys(changed).map((index): [number, unknown] => [Number(index), changed[Number(index)]])
    : Object.entries(changed);
  for (const [key, value] of entries) {
    if (value === undefined && Array.isArray(changed)) continue;
    const path = [...prefix, key];
    const nested =
      Array.isArray(value) ||
      (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);
    paths.push(path, ...(nested ? changedPaths(value, path) : []));
  }
  return paths;
}

/** Clears the errors of the fields a change touched (the user is fixing them). */
export function clearChangedErrors(form: FormInstance, changed: unknown): void {
  const registered = new Set(
    form
      .getFieldsError()
      .filter((f) => f.errors.length > 0)
      .map((f) => keyOf(f.name)),
  );
  const fields = changedPaths(changed).filter((path) => registered.has(keyOf(path)));
  if (fields.length > 0) form.setFields(fields.map((name) => ({ name, errors: [] })));
}
