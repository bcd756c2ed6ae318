/**
 * Planted tests in the regression suite (PROTOCOL 5.1, "as far as its test files can be
 * read"). The regression suite is the project's own: the patch can read it, so renaming
 * and twins would buy little there and would break honest suites that rely on their names
 * and order. What goes in is plants only — two tests that must fail and two that must pass
 * — added to test classes (and pytest modules) that the same suite's run on the base showed
 * are collected, and named from the words of the tests around them. Real tests are left
 * exactly as they are. A report that shows a must-fail plant passing, or leaves a plant out,
 * is a contradiction an honest run cannot produce.
 *
 * What this stops: blanket tricks in the regression phase (assertions made no-ops, failures
 * swallowed, a forged "all passed" report). What it cannot stop: code that knows the
 * project's own test names and spares only them (docs/threat-model.md).
 */
import type { TestReport } from '../reports/model.js';
import type { SealedSuite, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { PLANTS_EACH } from './seal-suite.js';
import { named, type SyntaxNode, type TestFileParser } from './syntax.js';

/** Candidate test files of the patched tree: path → bytes. */
export interface RegressionSource {
  readonly files: ReadonlyMap<string, Uint8Array>;
}

interface Container {
  readonly file: string;
  /** Dotted module path of the file, e.g. `tests.test_core`. */
  readonly module: readonly string[];
  /** null for a pytest module's top-level functions. */
  readonly className: string | null;
  readonly tests: ReadonlySet<string>;
  /** Where the plant text goes, and how it is indented. */
  readonly insertAt: number;
  readonly column: number;
  readonly unit: number;
  readonly style: 'method' | 'method-assert' | 'function';
}

/** Plants for the regression run; `planted: 0` when no collected test class could take one. */
export function plantRegression(source: RegressionSource, format: 'unittest' | 'junit' | 'tap', base: TestReport | null, parser: TestFileParser, random: SealRandom): SealedSuite {
  const none: SealedSuite = { files: new Map(), tests: [], planted: 0, twins: 0, bits: 0 };
  if (format === 'tap' || base === null) return none;
  const pytest = format === 'junit';
  const containers: Container[] = [];
  const texts = new Map<string, string>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const path of [...source.files.keys()].sort()) {
    if (!path.endsWith('.py')) continue;
    let text: string;
    try {
      text = decoder.decode(source.files.get(path));
    } catch {
      continue;
    }
    const parsed = parser.parse('python', text);
    try {
      // A file the grammar cannot read is run as it is: the regression suite is the
      // project's, and sealing must never be why an honest project fails.
      if (parsed.root.hasError) continue;
      texts.set(path, text);
      containers.push(...containersOf(path, text, parsed.root, pytest));
    } finally {
      parsed.dispose();
    }
  }
  const ran = collectedOnBase(containers, base, pytest);
  if (ran.length === 0) return none;
  // Every `test_…` word of the files is taken, attributes and helpers included.
  const taken = new Set([...texts.values()].flatMap((t) => t.match(/\btest\w*/g) ?? []));
  const suiteWords = wordsOf(containers.flatMap((c) => [...c.tests]));
  const edits = new Map<string, { at: number; text: string }[]>();
  const tests: SealedTest[] = [];
  for (let i = 0; i < PLANTS_EACH * 2; i++) {
    const role = i % 2 === 0 ? 'must-fail' : 'must-pass';
    const c = ran[random.below(ran.length)] as Container;
    const fileWords = wordsOf(containers.filter((x) => x.file === c.file).flatMap((x) => [...x.tests]));
    const name = plantName([wordsOf([...c.tests]), fileWords, suiteWords], taken, random);
    edits.set(c.file, [...(edits.get(c.file) ?? []), { at: c.insertAt, text: plantText(c, name, role, random) }]);
    tests.push({ token: name, role, original: '', file: c.file, parents: [], required: true, multi: false, dynamic: false });
  }
  const files = new Map<string, Uint8Array>();
  for (const [file, list] of edits) {
    let text = texts.get(file) as string;
    for (const e of [...list].sort((a, b) => b.at - a.at)) text = text.slice(0, e.at) + e.text + text.slice(e.at);
    files.set(file, new TextEncoder().encode(text));
  }
  return { files, tests, planted: tests.length, twins: 0, bits: 0 };
}

