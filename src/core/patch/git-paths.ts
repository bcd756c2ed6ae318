/**
 * Reading file names out of Git and unified diff headers: C-style quoted names, `a/` and
 * `b/` prefixes, `/dev/null`, trailing tab-separated timestamps, and the ambiguous
 * `diff --git a/x b/x` line whose names may contain spaces.
 */

const C_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92,
};
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

/** Thrown for a name that cannot be read; the caller turns it into a coded refusal. */
export class BadName extends Error {}

/**
 * Reads a Git C-quoted name starting at `text[0] === '"'`. Octal escapes are raw bytes,
 * so a quoted name is decoded as UTF-8 afterwards.
 * @returns the name and the rest of the text after the closing quote.
 */
export function readQuoted(text: string): { name: string; rest: string } {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  let i = 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"') {
      let name: string;
      try {
        name = utf8Decoder.decode(new Uint8Array(bytes));
      } catch {
        throw new BadName('quoted name is not valid UTF-8');
      }
      return { name, rest: text.slice(i + 1) };
    }
    if (c !== '\\') {
      // Whole code points: an emoji is two UTF-16 units and must be encoded as one.
      const ch = String.fromCodePoint(text.codePointAt(i) as number);
      bytes.push(...encoder.encode(ch));
      i += ch.length;
      continue;
    }
    const e = text[i + 1] ?? '';
    const octal = /^[0-3][0-7]{2}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 4;
    } else if (e in C_ESCAPES) {
      bytes.push(C_ESCAPES[e] as number);
      i += 2;
    } else {
      throw new BadName(`unknown escape \\${e} in quoted name`);
    }
  }
  throw new BadName('unterminated quoted name');
}

/** Strips Git's `a/` or `b/` prefix. */
function stripPrefix(name: string, prefix: 'a/' | 'b/'): string {
  return name.startsWith(prefix) ? name.slice(2) : name;
}

/**
 * Name from a `--- ` or `+++ ` line: `null` for /dev/null. Unquoted names end at a tab
 * (GNU diff puts a timestamp there; Git adds a tab after names that contain spaces).
 */
export function parseFileLineName(rest: string, prefix: 'a/' | 'b/' | null): string | null {
  let name: string;
  if (rest.startsWith('"')) {
    const quoted = readQuoted(rest);
    if (quoted.rest.trim() !== '' && !quoted.rest.startsWith('\t'))
      throw new BadName('text after quoted name');
    if (isEpoch(quoted.rest.slice(1))) return null;
    name = quoted.name;
  } else {
    const tab = rest.indexOf('\t');
    name = tab >= 0 ? rest.slice(0, tab) : rest;
    // `diff -N` marks a file that does not exist on one side with the epoch as its time.
    if (tab >= 0 && isEpoch(rest.slice(tab + 1))) return null;
  }
  if (name === '/dev/null') return null;
  if (name === '') throw new BadName('empty file name');
  return prefix ? stripPrefix(name, prefix) : name;
}

const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))? ([+-])(\d\d)(\d\d)$/;

/** True for a GNU diff timestamp that denotes the Unix epoch in any time zone. */
function isEpoch(stamp: string): boolean {
  const m = TIMESTAMP.exec(stamp.trim());
  if (!m) return false;
  const [y, mo, d, h, mi, s, frac = '0', sign, oh, om] = m.slice(1) as string[];
  if (Number(frac) !== 0) return false;
  const local = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000;
  return local - offset === 0;
}

/**
 * The two names of a `diff --git ` line. Returns null when unquoted names containing spaces
 * make the split ambiguous and the names differ (a rename: the `rename from/to` or
 * `---`/`+++` lines then give the names).
 */
export function parseDiffGitNames(rest: string): { oldName: string; newName: string } | null {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest);
    const second = first.rest.startsWith(' "') ? readQuoted(first.rest.slice(1)) : null;
    const newRaw = second ? second.name : first.rest.slice(1);
    if (!first.rest.startsWith(' ') || (second && second.rest !== ''))
      throw new BadName('malformed diff --git names');
    return { oldName: stripPrefix(first.name, 'a/'), newName: stripPrefix(newRaw, 'b/') };
  }
  const quotedSecond = rest.indexOf(' "');
  if (quotedSecond > 0) {
    const second = readQuoted(rest.slice(quotedSecond + 1));
    if (second.rest !== '') throw new BadName('malformed diff --git names');
    return {
      oldName: stripPrefix(rest.slice(0, quotedSecond), 'a/'),
      newName: stripPrefix(second.name, 'b/'),
    };
  }
  // Unquoted: with the same name on both sides the split is the one that makes them equal.
  for (let i = rest.indexOf(' '); i >= 0; i = rest.indexOf(' ', i + 1)) {
    const left = rest.slice(0, i);
    const right = rest.slice(i + 1);
    if (left.startsWith('a/') && right.startsWith('b/') && left.slice(2) === right.slice(2)) {
      return { oldName: left.slice(2), newName: right.slice(2) };
    }
    if (!left.startsWith('a/') && left === right) return { oldName: left, newName: right };
  }
  const parts = rest.split(' ');
  if (parts.length === 2 && parts[0]?.startsWith('a/') && parts[1]?.startsWith('b/')) {
    return { oldName: parts[0].slice(2), newName: parts[1].slice(2) };
  }
  return null;
}
