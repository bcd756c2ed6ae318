/**
 * Path names in diff headers, written exactly as `git diff` writes them by default
 * (Git's `quote_c_style` with `core.quotePath=true`).
 *
 * Choice: a name containing `"`, `\`, a control character, DEL or any non-ASCII byte is
 * put in double quotes with C escapes (`\t`, `\"`, `\\`, …) and every other such byte as
 * a three-digit octal escape of its UTF-8 encoding, so `é` is `\303\251`. Every other
 * name is written raw. Reasons: it is byte-for-byte what `git diff` prints, `git apply`
 * reads it back (test/diff/git-roundtrip.test.ts applies non-ASCII, space and `"` names),
 * and the header lines stay pure ASCII, so no tool on the way can re-encode a name and
 * change the proposal hash. Gates already refuse control characters and backslashes in
 * paths; they are still quoted here, so this function never emits an ambiguous header.
 */

const ESCAPES: Readonly<Record<number, string>> = {
  0x07: '\\a',
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0b: '\\v',
  0x0c: '\\f',
  0x0d: '\\r',
  0x22: '\\"',
  0x5c: '\\\\',
};

const encoder = new TextEncoder();

function mustQuote(byte: number): boolean {
  return byte < 0x20 || byte === 0x22 || byte === 0x5c || byte >= 0x7f;
}

/** `name` as Git writes it in a header: raw, or C-quoted when any byte needs it. */
export function quoteGitName(name: string): string {
  const bytes = encoder.encode(name);
  if (!bytes.some(mustQuote)) return name;
  let out = '"';
  for (const byte of bytes) {
    if (!mustQuote(byte)) out += String.fromCharCode(byte);
    else out += ESCAPES[byte] ?? `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out}"`;
}

/** The `diff --git a/P b/P` line (no trailing newline). */
export function gitHeaderLine(path: string): string {
  return `diff --git ${quoteGitName(`a/${path}`)} ${quoteGitName(`b/${path}`)}`;
}

/**
 * The name after `--- ` or `+++ `: `a/P`/`b/P` (quoted as above) or `/dev/null`. Like
 * Git, a name containing a space gets a trailing tab, which tells `patch`-style readers
 * where the name ends (they take text after a tab as a timestamp); `/dev/null` never does.
 */
export function fileLabel(prefix: 'a/' | 'b/', path: string | null): string {
  if (path === null) return '/dev/null';
  return `${quoteGitName(prefix + path)}${path.includes(' ') ? '\t' : ''}`;
}
