/**
 * Normalized diffs kept beside the receipts that cover them: `<store>/diffs/sha256/<hex>.diff`,
 * named by the SHA-256 of their bytes (the proposal's `diff` field). A receipt binds the diff
 * only by digest; with the diff in the store, `patchproof apply --receipt <digest>` needs
 * nothing else. Written once, never replaced, and re-hashed on every read.
 */
import { join } from 'node:path';
import { LandingError, PatchProofError } from '../../core/errors.js';
import { sha256Digest } from '../../core/hash/digest.js';
import { DEFAULT_BUDGETS } from '../../core/gates/budgets.js';
import { readPlainFile } from './plain-file.js';
import { writeOnce } from './write-receipt.js';

function diffName(digest: string): string {
  return join('diffs', 'sha256', `${digest.slice('sha256:'.length)}.diff`);
}

/** Stores a normalized diff under its own digest; resolves to its path. */
export function publishDiff(store: string, bytes: Uint8Array): Promise<string> {
  return writeOnce(store, diffName(sha256Digest(bytes)), bytes);
}

/** The diff stored under `digest`, re-hashed: DiffNotFound, or ReceiptTampered when it does not match. */
export async function readDiff(store: string, digest: string): Promise<Uint8Array> {
  const path = join(store, diffName(digest));
  const read = await readPlainFile(path, DEFAULT_BUDGETS.maxPatchBytes);
  if (read.kind === 'missing') {
    throw new LandingError(
      'DiffNotFound',
      `the store ${store} has no normalized diff ${digest}; pass the validated patch with --patch <file> (intake must turn it into that diff)`,
      { details: { diff: digest } },
    );
  }
  if (read.kind === 'not-plain')
    throw new PatchProofError(
      'ReceiptTampered',
      `${path} ${read.why}, not a plain diff file; the store was tampered with`,
    );
  if (sha256Digest(read.bytes) !== digest)
    throw new PatchProofError(
      'ReceiptTampered',
      `${path} does not hash to ${digest}: the diff was altered; do not apply it`,
    );
  return read.bytes;
}
