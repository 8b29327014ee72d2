/**
 * Issue 26: every list export writes the columns the reader sees. Walks every list export of the contract
 * (a POST answering a file, declared with `defineListExport`: a new export is covered without editing this
 * file): with a choice of columns the file's header row has exactly those columns in that order; without,
 * every column; a key the list does not have is refused in the reader's language and nothing is written.
 */
import type { Endpoint, Language } from '@portal/contract';
import { endpoints, translate } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellValues, loadWorkbook } from '../src/core/xlsx-workbook';
import { principalOf } from './principals';
import type { TestContext } from './test-app';
import { createTestApp, tokenOf } from './test-app';

const listExports = Object.values(endpoints)
  .flatMap((group): Endpoint[] => Object.values(group))
  .filter((e) => e.download && e.method === 'POST');

/** Staff first; a partner's export (my clues) is read by a partner. */
const readers = ['admin', 'partner.admin'];

let ctx: TestContext;
const tokens: Record<string, string> = {};
const grants: Record<string, readonly string[]> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of readers) {
    tokens[user] = await tokenOf(ctx.app, user);
    grants[user] = [...(await principalOf(ctx.db, user)).permissions];
  }
}, 120_000);
afterAll(() => ctx.close());

function readerOf(e: Endpoint): string {
  const reader = readers.find((user) => grants[user]!.includes(e.permission));
  if (!reader) throw new Error(`no demo reader holds ${e.permission}`);
  return reader;
}

async function exportOf(e: Endpoint, body: Record<string, unknown>, lang: Language = 'kr') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api${e.path}`,
    headers: { authorization: `Bearer ${tokens[readerOf(e)]}`, language: lang },
    payload: body,
  });
}

/** The header row of an answered file. */
async function headerOf(e: Endpoint, body: Record<string, unknown>): Promise<string[]> {
  const res = await exportOf(e, body);
  expect(res.headers['content-type'], res.body.slice(0, 300)).toMatch(/spreadsheetml/);
  const workbook = await loadWorkbook(res.rawPayload);
  return cellValues(workbook.worksheets[0]!.getRow(1)).map(String);
}

describe('every list export writes the columns chosen (issue 26)', () => {
  it('finds the list exports of the contract, each naming its columns', () => {
    expect(listExports.length).toBeGreaterThanOrEqual(12);
    expect(listExports.map((e) => e.path)).toContain('/order/export-order-list');
    for (const e of listExports) expect(e.exportColumns?.length, e.path).toBeGreaterThan(0);
  });

  it.each(listExports.map((e) => [e.path, e] as const))('%s', async (_path, e) => {
    const known = [...(e.exportColumns ?? [])];

    // Every known key writes one column: asked in the contract's order, then reversed, then every other.
    const inOrder = await headerOf(e, { columns: known });
    expect(inOrder).toHaveLength(known.length);
    expect(new Set(inOrder).size).toBe(known.length);
    for (const header of inOrder) expect(header.trim()).not.toBe('');
    expect(await headerOf(e, { columns: [...known].reverse() })).toEqual([...inOrder].reverse());
    const some = known.filter((_key, index) => index % 2 === 1).reverse();
    expect(await headerOf(e, { columns: some })).toEqual(some.map((key) => inOrder[known.indexOf(key)]));

    // Without a choice: every column (the chosen ones in the same order, and those that only go with them).
    const all = await headerOf(e, {});
    expect(all.filter((header) => inOrder.includes(header))).toEqual(inOrder);

    // A key the list does not have: refused in each language, naming it; no file.
    for (const lang of ['cn', 'en', 'kr'] as const) {
      const res = await exportOf(e, { columns: [known[0], 'noSuchColumn'] }, lang);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      const answer = res.json<{ code: number; msg: string }>();
      expect(answer.code).toBe(100);
      expect(answer.msg).toBe(
        `columns.1: ${translate(lang, 'validation.unknownColumn', { value: 'noSuchColumn' })}`,
      );
    }
  });
});
