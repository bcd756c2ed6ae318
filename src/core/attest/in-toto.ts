/**
 * A receipt as in-toto attestations (in-toto/attestation spec v1): two Statements about the
 * validated result tree, each in its own DSSE envelope signed with the publisher's key, as an
 * attestation bundle (JSON Lines, `.intoto.jsonl`).
 *
 * - `https://in-toto.io/attestation/test-result/v0.1`: what standard tooling reads. `result`
 *   is PASSED for a PASS with proof grade, WARNED for a PASS without it (the tests passed but
 *   the evidence does not prove the fix), FAILED for a FAIL. The tests it names are the four
 *   phases (`phase:<name>`, passed when the phase met its rule) and the reproduction targets
 *   of the patched run (`target:<id>`); never a hidden test's name, which the receipt does
 *   not hold either.
 * - `urn:patchproof:receipt:v1`: the receipt's address and what it binds (proposal,
 *   approval, run spec, verdict), so an auditor can fetch the receipt and check the rest.
 *
 * The subject is the result tree by two digests: `gitTree` (the in-toto DigestSet name for
 * the Git tree SHA-1, what `git write-tree` and a commit's tree give) and `ws1` (PatchProof's
 * BLAKE3 Git-encoded tree, PROTOCOL 2.1; lowercase hex, the ID without its `ws1_` prefix).
 * Pure: statements are built from a verified receipt, serialized canonically (RFC 8785).
 */
import { canonicalBytes } from '../hash/typed-hash.js';
import type { TypedHash } from '../hash/typed-hash.js';
import type { Receipt } from '../receipt/schema.js';
import { type DsseEnvelope, type SigningKey, signDsse } from '../receipt/signature.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';
export const TEST_RESULT_PREDICATE = 'https://in-toto.io/attestation/test-result/v0.1';
export const PATCHPROOF_PREDICATE = 'urn:patchproof:receipt:v1';
/** The test-result configuration entry that names the receipt (its typed hash, hex): binds the two statements. */
export const RECEIPT_DESCRIPTOR = 'patchproof.receipt.v1';

export type DigestSet = Readonly<Record<string, string>>;

export interface ResourceDescriptor {
  readonly name?: string;
  readonly uri?: string;
  readonly digest?: DigestSet;
}

export interface Statement<P = unknown> {
  readonly _type: typeof STATEMENT_TYPE;
  readonly subject: readonly ResourceDescriptor[];
  readonly predicateType: string;
  readonly predicate: P;
}

export interface TestResultPredicate {
  readonly result: 'PASSED' | 'WARNED' | 'FAILED';
  readonly configuration: readonly ResourceDescriptor[];
  readonly url?: string;
  readonly passedTests: readonly string[];
  readonly warnedTests: readonly string[];
  readonly failedTests: readonly string[];
}

export interface PatchProofPredicate {
  readonly receipt: TypedHash;
  readonly verdict: 'PASS' | 'FAIL';
  readonly proofGrade: boolean;
  readonly run: string;
  readonly proposal: {
    readonly hash: string;
    readonly base: string;
    readonly result: string;
    readonly diff: string;
  };
  readonly approval: { readonly hash: string; readonly actor: string; readonly approvedAt: string };
  readonly runSpec: string;
  readonly phases: readonly {
    readonly name: string;
    readonly outcome: string;
    readonly classification: string | null;
  }[];
  readonly tool: { readonly name: string; readonly version: string };
}

/** The result tree as a subject: its Git tree SHA-1 (when the receipt recorded it) and its ws1 ID. */
export function subjectOf(receipt: Receipt): ResourceDescriptor[] {
  const ws1 = receipt.proposal.result.slice('ws1_'.length);
  return [
    {
      name: 'result',
      digest: {
        ...(receipt.proposal.resultGitTree ? { gitTree: receipt.proposal.resultGitTree } : {}),
        ws1,
      },
    },
  ];
}

/**
 * The test-result predicate of a receipt (`url`: where its receipt is served, when known;
 * `digest`: the receipt's address, named in `configuration`). Given only a verdict, proof
 * grade and phases, the result and phase tests alone (what a verifier re-derives).
 */
