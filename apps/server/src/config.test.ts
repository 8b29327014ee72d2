import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      accessTokenTtl: 1800,
      demoData: true,
      trustProxy: false,
    });
    expect(config.filesDir).toBe(path.join(path.resolve('./data'), 'files'));
  });

  it('turns demo data off by default for DATABASE_URL, and lets DEMO_DATA decide', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/portal' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/portal', DEMO_DATA: 'on' }).demoData).toBe(
      true,
    );
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('stops with a list of every bad value', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ACCESS_TOKEN_TTL: '1',
        INITIAL_ADMIN_PASSWORD: 'weak',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = error instanceof ConfigError ? error.problems.join('\n') : '';
    for (const name of ['PORT', 'DATABASE_URL', 'ACCESS_TOKEN_TTL', 'INITIAL_ADMIN_PASSWORD'])
      expect(problems).toContain(name);
  });
});
