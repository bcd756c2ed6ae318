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
import { nodeCancel, type NodeCancel } from './node-stall.js';

/** Parses node:test TAP output; throws ReportUnreadable when it is truncated, forged-looking or inconsistent. */
export function parseTap(text: string, frames: FrameContext = DEFAULT_FRAMES): TestReport {
  checkSize(text, 'TAP');
  const items = readTapLines(text);
  const roots = buildTree(items);
  checkSummary(items, roots);
  const tests: TestCaseResult[] = [];
  const collectionErrors: string[] = [];
  const into = { tests, collectionErrors, frames, unstarted: 0 };
  for (const root of roots) report(root, [], into);
  const built = buildReport(tests, collectionErrors);
  return roots.some((r) => r.cut.length > 0) || into.unstarted > 0
    ? { ...built, interrupted: true }
    : built;
}

interface Node {
  readonly point: TapPoint;
  readonly children: readonly Node[];
  /** Comments printed just before this point (a crashed file's stderr lands there). */
  readonly notes: readonly string[];
  /** The titles of the tests it ran under, from their `# Subtest:` lines (read only in a cut). */
  readonly parents: readonly string[];
  /**
   * A file whose process died inside a test that has subtests (cutAt): the tests it finished
   * before, whose enclosing tests never ended.
   */
  readonly cut: readonly Node[];
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
  // The titles node announced (`# Subtest: <title>` at the test's own indent), by depth.
  const open: string[] = [];
  let count = 0;
  for (const item of items) {
    if (item.kind === 'comment') {
      const subtest = /^Subtest: (.*)$/.exec(item.text);
      if (subtest && item.indent % 4 === 0 && item.indent / 4 <= open.length)
        open.splice(item.indent / 4, Infinity, subtest[1] as string);
      if (notes.length < 40) notes.push(item.text.replace(/\\#/g, '#').slice(0, 300));
    } else if (item.kind === 'plan') {
      const l = level(item.depth);
      if (l.plan !== null) unreadable(`two plans for one level of tests (depth ${item.depth})`);
      l.plan = item.count;
    } else {
      if (++count > MAX_TESTS) unreadable(`more than ${MAX_TESTS} test points`);
      const d = item.point.depth;
      const cut = d === 0 && diedInFile(item.point) ? cutAt(levels) : [];
      const children = closeLevel(levels, d + 1);
      for (const orphan of levels.slice(d + 2)) {
        if (orphan && (orphan.nodes.length > 0 || orphan.plan !== null))
          unreadable('subtests without a parent test');
      }
      const parents = open.slice(0, d);
      level(d).nodes.push({ point: item.point, children, notes, parents, cut });
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

/**
 * A file's process that died (an uncaught exception, process.exit) while a test with
 * subtests was running leaves that test's finished subtests without a plan and without their
 * parent's line, and node reports the file next, at the top, as failed with its exit code or
 * signal. Only that shape is a cut: every open level has tests and no plan. Returns those
 * tests (emptying their levels); none when nothing is open.
 */
function cutAt(levels: Level[]): Node[] {
  const open = levels.slice(1);
  if (!open.some((l) => l !== undefined && l.nodes.length > 0)) return [];
  if (open.some((l) => l !== undefined && l.plan !== null)) return [];
  const cut = open.flatMap((l) => l?.nodes ?? []);
  levels.length = 1;
  return cut;
}

function diedInFile(p: TapPoint): boolean {
  return !p.ok && (p.diag.has('exitCode') || p.diag.has('signal')) && isFileId(p.name);
}

/**
 * Whether a TAP id names a test file, as node does for a file whose process died: in an
 * interrupted report, such a test stands for the process, not for a test of the suite.
 */
export function isFileId(id: string): boolean {
  return SCRIPT_PATH.test(id);
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
    n.cut.forEach(visit);
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
  /** Tests node cancelled before they started (notStarted): the run was cut short there. */
  unstarted: number;
}

/**
 * When the event loop empties while a test waits (a callback the code never makes), node
 * cancels it and every test after it, which never started: those are left out, as the tests
 * after a crash are, and the run is cut short there (`interrupted`).
 */
function notStarted(p: TapPoint): boolean {
  return !p.ok && p.directive === null && cancelOf(p) === 'unstarted';
}

function cancelOf(p: TapPoint): NodeCancel {
  return nodeCancel(p.diag.get('failureType'), p.diag.get('error'), p.diag.get('duration_ms'));
}

function report(node: Node, path: readonly string[], into: Into): void {
  const { tests, collectionErrors } = into;
  const p = node.point;
  const id = [...path, p.name].join(' > ');
  const suite = p.diag.get('type') === 'suite';
  if (node.cut.length > 0) {
    // The tests the file finished before its process died, under the titles node announced,
    // and the death itself as the failure of the test that was running (which node does not name).
    for (const t of node.cut) {
      // Each depth above it was announced by a `# Subtest:` line; without one, no id.
      if (t.parents.length !== t.point.depth)
        unreadable(`a test cut short has no announced parent at depth ${t.parents.length}`);
      report(t, t.parents, into);
    }
    tests.push(crashResult(node, into.frames));
    return;
  }
  if (node.children.length === 0) {
    if (path.length === 0 && !suite && isFileLevel(p))
      collectionErrors.push(`${p.name}: ${fileFailure(node)}`);
    else if (!suite && notStarted(p)) into.unstarted += 1;
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
  if (INTERRUPTED.has(p.diag.get('failureType') ?? '')) {
    const errored = result(id, 'errored', 'error', message);
    // Waiting for the code when nothing was left to run: it never called back.
    const stalled = cancelOf(p) === 'stalled';
    return stalled && p.diag.get('type') !== 'suite' ? { ...errored, stalled: true } : errored;
  }
  const assertion = p.diag.get('code') === 'ERR_ASSERTION' || errorName === 'AssertionError';
  if (assertion) return result(id, 'failed', 'assertion', message);
  // node:test's `stack` is the error's own frames, innermost first.
  return result(id, 'failed', 'error', message, raiseSite(p.diag.get('stack') ?? '', frames));
}

function isFileLevel(p: TapPoint): boolean {
  return p.diag.has('exitCode') || p.diag.has('signal') || SCRIPT_PATH.test(p.name);
}

/**
 * A file's process that died after running tests: failed by the error it printed (its stack,
 * on stderr, lands in the comments before the file's point), raised where that stack says.
 */
function crashResult(node: Node, frames: FrameContext): TestCaseResult {
  const at = node.notes.findIndex((n) => /^[\w$.]*Error\b/.test(n));
  const printed = at < 0 ? [] : node.notes.slice(at);
  const message =
    printed[0] ?? `the test process ended with exit code ${node.point.diag.get('exitCode') ?? '?'}`;
  const stack = printed.map((n) => (/^at /.test(n) ? `    ${n}` : n)).join('\n');
  return result(node.point.name, 'failed', 'error', message, raiseSite(stack, frames));
}

/** Why a file produced no tests of its own: the error its process printed, if any. */
function fileFailure(node: Node): string {
  if (node.point.ok)
    return 'the file reported no tests of its own (it exited before reporting them)';
  // V8 dying of its heap limit prints `FATAL ERROR: … JavaScript heap out of memory`.
  const printed = node.notes.find((n) => /^(?:[\w$.]*Error\b|FATAL ERROR: )/.test(n));
  return printed ?? node.point.diag.get('error')?.split('\n')[0] ?? 'the test file failed';
}
