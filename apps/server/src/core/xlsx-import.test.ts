/**
 * The spreadsheet import kit on its own: a small import (a required name, a code column, an optional
 * number) read from workbooks written here with exceljs, and its template read back.
 */
import type { Language } from '@portal/contract';
import { clueImportRefusalSchema, clueSources, describeIssue, languages, translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import type { SheetImport } from './xlsx-import';
import { buildImportTemplate, maxListedErrors, readSheetImport } from './xlsx-import';
import { loadWorkbook } from './xlsx-workbook';

const schema = z.object({
  customerName: z.string().min(1).max(10),
  source: z.enum(clueSources),
  amount: z.coerce.number().int().optional(),
});

type Field = 'customerName' | 'source' | 'amount';

const names: Record<Field, 'clue.field.customerName' | 'clue.field.source' | 'opportunity.field.amount'> = {
  customerName: 'clue.field.customerName',
  source: 'clue.field.source',
  amount: 'opportunity.field.amount',
};

const spec = (headers: 'exact' | 'required' = 'exact'): SheetImport<Field, typeof schema> => ({
  columns: [
    { field: 'customerName', required: true },
    { field: 'source', required: true },
    { field: 'amount', required: false },
  ],
  header: (lang, field) => translate(lang, names[field]),
  headers,
  maxRows: 5,
  schema,
  messages: {
    unreadable: 'clue.import.unreadable',
    empty: 'clue.import.empty',
    wrongHeaders: 'clue.import.wrongHeaders',
    tooManyRows: 'clue.import.tooManyRows',
    rowErrors: 'clue.import.rowErrors',
    unknownCode: 'clue.import.unknownCode',
  },
  codes: [
    {
      field: 'source',
      codes: clueSources,
      labels: (code: (typeof clueSources)[number]) =>
        languages.map((lang) => translate(lang, `clue.source.${code}`)),
    },
  ],
});

/** A workbook of one sheet with these rows (the first: the headers). */
async function file(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const en = (field: Field) => translate('en', names[field]);

/** The refusal a read throws, with its errors by row. */
async function refusalOf(read: Promise<unknown>) {
  try {
    await read;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const data = error.data === null ? { errors: [], total: 0 } : clueImportRefusalSchema.parse(error.data);
    return { key: error.key, params: error.params, data };
  }
  throw new Error('the read was not refused');
}

describe('readSheetImport', () => {
  it('reads every filled row, skipping blank rows, with codes given as labels in any language', async () => {
    const content = await file([
      [en('customerName'), en('source'), en('amount')],
      ['Acme', 'campaign', 12],
      [null, null, null],
      ['Beta', translate('cn', 'clue.source.website'), null],
    ]);
    await expect(readSheetImport(spec(), content, 'en')).resolves.toEqual([
      { customerName: 'Acme', source: 'campaign', amount: 12 },
      { customerName: 'Beta', source: 'website' },
    ]);
  });

  it('accepts the headers in any language, in any order, and the field names', async () => {
    const content = await file([
      [translate('kr', names.source), 'customerName', translate('cn', names.amount)],
      ['staff', 'Acme', '3'],
    ]);
    await expect(readSheetImport(spec(), content, 'en')).resolves.toEqual([
      { customerName: 'Acme', source: 'staff', amount: 3 },
    ]);
  });

  it('refuses a workbook that cannot be read', async () => {
    const refusal = await refusalOf(readSheetImport(spec(), Buffer.from('not a workbook'), 'en'));
    expect(refusal.key).toBe('clue.import.unreadable');
  });

  it('refuses an empty file and a file with headers only', async () => {
    expect((await refusalOf(readSheetImport(spec(), await file([]), 'en'))).key).toBe('clue.import.empty');
    const headersOnly = await file([
      [en('customerName'), en('source'), en('amount')],
      [null, null],
    ]);
    expect((await refusalOf(readSheetImport(spec(), headersOnly, 'en'))).key).toBe('clue.import.empty');
  });

  it('refuses a bad header row, listing the expected headers in the reader language', async () => {
    const expected = (lang: Language) =>
      (['customerName', 'source', 'amount'] as const).map((f) => translate(lang, names[f])).join(', ');
    const unknown = await file([
      [en('customerName'), en('source'), 'Colour'],
      ['Acme', 'staff'],
    ]);
    const refusal = await refusalOf(readSheetImport(spec(), unknown, 'cn'));
    expect(refusal).toMatchObject({ key: 'clue.import.wrongHeaders', params: { expected: expected('cn') } });
    // exact: every column once; a missing optional column or a repeated one is refused too.
    const missing = await file([
      [en('customerName'), en('source')],
      ['Acme', 'staff'],
    ]);
    expect((await refusalOf(readSheetImport(spec(), missing, 'en'))).key).toBe('clue.import.wrongHeaders');
    const twice = await file([[en('customerName'), en('source'), en('amount'), en('source')], ['A']]);
    expect((await refusalOf(readSheetImport(spec(), twice, 'en'))).key).toBe('clue.import.wrongHeaders');
  });

  it('with required headers, ignores other columns and refuses only a missing required one', async () => {
    const extra = await file([
      [en('customerName'), 'Colour', en('source')],
      ['Acme', 'red', 'staff'],
    ]);
    await expect(readSheetImport(spec('required'), extra, 'en')).resolves.toEqual([
      { customerName: 'Acme', source: 'staff' },
    ]);
    const missing = await file([
      [en('customerName'), en('amount')],
      ['Acme', 1],
    ]);
    expect((await refusalOf(readSheetImport(spec('required'), missing, 'en'))).key).toBe(
      'clue.import.wrongHeaders',
    );
  });

  it('refuses too many rows, counting filled rows only', async () => {
    const header = [en('customerName'), en('source'), en('amount')];
    const six = Array.from({ length: 6 }, (_, i) => [`C${i}`, 'staff', i]);
    const refusal = await refusalOf(readSheetImport(spec(), await file([header, ...six]), 'en'));
    expect(refusal).toMatchObject({ key: 'clue.import.tooManyRows', params: { count: 6, limit: 5 } });
    // A file far over the limit is refused before its cells are read.
    const many = Array.from({ length: 20 }, (_, i) => [`C${i}`, 'staff', i]);
    expect(await refusalOf(readSheetImport(spec(), await file([header, ...many]), 'en'))).toMatchObject({
      key: 'clue.import.tooManyRows',
      params: { count: 20, limit: 5 },
    });
    const five = Array.from({ length: 5 }, (_, i) => [`C${i}`, 'staff', i]);
    const padded = await file([header, ...five.flatMap((row) => [row, [null]])]);
    await expect(readSheetImport(spec(), padded, 'en')).resolves.toHaveLength(5);
  });

  it('refuses the whole file with every bad cell by row and column, in the reader language', async () => {
    const content = await file([
      [en('customerName'), en('source'), en('amount')],
      ['Acme', 'staff', 1],
      ['Far too long a name', 'radio', 'x'],
      [null, 'staff', 2],
    ]);
    for (const lang of languages) {
      const refusal = await refusalOf(readSheetImport(spec(), content, lang));
      const header = (field: Field) => translate(lang, names[field]);
      const issue = (field: Field, value: unknown) => {
        const result = schema.shape[field].safeParse(value, { reportInput: true });
        const { key, params } = describeIssue(result.error!.issues[0]!);
        return translate(lang, key, { name: header(field), ...params });
      };
      expect(refusal.key).toBe('clue.import.rowErrors');
      expect(refusal.params).toEqual({ count: 4 });
      expect(refusal.data.total).toBe(4);
      expect(refusal.data.errors).toEqual([
        {
          row: 3,
          field: header('source'),
          message: translate(lang, 'clue.import.unknownCode', {
            value: 'radio',
            values: clueSources.join(', '),
          }),
        },
        // The unknown code is not reported again by the schema.
        { row: 3, field: header('customerName'), message: issue('customerName', 'Far too long a name') },
        { row: 3, field: header('amount'), message: issue('amount', 'x') },
        { row: 4, field: header('customerName'), message: issue('customerName', undefined) },
      ]);
    }
  });

  it('lists at most maxListedErrors errors, with their total', async () => {
    const big = { ...spec(), maxRows: maxListedErrors + 10 };
    const rows = Array.from({ length: maxListedErrors + 10 }, () => ['', 'radio']);
    const refusal = await refusalOf(
      readSheetImport(big, await file([[en('customerName'), en('source'), en('amount')], ...rows]), 'en'),
    );
    expect(refusal.data.errors).toHaveLength(maxListedErrors);
    expect(refusal.data.total).toBe((maxListedErrors + 10) * 2);
  });

  it('lets a module refuse a cell of its own in prepare, before the codes', async () => {
    const withPrepare: SheetImport<Field, typeof schema> = {
      ...spec(),
      prepare: (values, report) => {
        if (values.amount === '13') report('amount', 'unlucky');
        return { amount: values.amount === '13' ? undefined : values.amount };
      },
    };
    const content = await file([
      [en('customerName'), en('source'), en('amount')],
      ['Acme', 'radio', 13],
    ]);
    const refusal = await refusalOf(readSheetImport(withPrepare, content, 'en'));
    expect(refusal.data.errors.map((error) => [error.field, error.message.slice(0, 7)])).toEqual([
      [en('amount'), 'unlucky'],
      [en('source'), 'Unknown'],
    ]);
  });
});

describe('buildImportTemplate', () => {
  it('writes the headers in the reader language, code lists, an example sheet; read back it is empty', async () => {
    const bytes = await buildImportTemplate(spec(), 'kr', {
      sheetName: 'Import',
      width: () => 20,
      lists: [{ field: 'source', values: clueSources, allowBlank: false }],
      example: {
        sheetName: 'Example',
        row: { customerName: 'Acme', source: 'staff' },
        note: 'A note',
        codeHeadings: ['Code', 'Meaning'],
        sections: [{ field: 'source', pairs: [['staff', 'Staff']] }],
      },
    });
    const workbook = await loadWorkbook(bytes);
    const [sheet, example] = workbook.worksheets;
    expect(sheet!.name).toBe('Import');
    expect(sheet!.getRow(1).values).toEqual([
      undefined,
      ...(['customerName', 'source', 'amount'] as const).map((f) => translate('kr', names[f])),
    ]);
    expect(example!.getCell('A2').value).toBe('Acme');
    expect(example!.getCell('A6').value).toBe(translate('kr', names.source));
    expect(example!.getCell('A7').value).toBe('staff');
    expect((await refusalOf(readSheetImport(spec(), bytes, 'kr'))).key).toBe('clue.import.empty');
  });
});
