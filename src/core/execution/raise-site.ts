/**
 * Where an exception that failed a test was raised, read from its traceback text (issue 16,
 * "baseline by cause"). A bug that raises (`idna.encode(...)` leaking `UnicodeDecodeError`)
 * reproduces as surely as a failed assertion; an error in the test's own code (a
 * `NameError`, a helper in `tests/`) does not. The deciding frame is the innermost one in
 * the repository: frames of the standard library, installed packages and Node's internals
 * are passed over (`json.loads` raising for the repository's bad input is the repository's
 * bug), and a traceback with no repository frame at all decides nothing.
 *
 * Read: Python tracebacks (unittest's ERROR blocks, pytest `--tb=native`), pytest's own
 * long and short formats (`path:line: in name`), and V8 stacks (node:test's TAP `stack`,
 * its JUnit `cause:` text). Only the last exception of a chain counts: it is what the test
 * saw. Paths under `/workspace/` (the Docker runner's) and relative ones (pytest's) are read
 * against the repository; the trusted-local runner's absolute paths by their folder names.
 * Not yet wired into the baseline verdict.
 */
import { CONTAINER_WORKSPACE } from '../gates/command-words.js';
import { RESERVED_TEST_DIR } from '../gates/path-policy.js';
import { isTestPath } from './test-integrity.js';

export type RaiseSite = 'code' | 'test';

const PY_TRACEBACK = 'Traceback (most recent call last):';
const PY_FRAME = /^\s*File "([^"]+)", line \d+/;
// pytest: `lib/core.py:4: in encode`, and the last frame `lib/core.py:4: UnicodeDecodeError`.
const PYTEST_FRAME = /^(\S[^:\n]*\.py):\d+: (?:in \S+|[\w.]+)?\s*$/;
const PY_CHAIN = /^(?:The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:)\s*$/;
// V8: `at fn (path:1:2)`, `at path:1:2`, or TAP's `fn (path:1:2)` without the `at`.
const JS_FRAME = /^\s*(?:at\s+)?(?:(?:async\s+)?[^\s(][^(]*\s\()?((?:file:\/\/)?[^\s()]+?):\d+:\d+\)?\s*$/;
const JS_CAUSE = /^\s*cause:/;
const EXTERNAL = [/^(?:node:|internal\/|<|native$)/, /(?:^|\/)(?:site-packages|dist-packages|node_modules)\//, /\/lib\/python\d/];
const WORKSPACE = `${CONTAINER_WORKSPACE}/`;
const MAX_LINES = 20_000;
// Frame lines are short; a longer one is output of the code under test, and the patterns
// above are not meant for megabyte lines.
const MAX_FRAME_LINE = 2_000;

/** Where the last exception in `text` was raised; undefined when no repository frame shows. */
export function raiseSite(text: string): RaiseSite | undefined {
  // The last exception is at the end of the text: keep its tail when there is too much.
  const lines = text.split(/\r?\n/).slice(-MAX_LINES).map((line) => (line.length > MAX_FRAME_LINE ? '' : line));
  const frames = pythonFrames(lines) ?? pytestFrames(lines) ?? jsFrames(lines);
  for (const path of frames ?? []) {
    const site = siteOf(path);
    if (site !== undefined) return site;
  }
  return undefined;
}

/** A frame's file: `test`, `code`, or undefined for code outside the repository. */
export function siteOf(framePath: string): RaiseSite | undefined {
  const path = framePath.replace(/^file:\/\//, '');
  if (EXTERNAL.some((re) => re.test(path))) return undefined;
  const relative = path.startsWith(WORKSPACE) ? path.slice(WORKSPACE.length) : path.replace(/^\.\//, '');
  const inReserved = relative.startsWith(`${RESERVED_TEST_DIR}/`) || relative.includes(`/${RESERVED_TEST_DIR}/`);
  return inReserved || isTestPath(relative) ? 'test' : 'code';
}

/** Frames of the last Python traceback, innermost first; null when there is none. */
function pythonFrames(lines: readonly string[]): string[] | null {
  const from = lines.lastIndexOf(PY_TRACEBACK);
  if (from === -1) return null;
  const frames: string[] = [];
  for (const line of lines.slice(from + 1)) {
    const m = PY_FRAME.exec(line);
    if (m) frames.push(m[1] as string);
  }
  return frames.reverse();
}

/** Frames of pytest's last chained section, innermost first; null when there is none. */
function pytestFrames(lines: readonly string[]): string[] | null {
  const frames = lines.slice(afterLast(lines, PY_CHAIN)).flatMap((line) => PYTEST_FRAME.exec(line)?.[1] ?? []);
  return frames.length === 0 ? null : frames.reverse();
}

/** A V8 stack's frames, innermost first (the order V8 prints them), after the last `cause:`. */
function jsFrames(lines: readonly string[]): string[] | null {
  const frames = lines.slice(afterLast(lines, JS_CAUSE)).flatMap((line) => JS_FRAME.exec(line)?.[1] ?? []);
  return frames.length === 0 ? null : frames;
}

/** The index after the last line that `marker` matches; 0 when none does. */
function afterLast(lines: readonly string[], marker: RegExp): number {
  for (let i = lines.length - 1; i >= 0; i--) if (marker.test(lines[i] as string)) return i + 1;
  return 0;
}
