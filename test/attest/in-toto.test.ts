// Receipts as in-toto attestations (src/core/attest): the DSSE layer against the DSSE spec's
// own test vector, statements against the in-toto spec's example, and the bundle a receipt
// exports verified offline — then attacked: altered payloads, untrusted and missing
// envelopes, statements re-signed with other claims, a bundle of another receipt.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { p256 } from '@noble/curves/nist.js';
import { describe, expect, it } from 'vitest';
import {
  IN_TOTO_PAYLOAD_TYPE,
  inTotoBundle,
  PATCHPROOF_PREDICATE,
  type Statement,
  TEST_RESULT_PREDICATE,
} from '../../src/core/attest/in-toto.js';
import { parseStatement, verifyInTotoBundle } from '../../src/core/attest/verify-in-toto.js';
import { canonicalBytes, pae } from '../../src/core/hash/typed-hash.js';
import { type Receipt, receiptSchema } from '../../src/core/receipt/schema.js';
import { buildReceipt } from '../../src/core/receipt/build-receipt.js';
import {
  decodeBase64,
  keygen,
  parseSigningKey,
  parseTrustedKeys,
  signDsse,
} from '../../src/core/receipt/signature.js';
import { passingInput } from '../support/receipt-fixture.js';
import { repoRoot } from '../support/shared.js';

const fixtures = join(repoRoot, 'test', 'fixtures', 'in-toto');
const publisher = keygen('publisher@patchproof');
const mallory = keygen('mallory');
const trusted = parseTrustedKeys(publisher.vkey);
const GIT_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

async function made(options: { isolated?: boolean; gitTree?: string | null; runId?: string } = {}) {
  const input = await passingInput({
    isolated: options.isolated ?? true,
    ...(options.runId ? { runId: options.runId } : {}),
  });
  const built = buildReceipt({
    ...input,
    ...(options.gitTree === null ? {} : { resultGitTree: options.gitTree ?? GIT_TREE }),
  });
  const receipt = receiptSchema.parse(JSON.parse(new TextDecoder().decode(built.bytes))) as Receipt;
  return {
    receipt,
    digest: built.digest,
    bundle: inTotoBundle(receipt, built.digest, parseSigningKey(publisher.skey)),
  };
}

const lines = (bundle: string): string[] => bundle.trimEnd().split('\n');
const statementOf = (line: string): Statement =>
  JSON.parse(
    new TextDecoder().decode(decodeBase64((JSON.parse(line) as { payload: string }).payload)),
  ) as Statement;
/** A line re-signed over `statement` with `key` (the publisher's by default). */
const resigned = (statement: Statement, skey = publisher.skey): string =>
  JSON.stringify(signDsse(IN_TOTO_PAYLOAD_TYPE, canonicalBytes(statement), parseSigningKey(skey)));

describe('DSSE and in-toto, against their specifications', () => {
  it("reproduces the DSSE protocol's test vector: PAE, and the ECDSA P-256 signature in its envelope", () => {
    const v = JSON.parse(readFileSync(join(fixtures, 'dsse-vector.json'), 'utf8'));
    const message = pae(v.payloadType, new TextEncoder().encode(v.body));
    expect(new TextDecoder().decode(message)).toBe(v.pae);
    const point = p256.Point.fromAffine({ x: BigInt(v.ecdsaP256.x), y: BigInt(v.ecdsaP256.y) });
    const sig = decodeBase64(v.envelope.signatures[0].sig) as Uint8Array;
    expect(p256.verify(sig, message, point.toBytes(), { lowS: false })).toBe(true);
    // Deterministic (RFC 6979): signing the PAE with d gives the vector's bytes exactly.
    const d = BigInt(v.ecdsaP256.d).toString(16).padStart(64, '0');
    expect(
      Buffer.from(p256.sign(message, Buffer.from(d, 'hex'), { lowS: false })).toString('base64'),
    ).toBe(v.envelope.signatures[0].sig);
    expect(Buffer.from(v.body).toString('base64')).toBe(v.envelope.payload);
  });

  it("accepts the test-result predicate's own example Statement, and refuses what the in-toto rules refuse", () => {
    const example = readFileSync(join(fixtures, 'test-result-example.json'));
    expect(parseStatement(example)).toMatchObject({
      predicateType: TEST_RESULT_PREDICATE,
      predicate: { result: 'PASSED' },
    });
    const statement = JSON.parse(example.toString('utf8'));
    const bad = (change: (s: Record<string, unknown>) => void): unknown => {
      const copy = structuredClone(statement);
      change(copy);
      return parseStatement(new TextEncoder().encode(JSON.stringify(copy)));
    };
    expect(bad((s) => (s['_type'] = 'https://example.com/Statement/v1'))).toMatch(/_type/);
    // Another in-toto Statement version is not judged but ignored (the bundle spec).
    expect(bad((s) => (s['_type'] = 'https://in-toto.io/Statement/v0.1'))).toBe('other-type');
    // Digest names that are Object.prototype members are names like any other (no crash).
    expect(
      bad((s) => (s['subject'] = [{ digest: { constructor: 'x', __proto__: 'y' } }])),
    ).toMatchObject({ predicateType: TEST_RESULT_PREDICATE });
    expect(bad((s) => (s['subject'] = []))).toMatch(/no subject/);
    expect(bad((s) => (s['subject'] = [{ name: 'x', digest: {} }]))).toMatch(/no digest/);
    expect(
      bad(
        (s) =>
          (s['subject'] = [{ digest: { gitCommit: 'D20ACE7968BA43C0219F62D71334C1095BAB1602' } }]),
      ),
    ).toMatch(/lowercase hex/);
    expect(bad((s) => (s['subject'] = [{ digest: { sha256: 'abcd' } }]))).toMatch(/sha256/);
    expect(bad((s) => delete s['predicate'])).toMatch(/predicate/);
  });
});

