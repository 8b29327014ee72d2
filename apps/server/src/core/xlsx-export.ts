/**
 * Streamed .xlsx exports of lists (issue 4, part 6). A module counts its filter's rows
 * (`assertExportable`), then hands `sendXlsx` its columns and an async source of row batches
 * (usually `pagedBatches` over its list query). Rows are written and committed batch by batch into
 * exceljs's streaming writer, which zips straight into the HTTP answer: memory holds one batch and
 * the zip's buffers, never the whole list. See docs/areas/export.md.
 */
import { PassThrough } from 'node:stream';
import type { Language } from '@portal/contract';
import { formatRegistrationNumber, limits, translate } from '@portal/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition';
import { refused } from './app-error';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How date cells are shown (Excel number format of formats.dateTime). */
const dateFormat = 'yyyy-mm-dd hh:mm:ss';

/** Bytes the answer may hold unsent before writing waits for the client to read. */
const highWaterBytes = 1024 * 1024;

export type XlsxValue = string | number | Date | null | undefined;

export interface XlsxColumn<Row> {
  /**
   * The key of the list's column this column writes (the web's list definition names it the same; the
   * export's `exportColumns` in the contract list every key). Without a key (a currency beside an amount),
   * written only when every column is asked.
   */
  key?: string;
  /** Shown in the header row: already translated into the request's language. */
  header: string;
  /** Column width in characters; 16 when absent. */
  width?: number;
  value: (row: Row) => XlsxValue;
}

/**
 * The customers' registration numbers of a list: customers of several countries share the column, so
 * it is headed by the general name and each number is written as its country writes it.
 */
export function registrationNumberColumn<
  Row extends { customerCreditCode: string | null; customerCountry: string | null },
>(lang: Language): XlsxColumn<Row> {
  return {
    key: 'registrationNumber',
    header: translate(lang, 'common.registrationNumber'),
    width: 22,
    value: (row) =>
      row.customerCreditCode === null
        ? null
        : formatRegistrationNumber(row.customerCountry, row.customerCreditCode),
  };
}

/** An export's file name: the list's name in the reader's language and today's date, `name-20261124.xlsx`. */
export function datedFileName(name: string): string {
  return `${name}-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.xlsx`;
}

export interface XlsxOptions<Row> {
  /** The file name the browser saves, e.g. `opportunity-reports-20260101.xlsx` (any language). */
  fileName: string;
  /** 31 characters at most (longer names are cut); `Sheet1` when absent. */
  sheetName?: string;
  columns: XlsxColumn<Row>[];
  /**
   * The keys of the columns the reader sees, in order (the export body's `columns`): only the columns of
   * these keys are written, in that order. Absent: every column.
   */
  only?: readonly string[] | undefined;
  batches: AsyncIterable<Row[]>;
  /**
   * Small sheets written after the list's (a summary of it, e.g. its totals): already in memory and already
   * translated, each at most a few thousand rows. The list's sheet stays the first.
   */
  summaries?: readonly XlsxSummarySheet[];
}

/** A sheet written after the list's: its name, its header row and its rows of values. */
export interface XlsxSummarySheet {
  sheetName: string;
  columns: readonly { header: string; width?: number }[];
  rows: readonly (readonly XlsxValue[])[];
}

/** Adds a sheet with a bold, frozen header row and the given column widths (16 when absent). */
function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string | undefined,
  columns: readonly { header: string; width?: number }[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(safeSheetName(name), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width ?? 16 }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/** Writes one row of cell values, dates shown as dates. */
function addValues(sheet: ExcelJS.Worksheet, row: readonly XlsxValue[]): void {
  const values = row.map(cellValue);
  const excelRow = sheet.addRow(values);
  values.forEach((value, index) => {
    if (value instanceof Date) excelRow.getCell(index + 1).numFmt = dateFormat;
  });
  excelRow.commit();
}

/**
 * The columns an export writes: those of the keys chosen (the export body's `columns`, already checked
 * against the contract's `exportColumns` of the export), in their order; without a choice, every column. A
 * key the reader may not read (a partner's discount) writes nothing.
 */
export function chosenColumns<Row>(
  columns: readonly XlsxColumn<Row>[],
  only: readonly string[] | undefined,
): XlsxColumn<Row>[] {
  if (!only) return [...columns];
  const chosen = only.flatMap((key) => columns.filter((column) => column.key === key));
  return chosen.length > 0 ? chosen : [...columns];
}

/**
 * Refuses an export whose filter matches more than `max` rows (default limits.exportMaxRows):
 * code 100 with `export.tooManyRows`. A larger filter is refused, never cut short. `max` is for
 * tests that check the refusal without 50 001 rows.
 */
export function assertExportable(count: number, max: number = limits.exportMaxRows): void {
  if (count > max) throw refused('export.tooManyRows', { count, limit: max });
}

/**
 * Row batches from an offset/limit query: calls `fetch` until it answers a short batch, and never
 * yields more than `maxRows` rows in all (default limits.exportMaxRows). Lazy: the next batch is
 * fetched only when the writer asks for it.
 */
export async function* pagedBatches<Row>(
  fetch: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 1000,
  maxRows: number = limits.exportMaxRows,
): AsyncGenerator<Row[], void, undefined> {
  let offset = 0;
  while (offset < maxRows) {
    const limit = Math.min(batchSize, maxRows - offset);
    const rows = await fetch(offset, limit);
    if (rows.length > 0) yield rows.length > limit ? rows.slice(0, limit) : rows;
    if (rows.length < limit) return;
    offset += limit;
  }
}

/** Excel's sheet names: 31 characters at most, none of []:*?/\ . */
function safeSheetName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[[\]:*?/\\]/g, ' ').trim();
  return Array.from(cleaned).slice(0, 31).join('') || 'Sheet1';
}

