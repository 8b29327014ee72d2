/**
 * `npm run backup [-- --out FILE]`: an online backup of the portal's embedded PostgreSQL and uploaded files
 * of DATA_DIR, into BACKUP_DIR (or FILE), while the portal runs and people work. docs/embedded-postgres.md.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { backupDataDir } from '../src/db/backup/backup-data-dir';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(
      "DATABASE_URL is set: the portal runs on your PostgreSQL server, and backing it up is that server's " +
        'business (pg_dump or pg_basebackup, with the files). See docs/running-on-postgresql.md, "Backups".\n',
    );
    process.exit(2);
  }
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let last = 0;
  const result = await backupDataDir({
    dataDir: config.dataDir,
    file: values.out,
    dir: config.backups.dir,
    onProgress: ({ done, total, phase }) => {
      if (!tty || Date.now() - last < 200) return;
      last = Date.now();
      const percent = total ? Math.min(100, Math.floor((done / total) * 100)) : 100;
      process.stderr.write(`\rBacking up ${config.dataDir}: ${percent}% of ${mb(total)} (${phase})   `);
    },
  });
  if (tty) process.stderr.write('\n');
  process.stdout.write(
    `Backup written: ${result.file} (${mb(result.bytes)}, ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
      `migration ${result.header.migration?.tag ?? 'none'}, ${result.manifest.files.count} files)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`\nBackup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
