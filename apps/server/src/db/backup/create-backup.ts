/**
 * An online backup of the embedded PostgreSQL of a DATA_DIR and its uploaded files, while the portal runs
 * and people write: PostgreSQL's low-level base-backup API ("Making a Base Backup Using the Low Level
 * API" in its manual). In one session held open for the whole backup:
 *
 * 1. a temporary physical replication slot reserves the WAL from now on, so no checkpoint removes a
 *    segment the backup needs (the slot goes when the session ends);
 * 2. `pg_backup_start(label, fast => true)` checkpoints and answers the start LSN;
 * 3. the data directory is copied while PostgreSQL keeps writing (files that change meanwhile are made
 *    consistent by replaying the WAL; the files the manual says to leave out are left out);
 * 4. `pg_backup_stop()` answers the `backup_label` and `tablespace_map`, written into the archive as
 *    they are; a WAL switch then closes the segment that holds every commit acknowledged until then;
 * 5. the WAL segments from the start segment to that one go into `pg/pg_wal/`.
 *
 * The archive is then a data directory that PostgreSQL starts from by crash recovery from the label's
 * checkpoint to the end of the copied WAL, as it starts from a `pg_basebackup -X stream` copy. The
 * uploaded files are copied after the database, so every file a backed-up row names is there.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { expectSystemError } from '../../core/system-errors';
import { isAlive } from '../postgres-processes';
import type { BackupHeader, Manifest, MigrationInfo } from './backup-format';
import {
  backupHeaderSchema,
  codeMigrations,
  formatName,
  formatVersion,
  headerName,
  manifestName,
  portalVersion,
} from './backup-format';

/** Where the PostgreSQL of a DATA_DIR listens, read from its postmaster.pid, with its password. */
export interface RunningPostgres {
  port: number;
  password: string;
}

/** The running PostgreSQL of `dataDir`, or null when none runs there. */
export function runningPostgres(dataDir: string): RunningPostgres | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  } catch (error) {
    expectSystemError(error, 'ENOENT');
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return null;
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return { port, password };
}

