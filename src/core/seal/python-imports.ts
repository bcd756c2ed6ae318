/**
 * The import statements of a trusted Python file, and which module of the trusted suite each
 * names: what python-helper-names.ts rewrites and python-helper-asserts.ts follows. A suite's
 * module is a `.py` file or a folder of them (a package), importable by its bare name from
 * the files in its folder and below (python-bootstrap.ts puts each file's folder first on
 * `sys.path`), or by a relative import from the package it is in.
 */
import { named, type SyntaxNode, type TestFileParser } from './syntax.js';

/**
 * One name an import statement brings in: `a.b` in `import a.b as c`, `x` in `from m import
 * x`. Plain data (offsets into the file's text), so it outlives the parsed tree.
 */
export interface ImportedName {
  /** Where the name is written, with its `as` part if any. */
  readonly start: number;
  readonly end: number;
  readonly parts: readonly string[];
  readonly alias: string | null;
}

export interface PyImport {
  readonly kind: 'import' | 'from';
  /** Leading dots of a `from` import; 0 for an absolute one. */
  readonly level: number;
  /** The module of a `from` import, after its dots (`o.p` in `from .o.p import q`); null for `from . import x`. */
  readonly module: { readonly start: number; readonly parts: readonly string[] } | null;
  readonly names: readonly ImportedName[];
  /** At the module's top level (not in a function, a class or a branch). */
  readonly topLevel: boolean;
}

/** A module of the suite: `<dir><name>.py`, or the package `<dir><name>/`. */
export interface SuiteModule {
  /** Its folder, `''` or ending in `/`. */
  readonly dir: string;
  readonly name: string;
  readonly kind: 'file' | 'package';
  /** The file that runs when it is imported (`__init__.py` of a package, if it has one). */
  readonly path: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Every import statement in the tree, at any depth (in a function, a `try`, an `if`). */
export function importsOf(root: SyntaxNode): PyImport[] {
  const out: PyImport[] = [];
  const visit = (node: SyntaxNode): void => {
    if (node.type === 'import_statement' || node.type === 'import_from_statement') {
      const made = readImport(node);
      if (made) out.push(made);
      return;
    }
    for (const child of named(node)) visit(child);
  };
  visit(root);
  return out;
}

function readImport(node: SyntaxNode): PyImport | null {
  const from = node.type === 'import_from_statement';
  const moduleName = from ? node.childForFieldName('module_name') : null;
  let level = 0;
  let module: SyntaxNode | null = moduleName;
  if (moduleName?.type === 'relative_import') {
    const prefix = named(moduleName).find((c) => c.type === 'import_prefix');
    level = prefix ? prefix.text.replace(/[^.]/g, '').length : 0;
    module = named(moduleName).find((c) => c.type === 'dotted_name') ?? null;
  }
  const names: ImportedName[] = [];
  for (const child of named(node)) {
    if (child.id === moduleName?.id) continue;
    const dotted = child.type === 'aliased_import' ? child.childForFieldName('name') : child;
    if (dotted?.type !== 'dotted_name') continue;
    const alias = child.type === 'aliased_import' ? child.childForFieldName('alias')?.text : null;
    const parts = dotted.text.split('.');
    names.push({ start: child.startIndex, end: child.endIndex, parts, alias: alias ?? null });
  }
  return {
    kind: from ? 'from' : 'import',
    level,
    module: module ? { start: module.startIndex, parts: module.text.split('.') } : null,
    names,
    topLevel: node.parent?.type === 'module',
  };
}

/** The modules of a suite from its paths, by `<dir><name>`. */
export function suiteModules(paths: Iterable<string>): Map<string, SuiteModule> {
  const out = new Map<string, SuiteModule>();
  for (const path of paths) {
    if (!path.endsWith('.py')) continue;
    const parts = path.split('/');
    const file = (parts.pop() as string).slice(0, -'.py'.length);
    if (IDENTIFIER.test(file) && file !== '__init__') {
      const dir = parts.length > 0 ? `${parts.join('/')}/` : '';
      out.set(`${dir}${file}`, { dir, name: file, kind: 'file', path });
    }
    // Each folder above the file is a package of the folder above it (namespace or not).
    for (let i = parts.length; i > 0; i--) {
      const name = parts[i - 1] as string;
      if (!IDENTIFIER.test(name)) break;
      const dir = i > 1 ? `${parts.slice(0, i - 1).join('/')}/` : '';
      const key = `${dir}${name}`;
      const init = `${key}/__init__.py`;
      if (!out.has(key) || out.get(key)?.kind === 'file')
        out.set(key, { dir, name, kind: 'package', path: init });
    }
  }
  return out;
}

/** The folder of a path: `''` or ending in `/`. */
export function dirOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
}

/**
 * The suite module (its key) the first name of an import means in the file at `from`, or
 * null for a module from elsewhere. Absolute: the nearest folder, from the file's own up to
 * the suite's root, that has it. Relative: the folder `level` dots name, only.
 */
export function resolveFirst(
  from: string,
  level: number,
  first: string,
  modules: ReadonlyMap<string, SuiteModule>,
): string | null {
  let dir = dirOf(from);
  if (level > 0) {
    for (let i = 1; i < level; i++) {
      if (dir === '') return null;
      dir = dirOf(dir.slice(0, -1));
    }
    return modules.has(`${dir}${first}`) ? `${dir}${first}` : null;
  }
  for (;;) {
    if (modules.has(`${dir}${first}`)) return `${dir}${first}`;
    if (dir === '') return null;
    dir = dirOf(dir.slice(0, -1));
  }
}

/**
 * What `read` makes of each Python file of a suite that decodes as UTF-8 and parses without
 * error; other files are left out (sealing declines or keeps them elsewhere). Each tree is
 * freed once read.
 */
export function readPythonFiles<T>(
  files: ReadonlyMap<string, Uint8Array>,
  parser: TestFileParser,
  read: (path: string, text: string, root: SyntaxNode) => T,
): Map<string, T> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const out = new Map<string, T>();
  for (const [path, bytes] of files) {
    if (!path.endsWith('.py')) continue;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      continue;
    }
    const tree = parser.parse('python', text);
    try {
      if (!tree.root.hasError) out.set(path, read(path, text, tree.root));
    } finally {
      tree.dispose();
    }
  }
  return out;
}
