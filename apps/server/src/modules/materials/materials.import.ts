/**
 * The .xlsx import of virtual materials, through the import kit (core/xlsx-import.ts): the columns of the
 * export (headers in any language), every row validated with the contract's virtualMaterialFieldsSchema;
 * any error refuses the whole file with the errors by row and column. Attributes are written
 * `name=value; name=value` (text attributes).
 */
import type { Language, MessageKey, VirtualMaterialFields } from '@portal/contract';
import {
  functionStructures,
  isMessageKey,
  languages,
  materialUnits,
  translate,
  virtualMaterialFieldsSchema,
  virtualMaterialImportColumns,
  virtualMaterialImportMaxRows,
} from '@portal/contract';
import type { SheetImport } from '../../core/xlsx-import';
import { readSheetImport } from '../../core/xlsx-import';

type ImportField = (typeof virtualMaterialImportColumns)[number]['field'];

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

/** A code's labels: its entry of the code table in every language (none when the table has none). */
const codeTableLabels = (codeType: string) => (code: string) => {
  const key = `codeTable.${codeType}.${code}`;
  return isMessageKey(key) ? languages.map((lang) => translate(lang, key)) : [];
};

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

/** The import of virtual materials against the product lines' codes. */
function materialImport(
  productLineCodes: readonly string[],
): SheetImport<ImportField, typeof virtualMaterialFieldsSchema> {
  return {
    columns: virtualMaterialImportColumns,
    header: headerOf,
    headers: 'required',
    maxRows: virtualMaterialImportMaxRows,
    schema: virtualMaterialFieldsSchema,
    messages: {
      unreadable: 'material.import.unreadable',
      empty: 'material.import.empty',
      wrongHeaders: 'material.import.wrongHeaders',
      tooManyRows: 'material.import.tooManyRows',
      rowErrors: 'material.import.rowErrors',
      unknownCode: 'material.import.unknownCode',
    },
    prepare: (values, report, lang) => {
      const attributes = parseAttributes(values.attributes);
      if (attributes === null) report('attributes', translate(lang, 'material.import.attributes'));
      return { attributes: attributes ?? [] };
    },
    codes: [
      { field: 'productLineCode', codes: productLineCodes },
      {
        field: 'functionStructure',
        codes: functionStructures,
        labels: codeTableLabels('FUNCTION_STRUCTURE'),
      },
      { field: 'unit', codes: materialUnits, labels: codeTableLabels('UNIT') },
    ],
  };
}

/**
 * Reads and validates a filled file. Answers the rows to insert, or throws a refusal: unreadable,
 * wrong headers, no rows, too many rows, or the errors by row and column.
 */
export function readImport(
  content: Buffer,
  lang: Language,
  productLineCodes: readonly string[],
): Promise<VirtualMaterialFields[]> {
  return readSheetImport(materialImport(productLineCodes), content, lang);
}
