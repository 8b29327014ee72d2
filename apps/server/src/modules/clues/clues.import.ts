/**
 * The .xlsx import of clues, through the import kit (core/xlsx-import.ts): the template (headers in the
 * request's language, code lists as data validation, an example sheet) and the reading of a filled file.
 * Every row is validated with the contract's clueFieldsSchema; any error refuses the whole file with the
 * errors by row and column.
 */
import type { ClueFields, ClueSource, Language, RegionCode } from '@portal/contract';
import {
  clueFieldsSchema,
  clueImportColumns,
  clueImportMaxRows,
  clueSources,
  languages,
  regionCodes,
  translate,
} from '@portal/contract';
import type { SheetImport } from '../../core/xlsx-import';
import { buildImportTemplate, readSheetImport } from '../../core/xlsx-import';
import { productLineNameIn } from '../reference-data';

export interface ProductLineOption {
  code: string;
  nameCn: string;
  nameEn: string;
  nameKr: string | null;
}

type ImportField = (typeof clueImportColumns)[number]['field'];

const fieldLabel = (lang: Language, field: ImportField) => translate(lang, `clue.field.${field}`);

/** A column's header in the template: its label, with " *" when it must be filled. */
export function headerOf(lang: Language, column: (typeof clueImportColumns)[number]): string {
  return column.required ? `${fieldLabel(lang, column.field)} *` : fieldLabel(lang, column.field);
}

const sourceLabel = (lang: Language, code: ClueSource) => translate(lang, `clue.source.${code}`);
const regionLabel = (lang: Language, code: RegionCode) => translate(lang, `codeTable.REGION.${code}`);
const productLineLabel = (lang: Language, line: ProductLineOption) => productLineNameIn(line, lang);

/** The import of clues against the active product lines. */
function clueImport(productLines: ProductLineOption[]): SheetImport<ImportField, typeof clueFieldsSchema> {
  const inEveryLanguage =
    <C extends string>(label: (lang: Language, code: C) => string) =>
    (code: C) =>
      languages.map((lang) => label(lang, code));
  return {
    columns: clueImportColumns,
    header: (lang, field) =>
      headerOf(
        lang,
        clueImportColumns.find((column) => column.field === field)!,
      ),
    name: fieldLabel,
    headers: 'exact',
    maxRows: clueImportMaxRows,
    schema: clueFieldsSchema,
    messages: {
      unreadable: 'clue.import.unreadable',
      empty: 'clue.import.empty',
      wrongHeaders: 'clue.import.wrongHeaders',
      tooManyRows: 'clue.import.tooManyRows',
      rowErrors: 'clue.import.rowErrors',
      unknownCode: 'clue.import.unknownCode',
    },
    codes: [
      { field: 'source', codes: clueSources, labels: inEveryLanguage(sourceLabel) },
      { field: 'region', codes: regionCodes, labels: inEveryLanguage(regionLabel) },
      {
        field: 'productLineCode',
        codes: productLines.map((line) => line.code),
        labels: (code) => {
          const line = productLines.find((l) => l.code === code)!;
          return languages.map((lang) => productLineLabel(lang, line));
        },
      },
    ],
  };
}

// ---------------------------------------------------------------- the template

export function buildTemplate(lang: Language, productLines: ProductLineOption[]): Promise<Buffer> {
  return buildImportTemplate(clueImport(productLines), lang, {
    sheetName: translate(lang, 'clue.template.sheet'),
    width: (field) => (field === 'description' ? 40 : 22),
    lists: [
      { field: 'source', values: clueSources, allowBlank: false },
      { field: 'region', values: regionCodes, allowBlank: true },
      { field: 'productLineCode', values: productLines.map((line) => line.code), allowBlank: true },
    ],
    example: {
      sheetName: translate(lang, 'clue.template.exampleSheet'),
      row: {
        customerName: translate(lang, 'clue.template.exampleCustomer'),
        customerCreditCode: '91310000MA1EXAMP3A',
        contactName: translate(lang, 'clue.template.exampleContact'),
        contactPhone: '021-61234567',
        contactEmail: 'contact@example.com',
        source: 'campaign',
        productLineCode: productLines[0]?.code ?? '',
        region: 'CN',
        description: translate(lang, 'clue.template.exampleDescription'),
      },
      note: translate(lang, 'clue.template.note'),
      codeHeadings: [translate(lang, 'clue.template.code'), translate(lang, 'clue.template.meaning')],
      sections: [
        { field: 'source', pairs: clueSources.map((code) => [code, sourceLabel(lang, code)]) },
        {
          field: 'productLineCode',
          pairs: productLines.map((line) => [line.code, productLineLabel(lang, line)]),
        },
        { field: 'region', pairs: regionCodes.map((code) => [code, regionLabel(lang, code)]) },
      ],
    },
  });
}

// ---------------------------------------------------------------- reading a file

/**
 * Reads and validates a filled template. Answers the rows to insert, or throws a refusal: an
 * unreadable workbook, wrong headers, no rows, too many rows, or the errors by row and column.
 */
export function readImport(
  content: Buffer,
  lang: Language,
  productLines: ProductLineOption[],
): Promise<ClueFields[]> {
  return readSheetImport(clueImport(productLines), content, lang);
}
