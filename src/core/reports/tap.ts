/**
 * TAP (as `node --test --test-reporter=tap` writes it) to TestReport.
 *
 * Nesting. node:test prints subtests before their parent, four spaces deeper, each level
 * closed by its own plan. Its summary (`# tests`, `# pass`, `# fail`, `# cancelled`,
 * `# skipped`, `# todo`, `# suites`) counts every test point at every depth, parents
 * included, and counts describe blocks (`type: 'suite'`) only under `# suites`. We replay
 * exactly that count to check the summary, then report the leaves: a test with subtests
 * is reported only when it failed for a reason of its own (an `after` hook, code after its
 * subtests), never for `subtestsFailed`, which its failing children already carry.
 *
 * Ids are the names from the top-level test down, joined with ' > '
 * (`Calculator > division > divides`). Points of one id (a title repeated in a loop, two
 * files with the same names) are one test, the worst of its runs (report-builder.ts).
 *
 * Forged output: under `node --test` whatever the tests print reaches the stream only as
 * escaped `#` comments; the summary read is the trailing run of comments after the last
 * test line, each key once, and it must agree with the test lines.
 */
import type { TestCaseResult, TestReport } from './model.js';
import { buildReport, checkSize, MAX_TESTS, result, unreadable } from './report-builder.js';
import { DEFAULT_FRAMES, type FrameContext, raiseSite } from './raise-site.js';
import { readTapLines, type TapItem, type TapPoint } from './tap-syntax.js';

/** Parses node:test TAP output; throws ReportUnreadable when it is truncated, forged-looking or inconsistent. */
export function parseTap(text: string, frames: FrameContext = DEFAULT_FRAMES): TestReport {
  checkSize(text, 'TAP');
  const items = readTapLines(text);
  const roots = buildTree(items);
  checkSummary(items, roots);
  const tests: TestCaseResult[] = [];
  const collectionErrors: string[] = [];
  for (const root of roots) report(root, [], { tests, collectionErrors, frames });
  return buildReport(tests, collectionErrors);
}

interface Node {
  readonly point: TapPoint;
  readonly children: readonly Node[];
  /** Comments printed just before this point (a crashed file's stderr lands there). */
  readonly notes: readonly string[];
}

interface Level {
  nodes: Node[];
  plan: number | null;
}

// node:test counts these as cancelled, not failed; for us the test did not finish.
const CANCELLED = new Set(['cancelledByParent', 'testTimeoutFailure']);
const INTERRUPTED = new Set([...CANCELLED, 'hookFailed']);
// `node --test` reports a test file whose process failed, or exited before reporting, as a
// top-level point named after the file, with exitCode/signal in its diagnostics.
const SCRIPT_PATH = /^(?:\/|[A-Za-z]:[\\/]|file:\/\/).*\.[cm]?[jt]sx?$/;

