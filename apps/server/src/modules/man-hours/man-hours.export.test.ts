/**
 * The totals' .xlsx export: the entries behind the totals (first sheet) and the totals of the grouping
 * chosen (second sheet), with the totals view's filter and the reader's scope, in the reader's language.
 * The walk over every list export (test/list-exports.test.ts) holds its column choice.
 */
import type { Language, TotalRow } from '@portal/contract';
import { timeEntryKinds, translate } from '@portal/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { cellValues, loadWorkbook } from '../../core/xlsx-workbook';
import { timeEntries, users } from '../../db/schema';

let ctx: TestContext;
const tokens: Record<string, string> = {};
const people = ['admin', 'channel', 'partner.admin', 'partner.sales', 'partner.b'];
const everything = { from: '2000-01-01', to: '2099-12-31' };

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of people) tokens[user] = await tokenOf(ctx.app, user);
});
afterAll(() => ctx.close());

const exportOf = (who: string, body: object, lang: Language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/man-hours/export-time-entry-list',
    headers: { authorization: `Bearer ${tokens[who]}`, language: lang },
    payload: body,
  });

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push(cellValues(row));
  });
  return rows;
};

async function workbookOf(who: string, body: object, lang: Language = 'en') {
  const res = await exportOf(who, body, lang);
  expect(res.headers['content-type'], res.body.slice(0, 300)).toMatch(/spreadsheetml/);
  const workbook = await loadWorkbook(res.rawPayload);
  const [entries, totals] = workbook.worksheets;
  return {
    res,
    entries: entries!,
    totals: totals!,
    header: cellValues(entries!.getRow(1)).map(String),
    rows: rowsOf(entries!),
    totalRows: rowsOf(totals!),
  };
}

const totalsOf = async (who: string, query: Record<string, string>, lang: Language = 'en') =>
  (
    await call<TotalRow[]>(ctx.app, 'GET', '/man-hours/get-totals', {
      token: tokens[who],
      query: { ...everything, ...query },
      lang,
    })
  ).data;

const sum = (values: unknown[]) => values.reduce<number>((total, value) => total + Number(value), 0);

describe('the man-hours export', () => {
  it('holds the entries behind the totals and the totals themselves, row for row', async () => {
    const { res, header, rows, totals, totalRows } = await workbookOf('admin', {
      ...everything,
      groupBy: 'kind',
      states: ['submitted', 'approved'],
    });
    expect(res.headers['content-disposition']).toMatch(/man-hours-\d{8}\.xlsx/);
    const onScreen = await totalsOf('admin', { groupBy: 'kind', states: 'submitted,approved' });
    expect(onScreen.length).toBeGreaterThan(0);
    // The totals sheet: one row per total of the screen, same labels and hours.
    expect(totals.name).toBe('Totals by Kind of work');
    expect(totalRows).toEqual(onScreen.map((row) => [row.label, Number(row.hours)]));
    // The entries sheet: as many rows as the entries counted, their hours adding up to the totals.
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(timeEntries)
      .where(inArray(timeEntries.status, ['submitted', 'approved']));
    expect(rows).toHaveLength(counted!.n);
    const hours = header.indexOf('Hours');
    expect(sum(rows.map((row) => row[hours])).toFixed(1)).toBe(
      sum(onScreen.map((row) => row.hours)).toFixed(1),
    );
    const status = header.indexOf('Status');
    expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(['Submitted', 'Approved']));
  });

  it('carries the period and the states chosen', async () => {
    const [first] = await ctx.db
      .select({ d: sql<string>`min(${timeEntries.workDate})::text` })
      .from(timeEntries)
      .where(eq(timeEntries.status, 'approved'));
    const period = { from: first!.d, to: first!.d };
    const { header, rows } = await workbookOf('admin', { ...period, states: ['approved'] });
    const [expected] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(timeEntries)
      .where(and(eq(timeEntries.status, 'approved'), eq(timeEntries.workDate, first!.d)));
    expect(rows.length).toBe(expected!.n);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[header.indexOf('Date')]).toBe(first!.d);
  });

  it('a partner exports only its company’s people; a partner user only its own', async () => {
    const names = async (companyOf: string) =>
      (
        await ctx.db
          .select({ name: users.displayName })
          .from(users)
          .where(eq(users.companyId, sql`(select company_id from ${users} where username = ${companyOf})`))
      ).map((row) => row.name);
    const companyA = await names('partner.admin');
    const companyB = await names('partner.b');

    const all = await workbookOf('admin', {});
    const ofA = await workbookOf('partner.admin', {});
    const ofB = await workbookOf('partner.b', {});
    const person = (book: { header: string[]; rows: unknown[][] }) =>
      book.rows.map((row) => String(row[book.header.indexOf('Person')]));
    expect(ofA.rows.length).toBeGreaterThan(0);
    expect(ofA.rows.length).toBeLessThan(all.rows.length);
    for (const name of person(ofA)) expect(companyA).toContain(name);
    for (const name of person(ofB)) expect(companyA).not.toContain(name);
    for (const name of person(ofB)) expect(companyB).toContain(name);
    // The partner's totals sheet: its company's people only, as its screen shows them.
    const onScreen = await totalsOf('partner.admin', { groupBy: 'person' });
    expect(ofA.totalRows.map((row) => row[0])).toEqual(onScreen.map((row) => row.label));

    const own = await workbookOf('partner.sales', {});
    const [self] = await ctx.db
      .select({ name: users.displayName })
      .from(users)
      .where(eq(users.username, 'partner.sales'));
    expect(new Set(person(own))).toEqual(own.rows.length ? new Set([self!.name]) : new Set());
  });

  it('writes headers, kinds and states in the reader’s language', async () => {
    for (const lang of ['cn', 'kr'] as const) {
      const { header, rows, entries, totals } = await workbookOf(
        'admin',
        { ...everything, groupBy: 'customer', columns: ['person', 'kind', 'status', 'hours'] },
        lang,
      );
      expect(header).toEqual([
        translate(lang, 'manHours.person'),
        translate(lang, 'manHours.field.kind'),
        translate(lang, 'manHours.field.status'),
        translate(lang, 'manHours.field.hours'),
      ]);
      expect(entries.name).toBe(translate(lang, 'manHours.export.entries'));
      expect(totals.name).toBe(
        translate(lang, 'manHours.export.totals', { group: translate(lang, 'manHours.group.customer') }),
      );
      const kinds = new Set(timeEntryKinds.map((kind) => translate(lang, `manHours.kind.${kind}`)));
      for (const row of rows) expect(kinds).toContain(row[1]);
    }
  });

  it('refuses a period that ends before it starts, naming the field, in the reader’s language', async () => {
    const res = await exportOf('admin', { from: '2030-12-31', to: '2030-01-01' }, 'kr');
    expect(res.headers['content-type']).toMatch(/json/);
    const answer = res.json<{ code: number; msg: string }>();
    expect(answer.code).toBe(100);
    expect(answer.msg).toBe(`to: ${translate('kr', 'manHours.validation.range')}`);
  });
});
