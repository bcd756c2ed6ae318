/**
 * Checks an attestation bundle (in-toto.ts) offline: each envelope's signature by a trusted
 * key over DSSE PAE, each Statement by the in-toto v1 rules (the reference Go library's
 * `Statement.Validate`: the type, at least one subject, each with a digest; hex digests of
 * the standard algorithms of the right length), and the two statements PatchProof writes
 * naming one subject. Given the receipt the statements name (already verified by the
 * caller), they must be exactly what that receipt yields: nothing added, dropped or changed.
 *
 * As the bundle spec asks, lines that are not envelopes and envelopes by keys not trusted
 * here are ignored; an envelope by a trusted key whose signature does not verify is a
 * problem, not something to skip.
 */
import { canonicalJson } from '../hash/canonical-json.js';
import { parseStrictJson } from '../hash/strict-json.js';
import { TYPED_HASH_PATTERN, type TypedHash } from '../hash/typed-hash.js';
import type { Receipt } from '../receipt/schema.js';
import { decodeBase64, dsseSignatureValid, type TrustedKeys } from '../receipt/signature.js';
import {
  IN_TOTO_PAYLOAD_TYPE,
  PATCHPROOF_PREDICATE,
  type PatchProofPredicate,
  RECEIPT_DESCRIPTOR,
  type Statement,
  STATEMENT_TYPE,
  statementsOf,
  TEST_RESULT_PREDICATE,
  type TestResultPredicate,
  testResultOf,
} from './in-toto.js';

export type AttestationProblemCode =
  | 'BadSignature'
  | 'StatementInvalid'
  | 'AttestationMissing'
  | 'SubjectMismatch'
  | 'AttestationMismatch';

export interface AttestationProblem {
  readonly code: AttestationProblemCode;
  readonly message: string;
}

export interface AttestationCheck {
  readonly valid: boolean;
  readonly problems: readonly AttestationProblem[];
  /** The receipt address the PatchProof statement names. */
  readonly receipt?: TypedHash;
  /** Who signed the statements that were checked. */
  readonly keyids: readonly string[];
  /** The two statements checked (test-result, then PatchProof's); empty when they were not found. */
  readonly statements: readonly Statement[];
  /** Lines ignored: not envelopes, or by keys not trusted here. */
  readonly ignored: number;
}

/** Hex lengths in bytes of the DigestSet algorithms the spec names (digest_set.md). */
const HEX_BYTES: ReadonlyMap<string, readonly number[]> = new Map(
  Object.entries({
    sha256: [32],
    sha224: [28],
    sha384: [48],
    sha512: [64],
    sha512_224: [28],
    sha512_256: [32],
    sha3_224: [28],
    sha3_256: [32],
    sha3_384: [48],
    sha3_512: [64],
    sha1: [20],
    md5: [16],
    gitCommit: [20, 32],
    gitTree: [20, 32],
    gitBlob: [20, 32],
    gitTag: [20, 32],
    dirHash: [32],
  }),
);

/** Checks `text`, a bundle; `receipt` (verified, with its address) when the auditor has it. */
export function verifyInTotoBundle(
  text: string,
  trusted: TrustedKeys,
  receipt?: { readonly receipt: Receipt; readonly digest: TypedHash },
): AttestationCheck {
  const problems: AttestationProblem[] = [];
  const statements: Statement[] = [];
  const keyids = new Set<string>();
  let ignored = 0;
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const opened = openEnvelope(line, trusted);
    if (opened === 'ignored') {
      ignored += 1;
      continue;
    }
    if ('problem' in opened) {
      problems.push({ code: 'BadSignature', message: opened.problem });
      continue;
    }
    for (const k of opened.keyids) keyids.add(k);
    const statement = parseStatement(opened.payload);
    // A statement of another in-toto version is not ours to judge (the bundle spec: ignore it).
    if (statement === 'other-type') ignored += 1;
    else if (typeof statement === 'string')
      problems.push({ code: 'StatementInvalid', message: statement });
    else statements.push(statement);
  }
  const ours = (type: string): Statement[] => statements.filter((s) => s.predicateType === type);
  const [testResult, patchProof] = [ours(TEST_RESULT_PREDICATE), ours(PATCHPROOF_PREDICATE)];
  const pair =
    testResult.length === 1 && patchProof.length === 1
      ? { testResult: testResult[0] as Statement, patchProof: patchProof[0] as Statement }
      : undefined;
  if (!pair) {
    problems.push({
      code: 'AttestationMissing',
      message: `the bundle must hold exactly one signed test-result and one PatchProof statement by a trusted key; it has ${testResult.length} and ${patchProof.length}`,
    });
  } else {
    problems.push(...agreeing(pair.testResult, pair.patchProof));
    if (receipt && problems.length === 0)
      problems.push(...againstReceipt(pair.testResult, pair.patchProof, receipt));
  }
  const named = (pair?.patchProof.predicate as PatchProofPredicate | undefined)?.receipt;
  return {
    valid: problems.length === 0,
    problems,
    ...(named ? { receipt: named } : {}),
    keyids: [...keyids],
    statements: pair ? [pair.testResult, pair.patchProof] : [],
    ignored,
  };
}