/** First characters that make a spreadsheet evaluate a cell (OWASP's CSV/formula injection list). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text cell no spreadsheet evaluates: a value starting with `=`, `+`, `-`, `@`, tab or carriage
 * return gets a leading `'` (OWASP's advice), so neither Excel nor a re-import or CSV save of the
 * file turns it into a formula.
 */
export function safeText(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** `1234.50` → `1234.5`, `-0012` → `-12`, `0.00` → `0`: the shortest form of a plain decimal. */
function normalizedDecimal(value: string): string | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  const whole = integer.replace(/^0+(?=\d)/, '');
  const decimals = fraction.replace(/0+$/, '');
  const digits = decimals ? `${whole}.${decimals}` : whole;
  return digits === '0' || sign !== '-' ? digits : `-${digits}`;
}

/**
 * An amount or other decimal (PostgreSQL numeric, as a string) for an export cell: a number cell
 * only when the number is exactly the decimal (its shortest form round-trips through Number),
 * otherwise the decimal as text, so `1234567890123456.78` is never written as 1234567890123456.8.
 * Every export column holding an amount or a decimal goes through here.
 */
export function exactAmount(value: string | null | undefined): number | string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  const normalized = normalizedDecimal(text);
  const number = Number(text);
  return normalized !== null && Number.isFinite(number) && String(number) === normalized ? number : text;
}

/**
 * A cell's value: numbers stay numbers, dates dates; invalid numbers and dates become empty; text
 * that a spreadsheet would evaluate is made plain text (`safeText`).
 */
function cellValue(value: XlsxValue): string | number | Date | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    // Excel dates carry no zone and exceljs writes UTC: shift so the cell shows the wall-clock time
    // of the server's zone (TZ), as the screens show local time.
    return new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  }
  return safeText(value);
}

/**
 * Bytes of sheet XML committed but not yet taken by the compressor. exceljs's streaming sheet
 * (a StreamBuf) hands its chunks to the zip's entry stream without waiting, so that stream's
 * writable length is the backlog (exceljs 4.4 internals, guarded by the back-pressure test).
 */
interface PipedStream {
  writableLength?: number;
  _writableState?: { length?: number };
}
function uncompressedBacklog(sheet: ExcelJS.Worksheet): number {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- exceljs internals, absent from its types (see above).
  const stream = (sheet as unknown as { stream?: { pipes?: PipedStream[] } }).stream;
  return (stream?.pipes ?? []).reduce(
    // archiver's streams come from readable-stream 2, which has no `writableLength`.
    (sum, pipe) => sum + (pipe.writableLength ?? pipe._writableState?.length ?? 0),
    0,
  );
}

/**
 * Waits while the compressor is behind by more than `highWaterBytes`, or the answer holds more
 * than `highWaterBytes` the client has not read yet: a slow client (or a slow compressor) slows
 * the export down instead of filling memory.
 */
async function waitForDrain(out: PassThrough, sheet: ExcelJS.Worksheet): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (
    !out.destroyed &&
    (uncompressedBacklog(sheet) >= highWaterBytes ||
      out.readableLength + out.writableLength >= highWaterBytes)
  ) {
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Sends a whole workbook made in memory (an import template) as an .xlsx download named `fileName`. */
export function sendWorkbookFile(reply: FastifyReply, fileName: string, content: Buffer): void {
  void reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', contentDisposition(fileName))
    .header('content-length', content.length)
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

/**
 * Streams an .xlsx answer. The first batch is read before anything is sent, so a failure of the
 * query (or a refusal) still answers the envelope; a failure after the first byte aborts the
 * answer (the client sees a broken download, never a half file presented as whole) and is logged.
 * Resolves when the file has been written (or aborted); the handler then returns.
 */
export async function sendXlsx<Row>(reply: FastifyReply, options: XlsxOptions<Row>): Promise<void> {
  const iterator = options.batches[Symbol.asyncIterator]();
  // Before the first byte: any error here goes to the error handler as an envelope.
  const first = await iterator.next();

  // The zip writes into `out` without waiting (its buffer limit is far above `highWaterBytes`), so
  // what the client has not read yet shows in `out`'s length and `waitForDrain` can hold the rows.
  const out = new PassThrough({ highWaterMark: 64 * highWaterBytes });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const columns = chosenColumns(options.columns, options.only);

  reply
    .header('content-type', xlsxContentType)
    .header('content-disposition', contentDisposition(options.fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  void reply.send(out);

  let aborted = false;
  const onClose = () => {
    aborted = true;
  };
  // The client went away: stop reading rows.
  reply.raw.once('close', onClose);

  try {
    const sheet = addSheet(workbook, options.sheetName, columns);
    let next = first;
    while (!next.done && !aborted) {
      for (const row of next.value)
        addValues(
          sheet,
          columns.map((column) => column.value(row)),
        );
      await waitForDrain(out, sheet);
      if (aborted) break;
      next = await iterator.next();
    }
    if (aborted) {
      await iterator.return?.();
      out.destroy();
      return;
    }
    sheet.commit();
    for (const summary of options.summaries ?? []) {
      const extra = addSheet(workbook, summary.sheetName, summary.columns);
      for (const row of summary.rows) addValues(extra, row);
      extra.commit();
    }
    await workbook.commit();
  } catch (error) {
    reply.log.error({ err: error }, 'xlsx export failed after the answer started');
    await iterator.return?.().catch(() => undefined);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    reply.raw.off('close', onClose);
  }
}
