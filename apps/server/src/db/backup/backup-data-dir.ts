/**
 * One backup of a DATA_DIR, as `npm run backup` and the scheduled job take it: of the portal's running
 * embedded PostgreSQL, or, when no portal runs there, of one started for the purpose (holding the DATA_DIR
 * lock meanwhile, so no portal starts on it halfway).
 */
import path from 'node:path';
import type { EmbeddedDatabase } from '../embedded-postgres';
import type { BackupProgress, BackupResult } from './create-backup';
import { createBackup, runningPostgres } from './create-backup';

const two = (n: number) => String(n).padStart(2, '0');

/** `portal-backup-20261128-023000.tar.gz` (UTC): names sort by time. */
export function backupFileName(at: Date): string {
  const date = `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`;
  const time = `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`;
  return `portal-backup-${date}-${time}.tar.gz`;
}

export const backupFilePattern = /^portal-backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export async function backupDataDir(options: {
  dataDir: string;
  /** The archive's path; a name from `backupFileName` in `dir` when not given. */
  file?: string;
  dir?: string;
  onProgress?: (progress: BackupProgress) => void;
}): Promise<BackupResult> {
  const file = options.file ?? path.join(options.dir ?? '.', backupFileName(new Date()));
  let running = runningPostgres(options.dataDir);
  let started: EmbeddedDatabase | undefined;
  if (!running) {
    // Imported here: the package hooks the process's exit when loaded (postgres-processes.ts).
    const { startEmbeddedPostgres } = await import('../embedded-postgres');
    started = await startEmbeddedPostgres(options.dataDir, { info: () => {}, warn: () => {} });
    running = runningPostgres(options.dataDir);
  }
  try {
    if (!running) throw new Error(`No PostgreSQL runs on DATA_DIR ${options.dataDir}`);
    return await createBackup(running, { dataDir: options.dataDir, file, onProgress: options.onProgress });
  } finally {
    await started?.stop();
  }
}
