/**
 * A user's choice of columns per list: kept on the server, read back by the same user only, refused with a
 * message naming the field when the list or the columns are bad (and nothing changes), and reset to the
 * defaults.
 */
import type { Language, ListColumns } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';

let ctx: TestContext;
let sales: string;
let partner: string;
beforeAll(async () => {
  ctx = await createTestApp();
  sales = await tokenOf(ctx.app, 'sales');
  partner = await tokenOf(ctx.app, 'partner.admin');
});
afterAll(() => ctx.close());

const read = (token: string, list: string, lang?: Language) =>
  call<ListColumns>(ctx.app, 'GET', '/user-settings/get-list-columns', { token, query: { list }, lang });
const save = (token: string, body: object, lang?: Language) =>
  call<ListColumns>(ctx.app, 'POST', '/user-settings/save-list-columns', { token, body, lang });
const reset = (token: string, body: object) =>
  call<ListColumns>(ctx.app, 'POST', '/user-settings/reset-list-columns', { token, body });

describe('list columns', () => {
  it('refuses a caller without a token', async () => {
    expect(
      (await call(ctx.app, 'GET', '/user-settings/get-list-columns', { query: { list: 'orders' } })).code,
    ).toBe(6);
    expect((await call(ctx.app, 'POST', '/user-settings/save-list-columns', { body: {} })).code).toBe(6);
  });

  it('answers null (the defaults) before any choice', async () => {
    const answer = await read(sales, 'opportunities');
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data).toEqual({ list: 'opportunities', columns: null });
  });

  it('keeps a choice per user and per list, in its order', async () => {
    const saved = await save(sales, { list: 'opportunities', columns: ['opptNo', 'amount', 'stage'] });
    expect(saved.code, saved.msg).toBe(0);
    expect((await read(sales, 'opportunities')).data.columns).toEqual(['opptNo', 'amount', 'stage']);
    // Another list of the same user keeps its defaults.
    expect((await read(sales, 'orders')).data.columns).toBeNull();
    // Saving again replaces the choice.
    await save(sales, { list: 'opportunities', columns: ['stage', 'opptNo'] });
    expect((await read(sales, 'opportunities')).data.columns).toEqual(['stage', 'opptNo']);
  });

  it('never reads or writes another user’s choice, whatever the body says', async () => {
    await save(sales, { list: 'orders', columns: ['orderNo', 'status'] });
    expect((await read(partner, 'orders')).data.columns).toBeNull();
    const other = await save(partner, { list: 'orders', columns: ['status'], userId: 1, username: 'sales' });
    expect(other.code, other.msg).toBe(0);
    expect((await read(sales, 'orders')).data.columns).toEqual(['orderNo', 'status']);
    expect((await read(partner, 'orders')).data.columns).toEqual(['status']);
    await reset(partner, { list: 'orders', userId: 1 });
    expect((await read(sales, 'orders')).data.columns).toEqual(['orderNo', 'status']);
    expect((await read(partner, 'orders')).data.columns).toBeNull();
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    await save(sales, { list: 'customers', columns: ['name', 'createdAt'] });
    const bad: object[] = [
      { list: 'no-such-list', columns: ['name'] },
      { list: 'customers' },
      { list: 'customers', columns: [] },
      { list: 'customers', columns: 'name' },
      { list: 'customers', columns: ['name', 'name'] },
      { list: 'customers', columns: ['<script>'] },
      { list: 'customers', columns: ['a'.repeat(49)] },
      { list: 'customers', columns: [7] },
      { list: 'customers', columns: Array.from({ length: 41 }, (_, i) => `c${i}`) },
    ];
    for (const body of bad) {
      const answer = await save(sales, body);
      expect(answer.code, JSON.stringify(body)).not.toBe(0);
      expect(answer.code, JSON.stringify(body)).not.toBe(500);
      expect(answer.msg, JSON.stringify(body)).not.toBe('');
    }
    const repeated = await save(sales, { list: 'customers', columns: ['name', 'name'] }, 'kr');
    expect(repeated.msg).toContain('같은 열이 두 번 지정되었습니다');
    expect((await read(sales, 'no-such-list')).code).not.toBe(0);
    expect((await reset(sales, { list: 'nope' })).code).not.toBe(0);
    expect((await read(sales, 'customers')).data.columns).toEqual(['name', 'createdAt']);
  });

  it('resets to the defaults', async () => {
    await save(sales, { list: 'solutions', columns: ['solutionNo'] });
    const answer = await reset(sales, { list: 'solutions' });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.columns).toBeNull();
    expect((await read(sales, 'solutions')).data.columns).toBeNull();
  });
});
