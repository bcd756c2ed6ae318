/**
 * Where a sealed Go test's recover goes (go-recover.ts): at the top of the test's body, and
 * at the top of every subtest's function literal (`t.Run("name", func(t *testing.T) { … })`).
 *
 * `t.Run` runs its function in a goroutine of its own, so the test's deferred recover never
 * sees a subtest's panic: at baseline, where a bug that panics is the common case, the first
 * panicking subtest ended the whole test binary and every target after it was missing
 * (`TargetMissing` on an honest fix, seen on spf13/pflag's table of subtests). A recover in
 * each subtest fails that subtest and lets the binary run on, as it already did for tests.
 * A subtest given as a named function (`t.Run("x", testX)`) has no body here and keeps the
 * behaviour of before (the report's interrupted rule).
 */
import type { SyntaxNode } from './syntax.js';

export interface RecoverSite {
  /** The `*testing.T` parameter's name in that function. */
  readonly t: string;
  /** Just after the `{` of its body. */
  readonly at: number;
}

/** `(t *testing.T)` (any alias of the package) → `t`; anything else → undefined. */
export function testingTParam(params: string): string | undefined {
  const name = /^\(\s*(\w+)\s+\*\s*\w+\s*\.\s*T\s*\)$/.exec(params)?.[1];
  return name === '_' ? undefined : name;
}

/** The recover sites of a test: its own body (`t` its parameter), then each subtest literal's. */
export function recoverSites(body: SyntaxNode, t: string): RecoverSite[] {
  const sites: RecoverSite[] = [{ t, at: body.startIndex + 1 }];
  const walk = (node: SyntaxNode): void => {
    for (const child of node.namedChildren) {
      if (child === null) continue;
      const site = subtestSite(child);
      if (site !== undefined) sites.push(site);
      walk(child);
    }
  };
  walk(body);
  return sites;
}

/** A function literal passed as the second argument of a `.Run(…)` call, with a `*T` parameter. */
function subtestSite(node: SyntaxNode): RecoverSite | undefined {
  if (node.type !== 'func_literal') return undefined;
  const args = node.parent;
  const call = args?.parent;
  if (args?.type !== 'argument_list' || call?.type !== 'call_expression') return undefined;
  const callee = call.childForFieldName('function');
  if (callee?.type !== 'selector_expression' || callee.childForFieldName('field')?.text !== 'Run')
    return undefined;
  const argList = args.namedChildren.filter((c): c is SyntaxNode => c !== null);
  if (argList.length !== 2 || argList[1]?.startIndex !== node.startIndex) return undefined;
  const t = testingTParam(node.childForFieldName('parameters')?.text ?? '');
  const body = node.childForFieldName('body');
  return t !== undefined && body !== null ? { t, at: body.startIndex + 1 } : undefined;
}
