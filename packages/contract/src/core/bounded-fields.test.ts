/**
 * Issue 21 §4: every id and version a client sends uses the one bounded id schema, and every number a
 * client sends is bounded, so that no value reaches the database past its column. The fields are found
 * in every endpoint's body and query: a new endpoint is checked without editing this file.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../index';
import type { Endpoint } from './endpoint';
import { maxRecordId, recordIdSchema } from './ids';
import { numberBounds, schemaFields, unwrapped } from './schema-fields';
import { rowVersionSchema } from './versions';

const all = Object.values(endpoints).flatMap((group): Endpoint[] => Object.values(group));

/** Every field a client sends, with its endpoint and where it is. */
const fields = all.flatMap((e) =>
  (['body', 'query'] as const).flatMap((part) => {
    const schema = e[part];
    return schema
      ? schemaFields(schema).map((field) => ({
          ...field,
          where: `${e.method} ${e.path} ${part}.${field.path.join('.')}`,
        }))
      : [];
  }),
);

/** The name a field goes by: its key, or its array's key for an array's items. */
const nameOf = (path: readonly string[]) =>
  [...path].reverse().find((part) => part !== '[]' && part !== '*') ?? '';
/** Ids and versions by name: `id`, `version`, `…Id`, `…Ids`, `…Version`, `…Versions`. */
const idLike = (name: string) => /^(id|version)$|Ids?$|[a-z]Versions?$/.test(name);
/** A version counter that starts at 0 (optimistic concurrency): the row version's schema, as bounded. */
const counters = new Set<unknown>([recordIdSchema, rowVersionSchema]);

describe('ids and numbers a client sends are bounded (issue 21 §4)', () => {
  it('finds the fields of every endpoint', () => {
    expect(fields.length).toBeGreaterThan(100);
    expect(fields.some((f) => f.where === 'GET /process/get-process-info query.id')).toBe(true);
    expect(fields.some((f) => f.where === 'GET /work-flow/get-definition query.version')).toBe(true);
  });

  it('gives every id and version the one id schema (a counter from 0: the row version)', () => {
    const stray = fields
      .filter((f) => idLike(nameOf(f.path)))
      // An id chosen from a list of words (a code, a uuid) is not a record id.
      .filter((f) => numberBounds(f.checked) !== null || counters.has(f.declared))
      // Either schema itself, or a query's text read as its number first.
      .filter((f) => !counters.has(f.declared) && !counters.has(f.checked))
      .map((f) => f.where);
    expect(stray).toEqual([]);
  });

  it('bounds every number on both sides, an integer within the integer column', () => {
    const unbounded = fields.flatMap((f) => {
      const bounds = numberBounds(f.checked);
      if (!bounds) return [];
      const fits = bounds.integer
        ? bounds.min >= -maxRecordId - 1 && bounds.max <= maxRecordId
        : Number.isFinite(bounds.min) && Number.isFinite(bounds.max);
      return fits ? [] : [`${f.where} [${bounds.min}, ${bounds.max}]`];
    });
    expect(unbounded).toEqual([]);
  });

  it('refuses an id past the integer column, in a body and in a query', () => {
    expect(recordIdSchema.safeParse(maxRecordId).success).toBe(true);
    expect(recordIdSchema.safeParse(String(maxRecordId)).success).toBe(true);
    expect(recordIdSchema.safeParse(maxRecordId + 1).success).toBe(false);
    expect(recordIdSchema.safeParse('2147483648').success).toBe(false);
    expect(recordIdSchema.safeParse('0').success).toBe(false);
    expect(recordIdSchema.safeParse('1e3').success).toBe(true);
    expect(unwrapped(rowVersionSchema.optional())).toBe(rowVersionSchema);
    expect(rowVersionSchema.safeParse(maxRecordId + 1).success).toBe(false);
  });
});