/**
 * What the two statements must agree on without the receipt: one subject, one receipt
 * address (the test-result's configuration names it), and the test result the PatchProof
 * statement's verdict, proof grade and phases give. Statements of two receipts of one
 * proposal cannot be mixed.
 */
function agreeing(testResult: Statement, patchProof: Statement): AttestationProblem[] {
  const ours = patchProof.predicate as PatchProofPredicate;
  if (typeof ours.receipt !== 'string' || !TYPED_HASH_PATTERN.test(ours.receipt))
    return [
      {
        code: 'StatementInvalid',
        message:
          'the PatchProof statement does not name a receipt address (sha256: and 64 hex digits)',
      },
    ];
  if (sameJson(testResult.subject, patchProof.subject) !== true)
    return [
      {
        code: 'SubjectMismatch',
        message: 'the test-result and PatchProof statements name different subjects',
      },
    ];
  const predicate = testResult.predicate as Partial<TestResultPredicate>;
  const config = Array.isArray(predicate.configuration) ? predicate.configuration : [];
  const receiptHex = ours.receipt.slice('sha256:'.length);
  if (
    !config.some(
      (d) =>
        typeof d === 'object' &&
        d !== null &&
        d.name === RECEIPT_DESCRIPTOR &&
        typeof d.digest === 'object' &&
        d.digest !== null &&
        d.digest['patchproofTypedSha256'] === receiptHex,
    )
  ) {
    return [
      {
        code: 'AttestationMismatch',
        message: `the test-result statement does not name receipt ${ours.receipt}: the two statements are not about one receipt`,
      },
    ];
  }
  // Signed does not mean well-formed: every field is checked for its shape before it is read.
  const phases = (Array.isArray(ours.phases) ? (ours.phases as unknown[]) : []).filter(
    (p): p is { name: string; outcome: string } =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as { name?: unknown }).name === 'string' &&
      typeof (p as { outcome?: unknown }).outcome === 'string',
  );
  const wanted = testResultOf({ verdict: ours.verdict, proofGrade: ours.proofGrade, phases });
  const phaseTests = (list: unknown): string[] | undefined =>
    Array.isArray(list)
      ? list.filter((t): t is string => typeof t === 'string' && t.startsWith('phase:'))
      : undefined;
  if (
    predicate.result !== wanted.result ||
    sameJson(phaseTests(predicate.failedTests), wanted.failedTests) !== true ||
    sameJson(phaseTests(predicate.passedTests), wanted.passedTests) !== true
  ) {
    return [
      {
        code: 'AttestationMismatch',
        message:
          "the test result and its phases are not what the PatchProof statement's verdict, proof grade and phases give",
      },
    ];
  }
  return [];
}

const sameJson = (a: unknown, b: unknown): boolean | undefined => {
  try {
    return canonicalJson(a) === canonicalJson(b);
  } catch {
    return undefined;
  }
};

/**
 * One line as DSSE envelope: the signatures by trusted keys must all verify and there must be
 * one (t-of-n with t = 1; signatures by other keys are skipped, as separate envelopes would
 * be). `ignored`: not an in-toto envelope, or none of its signatures is by a trusted key.
 * Unknown fields are ignored and both base64 alphabets read, as the DSSE envelope spec says.
 */
