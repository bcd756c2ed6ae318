// Receipt signatures: DSSE over the stored bytes, Ed25519, keys named as in C2SP signed-note.
// The key vectors are golang.org/x/mod/sumdb/note note_test.go (TestNewVerifier, TestSign,
// TestOpen): the PeterNeumann and EnochRoot keys and the signed note they verify.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readSignature,
  signaturePath,
  writeSignature,
} from '../../src/adapters/store/signature-store.js';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { main } from '../../src/main/cli.js';
import {
  checkReceiptSignature,
  decodeBase64,
  envelopeBytes,
  keygen,
  keyId,
  parseSigningKey,
  parseTrustedKeys,
  RECEIPT_PAYLOAD_TYPE,
  signReceipt,
  verifySignature,
} from '../../src/core/receipt/signature.js';
import { verifyReceipt } from '../../src/core/receipt/verify-receipt.js';
import { passingReceipt } from '../support/receipt-fixture.js';

const GO_VKEY = 'PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW';
const GO_SKEY = 'PRIVATE+KEY+PeterNeumann+c74f20a3+AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz';
const GO_ENOCH = 'EnochRoot+af0cfe78+ATtqJ7zOtqQtYqOo0CpvDXNlMhV3HeJDpjrASKGLWdop';
const GO_TEXT =
  "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const GO_SIG =
  'x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=';

async function receipt(runId = 'run_1') {
  return passingReceipt({ runId });
}

