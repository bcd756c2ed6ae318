// `patchproof receipt verify` on what an auditor is handed: a file that names its address
// (the store, a <hex>.json name) is checked against it; a file that names none is valid only
// as a receipt of its own bytes, and the command says so and prints the address to compare;
// --expect makes the comparison itself (DigestMismatch, exit 1). Digest arguments are
// checked for shape before anything is read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeReceipt } from '../../src/adapters/store/write-receipt.js';
import { canonicalBytes, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import { reportText } from '../../src/core/receipt/report-text.js';
import { passingReceipt } from '../support/receipt-fixture.js';
import { runCli } from '../support/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'pp-receipt-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The same receipt with the approver renamed, report regenerated: a valid receipt of other bytes. */
async function forged() {
  const real = await passingReceipt();
  const copy = structuredClone(real.receipt) as { approval: { actor: string } } & Record<
    string,
    unknown
  >;
  copy.approval.actor = 'mallory@example.org';
  copy.report = reportText(copy as unknown as Parameters<typeof reportText>[0]);
  const bytes = canonicalBytes(copy);
  return { real, bytes, digest: typedHashOfBytes('patchproof.receipt.v1', bytes) };
}

describe('patchproof receipt verify', () => {
  it('an unaddressed file: valid, with its computed address and a note to compare it', async () => {
    const { real, bytes, digest } = await forged();
    const file = join(dir, 'receipt.json');
    writeFileSync(file, bytes);
    const run = await runCli('receipt', 'verify', file);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`valid  ${digest}`);
    expect(run.out).toMatch(/note: this file names no address/);
    expect(run.out).toContain('--expect <digest>');
    expect(digest).not.toBe(real.digest);
  });

  it('--expect with the address you were given: the forged copy is INVALID DigestMismatch, exit 1', async () => {
    const { real, bytes } = await forged();
    const file = join(dir, 'handed-over.json');
    writeFileSync(file, bytes);
    const run = await runCli('receipt', 'verify', file, '--expect', real.digest);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/^INVALID/);
    expect(run.out).toContain('DigestMismatch');
    const json = await runCli('receipt', 'verify', file, '--expect', real.digest, '--json');
    expect(JSON.parse(json.out)).toMatchObject({
      valid: false,
      addressChecked: true,
      problems: [{ code: 'DigestMismatch' }],
    });
  });

  it('--expect with the right address, or a file named for it: valid and says the address matches', async () => {
    const real = await passingReceipt();
    const file = join(dir, 'good.json');
    writeFileSync(file, real.bytes);
    const expected = await runCli('receipt', 'verify', file, '--expect', real.digest);
    expect(expected.code).toBe(0);
    expect(expected.out).toContain('address matches the one --expect gives');
    expect(expected.out).not.toContain('note:');
    const named = join(dir, `${real.digest.slice('sha256:'.length)}.json`);
    writeFileSync(named, real.bytes);
    expect((await runCli('receipt', 'verify', named)).out).toContain(
      'address matches the one the file name gives',
    );
  });

  it('a file named for one address and --expect naming the same bytes under another name: both claims are checked', async () => {
    const { real, bytes, digest } = await forged();
    const misnamed = join(dir, `${real.digest.slice('sha256:'.length)}.json`);
    writeFileSync(misnamed, bytes);
    const run = await runCli('receipt', 'verify', misnamed, '--expect', digest);
    expect(run.code).toBe(1);
    expect(run.out).toContain('DigestMismatch');
  });

  it('a stored receipt by digest: the store is the address', async () => {
    const real = await passingReceipt();
    const store = join(dir, 'store');
    await writeReceipt(store, real.digest, real.bytes);
    const run = await runCli('receipt', 'verify', real.digest, '--store', store);
    expect(run.code).toBe(0);
    expect(run.out).toContain('address matches the one the store gives');
  });

  it.each([
    ['sha256:deadbeef', /64 lowercase hex digits.*8 characters/],
    [`sha256:${'A'.repeat(64)}`, /not all of them lowercase hex/],
  ])(
    'refuses the broken digest %s by its shape (exit 2), never as a missing file',
    async (arg, shape) => {
      const run = await runCli('receipt', 'verify', arg);
      expect(run.code).toBe(2);
      expect(run.err).toContain('UsageError');
      expect(run.err).toMatch(shape);
      expect(run.err).not.toContain('ENOENT');
    },
  );

  it('refuses a malformed --expect before reading anything', async () => {
    const run = await runCli(
      'receipt',
      'verify',
      join(dir, 'absent.json'),
      '--expect',
      'sha256:123',
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--expect .* is not a digest/);
  });

  it('a file that is not there says what to pass', async () => {
    const run = await runCli('receipt', 'verify', join(dir, 'absent.json'));
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      /cannot read the file .*ENOENT.*receipt digest \(sha256: and 64 hex digits\)/,
    );
  });

  it('other digest arguments are checked for shape the same way, before anything is sent', async () => {
    const gate = await runCli(
      'gate',
      '--server',
      'http://127.0.0.1:9',
      '--project',
      'p',
      '--patch',
      join(dir, 'none.patch'),
      '--approval',
      'sha256:abc',
    );
    expect(gate.code).toBe(2);
    expect(gate.err).toMatch(/UsageError: --approval "sha256:abc" is not a digest/);
    const apply = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      'sha256:abc',
      '--server',
      'http://127.0.0.1:9',
    );
    expect(apply.code).toBe(2);
    expect(apply.err).toMatch(/UsageError: --receipt "sha256:abc" is not a digest/);
  });

  it('refuses --expect given twice (the parser would keep only the last), and any other repeated option', async () => {
    const real = await passingReceipt();
    const file = join(dir, 'twice.json');
    writeFileSync(file, real.bytes);
    const run = await runCli(
      'receipt',
      'verify',
      file,
      `--expect=sha256:${'0'.repeat(64)}`,
      '--expect',
      real.digest,
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/UsageError: --expect is given more than once/);
    expect((await runCli('snapshot', dir, '--json', '--json')).code).toBe(2);
  });

  it('says when only the prefix is wrong', async () => {
    const run = await runCli('receipt', 'verify', `SHA256:${'a'.repeat(64)}`);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/the prefix must be lowercase sha256:/);
  });
});
