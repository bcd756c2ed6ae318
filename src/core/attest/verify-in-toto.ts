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
import type { TypedHash } from '../hash/typed-hash.js';
import type { Receipt } from '../receipt/schema.js';
import { decodeBase64, envelopeSchema, type TrustedKeys, verifyDsse } from '../receipt/signature.js';
import { IN_TOTO_PAYLOAD_TYPE, PATCHPROOF_PREDICATE, type PatchProofPredicate, type Statement, STATEMENT_TYPE, statementsOf, TEST_RESULT_PREDICATE } from './in-toto.js';

export type AttestationProblemCode = 'BadSignature' | 'StatementInvalid' | 'AttestationMissing' | 'SubjectMismatch' | 'AttestationMismatch';

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
  readonly statements: readonly Statement[];
  /** Lines ignored: not envelopes, or by keys not trusted here. */
  readonly ignored: number;
}

/** Hex lengths in bytes of the DigestSet algorithms the spec names (digest_set.md). */
const HEX_BYTES: Readonly<Record<string, readonly number[]>> = {
  sha256: [32], sha224: [28], sha384: [48], sha512: [64], sha512_224: [28], sha512_256: [32], sha3_224: [28], sha3_256: [32], sha3_384: [48], sha3_512: [64],
  sha1: [20], md5: [16], gitCommit: [20, 32], gitTree: [20, 32], gitBlob: [20, 32], gitTag: [20, 32], dirHash: [32],
};

/** Checks `text`, a bundle; `receipt` (verified, with its address) when the auditor has it. */
export function verifyInTotoBundle(text: string, trusted: TrustedKeys, receipt?: { readonly receipt: Receipt; readonly digest: TypedHash }): AttestationCheck {
  const problems: AttestationProblem[] = [];
  const statements: Statement[] = [];
  const keyids = new Set<string>();
  let ignored = 0;
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const envelope = parseEnvelope(line);
    if (!envelope || envelope.payloadType !== IN_TOTO_PAYLOAD_TYPE || !envelope.signatures.some((s) => trusted.has(s.keyid))) {
      ignored += 1;
      continue;
    }
    const check = verifyDsse(envelope, IN_TOTO_PAYLOAD_TYPE, 'an in-toto statement', trusted);
    if (!check.valid) {
      problems.push({ code: 'BadSignature', message: check.problem?.message ?? 'an envelope does not verify' });
      continue;
    }
    for (const s of envelope.signatures) keyids.add(s.keyid);
    const statement = parseStatement(decodeBase64(envelope.payload) as Uint8Array);
    if (typeof statement === 'string') problems.push({ code: 'StatementInvalid', message: statement });
    else statements.push(statement);
  }
  const ours = (type: string): Statement[] => statements.filter((s) => s.predicateType === type);
  const [testResult, patchProof] = [ours(TEST_RESULT_PREDICATE), ours(PATCHPROOF_PREDICATE)];
  if (testResult.length !== 1 || patchProof.length !== 1) {
    problems.push({ code: 'AttestationMissing', message: `the bundle must hold exactly one signed test-result and one PatchProof statement by a trusted key; it has ${testResult.length} and ${patchProof.length}` });
  } else if (canonicalJson(testResult[0]?.subject) !== canonicalJson(patchProof[0]?.subject)) {
    problems.push({ code: 'SubjectMismatch', message: 'the test-result and PatchProof statements name different subjects' });
  }
  const named = (patchProof[0]?.predicate as PatchProofPredicate | undefined)?.receipt;
  if (receipt && testResult.length === 1 && patchProof.length === 1) problems.push(...againstReceipt(testResult[0] as Statement, patchProof[0] as Statement, receipt));
  return { valid: problems.length === 0, problems, ...(typeof named === 'string' ? { receipt: named as TypedHash } : {}), keyids: [...keyids], statements, ignored };
}

/** The statements must be exactly those the receipt yields (the test-result's `url` aside). */
function againstReceipt(testResult: Statement, patchProof: Statement, given: { readonly receipt: Receipt; readonly digest: TypedHash }): AttestationProblem[] {
  const url = (testResult.predicate as { url?: unknown }).url;
  const [wantTest, wantOurs] = statementsOf(given.receipt, given.digest, typeof url === 'string' ? url : undefined);
  const out: AttestationProblem[] = [];
  if ((patchProof.predicate as PatchProofPredicate).receipt !== given.digest) {
    out.push({ code: 'AttestationMismatch', message: `the attestation names receipt ${(patchProof.predicate as PatchProofPredicate).receipt}, not ${given.digest}: it is about another receipt` });
    return out;
  }
  if (canonicalJson(testResult) !== canonicalJson(wantTest)) out.push({ code: 'AttestationMismatch', message: 'the test-result statement is not what the receipt says (subject, result, configuration or tests differ)' });
  if (canonicalJson(patchProof) !== canonicalJson(wantOurs)) out.push({ code: 'AttestationMismatch', message: 'the PatchProof statement is not what the receipt says' });
  return out;
}

function parseEnvelope(line: string) {
  try {
    const parsed = envelopeSchema.safeParse(parseStrictJson(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A Statement by the in-toto v1 rules, or what is wrong with it. */
export function parseStatement(bytes: Uint8Array): Statement | string {
  let value: unknown;
  try {
    value = parseStrictJson(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return 'a payload is not JSON';
  }
  const s = value as Partial<Statement> | null;
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return 'a payload is not a JSON object';
  if (s._type !== STATEMENT_TYPE) return `a statement's _type is not ${STATEMENT_TYPE}`;
  if (!Array.isArray(s.subject) || s.subject.length === 0) return 'a statement has no subject';
  for (const subject of s.subject as unknown[]) {
    const digest = (subject as { digest?: unknown } | null)?.digest;
    if (typeof digest !== 'object' || digest === null || Array.isArray(digest) || Object.keys(digest).length === 0) return 'a subject has no digest';
    for (const [alg, value] of Object.entries(digest as Record<string, unknown>)) {
      if (typeof value !== 'string') return `subject digest ${alg} is not a string`;
      const sizes = HEX_BYTES[alg];
      if (sizes && !(/^[0-9a-f]*$/.test(value) && sizes.includes(value.length / 2))) return `subject digest ${alg} is not ${sizes.map((n) => n * 2).join(' or ')} lowercase hex digits`;
    }
  }
  if (typeof s.predicateType !== 'string' || s.predicateType === '') return 'a statement has no predicateType';
  if (typeof s.predicate !== 'object' || s.predicate === null) return 'a statement has no predicate object';
  return s as Statement;
}
