import { documentExtensions } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { FileExtension } from './content-sniffing';
import { ContentSniffer, contentMatches, fileFormats, isFileExtension } from './content-sniffing';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const gif87 = Buffer.from('GIF87a\x01\x00', 'latin1');
const gif89 = Buffer.from('GIF89a\x01\x00', 'latin1');
const pdf = Buffer.from('%PDF-1.7\n');
const zip = Buffer.from('PK\x03\x04\x14\x00', 'latin1');
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const text = Buffer.from('name,amount\n报价,12\n견적,3\n');
const mp4 = Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x02\x00', 'latin1');
const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

const samples: Record<FileExtension, Buffer> = {
  JPG: jpeg,
  JPEG: jpeg,
  PNG: png,
  GIF: gif89,
  PDF: pdf,
  DOC: ole,
  DOCX: zip,
  XLS: ole,
  XLSX: zip,
  PPT: ole,
  PPTX: zip,
  TXT: text,
  CSV: text,
  ZIP: zip,
  MP4: mp4,
  WEBM: webm,
};

describe('content sniffing', () => {
  it('finds a video by its content: MP4 by its ftyp box at byte 4, WebM by its EBML magic', () => {
    expect(contentMatches('MP4', mp4)).toBe(true);
    expect(contentMatches('WEBM', webm)).toBe(true);
    expect(contentMatches('MP4', webm)).toBe(false);
    expect(contentMatches('WEBM', mp4)).toBe(false);
    expect(contentMatches('MP4', Buffer.from('ftypisom', 'latin1'))).toBe(false);
  });

  it('knows every extension the contract accepts', () => {
    for (const ext of documentExtensions) expect(isFileExtension(ext)).toBe(true);
    expect(isFileExtension('EXE')).toBe(false);
    expect(isFileExtension('png')).toBe(false);
    expect(isFileExtension('constructor')).toBe(false);
  });

  it.each(documentExtensions)('accepts real %s content', (ext) => {
    expect(contentMatches(ext, samples[ext])).toBe(true);
  });

  it('accepts both GIF versions', () => {
    expect(contentMatches('GIF', gif87)).toBe(true);
    expect(contentMatches('GIF', Buffer.from('GIF88a', 'latin1'))).toBe(false);
  });

  it.each([
    ['PNG', jpeg],
    ['JPG', png],
    ['PDF', Buffer.from('<?php system($_GET["c"]); ?>')],
    ['PNG', Buffer.from('<?php echo 1; ?>')],
    ['DOCX', ole],
    ['DOC', zip],
    ['ZIP', Buffer.from('MZ\x90\x00', 'latin1')],
    ['GIF', Buffer.from('GIF8', 'latin1')],
  ] as const)('refuses %s with other content', (ext, content) => {
    expect(contentMatches(ext, content)).toBe(false);
  });

  it('refuses a signature that is only partly there', () => {
    expect(contentMatches('PNG', png.subarray(0, 7))).toBe(false);
    expect(contentMatches('PDF', Buffer.from('%PDF'))).toBe(false);
  });

  it('refuses text with a NUL byte or invalid UTF-8', () => {
    expect(contentMatches('TXT', Buffer.from('abc\0def'))).toBe(false);
    expect(contentMatches('CSV', Buffer.from([0x61, 0xff, 0x62]))).toBe(false);
    expect(contentMatches('TXT', Buffer.from([0xc3]))).toBe(false); // cut in the middle of a character
    expect(contentMatches('TXT', Buffer.from('\ufeffwith BOM'))).toBe(true);
    expect(contentMatches('TXT', png)).toBe(false);
  });

  it('checks text split at any byte across chunks', () => {
    const content = Buffer.from('한국어 中文 text');
    for (let cut = 0; cut <= content.length; cut++) {
      const sniffer = new ContentSniffer('TXT');
      sniffer.update(content.subarray(0, cut));
      sniffer.update(content.subarray(cut));
      expect(sniffer.matches()).toBe(true);
    }
  });

  it('finds a signature split across chunks', () => {
    const sniffer = new ContentSniffer('PNG');
    for (const byte of png) sniffer.update(Buffer.from([byte]));
    expect(sniffer.matches()).toBe(true);
  });

  it('finds a NUL byte in a later chunk', () => {
    const sniffer = new ContentSniffer('CSV');
    sniffer.update(Buffer.from('a,b\n'));
    sniffer.update(Buffer.from('c,\0\n'));
    expect(sniffer.matches()).toBe(false);
  });

  it('serves text with a charset and images with their own type', () => {
    expect(fileFormats.TXT.contentType).toBe('text/plain; charset=utf-8');
    expect(fileFormats.CSV.contentType).toBe('text/csv; charset=utf-8');
    expect(fileFormats.JPG.contentType).toBe('image/jpeg');
    expect(fileFormats.XLSX.contentType).toContain('spreadsheetml');
  });
});
