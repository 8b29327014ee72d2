import { z } from 'zod';

/** A field a client sends, found in a body or query schema. */
export interface SchemaField {
  /** Its path: object keys, `[]` for an array's items, `*` for a record's values. */
  path: string[];
  /** The schema as declared at that path, without optional, nullable, default or readonly around it. */
  declared: z.core.$ZodType;
  /** The schema its value is checked by last: a number behind a preprocess step, else the declared one. */
  checked: z.core.$ZodType;
}

/** A schema without the wrappers that only make it optional, nullable, defaulted or read-only. */
export function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current: z.core.$ZodType = schema;
  for (;;) {
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodPrefault ||
      current instanceof z.ZodReadonly ||
      current instanceof z.ZodCatch ||
      current instanceof z.ZodNonOptional
    )
      current = current._zod.def.innerType;
    else return current;
  }
}

/**
 * Every leaf field of a body or query schema (what a client fills in), found through objects, arrays,
 * unions, intersections, records, lazy schemas and pipes (the client's side of a transform). A union's
 * options give their fields at the same path. Used by the tests that hold a rule for every endpoint (ids
 * bounded, no value out of range gives a server error, what a partner reads).
 */
export function schemaFields(
  schema: z.core.$ZodType,
  path: string[] = [],
  seen: ReadonlySet<z.core.$ZodType> = new Set(),
): SchemaField[] {
  if (seen.has(schema)) return [];
  const inner = new Set(seen).add(schema);
  const declared = unwrapped(schema);
  const walk = (child: z.core.$ZodType, at = path) => schemaFields(child, at, inner);
  if (declared instanceof z.ZodObject)
    return Object.entries(declared.shape).flatMap(([key, value]) => walk(value, [...path, key]));
  if (declared instanceof z.ZodArray) return walk(declared.element, [...path, '[]']);
  if (declared instanceof z.ZodUnion) return declared.options.flatMap((option) => walk(option));
  if (declared instanceof z.ZodIntersection)
    return [declared._zod.def.left, declared._zod.def.right].flatMap((side) => walk(side));
  if (declared instanceof z.ZodRecord) return walk(declared.valueType, [...path, '*']);
  if (declared instanceof z.ZodLazy) return walk(declared.unwrap());
  if (declared instanceof z.ZodPipe) {
    // A preprocess step (transform, then a schema) checks its value by the schema after it; any other
    // pipe by what the client sends (its input side).
    if (declared.in instanceof z.ZodTransform) {
      const out = unwrapped(declared.out);
      if (out instanceof z.ZodObject || out instanceof z.ZodArray || out instanceof z.ZodUnion)
        return walk(out);
      return [{ path, declared, checked: out }];
    }
    return walk(declared.in);
  }
  return [{ path, declared, checked: declared }];
}

/** The bounds of a number schema, or null for any other schema. */
export function numberBounds(schema: z.core.$ZodType): { min: number; max: number; integer: boolean } | null {
  if (!(schema instanceof z.ZodNumber)) return null;
  return {
    min: schema.minValue ?? Number.NEGATIVE_INFINITY,
    max: schema.maxValue ?? Number.POSITIVE_INFINITY,
    integer: schema.isInt,
  };
}
