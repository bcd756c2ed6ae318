/**
 * Comparing a twin with its original, token by token, for the JavaScript and Go checkers of
 * the sealing fidelity property (issue 34): a twin may differ from its original only in its
 * title (or Go name) and in the literals it twins, each into a literal of the same kind with
 * the same escapes. A truth check's twin (`assert.ok(!(x))`) may add or drop `!`, `(`, `)`.
 */
import type { SyntaxNode } from '../src/core/seal/syntax.js';

/** A token of the tree: a leaf, or a whole string literal whose content the grammar does not split. */
export interface Atom {
  readonly type: string;
  readonly text: string;
  /** The escapes inside it, in order (a string literal's). */
  readonly escapes: string;
  readonly start: number;
  readonly end: number;
}

/** Types read as one atom: Go's string literal keeps its content in no child node. */
const WHOLE = new Set(['interpreted_string_literal', 'raw_string_literal', 'rune_literal']);
/** Literal atoms a twin may change, with the types each may become. */
const LITERAL_KINDS: Readonly<Record<string, string>> = {
  number: 'number',
  string_fragment: 'string',
  int_literal: 'int',
  interpreted_string_literal: 'string',
  true: 'boolean',
  false: 'boolean',
};
const FLIP = new Set(['!', '(', ')']);

export function atoms(node: SyntaxNode): Atom[] {
  const out: Atom[] = [];
  const visit = (n: SyntaxNode): void => {
    const kids = n.children.filter((c): c is SyntaxNode => c !== null);
    // A negative number is one literal: its twins may be positive (`-1` becomes `2`).
    const negative =
      /^unary_(?:expression|operator)$/.test(n.type) &&
      kids.length === 2 &&
      kids[0]?.type === '-' &&
      (kids[1]?.type === 'number' || kids[1]?.type === 'int_literal');
    if (kids.length === 0 || WHOLE.has(n.type) || negative) {
      out.push({
        type: negative ? (kids[1] as SyntaxNode).type : n.type,
        text: n.text,
        escapes: kids
          .filter((k) => k.type === 'escape_sequence')
          .map((k) => k.text)
          .join('\u0000'),
        start: n.startIndex,
        end: n.endIndex,
      });
      return;
    }
    kids.forEach(visit);
  };
  visit(node);
  return out;
}

/**
 * Why `twin` is not `original` with only literals changed (empty when it is). `renamed(a)`
 * says an atom is part of a title or name, which sealing changes in every copy.
 */
export function twinDifferences(
  original: readonly Atom[],
  twin: readonly Atom[],
  renamed: (a: Atom, side: 'original' | 'twin') => boolean,
): string[] {
  let a = original.filter((x) => !renamed(x, 'original'));
  let b = twin.filter((x) => !renamed(x, 'twin'));
  const flipped = a.length !== b.length;
  if (flipped) {
    // A truth check's twin wraps or unwraps its condition: compare without the wrapping.
    a = a.filter((x) => !FLIP.has(x.type));
    b = b.filter((x) => !FLIP.has(x.type));
    if (a.length !== b.length)
      return [`the twin has ${b.length} tokens where its original has ${a.length}`];
  }
  const out: string[] = [];
  let changed = 0;
  a.forEach((x, i) => {
    const y = b[i] as Atom;
    if (x.type === y.type && x.text === y.text) return;
    changed += 1;
    const kind = LITERAL_KINDS[x.type];
    if (kind === undefined || kind !== LITERAL_KINDS[y.type])
      out.push(`the twin changes ${x.type} ${clip(x.text)} into ${y.type} ${clip(y.text)}`);
    else if (x.escapes !== y.escapes)
      out.push(`the twin changes the escapes of ${clip(x.text)} (${clip(y.text)})`);
  });
  if (changed === 0 && !flipped) out.push('the twin is the same as its original');
  return out;
}

function clip(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
