/**
 * docs/security.md, promise 8: whatever a client sends to a call, the answer is the envelope with a known
 * code and never a server error. fast-check generates bodies and queries, hostile strings included.
 */
import { endpoints } from '@portal/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './test-app';
import { createTestApp, tokenOf } from './test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'silent' });
  token = await tokenOf(ctx.app, 'admin');
});
afterAll(() => ctx.close());

const hostile = fc.constantFrom(
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '\u0000',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '2026-13-45T99:99:99Z',
  '{"$gt":""}',
  '🙂'.repeat(50),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
);
const knownKeys = [
  'pageNum',
  'pageSize',
  'keyword',
  'type',
  'createdFrom',
  'createdTo',
  'parentId',
  'language',
  'codeType',
  'username',
  'password',
  'loginType',
  'refreshToken',
  'id',
  'className',
  'errorParam',
  'errorTrace',
];
const body = fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 12 })), value, {
  maxKeys: 6,
});

// Logout would end the session the other calls use; it is covered by the identity tests.
const targets = Object.values(endpoints)
  .flatMap((group) => Object.values(group))
  .filter((e) => !e.multipart && e.path !== '/login/logout');

describe('no input gives a server error', () => {
  it.each(targets.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, e) => {
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const query = Object.fromEntries(
          Object.entries(generated).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        );
        const res = await ctx.app.inject({
          method: e.method,
          url: `/api${e.path}`,
          headers: { authorization: `Bearer ${token}` },
          ...(e.method === 'GET' ? { query } : { payload: generated as object }),
        });
        if (e.download && res.statusCode === 200 && !String(res.headers['content-type']).includes('json'))
          return;
        const envelope = res.json<{ code: number; msg: string }>();
        expect([0, 3, 6, 100, 102]).toContain(envelope.code);
        expect(typeof envelope.msg).toBe('string');
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
