import { z } from 'zod';
import type { Endpoint, Permission } from '../core/endpoint';
import { defineEndpoint } from '../core/endpoint';

/** The most columns a list may have: a choice naming more is refused. */
export const maxListColumns = 40;

/**
 * An export's columns, added to every list export's body beside the list's filter: the keys of the columns
 * the reader sees, in their order, each one of `known` (the export's columns, named as the list's columns)
 * and each once; absent, every column of the export. An unknown key is refused naming it.
 */
export function exportColumnsField<const K extends readonly [string, ...string[]]>(known: K) {
  return {
    columns: z
      .array(z.enum(known, { message: 'validation.unknownColumn' }))
      .min(1)
      .max(maxListColumns)
      .refine((keys) => new Set(keys).size === keys.length, { message: 'validation.columnKeysRepeated' })
      .optional(),
  };
}

/** The part of an export's body that chooses its columns (see exportColumnsField). */
export interface ExportColumnsChoice {
  columns?: readonly string[] | undefined;
}

/**
 * A list's .xlsx export (docs/areas/export.md): POST, answers a file. Its `body` is the list's filter
 * extended with `exportColumnsField(columns)`; `columns` are the keys the body may choose, named as the
 * list's columns on the screen, so the export writes the columns the reader sees. Every list export is
 * declared through this (a contract test holds it, and that the body chooses among `columns`), and the API
 * walk over the exports reads `exportColumns`.
 */
export function defineListExport<TBody extends z.ZodType>(definition: {
  path: string;
  permission: Permission;
  body: TBody;
  columns: readonly [string, ...string[]];
}): Endpoint<TBody, undefined, z.ZodNull> {
  return defineEndpoint({
    method: 'POST',
    path: definition.path,
    permission: definition.permission,
    body: definition.body,
    data: z.null(),
    download: true,
    exportColumns: definition.columns,
  });
}
