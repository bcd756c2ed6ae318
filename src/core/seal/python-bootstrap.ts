/**
 * Trusted Python suites import their own helpers by bare name (`from helpers import x`, with
 * helpers.py beside the tests), as the project's tests did in their own folder. Copied to
 * `patchproof_tests/<suite>/`, that folder is on `sys.path` only where the framework puts
 * it: first in pytest's prepend mode and unittest discovery, last in append mode, nowhere in
 * importlib mode. And wherever it is, a folder before it that the patch can write to (the
 * repository root, a `pythonpath` source root) could hold a `helpers.py` of the patch's that
 * the trusted tests would import instead.
 *
 * So every Python file of a sealed suite that a framework loads by itself (a test module, a
 * conftest.py) starts with one statement that puts its own folder first on `sys.path` and
 * drops from `sys.modules` any module of a trusted name that was loaded from elsewhere in the
 * workspace (the patch's code may have imported its own `helpers` first). Modules from
 * outside the workspace (the standard library, the runner's packages) are never dropped.
 * The statement goes on the line of one already there, so every line keeps its number; a
 * docstring stays the docstring and `from __future__` imports stay first.
 *
 * Code under test that rewrites `sys.modules` or the import system while it runs is beyond
 * this: that is tampering in the process, for the plants and twins (docs/threat-model.md).
 */
import type { SyntaxNode, TestFileParser } from './syntax.js';
import { named } from './syntax.js';
import { applyEdits, type TextEdit } from './text-edits.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
// Statements that own a block: nothing may follow them on their line after a `;`.
const COMPOUND =
  /^(?:class_definition|function_definition|decorated_definition|if_statement|for_statement|while_statement|try_statement|with_statement|match_statement)$/;

/**
 * The suite's files with the bootstrap statement in each Python file that imports a sibling
 * module (any `.py` file but `__init__.py`); files that do not parse, are not UTF-8 or have
 * no sibling module are left as they are.
 */
export function bootstrapPythonSuite(
  files: ReadonlyMap<string, Uint8Array>,
  parser: TestFileParser,
): Map<string, Uint8Array> {
  const out = new Map(files);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const [path, bytes] of files) {
    const file = path.slice(path.lastIndexOf('/') + 1);
    if (!path.endsWith('.py') || file === '__init__.py') continue;
    const names = siblingModules(path, files);
    if (names.length === 0) continue;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      continue;
    }
    const parsed = parser.parse('python', text);
    try {
      if (parsed.root.hasError) continue;
      const boot = bootStatement(names, path.split('/').length - 1 + 2);
      const next = insertStatement(text, parsed.root, boot);
      if (next !== null) out.set(path, new TextEncoder().encode(next));
    } finally {
      parsed.dispose();
    }
  }
  return out;
}

/** Top-level module names a file in `path`'s folder can import by bare name: its siblings (not itself). */
export function siblingModules(path: string, files: ReadonlyMap<string, Uint8Array>): string[] {
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const names = new Set<string>();
  for (const other of files.keys()) {
    if (!other.startsWith(dir) || !other.endsWith('.py')) continue;
    const rest = other.slice(dir.length);
    const slash = rest.indexOf('/');
    const name = slash < 0 ? rest.slice(0, -'.py'.length) : rest.slice(0, slash);
    // pytest imports each conftest.py itself, under names of its own.
    if (IDENTIFIER.test(name) && name !== 'conftest' && name !== '__init__' && other !== path)
      names.add(name);
  }
  return [...names].sort();
}

/**
 * One expression statement that binds no name: the file's folder first on sys.path, and the
 * trusted names' modules loaded from elsewhere in the workspace (`ups` folders up from the
 * file's folder) dropped, so the next import finds the trusted file.
 */
export function bootStatement(names: readonly string[], ups: number): string {
  const tuple = `(${names.map((n) => `'${n}'`).join(', ')},)`;
  const root = Array<string>(ups).fill('..').join('/');
  const origin =
    "getattr(m, '__file__', None) or (list(getattr(m, '__path__', None) or []) or [''])[0]";
  const elsewhere =
    `(lambda f: bool(f) and o.path.realpath(f).startswith(o.path.normpath(o.path.join(d, '${root}')) + o.sep) ` +
    `and not o.path.realpath(f).startswith(d + o.sep))(${origin})`;
  return (
    `(lambda s, o, d: (s.path.insert(0, d) if s.path[:1] != [d] else None, ` +
    `[s.modules.pop(k, None) for k, m in list(s.modules.items()) if k.split('.')[0] in ${tuple} and ${elsewhere}]))` +
    `(__import__('sys'), __import__('os'), __import__('os').path.dirname(__import__('os').path.realpath(__file__)))`
  );
}

/**
 * `text` with `boot` run before the file's own code, on a line already there: after the
 * docstring and `from __future__` imports (`…; boot`), else before the first statement
 * (`boot; …`); on a line of its own only before a first statement that owns a block. Null
 * for a file with no statement.
 */
export function insertStatement(text: string, root: SyntaxNode, boot: string): string | null {
  const edit = insertionEdit(text, root, boot);
  return edit ? applyEdits(text, [edit]) : null;
}

/** insertStatement's change as an edit, to go with others made on the same tree. */
export function insertionEdit(text: string, root: SyntaxNode, boot: string): TextEdit | null {
  const statements = named(root).filter((s) => s.type !== 'comment');
  let lead: SyntaxNode | undefined;
  for (const [i, s] of statements.entries()) {
    const docstring =
      i === 0 &&
      s.type === 'expression_statement' &&
      /^(?:string|concatenated_string)$/.test(named(s)[0]?.type ?? '');
    if (!docstring && s.type !== 'future_import_statement') break;
    lead = s;
  }
  if (lead) return { start: lead.endIndex, end: lead.endIndex, text: `; ${boot}` };
  const first = statements[0];
  if (!first) return null;
  if (!COMPOUND.test(first.type))
    return { start: first.startIndex, end: first.startIndex, text: `${boot}; ` };
  const line = text.lastIndexOf('\n', first.startIndex - 1) + 1;
  return { start: line, end: line, text: `${boot}\n` };
}
