/**
 * Proposals recorded in a local store by the MCP server's apply_patch when no service is
 * configured: `<store>/proposals/sha256/<hex>.json` (the proposal object with what a
 * reviewer needs to see) beside its normalized diff in `<store>/diffs/`. A reviewer then runs
 * `patchproof validate --patch <the diff>`; the receipt lands in the same store, where
 * validation_status finds it by proposal hash.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalBytes, type TypedHash } from '../../core/hash/typed-hash.js';
import { utf8 } from '../../core/hash/digest.js';
import type { Proposal } from '../../core/intake/propose.js';
import { proposalHash } from '../../core/intake/proposal.js';
import { verifyReceipt } from '../../core/receipt/verify-receipt.js';
import { readPlainFile } from './plain-file.js';
import { MAX_RECEIPT_BYTES } from './read-receipt.js';
import { publishDiff } from './diff-store.js';
import { writeOnce } from './write-receipt.js';

export interface RecordedProposal {
  readonly record: string;
  readonly diff: string;
}

/** Records `proposal` (no-clobber: the same proposal twice is one record). */
export async function recordProposal(store: string, proposal: Proposal): Promise<RecordedProposal> {
  const diff = await publishDiff(store, utf8.encode(proposal.normalizedDiff));
  const body = {
    hash: proposal.hash,
    ...proposal.object,
    format: proposal.format,
    files: proposal.files,
  };
  const record = await writeOnce(store, proposalName(proposal.hash), canonicalBytes(body));
  return { record, diff };
}

/** Whether a proposal with this hash is recorded, checked against its own hash. */
export async function isRecorded(store: string, hash: TypedHash): Promise<boolean> {
  try {
    const read = await readPlainFile(join(store, proposalName(hash)), MAX_RECEIPT_BYTES);
    if (read.kind !== 'bytes') return false;
    const body = JSON.parse(new TextDecoder().decode(read.bytes)) as {
      base: `ws1_${string}`;
      result: `ws1_${string}`;
      diff: `sha256:${string}`;
    };
    return proposalHash(body) === hash;
  } catch {
    return false;
  }
}

export interface ReceiptSummary {
  readonly digest: string;
  readonly verdict: 'PASS' | 'FAIL';
  readonly proofGrade: boolean;
  readonly runner: string;
}

/** The valid receipts in `store` that cover proposal `hash` (every receipt is read and verified). */
export async function receiptsFor(store: string, hash: TypedHash): Promise<ReceiptSummary[]> {
  const names = await readdir(join(store, 'sha256')).catch(() => [] as string[]);
  const found: ReceiptSummary[] = [];
  for (const name of names.filter((n) => /^[0-9a-f]{64}\.json$/.test(n)).sort()) {
    // A name that holds no plain file (a planted FIFO, a symlink), or one that cannot be read
    // (no permission, a lease someone holds), is no receipt: it does not hide the others.
    const read = await readPlainFile(join(store, 'sha256', name), MAX_RECEIPT_BYTES).catch(
      () => undefined,
    );
    if (read?.kind !== 'bytes') continue;
    const checked = verifyReceipt(read.bytes, `sha256:${name.slice(0, 64)}`);
    const receipt = checked.receipt;
    if (!checked.valid || !receipt || receipt.proposal.hash !== hash) continue;
    found.push({
      digest: checked.digest,
      verdict: receipt.verdict,
      proofGrade: receipt.proofGrade,
      runner: receipt.runner.kind,
    });
  }
  return found;
}

function proposalName(hash: string): string {
  return join('proposals', 'sha256', `${hash.slice('sha256:'.length)}.json`);
}
