/**
 * `python3 -m unittest -v` stderr to TestReport (Python 3.11 layout:
 * `test_add (tests.test_calc.CalcTest.test_add) ... ok`; the pre-3.11 `test_add
 * (tests.test_calc.CalcTest)` gives the same ids).
 *
 * Ids are the dotted name: `tests.test_calc.CalcTest.test_add`. Subtests are not tests of
 * their own (unittest's `Ran N` does not count them): a failing or erroring subtest makes
 * its test fail or error, and a test whose only subtest outcomes are skips, with no result
 * of its own, is reported skipped. `expected failure` is reported skipped (the test proves
 * nothing); `unexpected success` is failed, as it fails the run in Python.
 *
 * Forged output: tests write to the same stderr, so anything may appear between a test's
 * ` ... ` and its status. Each test's status is the last thing on its last line (unittest
 * writes it after the test returns); every other status-looking line only adds to what the
 * test shows, and the worst wins, so a printed `ok` cannot hide a real `FAIL`. The summary
 * is read only at the very end, and `Ran N`, each count of the closing line and the detail
 * blocks must all agree with the per-test lines, or the report is refused.
 */
import type { TestCaseResult, TestReport } from './model.js';
import { DEFAULT_FRAMES, type FrameContext, raiseSite, type RaiseSite } from './raise-site.js';
import { buildReport, checkSize, MAX_TESTS, quote, result, unreadable } from './report-builder.js';
import {
  blocksStart,
  exceptionLine,
  type Block,
  readBlocks,
  readSummary,
  type Summary,
} from './unittest-summary.js';

/** Parses unittest's verbose stderr; throws ReportUnreadable when it is truncated or inconsistent. */
export function parseUnittest(stderr: string, frames: FrameContext = DEFAULT_FRAMES): TestReport {
  checkSize(stderr, 'unittest');
  const lines = stderr.split(/\r?\n/);
  const summary = readSummary(lines);
  const start = blocksStart(lines, summary.end);
  const blocks = readBlocks(lines, start, summary.end);
  const segments = readSegments(lines.slice(0, start));
  checkAgreement(segments, blocks, summary);

  // unittest prints the errors, then the failures, each in the order they happened: the
  // k-th block of a description belongs to the k-th status that calls for it.
  const queues = new BlockQueues(blocks);
  const ids = uniqueIds(segments);
  const tests: TestCaseResult[] = [];
  const collectionErrors: string[] = [];
  segments.forEach((s, i) => {
    const own = s.statuses
      .flatMap((x) =>
        x.status === 'ERROR' || x.status === 'FAIL'
          ? [queues.take(blockKey(x.status, x.description, x.doc))]
          : [],
      )
      .filter((b) => b !== undefined);
    const message = own.map((b) => exceptionLine(b.body)).find((m) => m !== undefined);
    if (
      s.loadFailure ||
      (s.fixture?.startsWith('setUp') && s.statuses.some((x) => x.status === 'ERROR'))
    ) {
      collectionErrors.push(
        `${s.fixture ? s.description : s.name}: ${message ?? 'failed to load'}`,
      );
    } else {
      const sites = own
        .filter((b) => b.flavour === 'ERROR')
        .map((b) => raiseSite(traceback(b.body), frames));
      tests.push(verdict({ ...s, id: ids[i] as string }, message, errorSite(sites)));
    }
  });
  return buildReport(tests, collectionErrors);
}

/** The blocks of each key in their order, taken one by one (linear in the blocks, whatever repeats). */
class BlockQueues {
  private readonly byKey = new Map<string, { blocks: Block[]; next: number }>();

  constructor(blocks: readonly Block[]) {
    for (const b of blocks) {
      const key = blockKey(b.flavour, b.description, b.doc);
      const queue = this.byKey.get(key);
      if (queue) queue.blocks.push(b);
      else this.byKey.set(key, { blocks: [b], next: 0 });
    }
  }

  take(key: string): Block | undefined {
    const queue = this.byKey.get(key);
    return queue ? queue.blocks[queue.next++] : undefined;
  }
}

function blockKey(flavour: string, description: string, doc: string | undefined): string {
  return `${flavour}\u0000${description}\u0000${doc ?? ''}`;
}

/**
 * Ids, made unique where a suite generates tests that unittest prints alike (`load_tests`
 * adding one TestCase per data line: every one is `runTest (pkg.Vector.runTest)`): the
 * docstring line tells them apart when each has its own, else their order in the run.
 */
