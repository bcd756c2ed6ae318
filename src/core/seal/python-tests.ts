/**
 * The tests of a Python test file (unittest or pytest): its containers (test classes, and for
 * pytest the module), their test methods and functions, `test_b = test_a` aliases, and which
 * tests a forged report could not leave out (required) or a twin may copy.
 */
import { assertionsOf } from './assertions.js';
import type { FoundTest, Framework } from './model.js';
import { named, type SyntaxNode } from './syntax.js';
import { touchesSharedState } from './shared-state.js';

export interface PyTest extends FoundTest {
  readonly definition: SyntaxNode;
  readonly column: number;
}

/** `test_b = test_a` in a class body: unittest collects `test_b` too, running `test_a`'s code. */
export interface Alias {
  readonly statement: SyntaxNode;
  readonly name: string;
  readonly target: string;
  readonly required: boolean;
}

export interface Container {
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

const SKIPPY = /skip|expectedFailure|xfail|parametrize|parameterized|expand|data\b|ddt/;

export function findContainers(
  path: string,
  root: SyntaxNode,
  framework: Framework,
  fileCollected: boolean,
): Container[] {
  const out: Container[] = [];
  const module: Container = {
    block: null,
    tests: [],
    removed: [],
    aliases: [],
    plantable: false,
    style: 'function',
    column: 0,
    unit: 4,
  };
  const pytestFile = fileCollected && /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/.test(path);
  const testCaseClasses = localTestCases(root);
  const classes = (block: SyntaxNode, nested: boolean): void => {
    for (const statement of named(block)) {
      const def =
        statement.type === 'decorated_definition'
          ? statement.childForFieldName('definition')
          : statement;
      if (def?.type !== 'class_definition') continue;
      const name = def.childForFieldName('name')?.text ?? '';
      const bases = def.childForFieldName('superclasses')?.text ?? '';
      const testCase = /TestCase\b/.test(bases) || (!nested && testCaseClasses.has(name));
      // A decorated class (pytest's class-level parametrize) gives its methods arguments a
      // plant or twin would not take; a nested class runs only through a subclass.
      const plain = statement.type !== 'decorated_definition' && !nested;
      const collected =
        fileCollected &&
        plain &&
        (framework === 'unittest' ? testCase : testCase || (/^Test/.test(name) && !hasInit(def)));
      const body = def.childForFieldName('body');
      if (body) {
        out.push(classContainer(body, collected, testCase));
        classes(body, true);
      }
    }
  };
  classes(root, false);
  for (const statement of named(root)) {
    const def =
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    if (def?.type === 'function_definition' && framework === 'pytest')
      addTest(module, statement, def, pytestFile);
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
    if (
      left?.type !== 'identifier' ||
      right?.type !== 'identifier' ||
      !left.text.startsWith('test')
    )
      continue;
    const target = container.tests.find((t) => t.name === right.text);
    if (target && !container.tests.some((t) => t.name === left.text))
      container.aliases.push({
        statement,
        name: left.text,
        target: right.text,
        required: target.required,
      });
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
    const def =
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    if (def?.type !== 'class_definition') continue;
    const list = def.childForFieldName('superclasses');
    bases.set(
      def.childForFieldName('name')?.text ?? '',
      list ? named(list).map((b) => b.text) : [],
    );
  }
  const found = new Set<string>();
  for (let grew = true; grew;) {
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
  return (
    body !== null &&
    named(body).some(
      (s) => s.type === 'function_definition' && s.childForFieldName('name')?.text === '__init__',
    )
  );
}

function classContainer(block: SyntaxNode, collected: boolean, testCase: boolean): Container {
  const first = named(block).find((s) => s.type !== 'comment');
  const column = first?.startPosition.column ?? 4;
  const container: Container = {
    block,
    tests: [],
    removed: [],
    aliases: [],
    plantable: collected,
    style: testCase ? 'method' : 'method-assert',
    column,
    unit: 4,
  };
  for (const statement of named(block)) {
    const def =
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    if (def?.type === 'function_definition') addTest(container, statement, def, collected);
  }
  findAliases(block, container);
  const body = container.tests[0]?.definition;
  const fn = body?.type === 'decorated_definition' ? body.childForFieldName('definition') : body;
  const inner = fn?.childForFieldName('body');
  const innerColumn = inner ? named(inner)[0]?.startPosition.column : undefined;
  return {
    ...container,
    unit: innerColumn !== undefined && innerColumn > column ? innerColumn - column : 4,
  };
}

function addTest(
  container: Container,
  definition: SyntaxNode,
  fn: SyntaxNode,
  required: boolean,
): void {
  const nameNode = fn.childForFieldName('name');
  if (!nameNode || !nameNode.text.startsWith('test')) return;
  // Python keeps the last definition of a name: the earlier one never runs, so it goes.
  const earlier = container.tests.findIndex((t) => t.name === nameNode.text);
  if (earlier >= 0)
    container.removed.push((container.tests.splice(earlier, 1)[0] as PyTest).definition);
  const decorators =
    definition.type === 'decorated_definition'
      ? definition.text.slice(0, fn.startIndex - definition.startIndex)
      : '';
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
    column: definition.startPosition.column,
  });
}
