/**
 * What a file written for mocha's `exports` interface is sure to export, read from its
 * top-level statements (js-exports.ts seals it). mocha builds its tree from the module's
 * exports once the file has run, so a suite can be made in one statement and filled in by
 * others, in any spelling:
 *
 *   module.exports = { Array: { '#indexOf()': { 'is -1 when absent': function () { … } } } };
 *   exports.stringify = {};
 *   exports.stringify.replacer = { 'drops ""': function () { … } };
 *   Object.keys(cases).forEach((k) => { exports['count-newlines'][k] = function () { … }; });
 *   export default { Calc: { adds() { … } } };        // an ES module: the suite `default`
 *
 * Keys written by a top-level statement with literal names and a literal value (an object or
 * a function) are known here; anything else (a key made in a loop, an alias, a variable's
 * value) is named when the file has run (js-exports-runtime.ts). A known test is required
 * only when nothing else in the file could remove or replace it: a write that is not one of
 * the statements read here, through a path that reaches it, makes its subtree optional.
 */
import { named, type SyntaxNode } from './syntax.js';
import { jsStringValue } from './js-string-value.js';

export const HOOKS = new Set(['before', 'after', 'beforeEach', 'afterEach']);

export interface ExportsNode {
  readonly name: string;
  readonly kind: 'test' | 'suite';
  readonly kids: Map<string, ExportsNode>;
  /** Something besides the statements read here may write at or above it. */
  tainted: boolean;
}

const FUNCTIONS = new Set([
  'function_expression',
  'function',
  'arrow_function',
  'generator_function',
  'class',
]);

export function readExportsTree(root: SyntaxNode): ExportsNode {
  const tree: ExportsNode = { name: '', kind: 'suite', kids: new Map(), tainted: false };
  const handled = new Set<number>();
  let reassigned = false;
  for (const statement of named(root)) {
    const assignment = named(statement)[0];
    if (statement.type !== 'expression_statement' || assignment?.type !== 'assignment_expression')
      continue;
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right');
    const chain = left ? chainOf(left) : null;
    if (!left || !right || !chain || chain.path.some((s) => s === null)) continue;
    const path = chain.path as string[];
    // After `module.exports = …`, `exports.x = …` writes to an object mocha never sees.
    if (chain.root === 'exports' && reassigned) continue;
    handled.add(left.id);
    if (path.length === 0) {
      if (chain.root === 'module.exports') reassigned = true;
      tree.kids.clear();
      if (right.type === 'object') fill(tree, right);
      continue;
    }
    const parent = at(tree, path.slice(0, -1));
    const name = path[path.length - 1] as string;
    if (!parent || parent.kind !== 'suite') continue;
    const node = valueNode(name, right);
    parent.kids.delete(name);
    if (node) parent.kids.set(name, node);
  }
  taintOtherWrites(root, tree, handled);
  return tree;
}

/** `exports`, `module.exports`, and member chains on them: the root, and each key (null when computed). */
export function chainOf(
  node: SyntaxNode,
): { root: 'exports' | 'module.exports'; path: (string | null)[] } | null {
  if (node.type === 'identifier' && node.text === 'exports') return { root: 'exports', path: [] };
  if (node.type === 'parenthesized_expression' && named(node).length === 1)
    return chainOf(named(node)[0] as SyntaxNode);
  const object = node.childForFieldName('object');
  if (!object) return null;
  if (
    node.type === 'member_expression' &&
    object.type === 'identifier' &&
    object.text === 'module' &&
    node.childForFieldName('property')?.text === 'exports'
  )
    return { root: 'module.exports', path: [] };
  const inner = chainOf(object);
  if (!inner) return null;
  if (node.type === 'member_expression') {
    const property = node.childForFieldName('property');
    return { root: inner.root, path: [...inner.path, property?.text ?? null] };
  }
  if (node.type === 'subscript_expression') {
    const index = node.childForFieldName('index');
    return { root: inner.root, path: [...inner.path, index ? literalKey(index) : null] };
  }
  return null;
}

/** The node at `path`, or null when the path leaves what is known. */
export function at(tree: ExportsNode, path: readonly string[]): ExportsNode | null {
  let node: ExportsNode | undefined = tree;
  for (const key of path) {
    node = node?.kids.get(key);
    if (!node) return null;
  }
  return node ?? null;
}

/** What a literal value makes under the key `name`; null when only the run can say. */
export function valueNode(name: string, value: SyntaxNode): ExportsNode | null {
  if (FUNCTIONS.has(value.type))
    return HOOKS.has(name) ? null : { name, kind: 'test', kids: new Map(), tainted: false };
  if (value.type !== 'object') return null;
  const suite: ExportsNode = { name, kind: 'suite', kids: new Map(), tainted: false };
  fill(suite, value);
  return suite;
}

function fill(suite: ExportsNode, object: SyntaxNode): void {
  for (const member of named(object)) {
    if (member.type === 'pair' || member.type === 'method_definition') {
      const key = member.childForFieldName(member.type === 'pair' ? 'key' : 'name');
      const name = key ? literalKey(key) : null;
      if (name === null) continue; // a computed key: the run names it
      const value = member.childForFieldName('value');
      const node =
        member.type === 'method_definition'
          ? HOOKS.has(name)
            ? null
            : { name, kind: 'test' as const, kids: new Map(), tainted: false }
          : value
            ? valueNode(name, value)
            : null;
      suite.kids.delete(name);
      if (node) suite.kids.set(name, node);
    } else if (member.type === 'spread_element') {
      suite.tainted = true; // it may bring or replace any key
    } else if (member.type === 'shorthand_property_identifier') {
      suite.kids.delete(member.text);
    }
  }
}

/** A key as mocha sees it: an identifier, a string's value, or a number's text. */
function literalKey(key: SyntaxNode): string | null {
  if (key.type === 'property_identifier') return key.text;
  if (key.type === 'string') return jsStringValue(key);
  if (key.type === 'number' && /^(?:0|[1-9][0-9]*)$/.test(key.text)) return key.text;
  return null;
}

/**
 * Every other use of the exports (a write in a function or a loop, an alias, a `delete`, the
 * object passed to a call) may change what is under the deepest known key it reaches.
 */
function taintOtherWrites(node: SyntaxNode, tree: ExportsNode, handled: Set<number>): void {
  const chain = chainOf(node);
  if (chain) {
    let top = node;
    while (
      top.parent &&
      chainOf(top.parent) &&
      top.parent.childForFieldName('object')?.id === top.id
    )
      top = top.parent;
    const called =
      top.parent?.type === 'call_expression' &&
      top.parent.childForFieldName('function')?.id === top.id;
    if (!handled.has(top.id) && !called) {
      const reached = reach(tree, chainOf(top)?.path ?? []);
      if (reached) taint(reached);
    }
    return;
  }
  for (const child of named(node)) taintOtherWrites(child, tree, handled);
}

/**
 * What a write through `path` may change: the node it names, or the suite whose computed key
 * it writes; null when it names a key nothing known holds (it only adds).
 */
function reach(tree: ExportsNode, path: readonly (string | null)[]): ExportsNode | null {
  let node = tree;
  for (const key of path) {
    if (key === null) return node;
    const next = node.kids.get(key);
    if (!next) return null;
    node = next;
  }
  return node;
}

/** Marks `node` and everything under it as open to writes the seal does not read. */
export function taint(node: ExportsNode): void {
  node.tainted = true;
  for (const kid of node.kids.values()) taint(kid);
}
