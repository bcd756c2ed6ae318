/**
 * Receipt arguments on the command line: a digest (`sha256:` and 64 hex digits) names a
 * receipt in a store; anything else is a file. A string that starts like a digest but is not
 * one is a usage error that shows the shape, never a confusing "file not found".
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readSignature, readSignatureFile } from '../adapters/store/index.js';
import { fsReceiptStore } from '../adapters/store/index.js';
import { parseDigest } from '../core/hash/typed-hash.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import { parseTrustedKeys, type TrustedKeys } from '../core/receipt/signature.js';
import type { SignatureInput } from '../core/receipt/verify-receipt.js';
import { quoteUntrusted } from '../core/text/safe-text.js';
import { readText } from './inputs.js';
import { UsageError } from './output.js';

const SHAPE = 'a digest is sha256: followed by 64 lowercase hex digits (0-9, a-f)';

/** The digest `text` names, null when it is not digest-shaped at all (a file path); throws when it is a broken digest. */
export function digestArgument(text: string, what: string): TypedHash | null {
  const digest = parseDigest(text, { bareHex: true });
  if (digest) return digest;
  if (/^sha256:/i.test(text)) {
    const hex = text.slice('sha256:'.length);
    throw new UsageError(
      `${what} "${quoteUntrusted(text, 90)}" is not a digest: ${SHAPE}; this has ${hex.length} character${hex.length === 1 ? '' : 's'} after "${text.slice(0, 7)}"${/[^0-9a-f]/.test(hex) ? ', not all of them lowercase hex' : ''}${text.startsWith('sha256:') ? '' : ', and the prefix must be lowercase sha256:'}`,
    );
  }
  return null;
}

/** A digest argument that must be one (`--expect`, `receipt sign`). */
export function requireDigest(text: string, what: string): TypedHash {
  const digest = digestArgument(text, what);
  if (!digest)
    throw new UsageError(`${what} "${quoteUntrusted(text, 90)}" is not a digest: ${SHAPE}`);
  return digest;
}

/**
 * Bytes and the address they claim: from the store by digest, or from a file (whose name may
 * be `<hex>.json`, its address; any other name claims none).
 */
export interface ReceiptInput {
  readonly bytes: Uint8Array;
  /** The address the bytes must hash to, and who claims it. */
  readonly expected?: TypedHash;
  readonly claimedBy?: 'the store' | 'the file name';
}

export async function loadReceiptBytes(target: string, store: string): Promise<ReceiptInput> {
  const digest = digestArgument(target, 'the receipt');
  // The store refuses a file that does not hash to its name (ReceiptTampered: invalid).
  if (digest)
    return {
      bytes: await fsReceiptStore(store).get(digest),
      expected: digest,
      claimedBy: 'the store',
    };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(target));
  } catch (error) {
    throw new UsageError(
      `cannot read the file ${quoteUntrusted(target, 200)} (${(error as NodeJS.ErrnoException).code ?? 'error'}); pass a receipt file or a receipt digest (sha256: and 64 hex digits)`,
    );
  }
  const named = parseDigest(basename(target).replace(/\.json$/, ''), { bareHex: true });
  return named ? { bytes, expected: named, claimedBy: 'the file name' } : { bytes };
}

/** The signature to check: --sig, else the sidecar next to the receipt; none means unsigned. */
export async function loadSignature(
  target: string,
  store: string,
  values: { sig?: string; keys?: string },
): Promise<SignatureInput | undefined> {
  const digest = parseDigest(target, { bareHex: true });
  let sidecar: string | undefined;
  if (values.sig !== undefined) sidecar = await readText(values.sig, 'signature file');
  else if (digest) sidecar = await readSignature(store, digest);
  else
    sidecar = await readSignatureFile(
      join(dirname(target), `${basename(target).replace(/\.json$/, '')}.sig.json`),
    );
  if (sidecar === undefined) return undefined;
  // No --keys: nothing is trusted, so a signed receipt fails closed (UntrustedKey).
  const trusted: TrustedKeys =
    values.keys === undefined
      ? new Map()
      : parseTrustedKeys(await readText(values.keys, 'trusted keys file'));
  return { sidecar, trusted };
}