function containersOf(path: string, text: string, root: SyntaxNode, pytest: boolean): Container[] {
  const module = path.replace(/\.py$/, '').split('/').filter((p, i, all) => !(p === '__init__' && i === all.length - 1));
  const out: Container[] = [];
  const moduleTests = new Set<string>();
  for (const statement of named(root)) {
    // A decorated class (skips, parametrize) is left alone: a plant in it would be skipped
    // or given arguments it does not take.
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
    const names = new Set(methods.map((m) => m.childForFieldName('name')?.text ?? '').filter((n) => n.startsWith('test')));
    if (names.size === 0) continue;
    const first = named(body).find((s) => s.type !== 'comment') as SyntaxNode;
    const inner = methods[0]?.childForFieldName('body');
    const innerColumn = inner ? named(inner)[0]?.startPosition.column : undefined;
    const column = first.startPosition.column;
    out.push({
      file: path, module, className, tests: names, insertAt: body.endIndex, column,
      unit: innerColumn !== undefined && innerColumn > column ? innerColumn - column : 4,
      style: testCase ? 'method' : 'method-assert',
    });
  }
  if (moduleTests.size > 0) out.push({ file: path, module, className: null, tests: moduleTests, insertAt: text.length, column: 0, unit: 4, style: 'function' });
  return out;
}

/**
 * The containers whose tests passed on the base, attributed without doubt: a report id
 * names the class (or module), one of its tests, and a module path that ends the file's.
 * An id that fits two containers places no plant in either.
 */
function collectedOnBase(containers: readonly Container[], base: TestReport, pytest: boolean): Container[] {
  const chosen = new Set<Container>();
  for (const t of base.tests) {
    if (t.status !== 'passed') continue;
    const id = parseId(t.id, pytest);
    if (!id) continue;
    const fits = containers.filter((c) => c.className === id.className && c.tests.has(id.test) && endsWith(c.module, id.module));
    if (fits.length === 1) chosen.add(fits[0] as Container);
  }
  return containers.filter((c) => chosen.has(c));
}

function parseId(id: string, pytest: boolean): { module: string[]; className: string | null; test: string } | null {
  if (!pytest) {
    const parts = id.split('.');
    if (parts.length < 3) return null;
    return { module: parts.slice(0, -2), className: parts[parts.length - 2] as string, test: parts[parts.length - 1] as string };
  }
  const at = id.indexOf('::');
  if (at < 0) return null;
  const dotted = id.slice(0, at).split('.');
  const leaf = id.slice(at + 2).replace(/\[.*$/, '');
  if (leaf.includes(' > ')) return null;
  // `tests.test_core.TestMerge::test_x` (a class) or `tests.test_core::test_x` (a function);
  // pytest writes the class into the classname, so both readings are tried by the caller's fit.
  const last = dotted[dotted.length - 1] as string;
  return /^[A-Z]/.test(last) && dotted.length > 1
    ? { module: dotted.slice(0, -1), className: last, test: leaf }
    : { module: dotted, className: null, test: leaf };
}

function endsWith(whole: readonly string[], tail: readonly string[]): boolean {
  if (tail.length === 0 || tail.length > whole.length) return false;
  return tail.every((p, i) => whole[whole.length - tail.length + i] === p);
}

/**
 * `test_` and two or three words of the tests around it (the container's, else the file's,
 * else the suite's), used by nothing in the suite's files.
 */
function plantName(vocabularies: readonly string[][], taken: Set<string>, random: SealRandom): string {
  const words = vocabularies.find((w) => w.length >= 3) ?? vocabularies.find((w) => w.length >= 2) ?? [];
  for (let tries = 0; ; tries++) {
    const count = tries < 20 ? 2 : 3;
    const pick = words.length >= 2 && tries < 60 ? Array.from({ length: count }, () => words[random.below(words.length)] as string) : [random.word(6), random.word(6)];
    const name = `test_${pick.join('_')}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function wordsOf(names: readonly string[]): string[] {
  return [...new Set(names.flatMap((n) => n.replace(/^test_?/, '').split('_')).filter((w) => /^[a-z][a-z0-9]*$/.test(w)))];
}

function plantText(c: Container, name: string, role: 'must-fail' | 'must-pass', random: SealRandom): string {
  const a = 2 + random.below(998);
  const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
  const indent = ' '.repeat(c.column);
  const body = ' '.repeat(c.column + c.unit);
  if (c.style === 'method') return `\n\n${indent}def ${name}(self):\n${body}self.assertEqual(${a}, ${b})\n`;
  if (c.style === 'method-assert') return `\n\n${indent}def ${name}(self):\n${body}assert ${a} == ${b}\n`;
  return `\n\n\ndef ${name}():\n    assert ${a} == ${b}\n`;
}
