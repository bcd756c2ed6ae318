/**
 * Whether a Go test that `go test -timeout` stopped was hung in the repository's code
 * (issue 34, glob-empty: `Compile("")` blocked for ever on a channel send in `lexer.go`). The
 * test binary's alarm panics with `test timed out after <d>` (Go 1.20+ adds `running tests:`
 * and their names) and dumps every goroutine (GOTRACEBACK=all); `go test -json` gives that
 * output to the test that was running, which never ends. Such a test is `stalled` (model.ts):
 * at baseline it shows the bug (reproduction.ts); in every other phase it fails as any
 * errored test does, since a patch can make a run hang.
 *
 * Why this is sound. Baseline runs only the base's code and the trusted tests, so no patch
 * can shape this output; the danger is a false "the bug shows" that depends on the machine:
 * a test that was only slow under load would let a no-op patch PASS once the patched run is
 * not slow. "It took too long" is never accepted. The dump must prove that nothing could
 * move on, whatever the load:
 * - the first goroutine is the alarm's (`testing.(*M).startAlarm`), and the dump is whole:
 *   it runs to the end of the test's output, every line a goroutine's header, frame or
 *   `created by` (a dump cut short may hide a goroutine at work);
 * - every other goroutine is parked in a wait that only another goroutine can end (a channel
 *   send or receive, a select, a nil channel, `select {}`, a mutex, a semaphore, a condition
 *   variable): none is running, runnable, in a system call, in IO wait or asleep, so no
 *   goroutine is doing work that load could have slowed, and none can wake by itself;
 * - the test's own goroutine (the one `testing.tRunner` called the test's function in; for a
 *   subtest, the one running a function of the package that is not waiting in the testing
 *   package; exactly one) waits in the repository's code: the innermost
 *   frame of the repository on its stack is of a non-test file (raise-site.ts, siteOf). A
 *   test that waits on its own channel, even in a callback the code called, is the test's bug;
 * - when the panic names the running tests (Go 1.20+), the test is among them.
 *
 * What it refuses: a busy or slow test (a goroutine running or runnable), a wait for a worker
 * that computes, a sleep, a network or file wait, a wait in test code or in the standard
 * library reached from test code only, parallel subtests it cannot tell apart, and a dump
 * that is cut short or mixed with other output. What it cannot see: a receive or select may
 * wait on a timer (`time.After`), which a trace does not tell from any other channel. A timer
 * runs on the wall clock, which load does not stretch, and at the alarm nothing was working,
 * so such a test would time out the same with a no-op patch; what remains is a test that
 * alternates work and timer waits past its limit and was caught between them.
 */
import type { TestCaseResult } from './model.js';
import { type FrameContext, siteOf } from './raise-site.js';

/** gotest.ts's message for a test that started and never ended, with no panic of its own. */
export const NEVER_ENDED = 'the test started and never ended: the test binary stopped under it';

export type HangProof = { readonly hung: true } | { readonly hung: false; readonly why: string };

interface Goroutine {
  readonly state: string;
  /** Innermost first: the function's name and its file, as the trace prints them. */
  readonly frames: readonly { readonly fn: string; readonly path: string }[];
}

const ALARM = /^panic: test timed out after \S+$/;
const HEADER = /^goroutine \d+(?: [^[]*)? \[([^\]]+)\]:$/;
const FILE_LINE = /^\t(\S+):\d+(?: \+0x[0-9a-f]+)?$/;
// `pkg.(*T).Method(0xc0, {0x1?, 0x2})`, `pkg.f(...)` (inlined), `created by pkg.f`: the name without its arguments.
const FUNCTION = /^(?:created by )?(.+?)(?:\([^()]*\))?$/;
/** Waits that only another goroutine ends (the runtime's waitReason strings, Go 1.19 and later). */
const PARKED = new Set([
  'chan send',
  'chan receive',
  'chan send (nil chan)',
  'chan receive (nil chan)',
  'select',
  'select (no cases)',
  'semacquire',
  'sync.Mutex.Lock',
  'sync.RWMutex.Lock',
  'sync.RWMutex.RLock',
  'sync.Cond.Wait',
  'sync.WaitGroup.Wait',
]);

