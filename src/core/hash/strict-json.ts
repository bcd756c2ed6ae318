/**
 * A strict JSON reader for untrusted input. JSON.parse silently keeps the last of duplicate
 * keys, so `{"base":"A","base":"B"}` means different things to different parsers; we refuse
 * it instead (PROTOCOL 2.2). Numbers beyond 2^53 - 1 are refused for the same reason.
 */
import type { JsonValue } from './canonical-json.js';
import { quoteUntrusted } from '../text/safe-text.js';

export class StrictJsonError extends Error {
  /** 1-based line and column (in UTF-16 units) of `offset`, as an editor shows them. */
  readonly line: number;
  readonly column: number;
  constructor(
    message: string,
    readonly offset: number,
    text: string,
  ) {
    const { line, column } = lineColumnAt(text, offset);
    super(`${message} at line ${line}, column ${column}`);
    this.line = line;
    this.column = column;
  }
}

/** The 1-based line and column of a character offset in `text`. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  return lineLocator(text)(offset);
}

/**
 * Line and column of many offsets in one text: the line starts are found once, then each
 * offset is a binary search, so locating every problem of a large file stays linear.
 */
export function lineLocator(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
}

/**
 * Where each value was found: the key's offset for an object member, the value's for an
 * array element and the root, keyed by `pathKey(path)`. Lets a caller point at a field.
 */
export type JsonPositions = Map<string, number>;

export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('\u0000');
}

/** Parses RFC 8259 JSON, refusing duplicate keys and unsafe integers. Depth is bounded. */
export function parseStrictJson(text: string, maxDepth = 64, positions?: JsonPositions): JsonValue {
  const reader = new Reader(text, maxDepth, positions);
  reader.skipSpace();
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos !== text.length) throw reader.error('unexpected trailing characters', reader.pos);
  return value;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings; this finds them.
const STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class Reader {
  pos = 0;
  private readonly path: string[] = [];
  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
    private readonly positions?: JsonPositions,
  ) {
    positions?.set(pathKey([]), 0);
  }

  error(message: string, at: number): StrictJsonError {
    return new StrictJsonError(message, at, this.text);
  }

  private mark(segment: string, at: number): void {
    this.path.push(segment);
    this.positions?.set(pathKey(this.path), at);
  }

  skipSpace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos] as string))
      this.pos++;
  }

  value(depth: number): JsonValue {
    if (depth > this.maxDepth) throw this.error('nesting too deep', this.pos);
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return v;
      }
    }
    return this.number();
  }

  private object(depth: number): JsonValue {
    const out: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
    const keys = new Set<string>();
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return { ...out };
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') throw this.error('expected a key', this.pos);
      const keyAt = this.pos;
      const key = this.string();
      if (keys.has(key)) throw this.error(`duplicate key "${quoteUntrusted(key, 40)}"`, keyAt);
      keys.add(key);
      this.skipSpace();
      this.expect(':');
      this.skipSpace();
      this.mark(key, keyAt);
      out[key] = this.value(depth + 1);
      this.path.pop();
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect('}');
      // A plain object again, so `__proto__` is an ordinary own key and nothing is polluted.
      return Object.fromEntries(Object.entries(out));
    }
  }

  private array(depth: number): JsonValue {
    const out: JsonValue[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      this.mark(String(out.length), this.pos);
      out.push(this.value(depth + 1));
      this.path.pop();
      this.skipSpace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect(']');
      return out;
    }
  }

  private string(): string {
    this.pos++;
    let out = '';
    for (;;) {
      STRING_RUN.lastIndex = this.pos;
      const run = STRING_RUN.exec(this.text)?.[0] ?? '';
      out += run;
      this.pos += run.length;
      const c = this.text[this.pos];
      if (c === '"') {
        this.pos++;
        return out;
      }
      if (c !== '\\') throw this.error('unterminated string or raw control character', this.pos);
      const e = this.text[this.pos + 1] ?? '';
      if (e === 'u') {
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.error('bad \\u escape', this.pos);
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 6;
      } else if (e in ESCAPES) {
        out += ESCAPES[e];
        this.pos += 2;
      } else {
        throw this.error('bad escape', this.pos);
      }
    }
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.text);
    if (!m || m[0].length === 0) throw this.error('unexpected character', this.pos);
    const n = Number(m[0]);
    if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) {
      throw this.error(
        'number out of the exactly representable range; send it as a string',
        this.pos,
      );
    }
    this.pos += m[0].length;
    return n;
  }

  private expect(c: string): void {
    if (this.text[this.pos] !== c) throw this.error(`expected '${c}'`, this.pos);
    this.pos++;
  }
}
