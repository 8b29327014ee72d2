import { z } from 'zod';
import type { Endpoint, Permission } from '../core/endpoint';
import { defineEndpoint } from '../core/endpoint';

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
