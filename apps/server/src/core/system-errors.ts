/**
 * For a `catch` that expects a system call to fail in known ways (a file gone meanwhile, a process
 * already ended): anything else, a programming error included, is rethrown.
 */

/** The `code` of a Node system error (`ENOENT`, `ESRCH`, ...), if the error has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Returns when `error` is a system error with one of `codes`; rethrows it otherwise. */
export function expectSystemError(error: unknown, ...codes: string[]): void {
  const code = errorCode(error);
  if (code === undefined || !codes.includes(code)) throw error;
}