const dir = mkdtempSync(join(tmpdir(), 'pp-sign-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const text = (envelope: Parameters<typeof envelopeBytes>[0]) =>
  new TextDecoder().decode(envelopeBytes(envelope));
const alice = keygen('alice@patchproof');
const mallory = keygen('mallory');

describe('signed-note keys (Go sumdb/note vectors)', () => {
  it('derives the Go key id, vkey and skey from the Go seed', () => {
    const key = parseSigningKey(GO_SKEY);
    expect(key.name).toBe('PeterNeumann');
    expect(keyId(key.name, ed25519.getPublicKey(key.privateKey))).toBe('PeterNeumann+c74f20a3');
    expect(keygen('PeterNeumann', key.privateKey)).toEqual({ vkey: GO_VKEY, skey: GO_SKEY });
  });

  it('signs the Go note text to the Go signature (key hash || Ed25519 signature)', () => {
    const key = parseSigningKey(GO_SKEY);
    const want = decodeBase64(GO_SIG)!;
    expect(Buffer.from(want.subarray(0, 4)).toString('hex')).toBe('c74f20a3');
    expect(ed25519.sign(new TextEncoder().encode(GO_TEXT), key.privateKey)).toEqual(
      want.subarray(4),
    );
  });

  it('reads a trusted-keys file and refuses malformed lines with a code', () => {
    const keys = parseTrustedKeys(`# auditors\n\n${GO_VKEY}\n  ${GO_ENOCH}  \n`);
    expect([...keys.keys()]).toEqual(['PeterNeumann+c74f20a3', 'EnochRoot+af0cfe78']);
    // Go's own rejects: wrong hash, unknown algorithm with adjusted hash, truncation, duplicates.
    for (const bad of [
      'PeterNeumann+c74f20a4+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
      'PeterNeumann+173116ae+ZRpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW',
      GO_VKEY.slice(0, -1),
      `${GO_VKEY}\n${GO_VKEY}`,
    ]) {
      expect(() => parseTrustedKeys(`# x\n${bad}\n`)).toThrow(
        expect.objectContaining({ code: 'UsageError' }),
      );
    }
    expect(() => parseSigningKey(GO_SKEY.replace('c74f20a3', 'c74f20a4'))).toThrow(
      expect.objectContaining({ code: 'UsageError' }),
    );
  });
});

describe('receipt signatures', () => {
  it('signs with DSSE over the stored bytes and verifies offline with only the keys file', async () => {
    const r = await receipt();
    const envelope = signReceipt(r.bytes, parseSigningKey(alice.skey));
    expect(envelope.payloadType).toBe(RECEIPT_PAYLOAD_TYPE);
    expect(decodeBase64(envelope.payload)).toEqual(r.bytes);
    expect(envelope.signatures).toEqual([
      { keyid: alice.vkey.split('+').slice(0, 2).join('+'), sig: expect.any(String) },
    ]);
    const trusted = parseTrustedKeys(`${alice.vkey}\n`);
    expect(verifySignature(envelope, trusted)).toEqual({
      signed: true,
      keyid: envelope.signatures[0]!.keyid,
      valid: true,
    });
    expect(verifyReceipt(r.bytes, r.digest, { sidecar: text(envelope), trusted })).toMatchObject({
      valid: true,
      signed: true,
      problems: [],
    });
  });

  it('leaves an unsigned receipt valid and unchanged in shape', async () => {
    const r = await receipt();
    const result = verifyReceipt(r.bytes, r.digest);
    expect(result.valid).toBe(true);
    expect(result).not.toHaveProperty('signed');
  });

  it('makes a receipt invalid when the signature fails, is untrusted or is over other bytes', async () => {
    const r = await receipt();
    const other = await receipt('run_2');
    expect(other.digest).not.toBe(r.digest);
    const trusted = parseTrustedKeys(alice.vkey);
    const envelope = signReceipt(r.bytes, parseSigningKey(alice.skey));
    const codes = (bytes: Uint8Array, sidecar: string, keys = trusted) =>
      verifyReceipt(bytes, undefined, { sidecar, trusted: keys }).problems.map((p) => p.code);
    // Tampered payload: the receipt bytes themselves match, but the signed message does not.
    const flipped = Uint8Array.from(r.bytes);
    flipped[10] = flipped[10]! ^ 1;
    const tampered = { ...envelope, payload: Buffer.from(flipped).toString('base64') };
    expect(checkReceiptSignature(flipped, text(tampered), trusted)).toMatchObject({
      valid: false,
      problem: { code: 'BadSignature' },
    });
    const sig = decodeBase64(envelope.signatures[0]!.sig)!;
    sig[0] = sig[0]! ^ 1;
    expect(
      codes(
        r.bytes,
        text({
          ...envelope,
          signatures: [{ ...envelope.signatures[0]!, sig: Buffer.from(sig).toString('base64') }],
        }),
      ),
    ).toEqual(['BadSignature']);
    expect(codes(r.bytes, text(signReceipt(r.bytes, parseSigningKey(mallory.skey))))).toEqual([
      'UntrustedKey',
    ]);
    expect(codes(r.bytes, text(envelope), new Map())).toEqual(['UntrustedKey']);
    expect(codes(other.bytes, text(envelope))).toEqual(['SignatureMismatch']);
    expect(codes(r.bytes, '{"payloadType":1}')).toEqual(['BadSignature']);
  });

  it('stores the sidecar beside the receipt without ever replacing it', async () => {
    const store = join(dir, 'store-a');
    const r = await receipt();
    await writeReceipt(store, r.digest, r.bytes);
    expect(await readSignature(store, r.digest)).toBeUndefined();
    const bytes = envelopeBytes(signReceipt(r.bytes, parseSigningKey(alice.skey)));
    await writeSignature(store, r.digest, bytes);
    await writeSignature(store, r.digest, bytes);
    expect(signaturePath(store, r.digest)).toBe(
      join(store, 'sha256', `${r.digest.slice(7)}.sig.json`),
    );
    await expect(
      writeSignature(
        store,
        r.digest,
        envelopeBytes(signReceipt(r.bytes, parseSigningKey(mallory.skey))),
      ),
    ).rejects.toMatchObject({ code: 'ReceiptConflict' });
    expect(await readSignature(store, r.digest)).toBe(new TextDecoder().decode(bytes));
  });
});

describe('patchproof receipt keygen / sign / verify', () => {
  const run = async (...argv: string[]) => {
    let out = '';
    const code = await main(['receipt', ...argv], {
      out: (t) => void (out += t),
      err: () => undefined,
    });
    return { code, out };
  };

  it('round-trips: keygen, sign, verify with the keys file; another keys file fails', async () => {
    const store = join(dir, 'store-b');
    const r = await receipt();
    await writeReceipt(store, r.digest, r.bytes);
    const skey = join(dir, 'alice.skey');
    const gen = await run('keygen', 'alice', '--out', skey);
    expect(gen.code).toBe(0);
    expect(statSync(skey).mode & 0o777).toBe(0o600);
    expect(readFileSync(skey, 'utf8')).toMatch(/^PRIVATE\+KEY\+alice\+[0-9a-f]{8}\+/);
    expect((await run('keygen', 'alice', '--out', skey)).code).toBe(2);
    const vkey = gen.out.trim();
    const keys = join(dir, 'trusted');
    writeFileSync(keys, `# who we trust\n${vkey}\n`);
    const others = join(dir, 'others');
    writeFileSync(others, `${mallory.vkey}\n`);

    expect(
      JSON.parse((await run('verify', r.digest, '--store', store, '--json')).out),
    ).toMatchObject({ valid: true, signed: false });
    expect((await run('sign', r.digest, '--key', skey, '--store', store)).code).toBe(0);
    const ok = await run('verify', r.digest, '--store', store, '--keys', keys, '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({
      valid: true,
      signed: true,
      keyid: vkey.split('+').slice(0, 2).join('+'),
      problems: [],
    });
    const bad = await run('verify', r.digest, '--store', store, '--keys', others, '--json');
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({
      valid: false,
      signed: true,
      problems: [{ code: 'UntrustedKey' }],
    });
    // A file target finds its sidecar next to it too; --sig names one explicitly.
    const file = join(store, 'sha256', `${r.digest.slice(7)}.json`);
    expect((await run('verify', file, '--keys', keys)).code).toBe(0);
    const other = await receipt('run_2');
    const otherFile = join(dir, 'other.json');
    writeFileSync(otherFile, other.bytes);
    const mismatch = await run(
      'verify',
      otherFile,
      '--keys',
      keys,
      '--sig',
      signaturePath(store, r.digest),
      '--json',
    );
    expect(mismatch.code).toBe(1);
    expect(JSON.parse(mismatch.out).problems.map((p: { code: string }) => p.code)).toEqual([
      'SignatureMismatch',
    ]);
  });
});
