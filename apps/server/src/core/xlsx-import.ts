/**
 * The spreadsheet import kit: a module describes its import once (`SheetImport`: the columns, their
 * headers, the code lists, the contract schema of a row, its message keys) and gets the reading of a
 * filled .xlsx file (`readSheetImport`) and its template (`buildImportTemplate`). Headers are accepted in
 * any language (and as the field names), codes as themselves or as their labels in any language; blank
 * rows are skipped. Every row is validated with the schema and any error refuses the whole file, with the
 * errors by row and column in the reader's language, so nothing is saved unless every row passes.
 * See "Importing a spreadsheet" in docs/adding-a-module.md.
 */
import type { Language, MessageKey } from '@portal/contract';
import { describeIssue, languages, parseWithIssues, translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { refused } from './app-error';
import { loadWorkbook } from './xlsx-workbook';

/** Errors listed in a refusal; the total is always given. */
export const maxListedErrors = 500;

/** One refused cell (or row): the spreadsheet row, the column's header, the reason (translated). */
export interface ImportError {
  row: number;
  field: string;
  message: string;
}

/** A column of the file: the row field it fills, and whether the file must have it. */
export interface ImportColumn<F extends string> {
  field: F;
  required: boolean;
}

/** A column holding codes: each accepted as itself or as one of its labels (any language). */
export interface ImportCodes<F extends string, C extends string = string> {
  field: F;
  codes: readonly C[];
  /** A method, so that a list of its own codes' type stands among others. */
  labels?(code: C): readonly string[];
}

/** The refusals of an import, one message key each (`clue.import.empty`, …). */
export interface ImportMessages {
  /** Not an .xlsx workbook. */
  unreadable: MessageKey;
  /** No sheet, or no row with a value. */
  empty: MessageKey;
  /** The header row does not match; `{{expected}}` lists the headers. */
  wrongHeaders: MessageKey;
  /** `{{count}}` rows over `{{limit}}`. */
  tooManyRows: MessageKey;
  /** The file's rows hold `{{count}}` errors (listed in the refusal's data). */
  rowErrors: MessageKey;
  /** A cell's code is none of the list: `{{value}}`, `{{values}}`. */
  unknownCode: MessageKey;
}

export interface SheetImport<F extends string, S extends z.ZodType> {
  columns: readonly ImportColumn<F>[];
  /** A column's header in a language: in the template, and naming the column of an error. */
  header: (lang: Language, field: F) => string;
  /** A field's name inside a message (`{{name}}`); the header when absent. */
  name?: (lang: Language, field: F) => string;
  /** `exact`: every column once and no other header; `required`: the required columns, others ignored. */
  headers: 'exact' | 'required';
  maxRows: number;
  /** The contract's schema of one row. */
  schema: S;
  messages: ImportMessages;
  /** The code columns, checked in this order. */
  codes?: readonly ImportCodes<F>[];
  /**
   * A row's own preparation before its codes (such as `name=value` text into a list): answers the values
   * that replace the cells' texts; `report` refuses a field with a message (the schema's issues on that
   * field are then not listed again).
   */
  prepare?: (
    values: Partial<Record<F, string>>,
    report: (field: F, message: string) => void,
    lang: Language,
  ) => Record<string, unknown>;
}

/** Header text and codes compared without case, spaces or the required mark. */
const normaliseHeader = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

/** The text of a cell, whatever it holds (numbers, rich text, hyperlinks, formula results; dates as yyyy-mm-dd). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return cell.text.trim();
  } catch {
    return String(value).trim();
  }
}

/** Each column's accepted headers: its header in any language, or the field name itself. */
function headerLookup<F extends string>(spec: SheetImport<F, z.ZodType>): Map<string, F> {
  const lookup = new Map<string, F>();
  for (const { field } of spec.columns) {
    lookup.set(normaliseHeader(field), field);
    for (const lang of languages) lookup.set(normaliseHeader(spec.header(lang, field)), field);
  }
  return lookup;
}

/** A code list: each code accepted as itself or as any of its labels. */
function codeLookup<F extends string>({ codes, labels }: ImportCodes<F>): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const code of codes) {
    lookup.set(normaliseHeader(code), code);
    for (const label of labels?.(code) ?? []) lookup.set(normaliseHeader(label), code);
  }
  return lookup;
}

