/**
 * Where a Tree-sitter tree is broken: its ERROR and MISSING nodes, as offsets in document
 * order. Walks with a cursor and descends only into subtrees that contain an error, so a
 * clean 512 KiB file costs nothing beyond the parse.
 */
import type { Node, Tree } from 'web-tree-sitter';

/** A problem as a UTF-16 offset into the text; the caller turns it into line and column. */
export interface RawProblem {
  index: number;
  kind: 'error' | 'missing';
}

/** ERROR and MISSING nodes in document order, at most `cap` of them. */
export function treeProblems(tree: Tree, cap: number): RawProblem[] {
  const problems: RawProblem[] = [];
  if (!tree.rootNode.hasError) return problems;
  const cursor = tree.walk();
  try {
    for (;;) {
      if (cursor.nodeIsMissing) {
        problems.push({ index: cursor.startIndex, kind: 'missing' });
      } else if (cursor.nodeType === 'ERROR') {
        // One problem per outermost ERROR: whatever it contains is the same failure.
        problems.push(locateInError(cursor.currentNode));
      } else if (cursor.currentNode.hasError && cursor.gotoFirstChild()) {
        continue;
      }
      if (problems.length >= cap) return problems;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return problems;
      }
    }
  } finally {
    cursor.delete();
  }
}

/**
 * Where inside an ERROR node the text actually went wrong. Error recovery often sweeps the
 * complete, valid constructs before the failure into the ERROR node too (a broken function
 * near the end of a file can yield one ERROR starting at line 1), so the node's own start is
 * a poor location. Skip those leading complete constructs; stop at the first bare token,
 * MISSING node or nested error, backing up to the first construct on that token's line so
 * the column points at the start of the broken statement.
 */
function locateInError(error: Node): RawProblem {
  const cursor = error.walk();
  try {
    let fallback = error.startIndex;
    let inError = true;
    let runRow = -1;
    let runStart = -1;
    if (!cursor.gotoFirstChild()) return { index: fallback, kind: 'error' };
    for (;;) {
      if (cursor.nodeIsMissing) return { index: cursor.startIndex, kind: 'missing' };
      const node = cursor.currentNode;
      if (node.hasError) {
        // Narrow down into the nested failure; outside an ERROR every token is legitimate.
        fallback = node.startIndex;
        inError = node.isError;
        runRow = -1;
        if (!cursor.gotoFirstChild()) return { index: fallback, kind: 'error' };
        continue;
      }
      if (inError) {
        const row = cursor.startPosition.row;
        if (!cursor.nodeIsNamed)
          return { index: row === runRow ? runStart : cursor.startIndex, kind: 'error' };
        if (row !== runRow) {
          runRow = row;
          runStart = cursor.startIndex;
        }
      }
      if (!cursor.gotoNextSibling()) return { index: fallback, kind: 'error' };
    }
  } finally {
    cursor.delete();
  }
}
