/**
 * Canonical JSON (RFC 8785, JCS) behind one door. `canonicalize` serializes whatever it is
 * given; this module first refuses every value JCS cannot carry faithfully, so two parties
 * can never hash "the same" object to different bytes, or different objects to the same.
 */
import canonicalize from 'canonicalize';
import { CanonicalJsonError } from '../errors.js';

/** A JSON value that survives canonicalization unchanged. */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Returns the RFC 8785 canonical form of `value`.
 * @throws CanonicalJsonError (`NotCanonicalizable`) for undefined, functions, symbols,
 * bigint, non-plain objects (Date, Map, class instances, toJSON), cycles, non-finite numbers,
 * -0, integers beyond 2^53 - 1, strings or keys that are not Unicode NFC or hold lone surrogates.
 */
export function canonicalJson(value: unknown): string {
  assertFaithful(value, '$', new Set());
  const text = canonicalize(value);
  if (text === undefined) throw new CanonicalJsonError('value has no JSON form', '$');
  return text;
}

function assertFaithful(value: unknown, at: string, seen: Set<object>): asserts value is JsonValue {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'string') return assertText(value, at);
  if (typeof value === 'number') return assertNumber(value, at);
  if (typeof value !== 'object') {
    throw new CanonicalJsonError(
      `${typeof value} at ${at} has no JSON form; remove it or encode it as a string`,
      at,
    );
  }
  if (seen.has(value)) throw new CanonicalJsonError(`cycle at ${at}; JSON cannot hold cycles`, at);
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value))
        throw new CanonicalJsonError(`hole in array at ${at}[${i}]`, `${at}[${i}]`);
      assertFaithful(value[i], `${at}[${i}]`, seen);
    }
  } else {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new CanonicalJsonError(`non-plain object at ${at}; convert it to plain JSON first`, at);
    }
    if (Object.getOwnPropertySymbols(value).length > 0) {
      throw new CanonicalJsonError(`symbol keys at ${at} have no JSON form`, at);
    }
    for (const [key, child] of Object.entries(value)) {
      assertText(key, `${at} (key)`);
      assertFaithful(child, `${at}.${key}`, seen);
    }
  }
  seen.delete(value);
}

function assertNumber(value: number, at: string): void {
  if (!Number.isFinite(value)) throw new CanonicalJsonError(`non-finite number at ${at}`, at);
  if (Object.is(value, -0))
    throw new CanonicalJsonError(`-0 at ${at} would be written as 0; use 0`, at);
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new CanonicalJsonError(
      `number at ${at} is beyond 2^53 - 1 and loses precision; send it as a string`,
      at,
    );
  }
}

function assertText(value: string, at: string): void {
  if (!value.isWellFormed()) throw new CanonicalJsonError(`lone surrogate in text at ${at}`, at);
  if (value.normalize('NFC') !== value) {
    throw new CanonicalJsonError(
      `text at ${at} is not Unicode NFC; normalize it to NFC before hashing`,
      at,
    );
  }
}
