import { ticketImportColumns, ticketImportRefusalSchema, translate } from '@portal/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app';
import { call, createTestApp, tokenOf } from '../../../test/test-app';
import { auditEntries, companies, installedEquipment, ticketEvents, tickets } from '../../db/schema';
import { cellValues, loadWorkbook } from '../../core/xlsx-workbook';
import { ticketImportHeader } from './tickets.import';

/** Issue 23: the .xlsx import of tickets through the import kit: template, errors by row, all or none. */

type Lang = 'cn' | 'en' | 'kr';
let ctx: TestContext;
const tokens: Record<string, string> = {};
const companyIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const user of ['service', 'partner.admin', 'partner.b', 'channel'])
    tokens[user] = await tokenOf(ctx.app, user);
  for (const row of await ctx.db.select({ id: companies.id, code: companies.code }).from(companies))
    companyIds[row.code] = row.id;
});
afterAll(() => ctx.close());

const A = () => companyIds['P-A001']!;
const B = () => companyIds['P-B001']!;

async function serialOf(companyId: number) {
  const [row] = await ctx.db
    .select({ serialNo: installedEquipment.serialNo })
    .from(installedEquipment)
    .where(and(eq(installedEquipment.companyId, companyId), isNotNull(installedEquipment.customerId)))
    .orderBy(installedEquipment.id)
    .limit(1);
  return row!.serialNo;
}

const ticketCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tickets))[0]!.n;

function multipart(filename: string, content: Buffer) {
  const boundary = '----ticketimport';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function importFile(content: Buffer, user: string, lang: Lang = 'en', filename = 'tickets.xlsx') {
  const form = multipart(filename, content);
  return call<unknown>(ctx.app, 'POST', '/ticket/import-ticket', {
    token: tokens[user],
    lang,
    headers: { 'content-type': form.contentType },
    body: form.body,
  });
}

/** An .xlsx with the template's headers (in `lang`) and rows in column order (serial, type, priority, title, description). */
async function workbook(rows: (string | null)[][], lang: Lang = 'en') {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Tickets');
  sheet.addRow(ticketImportColumns.map((column) => ticketImportHeader(lang, column.field)));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the ticket import template', () => {
  it('is an .xlsx in the reader’s language with the columns of the import', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/ticket/download-ticket-template',
      headers: { authorization: `Bearer ${tokens['service']}`, language: 'cn' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = await loadWorkbook(res.rawPayload);
    const headers = cellValues(book.worksheets[0]!.getRow(1));
    expect(headers).toEqual(ticketImportColumns.map((c) => ticketImportHeader('cn', c.field)));
    expect(headers[0]).toBe('序列号 *');
    // The template itself imports (its example sheet is not read): headers only is "no rows".
    const empty = await importFile(Buffer.from(res.rawPayload), 'service', 'cn');
    expect(empty.code).toBe(100);
    expect(empty.msg).toBe(translate('cn', 'ticket.import.empty'));
  });
});

