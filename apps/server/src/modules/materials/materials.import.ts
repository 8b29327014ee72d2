/**
 * The .xlsx import of virtual materials: the columns of the export (headers in any language), every
 * row validated with the contract's virtualMaterialFieldsSchema; any error refuses the whole file with
 * the errors by row and column. Attributes are written `name=value; name=value` (text attributes).
 */
import type { Language, MaterialImportError, MessageKey, VirtualMaterialFields } from '@portal/contract';
import {
  describeIssue,
  isMessageKey,
  functionStructures,
  languages,
  materialUnits,
  parseWithIssues,
  translate,
  virtualMaterialFieldsSchema,
  virtualMaterialImportColumns,
  virtualMaterialImportMaxRows,
} from '@portal/contract';
import type ExcelJS from 'exceljs';
import { refused } from '../../core/app-error';
import { loadWorkbook } from '../../core/xlsx-workbook';

type ImportField = (typeof virtualMaterialImportColumns)[number]['field'];

/** Errors listed in a refusal; the total is always given. */
export const maxListedErrors = 500;

const labelKeys: Record<ImportField, MessageKey> = {
  nameCn: 'material.field.nameCn',
  nameEn: 'material.field.nameEn',
  nameKr: 'material.field.nameKr',
  productLineCode: 'material.field.productLine',
  functionStructure: 'material.field.functionStructure',
  unit: 'material.field.unit',
  referencePrice: 'material.field.referencePrice',
  currency: 'material.field.currency',
  attributes: 'material.field.attributes',
};

/** A column's header in the reader's language (the export writes these). */
export const headerOf = (lang: Language, field: ImportField) => translate(lang, labelKeys[field]);

/** Header text compared without case, spaces or the required mark. */
const normalise = (text: string) => text.replace(/\*/g, '').replace(/\s+/g, '').toLowerCase();

function headerLookup(): Map<string, ImportField> {
  const lookup = new Map<string, ImportField>();
  for (const { field } of virtualMaterialImportColumns) {
    lookup.set(normalise(field), field);
    for (const lang of languages) lookup.set(normalise(headerOf(lang, field)), field);
  }
  return lookup;
}

/** Codes accepted as themselves or as their label in any language. */
function codeLookup(codes: readonly string[], codeType: string): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const code of codes) {
    lookup.set(normalise(code), code);
    const key = `codeTable.${codeType}.${code}`;
    if (!isMessageKey(key)) continue;
    for (const lang of languages) lookup.set(normalise(translate(lang, key)), code);
  }
  return lookup;
}

/** `name=value; name=value` as text attributes (an empty text: none). */
export function parseAttributes(
  text: string | undefined,
): { key: string; type: 'text'; value: string }[] | null {
  if (!text) return [];
  const attributes: { key: string; type: 'text'; value: string }[] = [];
  for (const part of text.split(/[;\n]/)) {
    if (!part.trim()) continue;
    const at = part.indexOf('=');
    if (at <= 0) return null;
    attributes.push({ key: part.slice(0, at).trim(), type: 'text', value: part.slice(at + 1).trim() });
  }
  return attributes;
}

/** The text of a cell, whatever it holds. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  try {
    return cell.text.trim();
  } catch {
    return String(value).trim();
  }
}

/**
 * Reads and validates a filled file. Answers the rows to insert, or throws a refusal: unreadable,
 * wrong headers, no rows, too many rows, or the errors by row and column.
 */
export async function readImport(
  content: Buffer,
  lang: Language,
  productLineCodes: readonly string[],
): Promise<VirtualMaterialFields[]> {
  let workbook: ExcelJS.Workbook;
  try {
    workbook = await loadWorkbook(content);
  } catch {
    throw refused('material.import.unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw refused('material.import.empty');
  const lookup = headerLookup();
  const columns = new Map<number, ImportField>();
  const seen = new Set<ImportField>();
  sheet.getRow(1).eachCell((cell, index) => {
    const field = lookup.get(normalise(cellText(cell)));
    if (field && !seen.has(field)) {
      seen.add(field);
      columns.set(index, field);
    }
  });
  const missing = virtualMaterialImportColumns.filter((column) => column.required && !seen.has(column.field));
  if (missing.length > 0)
    throw refused('material.import.wrongHeaders', {
      expected: virtualMaterialImportColumns.map((column) => headerOf(lang, column.field)).join(', '),
    });
  if (sheet.actualRowCount - 1 > virtualMaterialImportMaxRows * 2)
    throw refused('material.import.tooManyRows', {
      count: sheet.actualRowCount - 1,
      limit: virtualMaterialImportMaxRows,
    });

  const raw: { row: number; values: Partial<Record<ImportField, string>> }[] = [];
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
  if (raw.length === 0) throw refused('material.import.empty');
  if (raw.length > virtualMaterialImportMaxRows)
    throw refused('material.import.tooManyRows', { count: raw.length, limit: virtualMaterialImportMaxRows });

  const structures = codeLookup(functionStructures, 'FUNCTION_STRUCTURE');
  const units = codeLookup(materialUnits, 'UNIT');
  const lines = new Map(productLineCodes.map((code) => [normalise(code), code]));

  const errors: MaterialImportError[] = [];
  const rows: VirtualMaterialFields[] = [];
  for (const { row, values } of raw) {
    const before = errors.length;
    const reported = new Set<string>();
    const codeOf = (field: ImportField, known: Map<string, string>, allowed: readonly string[]) => {
      const text = values[field];
      if (text === undefined) return undefined;
      const code = known.get(normalise(text));
      if (code !== undefined) return code;
      reported.add(field);
      errors.push({
        row,
        field: headerOf(lang, field),
        message: translate(lang, 'material.import.unknownCode', { value: text, values: allowed.join(', ') }),
      });
      return undefined;
    };
    const attributes = parseAttributes(values.attributes);
    if (attributes === null) {
      reported.add('attributes');
      errors.push({
        row,
        field: headerOf(lang, 'attributes'),
        message: translate(lang, 'material.import.attributes'),
      });
    }
    const candidate = {
      ...values,
      productLineCode: codeOf('productLineCode', lines, productLineCodes),
      functionStructure: codeOf('functionStructure', structures, functionStructures),
      unit: codeOf('unit', units, materialUnits),
      attributes: attributes ?? [],
    };
    const result = parseWithIssues(virtualMaterialFieldsSchema, candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (reported.has(field)) continue;
        const column = virtualMaterialImportColumns.find((c) => c.field === field);
        const label = column ? headerOf(lang, column.field) : field;
        const { key, params } = describeIssue(issue);
        errors.push({ row, field: label, message: translate(lang, key, { name: label, ...params }) });
      }
    } else if (errors.length === before) {
      rows.push(result.data);
    }
  }
  if (errors.length > 0)
    throw refused(
      'material.import.rowErrors',
      { count: errors.length },
      { errors: errors.slice(0, maxListedErrors), total: errors.length },
    );
  return rows;
}
