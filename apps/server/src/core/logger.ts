import type { Logger } from 'pino';
import pino from 'pino';
import pretty from 'pino-pretty';

/** Secrets that never reach a log line, whatever logs them. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.refreshToken',
  '*.token',
];

/**
 * Readable short lines for a person at a terminal (`npm start`): standard output is a terminal and
 * NODE_ENV is not set to production. Anything else (a service, a pipe, a log shipper, the tests) gets
 * pino's JSON lines.
 */
export function wantsReadableLogs(
  env: NodeJS.ProcessEnv = process.env,
  stdout: { isTTY?: boolean } = process.stdout,
): boolean {
  return stdout.isTTY === true && env['NODE_ENV'] !== 'production';
}

/** How long a JSON log line may wait in the buffer before it is written, in milliseconds. */
export const logFlushMs = 200;

/**
 * The server's one logger: JSON lines, or, at a terminal, one short coloured line per entry. JSON lines
 * are buffered and written asynchronously, several in one write: when 4 KB have gathered, or at the
 * latest `logFlushMs` after a line (none is lost at exit: pino flushes the buffer then, on a crash too).
 * A synchronous write system call per request line was ~6 % of a list request's CPU at debug
 * (docs/performance.md §6).
 */
export function createLogger(level: string, readable = wantsReadableLogs()): Logger {
  const options = { level, redact: redactedPaths };
  if (!readable)
    return pino(
      options,
      pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: logFlushMs }),
    );
  return pino(
    options,
    pretty({
      sync: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
    }),
  );
}
