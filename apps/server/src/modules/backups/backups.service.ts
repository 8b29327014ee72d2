/**
 * Backups of the embedded database as the server takes them: the scheduled job (daily by default,
 * BACKUP_SCHEDULE) and the administrators' "back up now". Each writes one archive into BACKUP_DIR
 * (db/backup/, the same code as `npm run backup`); the scheduled one then removes the archives the
 * retention no longer keeps. A failure is written to the exception log and is a notice to every holder
 * of the backup permission. With DATABASE_URL there is nothing to do: backups are the database server's.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BackupArchive } from '@portal/contract';
import { permissions } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { refused } from '../../core/app-error';
import type { Database } from '../../db/database';
import { backupDataDir, backupFileName, backupFilePattern } from '../../db/backup/backup-data-dir';
import { recordServerException } from '../exception-logs';
import { findActiveUsersWithPermission } from '../identity';
import { notify } from '../notifications';
import { archivesToRemove } from './backups.retention';

export interface BackupDeps {
  db: Database;
  config: Config;
  logger: FastifyBaseLogger;
}

/** The backup this process is writing, if any (one DATA_DIR has one portal process). */
let running: Promise<unknown> | null = null;

export const backupsAvailable = (config: Config) => !config.databaseUrl;
export const backupRunning = () => running !== null;

async function reportFailure({ db, logger }: BackupDeps, name: string, how: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  logger.error({ err: error, archive: name }, 'backup failed');
  try {
    await db.transaction(async (tx) => {
      await recordServerException(tx, { type: 'server.backup', className: 'backup', method: how, message });
      const admins = await findActiveUsersWithPermission(tx, permissions.systemBackup);
      await notify(tx, admins, {
        kind: 'backupFailed',
        subjectKind: 'backup',
        subjectId: 0,
        params: { no: name, comment: message },
        companyId: null,
      });
    });
  } catch (reportError) {
    logger.error({ err: reportError }, 'the failed backup could not be reported in the database');
  }
}

/** Removes the archives the retention no longer keeps; answers their names. */
function prune(config: Config): string[] {
  const removed = archivesToRemove(fs.readdirSync(config.backups.dir), config.backups);
  for (const name of removed) fs.rmSync(path.join(config.backups.dir, name), { force: true });
  return removed;
}

export interface BackupDone {
  file: string;
  bytes: number;
  removed: string[];
}

/**
 * Starts writing one archive into BACKUP_DIR; refuses at once (throws) with DATABASE_URL or while one is
 * being written. The promise settles when it is written; a failure is reported (exception log, notice)
 * before it rejects.
 */
export function startBackup(
  deps: BackupDeps,
  how: 'scheduled' | 'manual',
  now = new Date(),
): Promise<BackupDone> {
  if (!backupsAvailable(deps.config)) throw refused('error.backupUnavailable');
  if (running) throw refused('error.backupRunning');
  const name = backupFileName(now);
  const work = (async () => {
    try {
      const result = await backupDataDir({
        dataDir: deps.config.dataDir,
        file: path.join(deps.config.backups.dir, name),
      });
      const removed = how === 'scheduled' ? prune(deps.config) : [];
      return { file: result.file, bytes: result.bytes, removed };
    } catch (error) {
      await reportFailure(deps, name, how, error);
      throw error;
    } finally {
      running = null;
    }
  })();
  running = work;
  return work;
}

/** The archives in BACKUP_DIR, newest first. */
export function listArchives(config: Config): BackupArchive[] {
  let names: string[];
  try {
    names = fs.readdirSync(config.backups.dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => backupFilePattern.test(name))
    .map((name) => {
      const stat = fs.statSync(path.join(config.backups.dir, name));
      return { name, bytes: stat.size, createdAt: stat.mtime.toISOString() };
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}
