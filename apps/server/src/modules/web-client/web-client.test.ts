import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('web client under /static/gppclient/', () => {
  it('redirects / to the client', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/static/gppclient/');
  });

  it.each([
    '/static/gppclient/',
    '/static/gppclient/login',
    '/static/gppclient/business/oppt-list/all?x=1',
    '/static/gppclient/supplementaryQuotation.js',
  ])('answers index.html, never cached, with the CSP, for %s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/static/gppclient/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/static/gppclient/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not serve files outside its folder', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/static/gppclient/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });
});
