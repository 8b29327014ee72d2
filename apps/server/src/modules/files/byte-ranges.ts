import type { ByteRange } from './file-storage';

/** What a download answers to the request's Range header (RFC 9110 §14). */
export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; range: ByteRange }
  /** Malformed, or no byte of it inside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const rangeUnit = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*=(.*)$/;
const rangeSpec = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * Reads a Range header against a file of `size` bytes. One range `a-b`, `a-` or `-n` answers its
 * bytes (an end past the file is cut to it, as the RFC says); a header that is not `unit=…`, or a
 * range spec that is not one of those three shapes or runs backwards, is malformed; a first byte at
 * or past the end, or an empty suffix, is unsatisfiable. The whole file is answered without a Range
 * header, for a unit other than bytes, when an If-Range condition failed (`ifRangeFailed`: the file
 * is not the one the client has part of), and for several ranges (a server may ignore them: no
 * multipart/byteranges here).
 */
export function rangeOf(header: string | undefined, size: number, ifRangeFailed = false): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const unit = rangeUnit.exec(header);
  if (!unit) return { kind: 'unsatisfiable' };
  if (unit[1]!.toLowerCase() !== 'bytes' || ifRangeFailed) return { kind: 'full' };
  const specs = unit[2]!.split(',');
  const ranges: (ByteRange | null)[] = [];
  for (const spec of specs) {
    const match = rangeSpec.exec(spec);
    if (!match) return { kind: 'unsatisfiable' };
    const [, first = '', last = ''] = match;
    if (first === '' && last === '') return { kind: 'unsatisfiable' };
    if (first === '') {
      const length = Number(last);
      ranges.push(length === 0 || size === 0 ? null : { start: Math.max(0, size - length), end: size - 1 });
      continue;
    }
    const start = Number(first);
    const end = last === '' ? size - 1 : Number(last);
    if (end < start) return { kind: 'unsatisfiable' };
    ranges.push(start >= size ? null : { start, end: Math.min(end, size - 1) });
  }
  if (ranges.length > 1) return ranges.some(Boolean) ? { kind: 'full' } : { kind: 'unsatisfiable' };
  const range = ranges[0];
  return range ? { kind: 'partial', range } : { kind: 'unsatisfiable' };
}