describe('importing tickets', () => {
  it('raises every row of a good file as a new ticket with its SLA clock, codes or labels in any language', async () => {
    const serialA = await serialOf(A());
    const serialB = await serialOf(B());
    const before = await ticketCount();
    const res = await importFile(
      await workbook([
        [serialA, 'repair', 'high', 'Imported one', 'Alarm 401'],
        [null, null, null, null, null],
        [serialB, '维修', '紧急', 'Imported two', null],
        [serialA.toLowerCase(), 'Question', 'Low', 'Imported three', null],
      ]),
      'service',
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toEqual({ count: 3 });
    expect(await ticketCount()).toBe(before + 3);
    const rows = await ctx.db
      .select()
      .from(tickets)
      .where(sql`${tickets.title} LIKE 'Imported %'`)
      .orderBy(tickets.id);
    expect(rows.map((r) => [r.title, r.companyId, r.type, r.priority, r.status])).toEqual([
      ['Imported one', A(), 'repair', 'high', 'new'],
      ['Imported two', B(), 'repair', 'urgent', 'new'],
      ['Imported three', A(), 'question', 'low', 'new'],
    ]);
    // Raised as one by one is: the status log, the SLA cache, the audit entry naming the file.
    expect(rows.every((r) => r.responseDueAt !== null && r.resolutionDueAt !== null)).toBe(true);
    const events = await ctx.db.select().from(ticketEvents).where(eq(ticketEvents.ticketId, rows[0]!.id));
    expect(events.map((e) => e.kind).sort()).toEqual(['policy', 'priority', 'status']);
    const [audit] = await ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'ticket'), eq(auditEntries.entityId, String(rows[0]!.id))));
    expect(audit).toMatchObject({ action: 'import', comment: 'tickets.xlsx' });
  });

  it('refuses a file with one bad row by row and column, in the reader’s language, and saves nothing', async () => {
    const serialA = await serialOf(A());
    const before = await ticketCount();
    const res = await importFile(
      await workbook(
        [
          [serialA, 'repair', 'high', 'Good row', null],
          ['NO-SUCH-SERIAL', 'repair', 'high', 'Unknown serial', null],
          [serialA, 'fix', 'high', '', null],
        ],
        'cn',
      ),
      'service',
      'cn',
    );
    expect(res.code).toBe(100);
    const data = ticketImportRefusalSchema.parse(res.data);
    expect(data.errors.map((e) => [e.row, e.field])).toEqual([
      [4, '类型 *'],
      [4, '标题 *'],
    ]);
    expect(data.errors[0]!.message).toContain('fix');
    expect(await ticketCount()).toBe(before);

    // The rows pass the schema: the register's rule is checked next, still all or none.
    const second = await importFile(
      await workbook(
        [
          [serialA, 'repair', 'high', 'Good row', null],
          ['NO-SUCH-SERIAL', 'repair', 'high', 'Unknown serial', null],
        ],
        'cn',
      ),
      'service',
      'cn',
    );
    expect(second.code).toBe(100);
    expect(second.msg).toBe(translate('cn', 'ticket.import.rowErrors', { count: 1 }));
    expect(ticketImportRefusalSchema.parse(second.data).errors).toEqual([
      {
        row: 3,
        field: '序列号 *',
        message: translate('cn', 'ticket.import.unknownSerial', { value: 'NO-SUCH-SERIAL' }),
      },
    ]);
    expect(await ticketCount()).toBe(before);
  });

  it('lets a partner import only on its company’s equipment, as raising one by one', async () => {
    const serialA = await serialOf(A());
    const serialB = await serialOf(B());
    const before = await ticketCount();
    const refused = await importFile(
      await workbook([
        [serialB, 'repair', 'normal', 'Own machine', null],
        [serialA, 'repair', 'normal', 'Another company’s machine', null],
      ]),
      'partner.b',
      'kr',
    );
    expect(refused.code).toBe(100);
    expect(ticketImportRefusalSchema.parse(refused.data).errors).toEqual([
      { row: 3, field: '일련번호 *', message: translate('kr', 'ticket.validation.equipmentNotOwned') },
    ]);
    expect(await ticketCount()).toBe(before);
    const ok = await importFile(
      await workbook([[serialB, 'repair', 'normal', 'Own machine', null]]),
      'partner.b',
      'kr',
    );
    expect(ok.data).toEqual({ count: 1 });
    const [row] = await ctx.db.select().from(tickets).where(eq(tickets.title, 'Own machine'));
    expect(row!.companyId).toBe(B());
  });

  it('keeps the upload rules: only .xlsx, wrong headers named, and needs the tickets menu', async () => {
    const good = await workbook([[await serialOf(A()), 'repair', 'high', 'x', null]]);
    const csv = await importFile(Buffer.from('a,b\n'), 'service', 'en', 'tickets.csv');
    expect(csv.msg).toBe(translate('en', 'ticket.import.notXlsx', { name: 'tickets.csv' }));
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Serial', 'Kind']);
    const wrong = await importFile(Buffer.from(await book.xlsx.writeBuffer()), 'service');
    expect(wrong.msg).toContain(ticketImportHeader('en', 'serialNo'));
    const noMenu = await importFile(good, 'channel');
    expect(noMenu.code).not.toBe(0);
    expect(await ctx.db.select().from(tickets).where(eq(tickets.title, 'x'))).toEqual([]);
  });
});
