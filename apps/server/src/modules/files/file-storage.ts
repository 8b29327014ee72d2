import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { errorCode, expectSystemError } from '../../core/system-errors';

/** An upload written to the temp folder, not yet kept. */
export interface TempFile {
  path: string;
  size: number;
  sha256: string;
}

/** A kept file opened for reading. */
export interface OpenedFile {
  handle: FileHandle;
  size: number;
}

/**
 * Files on local disk under `filesDir` (DATA_DIR/files): uploads stream to `tmp/<random>`, and a
 * kept file is renamed to `<yyyy>/<mm>/<id>`. Every name is generated here; nothing of the client's
 * file name reaches a path.
 */
export class FileStorage {
  private readonly tmpDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
  }

  /**
   * Removes temp files a crash left behind. Only old ones: other processes may share this folder
   * and be writing theirs right now. Answers how many were removed.
   */
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

  /** The storage key (relative path, forward slashes) a new file gets. */
  newKey(id: string, now = new Date()): string {
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${yyyy}/${mm}/${id}`;
  }

  /**
   * Streams `source` to a temp file while computing its size and sha256 and handing each chunk to
   * `inspect`; the file is fsynced before this resolves. On failure nothing is left behind.
   */
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

  /** Removes a temp file; never fails. */
  async discard(tempPath: string): Promise<void> {
    await rm(tempPath, { force: true }).catch(() => {});
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

  /** Removes a kept file; never fails. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch(() => {});
  }

  /** Opens a kept file for reading; null when it is not on disk. */
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
      return { handle, size: stat.size };
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
