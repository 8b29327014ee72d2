import { z } from 'zod';

/** One archive in BACKUP_DIR. */
export const backupArchiveSchema = z.object({
  name: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type BackupArchive = z.infer<typeof backupArchiveSchema>;

/** The backups of the embedded database: the archives kept, and whether one is being written now. */
export const backupListSchema = z.object({
  /** False with DATABASE_URL: backups are then the database server's business. */
  available: z.boolean(),
  running: z.boolean(),
  archives: z.array(backupArchiveSchema),
});
export type BackupList = z.infer<typeof backupListSchema>;
