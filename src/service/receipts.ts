/**
 * Published receipts (PROTOCOL 6, 8): public, served as the exact stored bytes, re-hashed
 * on every read (by the database ReceiptReader) so a row altered in the database is never
 * served under its old address.
 */
import { PatchProofError, ServiceError } from '../core/errors.js';
import { parseDigest, type TypedHash } from '../core/hash/typed-hash.js';
import { reportMarkdown } from '../core/receipt/report-markdown.js';
import type { Receipt } from '../core/receipt/schema.js';
import { verifyReceipt } from '../core/receipt/verify-receipt.js';
import type { ServiceContext } from './context.js';
import { receiptAddress } from '../core/store/address.js';

/** A hash from a URL; InvalidRequest unless it is `sha256:` and 64 lowercase hex digits. */
export function digestParam(text: string, what = 'receipt address'): TypedHash {
  const digest = parseDigest(text);
  if (!digest) {
    throw new ServiceError(
      'InvalidRequest',
      `"${text.slice(0, 80)}" is not a ${what}; it looks like sha256:<64 lowercase hex digits>`,
      { details: { field: what } },
    );
  }
  return digest;
}

/**
 * The stored bytes under `digest`, read through the store's ReceiptReader, which re-hashes
 * them: ReceiptNotFound, or ReceiptTampered when they no longer hash to it. Bytes verified
 * once are kept in the cache and re-hashed on every serve; a cached copy that stopped matching
 * (nothing writes to it) is not served, the store is asked again.
 */
export async function receiptBytes(
  context: ServiceContext,
  digest: TypedHash,
): Promise<Uint8Array> {
  const cached = context.receipts?.get(digest);
  if (cached && receiptAddress(cached) === digest) return cached;
  const bytes = await context.store.receiptReader.get(digest);
  context.receipts?.set(digest, bytes);
  return bytes;
}

/**
 * The DSSE envelope stored with a published receipt: ReceiptNotFound (or ReceiptTampered)
 * as for the receipt itself, SignatureNotFound when it was published unsigned. Clients
 * check the envelope against their own trusted keys; the service only hands it out.
 */
export async function receiptSignature(
  context: ServiceContext,
  digest: TypedHash,
): Promise<Uint8Array> {
  await receiptBytes(context, digest);
  const signature = (await context.store.getReceipt(digest))?.signature;
  if (!signature) {
    throw new ServiceError(
      'SignatureNotFound',
      `the receipt ${digest} was published without a signature; the service signs only when started with --sign-key`,
      { details: { digest } },
    );
  }
  return signature;
}

/** A published receipt read as one: its bytes and its verified content (ReceiptTampered when it cannot be read). */
export async function publishedReceipt(
  context: ServiceContext,
  digest: TypedHash,
): Promise<{ bytes: Uint8Array; receipt: Receipt }> {
  const bytes = await receiptBytes(context, digest);
  const verified = verifyReceipt(bytes, digest);
  if (!verified.receipt) {
    throw new PatchProofError(
      'ReceiptTampered',
      `the receipt under ${digest} cannot be read as a receipt (${verified.problems.map((p) => p.code).join(', ')})`,
      { details: { digest } },
    );
  }
  return { bytes, receipt: verified.receipt };
}

/** The human report of a published receipt, in English or Simplified Chinese. */
export async function receiptReport(
  context: ServiceContext,
  digest: TypedHash,
  lang: 'en' | 'zh',
  format: 'text' | 'md',
): Promise<string> {
  const { receipt } = await publishedReceipt(context, digest);
  return format === 'md' ? reportMarkdown(receipt, lang) : receipt.report[lang];
}
