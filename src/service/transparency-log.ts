/**
 * The transparency log (issue 18): every published receipt, PASS or FAIL, is a leaf of an
 * append-only Merkle tree (core/tlog/merkle.ts; the leaf is the receipt's address as UTF-8),
 * so a receipt cannot be quietly withheld or a published one quietly replaced. The service
 * answers, without a token:
 * - a checkpoint (C2SP tlog-checkpoint, a signed note by the service's signing key, whose
 *   name is the log's origin): size and root;
 * - a receipt's inclusion proof, for the tree of a given size (default: the current one);
 * - a consistency proof between two sizes, so a verifier that kept an old checkpoint sees
 *   that the new tree extends it.
 * Proofs are computed from the stored leaves, all read per request: enough for a log of tens
 * of thousands of receipts, and the thing to cache once logs grow beyond that.
 */
import { ServiceError } from '../core/errors.js';
import type { TypedHash } from '../core/hash/typed-hash.js';
import { checkpointText } from '../core/tlog/checkpoint.js';
import { consistencyProof, inclusionProof, rootOf } from '../core/tlog/merkle.js';
import { signNote } from '../core/tlog/signed-note.js';
import type { ServiceContext } from './context.js';
import { receiptBytes } from './receipts.js';

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The current checkpoint as a signed note; SignatureNotFound when the service signs nothing. */
export async function logCheckpoint(
  context: ServiceContext,
): Promise<{ note: string; size: number }> {
  const key = context.signingKey;
  if (!key)
    throw new ServiceError(
      'SignatureNotFound',
      "the service signs no checkpoints: its operator starts it with --sign-key, whose key name is the log's origin",
      { details: {} },
    );
  const size = await context.store.logSize();
  const root = rootOf(await context.store.logLeaves(size));
  return { note: signNote(checkpointText({ origin: key.name, size, root }), key), size };
}

/** A size asked for: a whole number up to the log's size; InvalidRequest otherwise. */
function sizeAsked(
  text: string | undefined,
  current: number,
  what: string,
  fallback: number,
): number {
  if (text === undefined) return fallback;
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(text) || Number(text) > current) {
    throw new ServiceError(
      'InvalidRequest',
      `${what} must be a tree size from 0 to the log's ${current}, not ${JSON.stringify(text.slice(0, 20))}`,
      { details: { field: what } },
    );
  }
  return Number(text);
}

/** A published receipt's inclusion proof in the tree of `size` leaves (default: the current tree). */
export async function receiptInclusion(
  context: ServiceContext,
  digest: TypedHash,
  sizeText?: string,
) {
  await receiptBytes(context, digest);
  const position = await context.store.logPosition(digest);
  const current = await context.store.logSize();
  if (position === null)
    throw new ServiceError(
      'InvalidRequest',
      `receipt ${digest} is not in the log; it was published by a service without one`,
      { details: { digest } },
    );
  const size = sizeAsked(sizeText, current, 'size', current);
  if (position >= size)
    throw new ServiceError(
      'InvalidRequest',
      `receipt ${digest} is leaf ${position}, not in a tree of ${size}; ask for a larger size`,
      { details: { field: 'size' } },
    );
  const leaves = await context.store.logLeaves(size);
  return {
    index: position,
    size,
    leafHash: b64(leaves[position] as Uint8Array),
    root: b64(rootOf(leaves)),
    proof: inclusionProof(leaves, position).map(b64),
  };
}

/** The consistency proof from the tree of `from` leaves to the one of `to` (default: the current tree). */
export async function logConsistency(
  context: ServiceContext,
  fromText: string | undefined,
  toText: string | undefined,
) {
  const current = await context.store.logSize();
  const to = sizeAsked(toText, current, 'to', current);
  const from = sizeAsked(fromText, to, 'from', NaN);
  if (Number.isNaN(from) || from === 0)
    throw new ServiceError(
      'InvalidRequest',
      'from must be the size of a checkpoint you kept, at least 1',
      { details: { field: 'from' } },
    );
  const leaves = await context.store.logLeaves(to);
  return { from, to, proof: consistencyProof(leaves, from).map(b64) };
}
