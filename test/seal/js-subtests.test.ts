// node:test subtests (`t.test(…)` inside a test) as targets (issue 34): a sealed file is run by
// the real `node --test` with its JUnit reporter, and every subtest reads back as
// `test::<test> > <subtest>` (node:test's JUnit classname is always `test`). Found on real packages (autocannon, avvio): sealing crashed on
// a file whose only test has subtests (no plant host was left), and `regexp.test(line)` inside
// a test was read as a subtest and rewritten.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { loadParser, seal, sealedText } from './js-sealing.js';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  await loadParser();
  dir = await mkdtemp(join(tmpdir(), 'pp-subtests-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SUITE = `const test = require('node:test');
const assert = require('node:assert');
const lines = [/^a/, /b$/];

test('outer', async (t) => {
  const regexp = lines[0];
  assert.ok(regexp.test('abc'));
  await t.test('inner one', () => {
    assert.strictEqual(1 + 1, 2);
  });
  await t.test('inner two', (t2) => {
    assert.strictEqual(lines.length, 2);
  });
});
`;

/** Runs `source` as calc.test.js under node --test with the JUnit reporter. */
async function junitOf(source: string): Promise<string> {
  await writeFile(join(dir, 'calc.test.js'), source);
  const { stdout } = await run(
    process.execPath,
    ['--test', '--test-reporter=junit', 'calc.test.js'],
    { cwd: dir },
  ).catch((e: { stdout: string }) => e);
  return stdout;
}

describe('node:test subtests', () => {
  it('`regexp.test(…)` inside a test is not a subtest: it is left as it is', () => {
    const out = sealedText(seal(SUITE));
    expect(out).toContain("assert.ok(regexp.test('abc'));");
    expect(out).not.toContain("'outer'");
    expect(out).not.toContain("'inner one'");
  });

  it.each([1, 2, 3, 4])(
    'seed %i: a file whose only test has subtests seals, runs, and reads back under real ids',
    async (n) => {
      const suite = seal(SUITE, n);
      const report = parseJUnit(await junitOf(sealedText(suite)));
      const reading = judgeSealed(report, suite, 'junit');
      expect(reading.tampering).toEqual([]);
      expect(reading.report.tests.map((t) => [t.id, t.status])).toEqual([
        ['test::outer > inner one', 'passed'],
        ['test::outer > inner two', 'passed'],
      ]);
      // The subtests are required: a report without one is caught.
      const subtests = suite.tests.filter((t) => t.role === 'real' && t.parents.length === 1);
      expect(subtests.map((t) => t.required)).toEqual([true, true]);
    },
  );
});
