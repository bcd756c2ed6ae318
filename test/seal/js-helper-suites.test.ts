// Suites a helper makes (issue 34, jshttp/negotiator): `describe` called inside a function
// (`function whenAccept(value, fn) { describe('when ' + value, …) }`), titles from variables
// and template literals, tests written in a callback the helper calls inside its describe.
// At run time such a describe sits wherever the helper was called, and its tests under it:
// the chain of titles in the report holds suites the text does not nest. Before the fix the
// sealed tests read back as tests the trusted files do not define, and the run ended "no test
// was collected". Run under mocha's bdd interface (the model, both reporters) and under the
// real `node --test` with its JUnit reporter.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/index.js';
import { judgeSealed } from '../../src/core/seal/judge-sealed.js';
import { loadParser, seal, sealedText } from './js-sealing.js';
import { runLikeMocha } from './mini-mocha.js';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  await loadParser();
  dir = await mkdtemp(join(tmpdir(), 'pp-helper-suites-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const BODY = `const assert = require('node:assert');
const NAME = 'negotiator';

describe(NAME + '.charsets()', function () {
  whenAccept('UTF-8;foo=bar;q=1', function (value) {
    it('should return client-preferred charsets', function () {
      assert.strictEqual(value.length, 17);
    });
  });
  whenAccept('', function (value) {
    it('should return nothing', function () {
      assert.strictEqual(value, 'x');
    });
  });
  ['gzip', 'br'].forEach(function (name) {
    describe(\`encoding \${name}\`, function () {
      it('is named', function () {
        assert.ok(name.length > 1);
      });
    });
  });
  cases('plain');
  it('stands alone', function () {
    assert.ok(true);
  });
});

function whenAccept(value, fn) {
  const title = value ? 'when Accept: ' + value : 'when no Accept';
  describe(title, function () {
    before(function () {});
    fn(value);
  });
}

function cases(kind) {
  describe(\`\${kind} cases\`, function () {
    it(\`handles \${kind}\`, function () {
      assert.strictEqual(kind, 'plain');
    });
  });
}
`;

const IDS: [string, boolean][] = [
  [
    'negotiator.charsets() > when Accept: UTF-8;foo=bar;q=1 > should return client-preferred charsets',
    true,
  ],
  ['negotiator.charsets() > when no Accept > should return nothing', false],
  ['negotiator.charsets() > encoding gzip > is named', true],
  ['negotiator.charsets() > encoding br > is named', true],
  ['negotiator.charsets() > plain cases > handles plain', true],
  ['negotiator.charsets() > stands alone', true],
];

describe('suites a helper makes, under mocha bdd', () => {
  it.each([
    [1, 'xunit'],
    [2, 'mocha-junit-reporter'],
    [3, 'xunit'],
    [4, 'mocha-junit-reporter'],
  ] as const)('sealed (seed %i, %s), every test reads back under its real id', (seed, reporter) => {
    const suite = seal(BODY, seed);
    const report = parseJUnit(runLikeMocha(sealedText(suite), 'bdd', reporter));
    const reading = judgeSealed(report, suite, 'junit');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => [t.id, t.status === 'passed']).sort()).toEqual(
      IDS.map(([id, ok]) => [`calc.test.js::${id}`, ok]).sort(),
    );
  });
});

describe('suites a helper makes, under node --test', () => {
  const source = `const { describe, it, before } = require('node:test');\n${BODY}`;
  it.each([5, 6])('sealed (seed %i), every test reads back under its real id', async (seed) => {
    const suite = seal(source, seed);
    await writeFile(join(dir, 'calc.test.js'), sealedText(suite));
    const { stdout } = await run(
      process.execPath,
      ['--test', '--test-reporter=junit', 'calc.test.js'],
      { cwd: dir },
    ).catch((e: { stdout: string }) => e);
    const reading = judgeSealed(parseJUnit(stdout), suite, 'junit');
    expect(reading.tampering).toEqual([]);
    expect(reading.report.tests.map((t) => [t.id, t.status === 'passed']).sort()).toEqual(
      IDS.map(([id, ok]) => [`test::${id}`, ok]).sort(),
    );
  });
});

describe('what stays strict about suites a helper makes', () => {
  const token = (suite: ReturnType<typeof seal>, original: string): string =>
    suite.tests.find((t) => t.original === original)?.token as string;

  /** The xunit report of the sealed run with one test case's classname replaced. */
  function moved(
    seed: number,
    test: string,
    classname: (old: string, suite: ReturnType<typeof seal>) => string,
  ) {
    const suite = seal(BODY, seed);
    const xml = runLikeMocha(sealedText(suite), 'bdd', 'xunit');
    const at = new RegExp(`(<testcase name="${token(suite, test)}" classname=")([^"]*)"`);
    const forged = xml.replace(
      at,
      (_, head: string, old: string) => `${head}${classname(old, suite)}"`,
    );
    expect(forged).not.toBe(xml);
    return judgeSealed(parseJUnit(forged), suite, 'junit').tampering.join('\n');
  }

  it('a test written in a helper is still read only under its own parent', () => {
    // `should return nothing` is written inside the outer describe: without it, no run made it.
    const got = moved(7, 'should return nothing', (old, suite) =>
      old.slice(old.indexOf(token(suite, 'title'))),
    );
    expect(got).toMatch(/do not define/);
  });

  it('a test written directly in its describe cannot be moved under a helper suite', () => {
    const got = moved(
      8,
      'stands alone',
      (old, suite) => `${old} ${token(suite, 'title')} when no Accept`,
    );
    expect(got).toMatch(/do not define/);
  });
});
