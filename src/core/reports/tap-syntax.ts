/**
 * TAP 13/14 lines as node:test's tap reporter writes them: test points (subtests indented
 * by four spaces per level), plans, `#` comments and YAML diagnostic blocks. This file
 * only reads lines; tap.ts decides what they mean. Anything that is not one of those
 * constructs after the version line is refused: under `node --test` everything the code
 * under test prints arrives as an escaped `#` comment, so a raw line means the stream was
 * not written by the reporter alone.
 */
import { unreadable } from './report-builder.js';

/** One `ok`/`not ok` line with its directive and the YAML block that follows it. */
export interface TapPoint {
  readonly depth: number;
  readonly ok: boolean;
  /** The description, unescaped (`\#` and `\\`), without the directive. */
  readonly name: string;
  readonly directive: 'skip' | 'todo' | null;
  readonly reason: string;
  /** Top-level YAML keys; block scalars keep their first line only. */
  readonly diag: ReadonlyMap<string, string>;
}

export type TapItem =
  | { readonly kind: 'point'; readonly point: TapPoint }
  | { readonly kind: 'plan'; readonly depth: number; readonly count: number }
  | { readonly kind: 'comment'; readonly indent: number; readonly text: string };

const VERSION = /^TAP version 1[34]$/;
const PLAN = /^1\.\.(\d{1,9})(?:\s+#.*)?$/;
const POINT = /^(not ok|ok)(?:\s+(\d+))?(?:\s+-)?(?:\s(.*))?$/;
const YAML_KEY = /^([A-Za-z_][\w-]{0,63}):(?: (.*))?$/;
const MAX_DEPTH = 64;

/**
 * Reads the stream into items. Lines before `TAP version` are ignored (an npm banner, say);
 * a second version line, `Bail out!`, an unterminated YAML block or an unknown line is refused.
 */
export function readTapLines(text: string): TapItem[] {
  const lines = text.split(/\r?\n/);
  const items: TapItem[] = [];
  let started = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // Bail out! anywhere, even before the version line, means the run was abandoned.
    if (/^\s*Bail out!/.test(line)) unreadable('the TAP stream bails out');
    if (!started) {
      started = VERSION.test(line);
      continue;
    }
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    const body = line.slice(indent);
    if (/^[ ]*$/.test(line.slice(0, indent)) === false)
      unreadable(`line ${i + 1} is indented with tabs`);
    if (body.startsWith('#')) {
      items.push({ kind: 'comment', indent, text: body.slice(1).trim() });
      continue;
    }
    if (VERSION.test(body) || body.startsWith('TAP version'))
      unreadable('the stream holds a second TAP version line');
    if (/^pragma [+-]\w+$/.test(body)) continue;
    if (indent % 4 !== 0) unreadable(`line ${i + 1} is not TAP (indent ${indent})`);
    const depth = indent / 4;
    // Deeper than any real suite nests; bounds the recursion that reads the tree.
    if (depth > MAX_DEPTH) unreadable(`tests nest deeper than ${MAX_DEPTH} levels`);
    const plan = PLAN.exec(body);
    if (plan) {
      items.push({ kind: 'plan', depth, count: Number(plan[1]) });
      continue;
    }
    const point = POINT.exec(body);
    if (!point) unreadable(`line ${i + 1} is not TAP`);
    const { name, directive, reason } = description(point[3] ?? '');
    let diag = new Map<string, string>();
    if (lines[i + 1] === `${' '.repeat(indent + 2)}---`) {
      const block = readYaml(lines, i + 1, indent + 2);
      diag = block.diag;
      i = block.end;
    }
    items.push({
      kind: 'point',
      point: { depth, ok: point[1] === 'ok', name, directive, reason, diag },
    });
  }
  if (!started) unreadable('there is no TAP version line: the output is not TAP');
  return items;
}

/** Splits `name # SKIP reason`; node escapes `#` and `\` in names, so the first bare `#` starts the directive. */
function description(raw: string): {
  name: string;
  directive: 'skip' | 'todo' | null;
  reason: string;
} {
  let name = '';
  let rest: string | null = null;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    const next = raw[i + 1];
    if (c === '\\' && (next === '\\' || next === '#')) {
      name += next;
      i += 1;
    } else if (c === '#') {
      rest = raw.slice(i + 1).trim();
      break;
    } else {
      name += c;
    }
  }
  const m = rest === null ? null : /^(skip|todo)\b\s*(.*)$/i.exec(rest);
  const directive = m ? ((m[1] as string).toLowerCase() as 'skip' | 'todo') : null;
  return { name: name.trim(), directive, reason: m?.[2] ?? '' };
}

/** Reads `---` … `...` at `pad` spaces; returns the top-level keys and the index of `...`. */
function readYaml(
  lines: readonly string[],
  start: number,
  pad: number,
): { diag: Map<string, string>; end: number } {
  const diag = new Map<string, string>();
  let block: string | null = null; // key of the `|-` block scalar being read (its lines, trimmed)
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const lead = line.length - line.trimStart().length;
    if (lead < pad) break;
    if (lead > pad) {
      // Nested maps (`cause:` with its own keys) are not kept; a block scalar's lines are.
      if (block !== null)
        diag.set(
          block,
          diag.get(block) === '' ? line.trim() : `${diag.get(block) as string}\n${line.trim()}`,
        );
      continue;
    }
    const body = line.slice(pad);
    if (body === '...') return { diag, end: i };
    const m = YAML_KEY.exec(body);
    if (!m) unreadable(`line ${i + 1} is not part of a YAML block`);
    const key = m[1] as string;
    // A repeated key would let a later, forged value override the reporter's.
    if (diag.has(key)) unreadable(`the YAML block repeats the key ${key}`);
    const value = m[2] ?? '';
    block = /^[|>][+-]?$/.test(value) ? key : null;
    diag.set(key, block !== null ? '' : scalar(value));
  }
  unreadable(`the YAML block opened on line ${start + 1} is never closed`);
}

function scalar(value: string): string {
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'"))
    return value.slice(1, -1).replace(/''/g, "'");
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // YAML allows escapes JSON does not; the raw text is good enough for a message.
    }
    return value.slice(1, -1);
  }
  return value === '~' ? '' : value;
}
