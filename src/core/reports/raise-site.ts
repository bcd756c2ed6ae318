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
 * its JUnit `cause:` text). Only the last exception of a chain counts (what the test saw),
 * except in Python's own format, where every traceback of the chain must agree: there the
 * report's traceback comes first and a message can only add text after it. The exception
 * messages of the code are trusted here: the reading decides the baseline, where only the
 * base's code and the trusted tests run, and a V8 stack's message (which comes before its
 * frames) could otherwise add frames that are not real.
 *
 * A frame is the repository's when its path is relative (pytest prints them so) or lies
 * under one of the run's workspace roots (`/workspace` in the Docker runner, the copy's
 * folder for the trusted-local one); any other absolute path is outside the repository.
 * The parsers record the site on each failing test (`raisedIn`); the baseline verdict
 * (reproduction.ts) reads it.
 */
import { CONTAINER_WORKSPACE } from '../gates/command-words.js';
import { RESERVED_TEST_DIR } from '../gates/path-policy.js';
import { isTestPath } from '../gates/test-paths.js';

export type RaiseSite = 'code' | 'test';

const PY_TRACEBACK = 'Traceback (most recent call last):';
const PY_FRAME = /^\s*File "([^"]+)", line \d+/;
// pytest: `lib/core.py:4: in encode`, and the last frame `lib/core.py:4: UnicodeDecodeError`.
// The path has no spaces: pytest prefixes a message's lines with `E   `, which must not read as a path.
const PYTEST_FRAME = /^([^\s:]+\.py):\d+: (?:in \S+|[\w.]+)?\s*$/;
const PY_CHAIN = /^(?:The above exception was the direct cause of the following exception:|During handling of the above exception, another exception occurred:)\s*$/;
// V8: `at fn (path:1:2)`, `at path:1:2`, or TAP's `fn (path:1:2)` without the `at`.
const JS_FRAME = /^\s*(?:at\s+)?(?:(?:async\s+)?[^\s(][^(]*\s\()?((?:file:\/\/)?[^\s()]+?):\d+:\d+\)?\s*$/;
const JS_CAUSE = /^\s*cause:/;
const EXTERNAL = [/^(?:node:|internal\/|<|native$)/, /(?:^|\/)(?:site-packages|dist-packages|node_modules)\//, /\/lib\/python\d/];
const MAX_LINES = 50_000;
// Frame lines are short; a longer one is output of the code under test, and the patterns
// above are not meant for megabyte lines.
const MAX_FRAME_LINE = 2_000;

/** Where the run's repository copy is, as paths in its output spell it. */
export const DEFAULT_ROOTS: readonly string[] = [CONTAINER_WORKSPACE];

/** Where the last exception in `text` was raised; undefined when no repository frame shows. */
export function raiseSite(text: string, roots: readonly string[] = DEFAULT_ROOTS): RaiseSite | undefined {
  const all = text.split(/\r?\n/);
  // More lines than any honest traceback: decide nothing rather than read part of it.
  if (all.length > MAX_LINES) return undefined;
  const lines = all.map((line) => (line.length > MAX_FRAME_LINE ? '' : line));
  const python = pythonTracebacks(lines);
  if (python !== null) return agreed(python.map((frames) => innermost(frames, roots)));
  return innermost(pytestFrames(lines) ?? jsFrames(lines) ?? [], roots);
}

/** The site of the first frame (innermost first) that lies in the repository. */
function innermost(frames: readonly string[], roots: readonly string[]): RaiseSite | undefined {
  for (const path of frames) {
    const site = siteOf(path, roots);
    if (site !== undefined) return site;
  }
  return undefined;
}

/**
 * One site for a chain of Python tracebacks: `code` only when every traceback that shows
 * a repository frame says so. The first traceback is the report's own (the text starts
 * with it); a message can only add tracebacks after it, so a forged one cannot turn an
 * error of the test into one of the code.
 */
function agreed(sites: readonly (RaiseSite | undefined)[]): RaiseSite | undefined {
  if (sites.includes('test')) return 'test';
  return sites.includes('code') ? 'code' : undefined;
}

/** A frame's file: `test`, `code`, or undefined for code outside the repository. */
export function siteOf(framePath: string, roots: readonly string[] = DEFAULT_ROOTS): RaiseSite | undefined {
  const path = framePath.replace(/^file:\/\//, '');
  if (EXTERNAL.some((re) => re.test(path))) return undefined;
  const relative = inRepository(path, roots);
  if (relative === undefined) return undefined;
  const inReserved = relative.startsWith(`${RESERVED_TEST_DIR}/`) || relative.includes(`/${RESERVED_TEST_DIR}/`);
  return inReserved || isTestPath(relative) ? 'test' : 'code';
}

/** The path relative to the repository, or undefined when it lies outside it. */
function inRepository(path: string, roots: readonly string[]): string | undefined {
  if (!path.startsWith('/')) return path.startsWith('../') ? undefined : path.replace(/^(?:\.\/)+/, '');
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
 */
function pythonTracebacks(lines: readonly string[]): string[][] | null {
  const tracebacks: string[][] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== PY_TRACEBACK) continue;
    const frames: string[] = [];
    for (i += 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const frame = PY_FRAME.exec(line);
      if (frame) frames.push(frame[1] as string);
      else if (!/^ {4}|^ {2}\[Previous line repeated/.test(line)) break;
    }
    tracebacks.push(frames.reverse());
    i -= 1;
  }
  return tracebacks.length === 0 ? null : tracebacks;
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
