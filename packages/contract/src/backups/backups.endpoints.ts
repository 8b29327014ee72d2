import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { backupListSchema } from './backups.schema';

/** Administrators' backups (docs/embedded-postgres.md, "Backups"); the paths are ours, not the spec's. */
export const backupsEndpoints = {
  /** Starts a backup into BACKUP_DIR now; it runs on in the server (a failure is a notice and an exception log). */
  start: defineEndpoint({
    method: 'POST',
    path: '/system/backup/start',
    permission: permissions.systemBackup,
    body: z.object({}),
    data: z.null(),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/system/backup/list',
    permission: permissions.systemBackup,
    body: z.object({}),
    data: backupListSchema,
  }),
};
