/**
 * An ES module written for mocha's `exports` interface: mocha imports it and walks its
 * namespace, so each export name is a suite or a test of the root (`export default { … }` is
 * the suite `default`). A namespace's names cannot be changed once the module has run, so
 * sealing turns every export into a local binding and exports a renamed copy at the end
 * (js-exports-runtime.ts):
 *
 *   export default { adds() { … } };    →   const __d = { adds() { … } };
 *   export const Calc = { … };          →   const Calc = { … };
 *   export { helper as twice };         →   (removed; `twice` is read from `helper`)
 *
 * A re-export (`export … from`) brings names this file does not hold: not sealable.
 */
import { named, type SyntaxNode } from './syntax.js';
import type { TextEdit } from './text-edits.js';
import { HOOKS, taint, valueNode, type ExportsNode } from './js-exports-tree.js';

export type EsmExports =
  | {
      readonly tree: ExportsNode;
      /** Each export name and the local expression that holds its value. */
      readonly bindings: readonly (readonly [string, string])[];
      readonly edits: readonly TextEdit[];
    }
  | { readonly unsupported: string };

const DECLARED = new Set([
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
]);

export function readEsmExports(root: SyntaxNode, defaultLocal: string): EsmExports {
  const tree: ExportsNode = { name: '', kind: 'suite', kids: new Map(), tainted: false };
  const bindings: [string, string][] = [];
  const edits: TextEdit[] = [];
  const add = (name: string, local: string, node: ExportsNode | null): void => {
    bindings.push([name, local]);
    tree.kids.delete(name);
    if (node) tree.kids.set(name, node);
  };
  for (const statement of named(root)) {
    if (statement.type !== 'export_statement') continue;
    if (statement.childForFieldName('source'))
      return { unsupported: statement.text.split('\n')[0] as string };
    const value = statement.childForFieldName('value');
    const declaration = statement.childForFieldName('declaration');
    const isDefault = statement.children.some((c) => c?.type === 'default');
    const upTo = (node: SyntaxNode, text: string): void => {
      edits.push({ start: statement.startIndex, end: node.startIndex, text });
    };
    if (value) {
      upTo(value, `const ${defaultLocal} = `);
      add('default', defaultLocal, valueNode('default', value));
    } else if (declaration && DECLARED.has(declaration.type)) {
      const name = declaration.childForFieldName('name')?.text;
      if (!name) return { unsupported: statement.text.split('\n')[0] as string };
      upTo(declaration, '');
      const test = HOOKS.has(isDefault ? 'default' : name)
        ? null
        : testNode(isDefault ? 'default' : name);
      add(isDefault ? 'default' : name, name, test);
    } else if (declaration) {
      upTo(declaration, '');
      for (const d of named(declaration).filter((c) => c.type === 'variable_declarator')) {
        const id = d.childForFieldName('name');
        if (id?.type !== 'identifier')
          return { unsupported: statement.text.split('\n')[0] as string };
        const init = d.childForFieldName('value');
        add(id.text, id.text, init ? valueNode(id.text, init) : null);
      }
    } else {
      edits.push({ start: statement.startIndex, end: statement.endIndex, text: '' });
      for (const spec of named(named(statement)[0] as SyntaxNode)) {
        if (spec.type !== 'export_specifier') continue;
        const local = spec.childForFieldName('name')?.text;
        const alias = spec.childForFieldName('alias')?.text ?? local;
        if (!local || !alias || !/^[A-Za-z_$][\w$]*$/.test(alias))
          return { unsupported: statement.text.split('\n')[0] as string };
        add(alias, local, null);
      }
    }
  }
  taintUses(root, tree, bindings);
  return { tree, bindings, edits };
}

function testNode(name: string): ExportsNode {
  return { name, kind: 'test', kids: new Map(), tainted: false };
}

/** A binding the file names again (`Calc.more = …`, an alias) may change what it holds. */
function taintUses(
  root: SyntaxNode,
  tree: ExportsNode,
  bindings: readonly (readonly [string, string])[],
): void {
  const exportOf = new Map(bindings.map(([name, local]) => [local, name]));
  const uses = new Map<string, number>();
  const count = (node: SyntaxNode): void => {
    if (node.type === 'identifier' && exportOf.has(node.text))
      uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
    for (const child of named(node)) count(child);
  };
  count(root);
  for (const [local, n] of uses) {
    const node = tree.kids.get(exportOf.get(local) as string);
    if (node && n > 1) taint(node);
  }
}
