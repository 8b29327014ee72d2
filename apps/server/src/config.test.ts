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

  it('keeps files on disk by default, and in an S3 bucket when S3_BUCKET is set', () => {
    expect(loadConfig({}).objectStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).objectStore).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'portal-files',
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'on',
        S3_PREFIX: 'portal/files/',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStore,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      region: 'eu-west-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'portal/files/',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it.each([
    [{ S3_BUCKET: 'Portal_Files' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'portal-files', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'portal-files', S3_PREFIX: '/abs' }, 'S3_PREFIX: must be folder names'],
    [
      { S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'p/' },
      'S3_BUCKET: required when S3_ENDPOINT, S3_PREFIX are set',
    ],
    [{ S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'key' }, 'set both, or neither'],
  ])('refuses an unusable object store setting %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect(error instanceof ConfigError ? error.problems.join('\n') : '').toContain(problem);
    }
  });
});
