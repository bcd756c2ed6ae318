/**
 * Whether a test body changes state other tests can see (PROTOCOL 5.1, twins). A twin runs
 * its test's code once more; when that code appends to a module-level list, bumps a counter
 * or sets a class attribute, the extra run changes what later tests find, and an honest
 * suite would fail (or a twin pass by accident). Such tests get no twins: the suite's bound
 * is lower, and the receipt says so, but an honest fix still passes.
 *
 * What counts, by syntax alone: `global` / `nonlocal`; assigning to, deleting from or
 * calling a mutating method (`append`, `push`, `set`, …) on something reached from a name the
 * test did not bind itself. `self` in Python is the test's own instance (fresh per test) and
 * does not count, except through `__class__`. Calls into other code are not followed.
 */
import type { Flavor } from './literal-values.js';
import { named, type SyntaxNode } from './syntax.js';

const PY_MUTATORS = new Set([
  'append',
  'extend',
  'insert',
  'pop',
  'remove',
  'clear',
  'update',
  'add',
  'discard',
  'setdefault',
  'popitem',
  'appendleft',
  'popleft',
  'sort',
  'reverse',
]);
const JS_MUTATORS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'set',
  'delete',
  'clear',
  'add',
]);

/** True when the body (a test function's, or its callback's) may change state shared with other tests. */
export function touchesSharedState(fn: SyntaxNode, flavor: Flavor): boolean {
  const locals = new Set<string>(flavor === 'python' ? ['self'] : []);
  const nodes: SyntaxNode[] = [];
  const walk = (n: SyntaxNode): void => {
    nodes.push(n);
    for (const c of named(n)) walk(c);
  };
  walk(fn);
  for (const n of nodes) for (const name of bound(n, flavor)) locals.add(name);
  const shared = (target: SyntaxNode | null): boolean => {
    const root = rootOf(target);
    if (!root) return false;
    if (flavor === 'python' && target?.text.includes('__class__')) return true;
    return !locals.has(root.text);
  };
  for (const n of nodes) {
    if (flavor === 'python') {
      if (n.type === 'global_statement' || n.type === 'nonlocal_statement') return true;
      if (
        (n.type === 'assignment' || n.type === 'augmented_assignment') &&
        isMember(n.childForFieldName('left')) &&
        shared(n.childForFieldName('left'))
      )
        return true;
      if (n.type === 'delete_statement' && named(n).some((t) => isMember(t) && shared(t)))
        return true;
    } else {
      if (
        (n.type === 'assignment_expression' || n.type === 'augmented_assignment_expression') &&
        shared(n.childForFieldName('left'))
      )
        return true;
      if (n.type === 'update_expression' && shared(named(n)[0] ?? null)) return true;
      if (
        n.type === 'unary_expression' &&
        n.text.startsWith('delete') &&
        shared(named(n)[0] ?? null)
      )
        return true;
    }
    if (n.type === 'call' || n.type === 'call_expression') {
      const f = n.childForFieldName('function');
      const member = f?.type === 'attribute' || f?.type === 'member_expression';
      const method =
        f?.childForFieldName(f.type === 'attribute' ? 'attribute' : 'property')?.text ?? '';
      const mutators = flavor === 'python' ? PY_MUTATORS : JS_MUTATORS;
      if (member && mutators.has(method) && shared(f?.childForFieldName('object') ?? null))
        return true;
    }
  }
  return false;
}

/** Names a node binds inside the test: assignments to plain names, declarations, parameters, loop targets. */
function bound(n: SyntaxNode, flavor: Flavor): string[] {
  if (flavor === 'python') {
    if (
      n.type === 'assignment' ||
      n.type === 'augmented_assignment' ||
      n.type === 'for_statement' ||
      n.type === 'as_pattern_target' ||
      n.type === 'for_in_clause'
    ) {
      const left = n.type === 'as_pattern_target' ? n : n.childForFieldName('left');
      return identifiersIn(left);
    }
    if (n.type === 'parameters' || n.type === 'lambda_parameters') return identifiersIn(n);
    return [];
  }
  if (n.type === 'variable_declarator') return identifiersIn(n.childForFieldName('name'));
  if (n.type === 'formal_parameters') return identifiersIn(n);
  if (n.type === 'arrow_function' && n.childForFieldName('parameter'))
    return identifiersIn(n.childForFieldName('parameter'));
  if (n.type === 'for_in_statement') return identifiersIn(n.childForFieldName('left'));
  return [];
}

function identifiersIn(n: SyntaxNode | null): string[] {
  if (!n) return [];
  if (n.type === 'identifier' || n.type === 'shorthand_property_identifier_pattern')
    return [n.text];
  // Inside a pattern, not the values on the right of a default or a key.
  return named(n).flatMap((c) =>
    c.type === 'attribute' ||
    c.type === 'member_expression' ||
    c.type === 'subscript' ||
    c.type === 'subscript_expression'
      ? []
      : identifiersIn(c),
  );
}

function isMember(n: SyntaxNode | null): boolean {
  return n !== null && (n.type === 'attribute' || n.type === 'subscript');
}

/** The name an assignment target or receiver starts from (`a` in `a.b[c].d`); null for literals, calls and `this`. */
function rootOf(n: SyntaxNode | null): SyntaxNode | null {
  let node = n;
  while (node) {
    if (node.type === 'identifier') return node;
    if (node.type === 'this') return null;
    if (
      ['attribute', 'subscript', 'member_expression', 'subscript_expression'].includes(node.type)
    ) {
      node = node.childForFieldName(node.type === 'subscript' ? 'value' : 'object');
      continue;
    }
    if (node.type === 'parenthesized_expression') {
      node = named(node)[0] ?? null;
      continue;
    }
    return null;
  }
  return null;
}
