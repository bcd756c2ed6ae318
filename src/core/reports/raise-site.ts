/**
 * Where an exception that failed a test was raised, read from its traceback text (issue 16,
 * "baseline by cause"). A bug that raises (`idna.encode(...)` leaking `UnicodeDecodeError`)
 * reproduces as surely as a failed assertion; an error in the test's own code (a
 * `NameError`, a helper in `tests/`) does not. The deciding frame is the innermost one in
 * the repository: frames of the standard library, installed packages and Node's internals
 * are passed over (`json.loads` raising for the repository's bad input is the repository's
 * bug), and a traceback with no repository frame at all decides nothing. One error of the
 * code shows no frame of it: a class the interpreter rebuilt for the test (pickle, copy)
 * that refused its own state (rebuild-site.ts).
 *
 * Read: Python tracebacks (unittest's ERROR blocks, pytest `--tb=native`), pytest's own
 * long and short formats (`path:line: in name`), V8 stacks (node:test's TAP `stack`,
 * its JUnit `cause:` text, vitest's `❯` frames), and Go's goroutine traces of a panic. Every exception of a chain must agree (a
 * test's error the code wrapped stays the test's), and in Python's format the report's own
 * traceback comes first, so a message can only add tracebacks after it. The exception
 * messages of the code are otherwise trusted here: the reading decides the baseline, where
 * only the base's code and the trusted tests run, and a V8 stack's message (which comes
 * before its frames) could add frames that are not real.
 *
 * A frame is the repository's when its path is relative (pytest prints them so) or lies
 * under one of the run's workspace roots (`/workspace` in the Docker runner, the copy's
 * folder for the trusted-local one); any other absolute path is outside the repository.
 * The parsers record the site on each failing test (`raisedIn`); the baseline verdict
 * (reproduction.ts) reads it.
 */
import { CONTAINER_WORKSPACE } from '../gates/command-words.js';
import { RESERVED_TEST_DIR } from '../gates/path-policy.js';
import { isTestPath, isTestSupportPath } from '../gates/test-paths.js';
import { rebuiltByInterpreter } from './rebuild-site.js';

export type RaiseSite = 'code' | 'test';

/** Where the run's repository copy is, and which of its folders hold dependencies, not its code. */
export interface FrameContext {
  /** Absolute paths that stand for the repository root in the run's output. */
  readonly roots: readonly string[];
  /** Repository-relative folders of installed dependencies (`environment.include`). */
  readonly external?: readonly string[];
}

interface Frame {
  readonly path: string;
  /** The function's name where the format prints it. */
  readonly name?: string;
  /** Python code compiled at run time under a name of its own (generatedSite). */
  readonly generated?: true;
}

const PY_TRACEBACK = 'Traceback (most recent call last):';
const PY_FRAME = /^\s*File "([^"]+)", line \d+(?:, in (\S+))?/;
const PY_GROUP_TRACEBACK = 'Exception Group Traceback (most recent call last):';
const GROUP_HEADER = /^\s*\+ Exception Group Traceback \(most recent call last\):$/;
// The bar in front of each line of a group's part: `  | `, and `  + ` before the group's header.
const GROUP_BAR = /^\s*(?:\| ?|\+ (?=Exception Group Traceback))/;
// pytest: `lib/core.py:4: in encode`, and the last frame `lib/core.py:4: UnicodeDecodeError`.
// The path has no spaces: pytest prefixes a message's lines with `E   `, which must not read as a path.
const PYTEST_FRAME = /^([^\s:]+\.py|<[^<>]+>):\d+: (?:in (\S+)|[\w.]+)?\s*$/;
// Python names code compiled at run time `<…>`. A library's generated code (boltons'
// FunctionBuilder, attrs' `<attrs generated init …>`) is the repository's: an error raised
// there is the code's, even when a test called it directly. Not the interpreter's own
// (`<frozen …>`), doctest examples (test code), nor `exec` with no name (`<string>`, which
// anyone's code makes) or an interactive session.
const SYNTHETIC = /^<[^<>]+>$/;
const NOT_GENERATED = /^<(?:frozen\b|doctest\b|string>|stdin>|console>|input>|unknown>|module>)/;
const PY_CHAIN =
  /^(?:The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:)\s*$/;
