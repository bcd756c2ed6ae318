// Python test files in another encoding than UTF-8 (PEP 263), as Python's own
// test_source_encoding.py (koi8-r): sealing reads UTF-8 only, and such a file passed through
// unsealed ran its tests under their real names, which the judge reads as tests made at run
// time (EvidenceTampered on an honest fix). It is refused with what to do; a file in another
// encoding that holds no tests, or that Python cannot run (no declaration), stays as it is.
import { describe, expect, it, beforeAll } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { declaredEncoding } from '../../src/core/seal/python-encoding.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

/** `text` as koi8-r: ASCII as it is, "Привет" as its single bytes. */
function koi8r(text: string): Uint8Array {
  const table: Record<string, number> = { П: 0xf0, р: 0xd2, и: 0xc9, в: 0xd7, е: 0xc5, т: 0xd4 };
  return new Uint8Array([...text].map((c) => table[c] ?? c.charCodeAt(0)));
}

const TESTS = `# -*- coding: koi8-r -*-
import unittest


class T(unittest.TestCase):
    def test_greeting(self):
        self.assertEqual(len("Привет"), 6)
`;

function seal(files: Record<string, Uint8Array>, format: 'unittest' | 'junit') {
  return sealSuite(
    'trusted',
    { files: new Map(Object.entries(files)) },
    format,
    parser,
    new SealRandom(new Uint8Array(32).fill(7), 'encoding'),
  );
}

describe('Python files in another encoding', () => {
  it.each(['unittest', 'junit'] as const)(
    'a koi8-r file with tests is refused under %s, saying what to do',
    (format) => {
      const files = { 'tests/__init__.py': new Uint8Array(), 'tests/test_koi.py': koi8r(TESTS) };
      expect(() => seal(files, format)).toThrow(
        expect.objectContaining({
          code: 'SuiteNotSealable',
          message: expect.stringMatching(
            /tests\/test_koi\.py is written in koi8-r.*save it as UTF-8/,
          ),
        }),
      );
    },
  );

  it('a koi8-r module without tests, and bytes Python cannot run, stay as they are', () => {
    const data = koi8r('# -*- coding: koi8-r -*-\nGREETING = "Привет"\n');
    const undeclared = koi8r('import unittest\nX = "Привет"\n');
    const suite = seal(
      {
        'tests/encoded/module_koi8_r.py': data,
        'tests/test_bad.py': undeclared,
        'tests/test_ok.py': new TextEncoder().encode('def test_ok():\n    assert len("ab") == 2\n'),
      },
      'junit',
    );
    expect(suite.files.get('tests/encoded/module_koi8_r.py')).toEqual(data);
    expect(suite.files.get('tests/test_bad.py')).toEqual(undeclared);
    expect(suite.tests.some((t) => t.original === 'test_ok')).toBe(true);
  });

  it('reads the declaration where PEP 263 puts it: line 1, or line 2 under a comment', () => {
    const bytes = (s: string): Uint8Array => new TextEncoder().encode(s);
    expect(declaredEncoding(bytes('# -*- coding: latin-1 -*-\n'))).toBe('latin-1');
    expect(
      declaredEncoding(bytes('#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\n')),
    ).toBe('cp1252');
    expect(declaredEncoding(bytes('import os\n# coding: latin-1\n'))).toBeNull();
    expect(declaredEncoding(bytes('x = 1\n'))).toBeNull();
  });
});
