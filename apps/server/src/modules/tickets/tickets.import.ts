/**
 * The .xlsx import of tickets, through the import kit (core/xlsx-import.ts): the template (headers in the
 * request's language, type and priority lists as data validation, an example sheet) and the reading of a
 * filled file (each row with its spreadsheet row number), every row checked with the contract's `ticketImportRowSchema`. The rules that need the
 * register (the serial number's equipment and its owner) are the service's (`TicketsService.importRows`).
 */
import type { Language, TicketImportRow, TicketPriority, TicketType } from '@portal/contract';
import {
  languages,
  ticketImportColumns,
  ticketImportMaxRows,
  ticketImportRowSchema,
  ticketPriorities,
  ticketTypes,
  translate,
} from '@portal/contract';
import type { SheetImport } from '../../core/xlsx-import';
import { buildImportTemplate, readSheetImportRows } from '../../core/xlsx-import';

export type TicketImportField = (typeof ticketImportColumns)[number]['field'];

const fieldLabel = (lang: Language, field: TicketImportField) => translate(lang, `ticket.field.${field}`);

/** A column's header in the template (and in a row's error): its label, with " *" when it must be filled. */
export function ticketImportHeader(lang: Language, field: TicketImportField): string {
  const column = ticketImportColumns.find((c) => c.field === field)!;
  return column.required ? `${fieldLabel(lang, field)} *` : fieldLabel(lang, field);
}

const typeLabel = (lang: Language, code: TicketType) => translate(lang, `ticket.type.${code}`);
const priorityLabel = (lang: Language, code: TicketPriority) => translate(lang, `ticket.priority.${code}`);
const inEveryLanguage =
  <C extends string>(label: (lang: Language, code: C) => string) =>
  (code: C) =>
    languages.map((lang) => label(lang, code));

const ticketImport: SheetImport<TicketImportField, typeof ticketImportRowSchema> = {
  columns: ticketImportColumns,
  header: ticketImportHeader,
  name: fieldLabel,
  headers: 'exact',
  maxRows: ticketImportMaxRows,
  schema: ticketImportRowSchema,
  messages: {
    unreadable: 'ticket.import.unreadable',
    empty: 'ticket.import.empty',
    wrongHeaders: 'ticket.import.wrongHeaders',
    tooManyRows: 'ticket.import.tooManyRows',
    rowErrors: 'ticket.import.rowErrors',
    unknownCode: 'ticket.import.unknownCode',
  },
  codes: [
    { field: 'type', codes: ticketTypes, labels: inEveryLanguage(typeLabel) },
    { field: 'priority', codes: ticketPriorities, labels: inEveryLanguage(priorityLabel) },
  ],
};

/** The template in `lang`: the header row, type and priority lists, an example row and the codes. */
export function buildTicketTemplate(lang: Language): Promise<Buffer> {
  return buildImportTemplate(ticketImport, lang, {
    sheetName: translate(lang, 'ticket.template.sheet'),
    width: (field) => (field === 'description' ? 48 : field === 'title' ? 32 : 18),
    lists: [
      { field: 'type', values: ticketTypes, allowBlank: false },
      { field: 'priority', values: ticketPriorities, allowBlank: false },
    ],
    example: {
      sheetName: translate(lang, 'ticket.template.exampleSheet'),
      row: {
        serialNo: 'SN-0000001',
        type: 'repair',
        priority: 'high',
        title: translate(lang, 'ticket.template.exampleTitle'),
        description: translate(lang, 'ticket.template.exampleDescription'),
      },
      note: translate(lang, 'ticket.template.note'),
      codeHeadings: [translate(lang, 'ticket.template.code'), translate(lang, 'ticket.template.meaning')],
      sections: [
        { field: 'type', pairs: ticketTypes.map((code) => [code, typeLabel(lang, code)]) },
        { field: 'priority', pairs: ticketPriorities.map((code) => [code, priorityLabel(lang, code)]) },
      ],
    },
  });
}

/**
 * Reads and validates a filled template: the rows to raise, or a refusal (unreadable, wrong headers, no
 * rows, too many, or the errors by row and column).
 */
export function readTicketImport(
  content: Buffer,
  lang: Language,
): Promise<{ row: number; data: TicketImportRow }[]> {
  return readSheetImportRows(ticketImport, content, lang);
}
