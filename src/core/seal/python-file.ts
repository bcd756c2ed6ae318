/**
 * Sealing one Python test file (unittest or pytest). Every test method of a test class and,
 * for pytest, every module-level test function is renamed to a fresh `test_<random>` name;
 * twins and plants are added beside them; then all tests of a class (or of the module) are
 * moved to its end in a random order, so neither position nor name tells a twin from its
 * original. Moving a test later than where it was keeps every name its decorators use
 * defined. A method defined twice keeps only its last definition, as Python does.
 */
import { assertionsOf } from './assertions.js';
import type { FilePlan, FileSealer, FoundTest, Framework, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';
import { applyEdits, lineStart, type TextEdit } from './text-edits.js';
import { twinSet } from './twin-set.js';
import { touchesSharedState } from './shared-state.js';
import { byName, inWrittenOrder, type Item } from './order.js';

interface PyTest extends FoundTest {
  readonly definition: SyntaxNode;
  readonly nameNode: SyntaxNode;
  readonly column: number;
}

/** `test_b = test_a` in a class body: unittest collects `test_b` too, running `test_a`'s code. */
interface Alias {
  readonly statement: SyntaxNode;
  readonly name: string;
  readonly target: string;
  readonly required: boolean;
}

interface Container {
  readonly block: SyntaxNode | null; // null: the module
  readonly tests: PyTest[];
  readonly removed: SyntaxNode[];
  readonly aliases: Alias[];
  /** Plants go here: a class the framework surely collects, or a pytest module. */
  readonly plantable: boolean;
  readonly style: 'method' | 'method-assert' | 'function';
  readonly column: number;
  readonly unit: number;
}

/** Reads the file's tests; `render` writes the sealed text. */
export function pythonFileSealer(path: string, source: string, root: SyntaxNode, framework: Framework, random: SealRandom, tokens: Set<string>, options: PythonFileOptions): FileSealer {
  const containers = findContainers(path, root, framework, options.collected);
  const all = containers.flatMap((c) => c.tests);
  return {
    tests: all,
    plantSites: containers.filter((c) => c.plantable).length,
    render: (plan) => render(path, source, containers, plan, random, tokens, options.names),
  };
}

export interface PythonFileOptions {
  /** The framework collects this file at all (unittest discover: `test*.py` in packages). */
  readonly collected: boolean;
  /**
   * One token per test name across the suite, so a subclass that overrides a test still
   * overrides it once renamed, and an inherited test keeps one name.
   */
  readonly names: Map<string, SealedTest>;
}

const SKIPPY = /skip|expectedFailure|xfail|parametrize|parameterized|expand|data\b|ddt/;

function findContainers(path: string, root: SyntaxNode, framework: Framework, fileCollected: boolean): Container[] {
  const out: Container[] = [];
  const module: Container = { block: null, tests: [], removed: [], aliases: [], plantable: false, style: 'function', column: 0, unit: 4 };
  const pytestFile = fileCollected && /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/.test(path);
  const testCaseClasses = localTestCases(root);
  const classes = (block: SyntaxNode, nested: boolean): void => {
    for (const statement of named(block)) {
      const def = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
      if (def?.type !== 'class_definition') continue;
      const name = def.childForFieldName('name')?.text ?? '';
      const bases = def.childForFieldName('superclasses')?.text ?? '';
      const testCase = /TestCase\b/.test(bases) || (!nested && testCaseClasses.has(name));
      // A decorated class (pytest's class-level parametrize) gives its methods arguments a
      // plant or twin would not take; a nested class runs only through a subclass.
      const plain = statement.type !== 'decorated_definition' && !nested;
      const collected = fileCollected && plain && (framework === 'unittest' ? testCase : testCase || (/^Test/.test(name) && !hasInit(def)));
      const body = def.childForFieldName('body');
      if (body) {
        out.push(classContainer(body, collected, testCase));
        classes(body, true);
      }
    }
  };
  classes(root, false);
  for (const statement of named(root)) {
    const def = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (def?.type === 'function_definition' && framework === 'pytest') addTest(module, statement, def, pytestFile);
  }
  findAliases(root, module);
  if (module.tests.length > 0) out.push({ ...module, plantable: pytestFile });
  return out.filter((c) => c.tests.length > 0);
}

/**
 * Aliases of a test (`test_b = test_a`), found once every test of the block is known. An
 * alias is renamed and moved after the tests, as the test it names is.
 */
function findAliases(block: SyntaxNode, container: Container): void {
  for (const statement of named(block)) {
    const assignment = statement.type === 'expression_statement' ? named(statement)[0] : undefined;
    const left = assignment?.type === 'assignment' ? assignment.childForFieldName('left') : null;
    const right = assignment?.type === 'assignment' ? assignment.childForFieldName('right') : null;
    if (left?.type !== 'identifier' || right?.type !== 'identifier' || !left.text.startsWith('test')) continue;
    const target = container.tests.find((t) => t.name === right.text);
    if (target && !container.tests.some((t) => t.name === left.text)) container.aliases.push({ statement, name: left.text, target: right.text, required: target.required });
  }
}

/**
 * Top-level classes of the file that are unittest TestCases, directly (`(unittest.TestCase)`)
 * or through another class of the file (`class Base(TestCase)`, then `class HashTest(Base)`):
 * both frameworks collect the second, so it is sealed and takes plants like the first.
 */
function localTestCases(root: SyntaxNode): Set<string> {
  const bases = new Map<string, string[]>();
  for (const statement of named(root)) {
    const def = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (def?.type !== 'class_definition') continue;
    const list = def.childForFieldName('superclasses');
    bases.set(def.childForFieldName('name')?.text ?? '', list ? named(list).map((b) => b.text) : []);
  }
  const found = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, of] of bases) {
      if (found.has(name) || !of.some((b) => /(?:^|\.)TestCase$/.test(b) || found.has(b))) continue;
      found.add(name);
      grew = true;
    }
  }
  return found;
}

