/**
 * Backups of the embedded default (docs/embedded-postgres.md, "Backups"): an online backup taken while
 * several clients write restores into a fresh DATA_DIR, a portal starts on it and finds every write
 * acknowledged before the backup's end, the uploaded files byte for byte and the audit trail intact; a
 * truncated or damaged archive is refused and changes nothing. Embedded database only: skipped when
 * TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../src/db/backup/backup-data-dir';
import type { BackupResult } from '../src/db/backup/create-backup';
import { embeddedUrl, runningPostgres } from '../src/db/backup/create-backup';
import { RestoreError, restoreBackup } from '../src/db/backup/restore-backup';
import type { PortalProcess } from './server-process';
import { api, buildServer, loginAsAdmin, makeDataDir, startPortal, stopAll } from './server-process';

const timeout = 180_000;
const dirs: string[] = [];
const started: { portal: PortalProcess; dataDir: string }[] = [];

function dataDir(): string {
  const dir = makeDataDir();
  dirs.push(dir);
  return dir;
}

async function portalOn(dir: string): Promise<PortalProcess> {
  const portal = await startPortal(dir);
  started.push({ portal, dataDir: dir });
  return portal;
}

async function connect(dir: string): Promise<pg.Client> {
  const running = runningPostgres(dir);
  if (!running) throw new Error(`no PostgreSQL runs on ${dir}`);
  const client = new pg.Client({ connectionString: embeddedUrl(running) });
  await client.connect();
  return client;
}

interface AuditRow {
  id: string;
  entity: string;
  entity_id: string;
  action: string;
  created_at: string;
}

const auditQuery = `SELECT id::text, entity, entity_id, action, created_at::text FROM audit_entries ORDER BY id`;

/** A snapshot of DATA_DIR's entries and the sizes of its files, to see that nothing changed. */
function listing(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return `${path.relative(dir, full)}:${e.isFile() ? fs.statSync(full).size : 'dir'}`;
    })
    .sort();
}

let archive: string;
let backup: BackupResult;

