// A Go test that another test calls by name (`TestSemaHandoff(t)` in Go's runtime tests,
// `t.Run("x", TestX)`) still compiles once sealed (issue 34, found by the fidelity property on
// Go's standard library: path/filepath, runtime, math/big, reflect, runtime/pprof). Every
// place the file names it is renamed with it, in twins too; a test that names itself (a
// variable alias made an initialization cycle) compiles as well. The sealed package is built
// and run by the real `go test -json`.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTestFileParser } from '../../src/adapters/syntax/test-file-parser.js';
import { parseGoTest } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { SealRandom } from '../../src/core/seal/prng.js';
import { sealSuite } from '../../src/core/seal/seal-suite.js';
import type { TestFileParser } from '../../src/core/seal/syntax.js';

const run = promisify(execFile);

const SOURCE = `package calc

import "testing"

func TestAdd(t *testing.T) {
	if got := Add(2, 3); got != 5 {
		t.Fatalf("got %d", got)
	}
}

func TestSelf(t *testing.T) {
	_ = TestSelf
	if got := Add(1, 1); got != 2 {
		t.Fatalf("got %d", got)
	}
}

func TestAddTwice(t *testing.T) {
	TestAdd(t)
	t.Run("again", TestAdd)
	if got := Add(40, 2); got != 42 {
		t.Fatalf("got %d", got)
	}
}
`;

let parser: TestFileParser;
let dir: string;
beforeAll(async () => {
  parser = await loadTestFileParser(['go']);
  dir = await mkdtemp(join(tmpdir(), 'pp-go-called-'));
  await writeFile(join(dir, 'go.mod'), 'module example.com/calc\n\ngo 1.19\n');
  await writeFile(
    join(dir, 'calc.go'),
    'package calc\n\nfunc Add(a, b int) int { return a + b }\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a Go test called by name', () => {
  it.each([1, 2, 3])('seed %i: the sealed package builds, runs, and reads back', async (n) => {
    const suite = sealSuite(
      'reproduction',
      { files: new Map([['calc_test.go', new TextEncoder().encode(SOURCE)]]) },
      'go',
      parser,
      new SealRandom(new Uint8Array(32).fill(n), 'patched'),
    );
    const sealed = new TextDecoder().decode(suite.files.get('calc_test.go'));
    const add = suite.tests.find((t) => t.role === 'real' && t.original === 'TestAdd');
    expect(sealed).toContain(`\t${add?.token}(t)\n`);
    expect(sealed).toContain(`t.Run("again", ${add?.token})`);
    expect(sealed).not.toMatch(/\bTestAdd\b/);
    await writeFile(join(dir, 'calc_test.go'), sealed);
    const { stdout } = await run('go', ['test', '-json', '.'], {
      cwd: dir,
      env: { ...process.env, GOFLAGS: '-mod=mod' },
    }).catch((e: { stdout: string }) => e);
    const reading = judgeSealed(parseGoTest(stdout), suite, 'go');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => [t.id, t.status]).sort()).toEqual([
      ['example.com/calc::TestAdd', 'passed'],
      ['example.com/calc::TestAddTwice', 'passed'],
      ['example.com/calc::TestAddTwice/again', 'passed'],
      ['example.com/calc::TestSelf', 'passed'],
    ]);
  });
});
