/**
 * The .xlsx import of clues: the template (headers in the request's language, code lists as data
 * validation, an example sheet) and the reading of a filled file. Every row is validated with the
 * contract's clueFieldsSchema; any error refuses the whole file with the errors by row and column.
 */
import type { ClueFields, ClueImportError, ClueSource, Language, RegionCode } from '@portal/contract';
import {
  clueFieldsSchema,
  clueImportColumns,
  clueImportMaxRows,
  clueSources,
  describeIssue,
  languages,
  parseWithIssues,
  regionCodes,
  translate,
} from '@portal/contract';
import ExcelJS from 'exceljs';
import { refused } from '../../core/app-error';
import { loadWorkbook } from '../../core/xlsx-workbook';
import { productLineNameIn } from '../reference-data';

export interface ProductLineOption {
  code: string;
  nameCn: string;
  nameEn: string;
  nameKr: string | null;
}

type ImportField = (typeof clueImportColumns)[number]['field'];

/** Errors listed in a refusal; the total is always given. */
export const maxListedErrors = 500;

const fieldLabel = (lang: Language, field: ImportField) => translate(lang, `clue.field.${field}`);

/** A column's header in the template: its label, with " *" when it must be filled. */
export function headerOf(lang: Language, column: (typeof clueImportColumns)[number]): string {
  return column.required ? `${fieldLabel(lang, column.field)} *` : fieldLabel(lang, column.field);
}

/** Header text compared without case, spaces or the required mark. */
const normalise = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

/** Each column's accepted headers: its label in any language, or the field name itself. */
function headerLookup(): Map<string, ImportField> {
  const lookup = new Map<string, ImportField>();
  for (const column of clueImportColumns) {
    lookup.set(normalise(column.field), column.field);
    for (const lang of languages) lookup.set(normalise(fieldLabel(lang, column.field)), column.field);
  }
  return lookup;
}

/** Code lists: each code accepted as itself or as its label in any language. */
function codeLookup<C extends string>(codes: readonly C[], labels: (code: C) => string[]): Map<string, C> {
  const lookup = new Map<string, C>();
  for (const code of codes) {
    lookup.set(normalise(code), code);
    for (const label of labels(code)) lookup.set(normalise(label), code);
  }
  return lookup;
}

const sourceLabel = (lang: Language, code: ClueSource) => translate(lang, `clue.source.${code}`);
const regionLabel = (lang: Language, code: RegionCode) => translate(lang, `codeTable.REGION.${code}`);
const productLineLabel = (lang: Language, line: ProductLineOption) => productLineNameIn(line, lang);

// ---------------------------------------------------------------- the template

