// Fuzz: random, token-built and mutated reports through every parser. Whatever comes in,
// the only things that may come out are a consistent TestReport or ReportUnreadable; and no
// single deleted or repeated line turns a failing real report into a clean one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJUnit } from '../../src/core/reports/junit.js';
import { ReportUnreadable, type TestReport } from '../../src/core/reports/model.js';
import { parseTap } from '../../src/core/reports/tap.js';
import { parseUnittest } from '../../src/core/reports/unittest.js';
import { fixture } from './support.js';

type Parser = (text: string) => TestReport;
const PARSERS: Record<'junit' | 'tap' | 'unittest', Parser> = {
  junit: parseJUnit,
  tap: parseTap,
  unittest: parseUnittest,
};

const SEEDS = {
  junit: ['pytest-7.2-mixed.xml', 'node-nested.xml', 'node-suites.xml', 'vitest-4.1.xml'].map((n) =>
    fixture('junit', n),
  ),
  tap: ['fail.tap', 'nested.tap', 'hooks.tap', 'importerr.tap'].map((n) => fixture('tap', n)),
  unittest: ['mixed.stderr.txt', 'fixtures.stderr.txt', 'import-error.stderr.txt'].map((n) =>
    fixture('unittest', n),
  ),
};
const TOKENS = {
  junit: [
    '<testsuite tests="1">',
    '</testsuite>',
    '<testcase name="a" classname="c"/>',
    '<failure message="x">',
    '</failure>',
    '<skipped/>',
    '&amp;',
    '&lol;',
    '<!DOCTYPE x>',
    '<![CDATA[',
    ']]>',
    '<!--',
    '-->',
    '"',
    '\u0000',
    'tests="99"',
  ],
  tap: [
    'TAP version 13',
    'ok 1 - a',
    'not ok 2 - b # TODO',
    '    ',
    '  ---',
    '  ...',
    "  failureType: 'testCodeFailure'",
    "  type: 'suite'",
    '1..2',
    '# pass 1',
    '# tests 2',
    'Bail out!',
    '\\#',
    '# SKIP',
  ],
  unittest: [
    'test_a (m.C.test_a) ... ',
    'ok',
    'FAIL',
    'ERROR',
    "skipped 'r'",
    '='.repeat(70),
    '-'.repeat(70),
    'FAIL: test_a (m.C.test_a)',
    'Ran 1 test in 0.001s',
    'OK',
    'FAILED (failures=1)',
    'Traceback (most recent call last):',
    '  ',
  ],
};

function mutate(format: keyof typeof SEEDS): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...SEEDS[format]),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat(),
          fc.constantFrom(...TOKENS[format]),
          fc.integer({ min: 0, max: 3 }),
        ),
        { maxLength: 6 },
      ),
    )
    .map(([seed, edits]) => {
      let s = seed;
      for (const [a, b, token, kind] of edits) {
        const i = a % (s.length + 1);
        const j = Math.min(s.length, i + (b % 40));
        if (kind === 0) s = s.slice(0, i) + s.slice(j);
        else if (kind === 1) s = s.slice(0, i) + token + s.slice(i);
        else if (kind === 2) s = s.slice(0, i) + s.slice(i, j) + s.slice(i);
        else s = s.slice(0, i) + token + s.slice(j);
      }
      return s;
    });
}

function tokens(format: keyof typeof TOKENS): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...TOKENS[format], '\n', ' '), { maxLength: 60 })
    .map((t) => t.join(''));
}

/** Parses; a report must be self-consistent, and any refusal must be ReportUnreadable. */
function parseSafely(parse: Parser, text: string): TestReport | null {
  try {
    const r = parse(text);
    expect(r.executed).toBe(r.passed + r.failed + r.errored);
    expect(r.passed + r.failed + r.errored + r.skipped).toBe(r.tests.length);
    expect(new Set(r.tests.map((t) => t.id)).size).toBe(r.tests.length);
    return r;
  } catch (e) {
    if (!(e instanceof ReportUnreadable)) throw e;
    return null;
  }
}

const clean = (r: TestReport | null): boolean =>
  r !== null && r.failed + r.errored === 0 && r.collectionErrors.length === 0;

describe.each(Object.keys(PARSERS) as (keyof typeof PARSERS)[])(
  'fuzzing the %s parser',
  (format) => {
    const parse = PARSERS[format];

    it('random text never throws anything but ReportUnreadable', () => {
      fc.assert(
        fc.property(
          fc.string({ unit: 'binary', maxLength: 400 }),
          (s) => void parseSafely(parse, s),
        ),
        { numRuns: 300 },
      );
    });

    it('token soup never throws anything but ReportUnreadable', () => {
      fc.assert(
        fc.property(tokens(format), (s) => void parseSafely(parse, s)),
        { numRuns: 400 },
      );
    });

    it('mutated real reports never throw anything but ReportUnreadable', () => {
      fc.assert(
        fc.property(mutate(format), (s) => void parseSafely(parse, s)),
        { numRuns: 400 },
      );
    });

    it('no single deleted or repeated line makes a failing real report clean', () => {
      for (const seed of SEEDS[format]) {
        expect(clean(parseSafely(parse, seed))).toBe(false);
        const lines = seed.split('\n');
        for (let i = 0; i < lines.length; i++) {
          const deleted = [...lines.slice(0, i), ...lines.slice(i + 1)].join('\n');
          const repeated = [...lines.slice(0, i + 1), ...lines.slice(i)].join('\n');
          expect(clean(parseSafely(parse, deleted)), `deleting line ${i + 1}`).toBe(false);
          expect(clean(parseSafely(parse, repeated)), `repeating line ${i + 1}`).toBe(false);
        }
      }
    });
  },
);
