/**
 * Restores a backup archive (backup-format.ts) into a DATA_DIR. The archive is read once, into a staging
 * folder inside DATA_DIR, checking as it goes: the header's format and migration (not newer than this
 * code, which migrates it at the next start), every entry's size and SHA-256 against the manifest at the
 * end, and gzip's own length and CRC. Only an archive that passes every check is moved into place; on any
 * failure the staging folder is removed and DATA_DIR is as it was.
 */
import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { errorCode } from '../../core/system-errors';
import { ensurePostgresUser, isAlive } from '../postgres-processes';
import type { BackupHeader, Manifest } from './backup-format';
import {
  backupHeaderSchema,
  formatName,
  headerName,
  manifestName,
  manifestSchema,
  migrationProblem,
} from './backup-format';
import { runningPostgres } from './create-backup';

/** A refusal with a message for the person restoring; nothing has been changed. */
export class RestoreError extends Error {}

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Replace what DATA_DIR holds (only after the archive has passed every check). */
  force?: boolean;
}

export interface RestoreResult {
  header: BackupHeader;
  manifest: Manifest;
}

function portalRunning(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8').trim());
    return pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Entry names are ours, but an archive is input: only plain relative names under known roots. */
function safeName(name: string): string {
  const clean = name.replace(/\/+$/, '');
  const parts = clean.split('/');
  const roots = ['pg', 'files', 'pg-password', headerName, manifestName];
  if (
    !roots.includes(parts[0]!) ||
    parts.some((p) => p === '' || p === '.' || p === '..') ||
    path.isAbsolute(clean)
  )
    throw new RestoreError(`The archive holds an unexpected entry "${name}"; it is not a portal backup.`);
  return clean;
}

/** tar-stream yields its entries' content as Buffers. */
function asBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  throw new Error('tar-stream yielded a chunk that is not a Buffer');
}

function damaged(file: string, detail: string): RestoreError {
  return new RestoreError(`The archive ${file} is damaged or incomplete (${detail}). Nothing was restored.`);
}

/** Reads, checks and unpacks the archive into `staging`; throws a RestoreError on anything wrong. */
async function unpack(file: string, staging: string): Promise<RestoreResult> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  reading.catch(() => {}); // its error reaches the loop below through `extract`
  try {
    for await (const entry of extract) {
      const name = safeName(entry.header.name);
      if (manifest) throw damaged(file, `an entry after the manifest: ${name}`);
      if (!header && name !== headerName) throw new RestoreError(`${file} is not a portal backup archive.`);
      if (entry.header.type === 'directory') {
        fs.mkdirSync(path.join(staging, name), { recursive: true, mode: 0o700 });
        fs.chmodSync(path.join(staging, name), (entry.header.mode ?? 0o700) & 0o7777);
        entry.resume();
        continue;
      }
      if (entry.header.type !== 'file') throw damaged(file, `an entry of type ${entry.header.type}`);
      if (name === headerName || name === manifestName) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(asBuffer(chunk));
        const content = Buffer.concat(chunks);
        let json: unknown;
        try {
          json = JSON.parse(content.toString('utf8'));
        } catch {
          throw damaged(file, `${name} is not readable`);
        }
        if (name === headerName) {
          const parsed = backupHeaderSchema.safeParse(json);
          if (!parsed.success) {
            const format = z
              .object({ format: z.unknown(), formatVersion: z.unknown() })
              .partial()
              .safeParse(json);
            throw new RestoreError(
              format.success && format.data.format === formatName
                ? `${file} is a portal backup of format ${String(format.data.formatVersion)}, which this portal cannot read.`
                : `${file} is not a portal backup archive.`,
            );
          }
          header = parsed.data;
          const problem = migrationProblem(header.migration);
          if (problem) throw new RestoreError(`${problem} Nothing was restored.`);
          seen.set(name, {
            size: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
          });
        } else {
          const parsed = manifestSchema.safeParse(json);
          if (!parsed.success) throw damaged(file, 'the manifest is not readable');
          manifest = parsed.data;
        }
        continue;
      }
      const target = path.join(staging, name);
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      const hash = createHash('sha256');
      let size = 0;
      const out = await fs.promises.open(target, 'w', (entry.header.mode ?? 0o600) & 0o7777);
      try {
        for await (const data of entry) {
          const chunk = asBuffer(data);
          hash.update(chunk);
          size += chunk.length;
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      seen.set(name, { size, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    const code = errorCode(error);
    if (code === 'Z_BUF_ERROR' || (error instanceof Error && /unexpected end/i.test(error.message)))
      throw damaged(file, 'it ends early: the file is truncated');
    if (code?.startsWith('Z_') || (error instanceof Error && /tar|header|invalid/i.test(error.message)))
      throw damaged(file, error instanceof Error ? error.message : String(error));
    throw error;
  }
  if (!header) throw new RestoreError(`${file} is empty or not a portal backup archive.`);
  if (!manifest) throw damaged(file, 'it has no manifest: the file is truncated');
  for (const expected of manifest.entries) {
    const got = seen.get(expected.name);
    if (!got) throw damaged(file, `${expected.name} is missing`);
    if (got.size !== expected.size || got.sha256 !== expected.sha256)
      throw damaged(file, `the checksum of ${expected.name} does not match`);
  }
  if (seen.size !== manifest.entries.length)
    throw damaged(file, 'it holds entries its manifest does not list');
  return { header, manifest };
}

/** As root, PostgreSQL runs as `postgres` (embedded-postgres.ts): the restored cluster must be its. */
function giveClusterToPostgres(pgDir: string): void {
  if (os.userInfo().uid !== 0) return;
  ensurePostgresUser();
  execFileSync('chown', ['-R', 'postgres:postgres', pgDir]);
}

/** Restores `file` into `dataDir`: see the top of this file. */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new RestoreError(`There is no archive ${file}.`);
  const running = portalRunning(dataDir);
  if (running || runningPostgres(dataDir))
    throw new RestoreError(
      `A portal${running ? ` (process ${running})` : ''} is running on DATA_DIR ${dataDir}. Stop it first.`,
    );
  const existed = fs.existsSync(dataDir);
  const before = existed ? fs.readdirSync(dataDir) : [];
  if (before.length > 0 && !options.force)
    throw new RestoreError(
      `DATA_DIR ${dataDir} is not empty (it holds ${before.join(', ')}). Restore into an empty DATA_DIR, ` +
        'or pass --force to replace what it holds with the archive.',
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restore-${randomBytes(4).toString('hex')}`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const result = await unpack(file, staging);
    for (const name of before) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of fs.readdirSync(staging))
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    fs.rmdirSync(staging);
    fs.chmodSync(path.join(dataDir, 'pg'), 0o700);
    giveClusterToPostgres(path.join(dataDir, 'pg'));
    return result;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!existed) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
