/**
 * A strict JSON reader for untrusted input. JSON.parse silently keeps the last of duplicate
 * keys, so `{"base":"A","base":"B"}` means different things to different parsers; we refuse
 * it instead (PROTOCOL 2.2). Numbers beyond 2^53 - 1 are refused for the same reason.
 */
import type { JsonValue } from './canonical-json.js';
import { quoteUntrusted } from '../text/safe-text.js';

export class StrictJsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
  }
}

/** Parses RFC 8259 JSON, refusing duplicate keys and unsafe integers. Depth is bounded. */
export function parseStrictJson(text: string, maxDepth = 64): JsonValue {
  const reader = new Reader(text, maxDepth);
  reader.skipSpace();
  const value = reader.value(0);
  reader.skipSpace();
  if (reader.pos !== text.length) throw new StrictJsonError('unexpected trailing characters', reader.pos);
  return value;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings; this finds them.
const STRING_RUN = /[^"\\\u0000-\u001f]*/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Reader {
  pos = 0;
  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  skipSpace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos] as string)) this.pos++;
  }

  value(depth: number): JsonValue {
    if (depth > this.maxDepth) throw new StrictJsonError('nesting too deep', this.pos);
    const c = this.text[this.pos];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    for (const [word, v] of [['true', true], ['false', false], ['null', null]] as const) {
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
      if (this.text[this.pos] !== '"') throw new StrictJsonError('expected a key', this.pos);
      const keyAt = this.pos;
      const key = this.string();
      if (keys.has(key)) throw new StrictJsonError(`duplicate key "${quoteUntrusted(key, 40)}"`, keyAt);
      keys.add(key);
      this.skipSpace();
      this.expect(':');
      this.skipSpace();
      out[key] = this.value(depth + 1);
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
      out.push(this.value(depth + 1));
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
      if (c !== '\\') throw new StrictJsonError('unterminated string or raw control character', this.pos);
      const e = this.text[this.pos + 1] ?? '';
      if (e === 'u') {
        const hex = this.text.slice(this.pos + 2, this.pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new StrictJsonError('bad \\u escape', this.pos);
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 6;
      } else if (e in ESCAPES) {
        out += ESCAPES[e];
        this.pos += 2;
      } else {
        throw new StrictJsonError('bad escape', this.pos);
      }
    }
  }

  private number(): number {
    NUMBER.lastIndex = this.pos;
    const m = NUMBER.exec(this.text);
    if (!m || m[0].length === 0) throw new StrictJsonError('unexpected character', this.pos);
    const n = Number(m[0]);
    if (!Number.isFinite(n) || Math.abs(n) > Number.MAX_SAFE_INTEGER) {
      throw new StrictJsonError('number out of the exactly representable range; send it as a string', this.pos);
    }
    this.pos += m[0].length;
    return n;
  }

  private expect(c: string): void {
    if (this.text[this.pos] !== c) throw new StrictJsonError(`expected '${c}'`, this.pos);
    this.pos++;
  }
}
