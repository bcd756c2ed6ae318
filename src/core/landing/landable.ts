/**
 * What a receipt must say before its patch may land on a working tree: it verifies, it is a
 * PASS, and (unless the caller accepts less) the PASS is proof grade. The patch is then
 * taken through intake again under the very policy the receipt recorded, and must give the
 * exact proposal hash the receipt covers: nothing else is ever written.
 */
import { LandingError, PatchProofError } from '../errors.js';
import type { IntakePolicyInput } from '../intake/policy.js';
import type { Proposal } from '../intake/propose.js';
import type { Receipt } from '../receipt/schema.js';
import { type SignatureInput, verifyReceipt } from '../receipt/verify-receipt.js';
import { intakePolicyOf } from '../runspec/intake-policy.js';

export interface LandableOptions {
  /** Accept a PASS from a runner that is not isolated (the trusted-local runner). */
  readonly acceptNotProofGrade?: boolean;
  /** When given, the receipt must also carry a valid signature by one of these keys. */
  readonly signature?: SignatureInput;
}

/**
 * Verifies receipt bytes fetched under `digest` (and its signature, when one is required) and
 * returns the receipt when its patch may land; ReceiptTampered, ReceiptNotPass or
 * NotProofGrade otherwise.
 */
export function landableReceipt(
  bytes: Uint8Array,
  digest: string,
  options: LandableOptions = {},
): Receipt {
  const checked = verifyReceipt(bytes, digest, options.signature);
  const receipt = checked.receipt;
  if (!checked.valid || !receipt) {
    const problems = checked.problems.map((p) => p.code).join(', ');
    throw new PatchProofError(
      'ReceiptTampered',
      `receipt ${digest} does not verify (${problems}); nothing was written. Run "patchproof receipt verify ${digest}" for details`,
      {
        details: { problems: checked.problems.map((p) => p.code) },
      },
    );
  }
  if (receipt.verdict !== 'PASS') {
    throw new LandingError(
      'ReceiptNotPass',
      `receipt ${digest} is a FAIL: only a PASS receipt's patch is applied; nothing was written`,
      { details: { verdict: receipt.verdict } },
    );
  }
  if (receipt.runner.kind === 'fake') {
    // The fake runner exists to test the verdict rules: no test of this patch ran anywhere.
    throw new LandingError(
      'NotProofGrade',
      `receipt ${digest} comes from the fake runner, which runs no tests; validate on Docker`,
      { details: { runner: 'fake' } },
    );
  }
  if (!receipt.proofGrade && !options.acceptNotProofGrade) {
    throw new LandingError(
      'NotProofGrade',
      `receipt ${digest} is a PASS from the ${receipt.runner.kind} runner, which is not isolated, so it is not proof grade; validate on Docker, or pass --accept-local to land it anyway`,
      {
        details: { runner: receipt.runner.kind },
      },
    );
  }
  return receipt;
}

/** The intake policy the receipt says was in force, so intake judges the patch as it did then. */
export function policyOfReceipt(receipt: Receipt): IntakePolicyInput {
  return intakePolicyOf(receipt.runSpec.protectedPaths);
}

/** The proposal intake made now must be the one the receipt covers, field for field. */
export function assertCovered(receipt: Receipt, proposal: Proposal): void {
  const wanted = receipt.proposal;
  if (
    proposal.hash === wanted.hash &&
    proposal.object.result === wanted.result &&
    proposal.object.diff === wanted.diff
  )
    return;
  throw new LandingError(
    'ProposalMismatch',
    `this patch gives proposal ${proposal.hash}, but the receipt covers ${wanted.hash}; apply exactly the patch that was validated. Nothing was written`,
    {
      details: { expected: wanted.hash, actual: proposal.hash },
    },
  );
}
