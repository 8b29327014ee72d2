import type { FastifyReply } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import type { UploadData } from '@portal/contract';
import {
  documentExtensions,
  envelopeCodes,
  importExtensions,
  limits,
  resourceExtensions,
  splitFileName,
  videoExtensions,
  translate,
} from '@portal/contract';
import type { AppError } from '../../core/app-error';
import { refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import type { FileExtension } from './content-sniffing';
import { ContentSniffer, fileFormats } from './content-sniffing';
import type { FileStore, OpenedFile, TempFile } from './file-storage';
import { contentDisposition } from '../../core/content-disposition';
import { sendEnvelope } from '../../core/error-handler';
import { rangeOf } from './byte-ranges';
import { systemSettingsOf } from '../system-settings';
import * as repo from './files.repository';
import type { FileRow } from './files.repository';

export type FilePurpose = 'document' | 'import' | 'resource';

/** The extensions each kind of upload accepts. */
export const allowedExtensions: Record<FilePurpose, readonly FileExtension[]> = {
  document: documentExtensions,
  import: importExtensions,
  resource: resourceExtensions,
};

const isVideo = (ext: FileExtension) => (videoExtensions as readonly string[]).includes(ext);

/** The size limits of uploads: 20 MiB, and a larger one for a video of the resource library. */
export interface UploadLimits {
  videoMaxBytes: number;
}
export const defaultUploadLimits: UploadLimits = { videoMaxBytes: 500 * 1024 * 1024 };

/** One part of a multipart body, as the routes hand it over. */
export interface IncomingPart {
  field: string;
  /** The client's file name; undefined for a plain field. */
  filename: string | undefined;
  /** The content of a file part; null for a plain field. */
  stream: AsyncIterable<Buffer> | null;
  /** True when the parser cut the file at the size limit. */
  truncated(): boolean;
}

export const uploadField = 'file';
export const maxDisplayNameLength = 255;

// C0 and C1 controls, and the bidirectional overrides that can disguise an extension ("gnp.exe").
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name reduced to a display name: no directory part (/ or \), no control or
 * direction characters, trimmed, at most 255 characters with the extension kept. Never a path.
 */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = base.replace(unsafeCharacters, '').trim();
  const chars = Array.from(name);
  if (chars.length <= maxDisplayNameLength) return name;
  const dot = name.lastIndexOf('.');
  const suffix = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (suffix.length >= 32) return chars.slice(0, maxDisplayNameLength).join('');
  return chars.slice(0, maxDisplayNameLength - suffix.length).join('') + suffix.join('');
}

/** A file ready to be sent: its headers and the opened file. */
export interface Download {
  file: OpenedFile;
  contentType: string;
  contentDisposition: string;
  /** A strong validator of the content (its quoted SHA-256): a range asked with If-Range needs it. */
  etag: string;
}

/**
 * Streams an opened file as the answer, with its type, size and name, never sniffed by the browser.
 * Called once the caller's rights are checked; a Range header then answers 206 with one part of the
 * file, or 416 (`Content-Range: bytes *\/size`) for a malformed or unsatisfiable one (see rangeOf).
 */
export async function sendDownload(reply: FastifyReply, download: Download): Promise<void> {
  const { file } = download;
  const headers = reply.request.headers;
  // If-Range: a part only of the very content the client has the rest of (strong comparison; no
  // Last-Modified is sent, so a date never matches).
  const ifRange = headers['if-range'];
  const answer = rangeOf(headers.range, file.size, ifRange !== undefined && ifRange !== download.etag);
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', download.etag)
    .header('x-content-type-options', 'nosniff');
  if (answer.kind === 'unsatisfiable') {
    await file.close();
    reply.header('content-range', `bytes */${file.size}`);
    const lang = reply.request.lang;
    void sendEnvelope(
      reply,
      416,
      envelopeCodes.shown,
      translate(lang, 'download.rangeInvalid', { size: file.size }),
      null,
    );
    return;
  }
  const range = answer.kind === 'partial' ? answer.range : undefined;
  const body = await file.read(range);
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', download.contentDisposition);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', file.size);
  }
  void reply.send(body);
}

const MIB = 1024 * 1024;
const mbOf = (bytes: number) => Math.floor(bytes / MIB);

async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of stream) {
    // Read to the end and drop, so the rest of the body can be parsed.
  }
}

