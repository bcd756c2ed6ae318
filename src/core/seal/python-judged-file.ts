/**
 * A sealed Python test file whose comparisons are judged outside (python-judged.ts), made
 * ready to enter the container: text beside a test may restate the value it expects
 * ("returns [(1, 4)]"), so every comment goes, and so does each test's docstring (other
 * docstrings stay: a helper's `__doc__` can be what a test checks) and each test class's; and one statement defines
 * the recorder its rewritten statements call (python-recorder.ts). Line breaks stay where
 * they were, so every line keeps its number.
 */
import { insertionEdit } from './python-bootstrap.js';
import {
  type JudgedComparison,
  type JudgedForm,
  judgedForm,
  literalShows,
  overridesComparison,
} from './python-judged.js';
import type { Container, PyTest } from './python-tests.js';
import { named, type SyntaxNode, type TestFileParser } from './syntax.js';
import { applyEdits, type TextEdit } from './text-edits.js';

/** The judged statements directly in a test definition's body, in order. */
export function judgedFormsOf(definition: SyntaxNode): JudgedForm[] {
  const fn =
    definition.type === 'decorated_definition'
      ? definition.childForFieldName('definition')
      : definition;
  const body = fn?.childForFieldName('body');
  if (!body) return [];
  const forms: JudgedForm[] = [];
  // A decorator may return without calling the test, and an async test in a plain TestCase
  // is never awaited: either passes without running the body, so nothing in it is certain.
  let returns = definition.type === 'decorated_definition' || /^async\b/.test(fn?.text ?? '');
  for (const statement of named(body)) {
    const form = judgedForm(statement);
    if (form) forms.push(returns ? form : { ...form, always: true });
    returns ||= canReturn(statement);
  }
  return forms;
}

/** A statement that may end the test early without failing it: a `return` or `yield` in it. */
function canReturn(node: SyntaxNode): boolean {
  if (/^(?:return_statement|yield)$/.test(node.type)) return true;
  return named(node).some(canReturn);
}

/** `text` without comments, with `statement` run before the file's own code. */
export function judgedFileText(
  text: string,
  parser: TestFileParser,
  statement: string | null,
  stripComments = true,
): string {
  const parsed = parser.parse('python', text);
  try {
    if (parsed.root.hasError) throw new Error('a sealed Python file does not parse');
    const edits: TextEdit[] = [];
    const walk = (node: SyntaxNode): void => {
      if (node.type === 'comment') {
        if (stripComments) edits.push({ start: node.startIndex, end: node.endIndex, text: '' });
        return;
      }
      for (const child of named(node)) walk(child);
    };
    walk(parsed.root);
    const insert = statement === null ? null : insertionEdit(text, parsed.root, statement);
    return applyEdits(text, insert ? [...edits, insert] : edits);
  } finally {
    parsed.dispose();
  }
}

/** A test definition's docstring emptied, keeping its line breaks; null when it has none. */
export function docstringEdit(definition: SyntaxNode): TextEdit | null {
  const fn =
    definition.type === 'decorated_definition'
      ? definition.childForFieldName('definition')
      : definition;
  const body = fn?.childForFieldName('body');
  return body ? blockDocstringEdit(body) : null;
}

/** The docstring of a block (a test class's body, a test's) emptied; null when it has none. */
export function blockDocstringEdit(block: SyntaxNode): TextEdit | null {
  const doc = docstringOf(block);
  return doc ? { start: doc.startIndex, end: doc.endIndex, text: emptied(doc.text) } : null;
}

/** The docstring of a block: its first statement, a plain string. */
function docstringOf(block: SyntaxNode): SyntaxNode | null {
  const first = named(block).find((s) => s.type !== 'comment');
  if (first?.type !== 'expression_statement') return null;
  const only = named(first);
  const value = only.length === 1 ? only[0] : undefined;
  return value && (value.type === 'string' || value.type === 'concatenated_string') ? value : null;
}

/** An empty string holding the same line breaks, so the lines after keep their numbers. */
function emptied(text: string): string {
  const breaks = (text.match(/\n/g) ?? []).length;
  return `"""${'\n'.repeat(breaks)}"""`;
}

/**
 * The judged statements of every test (python-judged.ts), which then make no twins: the
 * judge compares them, and their expected values never enter the container.
 */
export function judgeStatements(containers: Container[]): Map<PyTest, JudgedForm[]> {
  const judged = new Map<PyTest, JudgedForm[]>();
  for (const c of containers)
    c.tests.forEach((t, i) => {
      const forms = judgedFormsOf(t.definition);
      if (forms.length === 0) return;
      const starts = new Set(forms.map((f) => f.start));
      const rest = { ...t, assertions: t.assertions.filter((a) => !starts.has(a.start)) };
      c.tests[i] = rest;
      judged.set(rest, forms);
    });
  return judged;
}

/**
 * A file that marks anything as expected to fail (a decorator, an alias of one, `pytestmark`):
 * an expected failure passes by failing its assertion, which a recorded one never does. Nor
 * does a test run again after a failed assertion (`@retry(3)`, `@flaky`, pytest's
 * `mark.flaky(reruns=…)`): recorded, its first value stands, and the retry that would have
 * fixed it never happens (rt40 B7). Such a file keeps its comparisons, with twins.
 */
export const UNJUDGED_MARK =
  /xfail|expectedFailure|@[\w.]*(?:retry|retrying|flaky|rerun)\w*|pytestmark[^\n]*(?:flaky|rerun)/i;

/** What the judge needs of a judged statement, beside its id, test and definition. */
export function pick(form: JudgedForm): Omit<JudgedComparison, 'id' | 'token' | 'definition'> {
  const { method, expected, actualFirst, options, always } = form;
  return { method, expected, actualFirst, options, ...(always ? { always } : {}) };
}

/** A Python file of the suite gives a judged method a meaning of its own (python-judged.ts). */
export function suiteOverridesComparison(files: ReadonlyMap<string, Uint8Array>): boolean {
  const decoder = new TextDecoder();
  return [...files]
    .filter(([path]) => path.endsWith('.py'))
    .some(([, bytes]) => overridesComparison(decoder.decode(bytes)));
}

/**
 * `always` only where the token stands for one written test: a row of a name written in two
 * classes ran one of them, maybe one without comparisons, so nothing it lacks is certain.
 */
export function certainOnce(
  comparisons: readonly JudgedComparison[],
  shared: ReadonlySet<string>,
): JudgedComparison[] {
  return comparisons.map((c) =>
    c.always === true && shared.has(c.token) ? { ...c, always: false } : c,
  );
}

/** Each comparison whose expected value still shows in a sealed file (python-judged.ts). */
export function markSeen(
  comparisons: readonly JudgedComparison[],
  files: ReadonlyMap<string, Uint8Array>,
): JudgedComparison[] {
  const decoder = new TextDecoder();
  const texts = [...files.values()].map((b) => decoder.decode(b));
  return comparisons.map((c) =>
    literalShows(c.expected, texts) ? { ...c, seen: true as const } : c,
  );
}
