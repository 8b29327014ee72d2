/**
 * The keys of a record whose keys are known, typed as those keys. Object.keys returns string[]
 * because an object may carry more keys than its type names; use this only on records built here
 * (tables, catalogues), never on parsed input.
 */
export function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- Object.keys widens to string[]; the records passed here are literal tables with exactly the keys K.
  return Object.keys(record) as K[];
}
