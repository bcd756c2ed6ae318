/**
 * Offline receipt verification (PROTOCOL 6): a pure, synchronous function of the stored
 * bytes. The address is checked on the bytes exactly as stored — never re-canonicalized
 * first — then the form, the schema, and the consistency of what the receipt claims.
 */
import { findingCount } from '../intake/base-gates.js';
import { findingKey } from '../intake/environment-findings.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { seedDigest } from '../execution/sealing.js';
import { roundBits } from '../seal/seal-suite.js';
import { canonicalBytes, type TypedHash } from '../hash/typed-hash.js';
import { parseStrictJson } from '../hash/strict-json.js';
import { PHASES } from '../execution/phase-result.js';
import type { ReproductionMode } from '../runspec/resolve.js';
import { regressionChecked } from '../execution/proposal-phases.js';
import { decodeUtf8 } from '../text/safe-text.js';
import { reportText } from './report-text.js';
import { type Receipt, receiptSchema } from './schema.js';
import { checkReceiptSignature, type TrustedKeys } from './signature.js';
import { receiptAddress } from '../store/address.js';

export interface ReceiptProblem {
  readonly code: string;
  readonly message: string;
}

export interface ReceiptVerification {
  readonly valid: boolean;
  /** The content address of the bytes as given. */
  readonly digest: TypedHash;
  readonly problems: readonly ReceiptProblem[];
  /** The parsed receipt, when it could be read at all. */
  readonly receipt?: Receipt;
  /** Present only when a signature was given to check. */
  readonly signed?: boolean;
  readonly keyid?: string;
}

/** A signature sidecar to check with the keys the verifier trusts (already loaded). */
export interface SignatureInput {
  readonly sidecar: string;
  readonly trusted: TrustedKeys;
}

/**
 * Verifies receipt bytes; `expected` is the address they were fetched or stored under. With
 * `signature`, the sidecar must sign exactly these bytes with trusted keys; without one the
 * receipt is an unsigned, still valid, content-addressed record.
 */
export function verifyReceipt(
  bytes: Uint8Array,
  expected?: string,
  signature?: SignatureInput,
): ReceiptVerification {
  const digest = receiptAddress(bytes);
  const problems: ReceiptProblem[] = [];
  let signed: Pick<ReceiptVerification, 'signed' | 'keyid'> = {};
  if (signature) {
    const check = checkReceiptSignature(bytes, signature.sidecar, signature.trusted);
    signed = { signed: true, ...(check.keyid === undefined ? {} : { keyid: check.keyid }) };
    if (check.problem) problems.push(check.problem);
  }
  const done = (receipt?: Receipt): ReceiptVerification => ({
    valid: problems.length === 0,
    digest,
    problems,
    ...(receipt ? { receipt } : {}),
    ...signed,
  });
  if (expected !== undefined && expected !== digest) {
    problems.push({
      code: 'DigestMismatch',
      message: `the bytes hash to ${digest}, not ${expected}: the receipt was altered or stored under the wrong name`,
    });
  }
  const text = decodeUtf8(bytes);
  if (text === undefined) {
    problems.push({ code: 'NotUtf8', message: 'the receipt is not UTF-8 text' });
    return done();
  }
  let raw: unknown;
  try {
    raw = parseStrictJson(text);
  } catch (error) {
    problems.push({ code: 'NotJson', message: `not strict JSON: ${(error as Error).message}` });
    return done();
  }
  try {
    const again = canonicalBytes(raw);
    if (again.length !== bytes.length || again.some((b, i) => b !== bytes[i])) {
      problems.push({
        code: 'NotCanonical',
        message: 'the stored bytes are not the canonical JSON (RFC 8785) of their content',
      });
    }
  } catch (error) {
    problems.push({ code: 'NotCanonical', message: (error as Error).message });
  }
  const parsed = receiptSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 10)) {
      problems.push({
        code: 'SchemaViolation',
        message: `${issue.path.join('.') || '(root)'}: ${issue.message}`,
      });
    }
    return done();
  }
  problems.push(...consistencyProblems(parsed.data));
  return done(parsed.data);
}

