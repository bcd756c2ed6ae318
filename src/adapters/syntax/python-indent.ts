/**
 * Python indentation checks that tree-sitter-python (0.21, as shipped in tree-sitter-wasms
 * 0.1.13) does not make. Its external scanner accepts, without any ERROR node, code CPython
 * refuses with IndentationError:
 *   - `def f():\nreturn 1`        → an empty `block` ("expected an indented block");
 *   - `x = 1\n    y = 2`          → "unexpected indent";
 *   - a dedent to no outer level  → "unindent does not match any outer indentation level";
 *   - `if x:` … `  else:`         → a misaligned clause ("invalid syntax").
 * Misindented code is the most common way a generated Python patch breaks a file, so the
 * gate would be hollow for Python without these. The rules below only flag what CPython
 * also refuses (no false refusals of valid code).
 */
import type { Node } from 'web-tree-sitter';
import type { RawProblem } from './tree-problems.js';

/**
 * Indentation problems in a parsed Python module: the module's, then each block's, then each
 * clause's, in document order (the caller sorts stably, so this order breaks ties). Every
 * node read crosses into WASM, and one walk of the whole tree costs about a sixth of the parse,
 * so blocks and clauses are found in one `descendantsOfType` walk, not two.
 */
export function pythonIndentProblems(root: Node, text: string): RawProblem[] {
  const problems: RawProblem[] = [];
  checkSuite(root, text, true, problems);
  const clauses: Node[] = [];
  for (const node of root.descendantsOfType(BLOCK_AND_CLAUSES)) {
    if (!node) continue;
    if (node.type === 'block') checkSuite(node, text, false, problems);
    else clauses.push(node);
  }
  for (const clause of clauses) {
    if (clause.parent) checkClause(clause, clause.parent, text, problems);
  }
  return problems;
}

/** Clauses that continue a compound statement and so must line up with its first keyword. */
const CLAUSES = [
  'elif_clause',
  'else_clause',
  'except_clause',
  'except_group_clause',
  'finally_clause',
];
const BLOCK_AND_CLAUSES = ['block', ...CLAUSES];

/** `if x:` … `  else:` parses as one if_statement, but CPython refuses the misaligned else. */
function checkClause(clause: Node, statement: Node, text: string, out: RawProblem[]): void {
  const mine = indentOf(text, clause.startIndex);
  const theirs = indentOf(text, statement.startIndex);
  if (mine && theirs && !sameIndent(mine, theirs))
    out.push({ index: clause.startIndex, kind: 'error' });
}

/** Statements of one suite (the module or a block) must start at one indentation. */
function checkSuite(suite: Node, text: string, isModule: boolean, out: RawProblem[]): void {
  // A statement is a named child that is not extra (a comment), ERROR or MISSING. Each of those
  // tests is a call into WASM, so they are made only where the answer can matter: a child at
  // the indentation already expected changes nothing whether it is a statement or not (and a
  // block's `expected` is set only once it has a statement). None is skipped on a suite whose
  // hasError is false: a lexer ERROR leaf carries no error cost of its own, so hasError does
  // not vouch for children.
  let expected: Indent | null = isModule ? { spaces: 0, tabs8: 0 } : null;
  let hasStatement = false;
  for (const child of suite.namedChildren) {
    if (child === null) continue;
    const indent = indentOf(text, child.startIndex);
    if (indent && expected && sameIndent(indent, expected)) continue;
    if (child.isExtra || child.isError || child.isMissing) continue;
    hasStatement = true;
    if (!indent) continue; // shares its line with something before it (`a = 1; b = 2`)
    if (!expected) expected = indent;
    else out.push({ index: child.startIndex, kind: 'error' });
  }
  if (!isModule && !hasStatement && !suite.hasError)
    out.push({ index: nextToken(text, suite.startIndex), kind: 'missing' });
}

/**
 * CPython measures indentation twice, with tabs as 1 and as 8 columns, and treats two
 * indents as equal only when both measures agree (otherwise IndentationError or TabError).
 */
interface Indent {
  spaces: number;
  tabs8: number;
}

function sameIndent(a: Indent, b: Indent): boolean {
  return a.spaces === b.spaces && a.tabs8 === b.tabs8;
}

/** The indentation before `index`, or null when something other than whitespace precedes it. */
function indentOf(text: string, index: number): Indent | null {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  if (continuesPreviousLine(text, lineStart)) return null;
  let spaces = 0;
  let tabs8 = 0;
  for (let i = lineStart; i < index; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      spaces += 1;
      tabs8 += 1;
    } else if (c === 9) {
      spaces += 1;
      tabs8 = (Math.floor(tabs8 / 8) + 1) * 8;
    } else if (c === 12) {
      spaces = 0; // a form feed resets the count, as in CPython's tokenizer
      tabs8 = 0;
    } else if (!(c === 0xfeff && i === 0)) {
      return null; // a BOM at the start of the file is not indentation
    }
  }
  return { spaces, tabs8 };
}

/** A backslash at the end of the previous line joins the lines: no new statement starts. */
function continuesPreviousLine(text: string, lineStart: number): boolean {
  let i = lineStart - 2; // skip the '\n'
  if (i >= 0 && text.charCodeAt(i) === 13) i -= 1;
  return i >= 0 && text.charCodeAt(i) === 92;
}

/** Where CPython would point for a missing block: the next token after the header. */
function nextToken(text: string, from: number): number {
  const m = /\S/.exec(text.slice(from, from + 4096));
  return m ? from + m.index : from;
}