/** The columns of the header row, by cell index; refuses headers that do not match. */
function readHeaders<F extends string>(
  sheet: ExcelJS.Worksheet,
  spec: SheetImport<F, z.ZodType>,
  lang: Language,
): Map<number, F> {
  const lookup = headerLookup(spec);
  const columns = new Map<number, F>();
  const seen = new Set<F>();
  let wrong = false;
  sheet.getRow(1).eachCell((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const field = lookup.get(normaliseHeader(text));
    if (field && !seen.has(field)) {
      seen.add(field);
      columns.set(index, field);
    } else if (spec.headers === 'exact') wrong = true;
  });
  const missing = spec.columns.some(
    (column) => (spec.headers === 'exact' || column.required) && !seen.has(column.field),
  );
  if (wrong || missing)
    throw refused(spec.messages.wrongHeaders, {
      expected: spec.columns.map((column) => spec.header(lang, column.field)).join(', '),
    });
  return columns;
}

/** The data rows with a value, by spreadsheet row; refuses none and too many. */
function readRows<F extends string>(
  sheet: ExcelJS.Worksheet,
  columns: Map<number, F>,
  spec: SheetImport<F, z.ZodType>,
) {
  const limit = spec.maxRows;
  // A first bound before reading any cell; blank rows may pad a file up to twice the limit.
  if (sheet.actualRowCount - 1 > limit * 2)
    throw refused(spec.messages.tooManyRows, { count: sheet.actualRowCount - 1, limit });
  const raw: { row: number; values: Partial<Record<F, string>> }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<F, string>> = {};
    let filled = false;
    for (const [index, field] of columns) {
      const text = cellText(row.getCell(index));
      if (text) {
        values[field] = text;
        filled = true;
      }
    }
    if (filled) raw.push({ row: rowNumber, values });
  });
  if (raw.length === 0) throw refused(spec.messages.empty);
  if (raw.length > limit) throw refused(spec.messages.tooManyRows, { count: raw.length, limit });
  return raw;
}

/**
 * Reads and validates a filled file. Answers every row parsed by the schema, or throws a refusal: an
 * unreadable workbook, wrong headers, no rows, too many rows, or the errors by row and column (at most
 * `maxListedErrors` listed, with their total).
 */
export async function readSheetImport<F extends string, S extends z.ZodType>(
  spec: SheetImport<F, S>,
  content: Buffer,
  lang: Language,
): Promise<z.output<S>[]> {
  return (await readSheetImportRows(spec, content, lang)).map((row) => row.data);
}

/**
 * As `readSheetImport`, each row with its spreadsheet row number: for an importer whose own checks (against
 * the database) refuse rows by number, in the same form (`importRowErrors`).
 */
