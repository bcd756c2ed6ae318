/**
 * Where the regression suite's plants go in a Python file (regression-plants.ts): at the end
 * of each plain test class (a `unittest.TestCase`, or for pytest a `Test…` class), and for
 * pytest at the end of a module with test functions. A decorated class (skips, parametrize)
 * is left alone: a plant in it would be skipped or given arguments it does not take.
 *
 * A site fits a report id that names its class (or module), one of its tests, and a module
 * path that ends the file's: unittest ids are `tests.test_core.Merge.test_x` (or, with
 * `-s tests`, `test_core.Merge.test_x`); pytest's JUnit ids are `tests.test_core.Merge::test_x`
 * and `tests.test_core::test_x`.
 */
import type { PlantSite } from './regression-plants.js';
import { leadingWhitespace, named, type SyntaxNode } from './syntax.js';

export function pythonPlantSites(
  path: string,
  text: string,
  root: SyntaxNode,
  pytest: boolean,
): PlantSite[] {
  const module = path
    .replace(/\.py$/, '')
    .split('/')
    .filter((p, i, all) => !(p === '__init__' && i === all.length - 1));
  const out: PlantSite[] = [];
  const moduleTests = new Set<string>();
  for (const statement of named(root)) {
    if (statement.type === 'function_definition' && pytest) {
      const name = statement.childForFieldName('name')?.text ?? '';
      if (name.startsWith('test')) moduleTests.add(name);
    }
    if (statement.type !== 'class_definition') continue;
    const body = statement.childForFieldName('body');
    const bases = statement.childForFieldName('superclasses')?.text ?? '';
    const className = statement.childForFieldName('name')?.text ?? '';
    const testCase = /TestCase\b/.test(bases);
    if (!body || !(testCase || (pytest && /^Test/.test(className)))) continue;
    const methods = named(body).filter((s) => s.type === 'function_definition');
    const tests = new Set(
      methods
        .map((m) => m.childForFieldName('name')?.text ?? '')
        .filter((n) => n.startsWith('test')),
    );
    if (tests.size === 0) continue;
    // The whitespace the file itself uses (tabs stay tabs).
    const first = named(body).find((s) => s.type !== 'comment') as SyntaxNode;
    const indent = leadingWhitespace(text, first);
    const innerFirst = methods[0]?.childForFieldName('body');
    const inner = innerFirst ? named(innerFirst)[0] : undefined;
    const innerIndent = inner ? leadingWhitespace(text, inner) : '';
    const step =
      innerIndent.startsWith(indent) && innerIndent.length > indent.length
        ? innerIndent.slice(indent.length)
        : '    ';
    const forms = testCase ? unittestForms(text) : ['assert'];
    // Before each test (at its line, decorators included), or after the last statement.
    const befores = named(body)
      .filter((st) => isTest(st))
      .map((st) => lineStartOf(text, st));
    out.push({
      file: path,
      key: `class ${className}`,
      header: `${testCase ? 'TestCase' : 'plain'} ${bases}`,
      tests,
      slots: [...befores, body.endIndex],
      forms,
      fits: (id) => fitsId(id, pytest, module, className, tests),
      plant: (name, a, b, form, slot) => {
        const def = `${indent}def ${name}(self):\n${indent}${step}${check(form, a, b)}\n`;
        return slot === befores.length ? `\n\n${def}` : `${def}\n`;
      },
      nameFrom: snakeName,
    });
  }
  if (moduleTests.size > 0) {
    const fns = named(root).filter(
      (st) => isTest(st) && moduleTests.has(defOf(st)?.childForFieldName('name')?.text ?? ''),
    );
    const inner = defOf(fns[0] as SyntaxNode)?.childForFieldName('body');
    const first = inner ? named(inner)[0] : undefined;
    const step = first ? leadingWhitespace(text, first) || '    ' : '    ';
    const befores = fns.map((st) => lineStartOf(text, st));
    out.push({
      file: path,
      key: 'module',
      header: 'module',
      tests: moduleTests,
      slots: [...befores, text.length],
      forms: ['assert'],
      fits: (id) => fitsId(id, pytest, module, null, moduleTests),
      plant: (name, a, b, _form, slot) => {
        const def = `def ${name}():\n${step}assert ${a} == ${b}\n`;
        return slot === befores.length ? `\n\n\n${def}` : `${def}\n\n`;
      },
      nameFrom: snakeName,
    });
  }
  return out;
}

/** The assertion forms a plant may take in a unittest class: those the file itself uses (assertEqual when it uses none of them). */
function unittestForms(text: string): string[] {
  const used = ['assertEqual', 'assertTrue', 'assertIn', 'assertListEqual'].filter((m) =>
    text.includes(`self.${m}(`),
  );
  return used.length > 0 ? used : ['assertEqual'];
}

/** A check of `a` against `b` in one form; it fails by assertion exactly when a ≠ b. */
function check(form: string, a: number, b: number): string {
  switch (form) {
    case 'assertTrue':
      return `self.assertTrue(${a} == ${b})`;
    case 'assertIn':
      return `self.assertIn(${a}, (${b},))`;
    case 'assertListEqual':
      return `self.assertListEqual([${a}], [${b}])`;
    case 'assert':
      return `assert ${a} == ${b}`;
    default:
      return `self.assertEqual(${a}, ${b})`;
  }
}

function isTest(statement: SyntaxNode): boolean {
  return (defOf(statement)?.childForFieldName('name')?.text ?? '').startsWith('test');
}

function defOf(statement: SyntaxNode): SyntaxNode | null {
  const def =
    statement.type === 'decorated_definition'
      ? statement.childForFieldName('definition')
      : statement;
  return def?.type === 'function_definition' ? def : null;
}

function lineStartOf(text: string, node: SyntaxNode): number {
  return text.lastIndexOf('\n', node.startIndex - 1) + 1;
}

function snakeName(words: readonly string[]): string {
  return `test_${words.join('_')}`;
}

function fitsId(
  id: string,
  pytest: boolean,
  module: readonly string[],
  className: string | null,
  tests: ReadonlySet<string>,
): boolean {
  const parsed = parseId(id, pytest);
  return (
    parsed !== null &&
    parsed.className === className &&
    tests.has(parsed.test) &&
    endsWith(module, parsed.module)
  );
}

function parseId(
  id: string,
  pytest: boolean,
): { module: string[]; className: string | null; test: string } | null {
  if (!pytest) {
    const parts = id.split('.');
    if (parts.length < 3) return null;
    return {
      module: parts.slice(0, -2),
      className: parts[parts.length - 2] as string,
      test: parts[parts.length - 1] as string,
    };
  }
  const at = id.indexOf('::');
  if (at < 0) return null;
  const dotted = id.slice(0, at).split('.');
  const leaf = id.slice(at + 2).replace(/\[.*$/, '');
  if (leaf.includes(' > ')) return null;
  // pytest writes a test's class into the JUnit classname: `mod.Class::test` or `mod::test`.
  const last = dotted[dotted.length - 1] as string;
  return /^[A-Z]/.test(last) && dotted.length > 1
    ? { module: dotted.slice(0, -1), className: last, test: leaf }
    : { module: dotted, className: null, test: leaf };
}

function endsWith(whole: readonly string[], tail: readonly string[]): boolean {
  if (tail.length === 0 || tail.length > whole.length) return false;
  return tail.every((p, i) => whole[whole.length - tail.length + i] === p);
}