export function testResultOf(
  receipt: Pick<Receipt, 'verdict' | 'proofGrade'> & {
    readonly phases: readonly {
      readonly name: string;
      readonly outcome: string;
      readonly targets?: readonly { readonly id: string; readonly status: string }[];
    }[];
    readonly runSpec?: Receipt['runSpec'];
    readonly runner?: Receipt['runner'];
  },
  url?: string,
  digest?: TypedHash,
): TestResultPredicate {
  const passed: string[] = [];
  const failed: string[] = [];
  for (const phase of receipt.phases) {
    if (phase.outcome === 'pass') passed.push(`phase:${phase.name}`);
    if (phase.outcome === 'fail') failed.push(`phase:${phase.name}`);
  }
  const patched = receipt.phases.find((p) => p.name === 'patched');
  for (const target of patched?.targets ?? [])
    (target.status === 'passed' ? passed : failed).push(`target:${target.id}`);
  // `sha256:<hex>` and `ws1_<hex>` alike: a DigestSet holds the hex alone.
  const hex = (id: string): string => id.replace(/^(sha256:|ws1_)/, '');
  const spec = receipt.runSpec;
  const configuration: ResourceDescriptor[] = [
    ...(digest
      ? [{ name: RECEIPT_DESCRIPTOR, digest: { patchproofTypedSha256: hex(digest) } }]
      : []),
    ...(spec
      ? [
          { name: 'patchproof.runspec.v1', digest: { patchproofTypedSha256: hex(spec.hash) } },
          { name: 'hidden tests', digest: { ws1: hex(spec.hiddenTests) } },
        ]
      : []),
    ...(spec?.reproductionTests
      ? [{ name: 'reproduction tests', digest: { ws1: hex(spec.reproductionTests) } }]
      : []),
    ...(receipt.runner ? runnerImage(receipt.runner) : []),
  ];
  const result = receipt.verdict === 'FAIL' ? 'FAILED' : receipt.proofGrade ? 'PASSED' : 'WARNED';
  return {
    result,
    configuration,
    ...(url ? { url } : {}),
    passedTests: passed,
    warnedTests: [],
    failedTests: failed,
  };
}

/** The PatchProof predicate: the receipt's address and what it binds. */
export function patchProofOf(receipt: Receipt, digest: TypedHash): PatchProofPredicate {
  const { hash, base, result, diff } = receipt.proposal;
  return {
    receipt: digest,
    verdict: receipt.verdict,
    proofGrade: receipt.proofGrade,
    run: receipt.run,
    proposal: { hash, base, result, diff },
    approval: {
      hash: receipt.approval.hash,
      actor: receipt.approval.actor,
      approvedAt: receipt.approval.approvedAt,
    },
    runSpec: receipt.runSpec.hash,
    phases: receipt.phases.map((p) => ({
      name: p.name,
      outcome: p.outcome,
      classification: p.classification,
    })),
    tool: receipt.tool,
  };
}

/** Both statements of a receipt, in bundle order. */
export function statementsOf(
  receipt: Receipt,
  digest: TypedHash,
  url?: string,
): [Statement<TestResultPredicate>, Statement<PatchProofPredicate>] {
  const subject = subjectOf(receipt);
  return [
    {
      _type: STATEMENT_TYPE,
      subject,
      predicateType: TEST_RESULT_PREDICATE,
      predicate: testResultOf(receipt, url, digest),
    },
    {
      _type: STATEMENT_TYPE,
      subject,
      predicateType: PATCHPROOF_PREDICATE,
      predicate: patchProofOf(receipt, digest),
    },
  ];
}

/** The bundle: one signed envelope a line, each over a statement's canonical JSON. */
export function inTotoBundle(
  receipt: Receipt,
  digest: TypedHash,
  key: SigningKey,
  url?: string,
): string {
  return statementsOf(receipt, digest, url)
    .map(
      (statement) =>
        `${JSON.stringify(signDsse(IN_TOTO_PAYLOAD_TYPE, canonicalBytes(statement), key))}\n`,
    )
    .join('');
}

/** The Docker image the phases ran on, by its ID (a real SHA-256), when the receipt names one. */
function runnerImage(runner: Receipt['runner']): ResourceDescriptor[] {
  const id = runner.fingerprint['imageId'];
  return typeof id === 'string' && /^sha256:[0-9a-f]{64}$/.test(id)
    ? [{ name: 'runner image', digest: { sha256: id.slice('sha256:'.length) } }]
    : [];
}

export type { DsseEnvelope };
