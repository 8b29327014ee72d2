import { refused } from './app-error';

/**
 * Optimistic concurrency: refuses a change made on a version of the record that is no longer current.
 * Call it after locking the row (`FOR UPDATE`), so no other change can slip in between the check and
 * the write. `sent` is undefined when the client did not send a version (the specification's bodies
 * carry none): then the change is not checked.
 */
export function assertCurrentVersion(current: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== current) throw refused('error.staleRecord');
}
