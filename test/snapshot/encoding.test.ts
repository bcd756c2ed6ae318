/**
 * The hash-free pieces of the object encoding: the blob header written in place, and the
 * string shortcut of UTF-8 byte order, which must never differ from comparing the bytes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blobHeader,
  blobHeaderLength,
  compareBytes,
  sortByUtf8,
  writeBlobHeader,
} from '../../src/core/snapshot/encoding.js';

const utf8 = new TextEncoder();

describe('blob header', () => {
  it('written in place equals the allocated one, and the length is known before', () => {
    for (const length of [0, 7, 4096, 9 * 1024 * 1024 + 7, Number.MAX_SAFE_INTEGER]) {
      const target = new Uint8Array(40).fill(0xff);
      const written = writeBlobHeader(target, length);
      expect(written).toBe(blobHeaderLength(length));
      expect(target.subarray(0, written)).toEqual(blobHeader(length));
      expect(Buffer.from(blobHeader(length)).toString('latin1')).toBe(`blob ${length}\0`);
      expect(target[written]).toBe(0xff);
    }
  });

  it('refuses a length that is not a byte count, or a target too small', () => {
    expect(() => writeBlobHeader(new Uint8Array(40), -1)).toThrow(RangeError);
    expect(() => blobHeaderLength(1.5)).toThrow(RangeError);
    expect(() => writeBlobHeader(new Uint8Array(6), 10)).toThrow(RangeError);
  });
});

describe('sortByUtf8', () => {
  // Characters on both sides of the UTF-16 / UTF-8 order split (U+D800), and plain ones.
  const char = fc.constantFrom(
    'a',
    'B',
    '/',
    '.',
    '-',
    '0',
    '\u00e9',
    '\u4e2d',
    '\ud7ff',
    '\ue000',
    '\uff5e',
    '\uffff',
    '\u{10000}',
    '\u{1f600}',
    '\u{10ffff}',
  );
  const name = fc.array(char, { maxLength: 6 }).map((chars) => chars.join(''));

  it('orders as comparing the UTF-8 bytes does', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), fc.boolean(), (names, plainOnly) => {
        const input = plainOnly ? names.filter((n) => !/[\ud800-\uffff]/.test(n)) : names;
        const expected = [...input].sort((a, b) => compareBytes(utf8.encode(a), utf8.encode(b)));
        expect(sortByUtf8([...input], (n) => n)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('puts U+FF5E before U+1F600, as Git does and JS string order does not', () => {
    expect(sortByUtf8(['\u{1f600}', '\uff5e'], (n) => n)).toEqual(['\uff5e', '\u{1f600}']);
    expect(['\u{1f600}', '\uff5e'].sort()).toEqual(['\u{1f600}', '\uff5e']);
  });
});
