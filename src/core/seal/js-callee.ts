/**
 * Which calls define tests in a JavaScript test file, as node:test, mocha, Jest and Vitest
 * spell them (js-file.ts seals what this finds). A call that defines tests and is not found
 * keeps its real title in a sealed run, and the report then names a test the seal does not
 * know: an honest suite read as tampering. So every spelling these frameworks document is
 * read here:
 *
 *   it / test / describe / suite / context / specify    plain
 *   it.skip  it.only  it.todo  xit  fit  xdescribe  fdescribe  xtest  ftest
 *   it.concurrent  it.sequential  describe.concurrent          (run as usual)
 *   it.each(table)(title, fn)  it.each`table`(…)  it.for(table)(…)  describe.each(…)(…)
 *   it.skipIf(cond)(…)  it.runIf(cond)(…)
 *   it.failing  it.fails                                        (pass when the body fails)
 *
 * and any chain of them (`it.concurrent.each(t)(…)`, `describe.skip.each(t)(…)`).
 */
import type { SyntaxNode } from './syntax.js';

export type TestBase = 'test' | 'it' | 'describe' | 'suite';

export interface TestCallee {
  readonly base: TestBase;
  /** Skipped, singled out, or run only on a condition: the framework may not run it. */
  readonly optional: boolean;
  /** Made once per row of a table (`each`, `for`): titles are formatted per row. */
  readonly table: boolean;
  /** Expected to fail: reported as passing when its body fails. */
  readonly inverted: boolean;
}

const BASES = new Set<string>(['test', 'it', 'describe', 'suite']);
/** Other names of the same calls: mocha's BDD `context` and `specify`. */
const SAME: Readonly<Record<string, TestBase>> = { context: 'describe', specify: 'it' };
/** Names that skip or single out: Jasmine-style prefixes, which Jest and mocha keep. */
const ALIASES: Readonly<Record<string, TestBase>> = {
  xit: 'it',
  fit: 'it',
  xtest: 'test',
  ftest: 'test',
  xdescribe: 'describe',
  fdescribe: 'describe',
  xcontext: 'describe',
  xspecify: 'it',
};
const OPTIONAL = new Set(['skip', 'only', 'todo', 'skipIf', 'runIf']);
const NEUTRAL = new Set(['concurrent', 'sequential']);
const TABLE = new Set(['each', 'for']);
const INVERTED = new Set(['failing', 'fails']);
/** Properties that take their own arguments first: `it.each(table)(title, fn)`. */
const CURRIED = new Set(['each', 'for', 'skipIf', 'runIf']);

/** The test-defining callee `fn` is, or null when it defines no test. */
export function testCallee(fn: SyntaxNode): TestCallee | null {
  const properties: string[] = [];
  let node: SyntaxNode | null = fn;
  let pendingCall = false;
  for (;;) {
    if (node?.type === 'call_expression') {
      // A curried form: the function of this call must end in a property that takes arguments.
      if (pendingCall) return null;
      pendingCall = true;
      node = node.childForFieldName('function');
    } else if (node?.type === 'member_expression') {
      const property = node.childForFieldName('property')?.text ?? '';
      if (pendingCall && !CURRIED.has(property)) return null;
      if (!pendingCall && CURRIED.has(property)) return null;
      pendingCall = false;
      properties.unshift(property);
      node = node.childForFieldName('object');
    } else break;
  }
  if (pendingCall || node?.type !== 'identifier') return null;
  const alias = ALIASES[node.text];
  const base = alias ?? SAME[node.text] ?? (BASES.has(node.text) ? (node.text as TestBase) : null);
  if (base === null) return null;
  if (
    !properties.every((p) => OPTIONAL.has(p) || NEUTRAL.has(p) || TABLE.has(p) || INVERTED.has(p))
  )
    return null;
  return {
    base,
    optional: alias !== undefined || properties.some((p) => OPTIONAL.has(p)),
    table: properties.some((p) => TABLE.has(p)),
    inverted: properties.some((p) => INVERTED.has(p)),
  };
}

/** A statement that is a test call (plain text check, for placing declarations). */
export function isTestStatementText(text: string): boolean {
  return /^(?:await\s+)?(?:[xf]?(?:test|it|describe)|x?(?:context|specify)|suite)\b(?:\s*\.\s*[A-Za-z]+)*\s*[(`]/.test(
    text,
  );
}
