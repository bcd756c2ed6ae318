// An auditor without PatchProof: scripts/verify-in-toto-openssl.sh checks each envelope of an
// exported bundle with jq, base64 and OpenSSL 3's Ed25519 (an implementation independent of
// the one that signed), and refuses a bundle whose signature was changed.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { inTotoBundle } from '../../src/core/attest/in-toto.js';
import { receiptSchema } from '../../src/core/receipt/schema.js';
import { keygen, parseSigningKey } from '../../src/core/receipt/signature.js';
import { passingReceipt } from '../support/receipt-fixture.js';
import { repoRoot } from '../support/shared.js';

const run = promisify(execFile);
const hasJq = existsSync('/usr/bin/jq');
const required = process.env['PATCHPROOF_REQUIRE_JQ'] === '1';
const dir = mkdtempSync(join(tmpdir(), 'pp-openssl-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!hasJq && !required)(
  `in-toto bundle checked with OpenSSL${hasJq || required ? '' : ' (skipped: no jq; apt-get install -y jq)'}`,
  () => {
    it('verifies every envelope of an export, and refuses one whose signature was changed', async () => {
      const built = await passingReceipt({ isolated: true });
      const receipt = receiptSchema.parse(JSON.parse(new TextDecoder().decode(built.bytes)));
      const key = keygen('ci-publisher');
      const bundle = inTotoBundle(receipt, built.digest, parseSigningKey(key.skey));
      writeFileSync(join(dir, 'publisher.vkey'), `${key.vkey}\n`);
      writeFileSync(join(dir, 'good.intoto.jsonl'), bundle);
      const script = join(repoRoot, 'scripts', 'verify-in-toto-openssl.sh');
      const good = await run('bash', [
        script,
        join(dir, 'good.intoto.jsonl'),
        join(dir, 'publisher.vkey'),
      ]);
      expect(good.stdout).toBe(
        'envelope 1: signature OK; https://in-toto.io/attestation/test-result/v0.1 PASSED\nenvelope 2: signature OK; urn:patchproof:receipt:v1 PASS\n',
      );
      const [first, second] = bundle.trimEnd().split('\n') as [string, string];
      const envelope = JSON.parse(first);
      const sig = Buffer.from(envelope.signatures[0].sig, 'base64');
      sig[10] = (sig[10] as number) ^ 1;
      envelope.signatures[0].sig = sig.toString('base64');
      writeFileSync(join(dir, 'bad.intoto.jsonl'), `${JSON.stringify(envelope)}\n${second}\n`);
      const bad = await run('bash', [
        script,
        join(dir, 'bad.intoto.jsonl'),
        join(dir, 'publisher.vkey'),
      ]).then(
        () => null,
        (e: { code: number; stdout: string }) => e,
      );
      expect(bad).toMatchObject({ code: 1, stdout: 'envelope 1: signature does NOT verify\n' });
    });
  },
);
