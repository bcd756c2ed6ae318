/**
 * The parts of `python3 -m unittest -v` stderr that the runner writes after every test has
 * finished: the `FAIL:`/`ERROR:`/`UNEXPECTED SUCCESS:` detail blocks and the closing
 * `Ran N tests` / `OK` / `FAILED (...)` lines. Tests write to the same stderr, so a test can
 * print lines that look like these; only the summary at the very end of the output is
 * read, and unittest.ts checks that it agrees with everything else.
 */
import { unreadable } from './report-builder.js';

/** `====...` (70) opens a detail block; `----...` (70) closes its header and ends the blocks. */
export const SEPARATOR1 = '='.repeat(70);
export const SEPARATOR2 = '-'.repeat(70);

export type Flavour = 'FAIL' | 'ERROR' | 'UNEXPECTED SUCCESS';

/** The final lines: how many tests ran and what the closing line counts. */
export interface Summary {
  readonly ran: number;
  readonly ok: boolean;
  readonly failures: number;
  readonly errors: number;
  readonly skipped: number;
  readonly expectedFailures: number;
  readonly unexpectedSuccesses: number;
  /** Index of the SEPARATOR2 line just above `Ran N tests`: where the detail blocks end. */
  readonly end: number;
}

/** One detail block: its flavour, the test's description (`name (dotted.id)` plus any subtest part), its text. */
export interface Block {
  readonly flavour: Flavour;
  readonly description: string;
  /** The docstring line unittest prints under the header, when the test has one. */
  readonly doc?: string;
  readonly body: readonly string[];
}

const RAN = /^Ran (\d{1,9}) tests? in \d+(?:\.\d+)?s$/;
const VERDICT = /^(OK|FAILED|NO TESTS RAN)(?: \((.*)\))?$/;
const COUNT_KEYS = {
  failures: 'failures',
  errors: 'errors',
  skipped: 'skipped',
  'expected failures': 'expectedFailures',
  'unexpected successes': 'unexpectedSuccesses',
} as const;
const HEADER = /^(FAIL|ERROR|UNEXPECTED SUCCESS): (.+)$/;

/** Reads the summary from the end of the output; no summary there means truncated output. */
export function readSummary(lines: readonly string[]): Summary {
  let last = lines.length - 1;
  while (last >= 0 && (lines[last] as string).trim() === '') last--;
  const verdict = VERDICT.exec(lines[last] ?? '');
  const ran = RAN.exec(lines[last - 2] ?? '');
  if (!verdict || !ran || lines[last - 1] !== '' || lines[last - 3] !== SEPARATOR2) {
    unreadable(
      'the output does not end with unittest\'s "Ran N tests" summary: it looks truncated or was not run with -v',
    );
  }
  const counts = {
    failures: 0,
    errors: 0,
    skipped: 0,
    expectedFailures: 0,
    unexpectedSuccesses: 0,
  };
  const seen = new Set<string>();
  for (const part of verdict[2] === undefined ? [] : verdict[2].split(', ')) {
    const m = /^([a-z ]+)=(\d{1,9})$/.exec(part);
    const key = m ? COUNT_KEYS[m[1] as keyof typeof COUNT_KEYS] : undefined;
    if (!m || key === undefined || seen.has(key))
      unreadable(
        `the summary line has an unknown or repeated count ${JSON.stringify(part.slice(0, 40))}`,
      );
    seen.add(key);
    counts[key] = Number(m[2]);
  }
  const word = verdict[1] as string;
  const bad = counts.failures + counts.errors + counts.unexpectedSuccesses;
  // unittest says OK exactly when nothing failed, errored or unexpectedly succeeded.
  if ((word === 'FAILED') !== bad > 0)
    unreadable(`the summary says ${word} with ${bad} failures, errors and unexpected successes`);
  if (word === 'NO TESTS RAN' && Number(ran[1]) !== 0)
    unreadable('the summary says NO TESTS RAN after running tests');
  return { ran: Number(ran[1]), ok: word !== 'FAILED', ...counts, end: last - 3 };
}

/** Where the detail blocks start: the first `====` line followed by a block header, else `end`. */
export function blocksStart(lines: readonly string[], end: number): number {
  for (let i = 0; i < end; i++) {
    if (lines[i] === SEPARATOR1 && HEADER.test(lines[i + 1] ?? '')) return i;
  }
  return end;
}

/** Reads the blocks between `start` and `end`; any line that does not fit the layout is refused. */
export function readBlocks(lines: readonly string[], start: number, end: number): Block[] {
  const blocks: Block[] = [];
  let i = start;
  while (i < end) {
    if (lines[i] !== SEPARATOR1) unreadable(`line ${i + 1} should open a detail block`);
    i += 1;
    // UNEXPECTED SUCCESS is a list of headers under one separator, with no text.
    while (i < end && /^UNEXPECTED SUCCESS: /.test(lines[i] as string)) {
      blocks.push({
        flavour: 'UNEXPECTED SUCCESS',
        description: (lines[i] as string).slice(20),
        body: [],
      });
      i += 1;
    }
    if (i >= end || lines[i] === SEPARATOR1) continue;
    const header = HEADER.exec(lines[i] as string);
    if (!header || header[1] === 'UNEXPECTED SUCCESS')
      unreadable(`line ${i + 1} should be a FAIL: or ERROR: header`);
    // The header may carry the test's docstring on one more line before the separator.
    const sep = lines[i + 1] === SEPARATOR2 ? i + 1 : lines[i + 2] === SEPARATOR2 ? i + 2 : -1;
    if (sep === -1 || sep >= end)
      unreadable(`the block header on line ${i + 1} is not followed by a separator`);
    let next = sep + 1;
    while (next < end && !(lines[next] === SEPARATOR1 && HEADER.test(lines[next + 1] ?? '')))
      next++;
    const doc = sep === i + 2 ? { doc: lines[i + 1] as string } : {};
    blocks.push({
      flavour: header[1] as Flavour,
      description: header[2] as string,
      ...doc,
      body: lines.slice(sep + 1, next),
    });
    i = next;
  }
  return blocks;
}

/**
 * The exception line of a traceback: the first unindented line after the last
 * `Traceback (most recent call last):` (chained exceptions print several tracebacks).
 */
export function exceptionLine(body: readonly string[]): string | undefined {
  const from = body.lastIndexOf('Traceback (most recent call last):');
  for (let i = from + 1; i < body.length; i++) {
    const line = body[i] as string;
    if (line.trim() !== '' && !/^\s/.test(line)) return line;
  }
  return undefined;
}