/** What a receipt may not claim together (PROTOCOL 5, 6). */
export function consistencyProblems(r: Receipt): ReceiptProblem[] {
  const out: ReceiptProblem[] = [];
  const add = (code: string, message: string): void => void out.push({ code, message });
  if (r.phases.map((p) => p.name).join() !== PHASES.join())
    add('PhaseOrder', `phases must be ${PHASES.join(', ')} in that order`);
  for (const p of r.phases) {
    // A failed phase says why; a passed or skipped one has nothing to say.
    const failed = p.outcome === 'fail';
    if (failed !== p.reasons.length > 0 || failed !== (p.classification !== null)) {
      add(
        'PhaseInconsistent',
        `phase ${p.name} is "${p.outcome}" with ${p.reasons.length} reasons and classification ${p.classification ?? 'none'}`,
      );
    }
    if (p.tests.executed !== p.tests.passed + p.tests.failed + p.tests.errored)
      add('CountsInconsistent', `phase ${p.name}: executed is not passed + failed + errored`);
    // Only the regression phase reruns lost tests (recheck.ts), and a rerun excuses a failing one.
    if (p.rechecked && (p.name !== 'regression' || p.rechecked.length === 0))
      add(
        'PhaseInconsistent',
        `phase ${p.name} lists rechecked tests: only regression may, never none`,
      );
    if (p.rechecked && p.tests.failed + p.tests.errored < p.rechecked.length)
      add('CountsInconsistent', `phase ${p.name} excuses more rechecked tests than failed`);
  }
  const mode = r.runSpec.reproduction ?? 'spec';
  if (r.verdict === 'PASS') {
    const skippable = (name: string): boolean =>
      mode === 'none' && (name === 'baseline' || name === 'patched');
    if (
      r.phases.some((p) => p.outcome !== 'pass' && !(p.outcome === 'skipped' && skippable(p.name)))
    )
      add('PassWithFailedPhase', 'verdict PASS but a phase did not pass');
    if (r.problems.length > 0)
      add('PassWithProblems', 'verdict PASS but the receipt lists problems');
    if ((r.requirements ?? []).some((q) => q.result !== 'PASS'))
      add('PassWithProblems', 'verdict PASS but a requirement did not pass');
    if (r.repository.after !== r.repository.before)
      add('RepositoryChanged', 'verdict PASS but the repository changed during execution');
  }
  if (r.proofGrade && r.verdict !== 'PASS')
    add('ProofGradeWithoutPass', 'proofGrade true on a verdict that is not PASS');
  if (r.proofGrade && (!r.runner.isolated || r.runner.kind === 'local'))
    add(
      'ProofGradeWithoutIsolation',
      `proofGrade true from a ${r.runner.kind} runner that is not isolated`,
    );
  if (r.proofGrade && mode !== 'spec' && !regressionChecked(r.phases))
    add(
      'ProofGradeUncheckedRegression',
      `proofGrade true in gate mode ${mode}, where the project's own suite carries the verdict, but no planted test checked its report`,
    );
  if (r.proofGrade && r.base && findingCount(r.base) > 0)
    add(
      'ProofGradeUntrustedBase',
      'proofGrade true on an uploaded base whose tree gates found files that decide how the tests run',
    );
  const accepted = new Set(r.approval.acceptedFindings ?? []);
  if (r.proofGrade && (r.findings ?? []).some((f) => !accepted.has(findingKey(f))))
    add(
      'ProofGradeWithFindings',
      'proofGrade true on a patch with environment findings the approval does not accept (it may tell the sandbox from production)',
    );
  if (r.repository.before !== r.proposal.base)
    add('BaseMismatch', 'the repository was not at the proposal base when execution started');
  out.push(...modeProblems(r, mode), ...sealProblems(r, mode), ...probeProblems(r));
  // A receipt made before its failed report's next step could name the run spec says the
  // generic step instead: the same data, older advice (report-text.ts).
  const says = (t: { en: string; zh: string }): boolean =>
    t.en === r.report.en && t.zh === r.report.zh;
  if (!says(reportText(r)) && !says(reportText(r, { genericNext: true })))
    add('ReportMismatch', 'the bilingual report does not say what the receipt data says');
  return out;
}

/**
 * The gate mode and the phases agree (resolve.ts, proposal-phases.ts): mode spec names its
 * trusted folder and nothing else does; mode none skipped baseline and patched, which no
 * other mode may; mode proposal marks both as the proposer's tests, which no other mode may.
 */
function modeProblems(r: Receipt, mode: ReproductionMode): ReceiptProblem[] {
  const out: ReceiptProblem[] = [];
  const add = (message: string): void => void out.push({ code: 'ModeInconsistent', message });
  if ((r.runSpec.reproductionTests !== undefined) !== (mode === 'spec'))
    add(
      `gate mode ${mode} ${mode === 'spec' ? 'needs' : 'has no'} a trusted reproduction folder (runSpec.reproductionTests)`,
    );
  for (const p of r.phases) {
    const reproducing = p.name === 'baseline' || p.name === 'patched';
    if (p.outcome === 'skipped' && !(reproducing && mode === 'none'))
      add(
        `phase ${p.name} was skipped; only gate mode none skips a phase, and only baseline and patched`,
      );
    if (reproducing && mode === 'none' && p.outcome !== 'skipped')
      add(
        `phase ${p.name} is "${p.outcome}" in gate mode none, which runs no baseline or patched phase`,
      );
    if ((p.evidence === 'proposal') !== (reproducing && mode === 'proposal'))
      add(
        `phase ${p.name} ${p.evidence === 'proposal' ? 'claims' : 'lacks'} the proposer's tests as evidence in gate mode ${mode}`,
      );
    if (
      p.outcome === 'skipped' &&
      (p.tests.executed > 0 || p.targets.length > 0 || p.exitCode !== null)
    )
      add(`phase ${p.name} was skipped but reports a run`);
    // A run killed for memory shows the bug only where no patch runs, with a trusted suite.
    if (p.evidence === 'memory' && (p.name !== 'baseline' || mode !== 'spec'))
      add(
        `phase ${p.name} claims the bug showed by exhausting memory, which only a baseline of gate mode spec may`,
      );
  }
  return out;
}

