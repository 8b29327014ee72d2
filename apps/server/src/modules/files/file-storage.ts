import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errorCode, expectSystemError } from '../../core/system-errors';

/** An upload written to the temp folder, not yet kept. */
export interface TempFile {
  path: string;
  size: number;
  sha256: string;
}

/** The bytes `start` to `end` of a file, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A kept file opened for reading: its size, then its bytes (all, or one range) once, or nothing. */
export interface OpenedFile {
  size: number;
  /** Streams the whole file, or the bytes of `range`; call it at most once. */
  read(range?: ByteRange): Promise<Readable>;
  /** Releases the file when it is not read after all (an unsatisfiable range). */
  close(): Promise<void>;
}

/**
 * Where kept files live: the local disk (DATA_DIR/files) or an S3-compatible object store. Uploads
 * always stream to a temp file on local disk first (size, hash and content are checked there), and
 * only a file that passes every rule is kept under a key generated here; nothing of the client's file
 * name reaches a key.
 */
export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Fails with an ObjectStoreError when the store cannot be used (checked at start). */
  check(): Promise<void>;
  /** Removes temp files a crash left behind; answers how many. */
  sweepTemp(olderThanMs?: number, now?: number): Promise<number>;
  /** The storage key (forward slashes) a new file gets. */
  newKey(id: string, now?: Date): string;
  /** Streams an upload to a temp file, handing each chunk to `inspect`; on failure nothing is left. */
  receive(source: AsyncIterable<Buffer>, inspect: (chunk: Buffer) => void): Promise<TempFile>;
  /** Removes a temp file; never fails. */
  discard(tempPath: string): Promise<void>;
  /** Keeps a received temp file under `key`, durably; the temp file is gone afterwards, kept or not. */
  keep(temp: TempFile, key: string): Promise<void>;
  /** Removes a kept file; never fails. */
  remove(key: string): Promise<void>;
  /** Opens a kept file for reading; null when the store does not have it. */
  open(key: string): Promise<OpenedFile | null>;
}

/** The configured object store cannot be reached or used: start-up stops with this message. */
export class ObjectStoreError extends Error {}

/**
 * The temp folder (`<root>/tmp/<random>`) every store receives uploads into, with the key scheme
 * `<yyyy>/<mm>/<id>`. Several processes may share the folder.
 */
export abstract class TempFolderStore implements FileStore {
  abstract readonly kind: FileStore['kind'];
  protected readonly tmpDir: string;

  constructor(protected readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
  }

  abstract check(): Promise<void>;
  abstract keep(temp: TempFile, key: string): Promise<void>;
  abstract remove(key: string): Promise<void>;
  abstract open(key: string): Promise<OpenedFile | null>;

  /** Removes only old temp files: other processes may be writing theirs right now. */
  async sweepTemp(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.tmpDir);
    } catch (error) {
      expectSystemError(error, 'ENOENT', 'ENOTDIR');
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const full = path.join(this.tmpDir, name);
      try {
        if (now - (await stat(full)).mtimeMs > olderThanMs) {
          await rm(full, { force: true });
          removed++;
        }
      } catch (error) {
        expectSystemError(error, 'ENOENT'); // gone meanwhile
      }
    }
    return removed;
  }

  newKey(id: string, now = new Date()): string {
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${yyyy}/${mm}/${id}`;
  }

  /** The temp file is fsynced before this resolves, computing size and sha256 on the way. */
  async receive(source: AsyncIterable<Buffer>, inspect: (chunk: Buffer) => void): Promise<TempFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const tempPath = path.join(this.tmpDir, randomBytes(16).toString('hex'));
    const handle = await open(tempPath, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600);
    const hash = createHash('sha256');
    let size = 0;
    try {
      try {
        for await (const chunk of source) {
          size += chunk.length;
          hash.update(chunk);
          inspect(chunk);
          await writeAll(handle, chunk);
        }
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await this.discard(tempPath);
      throw error;
    }
    return { path: tempPath, size, sha256: hash.digest('hex') };
  }

  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true }).catch(() => {});
  }
}

/** Files on local disk under `root` (DATA_DIR/files): a kept file is renamed to `<yyyy>/<mm>/<id>`. */
export class DiskFileStore extends TempFolderStore {
  readonly kind = 'disk';

  /** The folder is made when the first file is kept. */
  check(): Promise<void> {
    return Promise.resolve();
  }

  /** Moves a received temp file to its storage key, durably (the directory entry is synced too). */
  async keep(temp: TempFile, key: string): Promise<void> {
    const target = this.pathOf(key);
    const dir = path.dirname(target);
    try {
      await mkdir(dir, { recursive: true });
      await rename(temp.path, target);
    } catch (error) {
      await this.discard(temp.path);
      throw error;
    }
    await syncDirectory(dir);
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch(() => {});
  }

  async open(key: string): Promise<OpenedFile | null> {
    let handle: FileHandle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return {
        size: stat.size,
        // The stream closes the handle when it ends or is destroyed (a client that goes away).
        read: (range) => Promise.resolve(handle.createReadStream(range ?? {})),
        close: () => handle.close().catch(() => {}),
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The absolute path of a storage key; a key that would leave the root is refused. */
  pathOf(key: string): string {
    const target = path.resolve(this.root, ...key.split('/'));
    if (!target.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Storage key outside the files folder: ${key}`);
    }
    return target;
  }
}

async function writeAll(handle: FileHandle, buffer: Buffer): Promise<void> {
  let offset = 0;
  while (offset < buffer.length) {
    const { bytesWritten } = await handle.write(buffer, offset, buffer.length - offset);
    offset += bytesWritten;
  }
}

function isMissing(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** fsync of a directory makes a rename durable on Linux; platforms that cannot do it are skipped. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    // Not supported here (Windows): the file itself was already synced.
    expectSystemError(error, 'EISDIR', 'EINVAL', 'EPERM', 'EACCES', 'ENOTSUP');
  } finally {
    await handle?.close().catch(() => {});
  }
}
