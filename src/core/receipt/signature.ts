/**
 * Receipt signatures: a DSSE envelope over the stored receipt bytes, signed with Ed25519,
 * with keys named and hashed as in C2SP signed-note (golang.org/x/mod/sumdb/note). The
 * receipt's bytes, and so its address, never change when it is signed: the envelope lives
 * beside it. Pure: trusted keys are parsed once, then verification is synchronous.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { z } from 'zod';
import { PatchProofError } from '../errors.js';
import { sha256Bytes, toHex, utf8 } from '../hash/digest.js';
import { parseStrictJson } from '../hash/strict-json.js';
import { pae } from '../hash/typed-hash.js';

export const RECEIPT_PAYLOAD_TYPE = 'application/vnd.patchproof.receipt.v1+json';
/** The signed-note algorithm byte for Ed25519. */
const ALG_ED25519 = 0x01;
// C2SP signed-note: a key name is non-empty and holds no '+' and no whitespace.
const KEY_NAME = /^[^\s+]{1,200}$/u;
const KEY_ID = /^[^\s+]{1,200}\+[0-9a-f]{8}$/u;
const MAX_SIGNATURES = 16;

/** A DSSE JSON envelope (secure-systems-lab/dsse envelope.md). */
export interface DsseEnvelope<T extends string = string> {
  readonly payloadType: T;
  /** Standard base64 of the signed bytes. */
  readonly payload: string;
  readonly signatures: readonly { readonly keyid: string; readonly sig: string }[];
}

/** A receipt's signature: an envelope whose payload is the stored receipt bytes. */
export type SignatureEnvelope = DsseEnvelope<typeof RECEIPT_PAYLOAD_TYPE>;

export interface TrustedKey {
  readonly name: string;
  /** `<name>+<8 hex of the key hash>`. */
  readonly keyid: string;
  readonly publicKey: Uint8Array;
}

/** Trusted keys by key id. */
export type TrustedKeys = ReadonlyMap<string, TrustedKey>;

export interface SigningKey {
  readonly name: string;
  /** The 32-byte Ed25519 seed. */
  readonly privateKey: Uint8Array;
}

export type SignatureProblemCode = 'BadSignature' | 'UntrustedKey' | 'SignatureMismatch';

export interface SignatureCheck {
  readonly signed: true;
  /** The key id of the first signature (the one that failed, when one did). */
  readonly keyid?: string;
  readonly valid: boolean;
  readonly problem?: { readonly code: SignatureProblemCode; readonly message: string };
}

export const envelopeSchema = z
  .object({
    payloadType: z.string(),
    payload: z.string(),
    signatures: z
      .array(z.object({ keyid: z.string(), sig: z.string() }).strict())
      .min(1)
      .max(MAX_SIGNATURES),
  })
  .strict();

/** Strict standard base64 (padded); undefined when `text` is not exactly that. */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64');
  // Buffer ignores non-zero trailing bits; re-encoding rejects such non-canonical forms.
  return bytes.toString('base64') === text ? new Uint8Array(bytes) : undefined;
}

function encodeBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

/** C2SP signed-note key hash: the first 4 bytes of SHA-256(name "\n" alg || key). */
export function keyHash(name: string, publicKey: Uint8Array): Uint8Array {
  const head = utf8.encode(`${name}\n`);
  const input = new Uint8Array(head.length + 1 + publicKey.length);
  input.set(head, 0);
  input[head.length] = ALG_ED25519;
  input.set(publicKey, head.length + 1);
  return sha256Bytes(input).subarray(0, 4);
}

/** `<name>+<8 hex>`: the signed-note key id of an Ed25519 public key. */
export function keyId(name: string, publicKey: Uint8Array): string {
  return `${name}+${toHex(keyHash(name, publicKey))}`;
}

function withAlg(key: Uint8Array): string {
  const out = new Uint8Array(key.length + 1);
  out[0] = ALG_ED25519;
  out.set(key, 1);
  return encodeBase64(out);
}