/** Probes are the hidden phase's, counted sanely, and present exactly when the spec names cases. */
function probeProblems(r: Receipt): ReceiptProblem[] {
  const out: ReceiptProblem[] = [];
  const add = (message: string): void => void out.push({ code: 'ProbesInconsistent', message });
  for (const p of r.phases) {
    if (p.name !== 'hidden' && (p.probes !== undefined || p.evidence === 'probes'))
      add(`phase ${p.name} carries probes; only the hidden phase runs them`);
  }
  const hidden = r.phases.find((p) => p.name === 'hidden');
  const probes = hidden?.probes;
  if ((probes !== undefined) !== (r.runSpec.probes !== undefined))
    add('the run spec and the hidden phase disagree on whether there were probes');
  if ((probes !== undefined) !== (hidden?.evidence === 'probes'))
    add("the hidden phase's evidence does not say probes exactly when it has them");
  if (probes && probes.passed > probes.cases)
    add(`${probes.passed} probe cases passed of ${probes.cases}`);
  if (probes && hidden?.outcome === 'pass' && probes.passed !== probes.cases)
    add('the hidden phase passed with probe cases that did not');
  return out;
}

/** The seal's fields must agree with each other and with the verdict (PROTOCOL 5.1). */
function sealProblems(r: Receipt, mode: ReproductionMode): ReceiptProblem[] {
  const out: ReceiptProblem[] = [];
  const add = (code: string, message: string): void => void out.push({ code, message });
  const seal = r.seal;
  if (seal === undefined) {
    // Only a receipt from before sealed evidence may leave it out; one with a gate mode is newer.
    if (r.runSpec.reproduction !== undefined)
      add(
        'SealInconsistent',
        'the receipt records its gate mode, so it is newer than sealed evidence, yet it does not say whether it was sealed (seal)',
      );
    return out;
  }
  const sealedPhases = r.phases.filter((p) => p.seal !== undefined);
  if (seal === null) {
    if (r.proofGrade) add('ProofGradeUnsealed', 'proofGrade true but the run was not sealed');
    if (sealedPhases.length > 0)
      add('SealInconsistent', 'phases carry seals but the receipt has none');
    return out;
  }
  const digest = seedDigest(hexToBytes(seal.seed));
  if (digest !== seal.seedDigest)
    add(
      'SealInconsistent',
      `the published seed hashes to ${digest}, not the recorded ${seal.seedDigest}`,
    );
  for (const name of ['baseline', 'patched', 'hidden'] as const) {
    const p = r.phases.find((x) => x.name === name);
    // Only a trusted reproduction suite is sealed (gate mode spec); the proposer's tests are not.
    if (name !== 'hidden' && mode !== 'spec') {
      if (p?.seal)
        add(
          'SealInconsistent',
          `phase ${name} carries a seal in gate mode ${mode}, which has no trusted reproduction suite`,
        );
      continue;
    }
    if (!p?.seal) {
      add('SealInconsistent', `phase ${name} has no seal though the run was sealed`);
      continue;
    }
    if (p.seal.seedDigest !== seal.seedDigest)
      add('SealInconsistent', `phase ${name} names another seed`);
    if (p.outcome === 'pass' && !p.seal.plantsAsPlanted)
      add(
        'SealInconsistent',
        `phase ${name} passed but not every planted test was reported as planted`,
      );
  }
  // The regression suite's plants (v1.1 later): optional, since older sealed receipts have
  // none; when present, plants only, and bound to the same seed.
  const regression = r.phases.find((x) => x.name === 'regression')?.seal;
  if (regression) {
    if (regression.seedDigest !== seal.seedDigest)
      add('SealInconsistent', 'phase regression names another seed');
    if (regression.twins !== 0 || regression.bits !== 0)
      add('SealInconsistent', 'phase regression has twins; its suite gets plants only');
    const outcome = r.phases.find((x) => x.name === 'regression')?.outcome;
    if (outcome === 'pass' && !regression.plantsAsPlanted)
      add(
        'SealInconsistent',
        'phase regression passed but not every planted test was reported as planted',
      );
  }
  const bits =
    (r.phases.find((p) => p.name === 'patched')?.seal?.bits ?? 0) +
    (r.phases.find((p) => p.name === 'hidden')?.seal?.bits ?? 0);
  if (roundBits(bits) !== seal.bits)
    add(
      'SealInconsistent',
      `the bound 2^-${seal.bits} is not the patched and hidden phases' bits (${bits})`,
    );
  return out;
}
