import ExcelJS from 'exceljs';

declare module 'exceljs' {
  interface Worksheet {
    /**
     * Data validations by cell range ("B2:B501"): exceljs keeps them on every worksheet and
     * writes them, but its type declarations leave the property out.
     */
    readonly dataValidations: { add(address: string, validation: DataValidation): void };
  }
}

/** Reads an .xlsx file's bytes into a workbook. */
export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- exceljs declares its own `Buffer extends ArrayBuffer`, which Node's Buffer (a Uint8Array) does not match; exceljs reads Node buffers.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** A row's cell values from the first column on (exceljs keeps index 0 of `values` empty). */
export function cellValues(row: ExcelJS.Row): unknown[] {
  const values: unknown = row.values;
  return Array.isArray(values) ? values.slice(1) : [];
}
