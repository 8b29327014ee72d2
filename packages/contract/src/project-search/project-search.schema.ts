import { z } from 'zod';

/**
 * The kinds of record project search finds today, in the order the results show them. Each is offered by its
 * module (the server's search sources); a later module adds its kind here and its screen in the web.
 */
export const searchKinds = [
  'opportunity_report',
  'business_opportunity',
  'customer',
  'solution',
  'quotation',
  'order',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Hits counted per kind up to this many; above it the answer says "more than". */
export const searchCountLimit = 100;

/**
 * A query: any text (a query longer than 100 characters is searched by its first 100, so a pasted page is
 * answered, not refused). `kind` asks for one kind only; `perKind` is how many hits each kind shows.
 */
export const searchBodySchema = z.object({
  keyword: z.string().max(20_000),
  kind: z.enum(searchKinds).optional(),
  perKind: z.number().int().min(1).max(50).default(10),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

export const searchHitSchema = z.object({
  id: z.number().int(),
  no: z.string().nullable(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** A sub-kind that picks the record's screen (a quotation's kind). */
  variant: z.string().nullable().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(searchKinds),
  /** How many the reader may see, counted up to `searchCountLimit` (`capped`: at least that many). */
  total: z.number().int(),
  capped: z.boolean(),
  hits: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  /** Nothing searchable in the query (one or two Latin letters, signs only): type more. */
  tooShort: z.boolean(),
  /** The kinds with at least one hit, in `searchKinds` order. */
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
