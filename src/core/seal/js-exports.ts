/**
 * Sealing a file written for mocha's `exports` interface (`mocha --ui exports`): its tests are
 * not calls but the keys of what the module exports, an object of suites (objects) and tests
 * (functions), with `before`, `after`, `beforeEach` and `afterEach` as hooks:
 *
 *   module.exports = { Array: { '#indexOf()': { 'is -1 when absent': function () { … } } } };
 *   exports.Array = { … };   // the same: the export's name is the outer suite
 *
 * Every suite and test key is renamed to a fresh token; nothing is inserted (no twins, no
 * plants: mocha would read an inserted key as a test of its own). Any other file would break
 * if its exports were renamed, so this reads a file only when the suite is known to run under
 * that interface (seal-suite.ts).
 */
import type { FileSealer, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import { named, type SyntaxNode } from './syntax.js';
import { applyEdits, type TextEdit } from './text-edits.js';
import { jsStringValue } from './js-string-value.js';

const HOOKS = new Set(['before', 'after', 'beforeEach', 'afterEach']);

interface ExportsEntry {
  readonly name: string;
  readonly kind: 'test' | 'suite';
  /** The key's text to replace, and how the token is spelled there. */
  readonly key: SyntaxNode;
  readonly spell: (token: string) => string;
  readonly parent: ExportsEntry | null;
  /** A value PatchProof cannot read as a suite or a test: mocha may make anything of it. */
  readonly unknown: boolean;
}

export function jsExportsSealer(
  path: string,
  source: string,
  root: SyntaxNode,
  random: SealRandom,
  tokens: Set<string>,
): FileSealer {
  const entries: ExportsEntry[] = [];
  for (const statement of named(root)) {
    const assignment = named(statement)[0];
    if (statement.type !== 'expression_statement' || assignment?.type !== 'assignment_expression')
      continue;
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right');
    if (!left || !right) continue;
    if (left.text.replace(/\s/g, '') === 'module.exports') {
      if (right.type === 'object') visit(right, null, entries);
      continue;
    }
    const key = exportName(left);
    if (key) addEntry(key.node, key.name, key.spell, right, null, entries);
  }
  const found = entries.map((e) => ({
    name: e.name,
    required: false,
    multi: e.unknown,
    twinnable: false,
    assertions: [],
  }));
  return {
    tests: found,
    plantSites: 0,
    render: () => {
      const tokenOf = new Map<ExportsEntry, string>();
      const edits: TextEdit[] = [];
      const sealed: SealedTest[] = [];
      for (const e of entries) {
        const token = fresh(random, tokens);
        tokenOf.set(e, token);
        edits.push({ start: e.key.startIndex, end: e.key.endIndex, text: e.spell(token) });
        const parents: string[] = [];
        for (let p = e.parent; p; p = p.parent) parents.unshift(tokenOf.get(p) as string);
        sealed.push({
          token,
          role: e.kind === 'suite' ? 'suite' : 'real',
          original: e.name,
          file: path,
          parents,
          // mocha runs every key of the export; one under a value it could not read may not be.
          required: e.kind === 'test' && !e.unknown && !hasUnknownParent(e),
          multi: e.unknown,
          dynamic: false,
        });
      }
      return { text: applyEdits(source, edits), tests: sealed, bits: 0 };
    },
  };
}

/** `exports.Name` / `module.exports.Name` / `exports['Name']`: the export's key. */
function exportName(
  left: SyntaxNode,
): { node: SyntaxNode; name: string; spell: (t: string) => string } | null {
  const object = left.childForFieldName('object')?.text.replace(/\s/g, '');
  if (object !== 'exports' && object !== 'module.exports') return null;
  if (left.type === 'member_expression') {
    const property = left.childForFieldName('property');
    return property ? { node: property, name: property.text, spell: (t) => t } : null;
  }
  const index = left.type === 'subscript_expression' ? left.childForFieldName('index') : null;
  const name = index?.type === 'string' ? jsStringValue(index) : null;
  return index && name !== null ? { node: index, name, spell: (t) => JSON.stringify(t) } : null;
}

function visit(object: SyntaxNode, parent: ExportsEntry | null, out: ExportsEntry[]): void {
  for (const member of named(object)) {
    if (member.type === 'pair') {
      const key = member.childForFieldName('key');
      const value = member.childForFieldName('value');
      const name = key ? keyName(key) : null;
      if (key && value && name !== null)
        addEntry(key, name, (t) => JSON.stringify(t), value, parent, out);
    } else if (member.type === 'method_definition') {
      const key = member.childForFieldName('name');
      const name = key ? keyName(key) : null;
      if (key && name !== null && !HOOKS.has(name))
        out.push({
          name,
          kind: 'test',
          key,
          spell: (t) => JSON.stringify(t),
          parent,
          unknown: false,
        });
    }
  }
}

function addEntry(
  key: SyntaxNode,
  name: string,
  spell: (t: string) => string,
  value: SyntaxNode,
  parent: ExportsEntry | null,
  out: ExportsEntry[],
): void {
  const fn = value.type === 'function_expression' || value.type === 'arrow_function';
  if (fn && HOOKS.has(name)) return;
  const kind = fn ? 'test' : 'suite';
  const entry: ExportsEntry = {
    name,
    kind,
    key,
    spell,
    parent,
    unknown: !fn && value.type !== 'object',
  };
  out.push(entry);
  if (value.type === 'object') visit(value, entry, out);
}

/** A key as mocha sees it: an identifier, a string's value, or a number's text. */
function keyName(key: SyntaxNode): string | null {
  if (key.type === 'property_identifier') return key.text;
  if (key.type === 'string') return jsStringValue(key);
  if (key.type === 'number' && /^(?:0|[1-9][0-9]*)$/.test(key.text)) return key.text;
  return null;
}

function hasUnknownParent(e: ExportsEntry): boolean {
  for (let p = e.parent; p; p = p.parent) if (p.unknown) return true;
  return false;
}

function fresh(random: SealRandom, tokens: Set<string>): string {
  for (;;) {
    const name = random.word(12);
    if (!tokens.has(name)) {
      tokens.add(name);
      return name;
    }
  }
}