export function embeddedUrl({ port, password }: RunningPostgres, database = 'portal'): string {
  return `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export interface BackupProgress {
  done: number;
  total: number;
  phase: 'database' | 'wal' | 'files';
}

export interface CreateBackupOptions {
  dataDir: string;
  /** The archive to write; written as `<file>.partial` and renamed when complete. */
  file: string;
  /** gzip level, 1 (fastest) to 9 (smallest); 3 by default. */
  level?: number;
  onProgress?: (progress: BackupProgress) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  header: BackupHeader;
  manifest: Manifest;
  /** Every write acknowledged before this moment is in the archive. */
  consistentAt: Date;
}

/** SizeOfXLogLongPHD: the header of a WAL segment's first page, before its first record. */
const longPageHeaderSize = 40;

/** What the manual says to leave out: contents of these directories (the directories stay). */
const emptiedDirs = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);
/** ...and these files, wherever they are. */
const skippedFiles = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'pg_internal.init',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'tablespace_map.old',
]);

interface Item {
  name: string;
  source: string;
  size: number;
  mode: number;
  mtime: Date;
  dir: boolean;
}

/** Walks a directory for the archive (names under `prefix`), leaving out what `skip` says. */
function listTree(root: string, prefix: string, skip: (relative: string, dir: boolean) => boolean): Item[] {
  const items: Item[] = [];
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      expectSystemError(error, 'ENOENT'); // dropped meanwhile
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      const source = path.join(root, rel);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(source);
      } catch (error) {
        expectSystemError(error, 'ENOENT');
        continue;
      }
      const dir = stat.isDirectory();
      if (!dir && !stat.isFile()) continue; // sockets, links: the embedded cluster has no tablespaces
      if (skip(rel, dir)) continue;
      items.push({
        name: `${prefix}/${rel}`,
        source,
        size: dir ? 0 : stat.size,
        mode: stat.mode & 0o7777,
        mtime: stat.mtime,
        dir,
      });
      if (dir) walk(rel);
    }
  };
  walk('');
  return items;
}

function skipInCluster(relative: string, dir: boolean): boolean {
  const parts = relative.split('/');
  const name = parts.at(-1)!;
  if (parts.length > 1 && emptiedDirs.has(parts[0]!)) return true;
  if (name.startsWith('pgsql_tmp')) return true;
  return !dir && skippedFiles.has(name);
}

/** Writes entries into a tar stream, keeping each one's size and SHA-256 for the manifest. */
class ArchiveWriter {
  readonly pack = tar.pack();
  readonly manifest: Manifest = { postgres: { stopLsn: '', lastWal: '' }, files: { count: 0 }, entries: [] };

  private entry(
    header: Parameters<tar.Pack['entry']>[0],
  ): Promise<void> & { stream: ReturnType<tar.Pack['entry']> } {
    let stream!: ReturnType<tar.Pack['entry']>;
    const done = new Promise<void>((resolve, reject) => {
      stream = this.pack.entry(header, (error) => (error ? reject(error) : resolve()));
    });
    return Object.assign(done, { stream });
  }

  async directory(name: string, mode: number, mtime: Date): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name, type: 'directory', mode, mtime }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  async buffer(name: string, content: Buffer, mode = 0o600): Promise<void> {
    this.manifest.entries.push({ name, size: content.length, sha256: sha256(content) });
    await new Promise<void>((resolve, reject) =>
      this.pack.entry({ name, size: content.length, mode, mtime: new Date() }, content, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  /**
   * Copies `size` bytes of a file that may change meanwhile: a file gone is left out, one that shrank is
   * padded with zeros (PostgreSQL's WAL replay rewrites such a file; pg_basebackup does the same).
   */
  async file(item: Item, onBytes: (n: number) => void): Promise<void> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(item.source, 'r');
    } catch (error) {
      expectSystemError(error, 'ENOENT');
      onBytes(item.size);
      return;
    }
    const hash = createHash('sha256');
    const entry = this.entry({ name: item.name, size: item.size, mode: item.mode, mtime: item.mtime });
    try {
      let left = item.size;
      while (left > 0) {
        const chunk = Buffer.alloc(Math.min(left, 1 << 20));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, item.size - left);
        const part = bytesRead === 0 ? chunk : chunk.subarray(0, bytesRead); // zeros when it shrank
        hash.update(part);
        left -= part.length;
        onBytes(part.length);
        if (!entry.stream.write(part))
          await new Promise((r) => entry.stream.once('drain', () => r(undefined)));
      }
      entry.stream.end(Buffer.alloc(0));
      await entry;
    } finally {
      await handle.close();
    }
    this.manifest.entries.push({ name: item.name, size: item.size, sha256: hash.digest('hex') });
  }
}

function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

async function appliedMigration(client: pg.Client): Promise<MigrationInfo | null> {
  const table = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!table.rows[0]?.exists) return null;
  const { rows } = await client.query<{ created_at: string; count: number }>(
    `SELECT max(created_at)::text AS created_at, count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  );
  const row = rows[0];
  if (!row || row.count === 0 || row.created_at === null) return null;
  const createdAt = Number(row.created_at);
  return {
    tag: codeMigrations().find((m) => m.when === createdAt)?.tag ?? null,
    createdAt,
    count: row.count,
  };
}

/**
 * Backs up the running embedded PostgreSQL of `dataDir` (`connection`) and `dataDir/files` into one
 * archive. The session below holds the backup open; if anything fails, the partial file is removed and
 * the session's end aborts the backup on the server.
 */
