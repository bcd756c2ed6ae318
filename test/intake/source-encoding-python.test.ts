// MisleadingSource against Python itself: for each declared file, the gate accepts exactly the
// ones Python reads as the same text a UTF-8 reader sees (python3 decides, through tokenize).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readsAsUtf8 } from '../../src/core/gates/source-encoding.js';
import { declaredEncoding } from '../../src/core/seal/python-encoding.js';

describe('the gate agrees with Python', () => {
  const cases = [
    '# coding: utf-7\nx = 1 # a+AAo-y = 2\n',
    '# -*- coding: latin-1 -*-\nx = 1\n',
    "# -*- coding: latin-1 -*-\ns = 'caf\u00e9'\n",
    '# coding: utf-8\ns = "\u4f60\u597d"\n',
    '# coding: cp1252\nx = "plain"\n',
    '#!/usr/bin/env python\n# coding=ascii\nx = 1\n',
  ];
  it.each(cases)('%j', (text) => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-encoding-'));
    const file = join(dir, 'm.py');
    writeFileSync(file, text, 'utf8');
    const read = execFileSync(
      'python3',
      ['-c', 'import sys, tokenize; print(tokenize.open(sys.argv[1]).read(), end="")', file],
      { encoding: 'utf8' },
    );
    const encoding = declaredEncoding(new TextEncoder().encode(text));
    expect(encoding).not.toBeNull();
    expect(readsAsUtf8(encoding as string, text)).toBe(read === text);
  });
});
