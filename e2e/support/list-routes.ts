/**
 * The list screens of the route table (`apps/web/src/app/routes.ts`, kind `list`), read through Vite as the
 * page-weight check reads it: a check over every list covers a new list without being edited.
 */
import path from 'node:path';
import { runnerImport } from 'vite';

interface RouteEntry {
  path: string;
  kind: string;
}

export async function listRoutes(): Promise<string[]> {
  const { module } = await runnerImport<{ pageRoutes: RouteEntry[] }>('/src/app/routes.ts', {
    root: path.resolve(import.meta.dirname, '../../apps/web'),
    configFile: false,
    logLevel: 'error',
  });
  return module.pageRoutes.filter((route) => route.kind === 'list').map((route) => route.path);
}