export async function createBackup(
  connection: RunningPostgres,
  options: CreateBackupOptions,
): Promise<BackupResult> {
  const { dataDir, file } = options;
  const pgDir = path.join(dataDir, 'pg');
  const filesDir = path.join(dataDir, 'files');
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const client = new pg.Client({
    connectionString: embeddedUrl(connection),
    application_name: 'portal-backup',
  });
  await client.connect();
  const writer = new ArchiveWriter();
  const output = fs.createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(writer.pack, zlib.createGzip({ level: options.level ?? 3 }), output);
  written.catch(() => {}); // awaited below; an early failure must not be unhandled meanwhile
  try {
    const serverVersion = (await client.query<{ v: string }>(`SELECT current_setting('server_version') AS v`))
      .rows[0]!.v;
    const migration = await appliedMigration(client);
    const slot = `portal_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
    await client.query(`SELECT pg_create_physical_replication_slot($1, true, true)`, [slot]);
    const label = `portal backup ${new Date().toISOString()}`;
    const start = await client.query<{ lsn: string; wal: string }>(
      `SELECT lsn::text, pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, fast => true) AS lsn`,
      [label],
    );
    const { lsn: startLsn, wal: firstWal } = start.rows[0]!;

    const clusterItems = listTree(pgDir, 'pg', skipInCluster);
    const fileItems = listTree(filesDir, 'files', (rel) => rel === 'tmp' || rel.startsWith('tmp/'));
    const total = [...clusterItems, ...fileItems].reduce((sum, i) => sum + i.size, 0);
    let done = 0;
    const progress = (phase: BackupProgress['phase']) => (n: number) => {
      done += n;
      options.onProgress?.({ done, total, phase });
    };

    // The header first: a restore checks it before reading anything else.
    const header = backupHeaderSchema.parse({
      format: formatName,
      formatVersion,
      portalVersion: portalVersion(),
      createdAt: new Date().toISOString(),
      migration,
      postgres: { serverVersion, startLsn, firstWal },
      files: { storage: 'local' },
    } satisfies BackupHeader);
    await writer.buffer(headerName, Buffer.from(JSON.stringify(header, null, 2)));
    const clusterRoot = fs.statSync(pgDir);
    await writer.directory('pg', clusterRoot.mode & 0o7777, clusterRoot.mtime);
    for (const item of clusterItems) {
      if (item.dir) await writer.directory(item.name, item.mode, item.mtime);
      else await writer.file(item, progress('database'));
    }

    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      `SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => false)`,
    );
    const stopRow = stop.rows[0]!;
    await writer.buffer('pg/backup_label', Buffer.from(stopRow.labelfile, 'utf8'));
    if (stopRow.spcmapfile) await writer.buffer('pg/tablespace_map', Buffer.from(stopRow.spcmapfile, 'utf8'));

    // Everything acknowledged before the switch is in a segment up to the one it closes. The switch answers
    // the end of that segment (+1), which is the start of the next one; when nothing was written since
    // pg_backup_stop's own switch it does nothing and answers where the next record would go, at most
    // past the next segment's page header. Either way that next segment holds no record yet (its file may
    // not exist): the last one needed is the one before it.
    const consistentAt = new Date();
    const switched = await client.query<{ wal: string }>(
      `WITH s AS (SELECT GREATEST(pg_switch_wal(), $1::pg_lsn) AS lsn),
            o AS (SELECT lsn, (lsn - '0/0'::pg_lsn) % (SELECT setting::numeric FROM pg_settings
                    WHERE name = 'wal_segment_size') AS offset_in_segment FROM s)
       SELECT pg_walfile_name(CASE WHEN offset_in_segment <= $2 THEN lsn - offset_in_segment - 1 ELSE lsn END) AS wal
       FROM o`,
      [stopRow.lsn, longPageHeaderSize],
    );
    const lastWal = switched.rows[0]!.wal;
    const walDir = path.join(pgDir, 'pg_wal');
    const timeline = firstWal.slice(0, 8);
    const walItems = fs
      .readdirSync(walDir)
      .filter(
        (name) =>
          (/^[0-9A-F]{24}$/.test(name) &&
            name.slice(0, 8) === timeline &&
            name >= firstWal &&
            name <= lastWal) ||
          /^[0-9A-F]{8}\.history$/.test(name),
      )
      .sort();
    const walDirs = fs
      .readdirSync(walDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    for (const name of walDirs) await writer.directory(`pg/pg_wal/${name}`, 0o700, new Date());
    for (const name of walItems) {
      const source = path.join(walDir, name);
      const stat = fs.statSync(source);
      await writer.file(
        {
          name: `pg/pg_wal/${name}`,
          source,
          size: stat.size,
          mode: stat.mode & 0o7777,
          mtime: stat.mtime,
          dir: false,
        },
        progress('wal'),
      );
    }
    if (!walItems.includes(lastWal)) throw new Error(`The WAL segment ${lastWal} is missing from ${walDir}`);
    await client.end().catch(() => {});

    await writer.buffer('pg-password', fs.readFileSync(path.join(dataDir, 'pg-password')));
    let fileCount = 0;
    for (const item of fileItems) {
      if (item.dir) await writer.directory(item.name, item.mode, item.mtime);
      else {
        fileCount++;
        await writer.file(item, progress('files'));
      }
    }

    writer.manifest.postgres = { stopLsn: stopRow.lsn, lastWal };
    writer.manifest.files = { count: fileCount };
    await writer.buffer(manifestName, Buffer.from(JSON.stringify(writer.manifest)));
    writer.pack.finalize();
    await written;
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, header, manifest: writer.manifest, consistentAt };
  } catch (error) {
    writer.pack.destroy(error instanceof Error ? error : new Error(String(error)));
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
