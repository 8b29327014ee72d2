/**
 * The portal's backup archive: one gzip-compressed tar file. Its first entry is `backup.json` (what the
 * archive holds: the portal's version, the migration its database is at, the PostgreSQL backup's label
 * and WAL range), then the PostgreSQL cluster under `pg/` (a base backup with its `backup_label` and the
 * WAL written meanwhile in `pg/pg_wal/`), `pg-password`, the uploaded files under `files/`, and last
 * `manifest.json`, the size and SHA-256 of every entry before it. An archive without its manifest, or
 * whose entries do not match it, is incomplete or damaged and is refused by the restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appVersion } from '@portal/contract';
import { z } from 'zod';
import { migrationsFolder } from '../database';

export const headerName = 'backup.json';
export const manifestName = 'manifest.json';
export const formatName = 'partner-portal-backup';
export const formatVersion = 1;

export const migrationSchema = z.object({
  /** The migration file's tag (`0028_row_counts`), or null when the code did not know it. */
  tag: z.string().nullable(),
  /** drizzle's `created_at` of the migration: the journal's `when`. */
  createdAt: z.number().int(),
  /** How many migrations had been applied. */
  count: z.number().int().min(0),
});
export type MigrationInfo = z.infer<typeof migrationSchema>;

export const backupHeaderSchema = z.object({
  format: z.literal(formatName),
  formatVersion: z.literal(formatVersion),
  portalVersion: z.string(),
  createdAt: z.string(),
  migration: migrationSchema.nullable(),
  postgres: z.object({
    serverVersion: z.string(),
    startLsn: z.string(),
    firstWal: z.string(),
  }),
  /** Uploaded files: copied from DATA_DIR/files. */
  files: z.object({ storage: z.literal('local') }),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** Written last: what is known only at the end, and every entry before it. */
export const manifestSchema = z.object({
  postgres: z.object({ stopLsn: z.string(), lastWal: z.string() }),
  files: z.object({ count: z.number().int().min(0) }),
  entries: z.array(z.object({ name: z.string(), size: z.number().int().min(0), sha256: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code knows, oldest first (drizzle's journal). */
export function codeMigrations(): JournalEntry[] {
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) })
    .parse(JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')));
  return journal.entries;
}

/** The portal's version, which an archive records. */
export function portalVersion(): string {
  // The contract's version, as get-info answers it: a deployment of dist/ and drizzle/ alone has it too.
  return appVersion;
}

/** Why an archive at `migration` cannot be restored by this code, or null when it can. */
export function migrationProblem(migration: MigrationInfo | null): string | null {
  if (!migration) return null;
  const known = codeMigrations();
  if (known.some((m) => m.when === migration.createdAt)) return null;
  const latest = known.at(-1);
  if (!latest || migration.createdAt > latest.when) {
    return (
      `The archive's database is at migration ${migration.tag ?? migration.createdAt}, newer than this ` +
      `portal's code (${latest?.tag ?? 'none'}). Restore it with the portal version that made it ` +
      `or a newer one.`
    );
  }
  return (
    `The archive's database is at migration ${migration.tag ?? migration.createdAt}, which this ` +
    `portal's code does not know. Restore it with the portal version that made it.`
  );
}