export async function readSheetImportRows<F extends string, S extends z.ZodType>(
  spec: SheetImport<F, S>,
  content: Buffer,
  lang: Language,
): Promise<{ row: number; data: z.output<S> }[]> {
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await loadWorkbook(content);
  } catch {
    throw refused(spec.messages.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw refused(spec.messages.empty);
  const raw = readRows(sheet, readHeaders(sheet, spec, lang), spec);

  const codeLists = (spec.codes ?? []).map((list) => ({ ...list, lookup: codeLookup(list) }));
  const header = (field: string) => {
    const column = spec.columns.find((c) => c.field === field);
    return column ? spec.header(lang, column.field) : field;
  };
  const nameOf = (field: string) => {
    const column = spec.columns.find((c) => c.field === field);
    return column ? (spec.name ?? spec.header)(lang, column.field) : field;
  };

  const errors: ImportError[] = [];
  const rows: { row: number; data: z.output<S> }[] = [];
  for (const { row, values } of raw) {
    const before = errors.length;
    const reported = new Set<string>();
    const report = (field: F, message: string) => {
      reported.add(field);
      errors.push({ row, field: header(field), message });
    };
    const candidate: Record<string, unknown> = { ...values, ...spec.prepare?.(values, report, lang) };
    for (const list of codeLists) {
      const text = values[list.field];
      if (text === undefined) continue;
      const code = list.lookup.get(normaliseHeader(text));
      candidate[list.field] = code;
      if (code === undefined)
        report(
          list.field,
          translate(lang, spec.messages.unknownCode, { value: text, values: list.codes.join(', ') }),
        );
    }
    const result = parseWithIssues(spec.schema, candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        // A field already refused (an unknown code) is not reported twice.
        if (reported.has(field)) continue;
        const { key, params } = describeIssue(issue);
        errors.push({
          row,
          field: header(field),
          message: translate(lang, key, { name: nameOf(field), ...params }),
        });
      }
    } else if (errors.length === before) {
      rows.push({ row, data: result.data });
    }
  }
  if (errors.length > 0) throw importRowErrors(spec.messages.rowErrors, errors);
  return rows;
}

/** The refusal of a file by its errors by row (at most `maxListedErrors` listed, with their total). */
export function importRowErrors(rowErrors: MessageKey, errors: readonly ImportError[]) {
  return refused(
    rowErrors,
    { count: errors.length },
    { errors: errors.slice(0, maxListedErrors), total: errors.length },
  );
}

// ---------------------------------------------------------------- the template

/** A drop-down list of codes on a column's data rows. */
export interface TemplateList<F extends string> {
  field: F;
  values: readonly string[];
  allowBlank: boolean;
}

/** The template's second sheet: an example row, a note, and the meaning of each code list. */
export interface TemplateExample<F extends string> {
  sheetName: string;
  row: Partial<Record<F, string>>;
  note: string;
  /** The headings of the codes' table: "code", "meaning". */
  codeHeadings: [string, string];
  /** Each list under the field's name: [code, meaning] pairs. */
  sections: { field: F; pairs: [string, string][] }[];
}

export interface TemplateOptions<F extends string> {
  sheetName: string;
  /** A column's width in characters. */
  width: (field: F) => number;
  lists?: readonly TemplateList<F>[];
  example?: TemplateExample<F>;
}

/** The template of an import in the reader's language: the header row (frozen), code lists, an example. */
export async function buildImportTemplate<F extends string>(
  spec: SheetImport<F, z.ZodType>,
  lang: Language,
  options: TemplateOptions<F>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner portal';
  const headed = (sheet: ExcelJS.Worksheet) => {
    sheet.columns = spec.columns.map(({ field }) => ({
      header: spec.header(lang, field),
      key: field,
      width: options.width(field),
    }));
    sheet.getRow(1).font = { bold: true };
  };
  const sheet = workbook.addWorksheet(options.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  headed(sheet);

  // Drop-down lists of codes on the rows an import may hold; one validation per column range
  // (declared in core/xlsx-workbook.ts: exceljs's types omit it).
  const lastRow = spec.maxRows + 1;
  for (const list of options.lists ?? []) {
    const index = spec.columns.findIndex((column) => column.field === list.field);
    const letter = sheet.getColumn(index + 1).letter;
    sheet.dataValidations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: list.allowBlank,
      formulae: [`"${list.values.join(',')}"`],
      showErrorMessage: true,
    });
  }

  const { example } = options;
  if (example) {
    const second = workbook.addWorksheet(example.sheetName);
    headed(second);
    second.addRow(example.row);
    second.addRow([]);
    second.addRow([example.note]);
    second.addRow([...example.codeHeadings, '']).font = { bold: true };
    for (const section of example.sections) {
      second.addRow([(spec.name ?? spec.header)(lang, section.field)]).font = { italic: true };
      for (const pair of section.pairs) second.addRow(pair);
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
