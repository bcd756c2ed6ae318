// `patchproof receipt export --format in-toto` and `receipt verify <bundle>` as an auditor runs
// them: a stored receipt exported with the publisher's key, checked offline with the vkey,
// against the receipt when the store has it; tampered and unkeyed bundles are refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { main } from '../../src/main/cli.js';
import { canonicalBytes } from '../../src/core/hash/typed-hash.js';
import { parseSigningKey, signDsse } from '../../src/core/receipt/signature.js';
import { passingReceipt } from '../support/receipt-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await main(args, {
    out: (t) => void (out += `${t}\n`),
    err: (t) => void (err += `${t}\n`),
  });
  return { code, out, err };
}

describe('receipt export and verify of in-toto bundles', () => {
  it('exports a stored receipt, verifies the bundle against it, and refuses tampering and missing keys', async () => {
    const store = join(dir, 'store');
    const r = await passingReceipt({ isolated: true });
    await writeReceipt(store, r.digest, r.bytes);
    const key = join(dir, 'publisher.skey');
    const made = await cli('receipt', 'keygen', 'publisher', '--out', key);
    writeFileSync(join(dir, 'publisher.vkey'), made.out);
    const bundle = join(dir, 'receipt.intoto.jsonl');
    const exported = await cli(
      'receipt',
      'export',
      r.digest,
      '--format',
      'in-toto',
      '--key',
      key,
      '--out',
      bundle,
      '--store',
      store,
      '--url',
      'https://patchproof.example/r/1',
    );
    expect(exported).toMatchObject({
      code: 0,
      out: expect.stringContaining(`attested ${r.digest} (PASS)`),
    });
    expect(readFileSync(bundle, 'utf8').trimEnd().split('\n')).toHaveLength(2);
    // Never overwritten.
    expect(
      (
        await cli(
          'receipt',
          'export',
          r.digest,
          '--format',
          'in-toto',
          '--key',
          key,
          '--out',
          bundle,
          '--store',
          store,
        )
      ).code,
    ).toBe(2);

    const verified = await cli(
      'receipt',
      'verify',
      bundle,
      '--keys',
      join(dir, 'publisher.vkey'),
      '--store',
      store,
      '--json',
    );
    expect(verified.code).toBe(0);
    expect(JSON.parse(verified.out)).toMatchObject({
      valid: true,
      kind: 'in-toto',
      receipt: r.digest,
      result: 'PASSED',
      checkedAgainstReceipt: true,
      problems: [],
    });
    const human = await cli(
      'receipt',
      'verify',
      bundle,
      '--keys',
      join(dir, 'publisher.vkey'),
      '--store',
      join(dir, 'empty'),
    );
    expect(human).toMatchObject({
      code: 0,
      out: expect.stringContaining('fetch it by the address above'),
    });

    const tampered = join(dir, 'tampered.intoto.jsonl');
    writeFileSync(
      tampered,
      readFileSync(bundle, 'utf8').replace(/"sig":"[A-Za-z0-9+/]{8}/g, '"sig":"AAAAAAAA'),
    );
    const refused = await cli(
      'receipt',
      'verify',
      tampered,
      '--keys',
      join(dir, 'publisher.vkey'),
      '--store',
      store,
      '--json',
    );
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.out).problems.map((p: { code: string }) => p.code)).toContain(
      'BadSignature',
    );
    expect((await cli('receipt', 'verify', bundle, '--store', store)).code).toBe(2);
    expect(
      (await cli('receipt', 'export', r.digest, '--format', 'slsa', '--key', key, '--store', store))
        .code,
    ).toBe(2);

    // (review) Only a stored receipt is attested, never a file anyone wrote.
    writeFileSync(join(dir, 'some.json'), r.bytes);
    expect(
      (await cli('receipt', 'export', join(dir, 'some.json'), '--format', 'in-toto', '--key', key))
        .code,
    ).toBe(2);
    // (review) The address an auditor pins holds for a bundle too; receipt-only options are refused.
    const other = `sha256:${'e'.repeat(64)}`;
    const pinned = await cli(
      'receipt',
      'verify',
      bundle,
      '--keys',
      join(dir, 'publisher.vkey'),
      '--store',
      store,
      '--expect',
      other,
      '--json',
    );
    expect(pinned.code).toBe(1);
    expect(JSON.parse(pinned.out).problems.map((p: { code: string }) => p.code)).toEqual([
      'AttestationMismatch',
    ]);
    writeFileSync(join(dir, `${'e'.repeat(64)}.json`), readFileSync(bundle));
    expect(
      (
        await cli(
          'receipt',
          'verify',
          join(dir, `${'e'.repeat(64)}.json`),
          '--keys',
          join(dir, 'publisher.vkey'),
          '--store',
          store,
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await cli(
          'receipt',
          'verify',
          bundle,
          '--keys',
          join(dir, 'publisher.vkey'),
          '--sig',
          join(dir, 'x.sig.json'),
        )
      ).code,
    ).toBe(2);
    // (review) What is printed is the statement that was checked, not another line claiming to be a test result.
    const skey = parseSigningKey(readFileSync(key, 'utf8'));
    const decoy = {
      _type: 'https://in-toto.io/Statement/v1',
      subject: [{ digest: { sha256: 'e'.repeat(64) } }],
      predicateType: 'https://in-toto.io/attestation/test-result/v0.2',
      predicate: { result: 'FAILED' },
    };
    writeFileSync(
      join(dir, 'decoy.intoto.jsonl'),
      `${JSON.stringify(signDsse('application/vnd.in-toto+json', canonicalBytes(decoy), skey))}\n${readFileSync(bundle, 'utf8')}`,
    );
    const decoyed = JSON.parse(
      (
        await cli(
          'receipt',
          'verify',
          join(dir, 'decoy.intoto.jsonl'),
          '--keys',
          join(dir, 'publisher.vkey'),
          '--store',
          store,
          '--json',
        )
      ).out,
    );
    expect(decoyed).toMatchObject({
      valid: true,
      result: 'PASSED',
      subject: { ws1: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });
});
