/**
 * `npm run restore -- FILE [--force]`: restores a backup archive of `npm run backup` into DATA_DIR, which
 * must be empty unless --force is given. The archive is checked first (complete, checksums, a migration
 * this code knows); nothing changes when it fails. docs/embedded-postgres.md.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { RestoreError, restoreBackup } from '../src/db/backup/restore-backup';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(
      'DATABASE_URL is set: restore your PostgreSQL server with its own tools (pg_restore, or its base ' +
        'backup). See docs/running-on-postgresql.md, "Backups".\n',
    );
    process.exit(2);
  }
  const [file, ...rest] = positionals;
  if (!file || rest.length > 0) {
    process.stderr.write('Usage: npm run restore -- FILE [--force]\n');
    process.exit(2);
  }
  const started = Date.now();
  const { header, manifest } = await restoreBackup({ file, dataDir: config.dataDir, force: values.force });
  process.stdout.write(
    `Restored ${file} into ${config.dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s): backup of ` +
      `${header.createdAt}, portal ${header.portalVersion}, migration ${header.migration?.tag ?? 'none'}, ` +
      `${manifest.files.count} files. Start the portal (npm start): it replays the backup's WAL and applies ` +
      'any newer migration.\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof RestoreError
      ? `${error.message}\n`
      : `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