function uniqueIds(segments: readonly Segment[]): string[] {
  const byId = new Map<string, Segment[]>();
  for (const s of segments) {
    const same = byId.get(s.id);
    if (same) same.push(s);
    else byId.set(s.id, [s]);
  }
  const distinctDocs = new Map(
    [...byId].map(([id, same]) => [id, new Set(same.map((x) => x.doc))] as const),
  );
  const seen = new Map<string, number>();
  return segments.map((s) => {
    const same = byId.get(s.id) as Segment[];
    if (same.length === 1) return s.id;
    const docs = distinctDocs.get(s.id) as Set<string | undefined>;
    const k = (seen.get(s.id) ?? 0) + 1;
    seen.set(s.id, k);
    return docs.size === same.length && !docs.has(undefined)
      ? `${s.id}[${s.doc as string}]`
      : `${s.id}[${k}]`;
  });
}

type Status = 'ok' | 'FAIL' | 'ERROR' | 'skipped' | 'expected failure' | 'unexpected success';

interface Segment {
  readonly name: string;
  readonly id: string;
  /** `name (dotted.id)`, as unittest prints it in lines and block headers. */
  readonly description: string;
  /** setUpClass, tearDownModule...: errors of a class or module, not a test (`Ran` skips them). */
  readonly fixture: string | null;
  /** unittest.loader._FailedTest: a module that could not be imported. */
  readonly loadFailure: boolean;
  /** The docstring line unittest printed under the test's own line, when it has one. */
  readonly doc?: string;
  readonly statuses: {
    readonly status: Status;
    readonly description: string;
    readonly doc?: string;
  }[];
}

const ID = '[\\p{L}_][\\p{L}\\p{N}_]*';
// A class defined in a function (load_tests making data-driven cases) has `<locals>` in its
// dotted name; a module that failed to import is named by its dotted module name.
const DOTTED = `${ID}(?:\\.(?:${ID}|<locals>))*`;
const START = new RegExp(`^(${ID}(?:\\.${ID})*) \\((${DOTTED})\\)(?: \\.\\.\\. (.*))?$`, 'u');
// Status words that end a line; a skip ends with the reason's repr. Matched by hand from the
// end of the line, not by a regex scanning it: the line is attacker-controlled and long.
const WORDS = ['unexpected success', 'expected failure', 'ERROR', 'FAIL', 'ok'] as const;
const REPR: Readonly<Record<string, RegExp>> = {
  "'": /^'(?:[^'\\]|\\.)*'$/,
  '"': /^"(?:[^"\\]|\\.)*"$/,
};
const FIXTURES = new Set(['setUpClass', 'tearDownClass', 'setUpModule', 'tearDownModule']);

/** Splits the per-test part of the output at each test's first line and reads its statuses. */
function readSegments(lines: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let current: { segment: Segment; lines: string[]; subtests: boolean; docNext: boolean } | null =
    null;
  const close = (): void => {
    if (current) readStatuses(current.segment, current.lines);
  };
  for (const line of lines) {
    const m = START.exec(line);
    // unittest repeats a test's own line after its subtest lines: same test, not a new one.
    // Tests a suite generates alike print the same line each, one after another.
    const repeat =
      m !== null &&
      current !== null &&
      current.subtests &&
      `${m[1]} (${m[2]})` === current.segment.description;
    if (m && !repeat) {
      close();
      if (segments.length >= MAX_TESTS) unreadable(`more than ${MAX_TESTS} tests`);
      // No ` ... ` on the line: the test's docstring follows on the next one, with the status.
      current = {
        segment: segment(m[1] as string, m[2] as string),
        lines: [line],
        subtests: false,
        docNext: m[3] === undefined,
      };
      segments.push(current.segment);
      continue;
    }
    if (current?.docNext) {
      const at = line.indexOf(' ... ');
      if (at !== -1) current.segment = withDoc(segments, current.segment, line.slice(0, at));
      current.docNext = false;
    }
    if (current && line.startsWith(`  ${current.segment.description} `)) current.subtests = true;
    if (repeat && current) current.subtests = false;
    current?.lines.push(line); // lines before the first test are import-time noise
  }
  close();
  return segments;
}

/** `s` with its docstring line, in its place in `segments`. */
function withDoc(segments: Segment[], s: Segment, doc: string): Segment {
  const next = { ...s, doc, statuses: s.statuses };
  segments[segments.lastIndexOf(s)] = next;
  return next;
}

function segment(name: string, dotted: string): Segment {
  const fixture = FIXTURES.has(name) && !dotted.endsWith(`.${name}`) ? name : null;
  // 3.11+ prints the full dotted name; older versions print the class, so append the name.
  const id = fixture !== null || !dotted.endsWith(`.${name}`) ? `${dotted}.${name}` : dotted;
  const loadFailure = /^unittest\.loader\.(?:_FailedTest|ModuleImportFailure)\./.test(dotted);
  return { name, id, description: `${name} (${dotted})`, fixture, loadFailure, statuses: [] };
}

