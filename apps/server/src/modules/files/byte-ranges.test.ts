import { describe, expect, it } from 'vitest';
import { rangeOf } from './byte-ranges';

const partial = (start: number, end: number) => ({ kind: 'partial', range: { start, end } });
const full = { kind: 'full' };
const unsatisfiable = { kind: 'unsatisfiable' };

describe('rangeOf', () => {
  it.each([
    ['bytes=0-0', partial(0, 0)],
    ['bytes=2-5', partial(2, 5)],
    ['bytes=0-99', partial(0, 99)],
    ['bytes=10-', partial(10, 99)],
    ['bytes=-10', partial(90, 99)],
    ['bytes=90-200', partial(90, 99)],
    ['bytes=-500', partial(0, 99)],
    ['Bytes = 5 - 7', partial(5, 7)],
    [`bytes=0-${'9'.repeat(40)}`, partial(0, 99)],
  ])('%s of 100 bytes is one part', (header, answer) => {
    expect(rangeOf(header, 100)).toEqual(answer);
  });

  it.each([
    'bytes=100-',
    'bytes=100-200',
    'bytes=-0',
    `bytes=${'9'.repeat(40)}-`,
    'bytes=5-2',
    'bytes=-',
    'bytes=',
    'bytes=a-b',
    'bytes=1-2-3',
    'bytes=0x10-20',
    'bytes=-1-',
    'bytes=+1-2',
    'bytes=1.5-2',
    'garbage',
    '=0-1',
    'bytes=0-1,',
    'bytes=100-110,200-',
  ])('%s of 100 bytes is malformed or past the end', (header) => {
    expect(rangeOf(header, 100)).toEqual(unsatisfiable);
  });

  it('answers the whole file without a Range, for another unit, several ranges or a failed If-Range', () => {
    expect(rangeOf(undefined, 100)).toEqual(full);
    expect(rangeOf('items=0-5', 100)).toEqual(full);
    expect(rangeOf('bytes=0-1,5-6', 100)).toEqual(full);
    expect(rangeOf('bytes=0-1,500-600', 100)).toEqual(full);
    expect(rangeOf('bytes=0-1', 100, true)).toEqual(full);
  });

  it('has no byte to give of an empty file', () => {
    expect(rangeOf('bytes=0-', 0)).toEqual(unsatisfiable);
    expect(rangeOf('bytes=-5', 0)).toEqual(unsatisfiable);
    expect(rangeOf(undefined, 0)).toEqual(full);
  });
});