function openEnvelope(
  line: string,
  trusted: TrustedKeys,
): 'ignored' | { problem: string } | { payload: Uint8Array; keyids: string[] } {
  let value: unknown;
  try {
    value = parseStrictJson(line);
  } catch {
    return 'ignored';
  }
  const e = value as { payloadType?: unknown; payload?: unknown; signatures?: unknown } | null;
  if (
    typeof e !== 'object' ||
    e === null ||
    e.payloadType !== IN_TOTO_PAYLOAD_TYPE ||
    typeof e.payload !== 'string' ||
    !Array.isArray(e.signatures)
  )
    return 'ignored';
  const ours = (e.signatures as unknown[]).flatMap((s) => {
    const { keyid, sig } = (s ?? {}) as { keyid?: unknown; sig?: unknown };
    const key = typeof keyid === 'string' ? trusted.get(keyid) : undefined;
    return key && typeof sig === 'string' ? [{ key, sig }] : [];
  });
  if (ours.length === 0) return 'ignored';
  const payload = anyBase64(e.payload);
  if (!payload) return { problem: "an envelope's payload is not base64" };
  for (const { key, sig } of ours) {
    const bytes = anyBase64(sig);
    if (!bytes || !dsseSignatureValid(IN_TOTO_PAYLOAD_TYPE, payload, bytes, key))
      return {
        problem: `the signature by ${key.keyid} does not verify: an in-toto statement or its signature was altered`,
      };
  }
  return { payload, keyids: [...new Set(ours.map((o) => o.key.keyid))] };
}

/** Standard or URL-safe base64, padded or not (DSSE allows both alphabets). */
function anyBase64(text: string): Uint8Array | undefined {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  return decodeBase64(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
}

/** The statements must be exactly those the receipt yields (the test-result's `url` aside). */
function againstReceipt(
  testResult: Statement,
  patchProof: Statement,
  given: { readonly receipt: Receipt; readonly digest: TypedHash },
): AttestationProblem[] {
  const url = (testResult.predicate as { url?: unknown }).url;
  const [wantTest, wantOurs] = statementsOf(
    given.receipt,
    given.digest,
    typeof url === 'string' ? url : undefined,
  );
  const out: AttestationProblem[] = [];
  if ((patchProof.predicate as PatchProofPredicate).receipt !== given.digest) {
    out.push({
      code: 'AttestationMismatch',
      message: `the attestation names receipt ${(patchProof.predicate as PatchProofPredicate).receipt}, not ${given.digest}: it is about another receipt`,
    });
    return out;
  }
  if (sameJson(testResult, wantTest) !== true)
    out.push({
      code: 'AttestationMismatch',
      message:
        'the test-result statement is not what the receipt says (subject, result, configuration or tests differ)',
    });
  if (sameJson(patchProof, wantOurs) !== true)
    out.push({
      code: 'AttestationMismatch',
      message: 'the PatchProof statement is not what the receipt says',
    });
  return out;
}

/** A Statement by the in-toto v1 rules, or what is wrong with it. */
export function parseStatement(bytes: Uint8Array): Statement | 'other-type' | string {
  let value: unknown;
  try {
    value = parseStrictJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return 'a payload is not JSON';
  }
  const s = value as Partial<Statement> | null;
  if (typeof s !== 'object' || s === null || Array.isArray(s))
    return 'a payload is not a JSON object';
  if (
    typeof s._type === 'string' &&
    s._type.startsWith('https://in-toto.io/Statement/') &&
    s._type !== STATEMENT_TYPE
  )
    return 'other-type';
  if (s._type !== STATEMENT_TYPE) return `a statement's _type is not ${STATEMENT_TYPE}`;
  if (!Array.isArray(s.subject) || s.subject.length === 0) return 'a statement has no subject';
  for (const subject of s.subject as unknown[]) {
    const digest = (subject as { digest?: unknown } | null)?.digest;
    if (
      typeof digest !== 'object' ||
      digest === null ||
      Array.isArray(digest) ||
      Object.keys(digest).length === 0
    )
      return 'a subject has no digest';
    for (const [alg, value] of Object.entries(digest as Record<string, unknown>)) {
      if (typeof value !== 'string') return `subject digest ${alg} is not a string`;
      const sizes = HEX_BYTES.get(alg);
      if (sizes && !(/^[0-9a-f]*$/.test(value) && sizes.includes(value.length / 2)))
        return `subject digest ${alg} is not ${sizes.map((n) => n * 2).join(' or ')} lowercase hex digits`;
    }
  }
  if (typeof s.predicateType !== 'string' || s.predicateType === '')
    return 'a statement has no predicateType';
  if (typeof s.predicate !== 'object' || s.predicate === null)
    return 'a statement has no predicate object';
  return s as Statement;
}
