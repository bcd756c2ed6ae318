/**
 * The code sealing appends to a file written for mocha's `exports` interface: once the file
 * has run, it hands mocha a copy of the exports in which every suite and test key is a
 * sealed name. Known keys (js-exports-tree.ts) get their own token; any other key (made in a
 * loop, through an alias, from a variable) is named `<token> <key>` with the token of its
 * suite's slot for such keys, as a node:test title made at run time is. The file's own objects
 * are left as they are, so its code reads `exports.x.y` as it always did.
 *
 * The copy is made as mocha's interface walks the exports (lib/interfaces/exports.js, mocha 2
 * to 11): `for…in` over each object, a function is a test unless its key is a hook, anything
 * else a suite. A key deeper than the slots reach stops the file with an error, so it never
 * runs under a name the seal does not know.
 */

/** Known keys by name: `[token, 1 for a test / 0 for a suite, what is under a suite]`. */
export interface RuntimePlan {
  readonly t: Record<string, readonly [string, 0 | 1, RuntimePlan | null]>;
  /** The slots for other keys: a test's token, a suite's token, and what is under that suite. */
  readonly d: readonly [string, string, RuntimePlan | null] | null;
}

/** The function (as source text) that renames a tree of exports by a plan. */
function sealFunction(typed: boolean): string {
  const any = typed ? ': any' : '';
  return `function (obj${any}, plan${any}, depth${any})${any} {
    var hooks${any} = { before: 1, after: 1, beforeEach: 1, afterEach: 1 };
    var own = Object.prototype.hasOwnProperty;
    if (depth > 64) throw new Error("PatchProof: the exports nest deeper than sealing reads");
    var out${any} = {};
    for (var key in obj) {
      var value${any} = obj[key];
      var test = typeof value === "function";
      if (test && own.call(hooks, key)) { out[key] = value; continue; }
      var known${any} = plan && own.call(plan.t, key) ? plan.t[key] : null;
      var slot${any} = known && known[1] === (test ? 1 : 0) ? known : null;
      var name${any} = slot ? slot[0] : null;
      var under${any} = slot ? slot[2] : null;
      if (name === null) {
        if (!plan || !plan.d) throw new Error("PatchProof: a key of the exports is deeper than sealing names (" + key + ")");
        name = (test ? plan.d[0] : plan.d[1]) + " " + key;
        under = plan.d[2];
      }
      out[name] = test || value === null || typeof value !== "object" ? value : seal(value, under, depth + 1);
    }
    return out;
  }`;
}

/** CommonJS: `module.exports` becomes the renamed copy. */
export function commonJsTail(plan: RuntimePlan, typed: boolean): string {
  return `\n;(function () {\n  var seal = ${sealFunction(typed)};\n  module.exports = seal(module.exports, ${JSON.stringify(plan)}, 0);\n})();\n`;
}

/**
 * An ES module: its exports were turned into local bindings (js-exports-esm.ts); the renamed
 * copy of `{ name: binding }` is exported under the renamed keys, each of `names` (every key
 * the copy can have at its root) once.
 */
export function esModuleTail(
  plan: RuntimePlan,
  bindings: readonly (readonly [string, string])[],
  names: readonly string[],
  local: string,
  typed: boolean,
): string {
  const object = bindings.map(([name, binding]) => `${JSON.stringify(name)}: ${binding}`);
  const reads = names.map((n, i) => `${local}_${i} = ${local}[${JSON.stringify(n)}]`);
  const list = names.map((n, i) => `${local}_${i} as ${JSON.stringify(n)}`);
  return `\nconst ${local} = (function () {\n  var seal = ${sealFunction(typed)};\n  return seal({ ${object.join(', ')} }, ${JSON.stringify(plan)}, 0);\n})();\nconst ${reads.join(', ')};\nexport { ${list.join(', ')} };\n`;
}