export class FilesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStore,
    readonly uploadLimits: UploadLimits = defaultUploadLimits,
  ) {}

  /**
   * The limits in force now: the system settings' (read on each upload through their accessor, so a change
   * applies at once on every process), never above the server's own (the spec's 20 MB, RESOURCE_VIDEO_MAX_MB).
   */
  async currentLimits(): Promise<{ fileMaxBytes: number; videoMaxBytes: number }> {
    const settings = await systemSettingsOf(this.db);
    const within = (mb: number | null, ceiling: number) =>
      mb === null ? ceiling : Math.min(mb * MIB, ceiling);
    return {
      fileMaxBytes: within(settings.uploadMaxMb, limits.uploadMaxBytes),
      videoMaxBytes: within(settings.resourceVideoMaxMb, this.uploadLimits.videoMaxBytes),
    };
  }

  /** The largest file an upload of `purpose` may bring (the parser's limit; the extension decides below). */
  maxBytesOf(purpose: FilePurpose): number {
    return purpose === 'resource'
      ? Math.max(limits.uploadMaxBytes, this.uploadLimits.videoMaxBytes)
      : limits.uploadMaxBytes;
  }

  /** Fails with an ObjectStoreError when the configured store cannot be used (called at start). */
  checkStore(): Promise<void> {
    return this.storage.check();
  }

  /** Clears temp files of uploads a crash interrupted (called at start). */
  sweepTemp(): Promise<number> {
    return this.storage.sweepTemp();
  }

  /**
   * Receives the single `file` part of an upload: its name and extension are checked first, its
   * content is streamed to a temp file (size, sha256 and magic bytes on the way), and only a file
   * that passes every rule is kept under a generated name and recorded. A refused upload leaves
   * nothing on disk.
   */
  async upload(parts: AsyncIterable<IncomingPart>, principal: Principal, purpose: FilePurpose) {
    const extensions = allowedExtensions[purpose];
    let temp: TempFile | null = null;
    let refusal: AppError | null = null;
    let received: { name: string; ext: FileExtension } | null = null;
    const current = await this.currentLimits();
    try {
      for await (const part of parts) {
        if (!part.stream) continue;
        if (part.field !== uploadField || received || refusal) {
          await drain(part.stream);
          continue;
        }
        const name = displayName(part.filename);
        const { stem, ext } = splitFileName(name);
        const fileExt = extensions.find((allowed) => allowed === ext);
        if (!stem.trim()) refusal = refused('upload.nameEmpty');
        else if (fileExt === undefined)
          refusal = refused('upload.formatInvalid', { name, formats: extensions.join(', ') });
        if (refusal || fileExt === undefined) {
          await drain(part.stream);
          continue;
        }
        const sniffer = new ContentSniffer(fileExt);
        const maxBytes = isVideo(fileExt) ? current.videoMaxBytes : current.fileMaxBytes;
        temp = await this.storage.receive(part.stream, (chunk) => sniffer.update(chunk));
        if (part.truncated() || temp.size > maxBytes)
          refusal = refused('upload.sizeInvalid', { name, size: mbOf(maxBytes) });
        else if (temp.size === 0) refusal = refused('upload.fileEmpty', { name });
        else if (!sniffer.matches()) refusal = refused('upload.contentMismatch', { name });
        received = { name, ext: fileExt };
      }
      if (refusal) throw refusal;
      if (!temp || !received) throw refused('upload.fileMissing');
    } catch (error) {
      if (temp) await this.storage.discard(temp.path);
      throw error;
    }
    return this.keep(temp, received.name, received.ext, purpose, principal);
  }

  private async keep(
    temp: TempFile,
    name: string,
    ext: FileExtension,
    purpose: FilePurpose,
    principal: Principal,
  ): Promise<UploadData> {
    const id = randomUUID();
    const storageKey = this.storage.newKey(id);
    await this.storage.keep(temp, storageKey);
    try {
      await repo.insertFile(this.db, {
        id,
        storageKey,
        originalName: name,
        ext,
        size: temp.size,
        contentType: fileFormats[ext].contentType,
        sha256: temp.sha256,
        purpose,
        uploadedBy: principal.userId,
        companyId: principal.companyId,
      });
    } catch (error) {
      await this.storage.remove(storageKey);
      throw error;
    }
    return {
      id,
      docUrl: `/api/doc-upload/download?id=${id}`,
      docExt: ext,
      name,
      size: temp.size,
    };
  }

  /**
   * Opens a stored file for download. Staff may read any file, a partner only its own company's, unless
   * `authorised`: the calling module has already decided that this principal may read it (e.g. a
   * published policy's attachment, uploaded by staff, read by a partner). Every other case (unknown id,
   * another company's file, file gone from the store) is the same "not found".
   */
  async openDownload(
    id: string,
    principal: Principal,
    options: { authorised?: boolean } = {},
  ): Promise<Download> {
    const row = await repo.findFileById(this.db, id);
    if (!row || !(options.authorised || mayRead(row, principal))) throw refused('error.fileNotFound');
    return this.opened(row);
  }

  /** Opens a stored file whose reading the calling module has already allowed (its own rights check). */
  async openFile(id: string): Promise<Download> {
    const row = await repo.findFileById(this.db, id);
    if (!row) throw refused('error.fileNotFound');
    return this.opened(row);
  }

  private async opened(row: FileRow): Promise<Download> {
    const file = await this.storage.open(row.storageKey);
    if (!file) throw refused('error.fileNotFound');
    return {
      file,
      contentType: row.contentType,
      contentDisposition: contentDisposition(row.originalName),
      etag: `"${row.sha256}"`,
    };
  }
}

/**
 * Keeps a file the server made itself (the demo library's PDFs and video) in the store and records it,
 * as an upload of `purpose` by `uploadedBy` (staff). Without a store (the test template's demo data) only the
 * record is written: reading it then answers "file not found".
 */
export async function keepGeneratedFile(
  tx: DbOrTx,
  storage: Pick<FileStore, 'newKey' | 'receive' | 'keep'> | undefined,
  file: { name: string; ext: FileExtension; content: Buffer; purpose: FilePurpose; uploadedBy: number },
): Promise<string> {
  const id = randomUUID();
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  let storageKey = `missing/${id}`;
  if (storage) {
    storageKey = storage.newKey(id);
    const temp = await storage.receive(
      (async function* () {
        yield file.content;
      })(),
      () => {},
    );
    await storage.keep(temp, storageKey);
  }
  await repo.insertFile(tx, {
    id,
    storageKey,
    originalName: file.name,
    ext: file.ext,
    size: file.content.length,
    contentType: fileFormats[file.ext].contentType,
    sha256,
    purpose: file.purpose,
    uploadedBy: file.uploadedBy,
    companyId: null,
  });
  return id;
}

function mayRead(row: FileRow, principal: Principal): boolean {
  if (principal.kind === 'internal') return true;
  return principal.companyId !== null && row.companyId === principal.companyId;
}