function checkName(name: string): void {
  if (!KEY_NAME.test(name))
    throw new PatchProofError(
      'UsageError',
      'a key name must be 1-200 characters with no "+" and no whitespace',
    );
}

/** Makes a new key pair: the vkey (public, for trusted-keys files) and the skey (secret). */
export function keygen(
  name: string,
  seed: Uint8Array = ed25519.utils.randomSecretKey(),
): { vkey: string; skey: string } {
  checkName(name);
  const publicKey = ed25519.getPublicKey(seed);
  const id = keyId(name, publicKey);
  return { vkey: `${id}+${withAlg(publicKey)}`, skey: `PRIVATE+KEY+${id}+${withAlg(seed)}` };
}

/** Splits `<name>+<hash>+<base64(0x01 || key)>` and checks the hash; undefined when malformed. */
function splitKey(text: string): { name: string; keyid: string; key: Uint8Array } | undefined {
  const parts = text.split('+');
  // The base64 may itself contain '+', so only the first two separators are structural.
  if (parts.length < 3) return undefined;
  const [name = '', hash = '', ...rest] = parts;
  const raw = decodeBase64(rest.join('+'));
  if (
    !KEY_NAME.test(name) ||
    !/^[0-9a-f]{8}$/.test(hash) ||
    raw?.length !== 33 ||
    raw[0] !== ALG_ED25519
  )
    return undefined;
  return { name, keyid: `${name}+${hash}`, key: raw.subarray(1) };
}

/** Parses a signed-note skey (`PRIVATE+KEY+<name>+<hash>+<base64(0x01 || seed)>`). */
export function parseSigningKey(text: string): SigningKey {
  const body = text.trim();
  const parts = body.startsWith('PRIVATE+KEY+')
    ? splitKey(body.slice('PRIVATE+KEY+'.length))
    : undefined;
  if (!parts || parts.keyid !== keyId(parts.name, ed25519.getPublicKey(parts.key))) {
    throw new PatchProofError(
      'UsageError',
      'not a signing key: expected PRIVATE+KEY+<name>+<hash>+<key>, as written by patchproof receipt keygen',
    );
  }
  return { name: parts.name, privateKey: parts.key };
}

/** Parses a trusted-keys file: one vkey a line; blank lines and `#` comments are ignored. */
export function parseTrustedKeys(text: string): TrustedKeys {
  const keys = new Map<string, TrustedKey>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const parts = splitKey(line);
    const location = { line: index + 1 };
    if (!parts || parts.keyid !== keyId(parts.name, parts.key)) {
      throw new PatchProofError(
        'UsageError',
        `line ${index + 1} of the trusted keys is not a vkey <name>+<hash>+<key>; fix or remove it`,
        { location },
      );
    }
    // Two keys under one id would make "which key signed this" ambiguous (as in sumdb/note).
    if (keys.has(parts.keyid))
      throw new PatchProofError(
        'UsageError',
        `key ${parts.keyid} is listed twice in the trusted keys; keep one`,
        { location },
      );
    keys.set(parts.keyid, { name: parts.name, keyid: parts.keyid, publicKey: parts.key });
  });
  return keys;
}

/** The key id a signing key signs under. */
export function signingKeyId(key: SigningKey): string {
  return keyId(key.name, ed25519.getPublicKey(key.privateKey));
}

/** A DSSE envelope over `bytes` of `payloadType`, signed with Ed25519 over PAE(payloadType, bytes). */
export function signDsse<T extends string>(
  payloadType: T,
  bytes: Uint8Array,
  key: SigningKey,
): DsseEnvelope<T> {
  checkName(key.name);
  const sig = ed25519.sign(pae(payloadType, bytes), key.privateKey);
  return {
    payloadType,
    payload: encodeBase64(bytes),
    signatures: [{ keyid: signingKeyId(key), sig: encodeBase64(sig) }],
  };
}

/** Signs stored receipt bytes: Ed25519 over DSSE PAE(payloadType, bytes). */
export function signReceipt(bytes: Uint8Array, key: SigningKey): SignatureEnvelope {
  return signDsse(RECEIPT_PAYLOAD_TYPE, bytes, key);
}