function buildTree(items: readonly TapItem[]): Node[] {
  const levels: Level[] = [];
  const level = (d: number): Level => (levels[d] ??= { nodes: [], plan: null });
  let notes: string[] = [];
  let count = 0;
  for (const item of items) {
    if (item.kind === 'comment') {
      if (notes.length < 40) notes.push(item.text.replace(/\\#/g, '#').slice(0, 300));
    } else if (item.kind === 'plan') {
      const l = level(item.depth);
      if (l.plan !== null) unreadable(`two plans for one level of tests (depth ${item.depth})`);
      l.plan = item.count;
    } else {
      if (++count > MAX_TESTS) unreadable(`more than ${MAX_TESTS} test points`);
      const d = item.point.depth;
      const children = closeLevel(levels, d + 1);
      for (const orphan of levels.slice(d + 2)) {
        if (orphan && (orphan.nodes.length > 0 || orphan.plan !== null))
          unreadable('subtests without a parent test');
      }
      level(d).nodes.push({ point: item.point, children, notes });
      notes = [];
    }
  }
  const top = levels[0];
  if (!top || top.plan === null)
    unreadable('there is no top-level plan (1..N): the output looks truncated');
  const roots = closeLevel(levels, 0);
  if (levels.some((l) => l !== undefined && (l.nodes.length > 0 || l.plan !== null))) {
    unreadable('the output ends inside a subtest: it looks truncated');
  }
  return roots;
}

/** Takes a level's points as one group of siblings; their plan must count them exactly. */
function closeLevel(levels: Level[], d: number): Node[] {
  const l = levels[d];
  if (!l || (l.nodes.length === 0 && l.plan === null)) return [];
  if (l.plan !== l.nodes.length)
    unreadable(
      `a plan says 1..${l.plan ?? '?'} but ${l.nodes.length} tests follow it at depth ${d}`,
    );
  levels[d] = { nodes: [], plan: null };
  return l.nodes;
}

const SUMMARY_KEYS = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'] as const;
type SummaryKey = (typeof SUMMARY_KEYS)[number];

function checkSummary(items: readonly TapItem[], roots: readonly Node[]): void {
  const stated = new Map<SummaryKey, number>();
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i] as TapItem;
    if (item.kind !== 'comment' || item.indent !== 0) break;
    const m = /^(\w+) (\S+)$/.exec(item.text);
    const key = m?.[1] as SummaryKey | undefined;
    if (!m || key === undefined || !SUMMARY_KEYS.includes(key)) continue;
    if (stated.has(key)) unreadable(`the summary states "# ${key}" twice`);
    if (!/^\d{1,9}$/.test(m[2] as string)) unreadable(`the summary's "# ${key}" is not a count`);
    stated.set(key, Number(m[2]));
  }
  const counted: Record<SummaryKey, number> = {
    tests: 0,
    suites: 0,
    pass: 0,
    fail: 0,
    cancelled: 0,
    skipped: 0,
    todo: 0,
  };
  const visit = (n: Node): void => {
    n.children.forEach(visit);
    const p = n.point;
    if (p.diag.get('type') === 'suite') counted.suites += 1;
    else {
      counted.tests += 1;
      if (p.directive === 'skip') counted.skipped += 1;
      else if (p.directive === 'todo') counted.todo += 1;
      else if (p.ok) counted.pass += 1;
      else if (CANCELLED.has(p.diag.get('failureType') ?? '')) counted.cancelled += 1;
      else counted.fail += 1;
    }
  };
  roots.forEach(visit);
  for (const key of SUMMARY_KEYS) {
    const value = stated.get(key);
    if (value === undefined) {
      if (key === 'suites') continue; // older node versions do not print it
      unreadable(`the summary has no "# ${key}" line: the output looks truncated`);
    }
    if (value !== counted[key])
      unreadable(`the summary says "# ${key} ${value}" but the test lines give ${counted[key]}`);
  }
}

/** What report() fills in, and the workspace roots its stacks are read against. */
interface Into {
  readonly tests: TestCaseResult[];
  readonly collectionErrors: string[];
  readonly frames: FrameContext;
}

function report(node: Node, path: readonly string[], into: Into): void {
  const { tests, collectionErrors } = into;
  const p = node.point;
  const id = [...path, p.name].join(' > ');
  const suite = p.diag.get('type') === 'suite';
  if (node.children.length === 0) {
    if (path.length === 0 && !suite && isFileLevel(p))
      collectionErrors.push(`${p.name}: ${fileFailure(node)}`);
    else if (!(suite && p.ok && p.directive === null)) tests.push(pointResult(id, p, into.frames)); // an empty describe ran nothing
    return;
  }
  const childFailed = node.children.some((c) => !c.point.ok && c.point.directive === null);
  const ownFailure =
    !p.ok &&
    p.directive !== 'todo' &&
    !(p.diag.get('failureType') === 'subtestsFailed' && childFailed);
  if (ownFailure) tests.push(pointResult(id, p, into.frames));
  for (const child of node.children) report(child, [...path, p.name], into);
}

function pointResult(id: string, p: TapPoint, frames: FrameContext): TestCaseResult {
  if (p.directive !== null) return result(id, 'skipped', undefined, p.reason);
  if (p.ok) return result(id, 'passed');
  const errorName = p.diag.get('name');
  const error = p.diag.get('error') ?? '';
  const message = errorName ? `${errorName}: ${error}` : error;
  if (INTERRUPTED.has(p.diag.get('failureType') ?? ''))
    return result(id, 'errored', 'error', message);
  const assertion = p.diag.get('code') === 'ERR_ASSERTION' || errorName === 'AssertionError';
  if (assertion) return result(id, 'failed', 'assertion', message);
  // node:test's `stack` is the error's own frames, innermost first.
  return result(id, 'failed', 'error', message, raiseSite(p.diag.get('stack') ?? '', frames));
}

function isFileLevel(p: TapPoint): boolean {
  return p.diag.has('exitCode') || p.diag.has('signal') || SCRIPT_PATH.test(p.name);
}

/** Why a file produced no tests of its own: the error its process printed, if any. */
function fileFailure(node: Node): string {
  if (node.point.ok)
    return 'the file reported no tests of its own (it exited before reporting them)';
  const printed = node.notes.find((n) => /^[\w$.]*Error\b/.test(n));
  return printed ?? node.point.diag.get('error')?.split('\n')[0] ?? 'the test file failed';
}