/** Whether `output` (the test's own output in go test -json) proves test `name` of `pkg` hung in the code. */
export function hangProof(
  output: string,
  pkg: string,
  name: string,
  frames?: FrameContext,
): HangProof {
  const lines = output.split('\n');
  const panic = lines.findIndex((l) => l.startsWith('panic: '));
  if (panic < 0 || !ALARM.test(lines[panic] as string))
    return no('the test binary did not stop at its -timeout alarm');
  const { running, next } = runningTests(lines, panic + 1);
  if (running && !running.includes(name)) return no('the alarm does not name it as running');
  const dump = goroutines(lines.slice(next));
  if (typeof dump === 'string') return no(dump);
  const [alarm, ...others] = dump;
  if (!alarm?.frames.some((f) => f.fn.startsWith('testing.(*M).startAlarm')))
    return no('the dump does not start with the alarm goroutine');
  const awake = others.find((g) => !PARKED.has(g.state));
  if (awake) return no(`a goroutine is ${awake.state}, so the run may only have been slow`);
  const mine = others.filter((g) => ranTest(g, pkg, name));
  if (mine.length !== 1)
    return no(`${mine.length} goroutines run the test's function, so which one hung is unknown`);
  return waitsInCode(mine[0] as Goroutine, frames);
}

function no(why: string): HangProof {
  return { hung: false, why };
}

/** Go 1.20+: `running tests:` and one `\tName (30s)` line each, after the panic line. */
function runningTests(
  lines: readonly string[],
  from: number,
): { running?: string[]; next: number } {
  if (lines[from] !== 'running tests:') return { next: from };
  const running: string[] = [];
  let i = from + 1;
  for (; i < lines.length && /^\t\S+ \(\S+\)$/.test(lines[i] as string); i++)
    running.push((lines[i] as string).trim().replace(/ \(\S+\)$/, ''));
  return { running, next: i };
}

/** Every goroutine of the dump, or why it cannot be read whole. */
function goroutines(lines: readonly string[]): Goroutine[] | string {
  const all: { state: string; frames: { fn: string; path: string }[] }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const header = HEADER.exec(line);
    if (header) {
      all.push({ state: (header[1] as string).split(',')[0] as string, frames: [] });
      continue;
    }
    const file = FILE_LINE.exec(lines[i + 1] ?? '');
    const fn = FUNCTION.exec(line);
    const current = all[all.length - 1];
    if (!current || !file || !fn || line.startsWith('\t'))
      return 'the goroutine dump is cut short or mixed with other output';
    current.frames.push({ fn: fn[1] as string, path: file[1] as string });
    i += 1;
  }
  return all.length === 0 ? 'the alarm dumped no goroutine' : all;
}

/**
 * A goroutine in which testing.tRunner called the test's function. A subtest's function is a
 * closure or any function of the package (`t.Run("x", testX)`): its goroutine is one that
 * runs a function of the package and does not wait in the testing package (a parent waits
 * there for its subtests, a paused parallel test for its turn).
 */
function ranTest(g: Goroutine, pkg: string, name: string): boolean {
  const runner = g.frames.findIndex((f) => f.fn === 'testing.tRunner');
  const called = g.frames[runner - 1];
  if (runner < 1 || !called) return false;
  const [top, ...sub] = name.split('/');
  const symbol = goSymbol(pkg);
  return [symbol, `${symbol}_test`].some((p) =>
    sub.length === 0
      ? called.fn === `${p}.${top}`
      : called.fn.startsWith(`${p}.`) &&
        !called.fn.slice(p.length + 1).includes('/') &&
        !g.frames[0]?.fn.startsWith('testing.'),
  );
}

/** A package path as Go's symbols spell it: dots in its last element escaped (`yaml%2ev2`). */
function goSymbol(pkg: string): string {
  const slash = pkg.lastIndexOf('/');
  return pkg.slice(0, slash + 1) + pkg.slice(slash + 1).replace(/\./g, '%2e');
}

/** The innermost repository frame between the wait and the test's function is the code's. */
function waitsInCode(g: Goroutine, frames: FrameContext | undefined): HangProof {
  const runner = g.frames.findIndex((f) => f.fn === 'testing.tRunner');
  for (const frame of g.frames.slice(0, runner)) {
    // Go prints absolute paths; a relative one (-trimpath) cannot be placed.
    const site = frame.path.startsWith('/') ? siteOf(frame.path, frames) : undefined;
    if (site === 'code') return { hung: true };
    if (site === 'test')
      return no(`it waits in test code (${frame.fn}), not in the repository's code`);
  }
  return no("no frame of the repository's code is on its stack");
}

/**
 * A parent test that never ended is stalled with its hung subtest: it waits for it in
 * `t.Run` (its own goroutine is parked in the testing package, so the dump alone cannot say).
 */
export function withStalledParents(results: readonly TestCaseResult[]): TestCaseResult[] {
  const stalled = results.filter((r) => r.stalled === true).map((r) => r.id);
  return results.map((r) =>
    r.status === 'errored' &&
    r.stalled === undefined &&
    r.message === NEVER_ENDED &&
    stalled.some((id) => id.startsWith(`${r.id}/`))
      ? { ...r, stalled: true }
      : r,
  );
}
