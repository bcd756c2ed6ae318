/**
 * The proposal object and its hash (PROTOCOL 2.3): it binds the base snapshot, the
 * resulting snapshot and the digest of the normalized diff — nothing about who proposed it
 * or when, so the same change always has the same hash.
 */
import type { SnapshotId } from '../snapshot/inventory.js';
import { type TypedHash, typedHash } from '../hash/typed-hash.js';

export interface ProposalObject {
  readonly base: SnapshotId;
  readonly result: SnapshotId;
  readonly diff: `sha256:${string}`;
}

/** `sha256:…` typed hash of a proposal under `patchproof.proposal.v1`. */
export function proposalHash(proposal: ProposalObject): TypedHash {
  return typedHash('patchproof.proposal.v1', {
    base: proposal.base,
    result: proposal.result,
    diff: proposal.diff,
  });
}
