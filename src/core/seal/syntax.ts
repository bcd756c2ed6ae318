/**
 * The little of a syntax tree that sealing reads (PROTOCOL 5.1), and the port that parses a
 * trusted test file into one. web-tree-sitter's nodes have this shape already, so the
 * Tree-sitter adapter hands its own nodes over; the core never loads a parser itself.
 * Offsets are UTF-16 indexes into the parsed text, as JavaScript strings count.
 */

export interface SyntaxNode {
  /** Identity within one tree: wrappers of the same node are different objects. */
  readonly id: number;
  readonly type: string;
  readonly text: string;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly startPosition: { readonly row: number; readonly column: number };
  readonly hasError: boolean;
  readonly namedChildren: readonly (SyntaxNode | null)[];
  readonly children: readonly (SyntaxNode | null)[];
  readonly parent: SyntaxNode | null;
  childForFieldName(name: string): SyntaxNode | null;
}

/** The languages sealing understands; a grammar name of tree-sitter-wasms. */
export type SealLanguage = 'python' | 'javascript' | 'typescript' | 'tsx' | 'go';

/** A parsed file; `dispose` frees it (Tree-sitter trees live outside the JS heap). */
export interface ParsedFile {
  readonly root: SyntaxNode;
  dispose(): void;
}

/** The parsing port: synchronous once loaded. */
export interface TestFileParser {
  parse(language: SealLanguage, text: string): ParsedFile;
}

/** Named children without the nulls web-tree-sitter may leave in the list. */
export function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c): c is SyntaxNode => c !== null);
}

/** The whitespace before a node on its line (tabs stay tabs); spaces to its column when other text is there. */
export function leadingWhitespace(text: string, node: SyntaxNode): string {
  const start = text.lastIndexOf('\n', node.startIndex - 1) + 1;
  const before = text.slice(start, node.startIndex);
  return /^[ \t]*$/.test(before) ? before : ' '.repeat(node.startPosition.column);
}

/** The language of a trusted file by extension, or null when sealing leaves it as it is. */
export function sealLanguageOf(path: string): SealLanguage | null {
  const m = /\.([a-z]+)$/.exec(path);
  switch (m?.[1]) {
    case 'py':
      return 'python';
    case 'js':
    case 'mjs':
    case 'cjs':
    case 'jsx':
      return 'javascript';
    case 'ts':
    case 'mts':
    case 'cts':
      return 'typescript';
    case 'tsx':
      return 'tsx';
    case 'go':
      return 'go';
    default:
      return null;
  }
}
