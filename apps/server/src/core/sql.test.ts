import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { auditEntries, virtualMaterials } from '../db/schema';
import { insertRows, pagedQueryWithTotal } from './sql';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('insertRows', () => {
  it('writes every row with its types: text with quotes and Hangul, nulls, numbers, decimals, JSON, dates', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    await insertRows(ctx.db, auditEntries, [
      {
        entity: 'quotation',
        entityId: 'x-1',
        action: 'it\'s "quoted"',
        actorId: null,
        comment: '견적 报价',
        createdAt: at,
      },
      { entity: 'quotation', entityId: 'x-1', action: 'save', actorId: 1, comment: null, createdAt: at },
    ]);
    const audit = await ctx.db.select().from(auditEntries).where(eq(auditEntries.entityId, 'x-1'));
    expect(
      audit.map(({ action, actorId, comment, createdAt }) => ({ action, actorId, comment, createdAt })),
    ).toEqual([
      { action: 'it\'s "quoted"', actorId: null, comment: '견적 报价', createdAt: at },
      { action: 'save', actorId: 1, comment: null, createdAt: at },
    ]);

    const codes = ['IR-TEST-1', 'IR-TEST-2'];
    await insertRows(
      ctx.db,
      virtualMaterials,
      codes.map((code, index) => ({
        code,
        nameCn: `测试 ${index}`,
        nameEn: `Test ${index}`,
        productLineCode: 'ROBOT',
        functionStructure: '1',
        unit: 'PCS',
        attributes: [{ key: 'Reach', type: 'number' as const, value: '700', unit: 'mm' }],
        referencePrice: index === 0 ? '1234.5678' : null,
      })),
    );
    const rows = await ctx.db.select().from(virtualMaterials).where(inArray(virtualMaterials.code, codes));
    expect(rows.map((row) => [row.code, row.referencePrice, row.attributes, row.status])).toEqual([
      ['IR-TEST-1', '1234.5678', [{ key: 'Reach', type: 'number', value: '700', unit: 'mm' }], 'draft'],
      ['IR-TEST-2', null, [{ key: 'Reach', type: 'number', value: '700', unit: 'mm' }], 'draft'],
    ]);
  });

  it('does nothing without rows', async () => {
    await expect(insertRows(ctx.db, auditEntries, [])).resolves.toBeUndefined();
  });
});

describe('pagedQueryWithTotal', () => {
  const page = { pageNum: 2, pageSize: 2 };
  it('takes the total from the rows, asks for the window, and leaves pageTotal out of the items', async () => {
    const windows: unknown[] = [];
    let counted = 0;
    const answer = await pagedQueryWithTotal(
      page,
      (window) => {
        windows.push(window);
        return Promise.resolve([
          { id: 3, pageTotal: 7 },
          { id: 4, pageTotal: 7 },
        ]);
      },
      () => Promise.resolve((counted += 1)),
      (row) => ({ ...row, mapped: true }),
    );
    expect(windows).toEqual([{ offset: 2, limit: 2 }]);
    expect(counted).toBe(0);
    expect(answer).toEqual({
      list: [
        { id: 3, mapped: true },
        { id: 4, mapped: true },
      ],
      total: 7,
      pageNum: 2,
      pageSize: 2,
    });
  });

  it('counts when the page is past the end (no row carries the total)', async () => {
    const answer = await pagedQueryWithTotal<{ id: number; pageTotal: number }, { id: number }>(
      page,
      () => Promise.resolve([]),
      () => Promise.resolve(2),
      (row) => row,
    );
    expect(answer).toEqual({ list: [], total: 2, pageNum: 2, pageSize: 2 });
  });
});