export async function buildTemplate(lang: Language, productLines: ProductLineOption[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Partner portal';
  const sheet = workbook.addWorksheet(translate(lang, 'clue.template.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = clueImportColumns.map((column) => ({
    header: headerOf(lang, column),
    key: column.field,
    width: column.field === 'description' ? 40 : 22,
  }));
  sheet.getRow(1).font = { bold: true };

  // Drop-down lists of codes on the rows an import may hold.
  const lastRow = clueImportMaxRows + 1;
  // One validation per column range (declared in core/xlsx-workbook.ts: exceljs's types omit it).
  const validations = sheet.dataValidations;
  const listOf = (field: ImportField, values: readonly string[]) => {
    const index = clueImportColumns.findIndex((column) => column.field === field);
    const letter = sheet.getColumn(index + 1).letter;
    validations.add(`${letter}2:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: field !== 'source',
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: true,
    });
  };
  listOf('source', clueSources);
  listOf('region', regionCodes);
  listOf(
    'productLineCode',
    productLines.map((line) => line.code),
  );

  // The second sheet: one example row and the meaning of every code.
  const example = workbook.addWorksheet(translate(lang, 'clue.template.exampleSheet'));
  example.columns = clueImportColumns.map((column) => ({
    header: headerOf(lang, column),
    key: column.field,
    width: column.field === 'description' ? 40 : 22,
  }));
  example.getRow(1).font = { bold: true };
  example.addRow({
    customerName: translate(lang, 'clue.template.exampleCustomer'),
    customerCreditCode: '91310000MA1EXAMP3A',
    contactName: translate(lang, 'clue.template.exampleContact'),
    contactPhone: '021-61234567',
    contactEmail: 'contact@example.com',
    source: 'campaign',
    productLineCode: productLines[0]?.code ?? '',
    region: 'CN',
    description: translate(lang, 'clue.template.exampleDescription'),
  });
  example.addRow([]);
  example.addRow([translate(lang, 'clue.template.note')]);
  const codeHeader = example.addRow([
    translate(lang, 'clue.template.code'),
    translate(lang, 'clue.template.meaning'),
    '',
  ]);
  codeHeader.font = { bold: true };
  const section = (field: ImportField, pairs: [string, string][]) => {
    example.addRow([fieldLabel(lang, field)]).font = { italic: true };
    for (const pair of pairs) example.addRow(pair);
  };
  section(
    'source',
    clueSources.map((code) => [code, sourceLabel(lang, code)]),
  );
  section(
    'productLineCode',
    productLines.map((line) => [line.code, productLineLabel(lang, line)]),
  );
  section(
    'region',
    regionCodes.map((code) => [code, regionLabel(lang, code)]),
  );

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------- reading a file

/** The text of a cell, whatever it holds (numbers, rich text, hyperlinks, formula results). */
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

/**
 * Reads and validates a filled template. Answers the rows to insert, or throws a refusal: an
 * unreadable workbook, wrong headers, no rows, too many rows, or the errors by row and column.
 */
export async function readImport(
  content: Buffer,
  lang: Language,
  productLines: ProductLineOption[],
): Promise<ClueFields[]> {
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await loadWorkbook(content);
  } catch {
    throw refused('clue.import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  const expected = clueImportColumns.map((column) => headerOf(lang, column)).join(', ');
  if (!sheet) throw refused('clue.import.empty');

  // The header row: every template column once, nothing else.
  const lookup = headerLookup();
  const columns = new Map<number, ImportField>();
  const seen = new Set<ImportField>();
  let wrong = false;
  sheet.getRow(1).eachCell((cell, index) => {
    const text = cellText(cell);
    if (!text) return;
    const field = lookup.get(normalise(text));
    if (!field || seen.has(field)) wrong = true;
    else {
      seen.add(field);
      columns.set(index, field);
    }
  });
  if (wrong || seen.size !== clueImportColumns.length) {
    if (seen.size === 0 && sheet.actualRowCount === 0) throw refused('clue.import.empty');
    throw refused('clue.import.wrongHeaders', { expected });
  }

  // The data rows: blank rows are skipped; the limit is checked before any validation.
  const raw: { row: number; values: Partial<Record<ImportField, string>> }[] = [];
  if (sheet.actualRowCount - 1 > clueImportMaxRows * 2)
    throw refused('clue.import.tooManyRows', { count: sheet.actualRowCount - 1, limit: clueImportMaxRows });
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<ImportField, string>> = {};
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
  if (raw.length === 0) throw refused('clue.import.empty');
  if (raw.length > clueImportMaxRows)
    throw refused('clue.import.tooManyRows', { count: raw.length, limit: clueImportMaxRows });

  const sources = codeLookup(clueSources, (code) => languages.map((l) => sourceLabel(l, code)));
  const regions = codeLookup(regionCodes, (code) => languages.map((l) => regionLabel(l, code)));
  const lines = codeLookup(
    productLines.map((line) => line.code),
    (code) => {
      const line = productLines.find((l) => l.code === code)!;
      return languages.map((l) => productLineLabel(l, line));
    },
  );
  const header = (field: ImportField) =>
    headerOf(
      lang,
      clueImportColumns.find((column) => column.field === field)!,
    );

  const errors: ClueImportError[] = [];
  const rows: ClueFields[] = [];
  for (const { row, values } of raw) {
    const before = errors.length;
    const codeOf = (field: ImportField, lookupOf: Map<string, string>, allowed: readonly string[]) => {
      const text = values[field];
      if (text === undefined) return undefined;
      const code = lookupOf.get(normalise(text));
      if (code !== undefined) return code;
      errors.push({
        row,
        field: header(field),
        message: translate(lang, 'clue.import.unknownCode', { value: text, values: allowed.join(', ') }),
      });
      return null;
    };
    const source = codeOf('source', sources, clueSources);
    const region = codeOf('region', regions, regionCodes);
    const productLineCode = codeOf(
      'productLineCode',
      lines,
      productLines.map((line) => line.code),
    );
    const candidate = {
      ...values,
      source: source ?? undefined,
      region: region ?? undefined,
      productLineCode: productLineCode ?? undefined,
    };
    const result = parseWithIssues(clueFieldsSchema, candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        // A code already reported as unknown is not reported twice.
        if ((field === 'source' && source === null) || (field === 'region' && region === null)) continue;
        if (field === 'productLineCode' && productLineCode === null) continue;
        const column = clueImportColumns.find((c) => c.field === field);
        const label = column ? headerOf(lang, column) : field;
        const { key, params } = describeIssue(issue);
        errors.push({
          row,
          field: label,
          message: translate(lang, key, { name: column ? fieldLabel(lang, column.field) : field, ...params }),
        });
      }
    } else if (errors.length === before) {
      rows.push(result.data);
    }
  }
  if (errors.length > 0) {
    throw refused(
      'clue.import.rowErrors',
      { count: errors.length },
      { errors: errors.slice(0, maxListedErrors), total: errors.length },
    );
  }
  return rows;
}