function hasInit(classDef: SyntaxNode): boolean {
  const body = classDef.childForFieldName('body');
  return body !== null && named(body).some((s) => s.type === 'function_definition' && s.childForFieldName('name')?.text === '__init__');
}

function classContainer(block: SyntaxNode, collected: boolean, testCase: boolean): Container {
  const first = named(block).find((s) => s.type !== 'comment');
  const column = first?.startPosition.column ?? 4;
  const container: Container = { block, tests: [], removed: [], aliases: [], plantable: collected, style: testCase ? 'method' : 'method-assert', column, unit: 4 };
  for (const statement of named(block)) {
    const def = statement.type === 'decorated_definition' ? statement.childForFieldName('definition') : statement;
    if (def?.type === 'function_definition') addTest(container, statement, def, collected);
  }
  findAliases(block, container);
  const body = container.tests[0]?.definition;
  const fn = body?.type === 'decorated_definition' ? body.childForFieldName('definition') : body;
  const inner = fn?.childForFieldName('body');
  const innerColumn = inner ? named(inner)[0]?.startPosition.column : undefined;
  return { ...container, unit: innerColumn !== undefined && innerColumn > column ? innerColumn - column : 4 };
}

function addTest(container: Container, definition: SyntaxNode, fn: SyntaxNode, required: boolean): void {
  const nameNode = fn.childForFieldName('name');
  if (!nameNode || !nameNode.text.startsWith('test')) return;
  // Python keeps the last definition of a name: the earlier one never runs, so it goes.
  const earlier = container.tests.findIndex((t) => t.name === nameNode.text);
  if (earlier >= 0) container.removed.push((container.tests.splice(earlier, 1)[0] as PyTest).definition);
  const decorators = definition.type === 'decorated_definition' ? definition.text.slice(0, fn.startIndex - definition.startIndex) : '';
  if (/fixture/.test(decorators)) return; // a pytest fixture named test_…, not a test
  const multi = decorators.length > 0 && SKIPPY.test(decorators);
  const body = fn.childForFieldName('body');
  container.tests.push({
    name: nameNode.text,
    required: required && !/skip|expectedFailure|xfail/.test(decorators),
    multi,
    // A twin runs the test's code again: not where that changes what other tests see.
    twinnable: required && !multi && !touchesSharedState(fn, 'python'),
    assertions: body ? assertionsOf(body, 'python') : [],
    definition,
    nameNode,
    column: definition.startPosition.column,
  });
}

