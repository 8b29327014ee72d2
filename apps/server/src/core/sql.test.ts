import type { Placeholder } from 'drizzle-orm';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { DbOrTx } from '../db/database';
import { auditEntries, materials, virtualMaterials } from '../db/schema';
import { insertRows, pagedQueryWithTotal, prepared } from './sql';

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

describe('prepared', () => {
  // A flat selection of every kind of decoder the lists use: integer, text, enum, decimal, JSON, timestamp,
  // a left-joined column that may be null, and SQL expressions with and without their own decoder.
  const query = (db: DbOrTx, limit: number | Placeholder) =>
    db
      .select({
        id: virtualMaterials.id,
        code: virtualMaterials.code,
        status: virtualMaterials.status,
        referencePrice: virtualMaterials.referencePrice,
        attributes: virtualMaterials.attributes,
        updatedAt: virtualMaterials.updatedAt,
        replacedByCode: materials.code,
        total: sql<number>`count(*) OVER ()`.mapWith(Number),
        label: sql<string>`${virtualMaterials.code} || '!'`,
      })
      .from(virtualMaterials)
      .leftJoin(materials, eq(materials.id, virtualMaterials.replacedByMaterialId))
      .orderBy(virtualMaterials.id)
      .limit(limit);

  it('answers the rows the query built each time answers, the same keys in the same order', async () => {
    const built = await query(ctx.db, 5);
    expect(built.length).toBeGreaterThan(0);
    const once = await prepared(ctx.db, 'sql.test.prepared', (db) => query(db, sql.placeholder('limit')), {
      limit: 5,
    });
    const again = await prepared<typeof built>(ctx.db, 'sql.test.prepared', () => expect.unreachable(), {
      limit: 5,
    });
    const inTransaction = await ctx.db.transaction((tx) =>
      prepared(tx, 'sql.test.prepared', (db) => query(db, sql.placeholder('limit')), { limit: 5 }),
    );
    for (const rows of [once, again, inTransaction]) {
      expect(rows).toEqual(built);
      expect(rows.map((row) => Object.keys(row))).toEqual(built.map((row) => Object.keys(row)));
      expect(rows[0]!.updatedAt).toBeInstanceOf(Date);
    }
  });
});
