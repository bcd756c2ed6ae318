/**
 * Typed hashes (PROTOCOL 2.2): sha256 over the DSSE pre-authentication encoding of a type
 * and the canonical JSON of an object. Binding the type means the same JSON under two types
 * never yields the same hash, so an approval can never be replayed as a proposal.
 */
import { canonicalJson } from './canonical-json.js';
import { sha256Bytes, toHex, utf8 } from './digest.js';

export const OBJECT_TYPES = [
  'patchproof.proposal.v1',
  'patchproof.approval.v1',
  'patchproof.runspec.v1',
  'patchproof.receipt.v1',
] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

export type TypedHash = `sha256:${string}`;
export const TYPED_HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;

/**
 * The one reading of a digest argument: `sha256:` and 64 lowercase hex digits, or (with
 * `bareHex`, for file names and command lines) the 64 digits alone; null otherwise. Callers
 * that must refuse say so with their own error (the service's InvalidRequest, the CLI's usage).
 */
export function parseDigest(
  text: string,
  options: { readonly bareHex?: boolean } = {},
): TypedHash | null {
  if (TYPED_HASH_PATTERN.test(text)) return text as TypedHash;
  return options.bareHex === true && /^[0-9a-f]{64}$/.test(text) ? `sha256:${text}` : null;
}

/**
 * DSSE v1 PAE: "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, lengths in UTF-8 bytes.
 * Takes any type string so the DSSE specification's own vector can be checked.
 */
export function pae(type: string, body: Uint8Array): Uint8Array {
  const typeBytes = utf8.encode(type);
  const head = utf8.encode(`DSSEv1 ${typeBytes.length} ${type} ${body.length} `);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
}

/** Canonical bytes of an object: what is stored and what is hashed. */
export function canonicalBytes(value: unknown): Uint8Array {
  return utf8.encode(canonicalJson(value));
}

/** `sha256:<hex>` of PAE(type, bytes) for bytes that are already canonical (stored receipts). */
export function typedHashOfBytes(type: ObjectType, bytes: Uint8Array): TypedHash {
  return `sha256:${toHex(sha256Bytes(pae(type, bytes)))}`;
}

/** `sha256:<hex>` of PAE(type, JCS(value)). */
export function typedHash(type: ObjectType, value: unknown): TypedHash {
  return typedHashOfBytes(type, canonicalBytes(value));
}
