/**
 * A list's filters, sort and page in the URL's search params, named as the list endpoint's fields and read
 * through its schema: a param that does not parse, or a field the schema does not know, is ignored.
 */
import { limits } from '@portal/contract';
import type { z } from 'zod';

/** The object schema of a list call's body or query (filters, sortField/sortOrder, pageNum/pageSize). */
export type ListSchema = z.ZodObject;

/** The filters a URL gives: only the fields it names, each valid on its own. */
export type ListFilters<S extends ListSchema> = Partial<z.output<S>>;

/** What the list asks for: the URL's filters, the fixed ones, and always a page. */
export type ListQuery<S extends ListSchema, X extends object = object> = ListExportFilter<S, X> & {
  pageNum: number;
  pageSize: number;
};

/** The list's filters without paging, with the fixed fields: what an export posts. */
export type ListExportFilter<S extends ListSchema, X extends object = object> = Omit<
  ListFilters<S>,
  'pageNum' | 'pageSize'
> &
  X;

/** The candidates a raw param may stand for: a text, a number, a flag, or a list of them. */
function candidates(raw: string[]): unknown[] {
  if (raw.length > 1) return [raw, raw.map(Number)];
  const [text = ''] = raw;
  const number = Number(text);
  const flag = text === 'true' ? true : text === 'false' ? false : undefined;
  return [
    text,
    ...(Number.isFinite(number) ? [number, [number]] : []),
    [text],
    ...(flag === undefined ? [] : [flag]),
  ];
}

/** Whether every field of `value` is one of the schema's and valid on its own (checked here, field by field). */
function fieldsAreValid<S extends ListSchema>(schema: S, value: object): value is ListFilters<S> {
  return Object.entries(value).every(([key, field]) => {
    const fieldSchema = schema.shape[key];
    return fieldSchema !== undefined && fieldSchema.safeParse(field).success;
  });
}

/**
 * The filters of the URL: each param of a known field parsed on its own (the first reading the schema
 * accepts: text, number, flag, list), then the whole checked again with `fixed` (ranges across fields), and
 * the fields it refuses dropped. Unknown or bad params are ignored; this never throws.
 */
export function parseListParams<S extends ListSchema>(
  schema: S,
  params: URLSearchParams,
  fixed: object = {},
): ListFilters<S> {
  const found: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (key in fixed) continue;
    const raw = params.getAll(key).filter((value) => value !== '');
    if (raw.length === 0) continue;
    for (const candidate of candidates(raw)) {
      const parsed = fieldSchema.safeParse(candidate);
      if (parsed.success && parsed.data !== undefined && parsed.data !== null) {
        found[key] = parsed.data;
        break;
      }
    }
  }
  // Rules across fields (a range's end after its start): drop what the whole refuses.
  for (let round = 0; round < 3; round += 1) {
    const whole = schema.safeParse({ ...found, ...fixed });
    if (whole.success) break;
    const refused = whole.error.issues
      .map((issue) => issue.path[0])
      .filter((key): key is string => typeof key === 'string' && key in found);
    if (refused.length === 0) break;
    for (const key of refused) delete found[key];
  }
  return fieldsAreValid(schema, found) ? found : {};
}

/** The page of the URL (1 and the default size when absent or bad). */
export function pageOfParams(params: URLSearchParams): { pageNum: number; pageSize: number } {
  const whole = (text: string | null, fallback: number, max: number) => {
    const value = Number(text);
    return text && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
  };
  return {
    pageNum: whole(params.get('pageNum'), 1, Number.MAX_SAFE_INTEGER),
    pageSize: whole(params.get('pageSize'), limits.defaultPageSize, limits.maxPageSize),
  };
}

/** A param's texts for a value: arrays repeat, empty values are left out. */
export function paramTexts(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap(paramTexts);
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  return [];
}

/**
 * Search params of a list's values, in a stable order; the first page and the default size are left out
 * (so the plain list's URL stays plain).
 */
export function toListParams(values: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (key === 'pageNum' && value === 1) continue;
    if (key === 'pageSize' && value === limits.defaultPageSize) continue;
    for (const text of paramTexts(value)) params.append(key, text);
  }
  return params;
}
