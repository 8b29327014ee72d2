import { randomBytes } from 'node:crypto';
import type { ExceptionLog, Page } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
let adminToken: string;
let partnerToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await tokenOf(ctx.app, 'admin');
  partnerToken = await tokenOf(ctx.app, 'partner.admin');
});
afterAll(() => ctx.close());

const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

function save(body: Record<string, unknown>, token = partnerToken) {
  return call(ctx.app, 'POST', '/exceptionLog/save', { token, body });
}

function page(body: Record<string, unknown>, token = adminToken) {
  return call<Page<ExceptionLog>>(ctx.app, 'POST', '/exceptionLog/page', { token, body });
}

describe('exceptionLog/save', () => {
  it('stores the report with the caller from the token, found by an administrator', async () => {
    const className = unique('QuotationApi');
    const saved = await save({
      className,
      method: 'POST',
      errorCode: '500',
      errorParam: '{"id":7}',
      requestServlet: '/api/quotation/save',
      errorTrace: { status: 500, statusText: 'Internal Server Error', url: '/api/quotation/save' },
      // Unknown fields are dropped: who sent it comes from the token.
      userId: 999_999,
      username: 'forged',
    });
    expect(saved).toMatchObject({ code: 0, data: null });

    const res = await page({ keyword: className });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(1);
    const entry = res.data.list[0]!;
    expect(entry).toMatchObject({
      type: 'fe.request.exception',
      className,
      method: 'POST',
      errorCode: '500',
      errorParam: '{"id":7}',
      requestServlet: '/api/quotation/save',
      errorTrace: { status: 500, statusText: 'Internal Server Error', url: '/api/quotation/save' },
      username: 'partner.admin',
      clientAddress: '127.0.0.1',
    });
    expect(entry.userId).toEqual(expect.any(Number));
    expect(entry.userId).not.toBe(999_999);
    expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
  });

  it('refuses a field over its bound, naming the field, and stores nothing', async () => {
    const className = unique('Bounds');
    const tooLong = await save({ className, errorParam: 'x'.repeat(20_001) });
    expect(tooLong.code).toBe(100);
    expect(tooLong.msg).toContain('errorParam');

    const nested = await save({ className, errorTrace: { url: 'u'.repeat(2001) } });
    expect(nested.code).toBe(100);
    expect(nested.msg).toContain('errorTrace.url');

    const longType = await save({ className, type: 't'.repeat(65) });
    expect(longType.code).toBe(100);
    expect(longType.msg).toContain('type');

    expect((await page({ keyword: className })).data.total).toBe(0);

    const atTheBound = await save({ className, errorParam: 'x'.repeat(20_000) });
    expect(atTheBound.code).toBe(0);
    const stored = await page({ keyword: className });
    expect(stored.data.list[0]!.errorParam).toHaveLength(20_000);
  });

  it('drops unknown fields of the trace', async () => {
    const className = unique('Trace');
    expect((await save({ className, errorTrace: { status: 404, secret: 'nope' } })).code).toBe(0);
    const res = await page({ keyword: className });
    expect(res.data.list[0]!.errorTrace).toEqual({ status: 404 });
  });

  it('needs a token (code 6)', async () => {
    const res = await call(ctx.app, 'POST', '/exceptionLog/save', { body: { className: 'NoToken' } });
    expect(res.code).toBe(6);
  });

  it('stores a script payload exactly as typed', async () => {
    const payload = '<script>alert(1)</script>';
    const className = unique('Xss');
    expect((await save({ className, errorParam: payload, errorCode: payload })).code).toBe(0);
    const res = await page({ keyword: className });
    expect(res.data.list[0]).toMatchObject({ errorParam: payload, errorCode: payload });
    expect(res.response.headers['content-type']).toContain('application/json');
  });
});

describe('exceptionLog/page', () => {
  it('is for administrators only', async () => {
    const res = await page({}, partnerToken);
    expect(res.code).toBe(100);
    expect(res.msg).toBe('No permission to access this system');
    expect((await call(ctx.app, 'POST', '/exceptionLog/page', { body: {} })).code).toBe(6);
  });

  it('pages newest first with the total', async () => {
    const type = unique('test.paging');
    for (let i = 1; i <= 25; i++) {
      expect((await save({ type, className: `Paging${String(i).padStart(2, '0')}` })).code).toBe(0);
    }
    const first = await page({ type, pageNum: 1 });
    expect(first.data).toMatchObject({ total: 25, pageNum: 1, pageSize: 20 });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]!.className).toBe('Paging25');

    const second = await page({ type, pageNum: 2, pageSize: 20 });
    expect(second.data).toMatchObject({ total: 25, pageNum: 2, pageSize: 20 });
    expect(second.data.list.map((e) => e.className)).toEqual([
      'Paging05',
      'Paging04',
      'Paging03',
      'Paging02',
      'Paging01',
    ]);

    const all = [...first.data.list, ...second.data.list];
    for (let i = 1; i < all.length; i++) {
      const [newer, older] = [all[i - 1]!, all[i]!];
      expect(newer.createdAt >= older.createdAt).toBe(true);
      if (newer.createdAt === older.createdAt) expect(newer.id).toBeGreaterThan(older.id);
    }
  });

  it('bounds the page size', async () => {
    const res = await page({ pageSize: 501 });
    expect(res.code).toBe(100);
    expect(res.msg).toContain('pageSize');
    expect((await page({ pageSize: 500 })).code).toBe(0);
  });

  it('filters by keyword case-insensitively over class, servlet, code and user', async () => {
    const type = unique('test.keyword');
    const marker = unique('kw').toLowerCase();
    await save({ type, className: `Class-${marker.toUpperCase()}` });
    await save({ type, requestServlet: `/api/${marker}/list` });
    await save({ type, errorCode: `E-${marker}` });
    await save({ type, className: 'Unrelated', errorParam: marker }); // errorParam is not searched
    const res = await page({ type, keyword: marker });
    expect(res.data.total).toBe(3);

    const byUser = await page({ type, keyword: 'PARTNER.ADMIN' });
    expect(byUser.data.total).toBe(4);
  });

  it('takes % and _ in the keyword literally', async () => {
    const type = unique('test.wildcards');
    await save({ type, className: '100% broken' });
    await save({ type, className: 'snake_case' });
    await save({ type, className: 'plain' });
    await save({ type, className: 'back\\slash' });

    const percent = await page({ type, keyword: '%' });
    expect(percent.data.list.map((e) => e.className)).toEqual(['100% broken']);
    const underscore = await page({ type, keyword: '_' });
    expect(underscore.data.list.map((e) => e.className)).toEqual(['snake_case']);
    const backslash = await page({ type, keyword: '\\' });
    expect(backslash.data.list.map((e) => e.className)).toEqual(['back\\slash']);
    const quote = await page({ type, keyword: "'; DROP TABLE exception_logs; --" });
    expect(quote).toMatchObject({ code: 0, data: { total: 0 } });
  });

  it('filters by type and creation time', async () => {
    const type = unique('test.time');
    const before = new Date(Date.now() - 1000).toISOString();
    await save({ type, className: 'Timed' });
    const after = new Date(Date.now() + 60_000).toISOString();

    expect((await page({ type })).data.total).toBe(1);
    expect((await page({ type, createdFrom: before, createdTo: after })).data.total).toBe(1);
    expect((await page({ type, createdFrom: after })).data.total).toBe(0);
    expect((await page({ type, createdTo: before })).data.total).toBe(0);

    const bad = await page({ type, createdFrom: 'yesterday' });
    expect(bad.code).toBe(100);
    expect(bad.msg).toContain('createdFrom');
  });
});