function render(path: string, source: string, containers: Container[], plan: FilePlan, random: SealRandom, tokens: Set<string>, names: Map<string, SealedTest>) {
  const edits: TextEdit[] = [];
  const sealed: SealedTest[] = [];
  let bits = 0;
  const token = (): string => fresh(random, tokens);
  const plantable = containers.filter((c) => c.plantable);
  const plantsAt = new Map<Container, ('must-fail' | 'must-pass')[]>();
  for (const role of [...Array(plan.mustFail).fill('must-fail'), ...Array(plan.mustPass).fill('must-pass')] as const) {
    const c = plantable[random.below(plantable.length)] as Container;
    plantsAt.set(c, [...(plantsAt.get(c) ?? []), role]);
  }
  for (const c of containers) {
    // Built with provisional tokens, then put in the order the framework runs them (order.ts).
    const items: Item[] = [];
    const entries: SealedTest[] = [];
    const tokenOf = new Map<string, string>();
    for (const t of c.tests) {
      const known = names.get(t.name);
      const mine = known?.token ?? token();
      tokenOf.set(t.name, mine);
      const rename = { start: t.nameNode.startIndex, end: t.nameNode.endIndex, text: mine };
      items.push({ text: applyEdits(t.definition.text, [rename], t.definition.startIndex), token: mine, kind: known ? 'known' : 'real' });
      if (known) {
        // The same name elsewhere: one entry, required if any definition of it is collected.
        Object.assign(known, { required: known.required || t.required, multi: known.multi || t.multi });
      } else {
        entries.push({ token: mine, role: 'real', original: t.name, file: path, parents: [], required: t.required, multi: t.multi, dynamic: false });
      }
      const made = twinSet(t.assertions, plan.twins.get(t) ?? 0, random);
      bits += made?.bits ?? 0;
      for (const changes of made?.twins ?? []) {
        const twin = token();
        items.push({ text: applyEdits(t.definition.text, [{ ...rename, text: twin }, ...changes], t.definition.startIndex), token: twin, kind: 'other' });
        entries.push({ token: twin, role: 'twin', original: mine, file: path, parents: [], required: true, multi: false, dynamic: false });
      }
    }
    for (const role of plantsAt.get(c) ?? []) {
      const name = token();
      items.push({ text: plantText(c, name, role, random), token: name, kind: 'other' });
      entries.push({ token: name, role, original: '', file: path, parents: [], required: true, multi: false, dynamic: false });
    }
    const aliases: string[] = [];
    for (const alias of c.aliases) {
      const known = names.get(alias.name);
      const mine = known?.token ?? token();
      if (!known) entries.push({ token: mine, role: 'real', original: alias.name, file: path, parents: [], required: alias.required, multi: false, dynamic: false });
      aliases.push(`${mine} = ${tokenOf.get(alias.target) as string}`);
    }
    for (const def of [...c.tests.map((t) => t.definition), ...c.removed, ...c.aliases.map((a) => a.statement)]) edits.push({ start: lineStart(source, def.startIndex), end: def.endIndex, text: '' });
    // unittest runs a class's tests by name, pytest a module's or plain class's in the order
    // they are written: either way the real tests keep the order they had (suites rely on it).
    const ordered = c.style === 'method' ? byName(items, entries, aliases, random) : { texts: inWrittenOrder(items, random), entries, aliases };
    for (const entry of ordered.entries) {
      if (entry.role === 'real') names.set(entry.original, entry);
      sealed.push(entry);
    }
    const indent = ' '.repeat(c.block ? c.column : 0);
    const joined = [...ordered.texts, ...ordered.aliases].map((t) => indent + t).join(c.block ? '\n\n' : '\n\n\n');
    const at = c.block ? c.block.endIndex : source.length;
    edits.push({ start: at, end: at, text: c.block ? `\n\n${joined}` : `\n\n\n${joined}\n` });
  }
  return { text: applyEdits(source, edits), tests: sealed, bits };
}

function plantText(c: Container, name: string, role: 'must-fail' | 'must-pass', random: SealRandom): string {
  const a = 2 + random.below(998);
  const b = role === 'must-pass' ? a : (a + 1 + random.below(997)) % 1000;
  const pad = ' '.repeat(c.unit);
  if (c.style === 'method') return `def ${name}(self):\n${' '.repeat(c.column)}${pad}self.assertEqual(${a}, ${b})`;
  if (c.style === 'method-assert') return `def ${name}(self):\n${' '.repeat(c.column)}${pad}assert ${a} == ${b}`;
  return `def ${name}():\n${pad}assert ${a} == ${b}`;
}

/** A `test_` name no other test of the suite has. */
function fresh(random: SealRandom, tokens: Set<string>): string {
  for (;;) {
    const name = `test_${random.word(12)}`;
    if (!tokens.has(name)) {
      tokens.add(name);
      return name;
    }
  }
}
