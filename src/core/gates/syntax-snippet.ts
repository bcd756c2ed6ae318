/**
 * Turns a parser's offset into a `SyntaxProblem` a human can act on: line, column and the
 * offending line. Pure, so every checker adapter reports positions the same way.
 */
import type { SyntaxProblem } from './syntax-port.js';

/** Longest snippet kept, in UTF-16 code units, before the ellipses. */
const SNIPPET_MAX = 120;
/** How much of a long line to show before the problem, so the problem itself stays visible. */
const SNIPPET_LEAD = 40;

// The snippet is attacker-controlled text that ends up in terminals, JSON and HTML reports:
// control characters could drive a terminal, and bidi overrides ("Trojan Source") could make
// the line read differently from what the parser saw. Replace both with U+FFFD.
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Locates `index` (a UTF-16 offset into `text`, as JavaScript strings and web-tree-sitter
 * count) as a 1-based line and code-point column, with a sanitized snippet of its line.
 * An index past the end is clamped to the end (a token missing at end of file).
 */
export function problemAt(text: string, index: number, kind: SyntaxProblem['kind']): SyntaxProblem {
  const at = Math.max(0, Math.min(index, text.length));
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  let lineEnd = text.indexOf('\n', at);
  if (lineEnd < 0) lineEnd = text.length;
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 13) lineEnd -= 1;
  return {
    line: countNewlines(text, lineStart) + 1,
    column: codePoints(text, lineStart, at) + 1,
    snippet: snippetOf(text, lineStart, lineEnd, at),
    kind,
  };
}

/** Replaces characters that must not reach a terminal or report verbatim. */
export function sanitizeSnippet(s: string): string {
  return s.replace(/\t/g, ' ').replace(UNSAFE, '\ufffd');
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) n += 1;
  return n;
}

function codePoints(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i += 1) {
    // A low surrogate after a high one is the second half of one code point.
    if (!(isLow(text.charCodeAt(i)) && i > from && isHigh(text.charCodeAt(i - 1)))) n += 1;
  }
  return n;
}

function snippetOf(text: string, lineStart: number, lineEnd: number, at: number): string {
  let start = lineStart;
  let end = lineEnd;
  while (start < end && isSpace(text.charCodeAt(start))) start += 1;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end -= 1;
  if (end - start <= SNIPPET_MAX) return sanitizeSnippet(text.slice(start, end));
  // A long (often minified) line: show a window that contains the problem.
  let from = Math.max(start, Math.min(at - SNIPPET_LEAD, end - SNIPPET_MAX));
  let to = from + SNIPPET_MAX;
  if (from > start && isLow(text.charCodeAt(from))) from += 1; // never split a surrogate pair
  if (to < end && isLow(text.charCodeAt(to))) to -= 1;
  const body = sanitizeSnippet(text.slice(from, to));
  return `${from > start ? '…' : ''}${body}${to < end ? '…' : ''}`;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 12 || c === 11 || c === 13;
}
function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}