// V8: `at fn (path:1:2)` (the path may hold spaces), `at path:1:2`, TAP's `fn (path:1:2)`
// without the `at`, and vitest's `❯ fn path:1:2`.
const JS_FRAMES = [
  /^\s*(?:at\s+)?(?:async\s+)?([^\s(][^(]*?)\s\(((?:file:\/\/)?[^()]+?):\d+:\d+\)\s*$/,
  /^\s*(?:at\s+)?(?:async\s+)?()((?:file:\/\/)?[^\s()]+?):\d+:\d+\s*$/,
  /^\s*❯\s+(?:(\S+)\s+)?((?:file:\/\/)?[^\s()]+?):\d+:\d+\s*$/,
];
// node:test's `cause:`, V8's `[cause]:` of an error with a cause.
const JS_CAUSE = /^\s*(?:cause:|\[cause\]:)/;
const NOT_A_FILE = /^(?:node:|internal\/|<|native$|evalmachine\.)/;
// Go: a panicking goroutine's frames, innermost first, each a function line and then
// `\t/path/file.go:12 +0x1d`.
const GO_GOROUTINE = /^goroutine \d+ \[/;
const GO_FRAME = /^\t(\/\S+\.go):\d+(?: \+0x[0-9a-f]+)?\s*$/;
// Dependencies installed inside the workspace, and the sources of compiled extensions
// (`src/lxml/etree.pyx`), which Python prints relative to wherever they were built.
const DEPENDENCY =
  /(?:^|\/)(?:site-packages|dist-packages|node_modules|\.venv|venv)\/|\.(?:pyx|pxd|pxi)$/;
// A test's set-up and tear-down: an error there is the test's, whatever it called.
const FIXTURE_METHOD =
  /^(?:setUp|tearDown|asyncSetUp|asyncTearDown|setUpClass|tearDownClass|setUpModule|tearDownModule|setup_method|teardown_method|setup_function|teardown_function|setup_class|teardown_class|setup_module|teardown_module)$/;
const MAX_LINES = 50_000;
// Frame lines are short; a longer one is output of the code under test, and the patterns
// above are not meant for megabyte lines.
const MAX_FRAME_LINE = 2_000;

/** Where the run's repository copy is, as paths in its output spell it. */
export const DEFAULT_FRAMES: FrameContext = { roots: [CONTAINER_WORKSPACE] };

/** Where the exception in `text` was raised; undefined when no repository frame shows. */
export function raiseSite(
  text: string,
  context: FrameContext = DEFAULT_FRAMES,
): RaiseSite | undefined {
  const all = text.split(/\r?\n/);
  // More lines than any honest traceback: decide nothing rather than read part of it.
  if (all.length > MAX_LINES) return undefined;
  const lines = all.map((line) => (line.length > MAX_FRAME_LINE ? '' : line));
  const python = pythonTracebacks(lines) ?? sectionsOf(lines, PY_CHAIN, pytestFrame);
  const sections = python ?? sectionsOf(lines, JS_CAUSE, jsFrame) ?? goTrace(lines) ?? [];
  const site = agreed(sections.map((frames) => sectionSite(frames, context)));
  // A class the interpreter rebuilt for the test (pickle, copy) refused its own state: no
  // frame of it shows, but the error is the class's (rebuild-site.ts).
  const single = python?.length === 1 ? python[0] : undefined;
  if (site === 'test' && single && !throughFixture(single, lines, context))
    return rebuiltByInterpreter(lines) ? 'code' : site;
  return site;
}

/**
 * One site for a chain of exceptions: `code` only when every exception of it that shows a
 * repository frame says so. A test error the code wrapped (`raise CodecError from e`, an
 * error in a test's callback) is the test's. In Python's format the report's traceback
 * comes first and a message can only add tracebacks after it, so a forged one cannot turn
 * an error of the test into one of the code.
 */
function agreed(sites: readonly (RaiseSite | undefined)[]): RaiseSite | undefined {
  if (sites.includes('test')) return 'test';
  return sites.includes('code') ? 'code' : undefined;
}

/** The site of one exception: its innermost repository frame, or `test` when it went through a test's set-up. */
function sectionSite(frames: readonly Frame[], context: FrameContext): RaiseSite | undefined {
  let site: RaiseSite | undefined;
  for (const frame of frames) {
    const here = frame.generated ? 'code' : siteOf(frame.path, context);
    if (here === 'test' && frame.name !== undefined && FIXTURE_METHOD.test(frame.name))
      return 'test';
    site ??= here;
  }
  return site;
}

/**
 * Whether the test's set-up or tear-down is in the traceback: a frame of it, or its `def`
 * line in pytest's long format, whose last frame has no name.
 */
function throughFixture(
  frames: readonly Frame[],
  lines: readonly string[],
  context: FrameContext,
): boolean {
  const defined = (line: string): boolean =>
    FIXTURE_METHOD.test(/^\s*(?:async\s+)?def\s+(\w+)\s*\(/.exec(line)?.[1] ?? '');
  return (
    lines.some(defined) ||
    frames.some(
      (f) =>
        f.name !== undefined && FIXTURE_METHOD.test(f.name) && siteOf(f.path, context) === 'test',
    )
  );
}

/** A frame's file: `test`, `code`, or undefined for code outside the repository. */
export function siteOf(
  framePath: string,
  context: FrameContext = DEFAULT_FRAMES,
): RaiseSite | undefined {
  const path = framePath.replace(/^file:\/\//, '');
  if (NOT_A_FILE.test(path)) return undefined;
  const relative = inRepository(path, context.roots);
  if (relative === undefined || DEPENDENCY.test(relative)) return undefined;
  if (
    (context.external ?? []).some(
      (dir) => relative === dir || relative.startsWith(`${dir.replace(/\/+$/, '')}/`),
    )
  )
    return undefined;
  const inReserved =
    relative.startsWith(`${RESERVED_TEST_DIR}/`) || relative.includes(`/${RESERVED_TEST_DIR}/`);
  return inReserved || isTestPath(relative) || isTestSupportPath(relative) ? 'test' : 'code';
}

/** The path relative to the repository, or undefined when it lies outside it. */
function inRepository(path: string, roots: readonly string[]): string | undefined {
  if (!path.startsWith('/'))
    return path.startsWith('../') ? undefined : path.replace(/^(?:\.\/)+/, '');
  for (const root of roots) {
    const prefix = root.endsWith('/') ? root : `${root}/`;
    if (path.startsWith(prefix)) return path.slice(prefix.length);
  }
  return undefined;
}

/**
 * Every Python traceback in the text, each as its frames innermost first; null when there
 * is none. A traceback's frames are the `File "…"` lines right after its header, with
 * their indented source and caret lines; the first line of any other shape is the
 * exception's, and ends it (what follows is its message, until the next header).
 *
 * An exception group (Python 3.11+, `asyncio.TaskGroup`) prints its own traceback and
 * those of its members behind `|` bars: the group was raised where the test waited for it,
 * so its members decide, and the group's own traceback only when no member has one.
 */
function pythonTracebacks(text: readonly string[]): Frame[][] | null {
  const group = text.some((line) => GROUP_HEADER.test(line));
  const lines = group ? text.map((line) => line.replace(GROUP_BAR, '')) : text;
  const members: Frame[][] = [];
  const groups: Frame[][] = [];
  for (let i = 0; i < lines.length; i++) {
    const own = lines[i] === PY_TRACEBACK;
    if (!own && !(group && lines[i] === PY_GROUP_TRACEBACK)) continue;
    const frames: Frame[] = [];
    for (i += 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const m = PY_FRAME.exec(line);
      if (m) frames.push(pythonFrame(m[1] as string, m[2]));
      else if (!/^ {4}|^ {2}\[Previous line repeated/.test(line)) break;
    }
    (own ? members : groups).push(frames.reverse());
    i -= 1;
  }
  const decided = members.some((f) => f.length > 0) ? members : groups;
  return decided.length === 0 ? null : decided;
}

function pytestFrame(line: string): Frame | undefined {
  const m = PYTEST_FRAME.exec(line);
  return m ? pythonFrame(m[1] as string, m[2]) : undefined;
}

/** A Python frame, marked when its code was generated at run time by the code it runs in. */
function pythonFrame(path: string, name: string | undefined): Frame {
  const generated = SYNTHETIC.test(path) && !NOT_GENERATED.test(path);
  return generated ? { ...frame(path, name), generated: true } : frame(path, name);
}

function jsFrame(line: string): Frame | undefined {
  for (const re of JS_FRAMES) {
    const m = re.exec(line);
    if (m) return frame(m[2] as string, m[1] === '' ? undefined : m[1]);
  }
  return undefined;
}

/**
 * The panicking goroutine of a Go panic (the first one printed after `panic:`), innermost
 * frame first; null when the text has none. Other goroutines (GOTRACEBACK=all) say nothing
 * about where the panic came from.
 */
function goTrace(lines: readonly string[]): Frame[][] | null {
  const panic = lines.findIndex((line) => line.startsWith('panic: '));
  if (panic < 0) return null;
  const start = lines.findIndex((line, i) => i > panic && GO_GOROUTINE.test(line));
  if (start < 0) return null;
  const frames: Frame[] = [];
  for (let i = start + 1; i < lines.length && (lines[i] as string).trim() !== ''; i++) {
    const m = GO_FRAME.exec(lines[i] as string);
    if (m) frames.push({ path: m[1] as string });
  }
  return frames.length === 0 ? null : [frames];
}

function frame(path: string, name: string | undefined): Frame {
  return name === undefined ? { path } : { path, name };
}

/**
 * The frames of each part of a chain that `marker` lines separate, innermost first: pytest
 * prints each exception outermost first, V8 innermost first. Null when no part has a frame.
 */
function sectionsOf(
  lines: readonly string[],
  marker: RegExp,
  read: (line: string) => Frame | undefined,
): Frame[][] | null {
  const sections: Frame[][] = [[]];
  for (const line of lines) {
    if (marker.test(line)) sections.push([]);
    const found = read(line);
    if (found) (sections[sections.length - 1] as Frame[]).push(found);
  }
  if (sections.every((s) => s.length === 0)) return null;
  return read === pytestFrame ? sections.map((s) => s.reverse()) : sections;
}