/** The sidecar's bytes: compact JSON and a newline. */
export function envelopeBytes(envelope: SignatureEnvelope): Uint8Array {
  return utf8.encode(`${JSON.stringify(envelope)}\n`);
}

/**
 * Checks every signature of an envelope against the trusted keys. Each must be by a trusted
 * key and verify: a signature nobody here can check is not silently ignored.
 */
export function verifySignature(envelope: SignatureEnvelope, trusted: TrustedKeys): SignatureCheck {
  return verifyDsse(envelope, RECEIPT_PAYLOAD_TYPE, 'a receipt', trusted);
}

/** Whether `sig` is `key`'s Ed25519 signature over DSSE PAE(payloadType, payload) (strict RFC 8032, no ZIP-215 leniency). */
export function dsseSignatureValid(
  payloadType: string,
  payload: Uint8Array,
  sig: Uint8Array,
  key: TrustedKey,
): boolean {
  try {
    return (
      sig.length === 64 &&
      ed25519.verify(sig, pae(payloadType, payload), key.publicKey, { zip215: false })
    );
  } catch {
    return false;
  }
}

/** The same for any payload type (`what` names it in messages); the payload must be that type's. */
export function verifyDsse(
  envelope: DsseEnvelope,
  payloadType: string,
  what: string,
  trusted: TrustedKeys,
): SignatureCheck {
  const payload = decodeBase64(envelope.payload);
  const first = envelope.signatures[0]?.keyid;
  const fail = (code: SignatureProblemCode, message: string, keyid = first): SignatureCheck => ({
    signed: true,
    ...(keyid === undefined ? {} : { keyid }),
    valid: false,
    problem: { code, message },
  });
  if (envelope.payloadType !== payloadType || !payload)
    return fail(
      'SignatureMismatch',
      `the envelope does not carry ${what} (${payloadType}, base64)`,
    );
  if (envelope.signatures.length === 0)
    return fail('BadSignature', 'the envelope has no signatures');
  const message = pae(payloadType, payload);
  for (const { keyid, sig } of envelope.signatures) {
    const key = KEY_ID.test(keyid) ? trusted.get(keyid) : undefined;
    if (!key)
      return fail(
        'UntrustedKey',
        `signed by ${KEY_ID.test(keyid) ? keyid : 'a malformed key id'}, which is not in the trusted keys; add its vkey only if you trust it`,
        keyid,
      );
    const bytes = decodeBase64(sig);
    let ok = false;
    try {
      ok = bytes?.length === 64 && ed25519.verify(bytes, message, key.publicKey, { zip215: false });
    } catch {
      ok = false;
    }
    if (!ok)
      return fail(
        'BadSignature',
        `the signature by ${keyid} does not verify: ${what} or its signature was altered`,
        keyid,
      );
  }
  return { signed: true, ...(first === undefined ? {} : { keyid: first }), valid: true };
}

/** Parses sidecar text and checks it signs exactly `bytes` with trusted keys. */
export function checkReceiptSignature(
  bytes: Uint8Array,
  sidecar: string,
  trusted: TrustedKeys,
): SignatureCheck {
  let envelope: SignatureEnvelope;
  try {
    const parsed = envelopeSchema.safeParse(parseStrictJson(sidecar));
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not an envelope');
    envelope = parsed.data as SignatureEnvelope;
  } catch (error) {
    return {
      signed: true,
      valid: false,
      problem: {
        code: 'BadSignature',
        message: `the signature file is not a DSSE envelope: ${(error as Error).message}`,
      },
    };
  }
  const payload = decodeBase64(envelope.payload);
  if (payload && (payload.length !== bytes.length || payload.some((b, i) => b !== bytes[i]))) {
    const keyid = envelope.signatures[0]?.keyid;
    return {
      signed: true,
      ...(keyid === undefined ? {} : { keyid }),
      valid: false,
      problem: {
        code: 'SignatureMismatch',
        message:
          'the signature is over different bytes than this receipt; it belongs to another receipt',
      },
    };
  }
  return verifySignature(envelope, trusted);
}