describe.skipIf(Boolean(process.env['TEST_DATABASE_URL']))('backups of the embedded PostgreSQL', () => {
  beforeAll(() => buildServer(), timeout);

  afterAll(async () => {
    for (const { portal, dataDir: dir } of started) await stopAll([portal], dir);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, timeout);

  it(
    'backs up while clients write; a portal on the restored DATA_DIR has every acknowledged write, the files and the audit trail',
    async () => {
      const source = dataDir();
      const portal = await portalOn(source);
      const token = await loginAsAdmin(portal);

      // Uploaded files, in the layout of the files module (files/<yyyy>/<mm>/<id>).
      const files = new Map<string, Buffer>();
      for (let i = 0; i < 5; i++) {
        const name = `files/2026/11/${randomBytes(8).toString('hex')}`;
        const content = randomBytes(1000 + i * 70_000);
        fs.mkdirSync(path.join(source, path.dirname(name)), { recursive: true });
        fs.writeFileSync(path.join(source, name), content);
        files.set(name, content);
      }

      // Writers: three API clients and two database clients (each write an audit entry), until told to stop.
      const acknowledged: { kind: 'api' | 'audit'; key: string; at: number }[] = [];
      let stop = false;
      const apiWriter = async (n: number) => {
        for (let i = 0; !stop; i++) {
          const className = `Backup-${n}-${i}-${randomBytes(3).toString('hex')}`;
          await api(
            portal,
            '/exceptionLog/save',
            { className, errorParam: 'during backup' },
            z.unknown(),
            token,
          );
          acknowledged.push({ kind: 'api', key: className, at: Date.now() });
        }
      };
      const auditWriter = async (n: number) => {
        const client = await connect(source);
        try {
          for (let i = 0; !stop; i++) {
            const key = `probe-${n}-${i}`;
            await client.query(
              `INSERT INTO audit_entries (entity, entity_id, action, comment) VALUES ('clue', $1, 'backup-probe', $2)`,
              [key, randomBytes(200).toString('base64')],
            );
            acknowledged.push({ kind: 'audit', key, at: Date.now() });
          }
        } finally {
          await client.end();
        }
      };
      const writers = [apiWriter(1), apiWriter(2), apiWriter(3), auditWriter(1), auditWriter(2)];
      await new Promise((r) => setTimeout(r, 300));

      archive = path.join(dataDir(), 'portal.tar.gz');
      backup = await backupDataDir({ dataDir: source, file: archive });
      await new Promise((r) => setTimeout(r, 300));
      stop = true;
      await Promise.all(writers);
      const beforeEnd = acknowledged.filter((w) => w.at < backup.consistentAt.getTime());
      expect(beforeEnd.filter((w) => w.kind === 'api').length).toBeGreaterThan(3);
      expect(beforeEnd.filter((w) => w.kind === 'audit').length).toBeGreaterThan(3);
      const sourceDb = await connect(source);
      const sourceAudit = (await sourceDb.query<AuditRow>(auditQuery)).rows;
      await sourceDb.end();

      const target = dataDir();
      const { header } = await restoreBackup({ file: archive, dataDir: target });
      expect(header.migration?.tag).toMatch(/^\d{4}_/);
      const restored = await portalOn(target);

      // Every write acknowledged before the backup's end: the portal's API answers them, its database holds them.
      const apiWrites = beforeEnd.filter((w) => w.kind === 'api');
      const adminToken = await loginAsAdmin(restored);
      const sample = apiWrites.at(-1)!.key;
      const page = await api(
        restored,
        '/exceptionLog/page',
        { keyword: sample },
        z.object({ list: z.array(z.object({ className: z.string().nullable() })) }),
        adminToken,
      );
      expect(page.list.map((e) => e.className)).toEqual([sample]);

      const db = await connect(target);
      const logged = (await db.query<{ class_name: string }>(`SELECT class_name FROM exception_logs`)).rows;
      const found = new Set(logged.map((r) => r.class_name));
      for (const write of apiWrites) expect(found).toContain(write.key);
      const audit = (await db.query<AuditRow>(auditQuery)).rows;
      await db.end();
      const restoredById = new Map(audit.map((row) => [row.id, row]));
      const probes = new Set(audit.filter((r) => r.action === 'backup-probe').map((r) => r.entity_id));
      for (const write of beforeEnd.filter((w) => w.kind === 'audit')) expect(probes).toContain(write.key);
      // The restored trail is the source's up to the backup: every entry identical, none lost between.
      const sourceById = new Map(sourceAudit.map((row) => [row.id, row]));
      for (const row of audit) expect(row).toEqual(sourceById.get(row.id));
      const lastRestored = Math.max(...audit.map((r) => Number(r.id)));
      for (const row of sourceAudit.filter(
        (r) => Number(r.id) <= lastRestored && r.action !== 'backup-probe',
      ))
        expect(restoredById.get(row.id)).toEqual(row);

      for (const [name, content] of files)
        expect(fs.readFileSync(path.join(target, name)).equals(content)).toBe(true);
    },
    timeout,
  );

  it(
    'backs up a DATA_DIR where no portal runs and nothing is written meanwhile (its last WAL segment is the one the backup closed)',
    async () => {
      // A fresh cluster has no WAL segment beyond the current one: after pg_backup_stop's own switch,
      // pg_switch_wal answers the start of a segment that does not exist yet, and holds no record.
      const fresh = dataDir();
      const file = path.join(dataDir(), 'fresh.tar.gz');
      const result = await backupDataDir({ dataDir: fresh, file });
      expect(result.manifest.postgres.lastWal).toBe(result.header.postgres.firstWal);
      expect(runningPostgres(fresh)).toBeNull(); // the PostgreSQL it started is stopped again
      const target = dataDir();
      await restoreBackup({ file, dataDir: target });
      const restored = await portalOn(target);
      expect(await loginAsAdmin(restored)).toBeTruthy();
    },
    timeout,
  );

  it(
    'refuses a truncated or damaged archive, and a DATA_DIR that holds data, changing nothing',
    async () => {
      expect(archive).toBeDefined();
      const bytes = fs.readFileSync(archive);
      const truncated = path.join(dataDir(), 'truncated.tar.gz');
      fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      const damaged = path.join(dataDir(), 'damaged.tar.gz');
      const copy = Buffer.from(bytes);
      for (let i = 0; i < 16; i++) {
        const at = Math.floor(copy.length / 2) + i * 997;
        copy[at] = copy[at]! ^ 0xff;
      }
      fs.writeFileSync(damaged, copy);

      const empty = dataDir();
      for (const file of [truncated, damaged]) {
        const restoring = restoreBackup({ file, dataDir: empty });
        await expect(restoring).rejects.toBeInstanceOf(RestoreError);
        await expect(restoring).rejects.toThrow(/damaged or incomplete/);
        expect(listing(empty)).toEqual([]);
      }

      const holding = dataDir();
      fs.writeFileSync(path.join(holding, 'pg-password'), 'kept');
      const before = listing(holding);
      await expect(restoreBackup({ file: archive, dataDir: holding })).rejects.toThrow(
        /is not empty .* --force/,
      );
      await expect(restoreBackup({ file: damaged, dataDir: holding, force: true })).rejects.toBeInstanceOf(
        RestoreError,
      );
      expect(listing(holding)).toEqual(before);
      expect(fs.readFileSync(path.join(holding, 'pg-password'), 'utf8')).toBe('kept');
    },
    timeout,
  );
});
