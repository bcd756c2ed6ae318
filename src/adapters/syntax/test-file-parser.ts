/**
 * The Tree-sitter implementation of sealing's parsing port (PROTOCOL 5.1). It shares the
 * grammars the syntax gate loads, so a trusted test file is read by the same parser that
 * checks patched files. Parses are synchronous once the grammars are in.
 */
import type { Node } from 'web-tree-sitter';
import type { SealLanguage, SyntaxNode, TestFileParser } from '../../core/seal/syntax.js';
import { parserFor } from './tree-sitter.js';

const LANGUAGES: readonly SealLanguage[] = ['python', 'javascript', 'typescript', 'tsx', 'go'];

/** Loads the grammars sealing reads (default: all; a grammar takes a while) and returns the parser. */
export async function loadTestFileParser(
  languages: readonly SealLanguage[] = LANGUAGES,
): Promise<TestFileParser> {
  const parsers = new Map(
    await Promise.all(languages.map(async (l) => [l, await parserFor(l)] as const)),
  );
  return {
    parse(language, text) {
      const parser = parsers.get(language);
      if (!parser) throw new Error(`no grammar for ${language}`);
      parser.reset();
      const tree = parser.parse(text);
      if (!tree) throw new Error(`Tree-sitter could not parse a ${language} file`);
      return { root: tree.rootNode as Node as SyntaxNode, dispose: () => tree.delete() };
    },
  };
}
