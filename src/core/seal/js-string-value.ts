/**
 * The value of a JavaScript string literal or plain template (no `${}`), as the program sees
 * it: a test title `'say \'hi\''` is reported as `say 'hi'`, and a run spec names it so.
 * Sealing reads titles with this, never by cutting the quotes off the source text.
 */
import { named, type SyntaxNode } from './syntax.js';

const SINGLE: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
};

/** The value of a `string` or substitution-free `template_string` node; null for anything else. */
export function jsStringValue(node: SyntaxNode): string | null {
  if (node.type !== 'string' && node.type !== 'template_string') return null;
  if (named(node).some((c) => c.type === 'template_substitution')) return null;
  const body = node.text.slice(1, -1);
  // A template's line breaks are read as \n whatever the file's line endings (CR, CRLF).
  const raw = node.type === 'template_string' ? body.replace(/\r\n?/g, '\n') : body;
  return unescape(raw);
}

/** Undoes the escapes of a string literal's body (ECMA-262 12.9.4, sloppy mode's octal too). */
export function unescape(body: string): string {
  return body.replace(
    /\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|([0-3][0-7]{0,2}|[4-7][0-7]?)|(\r\n|[\r\n\u2028\u2029])|([\s\S]))/g,
    (_, hex: string, point: string, unit: string, octal: string, lineBreak: string, ch: string) => {
      if (hex) return String.fromCharCode(parseInt(hex, 16));
      if (point) return String.fromCodePoint(parseInt(point, 16));
      if (unit) return String.fromCharCode(parseInt(unit, 16));
      if (octal) return String.fromCharCode(parseInt(octal, 8));
      if (lineBreak) return '';
      return SINGLE[ch] ?? ch;
    },
  );
}

/**
 * Whether a string's fragment starts right after a short octal escape (`\0`, `\1`, `\12`):
 * sloppy-mode JavaScript reads `'\0' + '8'`, written `"\08"`, as two characters, but a twin
 * that made the 8 a 3 would write `"\03"`, one escape. Its first character is not twinned.
 */
export function followsOctalEscape(fragment: SyntaxNode): boolean {
  const siblings = fragment.parent?.children ?? [];
  const at = siblings.findIndex((c) => c?.id === fragment.id);
  const before = at > 0 ? siblings[at - 1] : null;
  return before?.type === 'escape_sequence' && /^\\[0-7]{1,2}$/.test(before.text);
}
