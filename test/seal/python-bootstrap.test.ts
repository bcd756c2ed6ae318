// Trusted Python suites import helpers beside their tests by bare name (issue 34): the
// statement sealing puts in each file (src/core/seal/python-bootstrap.ts) keeps every line
// number, the docstring and `from __future__` first, and, run by a real Python, makes the
// trusted helper win over one the patch put earlier on sys.path or imported first.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { bootstrapPythonSuite, siblingModules } from '../../src/core/seal/python-bootstrap.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

let parser: TestFileParser;
beforeAll(async () => {
  parser = await loadTestFileParser(['python']);
});

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const text = (files: ReadonlyMap<string, Uint8Array>, path: string): string =>
  new TextDecoder().decode(files.get(path));
const suite = (files: Record<string, string>): Map<string, Uint8Array> =>
  new Map(Object.entries(files).map(([k, v]) => [k, bytes(v)]));
const HELPER = 'def check(x):\n    assert x\n';

function firstStatementType(source: string): string {
  const parsed = parser.parse('python', source);
  try {
    expect(parsed.root.hasError).toBe(false);
    const first = parsed.root.namedChildren.find((c) => c !== null && c.type !== 'comment');
    return first?.namedChildren[0]?.type ?? first?.type ?? '';
  } finally {
    parsed.dispose();
  }
}

describe('the bootstrap statement in a trusted Python file', () => {
  it('goes after the docstring and __future__ imports, on their line: same line count, docstring first', () => {
    const test =
      '"""Doc."""\nfrom __future__ import annotations  # why\n\nfrom helpers import check\n';
    const out = text(
      bootstrapPythonSuite(suite({ 'test_a.py': test, 'helpers.py': HELPER }), parser),
      'test_a.py',
    );
    expect(out.split('\n').length).toBe(test.split('\n').length);
    expect(out.startsWith('"""Doc."""\nfrom __future__ import annotations; (lambda s, o, d:')).toBe(
      true,
    );
    expect(out).toContain('  # why\n');
    expect(firstStatementType(out)).toBe('string');
  });

  it('goes before a first simple statement on its line, and on a line of its own only before a block', () => {
    const simple = '# comment\nimport unittest\n';
    const block = 'class TestA:\n    def test_x(self):\n        pass\n';
    const out = bootstrapPythonSuite(
      suite({ 'test_a.py': simple, 'test_b.py': block, 'helpers.py': HELPER }),
      parser,
    );
    expect(text(out, 'test_a.py')).toMatch(
      /^# comment\n\(lambda s, o, d: .*\); import unittest\n$/,
    );
    expect(text(out, 'test_b.py')).toMatch(/^\(lambda s, o, d: .*\)\nclass TestA:\n/);
  });

  it('names the folder’s modules and packages, not conftest or __init__; a file alone is left as it is', () => {
    const files = suite({
      'test_a.py': 'import x\n',
      'helpers.py': HELPER,
      'checks/__init__.py': '',
      'conftest.py': 'import pytest\n',
      'sub/test_b.py': 'import y\n',
      'other/data.txt': 'x',
    });
    expect(siblingModules('test_a.py', files)).toEqual(['checks', 'helpers', 'sub']);
    expect(siblingModules('sub/test_b.py', files)).toEqual([]);
    const out = bootstrapPythonSuite(files, parser);
    expect(text(out, 'checks/__init__.py')).toBe('');
    expect(text(out, 'conftest.py')).toContain('(lambda s, o, d:');
    const lone = suite({ 'test_only.py': 'import unittest\n' });
    expect(text(bootstrapPythonSuite(lone, parser), 'test_only.py')).toBe('import unittest\n');
  });

  it('is in every sealed Python suite, and the sealed files still parse', () => {
    const sealed = sealSuite(
      'test suite',
      {
        files: suite({
          'test_a.py': 'from helpers import check\n\n\ndef test_one():\n    check(1 == 1)\n',
          'helpers.py': HELPER,
        }),
      },
      'junit',
      parser,
      new SealRandom(new Uint8Array(32).fill(3), 'patched'),
    );
    // helpers.py is there under its sealed name (python-helper-names.ts).
    expect([...sealed.files.keys()]).toHaveLength(2);
    expect(sealed.files.has('helpers.py')).toBe(false);
    for (const path of sealed.files.keys()) {
      expect(text(sealed.files, path)).toContain('(lambda s, o, d:');
      expect(firstStatementType(text(sealed.files, path))).not.toBe('');
    }
  });
});

const python = spawnSync('python3', ['--version']).status === 0;

describe.skipIf(!python)('the bootstrap under a real Python (python3 on this machine)', () => {
  it('imports the trusted helper, not one the patch put first on sys.path or imported before', () => {
    const root = mkdtempSync(join(tmpdir(), 'pp-bootstrap-'));
    const trusted = join(root, 'patchproof_tests', 'reproduction');
    mkdirSync(trusted, { recursive: true });
    mkdirSync(join(root, 'src'));
    const fake = 'def check(x):\n    pass\n';
    writeFileSync(join(root, 'helpers.py'), fake);
    writeFileSync(join(root, 'src', 'helpers.py'), fake);
    // The patch's code under test imports its own helpers before the test module runs.
    writeFileSync(join(root, 'src', 'codec.py'), 'import helpers\n');
    const files = bootstrapPythonSuite(
      suite({
        'test_a.py': 'from helpers import check\nimport helpers\nORIGIN = helpers.__file__\n',
        'helpers.py': HELPER,
      }),
      parser,
    );
    for (const [path, content] of files) writeFileSync(join(trusted, path), content);
    const program = [
      'import sys, importlib.util',
      "sys.path[:0] = ['src', '']",
      'import codec',
      "spec = importlib.util.spec_from_file_location('t', 'patchproof_tests/reproduction/test_a.py')",
      'm = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)',
      'print(m.ORIGIN)',
      'print(sys.modules["codec"].helpers.__file__)',
    ].join('\n');
    const out = execFileSync('python3', ['-c', program], { cwd: root, encoding: 'utf8' });
    const [test, code] = out.trim().split('\n');
    expect(test).toMatch(/patchproof_tests\/reproduction\/helpers\.py$/);
    // What the code under test already holds is its own business; the trusted test's is not.
    expect(code).toMatch(/src\/helpers\.py$/);
  });
});
