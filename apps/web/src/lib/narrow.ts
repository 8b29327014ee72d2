/** Whether a value is one of a list of literals (a status, a stage, a tab), narrowing it to them. */
export function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}