describe('receipt export --format in-toto', () => {
  it('two statements about the result tree (gitTree and ws1), each signed; they verify, and match their receipt', async () => {
    const { receipt, digest, bundle } = await made();
    expect(lines(bundle)).toHaveLength(2);
    const [testResult, ours] = lines(bundle).map(statementOf);
    expect(testResult).toMatchObject({
      _type: 'https://in-toto.io/Statement/v1',
      predicateType: TEST_RESULT_PREDICATE,
      subject: [
        { name: 'result', digest: { gitTree: GIT_TREE, ws1: receipt.proposal.result.slice(4) } },
      ],
    });
    expect(testResult?.predicate).toMatchObject({
      result: 'PASSED',
      failedTests: [],
      passedTests: expect.arrayContaining([
        'phase:baseline',
        'phase:patched',
        'phase:regression',
        'phase:hidden',
      ]),
    });
    // Every DigestSet value is bare lowercase hex (no `sha256:` or `ws1_` prefix).
    const configuration = (
      testResult?.predicate as { configuration: { digest: Record<string, string> }[] }
    ).configuration;
    expect(
      configuration
        .flatMap((d) => Object.values(d.digest))
        .filter((v) => !/^[0-9a-f]{64}$/.test(v)),
    ).toEqual([]);
    expect(ours).toMatchObject({
      predicateType: PATCHPROOF_PREDICATE,
      predicate: {
        receipt: digest,
        verdict: 'PASS',
        proofGrade: true,
        runSpec: receipt.runSpec.hash,
      },
    });
    const check = verifyInTotoBundle(bundle, trusted, { receipt, digest });
    expect(check).toMatchObject({
      valid: true,
      problems: [],
      receipt: digest,
      keyids: [expect.stringMatching(/^publisher@patchproof\+[0-9a-f]{8}$/)],
      ignored: 0,
    });
  });

  it('says WARNED for a PASS without proof grade, FAILED for a FAIL; a receipt without a Git tree names its ws1 ID only', async () => {
    const local = await made({ isolated: false, gitTree: null });
    expect(statementOf(lines(local.bundle)[0] as string)).toMatchObject({
      subject: [{ digest: { ws1: local.receipt.proposal.result.slice(4) } }],
      predicate: { result: 'WARNED' },
    });
    expect(
      Object.keys(statementOf(lines(local.bundle)[0] as string).subject[0]?.digest ?? {}),
    ).toEqual(['ws1']);
    const failed = {
      ...local.receipt,
      verdict: 'FAIL' as const,
      phases: local.receipt.phases.map((p) =>
        p.name === 'hidden' ? { ...p, outcome: 'fail' as const } : p,
      ),
    };
    const bundle = inTotoBundle(failed, local.digest, parseSigningKey(publisher.skey));
    expect(statementOf(lines(bundle)[0] as string).predicate).toMatchObject({
      result: 'FAILED',
      failedTests: ['phase:hidden'],
    });
  });

  it('refuses an altered payload (BadSignature), and a bundle missing a statement or signed only by an untrusted key (AttestationMissing)', async () => {
    const { bundle, receipt, digest } = await made();
    const [first, second] = lines(bundle) as [string, string];
    const envelope = JSON.parse(first);
    const forged = {
      ...statementOf(first),
      predicate: { ...(statementOf(first).predicate as object), result: 'FAILED' },
    };
    envelope.payload = Buffer.from(canonicalBytes(forged)).toString('base64');
    expect(
      verifyInTotoBundle(`${JSON.stringify(envelope)}\n${second}\n`, trusted).problems.map(
        (p) => p.code,
      ),
    ).toContain('BadSignature');
    expect(verifyInTotoBundle(`${second}\n`, trusted).problems.map((p) => p.code)).toEqual([
      'AttestationMissing',
    ]);
    const byMallory = `${resigned(statementOf(first), mallory.skey)}\n${resigned(statementOf(second), mallory.skey)}\n`;
    expect(verifyInTotoBundle(byMallory, trusted)).toMatchObject({
      valid: false,
      ignored: 2,
      problems: [{ code: 'AttestationMissing' }],
    });
    // Junk lines and envelopes by other keys are ignored (the bundle spec), not fatal.
    const padded = `not json\n${resigned(statementOf(first), mallory.skey)}\n${bundle}`;
    expect(verifyInTotoBundle(padded, trusted, { receipt, digest })).toMatchObject({
      valid: true,
      ignored: 2,
    });
  });

  it("refuses statements re-signed by the publisher's key with other claims, or about another receipt", async () => {
    const { bundle, receipt, digest } = await made();
    const [first, second] = lines(bundle) as [string, string];
    const otherTree = {
      ...statementOf(first),
      subject: [
        {
          name: 'result',
          digest: { gitTree: 'f'.repeat(40), ws1: receipt.proposal.result.slice(4) },
        },
      ],
    };
    expect(
      verifyInTotoBundle(`${resigned(otherTree)}\n${second}\n`, trusted).problems.map(
        (p) => p.code,
      ),
    ).toEqual(['SubjectMismatch']);
    const both = `${resigned(otherTree)}\n${resigned({ ...statementOf(second), subject: otherTree.subject })}\n`;
    expect(verifyInTotoBundle(both, trusted).valid).toBe(true);
    expect(
      verifyInTotoBundle(both, trusted, { receipt, digest }).problems.map((p) => p.code),
    ).toEqual(['AttestationMismatch', 'AttestationMismatch']);
    const moreTests = {
      ...statementOf(first),
      predicate: { ...(statementOf(first).predicate as object), passedTests: ['phase:baseline'] },
    };
    expect(
      verifyInTotoBundle(`${resigned(moreTests)}\n${second}\n`, trusted, {
        receipt,
        digest,
      }).problems.map((p) => p.code),
    ).toEqual(['AttestationMismatch']);
    const another = await made({ runId: 'run_2' });
    expect(
      verifyInTotoBundle(another.bundle, trusted, { receipt, digest }).problems[0],
    ).toMatchObject({
      code: 'AttestationMismatch',
      message: expect.stringContaining('another receipt'),
    });
  });

  it('(review) mixes no statements of two receipts of one proposal, even offline, and checks the receipt address', async () => {
    const { bundle } = await made();
    const failing = await made({ runId: 'run_3' });
    const failed = {
      ...failing.receipt,
      verdict: 'FAIL' as const,
      phases: failing.receipt.phases.map((p) =>
        p.name === 'hidden' ? { ...p, outcome: 'fail' as const } : p,
      ),
    };
    const failBundle = inTotoBundle(failed, failing.digest, parseSigningKey(publisher.skey));
    const mixed = `${lines(bundle)[0] as string}\n${lines(failBundle)[1] as string}\n`;
    expect(verifyInTotoBundle(mixed, trusted).problems.map((p) => p.code)).toEqual([
      'AttestationMismatch',
    ]);
    const badAddress = {
      ...statementOf(lines(bundle)[1] as string),
      predicate: {
        ...(statementOf(lines(bundle)[1] as string).predicate as object),
        receipt: 'sha256:../../outside/x',
      },
    };
    expect(
      verifyInTotoBundle(
        `${lines(bundle)[0] as string}\n${resigned(badAddress)}\n`,
        trusted,
      ).problems.map((p) => p.code),
    ).toEqual(['StatementInvalid']);
  });

  it('(review) reads DSSE as its spec says: a co-signature by another key is skipped, URL-safe base64 and unknown fields are accepted', async () => {
    const { bundle, receipt, digest } = await made();
    const [first, second] = lines(bundle) as [string, string];
    const envelope = JSON.parse(first);
    const other = JSON.parse(resigned(statementOf(first), mallory.skey));
    envelope.signatures = [...other.signatures, ...envelope.signatures];
    envelope.payload = envelope.payload.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    envelope.comment = 'unknown fields are ignored';
    expect(
      verifyInTotoBundle(`${JSON.stringify(envelope)}\n${second}\n`, trusted, { receipt, digest }),
    ).toMatchObject({ valid: true, problems: [] });
  });

  it('(review) a publisher-signed statement with fields of the wrong shape is INVALID, not a crash', async () => {
    const { bundle } = await made();
    const [first, second] = lines(bundle) as [string, string];
    const odd = {
      ...statementOf(first),
      predicate: {
        ...(statementOf(first).predicate as object),
        failedTests: 'phase:hidden',
        configuration: [null, 7],
      },
    };
    const oddOurs = {
      ...statementOf(second),
      predicate: { ...(statementOf(second).predicate as object), phases: [null, 'x', { name: 3 }] },
    };
    expect(
      verifyInTotoBundle(`${resigned(odd)}\n${resigned(oddOurs)}\n`, trusted).problems.map(
        (p) => p.code,
      ),
    ).toEqual(['AttestationMismatch']);
  });
});
