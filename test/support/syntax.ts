/** One Tree-sitter checker per test file (loading grammars is the slow part). */
import type { SyntaxChecker } from '../../src/core/gates/syntax-port.js';
import { loadTreeSitterChecker } from '../../src/adapters/syntax/tree-sitter.js';

let checker: Promise<SyntaxChecker> | undefined;

export function syntaxChecker(): Promise<SyntaxChecker> {
  checker ??= loadTreeSitterChecker();
  return checker;
}