function readStatuses(s: Segment, lines: readonly string[]): void {
  const own = `${s.description} ... `;
  const sub = `  ${s.description} `;
  const used = new Set<number>();
  lines.forEach((line, i) => {
    const end = statusAtEnd(line);
    if (!end) return;
    if (line.startsWith(own) && end.start === own.length) {
      s.statuses.push({ status: end.status, description: s.description, ...docOf(s) });
      used.add(i);
    } else if (
      line.startsWith(sub) &&
      end.start - 5 >= sub.length &&
      line.slice(end.start - 5, end.start) === ' ... '
    ) {
      s.statuses.push({ status: end.status, description: line.slice(2, end.start - 5) });
      used.add(i);
    }
  });
  let last = lines.length - 1;
  while (last > 0 && (lines[last] as string).trim() === '') last--;
  const end = used.has(last) ? null : statusAtEnd(lines[last] as string);
  if (end) s.statuses.push({ status: end.status, description: s.description, ...docOf(s) });
  if (s.statuses.length === 0)
    unreadable(`no result for ${quote(s.description)}: the output was cut or overwritten`);
}

function docOf(s: Segment): { doc?: string } {
  return s.doc === undefined ? {} : { doc: s.doc };
}

/** The status a line ends with, and where it starts. */
function statusAtEnd(line: string): { status: Status; start: number } | null {
  for (const word of WORDS)
    if (line.endsWith(word)) return { status: word, start: line.length - word.length };
  for (const q of ["'", '"']) {
    const at = line.lastIndexOf(`skipped ${q}`);
    if (at !== -1 && REPR[q]?.test(line.slice(at + 8))) return { status: 'skipped', start: at };
  }
  return null;
}

/** Every count the summary states, and every detail block, must match the per-test lines. */
function checkAgreement(
  segments: readonly Segment[],
  blocks: readonly Block[],
  summary: Summary,
): void {
  const all = segments.flatMap((s) => s.statuses);
  const n = (status: Status): number => all.filter((x) => x.status === status).length;
  const ran = segments.filter((s) => s.fixture === null).length;
  const pairs: [string, number, number][] = [
    ['tests ran', summary.ran, ran],
    ['failures', summary.failures, n('FAIL')],
    ['errors', summary.errors, n('ERROR')],
    ['skipped', summary.skipped, n('skipped')],
    ['expected failures', summary.expectedFailures, n('expected failure')],
    ['unexpected successes', summary.unexpectedSuccesses, n('unexpected success')],
  ];
  for (const [what, stated, found] of pairs) {
    if (stated !== found)
      unreadable(`the summary says ${stated} ${what} but the test lines show ${found}`);
  }
  const fromLines = all.filter(
    (x) => x.status === 'FAIL' || x.status === 'ERROR' || x.status === 'unexpected success',
  );
  const expected = fromLines
    .map((x) =>
      blockKey(
        x.status === 'unexpected success' ? 'UNEXPECTED SUCCESS' : x.status,
        x.description,
        x.status === 'unexpected success' ? undefined : x.doc,
      ),
    )
    .sort();
  const found = blocks.map((b) => blockKey(b.flavour, b.description, b.doc)).sort();
  if (expected.length !== found.length || expected.some((k, i) => k !== found[i])) {
    unreadable('the FAIL/ERROR details do not name the tests whose lines say FAIL/ERROR');
  }
}

/** One test's result from all it showed: the worst status wins. */
function verdict(
  s: Segment,
  message: string | undefined,
  raisedIn: RaiseSite | undefined,
): TestCaseResult {
  const has = (status: Status): boolean => s.statuses.some((x) => x.status === status);
  if (has('ERROR')) return result(s.id, 'errored', 'error', message, raisedIn);
  if (has('FAIL')) return result(s.id, 'failed', 'assertion', message);
  if (has('unexpected success')) return result(s.id, 'failed', 'error', 'unexpected success');
  if (has('skipped') || has('expected failure'))
    return result(s.id, 'skipped', undefined, has('skipped') ? undefined : 'expected failure');
  return result(s.id, 'passed');
}

/** Where a test's errors were raised: `code` only when every ERROR it (or a subtest) shows was raised there. */
function errorSite(sites: readonly (RaiseSite | undefined)[]): RaiseSite | undefined {
  if (sites.length > 0 && sites.every((x) => x === 'code')) return 'code';
  return sites.includes('test') ? 'test' : undefined;
}

/**
 * A block's traceback without what `unittest -b` appends after it: the test's captured
 * output (`Stdout:` / `Stderr:` after a blank line), which is text the test printed.
 */
function traceback(body: readonly string[]): string {
  const cut = body.findIndex(
    (line, i) => (line === 'Stdout:' || line === 'Stderr:') && i > 0 && body[i - 1] === '',
  );
  return (cut === -1 ? body : body.slice(0, cut)).join('\n');
}
