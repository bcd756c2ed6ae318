/**
 * Sealing a file written for mocha's `exports` interface (`mocha --ui exports`): its tests are
 * not calls but the keys of what the module exports, an object of suites (objects) and tests
 * (functions), with `before`, `after`, `beforeEach` and `afterEach` as hooks. The keys the
 * file is sure to export are read from its text (js-exports-tree.ts), each given a fresh
 * token; code appended to the file hands mocha a copy of its exports under those tokens, and
 * names every other key `<slot token> <key>` (js-exports-runtime.ts). Nothing else is
 * inserted (no twins, no plants: mocha would read an inserted key as a test of its own).
 * Any other file would break if its exports were renamed, so this reads a file only when the
 * suite is known to run under that interface (seal-suite.ts).
 */
import { ExecutionError } from '../errors.js';
import type { FileSealer, SealedTest } from './model.js';
import type { SealRandom } from './prng.js';
import type { SyntaxNode } from './syntax.js';
import { applyEdits } from './text-edits.js';
import { readExportsTree, type ExportsNode } from './js-exports-tree.js';
import { readEsmExports } from './js-exports-esm.js';
import { commonJsTail, esModuleTail, type RuntimePlan } from './js-exports-runtime.js';

/** How many suites deep, below a suite made at run time, keys made at run time are named. */
const SLOT_DEPTH = 3;

export function jsExportsSealer(
  path: string,
  source: string,
  root: SyntaxNode,
  random: SealRandom,
  tokens: Set<string>,
): FileSealer {
  const esm = /\.m[jt]s$/.test(path) || hasModuleSyntax(root);
  const local = esm ? `__patchproof_${fresh(random, tokens)}` : '';
  const module = esm ? readEsmExports(root, `${local}_default`) : null;
  if (module && 'unsupported' in module)
    throw new ExecutionError(
      'SuiteNotSealable',
      `the file ${path} re-exports from another module (${module.unsupported}), so the tests mocha's exports interface would read in it cannot be sealed; export the suites from the test file itself`,
      { details: { path } },
    );
  const tree = module ? module.tree : readExportsTree(root);
  const known = [...walk(tree)];
  return {
    tests: known
      .filter((n) => n.kind === 'test')
      .map((n) => ({
        name: n.name,
        required: false,
        multi: false,
        twinnable: false,
        assertions: [],
      })),
    plantSites: 0,
    render: () => {
      const sealed: SealedTest[] = [];
      const plan = planOf(tree, [], path, random, tokens, sealed, 0);
      const typed = /\.[cm]?tsx?$/.test(path);
      if (!module) return { text: source + commonJsTail(plan, typed), tests: sealed, bits: 0 };
      const names = module.bindings.flatMap(([key]) => [
        ...(plan.t[key] ? [plan.t[key][0]] : []),
        ...(plan.d ? [`${plan.d[0]} ${key}`, `${plan.d[1]} ${key}`] : []),
      ]);
      const tail = esModuleTail(plan, module.bindings, [...new Set(names)], local, typed);
      return { text: applyEdits(source, module.edits) + tail, tests: sealed, bits: 0 };
    },
  };
}

function hasModuleSyntax(root: SyntaxNode): boolean {
  return root.namedChildren.some(
    (c) => c?.type === 'export_statement' || c?.type === 'import_statement',
  );
}

function* walk(node: ExportsNode): Generator<ExportsNode> {
  for (const kid of node.kids.values()) {
    yield kid;
    yield* walk(kid);
  }
}

/** Tokens for the known keys under `suite` and for its slots, recorded in `sealed`. */
function planOf(
  suite: ExportsNode | null,
  parents: readonly string[],
  path: string,
  random: SealRandom,
  tokens: Set<string>,
  sealed: SealedTest[],
  depth: number,
): RuntimePlan {
  const t: Record<string, readonly [string, 0 | 1, RuntimePlan | null]> = {};
  for (const kid of suite?.kids.values() ?? []) {
    const token = fresh(random, tokens);
    const test = kid.kind === 'test';
    sealed.push({
      token,
      role: test ? 'real' : 'suite',
      original: kid.name,
      file: path,
      parents,
      // mocha runs every key of the export; one something else may replace need not be there.
      required: test && !kid.tainted,
      multi: false,
      dynamic: false,
    });
    const under = test ? null : planOf(kid, [...parents, token], path, random, tokens, sealed, 0);
    t[kid.name] = [token, test ? 1 : 0, under];
  }
  if (depth > SLOT_DEPTH) return { t, d: null };
  const dynamic = (role: 'real' | 'suite'): string => {
    const token = fresh(random, tokens);
    sealed.push({
      token,
      role,
      original: '<computed>',
      file: path,
      parents,
      required: false,
      multi: true,
      dynamic: true,
    });
    return token;
  };
  const test = dynamic('real');
  const group = dynamic('suite');
  return {
    t,
    d: [test, group, planOf(null, [...parents, group], path, random, tokens, sealed, depth + 1)],
  };
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
