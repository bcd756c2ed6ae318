/**
 * A panic in a sealed Go test ends the whole test binary: the tests after it never run. At
 * baseline, where a bug that panics is the common case, two targets that both panic left the
 * second unrun (`TargetMissing`), an honest fix's false FAIL. So each real test (and twin) of
 * a sealed file starts with `defer <recover>(t)`: a panic in the test's own goroutine is
 * recovered, printed as Go prints one (`panic: <value> [recovered]`, then the panicking
 * goroutine's frames from where it was raised, the recovering frames cut off so the raise
 * site reads as the code's), and fails the test with `t.FailNow()`; the binary runs on.
 *
 * `panic(nil)`, which Go 1.19 recovers as nil, is told from a normal return by the stack (the
 * `panic(` frame is there) and fails the same way. The helper and its imports are added to
 * the file under fresh names; plants get none (they call no code), nor does a test whose
 * `*testing.T` is `_` (it cannot be passed on). Each subtest literal gets one too (go-subtests.ts).
 * A panic in a goroutine the test started, or in a subtest given as a named function, still
 * ends the binary as before (the report's interrupted rule covers it).
 */
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';
import type { TextEdit } from './text-edits.js';

export interface GoRecover {
  /** The edits that add the imports and the helper to the file. */
  readonly edits: readonly TextEdit[];
  /** The statement that opens a test body, for the test's `*testing.T` named `t`. */
  deferFor(t: string): string;
}

/** The recover helper for one file; null when the file has no import declaration to follow. */
export function goRecover(
  root: SyntaxNode,
  source: string,
  testing: string,
  random: SealRandom,
  tokens: Set<string>,
): GoRecover | null {
  const imports = named(root).filter((n) => n.type === 'import_declaration');
  const last = imports[imports.length - 1];
  if (!last) return null;
  const name = (stem: string): string => {
    for (;;) {
      const made = `${stem}${random.word(10)}`;
      if (!tokens.has(made) && !source.includes(made)) {
        tokens.add(made);
        return made;
      }
    }
  };
  const [fn, fmt, debug, strings] = [
    name('recover_'),
    name('fmt_'),
    name('debug_'),
    name('strings_'),
  ];
  const helper = [
    `func ${fn}(t *${testing}.T) {`,
    '\tr := recover()',
    `\tstack := string(${debug}.Stack())`,
    // Go 1.19 recovers panic(nil) as nil: only the stack tells it from a normal return.
    `\tif r == nil && !${strings}.Contains(stack, "\\npanic(") {`,
    '\t\treturn',
    '\t}',
    // From the frame that raised it on: cut the recovering frames and panic()'s own.
    `\tif at := ${strings}.Index(stack, "\\npanic("); at >= 0 {`,
    `\t\theader := stack[:${strings}.IndexByte(stack, '\\n')+1]`,
    '\t\trest := stack[at+1:]',
    '\t\tfor i := 0; i < 2; i++ {',
    `\t\t\tif nl := ${strings}.IndexByte(rest, '\\n'); nl >= 0 {`,
    '\t\t\t\trest = rest[nl+1:]',
    '\t\t\t}',
    '\t\t}',
    '\t\tstack = header + rest',
    '\t}',
    `\t${fmt}.Printf("panic: %v [recovered]\\n\\n%s\\n", r, stack)`,
    '\tt.FailNow()',
    '}',
  ].join('\n');
  return {
    edits: [
      {
        start: last.endIndex,
        end: last.endIndex,
        text: `\n\nimport (\n\t${fmt} "fmt"\n\t${debug} "runtime/debug"\n\t${strings} "strings"\n)`,
      },
      { start: source.length, end: source.length, text: `\n${helper}\n` },
    ],
    // The `;` ends the statement where the body goes on on the same line (`{ x() }`).
    deferFor: (t) => `\n\tdefer ${fn}(${t});`,
  };
}
