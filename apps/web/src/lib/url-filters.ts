import { isOneOf } from './narrow';

/**
 * Filters a link put in a list's URL (the home page's to-dos open lists this way). Parameters are named
 * as the list call's fields; a repeated one carries several values (`?status=a&status=b`). Values the
 * list does not know are dropped.
 */

/** One value or several of a known list (a status), or nothing. */
export function urlOneOrMany<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | T[] | undefined {
  const values = params.getAll(name).filter((value): value is T => isOneOf(allowed, value));
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

/** A record id, or nothing. */
export function urlId(params: URLSearchParams, name: string): number | undefined {
  const value = params.get(name);
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}
