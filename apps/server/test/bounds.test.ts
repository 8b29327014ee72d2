/**
 * Issue 21 §4: bad numbers get a clear message, never a server error. Every number field of every
 * endpoint of the contract (found in its body and query schemas: a new endpoint is covered without
 * editing this file) is sent values past what its column holds; no answer is a server error. An amount
 * past the amount columns is refused naming its line, and changes nothing.
 */
import type { Endpoint, QuotationInfo, SolutionInfo } from '@portal/contract';
import { endpoints, maxRecordId, numberBounds, schemaFields, translate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxAmountShown } from '../src/core/money';
import { materials, quotationLines, solutions } from '../src/db/schema';
import type { QuotationWorld } from '../src/modules/quotations/quotations.test-support';
import { caller, quotationWorld, solutionOf } from '../src/modules/quotations/quotations.test-support';
import { call } from './test-app';

let world: QuotationWorld;
beforeAll(async () => {
  world = await quotationWorld();
}, 120_000);
afterAll(() => world.ctx.close());

/** Values past a 32-bit integer column, past any amount column, and below zero. */
const outOfRange = [maxRecordId + 1, -maxRecordId - 2, 1e20, -1, 2 ** 53 + 2];

/** A body (or query) holding `value` at `path`, arrays as one item. */
function holding(path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '[]') return [holding(rest, value)];
  return { [head === '*' ? 'key' : head]: holding(rest, value) };
}
/** A body holding `value` at `path` (a body is an object). */
function bodyHolding(path: readonly string[], value: unknown): Record<string, unknown> {
  const [head = 'value', ...rest] = path;
  return { [head]: holding(rest, value) };
}

// Logout would end the session the other calls use; uploads describe no JSON body.
const targets = Object.values(endpoints)
  .flatMap((group): Endpoint[] => Object.values(group))
  .filter((e) => !e.multipart && e.path !== '/login/logout')
  .flatMap((e) =>
    (['body', 'query'] as const).flatMap((part) => {
      const schema = e[part];
      if (!schema) return [];
      return schemaFields(schema)
        .filter((field) => numberBounds(field.checked) !== null)
        .filter((field) => part === 'body' || field.path.length === 1)
        .map(
          (field) => [`${e.method} ${e.path} ${part}.${field.path.join('.')}`, e, part, field.path] as const,
        );
    }),
  );

describe('no number out of range gives a server error (issue 21 §4)', () => {
  it('finds the number fields of the endpoints', () => {
    expect(targets.length).toBeGreaterThan(100);
    expect(targets.map(([name]) => name)).toContain('GET /process/get-process-info query.id');
    expect(targets.map(([name]) => name)).toContain('GET /work-flow/get-definition query.version');
  });

  it.each(targets)('%s', async (_name, e, part, path) => {
    const token = world.tokens.admin;
    for (const value of outOfRange) {
      const response = await world.ctx.app.inject({
        method: e.method,
        url: `/api${e.path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(part === 'query'
          ? {
              query: {
                [path[0]!]: String(value),
                ...(e.path.includes('get-definition') ? { kind: 'solution' } : {}),
              },
            }
          : { payload: bodyHolding(path, value) }),
      });
      if (
        e.download &&
        response.statusCode === 200 &&
        !String(response.headers['content-type']).includes('json')
      )
        continue;
      const envelope = response.json<{ code: number; msg: string }>();
      expect(response.statusCode, `${value}: ${envelope.msg}`).toBeLessThan(500);
      expect(envelope.code, `${value}: ${envelope.msg}`).not.toBe(500);
    }
  });
});

describe('amounts past the amount columns (issue 21 §4)', () => {
  const huge = '99999999999999.99';
  const en = (key: 'validation.amountTooLarge' | 'validation.totalTooLarge', line?: number) =>
    translate('en', key, { max: maxAmountShown, ...(line ? { line } : {}) });

  it('refuses a quotation line of the largest price × the largest quantity, naming the line', async () => {
    const api = caller(world);
    const draft = await api.ok('create-from-solution', { solutionId: await solutionOf(world, world.openA) });
    await world.ctx.db
      .update(quotationLines)
      .set({ listPrice: huge })
      .where(eq(quotationLines.quotationId, draft.id));
    const lines = draft.lines.map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: '2',
    }));
    lines[1]!.quantity = '999999';
    const answer = await api.post('save-quotation', { id: draft.id, lines });
    expect(answer.status).toBe(200);
    expect(answer).toMatchObject({ code: 100, msg: en('validation.amountTooLarge', 2) });
    const kr = await api.post('save-quotation', { id: draft.id, lines }, 'planner', 'kr');
    expect(kr.msg).toContain('2번 품목');
    // Nothing changed.
    const after = (await api.get<QuotationInfo>(draft.id)).data;
    expect(after.lines.map((line) => line.quantity)).toEqual(draft.lines.map((line) => line.quantity));
    expect(after.rowVersion).toBe(draft.rowVersion);
    // Each line fits, their sum does not.
    const many = draft.lines.map((line) => ({
      itemKind: line.itemKind,
      itemId: line.itemId,
      quantity: '60',
    }));
    expect((await api.post('save-quotation', { id: draft.id, lines: many })).msg).toBe(
      en('validation.totalTooLarge'),
    );
  });

  it('refuses a solution line past the amount columns, naming the line, and saves nothing', async () => {
    await world.ctx.db
      .update(materials)
      .set({ listPrice: huge })
      .where(eq(materials.id, world.material.fence));
    const before = await world.ctx.db.select({ id: solutions.id }).from(solutions);
    const answer = await call<SolutionInfo>(world.ctx.app, 'POST', '/solution/save-solution', {
      token: world.tokens.planner,
      lang: 'cn',
      body: {
        opportunityId: world.openA,
        title: 'Too large',
        lines: [
          { kind: 'material', itemId: world.material.arm, quantity: '1' },
          { kind: 'material', itemId: world.material.fence, quantity: '999999' },
        ],
      },
    });
    expect(answer).toMatchObject({
      code: 100,
      msg: translate('cn', 'validation.amountTooLarge', { line: 2, max: maxAmountShown }),
    });
    expect(await world.ctx.db.select({ id: solutions.id }).from(solutions)).toHaveLength(before.length);
  });
});
