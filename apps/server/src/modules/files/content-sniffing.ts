import { TextDecoder } from 'node:util';
import type { documentExtensions, videoExtensions } from '@portal/contract';

/** An extension the portal accepts (upper case, as the contract lists them). */
export type FileExtension = (typeof documentExtensions)[number] | (typeof videoExtensions)[number];

const bytes = (...values: number[]) => Buffer.from(values);
const ascii = (text: string) => Buffer.from(text, 'latin1');

const jpeg = [bytes(0xff, 0xd8, 0xff)];
const zip = [ascii('PK\x03\x04')];
const ole = [bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)];

interface FileFormat {
  contentType: string;
  /** Magic bytes one of which the content must start with; null for UTF-8 text. */
  signatures: Buffer[] | null;
  /** Where the magic bytes stand (MP4's 'ftyp' box name follows its 4-byte size); 0 by default. */
  offset?: number;
}

/** What each accepted extension must contain, and the content type it is served with. */
export const fileFormats: Record<FileExtension, FileFormat> = {
  JPG: { contentType: 'image/jpeg', signatures: jpeg },
  JPEG: { contentType: 'image/jpeg', signatures: jpeg },
  PNG: { contentType: 'image/png', signatures: [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)] },
  GIF: { contentType: 'image/gif', signatures: [ascii('GIF87a'), ascii('GIF89a')] },
  PDF: { contentType: 'application/pdf', signatures: [ascii('%PDF-')] },
  DOC: { contentType: 'application/msword', signatures: ole },
  DOCX: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signatures: zip,
  },
  XLS: { contentType: 'application/vnd.ms-excel', signatures: ole },
  XLSX: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signatures: zip,
  },
  PPT: { contentType: 'application/vnd.ms-powerpoint', signatures: ole },
  PPTX: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    signatures: zip,
  },
  TXT: { contentType: 'text/plain; charset=utf-8', signatures: null },
  CSV: { contentType: 'text/csv; charset=utf-8', signatures: null },
  ZIP: { contentType: 'application/zip', signatures: zip },
  // An ISO base media file starts with its 'ftyp' box; WebM is an EBML document.
  MP4: { contentType: 'video/mp4', signatures: [ascii('ftyp')], offset: 4 },
  WEBM: { contentType: 'video/webm', signatures: [bytes(0x1a, 0x45, 0xdf, 0xa3)] },
};

const longestSignature = Math.max(
  ...Object.values(fileFormats).flatMap((f) => (f.signatures ?? []).map((s) => (f.offset ?? 0) + s.length)),
);

export function isFileExtension(ext: string): ext is FileExtension {
  return Object.hasOwn(fileFormats, ext);
}

/** Does this beginning of a file carry one of the format's magic numbers? */
export function startsWithSignature(ext: FileExtension, head: Buffer): boolean {
  const { signatures, offset = 0 } = fileFormats[ext];
  if (!signatures) return false;
  return signatures.some(
    (s) => head.length >= offset + s.length && head.subarray(offset, offset + s.length).equals(s),
  );
}

/**
 * Checks, chunk by chunk, that content matches its extension: the magic bytes at the start for
 * binary formats; valid UTF-8 without NUL bytes for text formats. Never holds more than a few bytes.
 */
export class ContentSniffer {
  private head = Buffer.alloc(0);
  private readonly decoder: TextDecoder | null;
  private textValid = true;

  constructor(private readonly ext: FileExtension) {
    this.decoder = fileFormats[ext].signatures ? null : new TextDecoder('utf-8', { fatal: true });
  }

  update(chunk: Buffer): void {
    if (this.head.length < longestSignature) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, longestSignature - this.head.length)]);
    }
    if (this.decoder && this.textValid) {
      if (chunk.includes(0)) {
        this.textValid = false;
        return;
      }
      try {
        this.decoder.decode(chunk, { stream: true });
      } catch (error) {
        // A fatal decoder throws a TypeError on bytes that are not valid text.
        if (!(error instanceof TypeError)) throw error;
        this.textValid = false;
      }
    }
  }

  /** Call once, after the last chunk. */
  matches(): boolean {
    if (!this.decoder) return startsWithSignature(this.ext, this.head);
    if (!this.textValid) return false;
    try {
      this.decoder.decode();
      return true;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return false;
    }
  }
}

/** Convenience for a whole buffer (tests, small inputs). */
export function contentMatches(ext: FileExtension, content: Buffer): boolean {
  const sniffer = new ContentSniffer(ext);
  sniffer.update(content);
  return sniffer.matches();
}
