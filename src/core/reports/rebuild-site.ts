/**
 * A class the interpreter instantiated on the test's behalf, whose constructor refused the
 * arguments it was given (issue 34, packaging-1328). `pickle.loads(pickle.dumps(exc))` on an
 * exception whose `__init__` does not match its own `args` raises
 * `TypeError: InvalidMetadata.__init__() missing 1 required positional argument: 'message'`,
 * and the traceback shows only the test's frame: Python raises an argument-binding error at
 * the call, before the callee has a frame, and the call was made by C code (`_pickle`) or
 * by the standard library (`copy.py`'s `_reconstruct`), whose frames are not the
 * repository's. raise-site.ts then reads the innermost repository frame, the test's line,
 * and calls it an error of the test.
 *
 * The class this module recognises: one exception, a binding error (`missing N required
 * positional|keyword-only argument(s)`, `takes N positional arguments but M were given`)
 * of a class's `__init__` or `__new__`, where no line the traceback marks as failing names
 * that class or spells `__init__`/`__new__`. The class was then instantiated by code the
 * test called, with arguments that code made: rebuilding an object from its own state
 * (pickle, copy, deepcopy, `copy.replace`, multiprocessing), where the state is what the
 * class's own code stored. That mismatch is the class's bug, so the error is the code's.
 *
 * What still reads as the test's (the caller's rule in raise-site.ts, unchanged):
 * - the test's line names the class (`InvalidMetadata("x")`, `map(Version, items)`,
 *   `json.loads(s, cls=Decoder)`): the test chose what to call, or called it wrongly;
 * - a class defined inside a function (`<locals>` in its qualified name), as tests do;
 * - `got an unexpected keyword argument`, which reproduction.ts refuses wherever raised (a
 *   call of an API the code lacks);
 * - a chain of exceptions, an exception group, a test fixture's frame, any other message.
 *
 * Why reading it as the code's cannot buy a patch a PASS. The reading decides only the
 * baseline, where no patch runs: only the base's code and the trusted tests. What it can
 * change is whether a target counts as showing the bug; the patched phase still needs the
 * target to pass. A no-op patch leaves the same error, so that phase fails. Counting a
 * target matters only if a patch could make it pass more cheaply than a target that
 * showed the bug for sure, and here it cannot: the error goes away only when the class
 * accepts what the interpreter rebuilds it from (the fix) or when the patch changes how
 * the standard library rebuilds objects (replacing `pickle.loads`), which would fool a
 * sure target just as well and is what hidden tests are for. What the text cannot show is
 * whose class it is: a class the test module defines at its top level with a constructor
 * that does not fit its own state reads as the code's. The patch cannot change that class
 * (the trusted suite is put back from the snapshot), so such a target fails patched too.
 * An alias that hides a test's own wrong call (`make = Cls; make("x")`) also reads as the
 * code's; then the patch must make that call work and every assertion after it hold,
 * which is the change the trusted test asks for.
 */

// The failing lines of a traceback: pytest's long format marks them `>`; its short format,
// Python's native tracebacks and unittest print the line under its location. Python 3.11+
// underlines the failing expression on the next line (`^^^^`, `~~~^^^`) unless it is the
// whole line; pytest 7 prints no underline.
const MARKED = /^>\s/;
const NATIVE_FRAME = /^\s*File "[^"]+", line \d+/;
const PYTEST_LOCATION = /^[^\s:]+\.py:\d+: in \S+\s*$/;
const SOURCE = /^ {4}\S/;
const UNDERLINE = /^(\s*)([~^]+)\s*$/;
const BINDING =
  /^(?:E\s+)?TypeError: ((?:[\w<>]+\.)*?)(\w+)\.(?:__init__|__new__)\(\) (?:missing \d+ required (?:positional|keyword-only) arguments?: |takes (?:from \d+ to )?\d+ positional arguments? but \d+ (?:was|were) given)/;
// Any exception line: a second one means a chain or a group, which raise-site.ts decides.
const EXCEPTION_LINE = /^(?:E\s+)?(?:[\w.]+\.)?\w*(?:Error|Exception|Group)\b[^:]*:/;
const CHAINED =
  /^\s*(?:\| )?(?:The above exception was the direct cause|During handling of the above exception|\+ Exception Group Traceback)/;

/** Where a frame was when the error came: the expression Python underlined, or its whole line. */
interface Failing {
  readonly text: string;
  /** The text is exactly the failing expression (underlined), not a line that holds it. */
  readonly exact: boolean;
}

/**
 * Whether the one exception in `lines` is a binding error of a class that the code the
 * test called instantiated (module comment). Callers ask only when the innermost
 * repository frame is a test's and no fixture frame is in the traceback.
 */
export function rebuiltByInterpreter(lines: readonly string[]): boolean {
  if (lines.some((line) => CHAINED.test(line))) return false;
  const exceptions = new Set(lines.filter((line) => EXCEPTION_LINE.test(line)).map(bare));
  if (exceptions.size !== 1) return false;
  const binding = lines.map((line) => BINDING.exec(line)).find((m) => m !== null);
  if (!binding || (binding[1] ?? '').includes('<locals>')) return false;
  const failing = failingExpressions(lines);
  return failing.length > 0 && failing.every((f) => !callsClass(f, binding[2] as string));
}

/**
 * Whether a failing expression may have called the class itself or handed it to what it
 * called. A line may hold the call that failed anywhere in it, so it must not name the
 * class at all. An underlined expression is the call that failed: the class may appear in
 * its arguments only as a call of its own (`pickle.dumps(Slotted(3))`), which Python made,
 * and which succeeded, before the underlined call began; not as its callee, and not as a
 * value handed on (`map(Cls, items)`, `assertRaises(E, Cls, …)`, `cls=Cls`).
 */
function callsClass(failing: Failing, name: string): boolean {
  if (/__init__|__new__/.test(failing.text)) return true;
  const named = new RegExp(`\\b${name}\\b(\\s*\\()?`, 'g');
  if (!failing.exact) return named.test(failing.text);
  const open = failing.text.indexOf('(');
  const callee = open < 0 ? failing.text : failing.text.slice(0, open);
  if (new RegExp(`\\b${name}\\b`).test(callee)) return true;
  return [...failing.text.matchAll(named)].some((m) => m[1] === undefined);
}

/** An exception line without pytest's `E` margin, so one exception printed twice counts once. */
function bare(line: string): string {
  return line.replace(/^E\s+/, '').trim();
}

/** The failing expression of every frame the traceback shows with its source. */
function failingExpressions(lines: readonly string[]): Failing[] {
  const out: Failing[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (MARKED.test(line)) out.push(failingAt(line, lines[i + 1], 1));
    else if (NATIVE_FRAME.test(line) || PYTEST_LOCATION.test(line)) {
      const source = lines[i + 1];
      if (source !== undefined && SOURCE.test(source)) out.push(failingAt(source, lines[i + 2], 0));
    }
  }
  return out;
}

/** The underlined part of `source` (`skip`: columns of pytest's `>` margin), or the whole line. */
function failingAt(source: string, next: string | undefined, skip: number): Failing {
  const underline = next === undefined ? null : UNDERLINE.exec(next);
  if (!underline) return { text: source.slice(skip).trim(), exact: false };
  const from = (underline[1] as string).length;
  return { text: source.slice(from, from + (underline[2] as string).length), exact: true };
}
