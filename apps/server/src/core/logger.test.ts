import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wantsReadableLogs } from './logger';

describe('log lines', () => {
  it('are readable at a terminal outside production, JSON for anything else', () => {
    expect(wantsReadableLogs({}, { isTTY: true })).toBe(true);
    expect(wantsReadableLogs({ NODE_ENV: 'development' }, { isTTY: true })).toBe(true);
    expect(wantsReadableLogs({ NODE_ENV: 'production' }, { isTTY: true })).toBe(false);
    expect(wantsReadableLogs({}, { isTTY: false })).toBe(false);
    expect(wantsReadableLogs({}, {})).toBe(false);
  });
});

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.resolve(here, '../../../../node_modules/.bin/tsx');

/**
 * Logs one line through the server's JSON logger in a process of its own, then runs `then`. With `stay`,
 * the process stays until it reads a byte on its standard input, sent once its line has arrived: the line
 * must leave on its own, not at exit.
 */
function logInChild(then: string, stay = false): Promise<unknown[]> {
  const script = `import { createLogger } from ${JSON.stringify(path.join(here, 'logger.ts'))};
const logger = createLogger('info', false);
logger.info({ n: 1 }, 'one line');
${stay ? "process.stdin.once('data', () => process.exit(0));" : ''}
${then}`;
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(tsx, ['--eval', script], { stdio: ['pipe', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (stay && out.includes('\n')) child.stdin.end('x');
    });
    child.once('error', reject);
    child.once('close', () =>
      resolve(
        out
          .split('\n')
          .filter(Boolean)
          .map((line): unknown => JSON.parse(line)),
      ),
    );
  });
}

describe('JSON log lines, buffered', () => {
  it('leave on their own while the process runs, and none is lost at exit or on a crash', async () => {
    const [running, exiting, crashing] = await Promise.all([
      logInChild('', true),
      logInChild("logger.warn('second line'); process.exit(0);"),
      logInChild("logger.error('before the crash'); throw new Error('crash');"),
    ]);
    expect(running).toMatchObject([{ level: 30, n: 1, msg: 'one line' }]);
    expect(exiting).toMatchObject([{ msg: 'one line' }, { level: 40, msg: 'second line' }]);
    expect(crashing).toMatchObject([{ msg: 'one line' }, { level: 50, msg: 'before the crash' }]);
  }, 60_000);
});
