// `patchproof apply` as a user runs it: exit codes and output, the normalized diff found in the
// store (or given with --patch), and --keys, which lands only a receipt signed by a trusted key.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIX_PATCH, type Landing, landingFixture, treeState } from '../support/landing.js';
import { runCli } from '../support/run-cli.js';

let fixture: Landing;
let fix: string;
const home = mkdtempSync(join(tmpdir(), 'pp-apply-cli-'));

beforeAll(async () => {
  process.env.XDG_DATA_HOME = join(home, 'xdg');
  fixture = landingFixture();
  fix = await fixture.validate(FIX_PATCH);
}, 120_000);
afterAll(() => {
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

describe('patchproof apply (CLI)', () => {
  it('prints what it wrote and exits 0; --json is one object', async () => {
    const dir = fixture.fresh();
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--accept-local',
    );
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^applied {3}1 file from receipt sha256:[0-9a-f]{64}\n/);
    expect(run.out).toContain('    updated  calc.py\n');
    expect(run.out).toContain('nothing was staged or committed');
    expect(run.err).not.toContain('signature'); // a digest from the local store is the user's own
    const again = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--accept-local',
      '--json',
    );
    expect(JSON.parse(again.out)).toMatchObject({
      applied: true,
      status: 'already-applied',
      receipt: fix,
      files: [],
    });
  });

  it('exits 2 with the code for a refusal, and writes nothing', async () => {
    const dir = fixture.fresh();
    const before = treeState(dir);
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--json',
    );
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)).toMatchObject({ applied: false, error: { code: 'NotProofGrade' } });
    expect(run.err).toMatch(/^refused: NotProofGrade: /);
    expect(treeState(dir)).toEqual(before);
    expect((await runCli('apply', '--repo', dir)).code).toBe(2);
    expect(
      (
        await runCli(
          'apply',
          '--repo',
          dir,
          '--receipt',
          fix,
          '--store',
          fixture.store,
          '--server',
          'http://127.0.0.1:1',
        )
      ).err,
    ).toMatch(/UsageError/);
  });

  it('DiffNotFound when the store has the receipt but not its diff; --patch supplies it', async () => {
    const dir = fixture.fresh();
    const bare = join(home, 'receipts-only');
    cpSync(join(fixture.store, 'sha256'), join(bare, 'sha256'), { recursive: true });
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      bare,
      '--accept-local',
      '--json',
    );
    expect(JSON.parse(run.out).error.code).toBe('DiffNotFound');
    const patch = join(home, 'fix.patch');
    writeFileSync(patch, FIX_PATCH);
    expect(
      (
        await runCli(
          'apply',
          '--repo',
          dir,
          '--receipt',
          fix,
          '--store',
          bare,
          '--accept-local',
          '--patch',
          patch,
        )
      ).code,
    ).toBe(0);
  });

  it('a receipt file works as well as a digest', async () => {
    const dir = fixture.fresh();
    const file = join(home, 'copy.json');
    writeFileSync(file, readFileSync(join(fixture.store, 'sha256', `${fix.slice(7)}.json`)));
    const patch = join(home, 'fix2.patch');
    writeFileSync(patch, FIX_PATCH);
    const run = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      file,
      '--patch',
      patch,
      '--accept-local',
    );
    expect(run.code).toBe(0);
    // Anyone can write a receipt file: the user is told that only --keys checks who did.
    expect(run.err).toContain('not checked for a signature');
  });

  it('--keys: unsigned is refused, another key is refused, the trusted key lands', async () => {
    const keys = join(home, 'keys');
    const other = join(home, 'other-keys');
    const made = await runCli(
      'receipt',
      'keygen',
      'ci-publisher',
      '--out',
      join(home, 'publisher.skey'),
    );
    writeFileSync(keys, made.out);
    writeFileSync(
      other,
      (await runCli('receipt', 'keygen', 'someone-else', '--out', join(home, 'other.skey'))).out,
    );

    const dir = fixture.fresh();
    const unsigned = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--accept-local',
      '--keys',
      keys,
      '--json',
    );
    expect(JSON.parse(unsigned.out).error.code).toBe('SignatureNotFound');
    expect(
      (
        await runCli(
          'receipt',
          'sign',
          fix,
          '--key',
          join(home, 'publisher.skey'),
          '--store',
          fixture.store,
        )
      ).code,
    ).toBe(0);
    const untrusted = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--accept-local',
      '--keys',
      other,
      '--json',
    );
    expect(JSON.parse(untrusted.out).error.code).toBe('ReceiptTampered');
    expect(untrusted.code).toBe(2);
    const signed = await runCli(
      'apply',
      '--repo',
      dir,
      '--receipt',
      fix,
      '--store',
      fixture.store,
      '--accept-local',
      '--keys',
      keys,
      '--json',
    );
    expect(JSON.parse(signed.out)).toMatchObject({ applied: true, status: 'applied' });
  });
});
